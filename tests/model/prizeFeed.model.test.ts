import { createActor, sendParent, setup } from 'xstate';
import { prizeFeedMachine, type PrizesHeldEvent, type PrizesReceivedEvent } from '../../machines/prizeFeed';
import { selectHasSeenFirstValue } from '../../machines/prizeFeed.selectors';
import type { Prize } from '../../machines/types';
import { createFakePrizeDatabase } from './support/fakes';
import { describeModel, type EventExecutors, type StateAssertions } from './support/harness';
import {
  feedUserId,
  feedValues,
  prizeFeedEventFixtures,
  prizeFeedInput,
  prizeFeedPaths,
  type PrizeFeedModelEvent,
} from './support/prizeFeed';

/** The feed runs under a parent, as under the root, so its real `prizes.received` arrives. */
function start() {
  const database = createFakePrizeDatabase();
  const delivered: Prize[][] = [];
  const pushed: unknown[] = [];
  /** Lists held within reach without opening anything (the kept list, the first value). */
  const held: Prize[][] = [];
  const expectedHeld: Prize[][] = [];
  const parent = setup({
    types: { events: {} as PrizesReceivedEvent | PrizesHeldEvent },
    actors: {
      prizeFeed: prizeFeedMachine.provide({
        actors: { prizeSubscription: database.prizeSubscription },
        // As the app provides it: straight to the parent.
        actions: {
          deliverPrizes: sendParent((_, params: { prizes: Prize[] }) => ({ type: 'prizes.received' as const, prizes: params.prizes })),
          holdPrizes: sendParent((_, params: { prizes: Prize[] }) => ({ type: 'prizes.held' as const, prizes: params.prizes })),
        },
      }),
    },
  }).createMachine({
    invoke: { id: 'prizeFeed', src: 'prizeFeed', input: prizeFeedInput },
    on: {
      'prizes.received': { actions: ({ event }) => void delivered.push(event.prizes) },
      'prizes.held': { actions: ({ event }) => void held.push(event.prizes) },
    },
  });
  const parentActor = createActor(parent).start();
  const actor = parentActor.getSnapshot().children.prizeFeed!;
  return { actor, root: parentActor, database, delivered, pushed, held, expectedHeld };
}
type Handle = ReturnType<typeof start>;

/** The written-out expected list for a fixture value. */
function listFor(raw: unknown): Prize[] {
  const known = feedValues.find((value) => value.raw === raw);
  if (!known) throw new Error('unknown feed value');
  return known.prizes;
}

const executors = {
  // Values arrive only through the subscription, never by sending to the actor directly.
  'feed.value': (handle, event) => {
    const [subscription] = handle.database.active();
    if (!subscription) throw new Error('no active subscription');
    // The first value is held (within reach, opening nothing) when it holds prizes.
    if (handle.pushed.length === 0 && listFor(event.raw).length > 0) handle.expectedHeld.push(listFor(event.raw));
    subscription.push(event.raw);
    handle.pushed.push(event.raw);
  },
  // The kept list comes from the subscription actor before the first value; after it, nothing.
  'feed.kept': (handle, event) => {
    if (handle.pushed.length === 0 && listFor(event.raw).length > 0) handle.expectedHeld.push(listFor(event.raw));
    handle.actor.send(event);
  },
} satisfies EventExecutors<PrizeFeedModelEvent, Handle>;

function expectSubscribedOnce(handle: Handle) {
  expect(handle.database.subscriptions.map((subscription) => subscription.userId)).toEqual([feedUserId]);
  expect(handle.database.active()).toHaveLength(1);
}

const assertions = {
  awaitingFirstValue: (actual, _past, handle) => {
    expectSubscribedOnce(handle as Handle);
    expect(selectHasSeenFirstValue(actual as never)).toBe(false);
    expect((handle as Handle).delivered).toEqual([]);
    expect((handle as Handle).held).toEqual((handle as Handle).expectedHeld);
  },
  listening: (actual, _past, handle) => {
    const { delivered, pushed } = handle as Handle;
    expectSubscribedOnce(handle as Handle);
    expect(selectHasSeenFirstValue(actual as never)).toBe(true);
    // SPEC §4: the first value is ignored whatever it is (null included); every later one that
    // holds prizes is delivered as its list; one without prizes delivers nothing.
    expect(delivered).toEqual(pushed.slice(1).map(listFor).filter((list) => list.length > 0));
    expect((handle as Handle).held).toEqual((handle as Handle).expectedHeld);
  },
} satisfies StateAssertions<Handle>;

describeModel('prizeFeed', {
  machine: prizeFeedMachine,
  fixtures: prizeFeedEventFixtures,
  paths: prizeFeedPaths,
  start,
  executors,
  assertions,
});
