// Logging out deletes the stamps still waiting on the device. Offline they cannot be sent first,
// so "Keluar" on the profile says how many would be lost and lets the visitor stay; online it
// logs out at once. The real app over the local platform, a booth's printed stamp scanned offline.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { call, loginToken, usePlatform } from '../helpers/platform';
import { renderOnPlatform } from './support/platformScreens';

const platform = usePlatform();

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}
afterEach(() => setOnline(true));

async function stampOfA05() {
  const sheet = (await call(platform, 'GET', '/api/admin/stamps/sheet', { token: await loginToken(platform, 'PANITIA2026') })).body.data as { booth_code: string; stamp: string }[];
  return sheet.find((booth) => booth.booth_code === 'A-05')!.stamp;
}

describe('logging out with a stamp not sent yet', () => {
  it('offline: warns that the waiting stamp will be deleted; "Batal" stays signed in, "Keluar dan hapus stempel" logs out', async () => {
    const user = userEvent.setup();
    setOnline(false);
    const { location } = await renderOnPlatform(platform, { path: `/products?booth=A-05&stamp=${await stampOfA05()}`, code: 'SITI2026' });
    expect(await screen.findByText('Anda sedang offline. Stempel stan A-05 disimpan di perangkat dan dikirim otomatis saat online.', {}, { timeout: 5_000 })).toBeInTheDocument();
    act(() => location.navigate('/profile'));

    await user.click(await screen.findByRole('button', { name: 'Keluar' }, { timeout: 5_000 }));
    const question = await screen.findByRole('dialog', { name: 'Keluar dari akun ini?' });
    expect(within(question).getByRole('alert')).toHaveTextContent('Anda sedang offline. 1 stempel stan belum terkirim dan akan terhapus dari perangkat ini bila Anda keluar sekarang. Tunggu sampai online agar stempel terkirim lebih dulu.');
    await user.click(within(question).getByRole('button', { name: 'Batal, tetap masuk' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Tanda pengenal' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Keluar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Keluar dari akun ini?' })).getByRole('button', { name: 'Keluar dan hapus stempel' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/home'));
    expect(await screen.findByRole('link', { name: 'Masuk' })).toBeInTheDocument();
  });

  it('online: nothing to warn about', async () => {
    const user = userEvent.setup();
    const { location } = await renderOnPlatform(platform, { path: '/profile', code: 'BUDI2026' });
    await user.click(await screen.findByRole('button', { name: 'Keluar' }, { timeout: 5_000 }));
    const question = await screen.findByRole('dialog', { name: 'Keluar dari akun ini?' });
    expect(within(question).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/home'));
  });
});
