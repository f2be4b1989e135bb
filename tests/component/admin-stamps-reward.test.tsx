// "Kirim hadiah" on /admin-stamps adds the stamp card's reward to what the visitor was offered
// before, instead of replacing it: the real organisers' page, the real SDK and the local
// platform, whose realtime value and claims are read back.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { call, loginToken, usePlatform } from '../helpers/platform';
import { renderOnPlatform } from './support/platformScreens';

const platform = usePlatform();
/** The reward, prize 5 of server/data.mjs, has no pick-up words of its own: the app's, as after the claim. */
const HELMET_PICK_UP = 'tunjukkan QR profil Anda di meja panitia.';

/** Stamps the sheet's first `count` booths for the visitor with `code`, one after another; returns their token and the organiser's. */
async function stampFirstBooths(code: string, count: number) {
  const organiser = await loginToken(platform, 'PANITIA2026');
  const visitor = await loginToken(platform, code);
  const sheet = (await call(platform, 'GET', '/api/admin/stamps/sheet', { token: organiser })).body.data as { booth_code: string; stamp: string }[];
  for (const booth of sheet.slice(0, count)) await call(platform, 'POST', '/api/events/1/stamps', { token: visitor, json: booth });
  return { organiser, visitor };
}

describe('the stamp card’s reward', () => {
  it('reaches the visitor beside the prizes offered before, all still claimable', async () => {
    const { organiser, visitor: budi } = await stampFirstBooths('BUDI2026', 3);
    await call(platform, 'POST', '/api/admin/brochure/1001', { token: organiser, json: [{ id: 2 }, { id: 4 }] });

    await renderOnPlatform(platform, { path: '/admin-stamps', code: 'PANITIA2026' });
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Kirim hadiah ke Budi Santoso/ }, { timeout: 15_000 }));
    expect(await screen.findByRole('status', {}, { timeout: 15_000 })).toHaveTextContent(/^Hadiah terkirim ke Budi Santoso/);

    expect(((await platform.readRealtime('brochure/1001')) as { id: number }[]).map((prize) => prize.id)).toEqual([2, 4, 5]);
    for (const id of [2, 4, 5]) expect((await call(platform, 'POST', `/api/users/brochure/${id}/saved`, { token: budi })).status).toBe(200);
  });
});

describe('a card stamped faster than walking', () => {
  it('is flagged on the completions list, with how many booths came inside one minute', async () => {
    await stampFirstBooths('AGUS2026', 6);

    await renderOnPlatform(platform, { path: '/admin-stamps', code: 'PANITIA2026' });
    const row = (await screen.findByRole('button', { name: /^Kirim hadiah ke Agus/ }, { timeout: 15_000 })).closest('li')!;
    expect(row).toHaveTextContent('Terlalu cepat untuk berjalan kaki: 6 stan dalam satu menit. Periksa sebelum mengirim hadiah.');
    const budiRow = screen.getByText(/^Budi Santoso/).closest('li')!;
    expect(budiRow).not.toHaveTextContent('Terlalu cepat');
  });
});

