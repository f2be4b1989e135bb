// The device/push `token` sent with login (POST /api/auth/invitation) and registration
// (POST /api/auth/register). The spec sends an empty string where the platform has none.
import { config } from '../config';
import { isNativePlatform } from './platform';

let nativeToken: Promise<() => Promise<string>> | null = null;

/**
 * Web: always ''. Native: the push token from @capacitor/push-notifications (nativePush.ts,
 * loaded on demand so no @capacitor code reaches the web's first route), or '' when push is
 * not enabled in this build (NATIVE_PUSH, docs/native.md), denied, failed or too slow.
 * Never rejects: login and registration go on without a token.
 */
export async function getDeviceToken(): Promise<string> {
  try {
    if (!isNativePlatform() || !config.nativePush) return '';
    nativeToken ??= import('./nativePush').then(({ createNativePushToken }) => createNativePushToken());
    return await (await nativeToken)();
  } catch {
    return '';
  }
}
