// Types of scripts/build-copy.mjs for the TypeScript tests that import it.
export declare const BUILD_INPUTS: readonly string[];
export declare function copyBuildInputs(work: string): Promise<void>;
export declare function buildCopy(work: string, realtimePort: number, timeoutMs?: number): Promise<number>;
/** The realtime database port a build in `distDir` was made for (its _headers' CSP). */
export declare function realtimePortOf(distDir: string): Promise<number>;
/** A port free on this machine now. */
export declare function freePort(): Promise<number>;
