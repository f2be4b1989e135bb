// Types of scripts/post-build.mjs for the TypeScript tests that import it.
export declare const DATA_CACHE: 'pameran-data';
export declare const MEDIA_CACHE: 'pameran-media';

interface RouteMatch {
  url: URL;
  request: Request;
}
/** True for /media images the service worker keeps. */
export declare function isMediaImage(match: RouteMatch): boolean;
export default function postBuild(options: { outdir: string; metafile: unknown; reads: { kept: string[]; networkFirst: string[] }; serviceWorker: boolean }): Promise<void>;
