// The device/push `token` sent with login (POST /api/auth/invitation) and registration
// (POST /api/auth/register). The spec sends an empty string where the platform has none.
import { isNativePlatform } from './platform';

/**
 * Native implementation point. @capacitor/push-notifications is not installed yet; to send a
 * real push token, `npm install @capacitor/push-notifications`, `npx cap sync`, add the
 * platform's push setup (google-services.json / APNs capability, see docs/native.md), and
 * replace the body with:
 *
 *   const { PushNotifications } = await import('@capacitor/push-notifications');
 *   if ((await PushNotifications.requestPermissions()).receive !== 'granted') return '';
 *   return new Promise<string>((resolve) => {
 *     const timer = setTimeout(() => resolve(''), 10_000); // login must not hang on push
 *     void PushNotifications.addListener('registration', ({ value }) => { clearTimeout(timer); resolve(value); });
 *     void PushNotifications.addListener('registrationError', () => { clearTimeout(timer); resolve(''); });
 *     void PushNotifications.register();
 *   });
 */
async function nativeDeviceToken(): Promise<string> {
  return '';
}

/** Web: always ''. Native: the push token, or '' when it cannot be had. Never rejects. */
export async function getDeviceToken(): Promise<string> {
  try {
    if (!isNativePlatform()) return '';
    return await nativeDeviceToken();
  } catch {
    return '';
  }
}
