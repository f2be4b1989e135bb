// Inlined into index.html right after the boot screen by build.mjs (a minified IIFE), once the
// parser has read the boot screen: one shell and a small template per screen it paints
// (./prefetch.ts, before them, has started the reads). It:
//   1. shows the boot screen in the visitor's language, and starts the English text's download
//      for an English visitor (./bootLanguage.ts);
//   2. paints /home's event, or Produk's list (its first exhibitors, or until they come the list
//      loading), into the boot screen at once from the copy kept at the last visit (./preview.ts);
//   3. paints the event again from the fresh answer, and keeps it for the next visit; on a
//      Produk address that opens one exhibitor (a booth's QR code, a shared link) paints that
//      exhibitor's page (its card, first products and Produk's search below) from its answer, on a live session's page
//      (a shared link) its stage (title, start, speaker; a signed-in visitor's screen, with the
//      poster before the start) from the upcoming sessions, then a signed-in visitor's stream, on
//      /products the first exhibitors, and on /agenda its first day's sessions; a session
//      list is painted from the service worker's kept copy until the network's answer comes;
//   4. hides the boot screen's 'Masuk' from a signed-in visitor (painting replaces only what the
//      shell's <main> holds, so the header stays as it is hidden).
// Build-time constant: the English text's chunk (build.mjs).
import { answerJson, prefetchedEntries } from '../adapters/prefetchKey';
import { agendaPreviewOf, keptCopyAnswer, keptCopyText, eventPreviewOf, exhibitorPreviewOf, keptEventOf, paintExhibitorPreview, keptEventPreview, keptExhibitorRowsOf, listedSessionPreviewOf, exhibitorRowsPreviewOf, paintAgendaPreview, paintHomePreview, paintExhibitorRowsPreview, paintSessionPreview, sessionPreviewOf, type SessionPreview } from './preview';
import { liveSessionIdOf } from '../lib/livePath';
import type { BootPaint } from '../data/catalogue';
import { TOKEN_KEY } from '../../machines/sessionCodec';
import { parseJson } from '../../machines/json';
import { BOOT_ENGLISH_KEY, isLanguage, setCurrentLanguage } from '../copy/language';
import { showEnglishBoot } from './bootLanguage';
import { reportAnswerPainted } from './startApp';

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
 * offered its 'Masuk' (the app shows their avatar there). Hidden, not removed, so nothing moves.
 */
function hideLogin(): void {
  document.querySelectorAll<HTMLElement>('#boot a[href="/login"]').forEach((link) => (link.style.visibility = 'hidden'));
}

/** Paints the exhibitor a Produk address opens while the boot screen is up: its page. */
function paintExhibitor(body: unknown): void {
  const main = bootMain();
  const exhibitor = exhibitorPreviewOf(body);
  if (main && exhibitor) paintExhibitorPreview(main, exhibitor);
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

/** The answers read so far, by kind: the agenda is painted from two. */
const answers: Partial<Record<BootPaint, unknown>> = {};

/** Paints the agenda once both its reads have answered (a failed one as null), unless the address narrows it to one room. */
function paintAgenda(): void {
  const main = bootMain();
  if (main && 'agendaUpcoming' in answers && 'agendaExternal' in answers && !new URLSearchParams(location.search).has('room')) {
    paintAgendaPreview(main, agendaPreviewOf(answers.agendaUpcoming, answers.agendaExternal, Date.now()), signedIn);
  }
}

/** How each kind of answer is painted; the floor plan by a script of its own (./paintFloorPlan.ts). */
const PAINTERS: Partial<Record<BootPaint, (body: unknown) => void>> = {
  event: paintFresh,
  exhibitor: paintExhibitor,
  session: (body) => paintSession(sessionPreviewOf(body), true),
  listedSession: (body) => paintSession(listedSessionPreviewOf(body, liveSessionIdOf(location.pathname), signedIn), false),
  exhibitorRows: paintExhibitorRows,
  agendaUpcoming: paintAgenda,
  agendaExternal: paintAgenda,
};

(() => {
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
  for (const entry of entries) {
    const kind = entry.paint;
    const paint = kind && PAINTERS[kind];
    if (!paint) continue;
    const show = (body: unknown) => {
      answers[kind] = body;
      paint(body);
      // What was painted may offer 'Masuk' too (Produk's "Masuk untuk membeli").
      if (signedIn) hideLogin();
    };
    let answered = false;
    // A session list's kept copy, until the network's answer is in.
    entry.kept
      ?.then((body) => {
        if (!answered && body !== null) show(body);
      })
      .catch(() => undefined);
    // The answer index.html's prefetch is reading: already read, it is painted before this
    // script's task ends, and so in the page's first frame on a visit the service worker answers.
    answerJson(entry)
      .then((body) => {
        answered = true;
        show(body);
      })
      .catch(() => undefined)
      .finally(reportAnswerPainted);
  }
})();
