import { describe, expect, it } from 'vitest';
import { createActor, type ActorRefFrom, type AnyMachineSnapshot } from 'xstate';
import { appMachine, createAppMachine } from '../../machines/app';
import { selectPrizesUnreachable, selectUnclaimedPrizeCount } from '../../machines/app.selectors';
import { selectPrizeList, selectVisiblePrizes } from '../../machines/giftClaim.selectors';
import type { giftClaimMachine } from '../../machines/giftClaim';
import type { Prize } from '../../machines/types';
import { appEventFixtures, appModel, appPaths, giftDialogShown, pushedPrizes, signedInUserId, type AppModelEvent } from './support/app';
import { edgesOf, restingKeyOf } from './support/graph';
import { createFakePorts } from './support/fakes';
import { describeModel, type EventExecutors, type StateAssertions } from './support/harness';

function start() {
  // The auth child stays restoring (storage never answers): the replay plays its reports.
  const fake = createFakePorts({ read: () => new Promise(() => {}) });
  /** What the device was asked to keep (the list behind "Hadiah", per visitor). */
  const kept: Array<{ userId: number; prizes: Prize[] }> = [];
  fake.ports.prizes.keep = async (userId, prizes) => void kept.push({ userId, prizes });
  const actor = createActor(createAppMachine(fake.ports), { input: { clock: fake.ports.clock } }).start();
  /** How many times the root told /popup-gift that the dialog closed. */
  const closedNotices = { count: 0 };
  actor.on('gift.closed', () => void (closedNotices.count += 1));
  return { actor, fake, kept, closedNotices };
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
  'gift.listHandedOver': send,
  'prizes.received': send,
  'prizes.held': send,
  'user.openPrizes': send,
  'prizes.feedDown': send,
  'prizes.feedUp': send,
  'auth.authenticated': send,
  'auth.anonymous': send,
  'auth.loggedOut': send,
  // A child's failure reaches the root as this event; the replay delivers it the same way.
  'xstate.error.actor.auth': send,
  'xstate.error.actor.cart': send,
  'xstate.error.actor.countdown': send,
  'xstate.error.actor.prizeFeed': send,
  'xstate.error.actor.giftClaim': send,
  // The dialog's actor finishes when the visitor closes it with the close icon.
  'xstate.done.actor.giftClaim': (handle) => handle.actor.system.get('giftClaim')!.send({ type: 'user.closeGift' }),
} satisfies EventExecutors<AppModelEvent, Handle>;

/**
 * The prize lists of the fixtures, each with what the dialog offers of it and the count on the
 * "Hadiah" entry, written out (SPEC §2: not prize 1, not a saved one).
 */
const LISTS = {
  none: { prizes: [] as Prize[], offered: [] as Prize[], badge: 0 },
  pushed: {
    prizes: pushedPrizes,
    offered: [{ id: 2, name: 'Kunci Torsi', image_url: '/img/prizes/kunci-torsi.png' }],
    badge: 1,
  },
} as const;
type ListName = keyof typeof LISTS;

const listNamed = (prizes: readonly Prize[]): ListName => {
  if (prizes === pushedPrizes) return 'pushed';
  throw new Error('a list that is not a fixture');
};

/** What the visitor has, by the root's rules, after the events replayed. */
interface AppView {
  session: 'restoring' | 'anonymous' | 'signedIn';
  /** Signed in and told nothing else: prizes can reach the visitor ("Hadiah" says so otherwise). */
  reachable: boolean;
  dialog: 'closed' | 'open';
  /** The list behind "Hadiah" while the dialog is closed; the dialog's list while it is open. */
  list: ListName;
  /** Sign-ins so far: each loads the cart once and opens one listen for the visitor. */
  signIns: number;
  /** What the device was asked to keep, in order. */
  kept: Array<{ userId: number; prizes: Prize[] }>;
  /** Times /popup-gift was told the dialog closed (by the visitor, or by a failure; not by a logout). */
  closedNotices: number;
}

type Rule<TType extends AppModelEvent['type']> = (view: AppView, event: Extract<AppModelEvent, { type: TType }>) => AppView;
type Rules = { [TType in AppModelEvent['type']]?: Rule<TType> };

/** The device keeps the list behind "Hadiah" only for someone signed in, so it survives a reload. */
const keep = (view: AppView, list: ListName): AppView['kept'] =>
  view.session === 'signedIn' ? [...view.kept, { userId: signedInUserId, prizes: LISTS[list].prizes }] : view.kept;

/** SPEC §4: the sign-in subscribes to the visitor's prize path and is followed by the cart's load. */
const signIn = (view: AppView): AppView => ({ ...view, session: 'signedIn', reachable: true, signIns: view.signIns + 1 });

/**
 * SPEC §4 and DESIGN (auth, prizeFeed, the gift popup opened from the shell), as a table: what
 * each event does to what the visitor has, per session state and per dialog state. An event a
 * state does not list changes nothing (the cart's and the account's events belong to their own
 * statecharts; a child's failure leaves the root and the other children working). The root
 * statechart is not consulted: this is what it is checked against.
 */
