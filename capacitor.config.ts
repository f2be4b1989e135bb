// Capacitor wraps the built web app (dist/) into the Android and iOS apps; see docs/native.md.
// `npm run native:sync` builds for the device and copies this config (as capacitor.config.json),
// dist/ and the plugins into android/ and ios/; tests/unit/native-sync.test.ts checks the result.

/**
 * The part of the Capacitor CLI's `CapacitorConfig` this app sets. The CLI is not a dependency
 * (it needs Node 22; `native:sync` fetches it), so its type is restated here.
 */
interface CapacitorConfig {
  appId: string;
  appName: string;
  webDir: string;
  server?: { androidScheme?: string; hostname?: string; iosScheme?: string; cleartext?: boolean; url?: string };
  android?: { allowMixedContent?: boolean };
  ios?: { includePlugins?: string[] };
}

// Deep links (pameran://… and https://pameran.example/…) are declared in the native projects
// and parsed by src/adapters/nativeLinks.ts (DEEP_LINKS), not here.

const config: CapacitorConfig = {
  appId: 'id.pameran.app',
  appName: 'Pameran',
  webDir: 'dist',
  // The app's own origin inside the web view: https://localhost (Android) and
  // capacitor://localhost (iOS). It is not the platform's origin, so the build must point
  // API_URL at the platform's absolute https URL (CORS), and plain http is never allowed.
  server: { androidScheme: 'https', hostname: 'localhost', iosScheme: 'capacitor' },
  android: { allowMixedContent: false },
  // The iOS app is a Swift Package Manager project, and ML Kit (the booth QR scanner,
  // @capacitor-mlkit/barcode-scanning) ships for iOS through CocoaPods only: `cap sync` would list
  // a plugin class it cannot link. So iOS takes every plugin but that one, and scans booth codes
  // with the page's camera (src/screens/scan; docs/native.md). A new plugin goes in this list too
  // (tests/unit/native-sync.test.ts fails until it does).
  ios: { includePlugins: ['@capacitor/app', '@capacitor/local-notifications', '@capacitor/preferences', '@capacitor/push-notifications'] },
};

export default config;
