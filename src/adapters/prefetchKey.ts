// How index.html's prefetch (src/boot/prefetch.ts) and the app's fetch (src/adapters/fetch.ts)
// name a request, apart from the list of reads (src/data/prefetched.ts), which only the
// inline script needs.
import type { BootPaint } from '../data/catalogue';

/** The key a request is handed over by: method, absolute URL and Authorization header. */
export function requestKey(method: string, url: string, authorization: string | null): string {
  return `${method} ${url} ${authorization === null ? '-' : `[${authorization}]`}`;
}

/** Where the inline prefetch leaves its answers for the app. */
export const PREFETCH_GLOBAL = '__pameranPrefetch';

export interface PrefetchEntry {
  at: number;
  response: Promise<Response>;
  /** What the boot screen paints from this answer (src/boot/paint.ts). */
  paint?: BootPaint;
}
