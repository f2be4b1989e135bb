import { createActor } from 'xstate';
import { giftClaimMachine } from '../../machines/giftClaim';
import {
  selectCanChoose,
  selectClaimedPrize,
  selectGiftAlert,
  selectIsGiftClosed,
  selectIsSubmit,
  selectSelectedPrizeId,
  selectShowChooseButton,
  selectVisiblePrizes,
} from '../../machines/giftClaim.selectors';
import {
  ALERT_TEXT,
  giftClaimEventFixtures,
  giftClaimInput,
  giftClaimPaths,
  GIFT_DIALOG_RULES,
  giftDialogAfter,
  OFFERED,
  type GiftClaimModelEvent,
  type GiftScreen,
} from './support/giftClaim';
import { describeEvent } from './support/graph';
import { createFakePromiseActors, describeModel, type EventExecutors, type StateAssertions } from './support/harness';

function start() {
  const fakes = createFakePromiseActors(['claimPrize']);
  const actor = createActor(giftClaimMachine.provide({ actors: fakes.actors }), { input: giftClaimInput }).start();
  return { actor, fakes };
}
type Handle = ReturnType<typeof start>;
type Snapshot = ReturnType<Handle['actor']['getSnapshot']>;

const send = (handle: Handle, event: GiftClaimModelEvent) => handle.actor.send(event as never);
const settle = (handle: Handle, event: GiftClaimModelEvent) => handle.fakes.settle(event);

const executors = {
  'user.selectPrize': send,
  'user.submitPrize': send,
  'user.closeGift': send,
  'user.acknowledgeAlert': send,
  'prizes.received': send,
  'xstate.done.actor.claimPrize': settle,
  'xstate.error.actor.claimPrize': settle,
} satisfies EventExecutors<GiftClaimModelEvent, Handle>;

/**
 * Each screen as the visitor sees it (SPEC §2, §4, §8): the alert over the dialog, whether
 * 'Pilih' is there (hidden while a claim is in progress, and it stays so under 'Berhasil di
 * klaim' until the dialog closes), and whether the dialog is gone.
 */
const SCREENS: Record<GiftScreen, { closed: boolean; alert: { kind: 'success' | 'error'; message: string } | null; pilihShown: boolean }> = {
  picker: { closed: false, alert: null, pilihShown: true },
  sending: { closed: false, alert: null, pilihShown: false },
  success: { closed: false, alert: { kind: 'success', message: ALERT_TEXT.success }, pilihShown: false },
  error: { closed: false, alert: { kind: 'error', message: ALERT_TEXT.error }, pilihShown: true },
  closed: { closed: true, alert: null, pilihShown: true },
};

/**
 * The one check, whatever state the path says it is in: what the visitor must see after the
 * events replayed (`giftDialogAfter`, SPEC's rules as a table), against what the dialog's
 * selectors give the screen. A transition to a wrong state shows the wrong screen here.
 */
function expectDialog(actual: Snapshot, past: ReadonlyArray<{ type: string }>, { fakes }: Handle) {
  const view = giftDialogAfter(past);
  const screen = SCREENS[view.screen];
  // The dialog is running until it closes, and then done (handing its list back); never failed.
  expect(actual.status, `status (${view.screen})`).toBe(screen.closed ? 'done' : 'active');
  expect(selectIsGiftClosed(actual), `closed (${view.screen})`).toBe(screen.closed);
  // §7: one POST /api/users/brochure/{giftId}/saved per 'Pilih' pressed with a selection, for that prize.
  expect(fakes.calls).toEqual(view.claims.map((giftId) => ({ name: 'claimPrize', input: { giftId } })));
  if (screen.closed) {
    // What the root keeps for "Hadiah" and the device stores: the list, the claimed prize saved.
    expect(actual.output).toEqual({ prizes: view.handedBack });
    return;
  }
  expect(selectGiftAlert(actual), `alert (${view.screen})`).toEqual(screen.alert);
  expect(selectShowChooseButton(actual), `'Pilih' shown (${view.screen})`).toBe(screen.pilihShown);
  expect(selectIsSubmit(actual)).toBe(!screen.pilihShown);
  // §5: 'Pilih' can be pressed only in the picker, with a prize selected.
  expect(selectCanChoose(actual)).toBe(view.screen === 'picker' && view.selectedId !== 0);
  if (view.screen === 'success') {
    // 'Berhasil di klaim' names the prize just claimed.
    expect(selectClaimedPrize(actual)?.id).toBe(view.claims.at(-1));
    return;
  }
  // §2: the grid (not prize 1, not a saved one), and the selected item highlighted.
  expect(selectVisiblePrizes(actual)).toEqual(OFFERED.get(view.list));
  expect(selectSelectedPrizeId(actual)).toBe(view.selectedId);
}

const assertions = {
  choosing: (actual, past, handle) => expectDialog(actual as Snapshot, past, handle as Handle),
  submitting: (actual, past, handle) => expectDialog(actual as Snapshot, past, handle as Handle),
  claimed: (actual, past, handle) => expectDialog(actual as Snapshot, past, handle as Handle),
  failed: (actual, past, handle) => expectDialog(actual as Snapshot, past, handle as Handle),
  closed: (actual, past, handle) => expectDialog(actual as Snapshot, past, handle as Handle),
} satisfies StateAssertions<Handle>;

describeModel('giftClaim', {
  machine: giftClaimMachine,
  fixtures: giftClaimEventFixtures,
  paths: giftClaimPaths,
  start,
  executors,
  assertions,
});

/**
 * The paths are the machine's own graph: an edge the machine lost (a screen that no longer
 * reacts to an event) is simply not walked, and no state check sees it. So: every change SPEC's
 * table makes, screen by screen (GIFT_DIALOG_RULES), must be walked by some path, and nothing
 * else. Written out: the screen the visitor is on, the event, the screen it leads to.
 */
describe('giftClaim model walks', () => {
  it("every change of SPEC's table, screen by screen, and no other", () => {
    const walked = new Set<string>();
    for (const path of [...giftClaimPaths.transitions, ...giftClaimPaths.shortest]) {
      const events = path.steps.map((step) => step.event as GiftClaimModelEvent).filter((event) => event.type !== ('xstate.init' as string));
      events.forEach((event, index) => {
        const before = giftDialogAfter(events.slice(0, index));
        const after = giftDialogAfter(events.slice(0, index + 1));
        expect(GIFT_DIALOG_RULES[before.screen][event.type], `${before.screen} reacts to ${event.type}`).toBeDefined();
        if (JSON.stringify(after) !== JSON.stringify(before)) walked.add(`${before.screen} ${describeEvent(event)} → ${after.screen}`);
      });
    }
    expect([...walked].sort()).toEqual([
      'error prizes.received → error',
      'error user.acknowledgeAlert → picker',
      'picker prizes.received → picker',
      'picker user.closeGift → closed',
      'picker user.selectPrize(id=2) → picker',
      'picker user.submitPrize → sending',
      'sending prizes.received → sending',
      'sending xstate.done.actor.claimPrize(output=undefined) → success',
      'sending xstate.error.actor.claimPrize → error',
      'success prizes.received → success',
      'success user.acknowledgeAlert → closed',
      'success user.acknowledgeAlert → picker',
    ]);
  });
});
