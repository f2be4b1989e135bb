import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { call, loginToken, usePlatform } from '../helpers/platform';
import { renderOnPlatform } from './support/platformScreens';
import { adminGift as adminGiftCopy } from '../../src/copy/adminGift';

const platform = usePlatform();
const ORGANISER = 'PANITIA2026';

/** The admin calls the platform received since the last reset. */
const adminCalls = () => platform.requests.filter((request) => request.path.startsWith('/api/admin'));

/** The paths of the requests the app starts, as it starts them. */
function startedRequests() {
  const paths: string[] = [];
  const fetch = (request: Request) => {
    paths.push(new URL(request.url).pathname);
    return globalThis.fetch(request);
  };
  return { paths, fetch };
}

/**
 * Once the screen shows what it decided and React has run every effect of that render, a call
 * it would make has been started: none may be for the admin's endpoints.
 */
async function expectNoAdminCallStarted(paths: string[]) {
  await act(async () => {});
  expect(paths.filter((path) => path.startsWith('/api/admin'))).toEqual([]);
  expect(adminCalls()).toEqual([]);
}

describe('admin-gift screen for anyone but an organiser', () => {
  it('tells a signed-in visitor it is for organisers, and makes no admin call', async () => {
    platform.resetRequests();
    const started = startedRequests();
    await renderOnPlatform(platform, { path: '/admin-gift', code: 'BUDI2026', fetch: started.fetch });
    expect(await screen.findByRole('heading', { name: 'Khusus panitia pameran' })).toBeVisible();
    expect(screen.getByText(adminGiftCopy.notAnOrganiser)).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Pengunjung' })).toBeNull();
    expect(started.paths).toContain('/api/users');
    await expectNoAdminCallStarted(started.paths);
  });

  it('asks an anonymous person to sign in with an organiser code, and makes no admin call', async () => {
    platform.resetRequests();
    const started = startedRequests();
    await renderOnPlatform(platform, { path: '/admin-gift', fetch: started.fetch });
    expect(await screen.findByRole('heading', { name: 'Khusus panitia pameran' })).toBeVisible();
    expect(screen.getByText(adminGiftCopy.signInAsOrganiser)).toBeVisible();
    expect(screen.getByRole('link', { name: copy.access.loginLink })).toHaveAttribute('href', '/login');
    await expectNoAdminCallStarted(started.paths);
  });
});

