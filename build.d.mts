// Types of build.mjs for TypeScript callers (tests).
export interface BuildConfig {
  apiUrl: string;
  /** The fair's public address of the app (an origin), or '' for the page's own: what printed booth QR codes open. */
  publicAppUrl: string;
  firebaseConfig: { databaseURL?: string } & Record<string, unknown>;
  /** `host:port` of the local realtime database, or '' for none. */
  firebaseDatabaseEmulator: string;
  nativePush: boolean;
}
/** The build-time configuration from the environment; throws on one that would fail open. */
export function readConfig(env?: Record<string, string | undefined>): BuildConfig;
/** Where the build keeps its records for tools (metafile, CSP record, source maps), beside dist/. */
export const recordsDir: string;
/** The esbuild plugin behind `import url from './x?worker&url'` (a self-contained module worker file). */
export const workerUrls: import('esbuild').Plugin;
