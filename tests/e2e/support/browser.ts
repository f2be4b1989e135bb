// Real Chromium (Debian's headless shell, support/chromium.ts) driven by playwright-core, plus the checks every
// e2e file shares: phone/desktop viewports, screenshots, axe-core and keyboard reachability.
//
//   const browser = useBrowser();                       // at file top: the run's shared Chromium
//   const page = await browser.open('phone', app.url);  // fresh context (empty storage)
//   await screenshot(page, 'home');                     // test-results/screenshots/home-phone.png
//   await expectNoSeriousA11yViolations(page, 'home');
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { repoRoot } from './app';

export { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export type Viewport = 'phone' | 'desktop';
export const VIEWPORTS: readonly Viewport[] = ['phone', 'desktop'];

// The phone is drawn at one device pixel per CSS pixel: Chromium rasterises in software here, and
// a 2× screen paints four times the pixels (a11y.test.ts took a fifth less CPU at 1×). Nothing
// the tests check depends on it: the app draws no canvas and picks no image by pixel ratio.
const CONTEXT_OPTIONS: Record<Viewport, BrowserContextOptions> = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  desktop: { viewport: { width: 1280, height: 800 } },
};

/** How long a visitor-visible expectation may take (the platform is local, the CPU is shared). */
export const UI_TIMEOUT = 15_000;

export interface E2eBrowser {
  /**
   * A new context (fresh storage) in that viewport, with a page at `baseURL` + `route`, in a
   * browser whose preferred language is `locale` (Indonesian unless a test is about another).
   */
  open(viewport: Viewport, baseURL: string, route?: string, locale?: string): Promise<Page>;
  readonly browser: Browser;
}

/**
 * The run's shared headless Chromium (support/chromium.ts), connected for this test file; every
 * context the file opened is closed when it ends.
 */
export function useBrowser(): E2eBrowser {
  let browser: Browser | null = null;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.connect(inject('chromiumEndpoint'));
  });
  afterAll(async () => {
    for (const context of contexts.splice(0)) await context.close().catch(() => undefined);
    await browser?.close();
    browser = null;
  });
  const running = (): Browser => {
    if (!browser) throw new Error('Chromium runs only inside tests (useBrowser launches it in beforeAll).');
    return browser;
  };
  return {
    get browser() {
      return running();
    },
    async open(viewport, baseURL, route = '/home', locale = 'id-ID') {
      const context = await running().newContext({ ...CONTEXT_OPTIONS[viewport], baseURL, locale, serviceWorkers: 'block' });
      contexts.push(context);
      context.setDefaultTimeout(UI_TIMEOUT);
      const page = await context.newPage();
      // A page error is a crash a visitor would see as a broken screen: fail loudly.
      page.on('pageerror', (error) => console.error(`[e2e ${viewport}] page error: ${error.message}`));
      recordWebSocketFrames(page);
      await recordCspViolations(context, page);
      await page.goto(route);
      return page;
    },
  };
}

/** A WebSocket frame the page received, with the connection (in the order the page opened them) it came on. */
export interface ReceivedFrame {
  connection: number;
  payload: string;
}

interface FrameLog {
  frames: ReceivedFrame[];
  connections: number;
}

const framesByPage = new WeakMap<Page, FrameLog>();

/** Keeps every WebSocket frame the page receives (the realtime database's traffic), across its documents. */
function recordWebSocketFrames(page: Page): void {
  const log: FrameLog = { frames: [], connections: 0 };
  framesByPage.set(page, log);
  page.on('websocket', (socket) => {
    const connection = log.connections++;
    socket.on('framereceived', ({ payload }) => log.frames.push({ connection, payload: String(payload) }));
  });
}

function frameLog(page: Page): FrameLog {
  const log = framesByPage.get(page);
  if (!log) throw new Error('this page was not opened with useBrowser().open()');
  return log;
}

/** Frames received so far by a page opened with `open()`; the array keeps growing. */
export function webSocketFrames(page: Page): readonly ReceivedFrame[] {
  return frameLog(page).frames;
}

/** How many WebSocket connections the page has opened so far, in all its documents. */
export function webSocketConnectionsOpened(page: Page): number {
  return frameLog(page).connections;
}

const cspViolationsByPage = new WeakMap<Page, string[]>();

