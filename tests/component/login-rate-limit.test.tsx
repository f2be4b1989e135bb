// The sign-in rate limit as a visitor meets it: the real login page, the real
// SDK and the local platform slowed after 2 failed attempts (no wait allowed); the 429's Indonesian message shows
// under the code field.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../helpers/platform';
import { renderOnPlatform } from './support/platformScreens';

const platform = usePlatform({ signInDelay: { freeFailures: 2, windowMs: 60_000, firstDelayMs: 60_000, maxDelayMs: 60_000, maxHeld: 0 } });

describe('login after too many wrong codes', () => {
  it('shows the platform’s 429 message in Indonesian and keeps the typed code', async () => {
    const session = userEvent.setup();
    await renderOnPlatform(platform, { path: '/login' });
    const field = await screen.findByLabelText('Kode undangan');
    for (const guess of ['TEBAK1', 'TEBAK2']) {
      await session.clear(field);
      await session.type(field, guess);
      await session.click(screen.getByRole('button', { name: 'Masuk' }));
      await waitFor(() => expect(field).toHaveAccessibleDescription(/Kode undangan tidak ditemukan/));
    }
    await session.clear(field);
    await session.type(field, 'BUDI2026');
    await session.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Terlalu banyak percobaan masuk dari perangkat atau jaringan ini\. Coba lagi dalam 60 detik\./));
    expect(field).toHaveValue('BUDI2026');
  });
});
