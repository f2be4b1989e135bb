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
import type { Prize } from '../../machines/types';
import {
  claimFailureMessage,
  giftClaimEventFixtures,
  pushedListKeepingTwo,
  pushedListSavingTwo,
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
  /**
   * What the visitor must see, written out from the fixtures (not read from the machine): the
   * list on screen, the highlighted prize, and whether a list arrived behind the success alert.
   */
  const shown = { prizes: giftClaimInput.prizes as Prize[], selectedId: 0, listWaiting: false };
  return { actor, fakes, submitted, shown };
}
type Handle = ReturnType<typeof start>;

const send = (handle: Handle, event: GiftClaimModelEvent) => handle.actor.send(event as never);
const settle = (handle: Handle, event: GiftClaimModelEvent) => handle.fakes.settle(event);

/** Which fixture prizes can be picked in which written-out list (ids shown in the picker). */
const offeredIds = new Map<readonly Prize[], number[]>([
  [giftClaimInput.prizes, [2, 4]],
  [pushedListKeepingTwo, [2, 5]],
  [pushedListSavingTwo, [4]],
]);
const offers = (list: readonly Prize[], id: number) => offeredIds.get(list)!.includes(id);
const inPicker = (handle: Handle) => ['choosing', 'submitting', 'failed'].some((state) => handle.actor.getSnapshot().matches(state as never));

const executors = {
  'user.selectPrize': (handle, event) => {
    if (handle.actor.getSnapshot().matches('choosing') && offers(handle.shown.prizes, event.id)) handle.shown.selectedId = event.id;
    send(handle, event);
  },
  'user.submitPrize': (handle, event) => {
    handle.submitted.selectedId = handle.shown.selectedId;
    send(handle, event);
  },
  'user.closeGift': send,
  'user.acknowledgeAlert': (handle, event) => {
    if (handle.actor.getSnapshot().matches('claimed') && handle.shown.listWaiting) {
      handle.shown.selectedId = 0;
      handle.shown.listWaiting = false;
    }
    send(handle, event);
  },
  'prizes.received': (handle, event) => {
    if (inPicker(handle) || handle.actor.getSnapshot().matches('claimed')) {
      if (!offers(event.prizes, handle.shown.selectedId)) handle.shown.selectedId = 0;
      handle.shown.prizes = event.prizes;
    }
    if (handle.actor.getSnapshot().matches('claimed')) handle.shown.listWaiting = true;
    send(handle, event);
  },
  'xstate.done.actor.claimPrize': settle,
  'xstate.error.actor.claimPrize': settle,
} satisfies EventExecutors<GiftClaimModelEvent, Handle>;

type Snapshot = ReturnType<Handle['actor']['getSnapshot']>;

/** What the visitor sees of the picker, whatever state it is in. */
function expectPickerMatches(actual: Snapshot, handle: Handle) {
  const shown = selectVisiblePrizes(actual);
  expect(shown.map((prize) => prize.id)).toEqual(offeredIds.get(handle.shown.prizes));
  expect(shown).toEqual(visiblePrizes(handle.shown.prizes));
  expect(shown.some((prize) => prize.id === 1 || prize.isSaved)).toBe(false);
  expect(selectSelectedPrizeId(actual)).toBe(handle.shown.selectedId);
}

const assertions = {
  choosing: (actual, _past, handle) => {
    const snapshot = actual as Snapshot;
    expectPickerMatches(snapshot, handle as Handle);
    expect(selectCanChoose(snapshot)).toBe((handle as Handle).shown.selectedId !== 0);
    expect(selectShowChooseButton(snapshot)).toBe(true);
    expect(selectGiftAlert(snapshot)).toBeNull();
  },
  submitting: (actual, _past, handle) => {
    const snapshot = actual as Snapshot;
    const { fakes, submitted } = handle as Handle;
    expectPickerMatches(snapshot, handle as Handle);
    expect(selectIsSubmit(snapshot)).toBe(true);
    expect(selectShowChooseButton(snapshot)).toBe(false);
    expect(fakes.calls.at(-1)).toEqual({ name: 'claimPrize', input: { giftId: submitted.selectedId } });
  },
  claimed: (actual) => {
    expect(selectGiftAlert(actual as Snapshot)).toEqual({ kind: 'success', message: messages.prizeClaimed });
    expect(selectIsGiftClosed(actual as Snapshot)).toBe(false);
  },
  failed: (actual, _past, handle) => {
    const snapshot = actual as Snapshot;
    expect(selectGiftAlert(snapshot)).toEqual({ kind: 'error', message: claimFailureMessage });
    expect(selectIsSubmit(snapshot)).toBe(false);
    expectPickerMatches(snapshot, handle as Handle);
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
