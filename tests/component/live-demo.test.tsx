// From the demo to the stand, against the local platform: the live page of session 79 shows the
// products its exhibitor demonstrates beside the player; the visitor adds one to the cart and
// places the order without leaving the page. And the end of a session opens its survey once.
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

describe('live page at the end of a session', () => {
  // Session 79 started 1 s ago and lasts 2 s.
  // Ends 5 s after it is served: long enough for a loaded machine to show the player first.
  const ending = usePlatform({ trackedSession: { delayMs: -1_000, lengthMs: 6_000 } });

  it('opens the survey once when the session ends, and not again once answered', async () => {
    const user = userEvent.setup();
    await renderOnPlatform(ending, { path: '/live-stream/79', code: 'AGUS2026' });
    // The live page is a lazy screen: its first load may take seconds on a loaded machine.
    expect(await screen.findByTitle('Siaran Peluncuran Mesin CNC Generasi Baru', {}, { timeout: 5_000 })).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Sesi selesai — isi survei' }, { timeout: 10_000 });
    expect(screen.getByText('Sesi ini sudah berakhir.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Sangat bermanfaat' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Genset' }));
    await user.type(within(dialog).getByRole('textbox'), 'Lebih banyak demo.');
    await user.click(within(dialog).getByRole('button', { name: 'Kirim jawaban' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('survey-answered:79')).toBe('1');
    expect(screen.getAllByText('Terima kasih! Jawaban Anda sudah kami terima.').length).toBeGreaterThan(0);
  });
});
