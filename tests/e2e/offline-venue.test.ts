// Offline at the venue, in real Chromium against the built app and
// the local platform:
//   - an exhibitor the visitor has not opened before, but which the directory already on the
//     page lists, shows what the directory knows (name, booth, category, "Lihat di denah") and
//     a calm note instead of "Gagal memuat data"; back online, its full details arrive by themselves;
//   - "Tambah ke keranjang" offline waits on the device ("Menunggu koneksi"), survives a reload
//     while still offline, and reaches the platform exactly once when the network is back.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { common } from '../../src/copy/common';
import { planLinks } from '../../src/copy/planLinks';
import { products as productsCopy } from '../../src/copy/products';
import { transactions as transactionsCopy } from '../../src/copy/transactions';
import { call, loginToken } from '../helpers/platform';
import { useApp } from './support/app';
import { screenLoaded, screenshot, UI_TIMEOUT, useBrowser } from './support/browser';
import { eventually, expectVisible, logInWithCode, VISITORS } from './support/visitor';

const app = useApp();
const browser = useBrowser();

/** Booth B-07 (server/data.mjs): never opened in this test before the network goes. */
const GENSET = { id: 5, name: 'PT Genset Andalan', booth: 'B-07', line: 'Stan B-07 · Hall B · Genset & Kelistrikan', product: 'Genset Diesel GA-30 kVA' };
/** Booth A-05 and one of its products. */
const BEARING_BOOTH = { booth: 'A-05', name: 'PT Bearing Jaya Abadi' };
const GEARBOX = { id: 302, name: 'Gearbox Reduksi WPA-60' };

describe('an exhibitor not opened before, offline', () => {
  it('shows what the loaded directory knows, then its full details when the network is back', async () => {
    const page = await browser.open('phone', app.url, '/products');
    // Produk's boot screen shows its tabs before the app has come; they answer once it has.
    await screenLoaded(page);
    await page.getByRole('tab', { name: productsCopy.exhibitorsTab }).click();
    const row = page.getByRole('link', { name: new RegExp(`^${GENSET.name}`) });
    await expectVisible(row, 'the exhibitor in the directory');
    // Everything the page asks for on its own (the details' code when idle) has arrived.
    await page.waitForLoadState('networkidle');

    await page.context().setOffline(true);
    await row.click();
    await expectVisible(page.getByRole('heading', { level: 2, name: GENSET.name }), "the exhibitor's name");
    await expectVisible(page.getByText(GENSET.line), 'its booth, hall and category');
    await expect.poll(() => page.getByRole('link', { name: planLinks.showOnPlanNamed(GENSET.name) }).getAttribute('href')).toBe(`/denah?booth=${GENSET.booth}`);
    await expectVisible(page.getByRole('status').filter({ hasText: productsCopy.directoryOnly }), 'that the rest needs a connection');
    expect(await page.getByText(common.errorTitle).count(), 'no "Gagal memuat data"').toBe(0);
    await screenshot(page, 'products-exhibitor-offline');

    await page.context().setOffline(false);
    await expectVisible(page.getByRole('heading', { level: 3, name: GENSET.product }), 'its products, once back online');
    expect(await page.getByText(productsCopy.directoryOnly).count()).toBe(0);
  }, 120_000);
});

describe('"Tambah ke keranjang" offline', () => {
  let context: BrowserContext;
  let page: Page;
  afterAll(async () => {
    await context?.close().catch(() => undefined);
  });

  const cartPosts = () => app.platform.requests.filter((request) => request.method === 'POST' && request.path === '/api/carts');

  it('waits on the device, survives a reload offline, and reaches the platform once when the network is back', async () => {
    // The service worker keeps the app's files, so the page reloads without a network.
    context = await browser.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: app.url, locale: 'id-ID', serviceWorkers: 'allow' });
    context.setDefaultTimeout(UI_TIMEOUT);
    page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[e2e offline-venue] page error: ${error.message}`));
    await page.goto('/login');
    await logInWithCode(page, VISITORS.agus.code);
    await eventually(async () => page.evaluate(() => navigator.serviceWorker.controller !== null), 'the service worker controls the page', 60_000);
    // The cart once online, so the device has a copy of it for the reload offline.
    await page.goto('/my-transaction');
    await expectVisible(page.getByText(transactionsCopy.cartEmpty), 'the empty cart');
    await page.goto(`/products?booth=${BEARING_BOOTH.booth}`);
    await expectVisible(page.getByRole('heading', { level: 2, name: BEARING_BOOTH.name }), 'the exhibitor');
    const add = page.getByRole('button', { name: productsCopy.addToCartNamed(GEARBOX.name) });
    await eventually(async () => add.isEnabled(), 'the add button is ready');
    const postsBefore = cartPosts().length;

    await context.setOffline(true);
    await add.click();
    await expectVisible(page.getByRole('status').filter({ hasText: productsCopy.addWaiting(GEARBOX.name) }), 'that the addition waits for a connection');
    expect(await page.getByRole('alert').filter({ hasText: /belum masuk keranjang/ }).count(), 'no failure').toBe(0);

    await page.goto('/my-transaction');
    const waiting = page.getByRole('region', { name: transactionsCopy.waitingForNetwork });
    await expectVisible(waiting.getByText(transactionsCopy.queuedItem(GEARBOX.name, 1)), 'the addition in the cart, waiting');
    await screenshot(page, 'cart-waiting-offline');

    await page.reload();
    await expectVisible(page.getByRole('region', { name: transactionsCopy.waitingForNetwork }).getByText(transactionsCopy.queuedItem(GEARBOX.name, 1)), 'the addition still waiting after a reload');
    expect(cartPosts().length, 'nothing reached the platform while offline').toBe(postsBefore);

    await context.setOffline(false);
    const line = page.getByRole('listitem').filter({ has: page.getByText(GEARBOX.name, { exact: true }) });
    await expectVisible(line.getByRole('group', { name: transactionsCopy.quantityOf(GEARBOX.name) }), 'the item in the cart once online');
    await eventually(async () => (await page.getByRole('region', { name: /Menunggu koneksi|Sedang dikirim/ }).count()) === 0, 'nothing waits any more');

    // On the platform: one line, one gearbox, from one POST carrying the key the device gave it.
    const token = await loginToken(app.platform, VISITORS.agus.code);
    const carts = (await call(app.platform, 'GET', '/api/carts', { token })).body.data as { items: { product_id: number; quantity: number }[] }[];
    expect(carts[0]!.items.filter((item) => item.product_id === GEARBOX.id)).toEqual([expect.objectContaining({ product_id: GEARBOX.id, quantity: 1 })]);
    const sent = cartPosts().slice(postsBefore);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(new Set(sent.map((request) => request.headers['idempotency-key'])).size, 'every send of it carries the same key').toBe(1);
    expect(sent[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  }, 180_000);
});