/**
 * Keeps every Content-Security-Policy violation of the page's documents, from the page's own
 * securitypolicyviolation events (reported to the test as they happen, so a late one is not lost
 * with its document) and from Chromium's console.
 */
async function recordCspViolations(context: BrowserContext, page: Page): Promise<void> {
  const violations: string[] = [];
  cspViolationsByPage.set(page, violations);
  await context.exposeBinding('__e2eCspViolation', (_source, line: string) => void violations.push(line));
  // Init scripts run before the app in every document and are not subject to the page's CSP.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __e2eCspViolation(line: string): void }).__e2eCspViolation(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
}

/** The CSP violations of a page opened with `open()` so far; the array keeps growing. */
export function cspViolations(page: Page): readonly string[] {
  const violations = cspViolationsByPage.get(page);
  if (!violations) throw new Error('this page was not opened with useBrowser().open()');
  return violations;
}

export function viewportOf(page: Page): Viewport {
  return (page.viewportSize()?.width ?? 0) < 768 ? 'phone' : 'desktop';
}

/**
 * Waits until the app shows its own screen with nothing still loading: index.html's boot screen
 * gone, no loading state (LoadingState marks itself data-loading, a busy button aria-busy).
 * The screen's loads are over: what a check (axe, "no other message") sees is what stays.
 */
export async function screenLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('#root main') !== null && document.querySelector('#boot, [data-loading], [aria-busy="true"]') === null);
}

const screenshotDir = path.join(repoRoot, 'test-results', 'screenshots');

/**
 * Screenshots are for people reviewing the screens after a local `npm test`. CI keeps no files,
 * so it takes none: a11y.test's 40 took 15 s of its 102 s.
 */
const TAKE_SCREENSHOTS = !process.env.CI;

/**
 * Saves a full-page screenshot (or `{ fullPage: false }`: the first screen only) as
 * test-results/screenshots/<name>-<viewport>.png, and returns its path (outside CI).
 */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<string> {
  const file = path.join(screenshotDir, `${name}-${viewportOf(page)}.png`);
  if (!TAKE_SCREENSHOTS) return `${file} (not taken in CI)`;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  return file;
}

/** When a request was started and its answer ended, in ms from the navigation (Resource Timing). */
export interface RequestTimes {
  start: number;
  end: number;
}

/**
 * The page's requests for each of `paths` (the first of each; null when none was made), and when
 * its first script file of the app (`/assets/….js`) was asked for (null before any): not the boot
 * screen's painting scripts (`/assets/boot-….js`), which index.html asks for beside their reads.
 */
export function requestTimes(page: Page, paths: string[]): Promise<{ requests: Record<string, RequestTimes | null>; firstScript: number | null }> {
  return page.evaluate(({ wanted, appScript }) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const requests: Record<string, { start: number; end: number } | null> = {};
    for (const path of wanted) {
      const entry = entries.find((candidate) => new URL(candidate.name).pathname === path);
      requests[path] = entry ? { start: entry.startTime, end: entry.responseEnd } : null;
    }
    const scripts = entries.filter((entry) => new RegExp(appScript).test(new URL(entry.name).pathname)).map((entry) => entry.startTime);
    return { requests, firstScript: scripts.length ? Math.min(...scripts) : null };
  }, { wanted: paths, appScript: APP_SCRIPT_PATH.source });
}

/**
 * The path of a script file of the app (`/assets/….js`), not of one of the boot screen's painting
 * scripts (`/assets/boot-<name>-<hash>.js`, build.mjs bootPaintingScripts), which index.html asks
 * for beside their reads.
 */
const APP_SCRIPT_PATH = /^\/assets\/(?!boot-[a-z]+-\w+\.js$)[^/]+\.js$/;

/** Whether `url` is a script file of the app (APP_SCRIPT_PATH): for a route that holds or refuses them. */
export const isAppScript = (url: URL): boolean => APP_SCRIPT_PATH.test(url.pathname);

/**
 * Every script file of the app refused on `page`: only index.html's inline scripts run, and the
 * boot screen's painting scripts of their own (the agenda's, the floor plan's). `page.unroute(isAppScript)` lets them through again.
 */
export async function refuseAppScripts(page: Page): Promise<void> {
  await page.route(isAppScript, (route) => route.abort());
}

const AXE_SCRIPT = path.join(repoRoot, 'node_modules', 'axe-core', 'axe.min.js');

