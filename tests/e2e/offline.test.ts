// Offline at the venue, signed in, in real Chromium with the real service
// worker against the built app and the local platform: a visitor signs in, opens their profile,
// an exhibitor (by booth code) with its products, buys one product and leaves another in the
// cart; then the network goes away and the page is reloaded. Their profile (name, code, QR),
// the exhibitor and its products, their order and their cart still show — from the per-visitor
// store. An addition to the cart waits on the device and says so in Indonesian
// (tests/e2e/offline-venue.test.ts follows it to the platform). After logout nothing of them
// remains in the per-visitor store or localStorage.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { products as productsCopy } from '../../src/copy/products';
import { profile as profileCopy } from '../../src/copy/profile';
import { transactions as transactionsCopy } from '../../src/copy/transactions';
import { useApp } from './support/app';
import { screenLoaded, UI_TIMEOUT, useBrowser } from './support/browser';
import { confirmOrder, eventually, expectPath, expectVisible, heading, localStorageOf, logInWithCode, logOut, VISITORS, visitorStoreEntries } from './support/visitor';

const app = useApp();
const browser = useBrowser();

/** Booth A-05 (server/data.mjs). */
const EXHIBITOR = { booth: 'A-05', name: 'PT Bearing Jaya Abadi', products: ['Bearing Bola 6205-2RS', 'Gearbox Reduksi WPA-60'] };
const ORDERED = EXHIBITOR.products[0]!;
const IN_CART = EXHIBITOR.products[1]!;
const VISITOR = VISITORS.budi;

let context: BrowserContext;
let page: Page;

afterAll(async () => {
  await context?.close().catch(() => undefined);
});

async function openExhibitorByBooth(target: Page) {
  await target.goto('/products');
  // Produk's boot screen shows its tools before the app has come; they answer once it has.
  await screenLoaded(target);
  await target.getByRole('tab', { name: 'Peserta pameran' }).click();
  await target.getByText(productsCopy.findToggle).click();
  await target.getByRole('textbox', { name: productsCopy.findLabel }).fill(EXHIBITOR.booth);
  await target.getByRole('button', { name: productsCopy.findSubmit, exact: true }).click();
  await expectVisible(target.getByRole('heading', { name: EXHIBITOR.name }), "the exhibitor's name");
  for (const product of EXHIBITOR.products) await expectVisible(target.getByText(product).first(), `the product ${product}`);
}

/** The QR image is really drawn (decoded, not a broken image). */
async function expectQrShown(target: Page) {
  const qr = target.getByRole('img', { name: profileCopy.qrAlt });
  await expectVisible(qr, 'the QR code');
  await eventually(async () => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the QR image is drawn');
}

/** Every key of the per-visitor IndexedDB store, or null when the database does not exist. */
async function visitorStoreKeys(target: Page): Promise<string[] | null> {
  const entries = await visitorStoreEntries(target);
  return entries && Object.keys(entries);
}

describe('a signed-in visitor at the venue without a network', () => {
  it('signs in and browses: profile, an exhibitor with its products, an order and a cart', async () => {
    context = await browser.browser.newContext({ viewport: { width: 412, height: 823 }, baseURL: app.url, locale: 'id-ID', serviceWorkers: 'allow' });
    context.setDefaultTimeout(UI_TIMEOUT);
    page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[e2e offline] page error: ${error.message}`));
    await page.goto('/login');
    await logInWithCode(page, VISITOR.code);
    // The service worker (registered after load) keeps the app's files for the offline reload.
    await eventually(async () => page.evaluate(() => navigator.serviceWorker.controller !== null), 'the service worker controls the page', 60_000);

    // The QR code is kept on the device once signed in, before the profile is ever opened.
    await eventually(async () => (await visitorStoreKeys(page) ?? []).some((key) => key.startsWith('image ')), 'the QR code is kept on the device', 30_000);
    await page.goto('/profile');
    await expectVisible(page.getByText(VISITOR.code).first(), 'the visitor code on the profile');
    await expectQrShown(page);

    await openExhibitorByBooth(page);
    await page.getByRole('button', { name: productsCopy.addToCartNamed(ORDERED) }).click();
    await eventually(async () => app.platform.requests.some((r) => r.method === 'POST' && r.path === '/api/carts'), 'the product reaches the cart');
    await page.goto('/my-transaction');
    await expectVisible(page.getByText(ORDERED).first(), 'the cart item');
    await page.getByRole('button', { name: transactionsCopy.checkout }).click();
    await confirmOrder(page);
    await expectVisible(page.getByRole('status').filter({ hasText: /Pesanan .+ berhasil dibuat\./ }), 'the order confirmation');

    await openExhibitorByBooth(page);
    const posts = app.platform.requests.filter((r) => r.method === 'POST' && r.path === '/api/carts').length;
    await page.getByRole('button', { name: productsCopy.addToCartNamed(IN_CART) }).click();
    // Sent before the page is left: an addition is kept on the device first, then sent.
    await eventually(async () => app.platform.requests.filter((r) => r.method === 'POST' && r.path === '/api/carts').length > posts, 'the second product reaches the cart');
    await page.goto('/my-transaction');
    await expectVisible(page.getByText(IN_CART).first(), 'the item left in the cart');
    await expectVisible(page.getByText(ORDERED).first(), 'the order');
    expect((await visitorStoreKeys(page))?.length ?? 0, 'personal reads are kept in the per-visitor store').toBeGreaterThan(0);
  }, 180_000);

  it('goes offline and reloads: profile, exhibitor, products, order and cart still show', async () => {
    await context.setOffline(true);
    await page.goto('/profile');
    await expectVisible(heading(page), 'the profile screen offline');
    await expectVisible(page.getByText(VISITOR.code).first(), 'the visitor code offline');
    await expectQrShown(page);

    await page.reload();
    await openExhibitorByBooth(page);

    await page.goto('/my-transaction');
    await expectVisible(page.getByText(IN_CART).first(), 'the cart offline');
    await expectVisible(page.getByText(ORDERED).first(), 'the order offline');
  }, 120_000);

  it('an addition to the cart waits on the device for the network, and says so in Indonesian', async () => {
    await openExhibitorByBooth(page);
    const add = page.getByRole('button', { name: productsCopy.addToCartNamed(ORDERED) });
    await add.click();
    await expectVisible(page.getByRole('status').filter({ hasText: productsCopy.addWaiting(ORDERED) }), 'that the addition waits for the network');
    await expectVisible(add, 'the product still there to add again');
  }, 60_000);

  it('logs out: nothing of the visitor remains in the per-visitor store or localStorage', async () => {
    await context.setOffline(false);
    await page.goto('/profile');
    await logOut(page);
    await expectPath(page, '/home');
    // Firebase's own connection note ("previous_websocket_failure", left by the offline spell)
    // may stay; nothing of the visitor may.
    const local = await localStorageOf(page);
    expect(Object.keys(local).filter((key) => !key.startsWith('firebase:'))).toEqual([]);
    expect(JSON.stringify(local)).not.toContain(VISITOR.code);
    const keys = await visitorStoreKeys(page);
    expect(keys ?? [], 'the per-visitor store is empty').toEqual([]);
    // Offline again: the profile is no longer readable.
    await context.setOffline(true);
    await page.goto('/profile');
    expect(await page.getByText(VISITOR.code).count(), 'the visitor code is gone').toBe(0);
    await context.setOffline(false);
  }, 60_000);
});
