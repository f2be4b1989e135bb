import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../helpers/platform';
import { renderOnPlatform } from './support/platformScreens';

const platform = usePlatform();

describe('admin-gift screen', () => {
  it('pushes the chosen prizes to the chosen visitor’s realtime path', async () => {
    const user = userEvent.setup();
    await renderOnPlatform(platform, { path: '/admin-gift' });
    const visitors = await screen.findByRole('group', { name: 'Pengunjung' });
    const prizes = screen.getByRole('group', { name: 'Hadiah' });

    await user.click(screen.getByRole('button', { name: 'Kirim hadiah' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Pilih satu pengunjung terlebih dahulu.');

    await user.click(within(visitors).getByRole('radio', { name: 'Siti Rahmawati — CV Sumber Makmur (SITI2026)' }));
    await user.click(screen.getByRole('button', { name: 'Kirim hadiah' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Pilih minimal satu hadiah.');

    await user.click(within(prizes).getByRole('checkbox', { name: 'Voucher Servis Genset' }));
    await user.click(within(prizes).getByRole('checkbox', { name: 'Helm Proyek Pameran' }));
    await user.click(screen.getByRole('button', { name: 'Kirim hadiah' }));
    expect(await screen.findByRole('status', {}, { timeout: 5_000 })).toHaveTextContent('2 hadiah dikirim ke Siti Rahmawati.');

    const pushed = (await platform.readRealtime('brochure/1002')) as { id: number; name: string }[];
    expect(pushed.map((prize) => prize.name)).toEqual(['Voucher Servis Genset', 'Helm Proyek Pameran']);
  });

  it('filters the visitors by name, agency or invitation code', async () => {
    const user = userEvent.setup();
    await renderOnPlatform(platform, { path: '/admin-gift' });
    const visitors = await screen.findByRole('group', { name: 'Pengunjung' });
    expect(within(visitors).getAllByRole('radio')).toHaveLength(3);
    await user.type(within(visitors).getByRole('searchbox', { name: 'Cari pengunjung' }), 'tambang');
    const matching = within(visitors).getAllByRole('radio');
    expect(matching).toHaveLength(1);
    expect(matching[0]).toHaveAccessibleName('Agus Prasetyo — PT Tambang Sejahtera (AGUS2026)');
    await user.clear(within(visitors).getByRole('searchbox', { name: 'Cari pengunjung' }));
    await user.type(within(visitors).getByRole('searchbox', { name: 'Cari pengunjung' }), 'tidak ada');
    expect(within(visitors).getByText('Tidak ada pengunjung yang cocok.')).toBeInTheDocument();
  });
});
