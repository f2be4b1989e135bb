// The booth staff's page (rotating stamp codes): opened from the organisers' link, with no
// sign-in, it shows the code that stamps now as a QR code and as text, and says until when; a
// wrong key gets the platform's reason; a visitor's printed QR earns a visit, the staff's code the
// stamp. The real app over a local platform with rotating codes.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { call, loginToken, usePlatform } from '../helpers/platform';
import { renderOnPlatform } from './support/platformScreens';

const platform = usePlatform({ stampCodes: 'rotating' });

type Booth = { booth_code: string; stamp: string; staff_key: string };
async function a05() {
  const sheet = (await call(platform, 'GET', '/api/admin/stamps/sheet', { token: await loginToken(platform, 'PANITIA2026') })).body.data as Booth[];
  return sheet.find((booth) => booth.booth_code === 'A-05')!;
}

describe('the booth staff’s page', () => {
  it('is linked from the organisers’ sheet, left out of the print', async () => {
    const booth = await a05();
    await renderOnPlatform(platform, { path: '/admin-stamps', code: 'PANITIA2026' });
    const link = await screen.findByRole('link', { name: 'Halaman petugas stan A-05 (kirim ke petugas, jangan dicetak)' }, { timeout: 5_000 });
    expect(link).toHaveAttribute('href', `/admin-stamps?booth=A-05&key=${encodeURIComponent(booth.staff_key)}`);
    expect(link).toHaveClass('no-print');
  });

  it('shows the code that stamps now, with no sign-in, as a QR code and as text', async () => {
    const booth = await a05();
    await renderOnPlatform(platform, { path: `/admin-stamps?booth=A-05&key=${encodeURIComponent(booth.staff_key)}` });
    expect(await screen.findByRole('heading', { name: 'Kode stempel stan A-05' }, { timeout: 5_000 })).toBeInTheDocument();
    const { code } = (await call(platform, 'GET', `/api/events/1/booth-code?booth=A-05&key=${encodeURIComponent(booth.staff_key)}`)).body.data as { code: string };
    expect(await screen.findByLabelText('Kode stempel saat ini')).toHaveTextContent(new RegExp(`^${code}$`));
    expect(await screen.findByRole('img', { name: 'QR code stempel stan A-05 saat ini' }, { timeout: 5_000 })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(screen.getByRole('status')).toHaveTextContent(/^Berlaku sampai pukul \d\d[.:]\d\d; halaman ini memperbaruinya sendiri\.$/);
  });

  it('says why with a wrong key', async () => {
    await renderOnPlatform(platform, { path: '/admin-stamps?booth=A-05&key=salah' });
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('Kunci petugas stan tidak cocok. Buka lagi tautan dari lembar QR panitia.');
  });
});

describe('a visitor at a booth with rotating codes', () => {
  it('is told the printed QR earned a visit and no stamp, and gets the stamp with the staff’s code', async () => {
    const booth = await a05();
    const { location } = await renderOnPlatform(platform, { path: `/products?booth=A-05&stamp=${booth.stamp}`, code: 'AGUS2026' });
    expect(await screen.findByText(
      'Kunjungan ke stan A-05 tercatat, tetapi QR code yang tercetak tidak memberi stempel. Minta petugas stan menunjukkan kode stempel di ponselnya, lalu pindai atau ketik kode itu.',
      {}, { timeout: 5_000 },
    )).toBeInTheDocument();

    const { code } = (await call(platform, 'GET', `/api/events/1/booth-code?booth=A-05&key=${encodeURIComponent(booth.staff_key)}`)).body.data as { code: string };
    act(() => location.navigate(`/products?booth=A-05&stamp=${code}`));
    expect(await screen.findByText('Stempel stan A-05 tercatat (1 dari 3).', {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});
