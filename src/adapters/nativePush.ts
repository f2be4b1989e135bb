// Native only (loaded with import() by deviceToken.ts): the push token from
// @capacitor/push-notifications — the FCM registration token on Android, the APNs device token
// on iOS. Asks for permission (Android 13+ and iOS prompt once), registers, and waits for the
// plugin's 'registration' event. Denied, an error or no answer in time all give ''.
import type { PushNotificationsPlugin } from '@capacitor/push-notifications';

export interface NativePushOptions {
  /** Resolves to the plugin's module (a Capacitor plugin is a thenable Proxy; see storage.ts). */
  load?: () => Promise<{ PushNotifications: PushNotificationsPlugin }>;
  /** How long login waits for the 'registration' event before sending ''. */
  timeoutMs?: number;
}

export const PUSH_TOKEN_TIMEOUT_MS = 10_000;

export function createNativePushToken({
  load = () => import('@capacitor/push-notifications'),
  timeoutMs = PUSH_TOKEN_TIMEOUT_MS,
}: NativePushOptions = {}): () => Promise<string> {
  // The token stays the same for the app's life (a refresh reaches the platform on the next start).
  let known = '';

  return async function nativePushToken() {
    if (known) return known;
    const { PushNotifications } = await load();
    let permission = (await PushNotifications.checkPermissions()).receive;
    if (permission === 'prompt' || permission === 'prompt-with-rationale') {
      permission = (await PushNotifications.requestPermissions()).receive;
    }
    if (permission !== 'granted') return '';

    let settle: (token: string) => void = () => {};
    const answer = new Promise<string>((resolve) => {
      settle = resolve;
    });
    // Listen before registering: the event may come straight away.
    const handles = await Promise.all([
      PushNotifications.addListener('registration', ({ value }) => settle(value)),
      PushNotifications.addListener('registrationError', () => settle('')),
    ]);
    const timer = setTimeout(() => settle(''), timeoutMs);
    try {
      await PushNotifications.register();
      known = await answer;
      return known;
    } finally {
      clearTimeout(timer);
      for (const handle of handles) void handle.remove().catch(() => {});
    }
  };
}
