// Inlined into index.html's <head> by build.mjs (a minified IIFE): starts the current route's
// public API reads at once — before the page's body is even parsed, in parallel with the
// JavaScript — and leaves the answers in window.__pameranPrefetch, for src/adapters/fetch.ts to
// hand to the SDK (no second request) and for the boot preview (src/boot/bootPreview.ts).
// Build-time constant: the platform origin (config.apiUrl).
import { publicReadsFor } from '../adapters/publicReads';
import { PREFETCH_GLOBAL, requestKey, type PrefetchEntry } from '../adapters/prefetchKey';

declare const __PAMERAN_API_URL__: string;

(() => {
  const store: Record<string, PrefetchEntry> = {};
  (window as unknown as Record<string, unknown>)[PREFETCH_GLOBAL] = store;
  let signedIn = false;
  try {
    signedIn = localStorage.getItem('token') !== null;
  } catch {
    // storage unavailable: treated as anonymous
  }
  for (const read of publicReadsFor(location.pathname, location.search)) {
    if (read.anonymousOnly && signedIn) continue;
    const url = new URL(__PAMERAN_API_URL__ + read.path, location.href).href;
    const headers: Record<string, string> = {};
    if (read.authorization !== undefined) headers.Authorization = read.authorization;
    if (read.accept) headers.Accept = read.accept;
    const response = fetch(url, { headers, credentials: 'same-origin' });
    // An unused failure must not surface as an unhandled rejection.
    response.catch(() => undefined);
    store[requestKey('GET', url, read.authorization ?? null)] = { at: Date.now(), response };
  }
})();