describe('a visitor already sent the reward', () => {
  it('is offered no second "Kirim hadiah": the row says it was sent, then that it was claimed', async () => {
    await stampFirstBooths('SITI2026', 3);
    const siti = await loginToken(platform, 'SITI2026');
    await renderOnPlatform(platform, { path: '/admin-stamps', code: 'PANITIA2026' });
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Kirim hadiah ke Siti Rahmawati/ }, { timeout: 15_000 }));
    const row = screen.getByText(/^Siti Rahmawati/).closest('li')!;
    await waitFor(() => expect(row).toHaveTextContent('Hadiah sudah dikirim, belum diklaim.'), { timeout: 15_000 });
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();

    expect((await call(platform, 'POST', '/api/users/brochure/5/saved', { token: siti })).status).toBe(200);
    cleanup();
    await renderOnPlatform(platform, { path: '/admin-stamps', code: 'PANITIA2026' });
    const claimedRow = (await screen.findByText(/^Siti Rahmawati/, {}, { timeout: 15_000 })).closest('li')!;
    expect(claimedRow).toHaveTextContent('Hadiah sudah diklaim.');
    expect(within(claimedRow).queryByRole('button')).not.toBeInTheDocument();
  });

  it("no longer hears from their stamp card that the organisers will send it, and finds how to collect each prize under 'Hadiah saya'", async () => {
    // Budi claimed the reward (prize 5) above; now also the voucher, which has pick-up words of its own.
    const organiser = await loginToken(platform, 'PANITIA2026');
    await call(platform, 'POST', '/api/admin/brochure/1001?keep=offered', { token: organiser, json: [{ id: 3 }] });
    expect((await call(platform, 'POST', '/api/users/brochure/3/saved', { token: await loginToken(platform, 'BUDI2026') })).status).toBe(200);

    await renderOnPlatform(platform, { path: '/profile', code: 'BUDI2026' });
    expect(await screen.findByText('Selesai! Hadiah Anda sudah diklaim. Cara mengambilnya ada di Hadiah saya, di profil.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText(/Panitia akan mengirim hadiah/)).not.toBeInTheDocument();
    const myPrizes = screen.getByRole('region', { name: 'Hadiah saya' });
    const prizeRow = async (name: string) => (await within(myPrizes).findByText(name, {}, { timeout: 15_000 })).closest('li')!;
    expect(await prizeRow('Voucher Servis Genset')).toHaveTextContent('Cara mengambil: kode voucher dikirim ke email Anda dalam 1×24 jam; tukarkan di stan PT Genset Andalan (B-07).');
    expect(await prizeRow('Helm Proyek Pameran')).toHaveTextContent(`Cara mengambil: ${HELMET_PICK_UP}`);
  });
});

describe('"Kirim hadiah ke semua"', () => {
  const fresh = usePlatform();

  it('asks first, saying how many, then sends the reward to each who completed and was not sent it, leaving out those flagged too fast', async () => {
    const organiser = await loginToken(fresh, 'PANITIA2026');
    const sheet = (await call(fresh, 'GET', '/api/admin/stamps/sheet', { token: organiser })).body.data as { booth_code: string; stamp: string }[];
    for (const [code, count] of [['BUDI2026', 3], ['SITI2026', 4], ['AGUS2026', 6]] as const) {
      const visitor = await loginToken(fresh, code);
      for (const booth of sheet.slice(0, count)) await call(fresh, 'POST', '/api/events/1/stamps', { token: visitor, json: booth });
    }
    const user = userEvent.setup();
    await renderOnPlatform(fresh, { path: '/admin-stamps', code: 'PANITIA2026' });
    await user.click(await screen.findByRole('button', { name: 'Kirim hadiah ke semua yang belum menerima (2)' }, { timeout: 15_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Kirim hadiah ke semua?' });
    expect(dialog).toHaveTextContent('Helm Proyek Pameran akan dikirim ke 2 pengunjung yang menyelesaikan paspor stan dan belum menerima hadiah.');
    expect(dialog).toHaveTextContent('1 pengunjung yang ditandai terlalu cepat tidak termasuk: periksa dan kirim satu per satu.');
    await user.click(within(dialog).getByRole('button', { name: 'Kirim ke 2 pengunjung' }));
    expect(await screen.findByText('Hadiah terkirim ke 2 pengunjung.', {}, { timeout: 15_000 })).toBeInTheDocument();

    for (const id of [1001, 1002]) expect(((await fresh.readRealtime(`brochure/${id}`)) as { id: number }[]).map((prize) => prize.id)).toEqual([5]);
    expect(await fresh.readRealtime('brochure/1003')).toBeNull();
    await waitFor(() => expect(screen.getAllByText('Hadiah sudah dikirim, belum diklaim.')).toHaveLength(2), { timeout: 15_000 });
    expect(screen.getByText('Semua pengunjung yang menyelesaikan paspor sudah dikirimi hadiah atau menunggu diperiksa.')).toBeInTheDocument();
    // The flagged visitor keeps the one-by-one button.
    expect(screen.getByRole('button', { name: /^Kirim hadiah ke Agus/ })).toBeInTheDocument();
  });
});
