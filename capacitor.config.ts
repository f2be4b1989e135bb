// Capacitor wraps the built web app (dist/) into the Android and iOS apps; see docs/native.md.
import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'id.pameran.app',
  appName: 'Pameran',
  webDir: 'dist',
  // The app is served from https://localhost (Android) / capacitor://localhost (iOS), so the
  // build must point API_URL at the platform's absolute URL (docs/native.md).
  server: { androidScheme: 'https' },
};

export default config;
