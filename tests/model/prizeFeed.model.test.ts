import { createActor, setup } from 'xstate';
import { prizeFeedMachine, type PrizeFeedHealthEvent, type PrizesHeldEvent, type PrizesReceivedEvent } from '../../machines/prizeFeed';
import { selectHasSeenFirstValue, selectIsFeedLive } from '../../machines/prizeFeed.selectors';
import type { Prize } from '../../machines/types';
import { createFakePrizeDatabase } from './support/fakes';
import { describeModel, type EventExecutors, type StateAssertions } from './support/harness';
import {
  feedUserId,
  feedValues,
  prizeFeedEventFixtures,
  prizeFeedInput,
  prizeFeedPaths,
  RESUBSCRIBE_EVENT,
  RESUBSCRIBE_MS,
  RETRY_DELAYS_MS,
  RETRY_EVENT,
  STALLED_MS,
  STILL_LOST_EVENT,
  UNANSWERED_EVENT,
  type PrizeFeedModelEvent,
} from './support/prizeFeed';

/** The feed runs under a parent, as under the root, with the app's own actors over fake ports. */
function start() {
  const database = createFakePrizeDatabase();
  const delivered: Prize[][] = [];
  /** Lists held within reach without opening anything (the kept list, the first value). */
  const held: Prize[][] = [];
  /** What the parent was told about the feed's health, in order. */
  const health: Array<'down' | 'up'> = [];
  const parent = setup({
    types: { events: {} as PrizesReceivedEvent | PrizesHeldEvent | PrizeFeedHealthEvent },
    actors: { prizeFeed: prizeFeedMachine.provide({ actors: { prizeSubscription: database.prizeSubscription, networkReturn: database.networkReturn } }) },
  }).createMachine({
    invoke: { id: 'prizeFeed', src: 'prizeFeed', input: prizeFeedInput },
    on: {
      'prizes.received': { actions: ({ event }) => void delivered.push(event.prizes) },
      'prizes.held': { actions: ({ event }) => void held.push(event.prizes) },
      'prizes.feedDown': { actions: () => void health.push('down') },
      'prizes.feedUp': { actions: () => void health.push('up') },
    },
  });
  const root = createActor(parent).start();
  const actor = root.getSnapshot().children.prizeFeed!;
  /** What the replay did, to write the expected values from: the values pushed, the subscriptions expected. */
  const replayed = {
    /** What the visitor must have been told last: nothing yet, 'up' once live, 'down' once stalled or failing twice in a row. */
    told: undefined as 'down' | 'up' | undefined,
    pushed: [] as Array<{ raw: unknown; firstOfSubscription: boolean }>,
    kept: [] as unknown[],
    /** Subscriptions that have delivered a value already. */
    answered: new Set<object>(),
    subscriptions: 1,
    failuresInARow: 0,
  };
  return { actor, root, database, delivered, held, health, replayed };
}
type Handle = ReturnType<typeof start>;

/** The written-out expected list for a fixture value. */
function listFor(raw: unknown): Prize[] {
  const known = feedValues.find((value) => value.raw === raw);
  if (!known) throw new Error('unknown feed value');
  return known.prizes;
}

/**
 * SPEC §4 and issue 29, applied to the values pushed: the first value of the login opens nothing
 * (a list in it is held within reach); a new subscription's first value equal to the value
 * before it is that subscription's repeat, not news; every other value that holds prizes opens
 * the dialog.
 */
function expectedFrom(pushed: Array<{ raw: unknown; firstOfSubscription: boolean }>, kept: unknown[]) {
  const held = [...kept, ...pushed.slice(0, 1).map(({ raw }) => raw)].map(listFor).filter((list) => list.length > 0);
  const delivered = pushed
    .slice(1)
    .filter(({ raw, firstOfSubscription }, index) => !firstOfSubscription || JSON.stringify(listFor(raw)) !== JSON.stringify(listFor(pushed[index]!.raw)))
    .map(({ raw }) => listFor(raw))
    .filter((list) => list.length > 0);
  return { held, delivered };
}

const activeSubscription = (handle: Handle) => {
  const [subscription] = handle.database.active();
  if (!subscription) throw new Error('no active subscription');
  return subscription;
};

