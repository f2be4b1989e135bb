// Inlined into index.html right after the boot screen's markup by build.mjs (a minified IIFE):
// on /home it paints the event into the boot screen (src/boot/preview.ts) — at once from the
// copy kept at the last visit, then from the answer the <head>'s prefetch started
// (src/boot/prefetch.ts), which it keeps for the next visit.
// Build-time constant: the platform origin (config.apiUrl).
import { EVENT, type PublicRead } from '../adapters/publicReads';
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
  const read = PREVIEW_READS[location.pathname.split('/')[1] ?? ''];
  if (!read) return;
  let kept: string | null = null;
  try {
    kept = localStorage.getItem(HOME_PREVIEW_KEY);
  } catch {
    // storage unavailable: nothing kept
  }
  const keptPreview = keptEventPreview(kept);
  const main = bootMain();
  if (keptPreview && main) paintHomePreview(main, keptPreview);

  const prefetched = (window as unknown as Record<string, Record<string, PrefetchEntry> | undefined>)[PREFETCH_GLOBAL];
  const url = new URL(__PAMERAN_API_URL__ + read.path, location.href).href;
  // A clone, read before the SDK's hand-over reads the original: this callback is registered
  // before the app's scripts run, so it runs first.
  prefetched?.[requestKey('GET', url, read.authorization ?? null)]?.response
    .then((answer) => (answer.ok ? answer.clone().json() : null))
    .then((body: unknown) => {
      const fresh = eventPreviewOf(body);
      if (!fresh) return;
      try {
        localStorage.setItem(HOME_PREVIEW_KEY, JSON.stringify(fresh));
      } catch {
        // storage full or unavailable: the next visit waits for the answer instead
      }
      const painted = bootMain();
      if (painted) paintHomePreview(painted, fresh);
    })
    .catch(() => undefined);
})();
