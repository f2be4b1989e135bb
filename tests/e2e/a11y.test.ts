// Accessibility of every route in real Chromium: axe-core finds no serious or
// critical violation (WCAG 2.2's target-size rule included, support/browser.ts), and Tab
// reaches every visible control; and every route again in English, on a phone, where
// no Indonesian word of the app's own is on screen either. (The open gift dialog is checked
// in prize.test.ts, where the realtime push opens it.) On the same walks, no screen causes one
// violation of the Content-Security-Policy (csp.test.ts checks that the policy refuses what it
// must; unit/csp.test.ts that every HTML response carries it).
//
// Each walk loads the app once and then moves from route to route inside it, as the app's own
// links do: the screen a route draws is the same either way, and a full load of every route, with
// its boot screen, is malformed.test.ts's walk. A load cost 0.2–0.4 CPU-seconds here; the walks
// took a third less CPU this way (docs/testing.md).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes';
import { useApp } from './support/app';
import { axeInEveryDocument, controlsUnreachableByTab, cspViolations, expectNoSeriousA11yViolations, screenLoaded, screenshot, useBrowser, VIEWPORTS } from './support/browser';
import { goInApp, logInWithCode, VISITORS } from './support/visitor';
import { indonesianOnScreen } from './support/english';

const app = useApp();
const browser = useBrowser();

/** Concrete addresses for the route table's patterns; login pages are for anonymous visitors. */
const ANONYMOUS_ONLY = new Set(['/login', '/register']);
const concrete = (path: string) => path.replace(':id', '79');
const SIGNED_IN_PATHS = [...routes.map((route) => concrete(route.path)).filter((path) => !ANONYMOUS_ONLY.has(path)), '/halaman-tidak-ada'];
/**
 * The walk's order: the screens, then the dialog routes, the gift dialog last. A route's dialog
 * closes when the route is left, but the gift dialog stays up until the visitor closes it (a
 * pushed prize is not lost to a tap elsewhere): after it, every screen would be checked behind it.
 */
const GIFT_PATH = '/popup-gift';
const SIGNED_IN_ROUTES = [
  ...SIGNED_IN_PATHS.filter((path) => !path.startsWith('/popup-')),
  ...SIGNED_IN_PATHS.filter((path) => path.startsWith('/popup-') && path !== GIFT_PATH),
  GIFT_PATH,
];

/** What a route draws first: its h1, or the dialog of a dialog route. */
const SCREEN = ['#main h1', '[role="dialog"]', '[role="alertdialog"]'];
/** Marks what the screen on show drew, so that settle() waits for the next screen's own. */
const LEFT = 'data-e2e-left';

/** Waits until the route's screen is in place (its h1, or the dialog of a dialog route) and loaded. */
async function settle(page: Page): Promise<void> {
  await page.locator(SCREEN.map((selector) => `${selector}:not([${LEFT}])`).join(', ')).first().waitFor();
  await screenLoaded(page);
}

const screenshotName = (path: string) => `route${path.replace(/\//g, '-')}`;

/** Moves to `path` inside the running app, unless there already, and waits for its screen. */
async function visit(page: Page, path: string): Promise<void> {
  const there = await page.evaluate(
    ({ to, screen, left }) => {
      if (location.pathname + location.search === to) return true;
      for (const element of document.querySelectorAll(screen)) element.setAttribute(left, '');
      return false;
    },
    { to: path, screen: SCREEN.join(', '), left: LEFT },
  );
  if (!there) await goInApp(page, path);
  await settle(page);
}

describe.each(VIEWPORTS)('accessibility on a %s', (viewport) => {
  describe('anonymous', () => {
    let page: Page;
    // /home comes between the two: /login and /register are one screen on two tabs.
    const walk = [
      { path: '/register', tab: true },
      { path: '/home', tab: false },
      { path: '/login', tab: true },
    ];
    for (const { path, tab } of walk) {
      it(`${path}: no serious axe violations${tab ? '; Tab reaches every control' : ''}`, async () => {
        if (page) await visit(page, path);
        else {
          page = await browser.open(viewport, app.url, path);
          await settle(page);
        }
        await screenshot(page, screenshotName(`${path}${tab ? '' : '-anonymous'}`));
        await expectNoSeriousA11yViolations(page, `${path} (anonymous)`);
        if (tab) expect(await controlsUnreachableByTab(page), `controls Tab never reaches on ${path}`).toEqual([]);
        expect(cspViolations(page), `CSP violations up to ${path} (anonymous)`).toEqual([]);
      });
    }
  });

  describe('signed in', () => {
    let page: Page;
    it('logs in', async () => {
      page = await browser.open(viewport, app.url, '/login');
      await axeInEveryDocument(page);
      await logInWithCode(page, viewport === 'phone' ? VISITORS.agus.code : VISITORS.budi.code);
    });

    for (const path of SIGNED_IN_ROUTES) {
      it(`${path}: no serious axe violations; Tab reaches every control`, async () => {
        await visit(page, path);
        await screenshot(page, screenshotName(path));
        await expectNoSeriousA11yViolations(page, path);
        expect(await controlsUnreachableByTab(page), `controls Tab never reaches on ${path}`).toEqual([]);
        expect(cspViolations(page), `CSP violations up to ${path}`).toEqual([]);
      });
    }
  });
});

describe('accessibility in English on a phone', () => {
  let page: Page;
  it('signs in, in English', async () => {
    page = await browser.open('phone', app.url, '/login?lang=en');
    await axeInEveryDocument(page);
    await page.getByRole('form', { name: 'Invitation code' }).getByRole('textbox', { name: 'Invitation code' }).fill(VISITORS.siti.code);
    await page.getByRole('form', { name: 'Invitation code' }).getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  });

  for (const path of SIGNED_IN_ROUTES) {
    it(`${path}: no serious axe violations, <html lang="en">, no Indonesian of ours`, async () => {
      await visit(page, path);
      await expectNoSeriousA11yViolations(page, `${path} (English)`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await indonesianOnScreen(page), `Indonesian words of the app on ${path}`).toEqual([]);
      expect(cspViolations(page), `CSP violations up to ${path} (English)`).toEqual([]);
    });
  }
});
