// The organisers' printed booth codes point at the fair's public address of the app (the build's
// PUBLIC_APP_URL, src/config.ts): the sheet says that address and "Pindai untuk stempel / Scan to
// collect a stamp" on every code, and refuses to print from any other address, saying where to
// print it from. The real screen, the real SDK and the local platform; the build setting is the
// one config value the test sets.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { config } from '../../src/config';
import { usePlatform } from '../helpers/platform';
import { renderOnPlatform } from './support/platformScreens';

const platform = usePlatform();
const builtWith = config.publicAppUrl;
afterEach(() => {
  config.publicAppUrl = builtWith;
});

async function openSheet() {
  await renderOnPlatform(platform, { path: '/admin-stamps', code: 'PANITIA2026' });
  return screen.findByRole('region', { name: 'Lembar QR stan' }, { timeout: 15_000 });
}

describe('the printed booth codes', () => {
  it('opened from another address than the public one: says where they point and where to print, offers no printing', async () => {
    config.publicAppUrl = 'https://pameran.contoh.id';
    const sheet = await openSheet();
    const here = window.location.origin;
    expect(within(sheet).getByRole('alert')).toHaveTextContent(
      `Lembar ini tidak dicetak dari ${here}: kode QR-nya mengarah ke https://pameran.contoh.id, alamat aplikasi untuk pameran. Buka https://pameran.contoh.id/admin-stamps lalu cetak dari sana.`,
    );
    expect(within(sheet).queryByRole('button', { name: 'Cetak lembar QR' })).not.toBeInTheDocument();
    expect(within(sheet).getByText('Kode QR di lembar ini membuka https://pameran.contoh.id')).toBeInTheDocument();
    expect(sheet).toHaveClass('print-refused');
  });

  it('opened from the public address: prints, each code saying in both languages what it is for', async () => {
    config.publicAppUrl = window.location.origin;
    const sheet = await openSheet();
    expect(within(sheet).getByRole('button', { name: 'Cetak lembar QR' })).toBeInTheDocument();
    expect(within(sheet).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(sheet).getByText(`Kode QR di lembar ini membuka ${window.location.origin}`)).toBeInTheDocument();
    const tiles = within(sheet).getAllByRole('listitem');
    expect(tiles).toHaveLength(7);
    for (const tile of tiles) expect(tile).toHaveTextContent('Pindai untuk stempel / Scan to collect a stamp');
  });

  it('without a public address: the codes point at this page, said before printing', async () => {
    config.publicAppUrl = '';
    const sheet = await openSheet();
    expect(within(sheet).getByText(/^Alamat publik aplikasi belum diatur \(PUBLIC_APP_URL\), jadi kode QR mengarah ke alamat halaman ini/)).toHaveTextContent(window.location.origin);
    expect(within(sheet).getByRole('button', { name: 'Cetak lembar QR' })).toBeInTheDocument();
  });
});
