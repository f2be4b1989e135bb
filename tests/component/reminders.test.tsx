// "Ingatkan saya" in jsdom, which has no Notification API: the reminder falls back to the in-app
// banner, is kept in storage (so it survives a reload), shows when it falls due, is not offered
// for a session already within the lead time, and logout removes it.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../helpers/platform';
import { renderOnPlatform } from './support/platformScreens';
import { fireDue, parseReminders, REMINDERS_KEY, forgetReminders } from '../../src/features/live/reminders';

describe('reminders', () => {
  const platform = usePlatform();

  it('keeps a reminder for a later session and shows the banner when a near one falls due', async () => {
    const user = userEvent.setup();
    await forgetReminders();
    await renderOnPlatform(platform, { path: '/agenda', code: 'BUDI2026' });
    const all = await screen.findByRole('region', { name: 'Jadwal sesi' });
    // Session 83 starts in three hours: the reminder waits, kept in storage.
    const genset = await within(all).findByRole('article', { name: 'Memilih Genset yang Tepat untuk Pabrik' });
    await user.click(within(genset).getByRole('button', { name: 'Ingatkan saya sebelum Memilih Genset yang Tepat untuk Pabrik dimulai' }));
    // Two sentences, not run together.
    expect(await within(genset).findByText(/^Pengingat aktif \(10 menit sebelum dimulai\)\. Notifikasi tidak diizinkan;/)).toHaveTextContent('lewat banner');
    const stored = parseReminders(localStorage.getItem(REMINDERS_KEY));
    expect(stored.map((r) => [r.sessionId, r.channel])).toEqual([[83, 'banner']]);
    expect(new Date(stored[0]!.dueAt).toISOString()).toBe(new Date(Date.parse(stored[0]!.startsAt) - 10 * 60_000).toISOString());
    expect(screen.queryByRole('alert', { name: 'Pengingat sesi' })).toBeNull();

    // Session 79 starts in five minutes, inside the lead time: a reminder would only fire at
    // once, so the card says how close it is and offers none.
    const cnc = within(all).getByRole('article', { name: 'Peluncuran Mesin CNC Generasi Baru' });
    expect(within(cnc).getByRole('status')).toHaveTextContent('Sesi dimulai kurang dari 10 menit lagi, jadi tidak perlu pengingat.');
    expect(within(cnc).queryByRole('button', { name: /^Ingatkan saya/ })).toBeNull();

    // The shell's clock reaches five minutes before 83 starts (as a tab waking then would): the banner shows.
    await act(() => fireDue(Date.parse(stored[0]!.startsAt) - 5 * 60_000));
    const banner = await screen.findByRole('alert', { name: 'Pengingat sesi' });
    // The banner counts the minutes from the wall clock, so only the sentence is fixed here.
    expect(banner).toHaveTextContent(/Memilih Genset yang Tepat untuk Pabrik dimulai dalam \d+ menit\./);
    expect(within(banner).getByRole('link', { name: 'Buka sesi' })).toHaveAttribute('href', '/live-stream/83');
    await user.click(within(banner).getByRole('button', { name: 'Tutup pengingat' }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Pengingat sesi' })).toBeNull());
    // A fired reminder leaves the list.
    expect(parseReminders(localStorage.getItem(REMINDERS_KEY))).toEqual([]);
  });

  it('forgets every reminder on logout', async () => {
    localStorage.setItem(REMINDERS_KEY, JSON.stringify([{ sessionId: 83, title: 'Genset', startsAt: new Date(Date.now() + 3 * 3_600_000).toISOString(), dueAt: Date.now() + 3 * 3_600_000 - 600_000, channel: 'banner' }]));
    await act(() => forgetReminders());
    expect(localStorage.getItem(REMINDERS_KEY)).toBeNull();
  });

  it('drops malformed stored reminders instead of crashing', () => {
    expect(parseReminders('{"x":1}')).toEqual([]);
    expect(parseReminders('not json')).toEqual([]);
    expect(parseReminders(JSON.stringify([{ sessionId: 'x' }, { sessionId: 1, title: 'A', startsAt: 'z', dueAt: 5, channel: 'banner' }])).map((r) => r.sessionId)).toEqual([1]);
  });
});