/**
 * For a page that is checked again after each load: axe comes with every document of its
 * context (Chromium evaluates it there, as it does any init script, outside the page's CSP),
 * instead of being sent to each one over the wire.
 */
export async function axeInEveryDocument(page: Page): Promise<void> {
  await page.context().addInitScript({ path: AXE_SCRIPT });
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string }[];
}

/**
 * Runs axe-core on the whole page; fails on any serious or critical violation. WCAG 2.2's
 * `target-size` (2.5.8: a tap target at least 24 × 24 px, or spaced so) is off in axe by
 * default: it is switched on here, so every route and dialog checked is held to it.
 */
export async function expectNoSeriousA11yViolations(page: Page, where: string): Promise<void> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated, not added as a <script>: the app's Content-Security-Policy blocks inline scripts.
  if (!loaded) await page.evaluate(readFileSync(AXE_SCRIPT, 'utf8'));
  const violations = await page.evaluate(async () => {
    // What is drawn once the screen has settled: a dialog fading in has, for a moment, text of
    // too little contrast. Endless animations (a spinner) are the screen's steady state.
    const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { rules: { 'target-size': { enabled: true } }, resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target, html }) => ({ target, html })) }));
  });
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes.slice(0, 3).map((node) => `${JSON.stringify(node.target)} ${node.html.slice(0, 160)}`).join(', ')}`);
  // Soft: the checks after this one (keyboard reachability) still run and report.
  expect.soft(serious, `axe on ${where} (${viewportOf(page)})`).toEqual([]);
}

/**
 * Presses Tab through the page (inside an open modal, Tab stays in the modal) and returns the
 * accessible labels of the visible, enabled controls that Tab never reached.
 */
export async function controlsUnreachableByTab(page: Page): Promise<string[]> {
  const controls = await page.evaluate(() => {
    const scope: ParentNode = document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]') ?? document;
    const candidates = scope.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex], [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"]');
    const labels: string[] = [];
    const ids: string[] = [];
    for (const element of candidates) {
      const box = element.getBoundingClientRect();
      // checkVisibility: a closed <details>'s content keeps its layout boxes but is not shown.
      const hidden = box.width === 0 || box.height === 0 || !element.checkVisibility({ visibilityProperty: true });
      const disabled = (element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true';
      // Roving tabindex (tabs): only the current one is meant to be in the Tab order.
      const rovingOut = element.getAttribute('role') === 'tab' && element.getAttribute('aria-selected') !== 'true';
      if (hidden || disabled || rovingOut || element.tabIndex < 0 || element.closest('[inert], [aria-hidden="true"]')) continue;
      // A radio group is one Tab stop (arrow keys move inside it): reaching any radio of it counts.
      const radioGroup = element instanceof HTMLInputElement && element.type === 'radio' && element.name ? `radio:${element.name}` : null;
      const id = radioGroup ?? `control:${ids.length}`;
      element.dataset.e2eControl = id;
      if (ids.includes(id)) continue;
      ids.push(id);
      labels.push((element.getAttribute('aria-label') || element.textContent || element.getAttribute('name') || element.tagName).trim().slice(0, 60));
    }
    return { ids, labels };
  });
  // Each control focus lands on is noted in the page, and read after every few presses: one
  // round trip per press instead of two.
  await page.evaluate(() => {
    const marks: string[] = [];
    (window as unknown as { __e2eReached: string[] }).__e2eReached = marks;
    document.addEventListener('focusin', (event) => {
      const id = (event.target as HTMLElement | null)?.dataset?.e2eControl;
      if (id) marks.push(id);
    });
    (document.activeElement as HTMLElement | null)?.blur();
  });
  const reachedSoFar = async () => new Set(await page.evaluate(() => (window as unknown as { __e2eReached: string[] }).__e2eReached));
  const PRESSES_BETWEEN_READS = 8;
  // Enough presses to go round the page twice from wherever focus starts (a control with
  // tabindex 0 that is not in the list, e.g. the skip link's target, costs a press too).
  const maxTabs = 2 * controls.ids.length + 10;
  let reached = new Set<string>();
  for (let press = 0; press < maxTabs && reached.size < controls.ids.length; ) {
    for (const end = Math.min(maxTabs, press + PRESSES_BETWEEN_READS); press < end; press++) await page.keyboard.press('Tab');
    reached = await reachedSoFar();
  }
  return controls.labels.filter((_label, index) => !reached.has(controls.ids[index]!));
}
