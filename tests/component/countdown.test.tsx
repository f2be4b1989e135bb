import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UpcomingSession } from '../../machines';
import { usePlatform } from '../helpers/platform';
import { renderOnPlatform } from './support/platformScreens';
import { renderApp } from './support/renderApp';

const session79 = (seconds: number): UpcomingSession => ({
  id: 79, title: 'Peluncuran Mesin CNC', is_started_countdown: seconds, starts_at: '2026-11-21T12:00:00Z', room_id: 1,
});

/** The countdown screen over the real statecharts, with the upcoming-session call answered by `answer`. */
function renderCountdown(answer: () => Promise<UpcomingSession[]>) {
  return renderApp({ path: '/countdown', configure: (fake) => vi.mocked(fake.api.upcomingSessions).mockImplementation(answer) });
}

describe('countdown screen', () => {
  it('shows days, hours, minutes and seconds to session 79 and keeps counting', async () => {
    // The device clock stands still until the test moves it, so a slow machine cannot let a
    // second pass between the answer and the first look; the ticks themselves stay real.
    let now = Date.parse('2026-11-21T10:00:00Z');
    renderApp({
      path: '/countdown',
      clock: { now: () => now },
      configure: (fake) => vi.mocked(fake.api.upcomingSessions).mockImplementation(async () => [session79(93_784)]),
    });
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveAccessibleName('1 hari 2 jam 3 menit 4 detik lagi');
    expect(timer).toHaveTextContent(/01\s*Hari\s*02\s*Jam\s*03\s*Menit\s*04\s*Detik/);
    now += 1_000;
    await vi.waitFor(() => expect(screen.getByRole('timer')).toHaveAccessibleName('1 hari 2 jam 3 menit 3 detik lagi'), { timeout: 2_500 });
  });

  it('turns into a link to the live stream once the session has started, with one message', async () => {
    renderCountdown(async () => [session79(-3)]);
    expect(await screen.findByRole('link', { name: 'Tonton siaran langsung' })).toHaveAttribute('href', '/live-stream/79');
    expect(screen.getByText('Sesi sudah dimulai!')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    // Not "akan segera dimulai" beside "Sesi sudah dimulai!".
    expect(screen.queryByText(/akan segera dimulai/)).not.toBeInTheDocument();
  });

  it('switches to the link when the countdown runs out while watching', async () => {
    renderCountdown(async () => [session79(1)]);
    expect(await screen.findByRole('timer')).toHaveAccessibleName('0 hari 0 jam 0 menit 1 detik lagi');
    expect(await screen.findByRole('link', { name: 'Tonton siaran langsung' }, { timeout: 4_000 })).toHaveAttribute('href', '/live-stream/79');
  });

  it('says so when session 79 is not scheduled', async () => {
    renderCountdown(async () => [{ ...session79(60), id: 80 }]);
    expect(await screen.findByRole('heading', { name: 'Sesi ini tidak ada dalam jadwal mendatang.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/home');
  });

  it('shows a loading state until the sessions arrive', async () => {
    renderCountdown(() => new Promise(() => {}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hitung Mundur' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Memuat jadwal sesi…' })).toBeInTheDocument();
  });

  it('explains that the schedule could not be loaded', async () => {
    renderCountdown(async () => {
      throw new Error('Tidak dapat terhubung ke server.');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Jadwal sesi tidak dapat dimuat.');
  });
});

describe('countdown screen against the platform', () => {
  // The platform's clock starts at 21 Nov 2026 12.00 WIB (05.00 UTC); session 79 starts an hour later.
  const startedAt = Date.now();
  const platform = usePlatform({ now: () => Date.parse('2026-11-21T05:00:00Z') + (Date.now() - startedAt), trackedSession: { delayMs: 60 * 60_000 } });

  it('names session 79, its start in WIB, speaker and room, with add-to-calendar and a reminder', async () => {
    await renderOnPlatform(platform, { path: '/countdown' });
    const panel = await screen.findByRole('article', { name: 'Peluncuran Mesin CNC Generasi Baru' });
    expect(within(panel).getByText('Mulai 21 Nov 2026, 13.00 WIB')).toBeInTheDocument();
    expect(within(panel).getByText('Pembicara: Ir. Hendra Gunawan')).toBeInTheDocument();
    expect(within(panel).getByText('Ruang: Panggung Utama Hall A')).toBeInTheDocument();
    expect(within(panel).getByRole('timer')).toHaveAccessibleName(/^0 hari (0 jam 59 menit \d+|1 jam 0 menit 0) detik lagi$/);
    expect(within(panel).getByRole('button', { name: 'Tambah ke kalender: Peluncuran Mesin CNC Generasi Baru' })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'Ingatkan saya sebelum Peluncuran Mesin CNC Generasi Baru dimulai' })).toBeEnabled();
  });
});
