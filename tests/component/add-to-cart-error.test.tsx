// An add that fails says so under the button that was tapped (a visitor scrolled down would
// never see the top of the page), and the message goes once the connection is back.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../helpers/platform';
import { renderOnPlatform } from './support/platformScreens';

const platform = usePlatform();

describe('adding to the cart while offline', () => {
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
    const button = await screen.findByRole('button', { name: 'Tambah ke keranjang: Topi Pameran 2026' }, { timeout: 5_000 });
    await user.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Topi Pameran 2026 belum masuk keranjang: Tidak ada koneksi internet.');
    // Beside the button, not at the top of the page.
    expect(within(button.parentElement!).getByRole('alert')).toBe(alert);
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
