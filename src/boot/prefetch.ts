// Inlined into index.html by build.mjs (a minified IIFE): starts the current route's public API
// reads at once, in parallel with the JavaScript, and leaves the answers in
// window.__pameranPrefetch for src/adapters/fetch.ts to hand to the SDK (no second request).
// On /home it also paints the event from its answer into the boot screen (src/boot/preview.ts).
// Build-time constant: the platform origin (config.apiUrl).
import { EVENT, publicReadsFor, type PublicRead } from '../adapters/publicReads';
import { PREFETCH_GLOBAL, requestKey, type PrefetchEntry } from '../adapters/prefetchKey';
import { previewHome } from './preview';

declare const __PAMERAN_API_URL__: string;

/** By first path segment: the read whose answer the boot screen paints, and how. */
const PREVIEWS: Record<string, { read: PublicRead; paint: (main: Element, body: unknown) => boolean }> = {
  '': { read: EVENT, paint: previewHome },
  home: { read: EVENT, paint: previewHome },
};

(() => {
  const store: Record<string, PrefetchEntry> = {};
  (window as unknown as Record<string, unknown>)[PREFETCH_GLOBAL] = store;
  let signedIn = false;
  try {
    signedIn = localStorage.getItem('token') !== null;
  } catch {
    // storage unavailable: treated as anonymous
  }
  const preview = PREVIEWS[location.pathname.split('/')[1] ?? ''];
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
    if (read === preview?.read) {
      // A clone, read before the SDK's hand-over reads the original (this callback runs first).
      response
        .then((answer) => (answer.ok ? answer.clone().json() : null))
        .then((body: unknown) => {
          // Gone once the app shows its own screen (src/boot/reveal.ts): nothing to paint then.
          const main = document.querySelector('#boot main');
          if (main) preview.paint(main, body);
        })
        .catch(() => undefined);
    }
  }
})();
