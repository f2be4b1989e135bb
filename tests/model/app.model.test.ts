import { createActor } from 'xstate';
import { appMachine, createAppMachine } from '../../machines/app';
import { selectIsGiftOpen, selectIsSignedIn, selectLastPrizes, selectPrizesUnreachable } from '../../machines/app.selectors';
import type { Prize } from '../../machines/types';
import { appEventFixtures, appPaths, pushedPrizes, signedInUserId, type AppModelEvent } from './support/app';
import { createFakePorts } from './support/fakes';
import { describeModel, type EventExecutors, type StateAssertions } from './support/harness';

function start() {
  // The auth child stays restoring (storage never answers): the replay plays its reports.
  const fake = createFakePorts({ read: () => new Promise(() => {}) });
  const actor = createActor(createAppMachine(fake.ports), { input: { clock: fake.ports.clock } }).start();
  /** What the visitor would see in the dialog, written out from the fixtures pushed. */
  const expected = { lastList: [] as Prize[], cartLoads: 0 };
  return { actor, fake, expected };
}
type Handle = ReturnType<typeof start>;
type Snapshot = ReturnType<Handle['actor']['getSnapshot']>;

const send = (handle: Handle, event: AppModelEvent) => handle.actor.send(event as never);

const executors = {
  'user.login': send,
  'user.register': send,
  'user.saveDetails': send,
  'user.discardDetails': send,
  'user.discardAnswers': send,
  'user.logout': send,
  'user.dismissSessionNotice': send,
  'session.unauthorized': send,
  'cart.add': send,
  'cart.remove': send,
  'cart.toggleItem': send,
  'cart.checkout': send,
  'gift.open': send,
  // Raised by the root itself right after opening; a stray one changes nothing visible.
  'gift.listHandedOver': send,
  'prizes.received': (handle, event) => {
    handle.expected.lastList = event.prizes;
    send(handle, event);
  },
  // Held while the dialog is closed; while it is open the dialog takes it as its list.
  'prizes.held': (handle, event) => {
    handle.expected.lastList = event.prizes;
    send(handle, event);
  },
  'user.openPrizes': send,
  'prizes.feedDown': send,
  'prizes.feedUp': send,
  'auth.authenticated': (handle, event) => {
    handle.expected.cartLoads += 1;
    send(handle, event);
  },
  'auth.anonymous': send,
  'auth.loggedOut': (handle, event) => {
    handle.expected.lastList = [];
    send(handle, event);
  },
  // A child's failure reaches the root as this event; the replay delivers it the same way.
  'xstate.error.actor.auth': send,
  'xstate.error.actor.cart': send,
  'xstate.error.actor.countdown': send,
  'xstate.error.actor.prizeFeed': send,
  'xstate.error.actor.giftClaim': (handle, event) => {
    // The dialog is gone with its list: nothing is shown until the next push.
    handle.expected.lastList = [];
    send(handle, event);
  },
  // The dialog's actor finishes when the visitor closes it with the close icon.
  'xstate.done.actor.giftClaim': (handle) => handle.actor.system.get('giftClaim')!.send({ type: 'user.closeGift' }),
} satisfies EventExecutors<AppModelEvent, Handle>;

function expectChildrenRunning(handle: Handle) {
  for (const systemId of ['auth', 'cart', 'countdown']) {
    expect(handle.actor.system.get(systemId), systemId).toBeDefined();
  }
}

const expectNoFeed = (handle: Handle) => expect(handle.fake.activeSubscriptions()).toEqual([]);

function expectSignedIn(actual: Snapshot, { fake, expected }: Handle) {
  expect(selectIsSignedIn(actual)).toBe(true);
  // The root runs the feed for the visitor the auth child reported, and loaded the cart.
  expect(fake.activeSubscriptions().map((subscription) => subscription.userId)).toEqual([signedInUserId]);
  expect(fake.callsTo('api.loadCarts')).toHaveLength(expected.cartLoads);
}

const assertions = {
  'session.restoring': (actual, _past, handle) => {
    expect(selectIsSignedIn(actual as Snapshot)).toBe(false);
    expectNoFeed(handle as Handle);
    expect((handle as Handle).fake.callsTo('api.loadCarts')).toEqual([]);
  },
  'session.anonymous': (actual, _past, handle) => {
    expect(selectIsSignedIn(actual as Snapshot)).toBe(false);
    expectNoFeed(handle as Handle);
  },
  // Signed in, and the feed's last report (none yet: reachable) says prizes can reach the visitor.
  'session.authenticated.prizesReachable': (actual, _past, handle) => {
    expectSignedIn(actual as Snapshot, handle as Handle);
    expect(selectPrizesUnreachable(actual as Snapshot)).toBe(false);
  },
  // The feed reported it is down: the "Hadiah" entry says prizes cannot be received for now.
  'session.authenticated.prizesUnreachable': (actual, _past, handle) => {
    expectSignedIn(actual as Snapshot, handle as Handle);
    expect(selectPrizesUnreachable(actual as Snapshot)).toBe(true);
  },
  'gift.closed': (actual, _past, handle) => {
    const { actor, expected } = handle as Handle;
    expect(selectIsGiftOpen(actual as Snapshot)).toBe(false);
    expect(selectLastPrizes(actual as Snapshot)).toEqual(expected.lastList);
    expect(actor.system.get('giftClaim')).toBeUndefined();
    expectChildrenRunning(handle as Handle);
  },
  'gift.open': (actual, _past, handle) => {
    const { actor, expected } = handle as Handle;
    expect(selectIsGiftOpen(actual as Snapshot)).toBe(true);
    // One copy of the list: inside the dialog, none left in the root.
    expect(selectLastPrizes(actual as Snapshot)).toEqual([]);
    expect(actor.system.get('giftClaim')?.getSnapshot().context.prizes).toEqual(expected.lastList);
    expect([[], pushedPrizes]).toContainEqual(expected.lastList);
    expectChildrenRunning(handle as Handle);
  },
} satisfies StateAssertions<Handle>;

describeModel('app', {
  machine: appMachine,
  fixtures: appEventFixtures,
  paths: appPaths,
  start,
  executors,
  assertions,
});
