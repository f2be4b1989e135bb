// The cart has a quantity stepper, so going from 3 to 2 does not mean removing the line and
// adding it again by hand. Against the local platform, so the quantity it keeps is checked.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../helpers/platform';
import { platformSession, renderOnPlatform } from './support/platformScreens';

const platform = usePlatform();

describe('the cart’s quantity stepper', () => {
  it('takes a line from 3 to 2 and back to 3, on the platform too, keeping one line', async () => {
    const user = userEvent.setup();
    const before = await platformSession(platform, 'BUDI2026');
    await before.api.commerce.addToCart({ product_id: 1, quantity: 3, kind: 'merchandise' });
    const { api } = await renderOnPlatform(platform, { path: '/my-transaction', code: 'BUDI2026' });
    const cart = await screen.findByRole('region', { name: 'Keranjang' });
    const stepper = () => within(cart).getByRole('group', { name: 'Jumlah Topi Pameran 2026' });
    await within(cart).findByRole('group', { name: 'Jumlah Topi Pameran 2026' });
    expect(stepper()).toHaveTextContent(/^3$/);
    const lines = async () => (await api.commerce.carts()).flatMap((c) => c.items ?? []).map((item) => [item.product_id, item.kind, item.quantity]);

    const decrease = within(cart).getByRole('button', { name: 'Kurangi jumlah Topi Pameran 2026' });
    await waitFor(() => expect(decrease).toBeEnabled());
    await user.click(decrease);
    await waitFor(() => expect(stepper()).toHaveTextContent(/^2$/));
    await waitFor(async () => expect(await lines()).toEqual([[1, 'merchandise', 2]]));
    expect(within(cart).getByText('2 barang di keranjang')).toBeInTheDocument();

    const increase = within(cart).getByRole('button', { name: 'Tambah jumlah Topi Pameran 2026' });
    await waitFor(() => expect(increase).toBeEnabled());
    await user.click(increase);
    await waitFor(() => expect(stepper()).toHaveTextContent(/^3$/));
    await waitFor(async () => expect(await lines()).toEqual([[1, 'merchandise', 3]]));
  });
});