describe('admin-gift screen for an organiser', () => {
  it('pushes the chosen prizes to the chosen visitor’s realtime path', async () => {
    const user = userEvent.setup();
    await renderOnPlatform(platform, { path: '/admin-gift', code: ORGANISER });
    const visitors = await screen.findByRole('group', { name: 'Pengunjung' });
    const prizes = screen.getByRole('group', { name: 'Hadiah' });

    await user.click(screen.getByRole('button', { name: 'Kirim hadiah' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Pilih satu pengunjung terlebih dahulu.');

    await user.click(within(visitors).getByRole('radio', { name: 'Siti Rahmawati — CV Sumber Makmur' }));
    await user.click(screen.getByRole('button', { name: 'Kirim hadiah' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Pilih minimal satu hadiah.');

    await user.click(within(prizes).getByRole('checkbox', { name: 'Voucher Servis Genset' }));
    await user.click(within(prizes).getByRole('checkbox', { name: 'Helm Proyek Pameran' }));
    await user.click(screen.getByRole('button', { name: 'Kirim hadiah' }));
    expect(await screen.findByRole('status', {}, { timeout: 5_000 })).toHaveTextContent('2 hadiah dikirim ke Siti Rahmawati.');

    const pushed = (await platform.readRealtime('brochure/1002')) as { id: number; name: string }[];
    expect(pushed.map((prize) => prize.name)).toEqual(['Voucher Servis Genset', 'Helm Proyek Pameran']);
  });

  it('says what the visitor will see: the placeholder (ID 1) and prizes they claimed are left out', async () => {
    // Agus already claimed "Brosur Katalog Mesin CNC" from an earlier send.
    await platform.pushPrizes(1003, [{ id: 2, name: 'Brosur Katalog Mesin CNC', image_url: '/media/prize/2.svg' }]);
    const token = await loginToken(platform, 'AGUS2026');
    expect((await call(platform, 'POST', '/api/users/brochure/2/saved', { token })).status).toBe(200);

    const user = userEvent.setup();
    await renderOnPlatform(platform, { path: '/admin-gift', code: ORGANISER });
    const visitors = await screen.findByRole('group', { name: 'Pengunjung' });
    const prizes = screen.getByRole('group', { name: 'Hadiah' });
    expect(within(prizes).getByText('(tidak tampil di aplikasi pengunjung)')).toBeVisible();
    // The organiser reads Indonesian, not the demo's developer word "placeholder".
    expect(within(prizes).getByRole('checkbox', { name: /^Hadiah contoh/ })).toBeInTheDocument();
    expect(prizes).not.toHaveTextContent(/placeholder/i);

    await user.click(within(visitors).getByRole('radio', { name: 'Agus Prasetyo — PT Tambang Sejahtera' }));
    await user.click(within(prizes).getByRole('button', { name: 'Pilih semua' }));
    await user.click(screen.getByRole('button', { name: 'Kirim hadiah' }));
    expect(await screen.findByRole('status', {}, { timeout: 5_000 })).toHaveTextContent(
      '7 hadiah dikirim ke Agus Prasetyo. Agus Prasetyo akan melihat 5 hadiah. ' +
        '1 hadiah contoh (ID 1) tidak pernah ditampilkan kepada pengunjung. ' +
        '1 hadiah sudah diklaim pengunjung ini, jadi tidak ditampilkan lagi.',
    );
  });

  it('finds visitors by name, agency or e-mail and tells them apart by number, e-mail and phone, never showing or matching an invitation code', async () => {
    const user = userEvent.setup();
    await renderOnPlatform(platform, { path: '/admin-gift', code: ORGANISER });
    const visitors = await screen.findByRole('group', { name: 'Pengunjung' });
    expect(within(visitors).getAllByRole('radio')).toHaveLength(3);
    await user.type(within(visitors).getByRole('searchbox', { name: 'Cari pengunjung' }), 'tambang');
    const matching = within(visitors).getAllByRole('radio');
    expect(matching).toHaveLength(1);
    // Told apart from another Agus of the same company by number, e-mail and phone.
    expect(matching[0]).toHaveAccessibleName('Agus Prasetyo — PT Tambang Sejahtera');
    expect(matching[0]).toHaveAccessibleDescription('No. pengunjung 1003 · agus.prasetyo@contoh.co.id · 085711223344');
    await user.clear(within(visitors).getByRole('searchbox', { name: 'Cari pengunjung' }));
    await user.type(within(visitors).getByRole('searchbox', { name: 'Cari pengunjung' }), 'budi.santoso@');
    const byEmail = within(visitors).getAllByRole('radio');
    expect(byEmail).toHaveLength(1);
    expect(byEmail[0]).toHaveAccessibleDescription('No. pengunjung 1001 · budi.santoso@contoh.co.id · 081234567890');
    await user.clear(within(visitors).getByRole('searchbox', { name: 'Cari pengunjung' }));
    await user.type(within(visitors).getByRole('searchbox', { name: 'Cari pengunjung' }), 'agus2026');
    expect(within(visitors).queryAllByRole('radio')).toHaveLength(0);
    expect(document.body.textContent).not.toMatch(/BUDI2026|SITI2026|AGUS2026/);
    await user.clear(within(visitors).getByRole('searchbox', { name: 'Cari pengunjung' }));
    await user.type(within(visitors).getByRole('searchbox', { name: 'Cari pengunjung' }), 'tidak ada');
    expect(within(visitors).getByText('Tidak ada pengunjung yang cocok.')).toBeInTheDocument();
  });
});
