import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, usePlatform } from '../helpers/platform';
import { renderApp } from './support/renderApp';
import { renderOnPlatform } from './support/platformScreens';

const platform = usePlatform();

const section = (name: string) => screen.findByRole('region', { name });

describe('home screen', () => {
  it('shows the event, the next two sessions, sessions running elsewhere and the exhibitors', async () => {
    await renderOnPlatform(platform, { path: '/home' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Pameran Suku Cadang & Mesin Industri 2026' })).toBeInTheDocument();
    expect(screen.getByText('JIExpo Kemayoran, Jakarta (hibrida)')).toBeInTheDocument();

    const upcoming = await section('Sesi mendatang');
    const sessionLinks = await within(upcoming).findAllByRole('link');
    expect(sessionLinks).toHaveLength(2);
    expect(sessionLinks[0]).toHaveAccessibleName(/^Peluncuran Mesin CNC Generasi Baru Mulai /);
    expect(sessionLinks[0]).toHaveAttribute('href', '/live-stream/79');

    const ongoing = await section('Sedang berlangsung di platform lain');
    const external = await within(ongoing).findByRole('link', { name: /Tur Virtual Pabrik Pompa/ });
    expect(external).toHaveAttribute('href', 'https://siaran.contoh.id/tur-pabrik-pompa');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAccessibleName(/\(membuka situs lain\)/);

    const exhibitors = await section('Peserta pameran');
    expect(within(exhibitors).getByRole('link', { name: /^PT Bearing Jaya Abadi Stan A-05/ })).toHaveAttribute('href', '/products?exhibitor=3');
    for (const logo of exhibitors.querySelectorAll('img')) {
      expect(logo).toHaveAttribute('width');
      expect(logo).toHaveAttribute('height');
      expect(logo).toHaveAttribute('loading', 'lazy');
    }
    expect(screen.getByRole('link', { name: /Produk & merchandise/ })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: /Sorotan pameran/ })).toHaveAttribute('href', '/journey');
  });

  it('asks anonymous visitors to log in to see the rooms, and lists them once signed in', async () => {
    const anonymous = await renderOnPlatform(platform, { path: '/home' });
    const rooms = await section('Ruang sesi');
    expect(await within(rooms).findByText('Masuk untuk melihat ruang sesi dan jadwalnya.')).toBeInTheDocument();
    expect(within(rooms).getByRole('link', { name: 'Masuk atau daftar' })).toHaveAttribute('href', '/login');
    anonymous.unmount();

    await renderOnPlatform(platform, { path: '/home', code: 'BUDI2026' });
    const signedIn = await section('Ruang sesi');
    expect(await within(signedIn).findByText('Panggung Utama Hall A')).toBeInTheDocument();
    expect(within(signedIn).getByText('Studio Demo Hall C')).toBeInTheDocument();
  });

  it('leads from a room to the agenda narrowed to that room’s sessions', async () => {
    const user = userEvent.setup();
    const { location } = await renderOnPlatform(platform, { path: '/home', code: 'BUDI2026' });
    const rooms = await section('Ruang sesi');
    await user.click(await within(rooms).findByRole('link', { name: /^Ruang Teknik Hall B/ }));
    expect(location.history.at(-1)).toBe('/agenda?room=2');
    expect(await screen.findByText('Sesi di Ruang Teknik Hall B')).toBeInTheDocument();
    const all = await screen.findByRole('region', { name: 'Jadwal sesi' });
    // Room 2 (Ruang Teknik Hall B) holds sessions 82 and 80 (server/data.mjs).
    expect(within(all).getAllByRole('article').map((article) => article.getAttribute('aria-labelledby') && within(article).getByRole('heading', { level: 3 }).textContent).sort()).toEqual([
      'Perawatan Sistem Hidrolik Alat Berat',
      'Tanya Jawab Suku Cadang Ekskavator',
    ]);
    expect(screen.getByRole('link', { name: 'Tampilkan semua ruang' })).toHaveAttribute('href', '/agenda');
  });

  it('counts down to session 79 while its countdown is at or above zero', async () => {
    renderApp({
      path: '/home',
      platform: { url: platform.url },
      configure: (fake) =>
        vi.mocked(fake.api.upcomingSessions).mockResolvedValue([
          { id: 79, title: 'Peluncuran', is_started_countdown: 3_700, starts_at: '2026-11-21T12:00:00Z', room_id: 1 },
        ]),
    });
    const card = await section('Peluncuran utama');
    expect(within(card).getByRole('timer')).toHaveAccessibleName(/^0 hari 1 jam (1 menit 40|1 menit 39) detik lagi$/);
    expect(within(card).getByRole('link', { name: 'Lihat hitung mundur' })).toHaveAttribute('href', '/countdown');
  });

  it('counts down to the platform’s session 79, which starts about five minutes after start-up', async () => {
    await renderOnPlatform(platform, { path: '/home' });
    const card = await section('Peluncuran utama');
    expect(within(card).getByRole('timer')).toHaveAccessibleName(/^0 hari 0 jam [0-5] menit \d+ detik lagi$/);
  });

  it('shows no countdown when session 79 is not among the upcoming sessions', async () => {
    const { ports } = renderApp({
      path: '/home',
      platform: { url: platform.url },
      configure: (fake) => vi.mocked(fake.api.upcomingSessions).mockResolvedValue([]),
    });
    await section('Sesi mendatang');
    await waitFor(() => expect(ports.api.upcomingSessions).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Peluncuran utama' })).not.toBeInTheDocument();
  });

  describe('while home stays open', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('takes a session off “Sesi mendatang” when its countdown reaches zero, and keeps the next one', async () => {
      // The page's clock is faked: it runs along with real time (so the real HTTP answers and
      // the screen's own waits go on) and jumps when the test moves it to the session's start.
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
      await renderOnPlatform(platform, { path: '/home' });
      const upcoming = await section('Sesi mendatang');
      const launch = () => within(upcoming).queryByRole('link', { name: /^Peluncuran Mesin CNC Generasi Baru Mulai / });
      expect(await within(upcoming).findByRole('link', { name: /^Peluncuran Mesin CNC Generasi Baru Mulai / })).toBeInTheDocument();
      expect(within(upcoming).getByRole('link', { name: /^Perawatan Sistem Hidrolik Alat Berat Mulai / })).toBeInTheDocument();

      // The platform's own countdown to the launch (session 79), as home loaded it.
      const answer = await call(platform, 'GET', '/api/events/1/sessionsUpcoming');
      const countdown = (answer.body.data as { id: number; is_started_countdown: number }[]).find((session) => session.id === 79)!.is_started_countdown;
      expect(countdown).toBeGreaterThan(10);

      await act(async () => {
        await vi.advanceTimersByTimeAsync((countdown - 3) * 1000);
      });
      expect(launch()).toBeInTheDocument();

      await act(async () => {
        await vi.advanceTimersByTimeAsync(5_000);
      });
      expect(launch()).not.toBeInTheDocument();
      expect(within(upcoming).getByRole('link', { name: /^Perawatan Sistem Hidrolik Alat Berat Mulai / })).toHaveAttribute('href', '/live-stream/82');
    });
  });

  it('shows each block’s error with a retry when the platform cannot be reached', async () => {
    renderApp({ path: '/home', platform: { url: 'http://127.0.0.1:9' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Beranda' })).toBeInTheDocument();
    const alerts = await screen.findAllByRole('alert', {}, { timeout: 5_000 });
    expect(alerts.length).toBeGreaterThanOrEqual(3);
    expect(alerts[0]).toHaveTextContent('Tidak dapat terhubung ke server');
    expect(within(alerts[0]!).getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});
