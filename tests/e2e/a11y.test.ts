// Accessibility of every route in real Chromium: axe-core finds no serious or
// critical violation (WCAG 2.2's target-size rule included, support/browser.ts), and Tab
// reaches every visible control; and every route again in English, on a phone (issue 33), where
// no Indonesian word of the app's own is on screen either. (The open gift dialog is checked
// in prize.test.ts, where the realtime push opens it.) On the same visits, each route comes with
// the Content-Security-Policy header and runs without one violation of it (csp.test.ts checks
// that the policy refuses what it must).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes';
import { useApp } from './support/app';
import { axeInEveryDocument, controlsUnreachableByTab, cspViolations, expectNoSeriousA11yViolations, screenLoaded, screenshot, useBrowser, VIEWPORTS } from './support/browser';
import { logInWithCode, VISITORS } from './support/visitor';
import { indonesianOnScreen } from './support/english';

const app = useApp();
const browser = useBrowser();

/** Concrete addresses for the route table's patterns; login pages are for anonymous visitors. */
const ANONYMOUS_ONLY = new Set(['/login', '/register']);
const concrete = (path: string) => path.replace(':id', '79');
const SIGNED_IN_ROUTES = [...routes.map((route) => concrete(route.path)).filter((path) => !ANONYMOUS_ONLY.has(path)), '/halaman-tidak-ada'];

/** Waits until the route's screen is in place (its h1, or the dialog of a dialog route) and loaded. */
async function settle(page: Page): Promise<void> {
  await page.locator('#main h1, [role="dialog"], [role="alertdialog"]').first().waitFor();
  await screenLoaded(page);
}

const screenshotName = (path: string) => `route${path.replace(/\//g, '-')}`;

/** Opens `path` in the page, which must come with the app's Content-Security-Policy. */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], `the CSP header on ${path}`).toMatch(/script-src 'self'/);
}

describe.each(VIEWPORTS)('accessibility on a %s', (viewport) => {
  for (const path of ANONYMOUS_ONLY) {
    it(`${path} (anonymous): no serious axe violations; Tab reaches every control`, async () => {
      const page = await browser.open(viewport, app.url, path);
      await settle(page);
      await screenshot(page, screenshotName(path));
      await expectNoSeriousA11yViolations(page, path);
      expect(await controlsUnreachableByTab(page), `controls Tab never reaches on ${path}`).toEqual([]);
      expect(cspViolations(page), `CSP violations on ${path}`).toEqual([]);
    });
  }

  it('/home (anonymous): no serious axe violations', async () => {
    const page = await browser.open(viewport, app.url, '/home');
    await settle(page);
    await screenshot(page, 'route-home-anonymous');
    await expectNoSeriousA11yViolations(page, '/home (anonymous)');
    expect(cspViolations(page), 'CSP violations on /home (anonymous)').toEqual([]);
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
        await settle(page);
        await screenshot(page, screenshotName(path));
        await expectNoSeriousA11yViolations(page, path);
        expect(await controlsUnreachableByTab(page), `controls Tab never reaches on ${path}`).toEqual([]);
        expect(cspViolations(page), `CSP violations up to ${path}`).toEqual([]);
      });
    }
  });
});

describe('accessibility in English on a phone (issue 33)', () => {
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
      await settle(page);
      await expectNoSeriousA11yViolations(page, `${path} (English)`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await indonesianOnScreen(page), `Indonesian words of the app on ${path}`).toEqual([]);
      expect(cspViolations(page), `CSP violations up to ${path} (English)`).toEqual([]);
    });
  }
});
