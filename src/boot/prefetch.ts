// Inlined into index.html BEFORE the boot screen by build.mjs (a minified IIFE), so the reads
// start as soon as the page's first bytes are parsed, not after the boot screen's markup (its
// shell, once per template, costs the parser most of a second on a slow phone). It:
//   1. takes the visitor's language (`?lang=`, or the one kept on the device) and sets
//      <html lang> (src/copy/language.ts);
//   2. starts the route's public API reads (and a signed-in visitor's first personal reads),
//      in parallel with the JavaScript, and leaves the answers in window.__pameranPrefetch for
//      src/adapters/fetch.ts to hand to the SDK (no second request), the ones the boot screen
//      paints marked for ./paint.ts, which runs after the boot screen's markup;
//   3. asks for the script that paints an answer where the page's own painting (./paint.ts) does
//      not: the floor plan's (./paintFloorPlan.ts), the agenda's (./paintAgenda.ts);
//   4. asks for the app's JavaScript, once the boot screen has painted its answers (./startApp.ts).
// Build-time constants: the platform origin (config.apiUrl), the prefetch plan
// (src/data/prefetched.ts), the painting scripts and the app's scripts (build.mjs).
import { prefetchedReads, type PrefetchedRead, type PrefetchPlan } from '../data/prefetched';
import { jsonOfAnswer, keptAnswer, PREFETCH_GLOBAL, requestKey, type PrefetchEntry } from '../adapters/prefetchKey';
import { TOKEN_KEY } from '../../machines/sessionCodec';
import { setCurrentLanguage, takeRequestedLanguage } from '../copy/language';
import { startApp, type AppScripts } from './startApp';
import type { BootPaint } from '../data/catalogue';

declare const __PAMERAN_API_URL__: string;
/** The prefetch plan, made from the read catalogue at build time (build.mjs). */
declare const __PAMERAN_PREFETCH_PLAN__: PrefetchPlan;
/** The app's JavaScript: entry, static imports, each screen's chunks (build.mjs). */
declare const __PAMERAN_APP_SCRIPTS__: AppScripts;
/** The scripts that paint a kind of answer themselves (build.mjs bootPaintingScripts): the floor plan's, the agenda's. */
declare const __PAMERAN_PAINT_SCRIPTS__: Partial<Record<BootPaint, string>>;

(() => {
  setCurrentLanguage(takeRequestedLanguage());
  const store: Record<string, PrefetchEntry> = {};
  (window as unknown as Record<string, unknown>)[PREFETCH_GLOBAL] = store;
  let storedToken: string | null = null;
  try {
    storedToken = localStorage.getItem(TOKEN_KEY);
  } catch {
    // storage unavailable: treated as anonymous
  }
  const painters = new Set<string>();
  /** Starts `read` and leaves its answer for the app; returns it as JSON where the boot screen paints it. */
  const ask = (read: PrefetchedRead): Promise<unknown> | undefined => {
    const url = new URL(__PAMERAN_API_URL__ + read.path, location.href).href;
    const headers: Record<string, string> = {};
    if (read.authorization !== undefined) headers.Authorization = read.authorization;
    if (read.accept) headers.Accept = read.accept;
    // Its painting script first (once: the agenda's paints two reads): it is bigger than the
    // answer, and the later of the two paints. High: a script asked for from a script is low,
    // and waits behind the page's other requests.
    const painter = read.paint && __PAMERAN_PAINT_SCRIPTS__[read.paint];
    if (painter && !painters.has(painter)) document.head.append(Object.assign(document.createElement('script'), { src: painter, fetchPriority: 'high' }));
    if (painter) painters.add(painter);
    const response = fetch(url, { headers, credentials: 'same-origin' });
    // What the boot screen paints is read as it arrives (./paint.ts takes it from there), or
    // where the platform has no such read (404), its stand-in's answer, asked for then as the
    // screen will; and a session list's kept copy looked up meanwhile.
    const standIn = read.onNotFound;
    const json = read.paint ? (standIn ? response.then((answer) => (answer.status === 404 ? ask(standIn) : jsonOfAnswer(response))) : jsonOfAnswer(response)) : undefined;
    const kept = read.paint && read.networkFirst ? keptAnswer(url) : undefined;
    // An unused failure must not surface as an unhandled rejection.
    for (const promise of [response, json, kept]) promise?.catch(() => undefined);
    store[requestKey('GET', url, read.authorization ?? null)] = { at: Date.now(), response, ...(read.paint ? { paint: read.paint, json, ...(kept ? { kept } : {}) } : {}) };
    return json;
  };
  let painted = 0;
  for (const read of prefetchedReads(__PAMERAN_PREFETCH_PLAN__, location.pathname, location.search, storedToken)) {
    ask(read);
    if (read.paint) painted += 1;
  }
  startApp(__PAMERAN_APP_SCRIPTS__, location.pathname, painted);
})();
