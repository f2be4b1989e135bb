// The giftClaim statechart's generated paths, replayed against the rendered GiftDialog.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { createActor } from 'xstate';
import { giftClaimMachine } from '../../../machines';
import GiftDialog from '../../../src/shell/GiftDialog';
import { AppTheme } from '../../../src/styles/AppTheme';
import { ALERT_TEXT, giftClaimInput, giftClaimPaths, giftDialogAfter, OFFERED, type GiftClaimModelEvent } from '../support/giftClaim';
import { createFakePromiseActors } from '../support/harness';
import { describeUiReplay, fromOutsideTheUi, type UiAssertions, type UiExecutors, type UiHandle } from './replay';

interface GiftHandle extends UiHandle {
  actor: ReturnType<typeof startActor>['actor'];
  fakes: ReturnType<typeof startActor>['fakes'];
}

function startActor() {
  const fakes = createFakePromiseActors(['claimPrize']);
  const actor = createActor(giftClaimMachine.provide({ actors: fakes.actors }), { input: giftClaimInput }).start();
  return { actor, fakes };
}

function start(): GiftHandle {
  const { actor, fakes } = startActor();
  const view = render(
    <AppTheme>
      <GiftDialog actor={actor} />
    </AppTheme>,
  );
  return { actor, fakes, stop: () => { view.unmount(); actor.stop(); } };
}

// While an alert is up Radix hides the picker from assistive tech (aria-hidden), so it is
// found structurally: the one role="dialog" element (alerts are role="alertdialog").
const giftDialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const pilih = () => within(giftDialog()!).queryByRole('button', { name: 'Pilih', hidden: true });
const prizeButton = (id: number) => giftDialog()?.querySelector<HTMLButtonElement>(`button[data-prize-id="${id}"]`) ?? null;
const okButton = () => within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' });

const executors = {
  'user.selectPrize': (handle, event) => {
    const button = prizeButton(event.id);
    if (button) return void fireEvent.click(button);
    // A prize that is not offered has no button to tap; the event reaches the chart only
    // as a stray one, which it must ignore.
    else return fromOutsideTheUi(() => handle.actor.send(event));
  },
  'user.submitPrize': (handle, event) => {
    const button = pilih();
    if (button) return void fireEvent.click(button);
    else return fromOutsideTheUi(() => handle.actor.send(event));
  },
  'user.closeGift': () => void fireEvent.click(within(giftDialog()!).getByRole('button', { name: 'Tutup', hidden: true })),
  'user.acknowledgeAlert': () => void fireEvent.click(okButton()),
  'prizes.received': (handle, event) => fromOutsideTheUi(() => handle.actor.send(event)),
  'xstate.done.actor.claimPrize': (handle, event) => fromOutsideTheUi(() => handle.fakes.settle(event)),
  'xstate.error.actor.claimPrize': (handle, event) => fromOutsideTheUi(() => handle.fakes.settle(event)),
} satisfies UiExecutors<GiftClaimModelEvent, GiftHandle>;

/** The list on screen and the highlighted prize after these events (SPEC's rules, written out in support/giftClaim). */
function pickerAfter(past: ReadonlyArray<{ type: string }>) {
  const view = giftDialogAfter(past);
  return { offered: OFFERED.get(view.list)!.map((prize) => prize.id), selectedId: view.selectedId };
}

/** The names under 'Berhasil di klaim', by the prize claimed (tests/model/support/giftClaim.ts). */
const CLAIMED_NAME: Record<number, string> = { 2: 'Kunci Torsi', 4: 'Tumbler Baja' };

/** The grid shows exactly the offered prizes, with the expected one highlighted. */
function expectGrid(past: ReadonlyArray<{ type: string }>) {
  const { offered, selectedId } = pickerAfter(past);
  const buttons = Array.from(giftDialog()!.querySelectorAll<HTMLButtonElement>('button[data-prize-id]'));
  expect(buttons.map((button) => Number(button.dataset.prizeId))).toEqual(offered);
  expect(buttons.filter((button) => button.getAttribute('aria-pressed') === 'true').map((button) => Number(button.dataset.prizeId))).toEqual(
    selectedId === 0 ? [] : [selectedId],
  );
}

const assertions: UiAssertions<GiftHandle> = {
  choosing: (_handle, past) => {
    expect(screen.getByRole('dialog', { name: 'Pilih Hadiah' })).toBeVisible();
    expectGrid(past);
    if (pickerAfter(past).selectedId === 0) expect(pilih()).toBeDisabled();
    else expect(pilih()).toBeEnabled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
  submitting: (_handle, past) => {
    expectGrid(past);
    expect(pilih()).not.toBeInTheDocument();
    expect(within(giftDialog()!).getByRole('status', { name: 'Mengirim pilihan…', hidden: true })).toBeInTheDocument();
  },
  claimed: (_handle, past) => {
    // The prize the claim was for, even when a list pushed meanwhile dropped the selection.
    const alert = screen.getByRole('alertdialog', { name: 'Berhasil di klaim' });
    expect(alert).toHaveTextContent(`Hadiah Anda: ${CLAIMED_NAME[giftDialogAfter(past).claims.at(-1)!]}.`);
    expect(okButton()).toBeInTheDocument();
  },
  failed: (_handle, past) => {
    expect(screen.getByRole('alertdialog')).toHaveTextContent(ALERT_TEXT.error);
    expect(okButton()).toBeInTheDocument();
    expectGrid(past);
  },
  closed: () => {
    expect(giftDialog()).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

describeUiReplay('gift dialog', { paths: giftClaimPaths, start, executors, assertions });
