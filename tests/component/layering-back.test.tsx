// Back with one dialog over another (docs/ui.md "Layers"), on jsdom's own history: the claim's
// error alert over the prize picker. Back answers the alert (as OK) and leaves the picker open
// with the choice kept; the next Back closes the picker. A real browser's Back over one dialog is
// tests/e2e/back.test.ts's.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { giftClaimMachine } from '../../machines';
import GiftDialog from '../../src/shell/GiftDialog';
import { AppTheme } from '../../src/styles/AppTheme';
import { apiError } from './support/fakePorts';

/** Back, as the browser's button does it: one step back in history, answered by popstate. */
async function back(): Promise<void> {
  const arrived = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  window.history.back();
  await act(() => arrived);
}

describe('Back over two dialogs', () => {
  it('answers the top one first, then closes the one under it', async () => {
    const user = userEvent.setup();
    const actor = createActor(
      giftClaimMachine.provide({ actors: { claimPrize: fromPromise<string | void, { giftId: number }>(() => Promise.reject(apiError(422, 'Hadiah ini sudah habis diklaim pengunjung lain.'))) } }),
      { input: { prizes: [{ id: 2, name: 'Topi Safety', image_url: '' }] } },
    ).start();
    render(
      <AppTheme>
        <GiftDialog actor={actor} />
      </AppTheme>,
    );
    const picker = screen.getByRole('dialog', { name: 'Pilih Hadiah' });
    await user.click(within(picker).getByRole('button', { name: /Topi Safety/ }));
    await user.click(within(picker).getByRole('button', { name: 'Pilih' }));
    await screen.findByRole('alertdialog', { name: 'Klaim gagal' });
    // The picker's history step is pushed once the dialogs have settled (a microtask after they open).
    await act(() => Promise.resolve());

    await back();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Pilih Hadiah' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Topi Safety/ })).toHaveAttribute('aria-pressed', 'true');

    await back();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(actor.getSnapshot().status).toBe('done');
    actor.stop();
  });
});
