// The giftClaim statechart's generated paths, replayed against the rendered GiftDialog.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { createActor } from 'xstate';
import { giftClaimMachine, type Prize } from '../../../machines';
import GiftDialog from '../../../src/features/gift/GiftDialog';
import { AppTheme } from '../../../src/styles/AppTheme';
import {
  claimFailureMessage,
  giftClaimInput,
  giftClaimPaths,
  pushedListKeepingTwo,
  pushedListSavingTwo,
  type GiftClaimModelEvent,
} from '../support/giftClaim';
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

/** Which fixture prizes the picker offers in each list (SPEC §4: not prize 1, not a saved one). */
const offeredIds = new Map<readonly Prize[], number[]>([
  [giftClaimInput.prizes, [2, 4]],
  [pushedListKeepingTwo, [2, 5]],
  [pushedListSavingTwo, [4]],
]);

/**
 * The list on screen and the highlighted prize after these events: a tap selects an offered
 * prize, a newer list keeps the selection only if it still offers it, and the OK after a
 * claim that had a newer list waiting starts the new choice with nothing selected.
 */
function pickerAfter(past: ReadonlyArray<{ type: string }>) {
  let prizes: readonly Prize[] = giftClaimInput.prizes;
  let selectedId = 0;
  let claimed = false;
  for (const event of past as GiftClaimModelEvent[]) {
    if (event.type === 'user.selectPrize' && offeredIds.get(prizes)!.includes(event.id)) selectedId = event.id;
    if (event.type === 'prizes.received') {
      prizes = event.prizes;
      if (!offeredIds.get(prizes)!.includes(selectedId)) selectedId = 0;
    }
    if (event.type === 'xstate.done.actor.claimPrize') claimed = true;
    if (event.type === 'user.acknowledgeAlert' && claimed) {
      selectedId = 0;
      claimed = false;
    }
  }
  return { offered: offeredIds.get(prizes)!, selectedId };
}

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
  claimed: () => {
    expect(screen.getByRole('alertdialog', { name: 'Berhasil di klaim' })).toBeInTheDocument();
    expect(okButton()).toBeInTheDocument();
  },
  failed: (_handle, past) => {
    expect(screen.getByRole('alertdialog')).toHaveTextContent(claimFailureMessage);
    expect(okButton()).toBeInTheDocument();
    expectGrid(past);
  },
  closed: () => {
    expect(giftDialog()).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

describeUiReplay('gift dialog', { paths: giftClaimPaths, start, executors, assertions });
