import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../helpers/platform';
import { platformSession, renderOnPlatform } from './support/platformScreens';

const platform = usePlatform();

/** Puts items into a demo visitor's cart over HTTP before the app starts. */
async function fillCart(code: string, additions: { product_id: number; quantity: number; kind: 'product' | 'merchandise' }[]) {
  const { api } = await platformSession(platform, code);
  for (const addition of additions) await api.commerce.addToCart(addition);
}

const cartSection = () => screen.findByRole('region', { name: 'Keranjang' });
const ordersSection = () => screen.findByRole('region', { name: 'Pesanan saya' });

describe('cart', () => {
  it('counts the quantity as the sum of the first cart’s item quantities, with every item checked', async () => {
    await fillCart('BUDI2026', [
      { product_id: 301, quantity: 2, kind: 'product' },
      { product_id: 1, quantity: 3, kind: 'merchandise' },
    ]);
    await renderOnPlatform(platform, { path: '/my-transaction', code: 'BUDI2026' });
    const cart = await cartSection();
    expect(await within(cart).findByText('5 barang di keranjang')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Keranjang, 5 barang' })).toBeInTheDocument();
    expect(within(cart).getByRole('checkbox', { name: 'Sertakan Bearing Bola 6205-2RS dalam pesanan' })).toBeChecked();
    expect(within(cart).getByRole('checkbox', { name: 'Sertakan Topi Pameran 2026 dalam pesanan' })).toBeChecked();
    expect(within(cart).getByText('Total 5 barang dipilih')).toBeInTheDocument();
    // 2 × Rp 45.000 + 3 × Rp 75.000
    expect(within(cart).getByText('Rp 315.000')).toBeInTheDocument();
  });

  it('orders only the checked items and shows the new order', async () => {
    const user = userEvent.setup();
    await fillCart('SITI2026', [
      { product_id: 301, quantity: 2, kind: 'product' },
      { product_id: 2, quantity: 1, kind: 'merchandise' },
    ]);
    await renderOnPlatform(platform, { path: '/my-transaction', code: 'SITI2026' });
    const cart = await cartSection();
    await user.click(await within(cart).findByRole('checkbox', { name: 'Sertakan Kaos Teknisi Pameran dalam pesanan' }));
    const summary = within(cart).getByText('Total 2 barang dipilih').parentElement!;
    expect(within(summary).getByText('Rp 90.000')).toBeInTheDocument();

    await user.click(within(cart).getByRole('button', { name: 'Buat pesanan' }));
    // A summary with the total comes first; nothing is ordered until it is confirmed.
    const review = await screen.findByRole('dialog', { name: 'Ringkasan pesanan' });
    expect(within(review).getByRole('list', { name: 'Barang yang dipesan' })).toHaveTextContent('Bearing Bola 6205-2RS × 2Rp 90.000');
    expect(review).toHaveTextContent('Total (2 barang)Rp 90.000');
    expect(review).not.toHaveTextContent('Kaos Teknisi Pameran');
    expect(platform.requests.filter((request) => request.method === 'POST' && request.path === '/api/orders')).toEqual([]);
    await user.click(within(review).getByRole('button', { name: 'Pesan sekarang' }));

    // The order says what happens next (the platform's text).
    expect(await within(cart).findByRole('status', {}, { timeout: 5_000 })).toHaveTextContent(
      /^Pesanan .+ berhasil dibuat\. Tim penjualan peserta pameran akan menghubungi Anda dalam 1×24 jam/,
    );
    // What was not checked stays in the cart, checked again for the next order; the quantity follows.
    expect(await within(cart).findByText('1 barang di keranjang')).toBeInTheDocument();
    expect(within(cart).getByText('Total 1 barang dipilih')).toBeInTheDocument();
    expect(within(cart).getByRole('checkbox', { name: 'Sertakan Kaos Teknisi Pameran dalam pesanan' })).toBeChecked();
    expect(within(cart).queryByText('Bearing Bola 6205-2RS')).not.toBeInTheDocument();

    const orders = await ordersSection();
    const heading = await within(orders).findByRole('heading', { level: 3, name: /^Pesanan / }, { timeout: 5_000 });
    const order = heading.closest('li')!;
    expect(order).toHaveTextContent('Bearing Bola 6205-2RS × 2');
    expect(order).toHaveTextContent('Rp 90.000');
    expect(order).not.toHaveTextContent('Kaos Teknisi Pameran');
    expect(order).toHaveTextContent('Langkah berikutnya: Tim penjualan peserta pameran akan menghubungi Anda dalam 1×24 jam');
  });

  it('goes back from the summary without ordering', async () => {
    const user = userEvent.setup();
    await fillCart('BUDI2026', [{ product_id: 301, quantity: 1, kind: 'product' }]);
    platform.resetRequests();
    await renderOnPlatform(platform, { path: '/my-transaction', code: 'BUDI2026' });
    const cart = await cartSection();
    await user.click(await within(cart).findByRole('button', { name: 'Buat pesanan' }));
    const review = await screen.findByRole('dialog', { name: 'Ringkasan pesanan' });
    await user.click(within(review).getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ringkasan pesanan' })).toBeNull());
    expect(platform.requests.filter((request) => request.method === 'POST' && request.path === '/api/orders')).toEqual([]);
    expect(within(cart).getByRole('button', { name: 'Buat pesanan' })).toBeEnabled();
  });

  it('cannot check out with nothing checked, and says why', async () => {
    const user = userEvent.setup();
    await fillCart('AGUS2026', [{ product_id: 3, quantity: 1, kind: 'merchandise' }]);
    await renderOnPlatform(platform, { path: '/my-transaction', code: 'AGUS2026' });
    const cart = await cartSection();
    await user.click(await within(cart).findByRole('checkbox', { name: 'Sertakan Tumbler Baja Tahan Karat dalam pesanan' }));
    expect(within(cart).getByText('Pilih minimal satu barang untuk dipesan.')).toBeInTheDocument();
    expect(within(cart).getByRole('button', { name: 'Buat pesanan' })).toBeDisabled();
  });

  it('removes an item from the cart on the platform', async () => {
    const user = userEvent.setup();
    const { api } = await renderOnPlatform(platform, { path: '/my-transaction', code: 'AGUS2026' });
    const cart = await cartSection();
    const remove = await within(cart).findByRole('button', { name: 'Hapus Tumbler Baja Tahan Karat dari keranjang' });
    await waitFor(() => expect(remove).toBeEnabled());
    await user.click(remove);
    expect(await within(cart).findByText('Keranjang masih kosong.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Keranjang, kosong' })).toBeInTheDocument();
    const carts = await api.commerce.carts();
    expect(carts.flatMap((c) => c.items)).toEqual([]);
  });
});