const SESSION_RULES: Record<AppView['session'], Rules> = {
  restoring: {
    'auth.authenticated': signIn,
    'auth.anonymous': (view) => ({ ...view, session: 'anonymous' }),
  },
  anonymous: {
    'auth.authenticated': signIn,
  },
  signedIn: {
    // §4: logout drops the subscription (and the first-value flag with it).
    'auth.loggedOut': (view) => ({ ...view, session: 'anonymous' }),
    'prizes.feedDown': (view) => ({ ...view, reachable: false }),
    'prizes.feedUp': (view) => ({ ...view, reachable: true }),
  },
};

const GIFT_RULES: Record<AppView['dialog'], Rules> = {
  closed: {
    // /popup-gift and the "Hadiah" entry open the dialog on the list held.
    'gift.open': (view) => ({ ...view, dialog: 'open' }),
    'user.openPrizes': (view) => ({ ...view, dialog: 'open' }),
    // §4: every later value opens the prize modal with that value as the list.
    'prizes.received': (view, event) => {
      const list = listNamed(event.prizes);
      return { ...view, dialog: 'open', list, kept: keep(view, list) };
    },
    // The kept list or the first value: held behind "Hadiah", opening nothing.
    'prizes.held': (view, event) => {
      const list = listNamed(event.prizes);
      return { ...view, list, kept: keep(view, list) };
    },
    // §4: logout clears the visitor's lists from memory.
    'auth.loggedOut': (view) => ({ ...view, list: 'none' }),
  },
  open: {
    // A newer list replaces the one in the open dialog; it is not stored (a reload delivers it again).
    'prizes.received': (view, event) => ({ ...view, list: listNamed(event.prizes) }),
    'prizes.held': (view, event) => ({ ...view, list: listNamed(event.prizes) }),
    // The close icon: the dialog's list goes back behind "Hadiah", and is stored.
    'xstate.done.actor.giftClaim': (view) => ({ ...view, dialog: 'closed', kept: keep(view, view.list), closedNotices: view.closedNotices + 1 }),
    // The dialog failed: it is gone with its list; the visitor is told it closed.
    'xstate.error.actor.giftClaim': (view) => ({ ...view, dialog: 'closed', list: 'none', closedNotices: view.closedNotices + 1 }),
    // §4: logout closes the dialog and forgets the list, without announcing a close.
    'auth.loggedOut': (view) => ({ ...view, dialog: 'closed', list: 'none' }),
  },
};

function appAfter(past: ReadonlyArray<{ type: string }>): AppView {
  let view: AppView = { session: 'restoring', reachable: true, dialog: 'closed', list: 'none', signIns: 0, kept: [], closedNotices: 0 };
  for (const event of past as AppModelEvent[]) {
    // Both regions see the event (a logout signs out and closes the dialog); each rule changes its own region's part.
    const sessionRule = SESSION_RULES[view.session][event.type] as Rule<typeof event.type> | undefined;
    const giftRule = GIFT_RULES[view.dialog][event.type] as Rule<typeof event.type> | undefined;
    if (sessionRule) view = sessionRule(view, event as never);
    if (giftRule) view = giftRule(view, event as never);
  }
  return view;
}

/**
 * The one check, whatever state the path says it is in: what the visitor must have after the
 * events replayed (`appAfter`), against the root's selectors, its children and the fake platform.
 */
function expectApp(actual: Snapshot, past: ReadonlyArray<{ type: string }>, { actor, fake, kept, closedNotices }: Handle) {
  const view = appAfter(past);
  const signedIn = view.session === 'signedIn';
  // The session: still reading storage, nobody signed in, or the visitor.
  expect(actual.matches({ session: 'restoring' }), 'restoring').toBe(view.session === 'restoring');
  expect(actual.matches({ session: 'authenticated' }), 'signed in').toBe(signedIn);
  expect(selectPrizesUnreachable(actual), '"Hadiah" says prizes cannot arrive').toBe(signedIn && !view.reachable);
  // §4: one listen on the visitor's prize path while signed in, a new one per sign-in; none after logout.
  expect(fake.activeSubscriptions().map((subscription) => subscription.userId)).toEqual(signedIn ? [signedInUserId] : []);
  expect(fake.subscriptions).toHaveLength(view.signIns);
  // §4: the cart is loaded after each sign-in (GET /api/carts), never before.
  expect(fake.callsTo('api.loadCarts')).toHaveLength(view.signIns);
  // The dialog and its list: one copy, in the dialog while it is open, behind "Hadiah" otherwise.
  const list = LISTS[view.list];
  expect(giftDialogShown(actor), 'dialog open').toBe(view.dialog === 'open');
  const dialog = actor.system.get('giftClaim') as ActorRefFrom<typeof giftClaimMachine> | undefined;
  if (view.dialog === 'open') {
    expect(selectUnclaimedPrizeCount(actual)).toBe(0);
    expect(selectPrizeList(dialog!.getSnapshot())).toEqual(list.prizes);
    expect(selectVisiblePrizes(dialog!.getSnapshot())).toEqual(list.offered);
  } else {
    expect(dialog).toBeUndefined();
    expect(selectUnclaimedPrizeCount(actual), 'the count on "Hadiah"').toBe(list.badge);
  }
  // What the device keeps for "Hadiah", per visitor; and the close announced to /popup-gift.
  expect(kept).toEqual(view.kept);
  expect(closedNotices.count).toBe(view.closedNotices);
  // A child's failure leaves the others running.
  for (const systemId of ['auth', 'cart', 'countdown']) expect(actor.system.get(systemId), systemId).toBeDefined();
}

