// Types of scripts/native-sync.mjs for the TypeScript tests that import it.
export declare const root: string;
export declare const NODE22_VERSION: string;
export declare const PLACEHOLDER_API_URL: string;
export declare function ensureNode22(options?: { cacheDir?: string }): string;
export declare function nativeBuildEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function nativeSync(platforms?: string[], env?: NodeJS.ProcessEnv): void;
