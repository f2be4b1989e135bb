// How index.html's prefetch (src/boot/prefetch.ts) and the app's fetch (src/adapters/fetch.ts)
// name a request, apart from the list of reads (src/data/prefetched.ts), which only the
// inline script needs, and how the boot screen reads the answers it paints.
import type { BootPaint } from '../data/catalogue';
import { countedDown, keptAgeSeconds } from './keptSessionList';

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
  /** A painted network-first answer's copy kept by the service worker (keptAnswer), painted until the network's comes. */
  kept?: Promise<unknown>;
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

/**
 * A visit the service worker answers (a repeat visit): the page's reads, pictures and scripts come
 * from its caches within milliseconds. The boot scripts hold the first frame for what they paint
 * (src/boot/holdFirstFrame.ts), draw pictures after it (src/boot/preview.ts) and look up kept
 * copies (keptAnswer) only then.
 */
export const answeredFromCaches = (): boolean => !!navigator.serviceWorker?.controller;

/**
 * The service worker's kept copy of a network-first answer (a session list), its countdowns
 * counted down by its age as the worker counts them down offline (./keptSessionList.ts): on a
 * slow network (the venue's), the boot screen paints it at once rather than wait up to the
 * worker's network timeout. Null with no worker in control, no kept copy or no time it was kept.
 */
export async function keptAnswer(url: string): Promise<unknown> {
  if (!answeredFromCaches() || typeof caches === 'undefined') return null;
  const kept = await caches.match(url, { ignoreVary: true });
  const age = kept?.ok ? keptAgeSeconds(kept) : null;
  return kept && age !== null ? countedDown(await kept.json(), age) : null;
}

/** An entry's answer as JSON, for the boot screen to paint: the one index.html's prefetch is reading. */
export function answerJson(entry: PrefetchEntry): Promise<unknown> {
  return entry.json ?? jsonOfAnswer(entry.response);
}
