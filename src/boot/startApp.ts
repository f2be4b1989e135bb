// Part of index.html's first inline script (./prefetch.ts): asks for the app's JavaScript.
//
// The page has no static <script type="module"> or modulepreload tags: this asks for the
// entry, its static imports and the current route's screen chunks. On an address whose boot
// screen paints a platform answer (/home's event, the exhibitor a booth's QR code opens, a
// shared live session's title), it asks once the boot screen has painted that answer (or given
// it up), at most ANSWER_FIRST_MS later, and after the frame that shows it: on a slow link the
// first route's ~100 KB of JavaScript otherwise shares the bandwidth with the one small answer
// the visitor came for, and the boot screen (whose links work without the app) paints later.
// Everywhere else, at once.
// src/main.tsx waits for the document to be parsed before it starts.

import { ANSWER_FIRST_MS } from './timing';

/** Build-time (build.mjs): the entry, its static imports, and each screen's own chunks. */
export interface AppScripts {
  entry: string;
  /** Chunks are named by their hashes, space-separated (`<assets><hash>.js`): small in every first download. */
  preload: string;
  /** Screen → its own chunks. */
  screens: Record<string, string>;
  /** First path segments whose screen has another name (`'' → home`). */
  screenOfSegment: Record<string, string>;
  assets: string;
}

/** How many of the app's script requests start in one task (the first route's biggest chunks first). */
const REQUESTS_PER_TASK = 6;

/**
 * Dispatched on the document by the boot screen's painters (./paint.ts, ./paintFloorPlan.ts)
 * once per answer they paint, whether they painted it or gave it up.
 */
const ANSWER_PAINTED_EVENT = 'pameran:answer-painted';

/** Tells startApp that one answer the boot screen paints is done with. */
export function reportAnswerPainted(): void {
  document.dispatchEvent(new Event(ANSWER_PAINTED_EVENT));
}

const element = (tag: 'link' | 'script', attributes: Partial<HTMLLinkElement & HTMLScriptElement>) => Object.assign(document.createElement(tag), attributes);

/** What the entry imports, and the screen at `pathname` with its own chunks. */
export function preloadedFor(scripts: AppScripts, pathname: string): string[] {
  const segment = pathname.split('/')[1] ?? '';
  const screen = scripts.screens[scripts.screenOfSegment[segment] ?? segment] ?? '';
  return `${scripts.preload} ${screen}`
    .split(' ')
    .filter(Boolean)
    .map((hash) => `${scripts.assets}${hash}.js`);
}

/** Asks for the app's JavaScript once the boot screen has painted its `painted` answers (reportAnswerPainted). */
export function startApp(scripts: AppScripts, pathname: string, painted: number): void {
  let asked = false;
  const ask = () => {
    if (asked) return;
    asked = true;
    const requests = [...preloadedFor(scripts, pathname).map((href) => element('link', { rel: 'modulepreload', href })), element('script', { type: 'module', src: scripts.entry })];
    // A few insertions per task: each starts a request, and all ~17 in one task took 25–66 ms at
    // 4× CPU after the first paint (one insertion per call was slower still: docs/performance.md, "Rules that hold").
    const insertSome = () => {
      document.head.append(...requests.splice(0, REQUESTS_PER_TASK));
      if (requests.length > 0) setTimeout(insertSome);
    };
    insertSome();
  };
  if (painted === 0) return ask();
  // After the frame that shows the answer: asking starts ~20 loads, whose start costs the main
  // thread a task of its own on a slow phone, which the painted answer would otherwise wait behind.
  // Painted, not arrived: from the service worker's cache an answer arrives before the parser
  // has reached the painter, and the loads' start would come before its paint.
  let waiting = painted;
  const painting = () => {
    waiting -= 1;
    if (waiting > 0) return;
    document.removeEventListener(ANSWER_PAINTED_EVENT, painting);
    requestAnimationFrame(() => setTimeout(ask));
  };
  document.addEventListener(ANSWER_PAINTED_EVENT, painting);
  setTimeout(ask, ANSWER_FIRST_MS);
}
