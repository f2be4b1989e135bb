// Types of scripts/post-build.mjs for the TypeScript tests that import it.
export declare const DATA_CACHE: 'pameran-data';
export declare const MEDIA_CACHE: 'pameran-media';

interface RouteMatch {
  url: URL;
  request: Request;
}
/** A rule over the platform's answers: a GET with no bearer token whose path matches one of `patterns`. */
export declare function publicReadRule(patterns: string[]): (match: RouteMatch) => boolean;
/** True for /media images the service worker keeps. */
export declare function isMediaImage(match: RouteMatch): boolean;
export default function postBuild(options: { outdir: string; metafile: unknown; reads: { kept: string[]; networkFirst: string[] }; serviceWorker: boolean }): Promise<void>;
