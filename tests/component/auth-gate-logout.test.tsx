// The signed-out screen comes at once when a session ends: the visitor's own logout and a 401
// mid-session both show AuthGate's prompt while storage is still being cleared, with nothing of
// the visitor left on screen (SPEC §4: logout clears user and token; only the visitor's own
// logout then goes home).
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderApp } from './support/renderApp';

/** Storage clearing that finishes only when the test says so. */
function heldClear() {
  let release: () => void = () => undefined;
  const cleared = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { cleared, release };
}

const visitor = makeUser({ name: 'Budi Santoso Wijaya**' });

function expectSignedOutAtOnce() {
  // AuthGate's prompt on /profile, not the spinner of a session being checked.
  expect(screen.getByRole('heading', { level: 1, name: 'Anda belum masuk.' })).toBeInTheDocument();
  expect(screen.queryByText('Memeriksa sesi Anda…')).not.toBeInTheDocument();
  // Nothing of the visitor: not their name, not their badge, not their code.
  expect(screen.queryByText(/Budi Santoso Wijaya/)).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Tanda pengenal' })).not.toBeInTheDocument();
  expect(screen.queryByText(/PMR-0042/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Masuk' })).toBeInTheDocument();
}

describe('AuthGate when the session ends', () => {
  it("shows the signed-out screen as soon as the visitor taps 'Keluar', and goes home once storage is cleared", async () => {
    const user = userEvent.setup();
    const clear = heldClear();
    const { ports, location } = renderApp({
      path: '/profile',
      signedInAs: visitor,
      configure: (fake) => vi.mocked(fake.session.clear).mockImplementationOnce(() => clear.cleared),
    });
    expect(await screen.findByRole('region', { name: 'Tanda pengenal' })).toHaveTextContent('Budi Santoso Wijaya');

    await user.click(screen.getByRole('button', { name: 'Keluar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Keluar dari akun ini?' })).getByRole('button', { name: 'Keluar' }));

    expect(ports.session.clear).toHaveBeenCalledTimes(1);
    expectSignedOutAtOnce();
    expect(location.history?.at(-1)).toBe('/profile');

    await act(async () => clear.release());
    expect(location.history?.at(-1)).toBe('/home');
  });

  it('shows the signed-out screen as soon as a 401 ends the session, and stays on the page', async () => {
    const clear = heldClear();
    const { actor, ports, location } = renderApp({
      path: '/profile',
      signedInAs: visitor,
      configure: (fake) => vi.mocked(fake.session.clear).mockImplementationOnce(() => clear.cleared),
    });
    expect(await screen.findByRole('region', { name: 'Tanda pengenal' })).toHaveTextContent('Budi Santoso Wijaya');

    // What the SDK's 401 interceptor reports through src/app/root.tsx's endSession.
    act(() => actor.send({ type: 'session.unauthorized' }));

    expect(ports.session.clear).toHaveBeenCalledTimes(1);
    expectSignedOutAtOnce();

    await act(async () => clear.release());
    expect(location.history?.at(-1)).toBe('/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Anda belum masuk.' })).toBeInTheDocument();
  });
});
