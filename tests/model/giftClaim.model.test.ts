import { createActor } from 'xstate';
import { giftClaimMachine, visiblePrizes } from '../../machines/giftClaim';
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
import {
  claimFailureMessage,
  giftClaimEventFixtures,
  giftClaimInput,
  giftClaimPaths,
  type GiftClaimModelEvent,
} from './support/giftClaim';
import { createFakePromiseActors, describeModel, type EventExecutors, type StateAssertions } from './support/harness';

function start() {
  const fakes = createFakePromiseActors(['claimPrize']);
  const actor = createActor(giftClaimMachine.provide({ actors: fakes.actors }), { input: giftClaimInput }).start();
  /** The selection at the moment 'Pilih' was pressed: what the claim must be for. */
  const submitted = { selectedId: 0 };
  return { actor, fakes, submitted };
}
type Handle = ReturnType<typeof start>;

const send = (handle: Handle, event: GiftClaimModelEvent) => handle.actor.send(event as never);
const settle = (handle: Handle, event: GiftClaimModelEvent) => handle.fakes.settle(event);

const executors = {
  'user.selectPrize': send,
  'user.submitPrize': (handle, event) => {
    handle.submitted.selectedId = handle.actor.getSnapshot().context.selectedId;
    send(handle, event);
  },
  'user.closeGift': send,
  'user.acknowledgeAlert': send,
  'prizes.received': send,
  'xstate.done.actor.claimPrize': settle,
  'xstate.error.actor.claimPrize': settle,
} satisfies EventExecutors<GiftClaimModelEvent, Handle>;

type Snapshot = ReturnType<Handle['actor']['getSnapshot']>;

/** What the visitor sees of the picker, whatever state it is in. */
function expectPickerMatches(actual: Snapshot, expectedPrizes: typeof giftClaimInput.prizes, selectedId: number) {
  const shown = selectVisiblePrizes(actual);
  expect(shown).toEqual(visiblePrizes(expectedPrizes));
  expect(shown.some((prize) => prize.id === 1 || prize.isSaved)).toBe(false);
  expect(selectSelectedPrizeId(actual)).toBe(selectedId);
}

const assertions = {
  choosing: (actual, expected) => {
    const snapshot = actual as Snapshot;
    expectPickerMatches(snapshot, expected.context.prizes, expected.context.selectedId);
    expect(selectCanChoose(snapshot)).toBe(expected.context.selectedId !== 0);
    expect(selectShowChooseButton(snapshot)).toBe(true);
    expect(selectGiftAlert(snapshot)).toBeNull();
  },
  submitting: (actual, expected, handle) => {
    const snapshot = actual as Snapshot;
    const { fakes, submitted } = handle as Handle;
    expectPickerMatches(snapshot, expected.context.prizes, expected.context.selectedId);
    expect(selectIsSubmit(snapshot)).toBe(true);
    expect(selectShowChooseButton(snapshot)).toBe(false);
    expect(fakes.calls.at(-1)).toEqual({ name: 'claimPrize', input: { giftId: submitted.selectedId } });
  },
  claimed: (actual) => {
    expect(selectGiftAlert(actual as Snapshot)).toEqual({ kind: 'success', message: messages.prizeClaimed });
    expect(selectIsGiftClosed(actual as Snapshot)).toBe(false);
  },
  failed: (actual, expected) => {
    const snapshot = actual as Snapshot;
    expect(selectGiftAlert(snapshot)).toEqual({ kind: 'error', message: claimFailureMessage });
    expect(selectIsSubmit(snapshot)).toBe(false);
    expectPickerMatches(snapshot, expected.context.prizes, expected.context.selectedId);
  },
  closed: (actual) => {
    expect(selectIsGiftClosed(actual as Snapshot)).toBe(true);
  },
} satisfies StateAssertions<Handle>;

describeModel('giftClaim', {
  machine: giftClaimMachine,
  fixtures: giftClaimEventFixtures,
  paths: giftClaimPaths,
  start,
  executors,
  assertions,
});
