// An add that fails says so under the button that was tapped (a visitor scrolled down would
// never see the top of the page), and the message goes once the connection is back. An add made
// without a network is no failure: it waits, the button says so, and it goes when the network
// is back.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, MESSAGES } from '@pameran/sdk';
import { loginToken, usePlatform } from '../helpers/platform';
import { renderOnPlatform } from './support/platformScreens';

const platform = usePlatform();

// Produk is a lazy screen, and the cart queue fetches the visitor's store (visitorStore.ts) at its
// first use: each first import (transforming its module graph) can outlast these waits on a
// loaded machine. Imported once here, both resolve from the module cache, and the waits below
// measure the app, not the transform.
beforeAll(() => Promise.all([import('../../src/screens/products/index'), import('../../src/adapters/visitorStore')]), 60_000);

describe('an add that fails', () => {
  it('shows the failure under the tapped button and clears it when the connection returns', async () => {
    const user = userEvent.setup();
    await renderOnPlatform(platform, {
      path: '/products',
      code: 'AGUS2026',
      configure: (fake) => {
        // The statecharts' SDK calls are the platform's here; this one fails.
        fake.api.commerce = {
          ...fake.api.commerce,
          addToCart: async () => {
            throw new Error('Tidak ada koneksi internet.');
          },
        };
      },
    });
    // Produk opens on the exhibitors: the merchandise is the second tab.
    await user.click(await screen.findByRole('tab', { name: 'Merchandise' }));
    const button = await screen.findByRole('button', { name: 'Tambah ke keranjang: Topi Pameran 2026' }, { timeout: 5_000 });
    // Disabled while the visitor's cart loads: a tap then does nothing.
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('Topi Pameran 2026 belum masuk keranjang: Tidak ada koneksi internet.');
    // Beside the button, not at the top of the page.
    expect(within(button.parentElement!).getByRole('alert')).toBe(alert);
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('adding to the cart without a network', () => {
  it('says the addition waits for a connection, without an error, and sends it once the device is back online', async () => {
    const user = userEvent.setup();
    let online = false;
    const { ports } = await renderOnPlatform(platform, {
      path: '/products',
      code: 'SITI2026',
      configure: (fake) => {
        const { addToCart } = fake.api.commerce;
        fake.api.commerce = {
          ...fake.api.commerce,
          // No answer while offline (what the SDK throws then), the platform's once back.
          addToCart: (addition, options) => (online ? addToCart(addition, options) : Promise.reject(new ApiError(0, MESSAGES.network, 'network'))),
        };
      },
    });
    // Produk opens on the exhibitors: the merchandise is the second tab.
    await user.click(await screen.findByRole('tab', { name: 'Merchandise' }));
    const button = await screen.findByRole('button', { name: 'Tambah ke keranjang: Topi Pameran 2026' }, { timeout: 5_000 });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const waiting = await within(button.parentElement!).findByRole('status');
    expect(waiting).toHaveTextContent('Menunggu koneksi: Topi Pameran 2026 masuk keranjang otomatis saat koneksi internet kembali.');
    expect(screen.queryByRole('alert')).toBeNull();
    // Another item can still be added meanwhile.
    expect(button).toBeEnabled();

    online = true;
    act(() => ports.goOnline());
    await waitFor(() => expect(within(button.parentElement!).queryByRole('status')).toBeNull());
    expect(await screen.findByText('Keranjang: 1 barang.')).toBeInTheDocument();
    const token = await loginToken(platform, 'SITI2026');
    const carts = (await (await fetch(`${platform.url}/api/carts`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { items: { quantity: number }[] }[] };
    expect(carts.data[0]!.items.map((item) => item.quantity)).toEqual([1]);
  });
});
