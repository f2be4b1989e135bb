// "Kirim hadiah" on /admin-stamps adds the stamp card's reward to what the visitor was offered
// before, instead of replacing it: the real organisers' page, the real SDK and the local
// platform, whose realtime value and claims are read back.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { call, loginToken, usePlatform } from '../helpers/platform';
import { renderOnPlatform } from './support/platformScreens';

const platform = usePlatform();

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
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Kirim hadiah ke Budi Santoso/ }, { timeout: 5_000 }));
    expect(await screen.findByRole('status', {}, { timeout: 5_000 })).toHaveTextContent(/^Hadiah terkirim ke Budi Santoso/);

    expect(((await platform.readRealtime('brochure/1001')) as { id: number }[]).map((prize) => prize.id)).toEqual([2, 4, 5]);
    for (const id of [2, 4, 5]) expect((await call(platform, 'POST', `/api/users/brochure/${id}/saved`, { token: budi })).status).toBe(200);
  });
});

describe('a card stamped faster than walking', () => {
  it('is flagged on the completions list, with how many booths came inside one minute', async () => {
    await stampFirstBooths('AGUS2026', 6);

    await renderOnPlatform(platform, { path: '/admin-stamps', code: 'PANITIA2026' });
    const row = (await screen.findByRole('button', { name: /^Kirim hadiah ke Agus/ }, { timeout: 5_000 })).closest('li')!;
    expect(row).toHaveTextContent('Terlalu cepat untuk berjalan kaki: 6 stan dalam satu menit. Periksa sebelum mengirim hadiah.');
    const budiRow = screen.getByRole('button', { name: /^Kirim hadiah ke Budi Santoso/ }).closest('li')!;
    expect(budiRow).not.toHaveTextContent('Terlalu cepat');
  });
});
