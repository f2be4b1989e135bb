// Inlined into index.html by build.mjs (a minified IIFE): starts the current route's public API
// reads at once, in parallel with the JavaScript, and leaves the answers in
// window.__pameranPrefetch for src/adapters/fetch.ts to hand to the SDK (no second request).
// On /home it also paints the event into the boot screen (src/boot/preview.ts): at once from
// the copy kept at the last visit, then from the fresh answer (which it keeps for the next).
// Build-time constant: the platform origin (config.apiUrl).
import { EVENT, publicReadsFor, type PublicRead } from '../adapters/publicReads';
import { PREFETCH_GLOBAL, requestKey, type PrefetchEntry } from '../adapters/prefetchKey';
import { eventPreviewOf, keptEventPreview, paintHomePreview } from './preview';

declare const __PAMERAN_API_URL__: string;

/** localStorage key of the kept /home preview: the event's public text, nothing of the visitor. */
export const HOME_PREVIEW_KEY = 'pameran.preview.home';

/** By first path segment: the read whose answer the boot screen paints. */
const PREVIEW_READS: Record<string, PublicRead> = { '': EVENT, home: EVENT };

/** The boot screen's <main>; gone once the app shows its own screen (src/boot/reveal.ts). */
const bootMain = () => document.querySelector('#boot main');

(() => {
  const store: Record<string, PrefetchEntry> = {};
  (window as unknown as Record<string, unknown>)[PREFETCH_GLOBAL] = store;
  let signedIn = false;
  let kept: string | null = null;
  try {
    signedIn = localStorage.getItem('token') !== null;
    kept = localStorage.getItem(HOME_PREVIEW_KEY);
  } catch {
    // storage unavailable: treated as anonymous, nothing kept
  }
  const previewRead = PREVIEW_READS[location.pathname.split('/')[1] ?? ''];
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
    if (read === previewRead) {
      // A clone, read before the SDK's hand-over reads the original (this callback runs first).
      response
        .then((answer) => (answer.ok ? answer.clone().json() : null))
        .then((body: unknown) => {
          const fresh = eventPreviewOf(body);
          if (!fresh) return;
          try {
            localStorage.setItem(HOME_PREVIEW_KEY, JSON.stringify(fresh));
          } catch {
            // storage full or unavailable: the next visit waits for the answer instead
          }
          const main = bootMain();
          if (main) paintHomePreview(main, fresh);
        })
        .catch(() => undefined);
    }
  }
  // Painted after the reads have started, so the kept copy never delays them.
  const keptPreview = previewRead ? keptEventPreview(kept) : null;
  const main = bootMain();
  if (keptPreview && main) paintHomePreview(main, keptPreview);
})();
