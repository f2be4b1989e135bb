import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../helpers/platform';
import { makeUser, renderApp } from './support/renderApp';
import { renderOnPlatform } from './support/platformScreens';

const platform = usePlatform();

describe('my-transaction screen', () => {
  it('asks an anonymous visitor to log in, with a link to /login', async () => {
    await renderOnPlatform(platform, { path: '/my-transaction' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaksi Saya' })).toBeInTheDocument();
    expect(await screen.findByText('Masuk untuk melihat keranjang dan pesanan Anda.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Masuk atau daftar' })).toHaveAttribute('href', '/login');
    expect(platform.requests.some((request) => request.path === '/api/orders')).toBe(false);
  });

  it('shows the empty cart and the empty order list of a new visitor', async () => {
    await renderOnPlatform(platform, { path: '/my-transaction', code: 'AGUS2026' });
    const cart = await screen.findByRole('region', { name: 'Keranjang' });
    expect(await within(cart).findByText('Keranjang masih kosong.')).toBeInTheDocument();
    expect(within(cart).getByRole('link', { name: 'Lihat produk' })).toHaveAttribute('href', '/products');
    const orders = screen.getByRole('region', { name: 'Pesanan saya' });
    expect(await within(orders).findByText('Belum ada pesanan.')).toBeInTheDocument();
  });

  it('asks the platform for at most 100 orders', async () => {
    platform.resetRequests();
    await renderOnPlatform(platform, { path: '/my-transaction', code: 'BUDI2026' });
    await within(await screen.findByRole('region', { name: 'Pesanan saya' })).findByText('Belum ada pesanan.');
    const request = platform.requests.find((logged) => logged.path === '/api/orders');
    expect(request?.query).toBe('?limit=100');
  });

  it('logs out as the statechart says when the orders answer 401', async () => {
    const { ports } = renderApp({
      path: '/my-transaction',
      signedInAs: makeUser(),
      // The fake visitor's token, which the platform does not know: it answers 401.
      platform: { url: platform.url },
    });
    await waitFor(() => expect(ports.stored.cleared).toBe(1), { timeout: 5_000 });
    expect(await screen.findByText('Masuk untuk melihat keranjang dan pesanan Anda.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
  });

  it('shows an Indonesian error with a retry when the orders cannot be loaded', async () => {
    const user = userEvent.setup();
    let reachable = false;
    const fetch = async () => (reachable ? new Response(JSON.stringify({ data: [] }), { headers: { 'Content-Type': 'application/json' } }) : Promise.reject(new TypeError('fetch failed')));
    renderApp({ path: '/my-transaction', signedInAs: makeUser(), platform: { url: platform.url, fetch } });
    const orders = await screen.findByRole('region', { name: 'Pesanan saya' });
    expect(await within(orders).findByRole('alert')).toHaveTextContent('Tidak dapat terhubung ke server');
    reachable = true;
    await user.click(within(orders).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(orders).findByText('Belum ada pesanan.')).toBeInTheDocument();
  });
});
