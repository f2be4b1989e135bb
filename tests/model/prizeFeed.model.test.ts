import { createActor, setup } from 'xstate';
import { authPrizeFeed } from '../../machines/auth';
import { holdsData, prizeFeedMachine, type PrizesReceivedEvent } from '../../machines/prizeFeed';
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

/** The feed runs under a parent, wired as auth wires it, so its real `prizes.received` arrives. */
function start() {
  const database = createFakePrizeDatabase();
  const delivered: Prize[][] = [];
  const pushed: unknown[] = [];
  const parent = setup({
    types: { events: {} as PrizesReceivedEvent },
    actors: { prizeFeed: authPrizeFeed.provide({ actors: { prizeSubscription: database.prizeSubscription } }) },
  }).createMachine({
    invoke: { id: 'prizeFeed', src: 'prizeFeed', input: prizeFeedInput },
    on: { 'prizes.received': { actions: ({ event }) => void delivered.push(event.prizes) } },
  });
  const parentActor = createActor(parent).start();
  const actor = parentActor.getSnapshot().children.prizeFeed!;
  return { actor, root: parentActor, database, delivered, pushed };
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
    subscription.push(event.raw);
    handle.pushed.push(event.raw);
  },
} satisfies EventExecutors<PrizeFeedModelEvent, Handle>;

function expectSubscribedOnce(handle: Handle) {
  expect(handle.database.subscriptions.map((subscription) => subscription.userId)).toEqual([feedUserId]);
  expect(handle.database.active()).toHaveLength(1);
}

const assertions = {
  awaitingFirstValue: (actual, _expected, handle) => {
    expectSubscribedOnce(handle as Handle);
    expect(selectHasSeenFirstValue(actual as never)).toBe(false);
    expect((handle as Handle).delivered).toEqual([]);
  },
  listening: (actual, _expected, handle) => {
    const { delivered, pushed } = handle as Handle;
    expectSubscribedOnce(handle as Handle);
    expect(selectHasSeenFirstValue(actual as never)).toBe(true);
    // The first value holding data is ignored; every later one is delivered as its list;
    // empty-path (null) values are never delivered.
    expect(delivered).toEqual(pushed.filter(holdsData).slice(1).map(listFor));
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
