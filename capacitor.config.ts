// Capacitor wraps the built web app (dist/) into the Android and iOS apps; see docs/native.md.
// `npm run native:sync` builds for the device and copies this config (as capacitor.config.json),
// dist/ and the plugins into android/ and ios/; tests/unit/native-sync.test.ts checks the result.
import type { CapacitorConfig } from '@capacitor/cli';

/**
 * Links that open the app (src/adapters/nativeLinks.ts turns them into routes):
 * `pameran://live-stream/79` and `https://pameran.example/live-stream/79`. The https host is
 * declared in android/app/src/main/AndroidManifest.xml (App Links) and
 * ios/App/App/App.entitlements (Universal Links); replace it with the web app's real domain
 * in all three places, and publish assetlinks.json / apple-app-site-association there.
 */
export const deepLinks = { scheme: 'pameran', webHost: 'pameran.example' } as const;

const config: CapacitorConfig = {
  appId: 'id.pameran.app',
  appName: 'Pameran',
  webDir: 'dist',
  // The app's own origin inside the web view: https://localhost (Android) and
  // capacitor://localhost (iOS). It is not the platform's origin, so the build must point
  // API_URL at the platform's absolute https URL (CORS), and plain http is never allowed.
  server: { androidScheme: 'https', hostname: 'localhost', iosScheme: 'capacitor' },
  android: { allowMixedContent: false },
};

export default config;
