// The order summary in real Chromium: "Buat pesanan" shows the items
// and the total first, and nothing is ordered until "Pesan sekarang".
import { describe, expect, it } from 'vitest';
import { createPameranClient } from '../../sdk/src/index';
import { loginToken } from '../helpers/platform';
import { useApp } from './support/app';
import { screenLoaded, screenshot, useBrowser } from './support/browser';
import { expectVisible, logInWithCode, VISITORS } from './support/visitor';

const app = useApp();
const browser = useBrowser();

/** Merchandise 1 in server/data.mjs (price 75_000), as the visitor reads its price. */
const TOPI = { name: 'Topi Pameran 2026', price: 'Rp 75.000' };

// Behaviour, not layout: once, on a phone (the layouts are checked in day-details and a11y).
describe('the order summary', () => {
  it('shows the items and the total before the order is placed', async () => {
    const page = await browser.open('phone', app.url, '/login');
    await logInWithCode(page, VISITORS.siti.code);
    await page.goto('/products');
    // Produk's boot screen shows its tabs before the app has come; they answer once it has.
    await screenLoaded(page);
    await page.getByRole('tab', { name: 'Merchandise' }).click();
    const add = page.getByRole('button', { name: `Tambah ke keranjang: ${TOPI.name}` });
    await expectVisible(add, 'the add-to-cart button of the cap');
    await add.click();
    await expectVisible(page.getByText('Keranjang: 1 barang.'), 'the cart with one item');

    await page.goto('/my-transaction');
    await page.getByRole('button', { name: 'Buat pesanan' }).click();
    const review = page.getByRole('dialog', { name: 'Ringkasan pesanan' });
    await expectVisible(review, 'the order summary');
    await expectVisible(review.getByText(`${TOPI.name} × 1`), 'the cap in the summary');
    const total = review.getByText('Total (1 barang)').locator('..');
    await expectVisible(total.getByText(TOPI.price, { exact: true }), 'the total amount in the summary');
    await screenshot(page, 'order-summary');
    expect(app.platform.requests.filter((request) => request.method === 'POST' && request.path === '/api/orders')).toEqual([]);
    await review.getByRole('button', { name: 'Kembali' }).click();
    await review.waitFor({ state: 'hidden' });
  });

  it("asks where the sales team can reach the visitor, from the profile, saves a change there, and shows the order's payment deadline", async () => {
    // The cap in Agus's cart, put there through the platform (the products screen is tested elsewhere).
    const token = await loginToken(app.platform, VISITORS.agus.code);
    await createPameranClient({ baseUrl: app.url, getToken: () => token }).commerce.addToCart({ product_id: 1, quantity: 1, kind: 'merchandise' });
    const page = await browser.open('phone', app.url, '/login');
    await logInWithCode(page, VISITORS.agus.code);
    await page.goto('/my-transaction');
    await page.getByRole('button', { name: 'Buat pesanan' }).click();
    const review = page.getByRole('dialog', { name: 'Ringkasan pesanan' });
    const contact = review.getByRole('group', { name: 'Agar tim penjualan dapat menghubungi Anda' });
    expect(await contact.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('agus.prasetyo@contoh.co.id');
    await contact.getByRole('textbox', { name: 'Telepon' }).fill('0812 3333 4444');
    await review.getByRole('button', { name: 'Pesan sekarang' }).click();

    // A merchandise order waits 30 minutes for payment (server/api.mjs): the deadline and what is left.
    const order = page.getByRole('region', { name: 'Pesanan saya' }).getByRole('listitem').first();
    await expectVisible(order.getByText('Menunggu pembayaran'), 'the new order awaiting payment');
    await expectVisible(order.getByText(/^Bayar sebelum \d\d[.:]\d\d$/), "the order's payment deadline");
    await expectVisible(order.getByText(/^Sisa waktu (30:00|29:[0-5]\d)$/), 'the time left to pay');
    await screenshot(page, 'order-payment-deadline');

    await page.goto('/profile');
    await expectVisible(page.getByText('0812 3333 4444'), 'the phone typed in the summary, on the profile');
  });
});
