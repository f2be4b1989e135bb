// Types of scripts/post-build.mjs for the TypeScript tests that import it.
export declare const DATA_CACHE: 'pameran-data';
export declare const MEDIA_CACHE: 'pameran-media';

interface RouteMatch {
  url: URL;
  request: Request;
}
/** True for the public event reads the service worker keeps (stale-while-revalidate). */
export declare function isPublicEventRead(match: RouteMatch): boolean;
/** True for /media images the service worker keeps. */
export declare function isMediaImage(match: RouteMatch): boolean;
export declare function serviceWorkerOptions(outdir: string): Record<string, unknown>;

export default function postBuild(options: { outdir: string; metafile: unknown }): Promise<void>;
