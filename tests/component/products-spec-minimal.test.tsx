// Produk on SPEC's platform (PAMERAN_PLATFORM=spec-minimal): no paged exhibitor list (404) and an
// event answer without exhibitors, so Produk opens on an empty exhibitor list that says so, and
// the search still works on what there is, the merchandise, English words of the trade included,
// saying that exhibitors' products are not searchable here.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../helpers/platform';
import { renderOnPlatform } from './support/platformScreens';

const platform = usePlatform({ platform: 'spec-minimal' });

describe('Produk on SPEC’s platform', () => {
  it('opens on the exhibitors, which says there are none, and finds merchandise by an English word', async () => {
    const user = userEvent.setup();
    await renderOnPlatform(platform, { path: '/products' });
    const exhibitors = await screen.findByRole('tabpanel', { name: 'Peserta pameran' });
    expect(await within(exhibitors).findByText('Belum ada peserta pameran.')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Cari produk atau peserta' }), 'hat');
    // The index's code is fetched once the catalogue is in: on a loaded machine that takes a moment.
    expect(await screen.findByRole('link', { name: /^Topi Pameran 2026/ }, { timeout: 15_000 })).toHaveAttribute('href', '/products?merchandise=1&q=hat');
    const results = screen.getByRole('region', { name: 'Hasil pencarian' });
    expect(within(results).getByText('Pencarian produk peserta belum tersedia di acara ini; yang dicari: nama dan kategori peserta, dan merchandise.')).toBeInTheDocument();
  });
});
