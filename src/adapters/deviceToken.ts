// The device/push `token` sent with login (POST /api/auth/invitation) and registration
// (POST /api/auth/register). The spec sends an empty string where the platform has none.
import { config } from '../config';
import { isNativePlatform } from './platform';

export interface DeviceTokenOptions {
  /** Inside the Capacitor shell? (window.Capacitor, read on every call) */
  isNative?: () => boolean;
  /** May this build register for push? (NATIVE_PUSH at build time, docs/native.md) */
  pushEnabled?: () => boolean;
  /** The native implementation; nativePush.ts, loaded on demand by default. */
  loadNative?: () => Promise<() => Promise<string>>;
}

/**
 * Web: always ''. Native: the push token from @capacitor/push-notifications (nativePush.ts,
 * loaded with import() so no @capacitor code reaches the web's first route), or '' when push
 * is not enabled in this build, denied, failed or too slow. Never rejects: login and
 * registration go on without a token.
 */
export function createDeviceToken({
  isNative = isNativePlatform,
  pushEnabled = () => config.nativePush,
  loadNative = () => import('./nativePush').then(({ createNativePushToken }) => createNativePushToken()),
}: DeviceTokenOptions = {}): () => Promise<string> {
  let native: Promise<() => Promise<string>> | null = null;
  return async () => {
    try {
      if (!isNative() || !pushEnabled()) return '';
      native ??= loadNative();
      return await (await native)();
    } catch {
      native = null; // a failed download may succeed on the next login
      return '';
    }
  };
}

/** The app's device token (src/main.tsx passes it to the ports). */
export const getDeviceToken = createDeviceToken();
