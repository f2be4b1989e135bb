// WebKitGTK (Debian's webkit2gtk-driver, scripts/ensure-browsers.sh): WebKitWebDriver started
// under xvfb-run drives MiniBrowser in automation mode over classic WebDriver (WebKitGTK 2.50
// has no WebDriver BiDi), spoken here over HTTP with Node's fetch. Each launch is a driver of its
// own on a free port, with a fresh session: its own cookies and storage.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { LanePage } from './lanePage';

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** MiniBrowser's window is never narrower than this: the phone layout at its widest (below 768 px). */
const WINDOW = { width: 447, height: 844 };

/** How WebDriver names an element reference in JSON. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

/** What the page reports itself: WebDriver classic has no event stream of page errors. */
const PAGE_ERRORS = 'window.__laneErrors';

/**
 * Installed in each document after it loads: page errors and unhandled rejections are kept in
 * the page, and a rejection raised while the page is being left is sent to the platform as a
 * beacon too (its request log is the test's), since the document that kept it is gone.
 */
const RECORD_PAGE_ERRORS = `
  if (!${PAGE_ERRORS}) {
    ${PAGE_ERRORS} = [];
    const report = (text) => {
      ${PAGE_ERRORS}.push(text + ' (on ' + location.pathname + ')');
      navigator.sendBeacon('/api/__lane/page-error', text + ' (on ' + location.pathname + ')');
    };
    addEventListener('error', (event) => report('page error: ' + event.message));
    addEventListener('unhandledrejection', (event) => report('unhandled rejection: ' + (event.reason && event.reason.message || String(event.reason))));
  }`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface WebDriverAnswer<T> {
  value: T & { error?: string; message?: string };
}

class WebKitPage implements LanePage {
  readonly engine = 'webkit' as const;

  constructor(
    private readonly driver: ChildProcess,
    private readonly base: string,
    private readonly origin: string,
    private readonly beaconErrors: () => string[],
  ) {}

  async errors(): Promise<string[]> {
    const kept = await this.evaluate<string[] | null>(`return ${PAGE_ERRORS} || null`).catch(() => null);
    return [...new Set([...this.beaconErrors(), ...(kept ?? [])])];
  }

  async call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.base}${path}`, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const answer = (await response.json()) as WebDriverAnswer<T>;
    if (answer.value?.error) throw new Error(`WebDriver ${method} ${path}: ${answer.value.error} ${answer.value.message ?? ''}`);
    return answer.value;
  }

  async goto(path: string): Promise<void> {
    await this.call('POST', '/url', { url: new URL(path, this.origin).href });
    await this.evaluate(RECORD_PAGE_ERRORS);
  }

  evaluate<T>(script: string, ...args: unknown[]): Promise<T> {
    return this.call<T>('POST', '/execute/sync', { script, args });
  }

  private async element(selector: string): Promise<string> {
    const found = await this.call<Record<string, string>>('POST', '/element', { using: 'css selector', value: selector });
    return found[ELEMENT_KEY]!;
  }

  /**
   * The pointer pressed and released on the element's centre, brought into view first, at the
   * centre's place in the viewport: WebKitWebDriver calls an SVG link (a booth on the floor plan)
   * not interactable, for its element click and for a pointer moved to the element alike.
   */
  async clickOn(selector: string): Promise<void> {
    const [x, y] = await this.evaluate<[number, number]>(
      'const element = document.querySelector(arguments[0]); element.scrollIntoView({ block: "center", inline: "center" }); const box = element.getBoundingClientRect(); return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)]',
      selector,
    );
    await this.call('POST', '/actions', {
      actions: [
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', duration: 0, origin: 'viewport', x, y },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ],
    });
  }

  async typeInto(selector: string, text: string): Promise<void> {
    const element = await this.element(selector);
    await this.call('POST', `/element/${element}/clear`, {});
    await this.call('POST', `/element/${element}/value`, { text });
  }

  async close(): Promise<void> {
    await this.call('DELETE', '').catch(() => undefined);
    if (this.driver.pid) process.kill(-this.driver.pid, 'SIGTERM');
  }
}

/**
 * A new MiniBrowser with one page at `path` of `origin`. `beaconErrors` reads the page errors
 * the page sent to the platform (its request log).
 */
export async function openWebKit(origin: string, path: string, beaconErrors: () => string[]): Promise<LanePage> {
  const port = await freePort();
  // Its own process group, ended as a whole: xvfb-run, Xvfb, the driver and MiniBrowser. The
  // browser's language comes from the environment (an Indonesian-speaking visitor).
  const driver = spawn('xvfb-run', ['--auto-servernum', '--server-args=-screen 0 1280x1024x24', WEBKIT_DRIVER, `--port=${port}`], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, LANGUAGE: 'id', LANG: 'id_ID.UTF-8' },
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  while (!(await fetch(`${base}/status`).then((response) => response.ok, () => false))) {
    if (Date.now() > deadline) throw new Error('WebKitWebDriver did not start within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const session = await fetch(`${base}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } } }),
  }).then((response) => response.json() as Promise<WebDriverAnswer<{ sessionId: string }>>);
  if (!session.value.sessionId) throw new Error(`WebKitWebDriver refused a session: ${session.value.message ?? JSON.stringify(session)}`);
  const page = new WebKitPage(driver, `${base}/session/${session.value.sessionId}`, origin, beaconErrors);
  await page.call('POST', '/window/rect', WINDOW);
  await page.goto(path);
  return page;
}
