// An English-speaking visitor's day at 390 px, in real Chromium against the demo
// platform. A browser that prefers English is offered English once (the app never switches by
// itself); from then on sign-in, a shared product link, the cart, the order with its summary, a
// pushed prize and its claim, and logout are all in English — no Indonesian word of the app's own
// is on screen on the way (the platform's names and descriptions are shown as sent) — and the
// choice outlives the reload and the logout. Axe checks the English screens in a11y.test.ts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { screenshot, useBrowser } from './support/browser';
import { indonesianOnScreen } from './support/english';
import { eventually, expectPath, expectVisible, heading, localStorageOf, realtimeMark, VISITORS, waitForRealtimeValue } from './support/visitor';

const app = useApp();
const browser = useBrowser();

async function expectAllEnglish(page: Page, where: string): Promise<void> {
  expect(await indonesianOnScreen(page), `Indonesian words of the app on screen ${where}`).toEqual([]);
}

/** Demo product 301 of exhibitor 3 (server/data.mjs): IDR 45,000. */
const PRODUCT = { id: 301, exhibitor: 3, name: 'Bearing Bola 6205-2RS', exhibitorName: 'PT Bearing Jaya Abadi' };

/**
 * The page's layout shifts so far, summed, after the next two frames. All of them: the visitor
 * has not touched the page yet (Chromium marks some shifts of a freshly opened page as after
 * input all the same, and CLS would leave those out).
 */
async function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const shifts = observer.takeRecords() as Array<PerformanceEntry & { value: number }>;
    observer.disconnect();
    return shifts.reduce((sum, shift) => sum + shift.value, 0);
  });
}

describe('an English-speaking visitor, on a phone', () => {
  let page: Page;

  it('is offered English once, not switched silently, and switching turns the whole screen to English', async () => {
    page = await browser.open('phone', app.url, '/home', 'en-GB');
    const offer = page.getByRole('region', { name: 'This app is also available in English.' });
    await expectVisible(offer, 'the offer to switch to English');
    // It comes once the page is idle, floating over the page's end: nothing the visitor reads
    // moves (CLS ≤ 0.05). The shifts of the frame that showed it are in after two frames.
    expect(await layoutShiftSoFar(page), 'how far the page has shifted').toBeLessThanOrEqual(0.05);
    // Not switched by itself: still Indonesian until the visitor answers.
    await expect(heading(page).textContent()).resolves.toBe('Beranda');
    await offer.getByRole('button', { name: 'Switch to English' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Home' }), 'the home screen in English');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.title()).toBe('Pameran — Spare Parts & Machinery');
    await expectVisible(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Products' }), 'the bottom menu in English');
    expect(await offer.count(), 'the offer is gone once answered').toBe(0);
    await expectAllEnglish(page, 'on home');
    await screenshot(page, 'english-home');
  });

  it('signs in with the invitation code, in English', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).click();
    const form = page.getByRole('form', { name: 'Invitation code' });
    await form.getByRole('textbox', { name: 'Invitation code' }).fill(VISITORS.budi.code);
    await expectAllEnglish(page, 'on the sign-in page');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expectPath(page, '/home');
    await expectVisible(page.getByRole('banner').getByRole('link', { name: /^Profile of Budi Santoso/ }), "the visitor's profile link");
    await expectAllEnglish(page, 'on home, signed in');
  });

  it('opens a shared product link after a reload, in English, and adds the product to the cart', async () => {
    const seen = realtimeMark(page, VISITORS.budi.id);
    await page.goto(`/products?product=${PRODUCT.id}&exhibitor=${PRODUCT.exhibitor}`);
    await expectVisible(page.getByRole('heading', { name: PRODUCT.name }), 'the product');
    await expectVisible(page.getByRole('link', { name: new RegExp(PRODUCT.exhibitorName) }).first(), "the product's exhibitor");
    await page.getByRole('button', { name: `Add to cart: ${PRODUCT.name}` }).click();
    await expectVisible(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }), 'the cart badge with 1 item');
    await expectAllEnglish(page, 'on the product');
    await screenshot(page, 'english-product');
    // The prize feed is subscribed again after the reload: the next test's push reaches it.
    await waitForRealtimeValue(page, VISITORS.budi.id, seen, { onNewConnection: true });
  });

  it('orders it, with the summary and the amount in IDR', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).click();
    await expectPath(page, '/my-transaction');
    await page.getByRole('button', { name: 'Place order' }).click();
    const summary = page.getByRole('dialog', { name: 'Order summary' });
    await expectVisible(summary, 'the order summary');
    await expectVisible(summary.getByText('Total (1 item)'), "the summary's total line");
    expect(await summary.innerText()).toContain('IDR 45,000');
    await expectAllEnglish(page, 'in the order summary');
    await screenshot(page, 'english-order-summary');
    await summary.getByRole('button', { name: 'Order now' }).click();
    await eventually(async () => app.platform.requests.some((r) => r.method === 'POST' && r.path === '/api/orders'), 'the order is sent');
    await expectVisible(page.getByRole('status').filter({ hasText: /Order .+ has been placed\./ }), 'the order confirmation');
    await expectAllEnglish(page, 'after ordering');
  });

  it('receives a pushed prize and claims it: "Choose a prize", then "Claimed successfully"', async () => {
    const prize = (id: number, name: string) => ({ id, name, image_url: `/media/prize/${id}.svg` });
    await app.platform.pushPrizes(VISITORS.budi.id, [prize(1, 'Hadiah (placeholder)'), prize(3, 'Voucher Servis Genset'), prize(4, 'Kunci Torsi Digital')]);
    const dialog = page.getByRole('dialog', { name: 'Choose a prize' });
    await expectVisible(dialog, 'the prize dialog');
    await dialog.getByRole('button', { name: 'Kunci Torsi Digital', exact: true }).click();
    await dialog.getByRole('button', { name: 'Choose', exact: true }).click();
    const alert = page.getByRole('alertdialog');
    await expectVisible(alert.getByText('Claimed successfully'), 'the success alert');
    await expectAllEnglish(page, 'in the claim alert');
    await screenshot(page, 'english-prize-claimed');
    await alert.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('signs out: nothing of the visitor is left, and the app stays in English', async () => {
    await page.getByRole('banner').getByRole('link', { name: /^Profile of Budi Santoso/ }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    const question = page.getByRole('dialog', { name: 'Sign out of this account?' });
    await expectVisible(question.getByText('Kept with your account', { exact: false }), 'what stays, in English');
    await expectAllEnglish(page, 'in the sign-out question');
    await question.getByRole('button', { name: 'Sign out' }).click();
    await expectPath(page, '/home');
    await expectVisible(page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }), "'Sign in' after logout");
    await expectAllEnglish(page, 'after logout');
    // Only the device's language choice (and its boot screen text) is kept: nothing of the visitor.
    expect(Object.keys(await localStorageOf(page)).sort()).toEqual(['pameran.bootEnglish', 'pameran.language', 'pameran.languageOffered']);
    expect((await localStorageOf(page))['pameran.language']).toBe('en');
  });

  it('switches back to Indonesian in one tap from the header', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'ID, Bahasa Indonesia' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Beranda' }), 'home in Indonesian');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('id');
    expect(await page.title()).toBe('Pameran — Suku Cadang & Mesin');
    await expectVisible(page.getByRole('banner').getByRole('link', { name: 'EN, English' }), 'the switch back to English');
    // The whole app was drawn again; the focus is back on the switch, where the visitor left it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('EN, English');
  });
});
