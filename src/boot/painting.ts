// What each of the boot screen's painting scripts does with the answers index.html's first inline
// script reads (./prefetch.ts): the page's own (./paint.ts), and those too big for every page,
// files of their own asked for where their answers are read (./paintFloorPlan.ts,
// ./paintAgenda.ts), which carry their screens' templates.
import { answerJson, prefetchedEntries } from '../adapters/prefetchKey';
import type { BootPaint } from '../data/catalogue';
import { BOOT_ENGLISH_KEY } from '../copy/language';
import { keptEnglish } from './bootLanguage';
import { rewriteTexts, SCREEN_ATTRIBUTE } from './preview';
import { reportAnswerPainted } from './startApp';

/** The templates a painting script of its own carries (build.mjs bootPaintingScripts); none in the page's own (./paint.ts) or where it is not built (a test's boot screen has them all). */
declare const __PAMERAN_BOOT_TEMPLATES__: string | undefined;

/** What localStorage holds under `key`; null where it holds nothing or is unavailable. */
export function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Paints each prefetched answer of a kind `painters` has: a session list's kept copy first, until
 * the network's answer is in, then that answer. The answer index.html's prefetch is reading:
 * already read, it is painted before this script's task ends, and so in the page's first frame
 * on a visit the service worker answers. Reports each answer done with once painted or given up
 * (./startApp.ts waits for them before asking for the app's scripts).
 */
export function paintAnswers(painters: Partial<Record<BootPaint, (body: unknown) => void | Promise<void>>>): void {
  for (const entry of prefetchedEntries()) {
    const paint = entry.paint && painters[entry.paint];
    if (!paint) continue;
    let answered = false;
    entry.kept
      ?.then((body) => {
        if (!answered && body !== null) return paint(body);
      })
      .catch(() => undefined);
    answerJson(entry)
      .then((body) => {
        answered = true;
        return paint(body);
      })
      .catch(() => undefined)
      .finally(reportAnswerPainted);
  }
}

/**
 * Resolves once the boot screen's shell has been parsed: a script of its own may run before. The
 * shell is whole once the parser has reached the templates after it; then, on a visit the service
 * worker answers, the script can paint before the page's first frame (./holdFirstFrame.ts) rather
 * than wait for the whole page.
 */
export function shellParsed(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'loading' && !document.querySelector('#boot template')) document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
    else resolve();
  });
}

/**
 * The templates this painting script carries (the CSS only they use, then the templates) put among
 * the boot screen's, unless `screen`'s is there already; in English on a page in English, as
 * ./bootLanguage.ts puts the others. Returns that English, as a rewrite of a text, for what the
 * script paints from answers; null on a page in Indonesian.
 */
export function addTemplates(screen: string): ((text: string) => string) | null {
  const boot = document.getElementById('boot');
  if (!boot || typeof __PAMERAN_BOOT_TEMPLATES__ !== 'string' || boot.querySelector(`template[${SCREEN_ATTRIBUTE}="${screen}"]`)) return null;
  const before = boot.children.length;
  boot.insertAdjacentHTML('beforeend', __PAMERAN_BOOT_TEMPLATES__);
  if (document.documentElement.lang !== 'en') return null;
  // Nothing kept, or storage unavailable: the boot screen is hidden then (./bootLanguage.ts).
  const translate = keptEnglish(stored(BOOT_ENGLISH_KEY));
  if (translate) for (const added of [...boot.children].slice(before)) if (added instanceof HTMLTemplateElement) rewriteTexts(added.content, translate);
  return translate;
}
