// Browsing and buying in real Chromium against the built app and the local platform:
// exhibitors and products, an exhibitor by booth code, add to cart, remove, check out, and the
// order in my-transaction.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { products as productsCopy } from '../../src/copy/products';
import { transactions as transactionsCopy } from '../../src/copy/transactions';
import { useApp } from './support/app';
import { screenLoaded, screenshot, useBrowser } from './support/browser';
import { confirmOrder, eventually, expectPath, expectVisible, heading, logInWithCode, VISITORS } from './support/visitor';

const app = useApp();
const browser = useBrowser();

/** Booth A-05: PT Bearing Jaya Abadi (server/data.mjs). */
const EXHIBITOR = { booth: 'A-05', name: 'PT Bearing Jaya Abadi', products: ['Bearing Bola 6205-2RS', 'Gearbox Reduksi WPA-60'] };
const KEPT = EXHIBITOR.products[0]!;
const REMOVED = EXHIBITOR.products[1]!;

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /Keranjang/ });

// Behaviour, not layout: once, on a phone (the layouts are checked in day-details and a11y).
describe('shopping', () => {
  const viewport = 'phone';
  let page: Page;

  it('browses exhibitors and products anonymously', async () => {
    page = await browser.open(viewport, app.url, '/products');
    await expectVisible(heading(page), 'the products heading');
    // Produk's boot screen shows its tabs before the app has come; they answer once it has.
    await screenLoaded(page);
    await page.getByRole('tab', { name: 'Merchandise' }).click();
    await expectVisible(page.getByText('Topi Pameran 2026').first(), 'the merchandise list');
    await screenshot(page, 'products-merchandise');
    await page.getByRole('tab', { name: 'Peserta pameran' }).click();
    const exhibitor = page.getByRole('link', { name: new RegExp(EXHIBITOR.name) });
    await expectVisible(exhibitor, 'the exhibitor list');
    await screenshot(page, 'products-exhibitors');
    await exhibitor.click();
    await expectVisible(page.getByRole('heading', { name: EXHIBITOR.name }), "the exhibitor's page");
    await expectVisible(page.getByText(EXHIBITOR.products[0]!).first(), "the exhibitor's products");
  });

  it('logs in and opens an exhibitor by its booth code', async () => {
    await logInWithCode(page, VISITORS.budi.code);
    await page.goto('/products');
    await screenLoaded(page);
    await page.getByRole('tab', { name: 'Peserta pameran' }).click();
    await page.getByText(productsCopy.findToggle).click();
    await page.getByRole('textbox', { name: productsCopy.findLabel }).fill(EXHIBITOR.booth);
    await page.getByRole('button', { name: productsCopy.findSubmit, exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: EXHIBITOR.name }), "the exhibitor's name");
    for (const product of EXHIBITOR.products) await expectVisible(page.getByText(product).first(), `the product ${product}`);
    await screenshot(page, 'exhibitor-by-booth');
  });

  it('adds two products to the cart; the header badge counts them', async () => {
    for (const product of [KEPT, REMOVED]) {
      await page.getByRole('button', { name: productsCopy.addToCartNamed(product) }).click();
      await eventually(async () => app.platform.requests.some((r) => r.method === 'POST' && r.path === '/api/carts' && r.body.includes(product === KEPT ? '301' : '302')), `the cart gets ${product}`);
    }
    await expectVisible(page.getByRole('banner').getByRole('link', { name: copy.shell.cartLabel(2) }), 'the cart badge with 2 items');
  });

  it('removes one item in my-transaction and checks out the other; the order is listed', async () => {
    await cartLink(page).click();
    await expectPath(page, '/my-transaction');
    await expectVisible(page.getByText(REMOVED).first(), 'the cart items');
    await screenshot(page, 'my-transaction-cart');
    await page.getByRole('button', { name: transactionsCopy.removeItem(REMOVED) }).click();
    await page.getByRole('button', { name: transactionsCopy.removeItem(REMOVED) }).waitFor({ state: 'detached' });
    await expectVisible(page.getByRole('banner').getByRole('link', { name: copy.shell.cartLabel(1) }), 'the cart badge with 1 item');

    await page.getByRole('button', { name: transactionsCopy.checkout }).click();
    await confirmOrder(page);
    await expectVisible(page.getByRole('status').filter({ hasText: /Pesanan .+ berhasil dibuat\./ }), 'the order confirmation');
    const orders = page.getByRole('region', { name: 'Pesanan saya' }).or(page.locator('section', { has: page.getByRole('heading', { name: 'Pesanan saya' }) }));
    await expectVisible(orders.getByText(KEPT).first(), 'the order with the kept product in "Pesanan saya"');
    expect(await orders.getByText(REMOVED).count(), 'the removed item is not in the order').toBe(0);
    await screenshot(page, 'my-transaction-order');
  });
});
