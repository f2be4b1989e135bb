// From the demo to the stand, against the local platform: the live page of session 79 shows the
// products its exhibitor demonstrates beside the player; the visitor adds one to the cart and
// places the order without leaving the page. (The survey that opens once at the session's end is
// held in Chromium on a controlled clock: tests/e2e/agenda.test.ts.)
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../helpers/platform';
import { renderOnPlatform } from './support/platformScreens';

describe('live page: demo → product → cart → order', () => {
  const platform = usePlatform();

  it('adds a demonstrated product to the cart and places the order from the live page', async () => {
    const user = userEvent.setup();
    await renderOnPlatform(platform, { path: '/live-stream/79', code: 'AGUS2026' });
    const panel = await screen.findByRole('complementary', { name: 'Produk dalam demo ini' });
    const lathe = await within(panel).findByRole('article', { name: 'Mesin Bubut CNC SB-360' });
    expect(within(panel).getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(['demo-product-101', 'demo-product-102']);
    await user.click(within(lathe).getByRole('button', { name: 'Tambah ke keranjang: Mesin Bubut CNC SB-360' }));
    await waitFor(() => expect(within(panel).getByTestId('demo-cart-quantity')).toHaveTextContent('1 barang di keranjang Anda.'));
    await user.click(within(panel).getByRole('button', { name: 'Pesan isi keranjang' }));
    // One tap shows the summary with the total; the order is placed only on confirming it.
    const review = await screen.findByRole('dialog', { name: 'Ringkasan pesanan' });
    expect(review).toHaveTextContent('Mesin Bubut CNC SB-360 × 1');
    expect(review).toHaveTextContent(/Total \(1 barang\)Rp [\d.]+/);
    expect(platform.requests.filter((r) => r.method === 'POST' && r.path === '/api/orders')).toHaveLength(0);
    await user.click(within(review).getByRole('button', { name: 'Pesan sekarang' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(/^Pesanan PMR-\d{4}-\d{4} berhasil dibuat\. Tim penjualan peserta pameran/);
    expect(platform.requests.filter((r) => r.method === 'POST' && r.path === '/api/orders')).toHaveLength(1);
    // Still on the live page: the stage is where it was.
    expect(screen.getByRole('article', { name: 'Peluncuran Mesin CNC Generasi Baru' })).toBeInTheDocument();
  });
});
