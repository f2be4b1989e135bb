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

/** The entries the inline prefetch has left in the page so far (none outside index.html). */
export function prefetchedEntries(): PrefetchEntry[] {
  return Object.values(((globalThis as unknown as Record<string, unknown>)[PREFETCH_GLOBAL] ?? {}) as Record<string, PrefetchEntry>);
}

/**
 * An entry's answer as JSON, for the boot screen to paint (null for an error status): read from
 * a clone, so the SDK's hand-over still reads the original.
 */
export function answerJson(entry: PrefetchEntry): Promise<unknown> {
  return entry.response.then((answer) => (answer.ok ? answer.clone().json() : null));
}
