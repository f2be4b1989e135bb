// Debian's Firefox ESR (scripts/ensure-browsers.sh), driven over WebDriver BiDi by
// puppeteer-core: a fresh profile per launch, a browser that prefers Indonesian, a 390 px window.
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { LanePage } from './lanePage';

export const FIREFOX_PATH = '/usr/bin/firefox-esr';

/** A phone's width: the layout the app's visitors mostly see. */
const VIEWPORT = { width: 390, height: 844 };

/** The parts of puppeteer's BiDi frame it keeps out of its types: the frame's browsing context. */
interface BidiFrame {
  browsingContext: { setViewport(options: { viewport: { width: number; height: number } }): Promise<void> };
}

class FirefoxPage implements LanePage {
  readonly engine = 'firefox' as const;
  private readonly reported: string[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    private readonly origin: string,
  ) {
    // Firefox reports both an uncaught error and an unhandled rejection as a page error, and
    // they reach the test even when the page that raised them is being left.
    page.on('pageerror', (error) => this.reported.push(`${error instanceof Error ? error.message : String(error)} (on ${page.url()})`));
  }

  async errors(): Promise<string[]> {
    return [...this.reported];
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(new URL(path, this.origin).href, { waitUntil: 'load' });
  }

  evaluate<T>(script: string, ...args: unknown[]): Promise<T> {
    // An expression, not a function of ours: BiDi evaluates it outside the page's
    // Content-Security-Policy, which would refuse `new Function`.
    return this.page.evaluate(`(function () { ${script} }).apply(null, ${JSON.stringify(args)})`) as Promise<T>;
  }

  async clickOn(selector: string): Promise<void> {
    await this.page.click(selector);
  }

  async typeInto(selector: string, text: string): Promise<void> {
    await this.page.click(selector, { count: 3 });
    await this.page.keyboard.press('Backspace');
    await this.page.type(selector, text);
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}

/** A new Firefox with one page at `path` of `origin`. */
export async function openFirefox(origin: string, path: string): Promise<LanePage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // The window's own size: puppeteer's viewport emulation asks for a screen-orientation
    // override Firefox ESR 140 does not know; the browsing context's viewport is BiDi's own.
    defaultViewport: null,
    // No service worker, as in the Chromium e2e tests (pwa.test.ts covers it): Firefox logs each
    // of its fetches for a page being left, which the journeys leave at once on purpose, as an
    // error of that page.
    extraPrefsFirefox: { 'intl.accept_languages': 'id-ID, id', 'intl.locale.requested': 'id', 'dom.serviceWorkers.enabled': false },
  });
  const [page = await browser.newPage()] = await browser.pages();
  await (page.mainFrame() as unknown as BidiFrame).browsingContext.setViewport({ viewport: VIEWPORT });
  const lanePage = new FirefoxPage(browser, page, origin);
  await lanePage.goto(path);
  return lanePage;
}
