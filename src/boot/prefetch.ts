// Inlined into index.html right after the boot screen by build.mjs (a minified IIFE). It:
//   1. paints /home's event into the boot screen at once from the copy kept at the last visit
//      (src/boot/preview.ts);
//   2. starts the route's public API reads (and a signed-in visitor's first personal reads),
//      in parallel with the JavaScript, and leaves the answers in window.__pameranPrefetch for
//      src/adapters/fetch.ts to hand to the SDK (no second request);
//   3. paints the event again from the fresh answer, and keeps it for the next visit; on a
//      booth's QR code (/products?booth=…) paints the booth's exhibitor from its answer;
//   4. hides the boot screen's 'Masuk' from a signed-in visitor;
//   5. shows the boot screen in the visitor's language, and starts the English text's download
//      for an English visitor (./bootLanguage.ts).
// The reads start in the same task as the kept paint: deferred past its frame, they would
// start after the app, on a fast device, had already made its own requests (each answer then
// fetched twice, and the unread prefetch keeping the page from ever being network-idle).
// Build-time constants: the platform origin (config.apiUrl); the English text's chunk (build.mjs).
import { EVENT, personalReadsFor, publicReadsFor, type PublicRead } from '../adapters/publicReads';
import { PREFETCH_GLOBAL, requestKey, type PrefetchEntry } from '../adapters/prefetchKey';
import { boothPreviewOf, eventPreviewOf, keptEventPreview, paintBoothPreview, paintHomePreview } from './preview';
import { TOKEN_KEY } from '../../machines/sessionCodec';
import { BOOT_ENGLISH_KEY, setCurrentLanguage, takeRequestedLanguage } from '../copy/language';
import { showEnglishBoot } from './bootLanguage';

declare const __PAMERAN_API_URL__: string;
declare const __PAMERAN_ENGLISH_CHUNK__: string;

/** localStorage key of the kept /home preview: the event's public text, nothing of the visitor. */
export const HOME_PREVIEW_KEY = 'pameran.preview.home';

/** By first path segment: the read whose answer the boot screen paints. */
const PREVIEW_READS: Record<string, PublicRead> = { '': EVENT, home: EVENT };

/** The boot screen's <main>; gone once the app shows its own screen (src/boot/reveal.ts). */
const bootMain = () => document.querySelector('#boot main');

/**
 * The boot screen is the shell as an anonymous visitor sees it: a signed-in visitor is not
 * offered its 'Masuk' (the app shows their avatar there). Hidden, not removed, so nothing moves.
 */
function hideLogin(): void {
  document.querySelectorAll<HTMLElement>('#boot a[href="/login"]').forEach((link) => (link.style.visibility = 'hidden'));
}

/** Paints a booth's exhibitor while the boot screen is up. */
function paintBooth(body: unknown): void {
  const booth = boothPreviewOf(body);
  const main = bootMain();
  if (booth && main) paintBoothPreview(main, booth);
}

/** Keeps the fresh preview for the next visit and paints it while the boot screen is up. */
function paintFresh(body: unknown): void {
  const fresh = eventPreviewOf(body);
  if (!fresh) return;
  try {
    localStorage.setItem(HOME_PREVIEW_KEY, JSON.stringify(fresh));
  } catch {
    // storage full or unavailable: the next visit waits for the answer instead
  }
  const main = bootMain();
  if (main) paintHomePreview(main, fresh);
}

(() => {
  const store: Record<string, PrefetchEntry> = {};
  (window as unknown as Record<string, unknown>)[PREFETCH_GLOBAL] = store;
  let storedToken: string | null = null;
  let kept: string | null = null;
  let bootEnglish: string | null = null;
  try {
    storedToken = localStorage.getItem(TOKEN_KEY);
    kept = localStorage.getItem(HOME_PREVIEW_KEY);
    bootEnglish = localStorage.getItem(BOOT_ENGLISH_KEY);
  } catch {
    // storage unavailable: treated as anonymous, nothing kept
  }
  // Before the preview: its dates are formatted in the visitor's language.
  const language = takeRequestedLanguage();
  setCurrentLanguage(language);
  if (language === 'en') showEnglishBoot(bootEnglish, __PAMERAN_ENGLISH_CHUNK__);
  const signedIn = storedToken !== null;
  const previewRead = PREVIEW_READS[location.pathname.split('/')[1] ?? ''];
  const keptPreview = previewRead ? keptEventPreview(kept) : null;
  const main = bootMain();
  if (keptPreview && main) paintHomePreview(main, keptPreview);
  if (signedIn) hideLogin();

  for (const read of [...publicReadsFor(location.pathname, location.search), ...personalReadsFor(location.pathname, storedToken, location.search)]) {
    if (read.anonymousOnly && signedIn) continue;
    const url = new URL(__PAMERAN_API_URL__ + read.path, location.href).href;
    const headers: Record<string, string> = {};
    if (read.authorization !== undefined) headers.Authorization = read.authorization;
    if (read.accept) headers.Accept = read.accept;
    const response = fetch(url, { headers, credentials: 'same-origin' });
    // An unused failure must not surface as an unhandled rejection.
    response.catch(() => undefined);
    store[requestKey('GET', url, read.authorization ?? null)] = { at: Date.now(), response };
    // What the boot screen paints from this answer: /home's event, a booth's exhibitor.
    const paint = read === previewRead ? paintFresh : read.boothPreview ? paintBooth : null;
    if (paint) {
      // A clone, read before the SDK's hand-over reads the original (this callback runs first).
      response
        .then((answer) => (answer.ok ? answer.clone().json() : null))
        .then(paint)
        .then(() => signedIn && hideLogin())
        .catch(() => undefined);
    }
  }
})();
