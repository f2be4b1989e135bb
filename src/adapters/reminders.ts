// How a reminder reaches the visitor, per platform:
// - native (the Capacitor shell, detected through window.Capacitor): @capacitor/local-notifications,
//   loaded with import() only there, scheduled with the OS so it fires even when the app is closed;
// - web with notification permission: the service worker's showNotification at the due time
//   (while the app is open; the web has no reliable way to schedule one for a closed page);
// - otherwise: an in-app banner while the app is open.
// Permission is asked only from `requestReminderChannel`, which runs on the visitor's tap.
import { isNativePlatform } from './platform';

export type ReminderChannel = 'native' | 'notification' | 'banner';

export interface ReminderNotice {
  /** The session id, also the native notification id. */
  id: number;
  title: string;
  body: string;
  /** Epoch ms. */
  at: number;
}

const loadNative = () => import('@capacitor/local-notifications').then((module) => module.LocalNotifications);

/** The channel the visitor's tap can get; asks for permission when it has not been answered. */
export async function requestReminderChannel(): Promise<ReminderChannel> {
  if (isNativePlatform()) {
    try {
      const plugin = await loadNative();
      const status = await plugin.requestPermissions();
      return status.display === 'granted' ? 'native' : 'banner';
    } catch {
      return 'banner';
    }
  }
  if (typeof Notification === 'undefined' || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return 'banner';
  if (Notification.permission === 'default') {
    try {
      await Notification.requestPermission();
    } catch {
      return 'banner';
    }
  }
  return Notification.permission === 'granted' ? 'notification' : 'banner';
}

/** Native: hands the reminder to the OS. Web: nothing to do until it is due. */
export async function scheduleNative(notice: ReminderNotice): Promise<void> {
  const plugin = await loadNative();
  await plugin.schedule({ notifications: [{ id: notice.id, title: notice.title, body: notice.body, schedule: { at: new Date(notice.at), allowWhileIdle: true } }] });
}

export async function cancelNative(ids: readonly number[]): Promise<void> {
  if (!isNativePlatform() || ids.length === 0) return;
  const plugin = await loadNative();
  await plugin.cancel({ notifications: ids.map((id) => ({ id })) });
}

/** Web: shows the notification through the service worker (falls back to the page's Notification). */
export async function showWebNotification(notice: ReminderNotice): Promise<boolean> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false;
  const options = { body: notice.body, tag: `pengingat-sesi-${notice.id}`, data: { sessionId: notice.id } };
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) {
      await registration.showNotification(notice.title, options);
      return true;
    }
    new Notification(notice.title, options);
    return true;
  } catch {
    return false;
  }
}
