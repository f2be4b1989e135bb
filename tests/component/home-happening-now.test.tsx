// Home's "Sedang berlangsung di pameran": the fair's own sessions running now, against a
// platform whose main session (79, Panggung Utama Hall A) started ten minutes ago; and, with the
// page's clock moved hours on, nothing is said to be running and the main session has ended.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePlatform } from '../helpers/platform';
import { renderOnPlatform } from './support/platformScreens';

const platform = usePlatform({ trackedSession: { delayMs: -10 * 60_000 } });

const section = (name: string) => screen.findByRole('region', { name });

describe('home: what is happening now', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the fair’s own session running now, in its room, with its end, leading to its live page', async () => {
    await renderOnPlatform(platform, { path: '/home' });
    const now = await section('Sedang berlangsung di pameran');
    const launch = within(now).getByRole('link', { name: /^Peluncuran Mesin CNC Generasi Baru/ });
    expect(launch).toHaveAttribute('href', '/live-stream/79');
    expect(launch).toHaveTextContent('di Panggung Utama Hall A');
    expect(launch).toHaveTextContent(/Sampai /);
    expect(within(await section('Peluncuran utama')).getByText('Sesi utama sudah dimulai.')).toBeInTheDocument();
  });

  it('hours later, with the answers it read, says nothing is running and the main session has ended', async () => {
    // The page's clock runs along with real time and jumps when the test moves it.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    await renderOnPlatform(platform, { path: '/home' });
    await section('Sedang berlangsung di pameran');
    await act(async () => {
      // Five hours on: every session of the first day (the last ends four hours after start-up) is over.
      await vi.advanceTimersByTimeAsync(5 * 60 * 60_000);
    });
    // The jump's timers and the reads it makes due again settle over a few renders.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Sedang berlangsung di pameran' })).not.toBeInTheDocument());
    expect(screen.queryByText('Sesi utama sudah dimulai.')).not.toBeInTheDocument();
    const elsewhere = await section('Sedang berlangsung di platform lain');
    expect(within(elsewhere).queryByRole('link')).not.toBeInTheDocument();
    expect(within(elsewhere).getByText('Tidak ada sesi eksternal yang sedang berlangsung.')).toBeInTheDocument();
  });
});
