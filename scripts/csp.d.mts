// Types of scripts/csp.mjs for the TypeScript tests that import it.
export interface CspConfig {
  apiUrl: string;
  firebaseConfig: { databaseURL?: string };
  firebaseDatabaseEmulator?: string;
}
export declare const DEFAULT_STREAM_ORIGINS: string[];
export declare function originOf(value: string | undefined | null): string | null;
export declare function parseStreamOrigins(value: string | undefined): string[];
export declare function realtimeOrigins(config: { firebaseConfig: { databaseURL?: string }; firebaseDatabaseEmulator?: string }): string[];
export declare function inlineScriptHashes(html: string): string[];
export declare function cspDirectives(input: { config: CspConfig; html: string; streamOrigins?: string[]; reportUrl?: string | null }): Record<string, string[]>;
export declare const DEFAULT_CSP_REPORT_PATH: string;
export declare const CSP_REPORT_GROUP: string;
export declare function parseCspReportUrl(value: string | undefined): string | null;
export declare function cspHeaders(policy: string, reportUrl: string | null): Record<string, string>;
export declare function serializeCsp(directives: Record<string, string[]>): string;
export declare function writeCsp(outdir: string, config: CspConfig, env?: Record<string, string | undefined>, recordsDir?: string): Promise<string>;
/** Where the build keeps its records for tools, beside the published directory (`dist` → `dist-records`). */
export declare function recordsDirOf(outdir: string): string;
export declare const HOST_HEADERS: Record<string, string>;
