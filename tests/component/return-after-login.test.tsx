// Sign-in returns to the page it was opened from (the live stream, the admin screen, …).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, shellLoginLink } from './support/renderApp';

async function signInWithCode(code: string) {
  const session = userEvent.setup();
  await session.type(await screen.findByLabelText('Kode undangan'), code);
  await session.click(screen.getByRole('button', { name: 'Masuk' }));
}

describe('signing in returns to the page it was opened from', () => {
  it('returns to /admin-gift after signing in from its prompt', async () => {
    const { location } = renderApp({ path: '/admin-gift' });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Masuk atau daftar' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login'));
    await signInWithCode('PANITIA2026');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/admin-gift'));
  });

  it("returns to the live stream after the header's Masuk", async () => {
    const { location } = renderApp({ path: '/live-stream/82' });
    await userEvent.setup().click(await shellLoginLink());
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login'));
    await signInWithCode('UND-2026');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/live-stream/82'));
  });

  it('goes home when /login was the first page opened', async () => {
    const { location } = renderApp({ path: '/login' });
    await signInWithCode('UND-2026');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/home'));
  });
});
