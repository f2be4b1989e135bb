import { createActor } from 'xstate';
import { giftClaimMachine } from '../../machines/giftClaim';
import {
  selectCanChoose,
  selectGiftAlert,
  selectIsGiftClosed,
  selectIsSubmit,
  selectSelectedPrizeId,
  selectShowChooseButton,
  selectVisiblePrizes,
} from '../../machines/giftClaim.selectors';
import { messages } from '../../machines/messages';
import { acceptedEventTypes } from './support/graph';
import { giftClaimPrizes, pushedListKeepingTwo, pushedListSavingTwo } from './support/giftClaim';
import { createFakePromiseActors, flush, REPLAY_EPOCH } from './support/harness';

beforeEach(() => vi.useFakeTimers({ now: REPLAY_EPOCH }));
afterEach(() => vi.useRealTimers());

function openDialog() {
  const fakes = createFakePromiseActors(['claimPrize']);
  const actor = createActor(giftClaimMachine.provide({ actors: fakes.actors }), {
    input: { prizes: giftClaimPrizes },
  }).start();
  return { actor, fakes, snapshot: () => actor.getSnapshot() };
}

describe('gift claim (SPEC §2 gift popup, §4, §8, §9)', () => {
  it('never offers prize id 1 nor a saved prize', () => {
    const dialog = openDialog();
    expect(selectVisiblePrizes(dialog.snapshot()).map((prize) => prize.id)).toEqual([2, 4]);
  });

  it('starts with selection 0 and Pilih disabled', () => {
    const dialog = openDialog();
    expect(selectSelectedPrizeId(dialog.snapshot())).toBe(0);
    expect(selectCanChoose(dialog.snapshot())).toBe(false);
  });

  it('ignores a tap on prize 1 or on a saved prize', () => {
    const dialog = openDialog();
    dialog.actor.send({ type: 'user.selectPrize', id: 1 });
    dialog.actor.send({ type: 'user.selectPrize', id: 3 });
    expect(selectSelectedPrizeId(dialog.snapshot())).toBe(0);
  });

  it('does not submit without a selection', async () => {
    const dialog = openDialog();
    dialog.actor.send({ type: 'user.submitPrize' });
    await flush();
    expect(dialog.fakes.calls).toEqual([]);
    expect(selectIsSubmit(dialog.snapshot())).toBe(false);
  });

  it('claims the selected prize, hides Pilih meanwhile, then says Berhasil di klaim and closes on OK', async () => {
    const dialog = openDialog();
    dialog.actor.send({ type: 'user.selectPrize', id: 4 });
    expect(selectCanChoose(dialog.snapshot())).toBe(true);
    dialog.actor.send({ type: 'user.submitPrize' });
    expect(selectIsSubmit(dialog.snapshot())).toBe(true);
    expect(selectShowChooseButton(dialog.snapshot())).toBe(false);
    expect(dialog.fakes.calls).toEqual([{ name: 'claimPrize', input: { giftId: 4 } }]);
    dialog.fakes.settle({ type: 'xstate.done.actor.claimPrize', output: undefined });
    await flush();
    expect(selectGiftAlert(dialog.snapshot())).toEqual({ kind: 'success', message: 'Berhasil di klaim' });
    expect(selectIsGiftClosed(dialog.snapshot())).toBe(false);
    dialog.actor.send({ type: 'user.acknowledgeAlert' });
    expect(selectIsGiftClosed(dialog.snapshot())).toBe(true);
  });

  it("shows the server's message on error, resets isSubmit, and returns to choosing with the selection on OK", async () => {
    const dialog = openDialog();
    dialog.actor.send({ type: 'user.selectPrize', id: 2 });
    dialog.actor.send({ type: 'user.submitPrize' });
    dialog.fakes.settle({ type: 'xstate.error.actor.claimPrize', error: Object.assign(new Error('Kuota hadiah habis'), { status: 422 }) });
    await flush();
    expect(selectIsSubmit(dialog.snapshot())).toBe(false);
    expect(selectGiftAlert(dialog.snapshot())).toEqual({ kind: 'error', message: 'Kuota hadiah habis' });
    dialog.actor.send({ type: 'user.acknowledgeAlert' });
    expect(dialog.snapshot().value).toBe('choosing');
    expect(selectGiftAlert(dialog.snapshot())).toBeNull();
    expect(selectSelectedPrizeId(dialog.snapshot())).toBe(2);
  });

  it('falls back to a generic Indonesian message when the error has none', async () => {
    const dialog = openDialog();
    dialog.actor.send({ type: 'user.selectPrize', id: 2 });
    dialog.actor.send({ type: 'user.submitPrize' });
    dialog.fakes.settle({ type: 'xstate.error.actor.claimPrize', error: { status: 0 } });
    await flush();
    expect(selectGiftAlert(dialog.snapshot())).toEqual({ kind: 'error', message: messages.genericError });
  });

  it('closes with the close icon', () => {
    const dialog = openDialog();
    dialog.actor.send({ type: 'user.closeGift' });
    expect(selectIsGiftClosed(dialog.snapshot())).toBe(true);
  });

  it('has no backdrop dismissal: it accepts exactly the picker, claim and close events', () => {
    expect(acceptedEventTypes(giftClaimMachine)).toEqual([
      'prizes.received',
      'user.acknowledgeAlert',
      'user.closeGift',
      'user.selectPrize',
      'user.submitPrize',
      'xstate.done.actor.claimPrize',
      'xstate.error.actor.claimPrize',
    ]);
  });

  it('replaces the list with a pushed one and keeps the selection while it is still offered', () => {
    const dialog = openDialog();
    dialog.actor.send({ type: 'user.selectPrize', id: 2 });
    dialog.actor.send({ type: 'prizes.received', prizes: pushedListKeepingTwo });
    expect(selectVisiblePrizes(dialog.snapshot()).map((prize) => prize.id)).toEqual([2, 5]);
    expect(selectSelectedPrizeId(dialog.snapshot())).toBe(2);
    dialog.actor.send({ type: 'prizes.received', prizes: pushedListSavingTwo });
    expect(selectVisiblePrizes(dialog.snapshot()).map((prize) => prize.id)).toEqual([4]);
    expect(selectSelectedPrizeId(dialog.snapshot())).toBe(0);
  });
});
