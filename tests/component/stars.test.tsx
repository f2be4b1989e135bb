// Starring sessions for "Sesi saya" on /agenda against the local platform: a star puts a session
// on the list beside the one the platform registered for Budi (79, which shows no star), the two
// running at the same time are said to clash, and the stars reach the account (x-assumed
// PUT /api/users/agenda). On SPEC's platform (404) the stars stay on the device, and the list
// says so once.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls as planCalls } from '../../sdk/src/calls/plans';
import { usePlatform } from '../helpers/platform';
import { platformSession, renderOnPlatform } from './support/platformScreens';

const region = (name: string) => screen.findByRole('region', { name });

describe('stars on the demo platform', () => {
  const platform = usePlatform();

  it('puts a starred session on "Sesi saya", warns of the clash with the registered one, and keeps the star with the account', async () => {
    const user = userEvent.setup();
    await renderOnPlatform(platform, { path: '/agenda', code: 'BUDI2026' });
    const all = await region('Jadwal sesi');
    const hydraulic = await within(all).findByRole('article', { name: 'Perawatan Sistem Hidrolik Alat Berat' });
    const star = await within(hydraulic).findByRole('button', { name: 'Tandai ke Sesi saya: Perawatan Sistem Hidrolik Alat Berat' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    // Registered in Budi's name by the platform: on the list, with no star to take off.
    const cnc = within(all).getByRole('article', { name: 'Peluncuran Mesin CNC Generasi Baru' });
    expect(within(cnc).getByText('Terdaftar atas nama Anda')).toBeInTheDocument();
    expect(within(cnc).queryByRole('button', { name: /^Tandai ke Sesi saya/ })).toBeNull();

    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    const mine = await region('Sesi saya');
    await waitFor(() => expect(within(mine).getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'))).toHaveLength(2));
    // 79 runs from 5 to 65 minutes after the platform started, 82 from 45 to 105: they overlap.
    const clash = within(mine).getByRole('status', { name: 'Jadwal bentrok' });
    expect(clash).toHaveTextContent(/Peluncuran Mesin CNC Generasi Baru \(\d\d\.\d\d–\d\d\.\d\d WIB\) dan Perawatan Sistem Hidrolik Alat Berat \(\d\d\.\d\d–\d\d\.\d\d WIB\) berlangsung bersamaan\./);
    expect(clash).toHaveTextContent('Pilih salah satu, atau hapus tanda bintangnya.');

    const { api } = await platformSession(platform, 'BUDI2026');
    await waitFor(async () => expect(await api.extend(planCalls).agenda()).toEqual({ session_ids: [82] }));
    expect(await within(mine).findByText(/^Sesi yang ditandai dan daftar stan tersimpan di akun Anda/)).toBeInTheDocument();

    // Taken off again: the clash goes with it.
    await user.click(star);
    await waitFor(() => expect(within(mine).queryByRole('status', { name: 'Jadwal bentrok' })).toBeNull());
    await waitFor(async () => expect(await api.extend(planCalls).agenda()).toEqual({ session_ids: [] }));
  });
});

describe('stars beyond the agenda', () => {
  const platform = usePlatform();

  it("stars a session from home's upcoming list and from its live page, both kept with the account", async () => {
    const user = userEvent.setup();
    const { api } = await platformSession(platform, 'AGUS2026');
    const view = await renderOnPlatform(platform, { path: '/home', code: 'AGUS2026' });
    const upcoming = await region('Sesi mendatang');
    await user.click(await within(upcoming).findByRole('button', { name: 'Tandai ke Sesi saya: Perawatan Sistem Hidrolik Alat Berat' }));
    await waitFor(async () => expect(await api.extend(planCalls).agenda()).toEqual({ session_ids: [82] }));
    view.unmount();

    await renderOnPlatform(platform, { path: '/live-stream/83', code: 'AGUS2026' });
    await user.click(await screen.findByRole('button', { name: 'Tandai ke Sesi saya: Memilih Genset yang Tepat untuk Pabrik' }));
    await waitFor(async () => expect(await api.extend(planCalls).agenda()).toEqual({ session_ids: [82, 83] }));
  });
});

describe("stars on SPEC's platform", () => {
  const platform = usePlatform({ platform: 'spec-minimal' });

  it('keeps the star on the device and says so where the list is', async () => {
    const user = userEvent.setup();
    await renderOnPlatform(platform, { path: '/agenda', code: 'SITI2026' });
    const all = await region('Jadwal sesi');
    // SPEC's sessions carry no title: the app names them by id.
    const genset = await within(all).findByRole('article', { name: 'Sesi 83' });
    await user.click(await within(genset).findByRole('button', { name: 'Tandai ke Sesi saya: Sesi 83' }));
    const mine = await region('Sesi saya');
    expect(await within(mine).findByRole('article', { name: 'Sesi 83' })).toBeInTheDocument();
    expect(await within(mine).findByText(/^Platform acara ini belum menyimpan daftar Anda di akun, jadi daftar disimpan di perangkat ini saja/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
