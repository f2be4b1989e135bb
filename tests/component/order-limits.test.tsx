// The platform's order bounds as a visitor meets them (docs/security.md "Bounded tables"): the
// real cart screen, the real SDK and the local platform keeping one order per visitor here; the
// 409's Indonesian message shows in the cart, and the cart keeps its items and ticks as they were.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../helpers/platform';
import { platformSession, renderOnPlatform } from './support/platformScreens';

const platform = usePlatform({ limits: { ordersPerVisitor: 1 } });

describe('an order past the visitor’s most', () => {
  it('shows the platform’s message and loses nothing of the cart', async () => {
    const { api } = await platformSession(platform, 'AGUS2026');
    const [first] = await api.commerce.addToCart({ product_id: 301, quantity: 1, kind: 'product' });
    await api.commerce.placeOrder({ cart_id: first!.id!, item_ids: first!.items!.map((item) => item.id!) });
    await api.commerce.addToCart({ product_id: 302, quantity: 2, kind: 'product' });
    await api.commerce.addToCart({ product_id: 401, quantity: 1, kind: 'product' });

    const user = userEvent.setup();
    await renderOnPlatform(platform, { path: '/my-transaction', code: 'AGUS2026' });
    const cart = await screen.findByRole('region', { name: 'Keranjang' });
    await user.click(await within(cart).findByRole('checkbox', { name: 'Sertakan Mesin Las Inverter MLI-200 dalam pesanan' }));
    await user.click(within(cart).getByRole('button', { name: 'Buat pesanan' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Ringkasan pesanan' })).getByRole('button', { name: 'Pesan sekarang' }));

    expect(await within(cart).findByRole('alert')).toHaveTextContent(
      'Anda sudah membuat 1 pesanan, batas per pengunjung selama pameran. Barang di keranjang tetap tersimpan; hubungi panitia bila perlu memesan lagi.',
    );
    expect(within(cart).getByRole('checkbox', { name: 'Sertakan Gearbox Reduksi WPA-60 dalam pesanan' })).toBeChecked();
    expect(within(cart).getByRole('checkbox', { name: 'Sertakan Mesin Las Inverter MLI-200 dalam pesanan' })).not.toBeChecked();
    expect(within(cart).getByText('3 barang di keranjang')).toBeInTheDocument();
  });
});
