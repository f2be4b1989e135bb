// The one typed reader of build-time configuration. build.mjs replaces these identifiers
// (esbuild `define`); tests and Storybook fall back to the local defaults.
declare const __PAMERAN_API_URL__: string | undefined;
/** JSON text: esbuild turns an object-valued define into a module of its own, a chunk every output imports. */
declare const __PAMERAN_FIREBASE_CONFIG__: string | undefined;
declare const __PAMERAN_FIREBASE_DATABASE_EMULATOR__: string | undefined;
declare const __PAMERAN_NATIVE_PUSH__: boolean | undefined;
declare const __PAMERAN_PUBLIC_APP_URL__: string | undefined;

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  appId?: string;
  databaseURL: string;
}

export interface AppConfig {
  /** Base URL of the event platform; empty means same origin as the app. */
  apiUrl: string;
  firebase: FirebaseWebConfig;
  /** `host:port` of a local realtime database, or null for the real one. */
  firebaseDatabaseEmulator: { host: string; port: number } | null;
  /** Native app only: register for push (needs google-services.json / APNs, docs/native.md). */
  nativePush: boolean;
  /** The fair's public origin of the app (PUBLIC_APP_URL), which printed booth QR codes point at; empty when not set. */
  publicAppUrl: string;
}

const DEFAULT_FIREBASE: FirebaseWebConfig = {
  apiKey: 'demo-pameran-key',
  authDomain: 'pameran-demo.firebaseapp.com',
  projectId: 'pameran-demo',
  appId: '1:000000000000:web:pameran-demo',
  databaseURL: 'http://127.0.0.1:9000?ns=pameran-demo',
};

function parseEmulator(value: string): AppConfig['firebaseDatabaseEmulator'] {
  const match = /^(.+):(\d+)$/.exec(value.trim());
  return match ? { host: match[1]!, port: Number(match[2]) } : null;
}

export const config: AppConfig = {
  apiUrl: typeof __PAMERAN_API_URL__ === 'string' ? __PAMERAN_API_URL__ : '',
  // Build-time JSON from build.mjs (readConfig has already refused text that is not JSON).
  firebase: typeof __PAMERAN_FIREBASE_CONFIG__ === 'string' ? (JSON.parse(__PAMERAN_FIREBASE_CONFIG__) as FirebaseWebConfig) : DEFAULT_FIREBASE,
  // The local default only where nothing is built in (tests, Storybook); a build always says.
  firebaseDatabaseEmulator: parseEmulator(
    typeof __PAMERAN_FIREBASE_DATABASE_EMULATOR__ === 'string' ? __PAMERAN_FIREBASE_DATABASE_EMULATOR__ : typeof __PAMERAN_FIREBASE_CONFIG__ === 'string' ? '' : '127.0.0.1:9000',
  ),
  nativePush: typeof __PAMERAN_NATIVE_PUSH__ === 'boolean' ? __PAMERAN_NATIVE_PUSH__ : false,
  publicAppUrl: typeof __PAMERAN_PUBLIC_APP_URL__ === 'string' ? __PAMERAN_PUBLIC_APP_URL__ : '',
};
