// Inlined into index.html right after the boot screen by build.mjs (a minified IIFE), once the
// parser has read the boot screen: one shell and a small template per screen it paints
// (./prefetch.ts, before them, has started the reads). It:
//   1. shows the boot screen in the visitor's language, and starts the English text's download
//      for an English visitor (./bootLanguage.ts);
//   2. paints /home's event, or Produk's list (its first exhibitors, or until they come the list
//      loading), into the boot screen at once from the copy kept at the last visit (./preview.ts);
//   3. paints the event again from the fresh answer, and keeps it for the next visit; on a
//      Produk address that opens one exhibitor (a booth's QR code, a shared link) paints that
//      exhibitor's page (a QR code's stamp notice, its card, first products and Produk's search
//      below) from its answer, on a live session's page (a shared link) its stage (title, start,
//      speaker; a signed-in visitor's screen, with the poster before the start) from the upcoming
//      sessions, then a signed-in visitor's stream, and on /products the first exhibitors; a
//      session list is painted from the service worker's kept copy until the network's answer
//      comes (the agenda's and the floor plan's painting scripts do the rest: ./painting.ts);
//   4. hides the boot screen's 'Masuk' from a signed-in visitor (painting replaces only what the
//      shell's <main> holds, so the header stays as it is hidden);
//   5. keeps each tap on the boot screen's buttons, for the app to make on its own (./bootTaps.ts).
// Build-time constant: the English text's chunk (build.mjs).
import { prefetchedEntries } from '../adapters/prefetchKey';
import { keptCopyAnswer, keptCopyText, eventPreviewOf, exhibitorPreviewOf, keptEventOf, paintExhibitorPreview, keptEventPreview, keptExhibitorRowsOf, listedSessionPreviewOf, exhibitorRowsPreviewOf, paintHomePreview, paintExhibitorRowsPreview, paintSessionPreview, sessionPreviewOf, stampNoticeOf, type SessionPreview } from './preview';
import { liveSessionIdOf } from '../lib/livePath';
import { TOKEN_KEY } from '../../machines/sessionCodec';
import { parseJson } from '../../machines/json';
import { BOOT_ENGLISH_KEY, isLanguage, setCurrentLanguage } from '../copy/language';
import { showEnglishBoot } from './bootLanguage';
import { paintAnswers } from './painting';
import { keepBootTaps } from './bootTaps';
import { SIGN_IN_NOTICE_ATTRIBUTE } from '../lib/signInNotice';

declare const __PAMERAN_ENGLISH_CHUNK__: string;

/** localStorage key of the kept /home preview (keptEventOf): the event's public text, nothing of the visitor. */
export const HOME_PREVIEW_KEY = 'pameran.preview.home';
/** localStorage key of Produk's kept first exhibitors (keptExhibitorRowsOf): public, nothing of the visitor. */
export const EXHIBITORS_PREVIEW_KEY = 'pameran.preview.exhibitors';

/** Keeps `value` under `key` for the next visit's first frame. */
function keep(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, keptCopyText(value, Date.now()));
  } catch {
    // storage full or unavailable: the next visit waits for the answer instead
  }
}

/** The boot screen's <main>; gone once the app shows its own screen (src/boot/reveal.ts). */
const bootMain = () => document.querySelector('#boot main');

/**
 * The boot screen is the shell as an anonymous visitor sees it: a signed-in visitor is not
 * offered its 'Masuk' (the app shows their avatar there), nor a notice that only asks them to
 * sign in (Produk's, where the app shows their cart). Hidden, not removed, so nothing moves.
 */
function hideLogin(): void {
  document.querySelectorAll<HTMLElement>('#boot a[href="/login"]').forEach((link) => ((link.closest<HTMLElement>(`[${SIGN_IN_NOTICE_ATTRIBUTE}]`) ?? link).style.visibility = 'hidden'));
}

/** Paints the exhibitor a Produk address opens while the boot screen is up: its page. */
function paintExhibitor(body: unknown): void {
  const main = bootMain();
  const exhibitor = exhibitorPreviewOf(body);
  if (main && exhibitor) paintExhibitorPreview(main, { ...exhibitor, ...stampNoticeOf(location.search, signedIn) });
}