/** A retry ends the failures in a row only when the feed is live again. */
const startsOver = (handle: Handle) => {
  handle.replayed.subscriptions += 1;
};
const fails = (handle: Handle) => {
  handle.replayed.failuresInARow += 1;
};

const executors = {
  // Values and statuses arrive only through the subscription, never by sending to the actor directly.
  'feed.value': (handle, event) => {
    const subscription = activeSubscription(handle);
    const firstOfSubscription = !handle.replayed.answered.has(subscription);
    handle.replayed.answered.add(subscription);
    subscription.push(event.raw);
    handle.replayed.pushed.push({ raw: event.raw, firstOfSubscription });
  },
  'feed.connected': (handle) => {
    activeSubscription(handle).report('connected');
    handle.replayed.failuresInARow = 0;
  },
  'feed.disconnected': (handle) => activeSubscription(handle).report('disconnected'),
  'feed.refused': (handle) => {
    activeSubscription(handle).report('refused');
    fails(handle);
  },
  // The kept list comes from the subscription actor before the first value.
  'feed.kept': (handle, event) => {
    handle.actor.send(event);
    if (handle.replayed.pushed.length === 0) handle.replayed.kept.push(event.raw);
  },
  'network.online': (handle) => {
    handle.database.goOnline();
    startsOver(handle);
  },
  [UNANSWERED_EVENT]: async () => {
    await vi.advanceTimersByTimeAsync(STALLED_MS);
  },
  [STILL_LOST_EVENT]: async () => {
    await vi.advanceTimersByTimeAsync(STALLED_MS);
  },
  [RESUBSCRIBE_EVENT]: async (handle) => {
    await vi.advanceTimersByTimeAsync(RESUBSCRIBE_MS);
    fails(handle);
  },
  [RETRY_EVENT]: async (handle) => {
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[handle.replayed.failuresInARow - 1]!);
    startsOver(handle);
  },
} satisfies EventExecutors<PrizeFeedModelEvent, Handle>;

function expectValues(handle: Handle) {
  const expected = expectedFrom(handle.replayed.pushed, handle.replayed.kept);
  expect(handle.delivered).toEqual(expected.delivered);
  expect(handle.held).toEqual(expected.held);
}

/** One listen at a time, for this visitor, and a new one for every start over. */
function expectListening(handle: Handle) {
  expect(handle.database.active().map((subscription) => subscription.userId)).toEqual([feedUserId]);
  expect(handle.database.subscriptions).toHaveLength(handle.replayed.subscriptions);
}

/** The feed's health as the visitor was last told it, and whether it is live now. */
function expectTold(actual: unknown, h: Handle, told: 'down' | 'up' | undefined, live: boolean) {
  h.replayed.told = told;
  expect(h.health.at(-1)).toBe(told);
  expect(selectIsFeedLive(actual as never)).toBe(live);
}

const assertions = {
  // Not yet answered: the visitor is told nothing new (nothing at all on the first subscription).
  'subscribed.connecting': (actual, _past, handle) => {
    const h = handle as Handle;
    expectListening(h);
    expectTold(actual, h, h.replayed.told, false);
    expect(selectHasSeenFirstValue(actual as never)).toBe(h.replayed.pushed.length > 0);
    expectValues(h);
  },
  'subscribed.live': (actual, _past, handle) => {
    const h = handle as Handle;
    expectListening(h);
    expectTold(actual, h, 'up', true);
    expectValues(h);
  },
  // A lost connection the client is re-establishing: not announced yet.
  'subscribed.reconnecting': (actual, _past, handle) => {
    const h = handle as Handle;
    expectListening(h);
    expectTold(actual, h, h.replayed.told, false);
    expectValues(h);
  },
  // Unanswered or lost for 10 s: the visitor is told.
  'subscribed.stalled': (actual, _past, handle) => {
    const h = handle as Handle;
    expectListening(h);
    expectTold(actual, h, 'down', false);
    expectValues(h);
  },
  // Between two subscriptions: none is open; told from the second failure in a row.
  retrying: (actual, _past, handle) => {
    const h = handle as Handle;
    expect(h.database.active()).toEqual([]);
    expect(h.database.subscriptions).toHaveLength(h.replayed.subscriptions);
    expectTold(actual, h, h.replayed.failuresInARow >= 2 ? 'down' : h.replayed.told, false);
    expectValues(h);
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