const check = (actual: unknown, past: ReadonlyArray<{ type: string }>, handle: unknown) => expectApp(actual as Snapshot, past, handle as Handle);

const assertions = {
  'session.restoring': check,
  'session.anonymous': check,
  'session.authenticated.prizesReachable': check,
  'session.authenticated.prizesUnreachable': check,
  'gift.closed': check,
  'gift.open': check,
} satisfies StateAssertions<Handle>;

describeModel('app', {
  machine: appMachine,
  fixtures: appEventFixtures,
  paths: appPaths,
  start,
  executors,
  assertions,
});

/** A state of the root, the session region first, whichever order its nodes were entered in. */
const sessionThenGift = (snapshot: AnyMachineSnapshot) =>
  restingKeyOf(snapshot).split(' + ').sort((a, b) => Number(a.startsWith('gift')) - Number(b.startsWith('gift'))).join(' + ');

describe('app graph', () => {
  // Built while the file loads, as the paths are.
  const edges = edgesOf(appModel, sessionThenGift);
  it('has exactly the transitions SPEC §4 and DESIGN give the session and the gift dialog', () => {
    const anonymous = 'session.anonymous';
    const reachable = 'session.authenticated.prizesReachable';
    const unreachable = 'session.authenticated.prizesUnreachable';
    const restoring = 'session.restoring';
    const everySession = [anonymous, reachable, unreachable, restoring];
    expect(edges).toEqual(
      [
        // Signed in from anywhere the session is not: the prize feed is taken as reachable first.
        `${anonymous} + gift.closed auth.authenticated → ${reachable} + gift.closed`,
        `${anonymous} + gift.open auth.authenticated → ${reachable} + gift.open`,
        `${restoring} + gift.closed auth.authenticated → ${reachable} + gift.closed`,
        `${restoring} + gift.open auth.authenticated → ${reachable} + gift.open`,
        // Restoring finds no visitor.
        `${restoring} + gift.closed auth.anonymous → ${anonymous} + gift.closed`,
        `${restoring} + gift.open auth.anonymous → ${anonymous} + gift.open`,
        // Logout closes the dialog and ends the session; where nobody was signed in it still
        // forgets the list kept in memory.
        `${anonymous} + gift.closed auth.loggedOut → ${anonymous} + gift.closed`,
        `${restoring} + gift.closed auth.loggedOut → ${restoring} + gift.closed`,
        `${anonymous} + gift.open auth.loggedOut → ${anonymous} + gift.closed`,
        `${reachable} + gift.closed auth.loggedOut → ${anonymous} + gift.closed`,
        `${reachable} + gift.open auth.loggedOut → ${anonymous} + gift.closed`,
        `${unreachable} + gift.closed auth.loggedOut → ${anonymous} + gift.closed`,
        `${unreachable} + gift.open auth.loggedOut → ${anonymous} + gift.closed`,
        `${restoring} + gift.open auth.loggedOut → ${restoring} + gift.closed`,
        // The realtime feed down and up again ("Hadiah" says when prizes cannot arrive).
        `${reachable} + gift.closed prizes.feedDown → ${unreachable} + gift.closed`,
        `${reachable} + gift.open prizes.feedDown → ${unreachable} + gift.open`,
        `${unreachable} + gift.closed prizes.feedUp → ${reachable} + gift.closed`,
        `${unreachable} + gift.open prizes.feedUp → ${reachable} + gift.open`,
        // The dialog opens on a pushed list, on 'Hadiah', or on /popup-gift, whatever the session.
        ...everySession.flatMap((session) =>
          ['gift.open', 'prizes.received', 'user.openPrizes'].map((event) => `${session} + gift.closed ${event} → ${session} + gift.open`),
        ),
        // A list kept on the device is held behind "Hadiah" while the dialog is closed.
        ...everySession.map((session) => `${session} + gift.closed prizes.held → ${session} + gift.closed`),
        // It closes when the dialog's own statechart ends, or fails.
        ...everySession.flatMap((session) =>
          ['xstate.done.actor.giftClaim', 'xstate.error.actor.giftClaim'].map((event) => `${session} + gift.open ${event} → ${session} + gift.closed`),
        ),
      ].sort(),
    );
  });
});
