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
  /** A painted answer as JSON (answerJson), read as soon as it arrives. */
  json?: Promise<unknown>;
}

/** The entries the inline prefetch has left in the page so far (none outside index.html). */
export function prefetchedEntries(): PrefetchEntry[] {
  return Object.values(((globalThis as unknown as Record<string, unknown>)[PREFETCH_GLOBAL] ?? {}) as Record<string, PrefetchEntry>);
}

/**
 * An answer as JSON (null for an error status), read from a clone, so the SDK's hand-over still
 * reads the original. index.html's prefetch reads a painted answer as it arrives: on a visit the
 * service worker answers from its caches, that is before the parser reaches the painting script,
 * which then paints in the task that runs it, before the page's first frame
 * (src/boot/holdFirstFrame.ts).
 */
export function jsonOfAnswer(response: Promise<Response>): Promise<unknown> {
  return response.then((answer) => (answer.ok ? answer.clone().json() : null));
}

/** An entry's answer as JSON, for the boot screen to paint: the one index.html's prefetch is reading. */
export function answerJson(entry: PrefetchEntry): Promise<unknown> {
  return entry.json ?? jsonOfAnswer(entry.response);
}
