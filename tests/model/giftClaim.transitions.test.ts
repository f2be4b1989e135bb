import { createActor } from 'xstate';
import { giftClaimMachine, keepClaimedMarks } from '../../machines/giftClaim';
import { selectGiftAlert, selectIsSubmit, selectSelectedPrizeId, selectVisiblePrizes } from '../../machines/giftClaim.selectors';
import { messages } from '../../machines/messages';
import { acceptedEventTypes } from './support/graph';
import { giftClaimPrizes } from './support/giftClaim';
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

// What the generated paths cannot show: the pure rule, events the chart must ignore (the paths
// walk only events that change something), and a failure without a message. Every transition
// is walked by giftClaim.model.test.ts and, rendered, by ui/giftDialog.test.tsx.
describe('gift claim (SPEC §2 gift popup, §4, §8, §9)', () => {
  it('never offers prize id 1 nor a saved prize', () => {
    const dialog = openDialog();
    expect(selectVisiblePrizes(dialog.snapshot()).map((prize) => prize.id)).toEqual([2, 4]);
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

  it('falls back to a generic Indonesian message when the error has none', async () => {
    const dialog = openDialog();
    dialog.actor.send({ type: 'user.selectPrize', id: 2 });
    dialog.actor.send({ type: 'user.submitPrize' });
    dialog.fakes.settle({ type: 'xstate.error.actor.claimPrize', error: { status: 0 } });
    await flush();
    expect(selectGiftAlert(dialog.snapshot())).toEqual({ kind: 'error', message: messages.genericError });
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

  it('keeps a prize this visitor claimed saved in a later list that does not say so (the root holds it)', () => {
    const known = [
      { id: 2, name: 'Kunci Torsi', image_url: '/img/prizes/kunci-torsi.png', isSaved: true },
      { id: 4, name: 'Tumbler Baja', image_url: '/img/prizes/tumbler.png' },
    ];
    const incoming = [
      // A list that says the claimed prize is not saved: it was claimed, it stays so.
      { id: 2, name: 'Kunci Torsi', image_url: '/img/prizes/kunci-torsi.png', isSaved: false },
      { id: 4, name: 'Tumbler Baja', image_url: '/img/prizes/tumbler.png' },
      { id: 5, name: 'Jaket Teknisi', image_url: '/img/prizes/jaket.png', isSaved: true },
    ];
    expect(keepClaimedMarks(incoming, known)).toEqual([
      { id: 2, name: 'Kunci Torsi', image_url: '/img/prizes/kunci-torsi.png', isSaved: true },
      { id: 4, name: 'Tumbler Baja', image_url: '/img/prizes/tumbler.png' },
      { id: 5, name: 'Jaket Teknisi', image_url: '/img/prizes/jaket.png', isSaved: true },
    ]);
    // Nothing known claimed: the list as it came.
    expect(keepClaimedMarks(incoming, [])).toEqual(incoming);
  });

  it('offers a prize no more once the platform answers that it is already claimed (409)', async () => {
    const dialog = openDialog();
    dialog.actor.send({ type: 'user.selectPrize', id: 2 });
    dialog.actor.send({ type: 'user.submitPrize' });
    const message = 'Hadiah ini sudah Anda klaim sebelumnya.';
    dialog.fakes.settle({ type: 'xstate.error.actor.claimPrize', error: { status: 409, message } });
    await flush();
    expect(selectGiftAlert(dialog.snapshot())).toEqual({ kind: 'error', message });
    dialog.actor.send({ type: 'user.acknowledgeAlert' });
    expect(selectVisiblePrizes(dialog.snapshot()).map((prize) => prize.id)).toEqual([4]);
    expect(selectSelectedPrizeId(dialog.snapshot())).toBe(0);
    // The list handed back on close counts it claimed (the header's badge reads it).
    dialog.actor.send({ type: 'user.closeGift' });
    expect(dialog.actor.getSnapshot().output?.prizes.find((prize) => prize.id === 2)?.isSaved).toBe(true);
  });

  it('keeps the selection after any other refusal, so the visitor can try again', async () => {
    const dialog = openDialog();
    dialog.actor.send({ type: 'user.selectPrize', id: 2 });
    dialog.actor.send({ type: 'user.submitPrize' });
    dialog.fakes.settle({ type: 'xstate.error.actor.claimPrize', error: { status: 503, message: 'Coba lagi' } });
    await flush();
    dialog.actor.send({ type: 'user.acknowledgeAlert' });
    expect(selectVisiblePrizes(dialog.snapshot()).map((prize) => prize.id)).toEqual([2, 4]);
    expect(selectSelectedPrizeId(dialog.snapshot())).toBe(2);
  });
});
