// What the Firefox and WebKit lane does to a page, the same for both engines: Firefox is driven
// over WebDriver BiDi (puppeteer-core, support/firefox.ts), WebKit over classic WebDriver
// (WebKitWebDriver, support/webkit.ts). Neither speaks Playwright's locators, so elements are
// found in the page by role and accessible name (findInPage, below), marked, and then clicked or
// typed into by the engine's own input: real pointer and key events, not element.click().

/** An element as a visitor names it: its role, its accessible name, and the region it is in. */
export interface Target {
  role: 'button' | 'link' | 'heading' | 'dialog' | 'alertdialog' | 'textbox' | 'navigation' | 'group' | 'form' | 'region';
  /** The accessible name: the whole of it, or a pattern. Any name when absent. */
  name?: string | RegExp;
  /** Headings only. */
  level?: number;
  within?: Target;
}

/** A page of one engine's browser, at the platform's origin. */
export interface LanePage {
  readonly engine: Engine;
  /** Loads `path` as a new document (the address bar), and waits for its load event. */
  goto(path: string): Promise<void>;
  /** Runs `script` (a function's source) in the page with `args`; returns what it returns, as JSON. */
  evaluate<T>(script: string, ...args: unknown[]): Promise<T>;
  /** A click of the engine's own pointer on the element's centre. */
  clickOn(selector: string): Promise<void>;
  /** Empties the field and types `text` with the engine's own keys. */
  typeInto(selector: string, text: string): Promise<void>;
  /** Page errors and unhandled promise rejections the page has reported so far, of every document. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

export type Engine = 'firefox' | 'webkit';

/** How long something a visitor waits for may take (the machine's two cores are shared). */
export const UI_TIMEOUT = 20_000;

/** A target as JSON for the page (a RegExp does not survive serialisation). */
type SentTarget = Omit<Target, 'name' | 'within'> & { name?: string | { source: string; flags: string }; within?: SentTarget };

function sent(target: Target): SentTarget {
  const { name, within, ...rest } = target;
  return {
    ...rest,
    ...(name === undefined ? {} : { name: typeof name === 'string' ? name : { source: name.source, flags: name.flags } }),
    ...(within ? { within: sent(within) } : {}),
  };
}

/**
 * Runs in the page: the first visible element of the target's role and name, marked with a
 * `data-lane-target` attribute (mode 'mark'); returns its CSS selector, or null when there is
 * none (yet). Mode 'exists' marks nothing; mode 'count' returns how many there are.
 * The accessible name is computed as a browser's accessibility tree would for this app's
 * markup: aria-labelledby, aria-label, a field's <label>, else the element's text.
 */
const FIND_IN_PAGE = `function findInPage(target, mode) {
  const ROLES = {
    button: 'button, [role="button"], input[type="submit"], input[type="button"]',
    link: 'a[href], [role="link"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    dialog: 'dialog, [role="dialog"]',
    alertdialog: '[role="alertdialog"]',
    textbox: 'input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], textarea, [role="textbox"], [role="searchbox"]',
    navigation: 'nav, [role="navigation"]',
    group: 'fieldset, [role="group"]',
    form: 'form, [role="form"]',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
  };
  const squash = (text) => (text || '').replace(/\\s+/g, ' ').trim();
  const nameOf = (element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return squash(labelledBy.split(/\\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' '));
    const label = element.getAttribute('aria-label');
    if (label) return squash(label);
    if (element.labels && element.labels.length) return squash(Array.from(element.labels).map((l) => l.textContent).join(' '));
    if (element.tagName === 'INPUT') return squash(element.value || element.getAttribute('placeholder'));
    return squash(element.textContent);
  };
  const levelOf = (element) => Number(element.getAttribute('aria-level') || element.tagName.slice(1));
  const visible = (element) => {
    if (element.closest('[aria-hidden="true"], [inert]')) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const matches = (element, wanted) => {
    if (wanted.level !== undefined && levelOf(element) !== wanted.level) return false;
    if (wanted.name === undefined) return true;
    const name = nameOf(element);
    return typeof wanted.name === 'string' ? name === wanted.name : new RegExp(wanted.name.source, wanted.name.flags).test(name);
  };
  const all = (wanted, scope) => Array.from(scope.querySelectorAll(ROLES[wanted.role])).filter((element) => visible(element) && matches(element, wanted));
  const scope = target.within ? all(target.within, document)[0] : document;
  if (mode === 'count') return scope ? all(target, scope).length : 0;
  const found = scope && all(target, scope)[0];
  if (!found) return null;
  if (mode === 'exists') return '';
  const id = String(Math.random()).slice(2);
  found.setAttribute('data-lane-target', id);
  return '[data-lane-target="' + id + '"]';
}`;

async function poll<T>(check: () => Promise<T | null>, what: string, timeout = UI_TIMEOUT): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = await check().catch(() => null);
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function describeTarget(target: Target): string {
  const own = `${target.role}${target.level ? ` (h${target.level})` : ''}${target.name === undefined ? '' : ` "${String(target.name)}"`}`;
  return target.within ? `${own} in ${describeTarget(target.within)}` : own;
}

/** Whether the target is on screen now. */
export async function isVisible(page: LanePage, target: Target): Promise<boolean> {
  return (await page.evaluate<string | null>(`return (${FIND_IN_PAGE})(arguments[0], 'exists')`, sent(target))) !== null;
}

/** What the screen shows, for a failure's message: where the page is and its headings. */
async function screenSummary(page: LanePage): Promise<string> {
  return page
    .evaluate<string>(`return location.pathname + location.search + ': ' + Array.from(document.querySelectorAll('h1, h2, [role="dialog"], [role="alert"]')).map((e) => e.tagName.toLowerCase() + ' "' + e.textContent.replace(/\\s+/g, ' ').trim().slice(0, 80) + '"').join(', ')`)
    .catch((error: unknown) => `(the page did not answer: ${String(error)})`);
}

/** Waits until a visitor sees the target. */
export async function expectVisible(page: LanePage, target: Target, timeout = UI_TIMEOUT): Promise<void> {
  await poll(async () => ((await isVisible(page, target)) ? true : null), `a visitor sees the ${describeTarget(target)}`, timeout).catch(async (error: Error) => {
    throw new Error(`${error.message}; the screen shows ${await screenSummary(page)}`);
  });
}

/** Waits until the target is gone from the screen. */
export async function expectGone(page: LanePage, target: Target): Promise<void> {
  await poll(async () => ((await isVisible(page, target)) ? null : true), `the ${describeTarget(target)} is gone`);
}

/** Waits for the target; returns a CSS selector of it. */
function marked(page: LanePage, target: Target): Promise<string> {
  return poll(() => page.evaluate<string | null>(`return (${FIND_IN_PAGE})(arguments[0], 'mark')`, sent(target)), `a visitor sees the ${describeTarget(target)}`);
}

/**
 * Waits for the target and clicks it with the engine's pointer. Found again when the element was
 * replaced between finding and clicking (a React render, the boot screen giving way to the app).
 */
export async function click(page: LanePage, target: Target): Promise<void> {
  const deadline = Date.now() + UI_TIMEOUT;
  for (;;) {
    const selector = await marked(page, target);
    try {
      return await page.clickOn(selector);
    } catch (error) {
      const replaced = await page.evaluate<boolean>('return document.querySelector(arguments[0]) === null', selector);
      if (!replaced || Date.now() > deadline) throw error;
    }
  }
}

/** Waits for the field and types into it with the engine's keys. */
export async function type(page: LanePage, target: Target, text: string): Promise<void> {
  const selector = await marked(page, target);
  await page.typeInto(selector, text);
}

/** The visible text of the target (its innerText), once it is on screen. */
export async function textOf(page: LanePage, target: Target): Promise<string> {
  const selector = await marked(page, target);
  return page.evaluate<string>('return document.querySelector(arguments[0]).innerText', selector);
}

/** How many visible elements of the target's role and name there are. */
export function countOf(page: LanePage, target: Target): Promise<number> {
  return page.evaluate<number>(`return (${FIND_IN_PAGE})(arguments[0], 'count')`, sent(target));
}

/** The page's address, path only. */
export async function pathOf(page: LanePage): Promise<string> {
  return page.evaluate<string>('return location.pathname');
}

/** Waits until the address is `pathname`. */
export async function expectPath(page: LanePage, pathname: string): Promise<void> {
  await poll(async () => ((await pathOf(page)) === pathname ? true : null), `the address is ${pathname}`);
}

/** Waits until `check` holds (polled). */
export async function eventually(check: () => Promise<boolean>, what: string, timeout = UI_TIMEOUT): Promise<void> {
  await poll(async () => ((await check()) ? true : null), what, timeout);
}