/** The stage has been painted from the session's stream: the upcoming sessions' listing (perhaps a kept copy) says less, and no longer paints it. */
let paintedFromStream = false;

/** Paints the live session a shared link opens while the boot screen is up. */
function paintSession(session: SessionPreview | null, fromStream: boolean): void {
  const main = bootMain();
  if (!session || !main || (paintedFromStream && !fromStream)) return;
  paintedFromStream ||= fromStream;
  paintSessionPreview(main, session);
}

/** Keeps the fresh preview for the next visit and paints it while the boot screen is up. */
function paintFresh(body: unknown): void {
  const fresh = eventPreviewOf(body);
  if (!fresh) return;
  keep(HOME_PREVIEW_KEY, keptEventOf(body));
  const main = bootMain();
  if (main) paintHomePreview(main, fresh);
}

/** Keeps Produk's first exhibitors for the next visit and paints them while the boot screen is up. */
function paintExhibitorRows(body: unknown): void {
  const preview = exhibitorRowsPreviewOf(body);
  if (preview.rows.length) keep(EXHIBITORS_PREVIEW_KEY, keptExhibitorRowsOf(body));
  const main = bootMain();
  if (main) paintExhibitorRowsPreview(main, preview);
}

/** A token is stored: the visitor is (or was) signed in on this device. */
let signedIn = false;

/** Each kind of answer painted, then 'Masuk' hidden again from a signed-in visitor: what was painted may offer it too (Produk's "Masuk untuk membeli"). */
const paintedThenLoginHidden = (paint: (body: unknown) => void) => (body: unknown) => {
  paint(body);
  if (signedIn) hideLogin();
};

(() => {
  const boot = document.getElementById('boot');
  if (boot) keepBootTaps(boot);
  let kept: string | null = null;
  let keptExhibitors: string | null = null;
  let bootEnglish: string | null = null;
  try {
    signedIn = localStorage.getItem(TOKEN_KEY) !== null;
    kept = localStorage.getItem(HOME_PREVIEW_KEY);
    keptExhibitors = localStorage.getItem(EXHIBITORS_PREVIEW_KEY);
    bootEnglish = localStorage.getItem(BOOT_ENGLISH_KEY);
  } catch {
    // storage unavailable: treated as anonymous, nothing kept
  }
  // ./prefetch.ts has taken the language into <html lang>; the preview's dates are written in it.
  const language = document.documentElement.lang;
  if (isLanguage(language)) setCurrentLanguage(language);
  if (language === 'en') showEnglishBoot(bootEnglish, __PAMERAN_ENGLISH_CHUNK__);
  const entries = prefetchedEntries();
  // What the last visit kept, painted at once (so in the first frame) until the answer is in.
  const keptPreview = entries.some((entry) => entry.paint === 'event') ? keptEventPreview(kept, Date.now()) : null;
  const main = bootMain();
  if (keptPreview && main) paintHomePreview(main, keptPreview);
  // Produk's list: its tools and tabs at once, with the rows kept or the list loading.
  if (main && entries.some((entry) => entry.paint === 'exhibitorRows')) paintExhibitorRowsPreview(main, exhibitorRowsPreviewOf(keptCopyAnswer(keptExhibitors, Date.now())));
  if (signedIn) hideLogin();
  // The floor plan and the agenda are painted by scripts of their own (./paintFloorPlan.ts, ./paintAgenda.ts).
  paintAnswers({
    event: paintedThenLoginHidden(paintFresh),
    exhibitor: paintedThenLoginHidden(paintExhibitor),
    session: paintedThenLoginHidden((body) => paintSession(sessionPreviewOf(body), true)),
    listedSession: paintedThenLoginHidden((body) => paintSession(listedSessionPreviewOf(body, liveSessionIdOf(location.pathname), signedIn), false)),
    exhibitorRows: paintedThenLoginHidden(paintExhibitorRows),
  });
})();
