// The order summary in real Chromium: "Buat pesanan" shows the items
// and the total first, and nothing is ordered until "Pesan sekarang".
import { describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { screenshot, useBrowser } from './support/browser';
import { expectVisible, logInWithCode, VISITORS } from './support/visitor';

const app = useApp();
const browser = useBrowser();

// Behaviour, not layout: once, on a phone (the layouts are checked in day-details and a11y).
describe('the order summary', () => {
  it('shows the items and the total before the order is placed', async () => {
    const page = await browser.open('phone', app.url, '/login');
    await logInWithCode(page, VISITORS.siti.code);
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
