// The order summary in real Chromium on a phone and a desktop: "Buat pesanan" shows the items
// and the total first, and nothing is ordered until "Pesan sekarang".
import { describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { screenshot, useBrowser, VIEWPORTS, type Viewport } from './support/browser';
import { expectVisible, logInWithCode, VISITORS } from './support/visitor';

const app = useApp();
const browser = useBrowser();
const VISITOR_FOR = { phone: VISITORS.siti, desktop: VISITORS.budi } as const;

describe.each(VIEWPORTS)('the order summary on a %s', (viewport: Viewport) => {
  it('shows the items and the total before the order is placed', async () => {
    const page = await browser.open(viewport, app.url, '/login');
    await logInWithCode(page, VISITOR_FOR[viewport].code);
    await page.goto('/products');
    const add = page.getByRole('button', { name: /^Tambah ke keranjang: / }).first();
    await expectVisible(add, 'an add-to-cart button');
    await add.click();
    await expectVisible(page.getByText('Keranjang: 1 barang.'), 'the cart with one item');

    await page.goto('/my-transaction');
    await page.getByRole('button', { name: 'Buat pesanan' }).click();
    const review = page.getByRole('dialog', { name: 'Ringkasan pesanan' });
    await expectVisible(review, 'the order summary');
    await expectVisible(review.getByText('Total (1 barang)'), 'the total in the summary');
    await screenshot(page, 'order-summary');
    expect(app.platform.requests.filter((request) => request.method === 'POST' && request.path === '/api/orders')).toEqual([]);
    await review.getByRole('button', { name: 'Kembali' }).click();
    await review.waitFor({ state: 'hidden' });
  });
});
