import { createActor, setup } from 'xstate';
import { feedRetryDelay, fullJitter, prizeFeedMachine, type PrizeFeedHealthEvent, type PrizesHeldEvent, type PrizesReceivedEvent } from '../../machines/prizeFeed';
import { selectHasSeenFirstValue, selectIsFeedLive } from '../../machines/prizeFeed.selectors';
import type { Prize } from '../../machines/types';
import { createFakePrizeDatabase } from './support/fakes';
import { edgesOf } from './support/graph';
import { describeModel, flush, REPLAY_EPOCH, type EventExecutors, type StateAssertions } from './support/harness';
import {
  feedUserId,
  feedValues,
  HELD_BACK_EVENT,
  prizeFeedEventFixtures,
  prizeFeedInput,
  prizeFeedPaths,
  RESUBSCRIBE_EVENT,
  RECONNECT_SPREAD_MS,
  RESUBSCRIBE_MS,
  RETRY_DELAYS_MS,
  RETRY_EVENT,
  STALLED_MS,
  STILL_LOST_EVENT,
  UNANSWERED_EVENT,
  type PrizeFeedModelEvent,
  prizeFeedModel,
} from './support/prizeFeed';

type Phase =
  | 'subscribed.connecting'
  | 'subscribed.live'
  | 'subscribed.reconnecting.holdingBack'
  | 'subscribed.reconnecting.byItself'
  | 'subscribed.stalled'
  | 'retrying';

/** Where the feed is and what the visitor was last told, from the events replayed alone. */
interface FeedPhase {
  phase: Phase;
  /** The last health report: nothing yet, 'up' once live, 'down' once stalled or failing twice in a row. */
  told: 'down' | 'up' | undefined;
  failuresInARow: number;
  /** Subscriptions opened so far: the first, and one per start over. */
  subscriptions: number;
  /** Times a lost connection's client was let go to reconnect. */
  reconnects: number;
}

const startingPhase: FeedPhase = { phase: 'subscribed.connecting', told: undefined, failuresInARow: 0, subscriptions: 1, reconnects: 0 };

/** Answered: live, the visitor told prizes can reach them; the failures in a row are over. */
const goesLive = (feed: FeedPhase): FeedPhase => ({ ...feed, phase: 'subscribed.live', told: 'up', failuresInARow: 0 });
/** Unanswered, or unanswered after the client was let go, for the jittered stall: the visitor is told. */
const stalls = (feed: FeedPhase): FeedPhase => ({ ...feed, phase: 'subscribed.stalled', told: 'down' });
/** The subscription ended: one quick retry goes unannounced, from the second failure in a row the visitor is told. */
const fails = (feed: FeedPhase): FeedPhase => {
  const failuresInARow = feed.failuresInARow + 1;
  return { ...feed, phase: 'retrying', failuresInARow, told: failuresInARow >= 2 ? 'down' : feed.told };
};
/** A fresh credential and a new listen. */
const startsOver = (feed: FeedPhase): FeedPhase => ({ ...feed, phase: 'subscribed.connecting', subscriptions: feed.subscriptions + 1 });

/**
 * The recovery rules (DESIGN: a refused or dropped listen recovers by itself; a feed that is
 * down is visible; a lost connection's client waits its own random share of a spread, so a
 * fair's clients do not all return at once, then reconnects by itself), as a table: what each event does to the feed, phase by
 * phase. An event a phase does not list changes nothing. The statechart is not consulted.
 */
const FEED_RULES: Record<Phase, Partial<Record<PrizeFeedModelEvent['type'], (feed: FeedPhase) => FeedPhase>>> = {
  'subscribed.connecting': { 'feed.connected': goesLive, [UNANSWERED_EVENT]: stalls, 'feed.refused': fails },
  'subscribed.live': { 'feed.disconnected': (feed) => ({ ...feed, phase: 'subscribed.reconnecting.holdingBack' }), 'feed.refused': fails },
  'subscribed.reconnecting.holdingBack': {
    'feed.connected': goesLive,
    [HELD_BACK_EVENT]: (feed) => ({ ...feed, phase: 'subscribed.reconnecting.byItself', reconnects: feed.reconnects + 1 }),
    'feed.refused': fails,
  },
  'subscribed.reconnecting.byItself': { 'feed.connected': goesLive, [STILL_LOST_EVENT]: stalls, 'feed.refused': fails },
  'subscribed.stalled': { 'feed.connected': goesLive, [RESUBSCRIBE_EVENT]: fails, 'feed.refused': fails },
  retrying: { [RETRY_EVENT]: startsOver, 'network.online': startsOver },
};

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
    actors: {
      prizeFeed: prizeFeedMachine.provide({
        actors: { prizeSubscription: database.prizeSubscription, networkReturn: database.networkReturn, realtimeSession: database.realtimeSession },
      }),
    },
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
  /** What the replay did, to write the expected values from: the values pushed, the feed's phase by FEED_RULES. */
  const replayed = {
    ...startingPhase,
    pushed: [] as Array<{ raw: unknown; firstOfSubscription: boolean }>,
    kept: [] as unknown[],
    /** Subscriptions that have delivered a value already. */
    answered: new Set<object>(),
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
 * SPEC §4 and DESIGN's prizeFeed, applied to the values pushed: the first value of the login opens nothing
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

/** Lets `ms` pass: a millisecond before it the feed is where it was and has sent nothing more. */
async function afterExactly(handle: Handle, ms: number) {
  const before = { state: JSON.stringify(handle.actor.getSnapshot().value), health: handle.health.length, subscriptions: handle.database.subscriptions.length };
  await vi.advanceTimersByTimeAsync(ms - 1);
  const now = { state: JSON.stringify(handle.actor.getSnapshot().value), health: handle.health.length, subscriptions: handle.database.subscriptions.length };
  expect(now, `nothing happens before ${ms} ms`).toEqual(before);
  await vi.advanceTimersByTimeAsync(1);
}

/** Applies FEED_RULES to the replay's record after the event is performed. */
const advance = (handle: Handle, type: PrizeFeedModelEvent['type']) => {
  const rule = FEED_RULES[handle.replayed.phase][type];
  if (rule) Object.assign(handle.replayed, rule(handle.replayed));
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
  'feed.connected': (handle, event) => {
    activeSubscription(handle).report('connected');
    advance(handle, event.type);
  },
  'feed.disconnected': (handle, event) => {
    activeSubscription(handle).report('disconnected');
    advance(handle, event.type);
  },
  'feed.refused': (handle, event) => {
    activeSubscription(handle).report('refused');
    advance(handle, event.type);
  },
  // The kept list comes from the subscription actor before the first value.
  'feed.kept': (handle, event) => {
    handle.actor.send(event);
    if (handle.replayed.pushed.length === 0) handle.replayed.kept.push(event.raw);
  },
  'network.online': (handle, event) => {
    handle.database.goOnline();
    advance(handle, event.type);
  },
  [UNANSWERED_EVENT]: async (handle, event) => {
    await afterExactly(handle, STALLED_MS);
    advance(handle, event.type);
  },
  [HELD_BACK_EVENT]: async (handle, event) => {
    await afterExactly(handle, RECONNECT_SPREAD_MS);
    advance(handle, event.type);
  },
  [STILL_LOST_EVENT]: async (handle, event) => {
    await afterExactly(handle, STALLED_MS);
    advance(handle, event.type);
  },
  [RESUBSCRIBE_EVENT]: async (handle, event) => {
    await afterExactly(handle, RESUBSCRIBE_MS);
    advance(handle, event.type);
  },
  [RETRY_EVENT]: async (handle, event) => {
    await afterExactly(handle, RETRY_DELAYS_MS[handle.replayed.failuresInARow - 1]!);
    advance(handle, event.type);
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

/**
 * The one check, whatever state the path says it is in: the phase FEED_RULES gives (a wrong
 * transition shows here), what the visitor was last told, whether the feed is live, the
 * listens on the database and the lists delivered or held.
 */
function expectFeed(actual: unknown, handle: unknown, inState: Phase) {
  const h = handle as Handle;
  const { phase, told } = h.replayed;
  expect(phase, 'the phase the events lead to').toBe(inState);
  expect(h.health.at(-1), 'last told').toBe(told);
  expect(selectIsFeedLive(actual as never)).toBe(phase === 'subscribed.live');
  expect(h.database.reconnects, 'lost connections let go to reconnect').toHaveLength(h.replayed.reconnects);
  expect(h.database.session.held, 'the realtime sign-in and connection held for the whole feed').toBe(true);
  if (phase === 'retrying') {
    // Between two subscriptions: none is open.
    expect(h.database.active()).toEqual([]);
    expect(h.database.subscriptions).toHaveLength(h.replayed.subscriptions);
  } else expectListening(h);
  if (phase === 'subscribed.connecting') expect(selectHasSeenFirstValue(actual as never)).toBe(h.replayed.pushed.length > 0);
  expectValues(h);
}

const assertions = {
  'subscribed.connecting': (actual, _past, handle) => expectFeed(actual, handle, 'subscribed.connecting'),
  'subscribed.live': (actual, _past, handle) => expectFeed(actual, handle, 'subscribed.live'),
  // A lost connection whose client waits its random moment: not announced yet.
  'subscribed.reconnecting.holdingBack': (actual, _past, handle) => expectFeed(actual, handle, 'subscribed.reconnecting.holdingBack'),
  // A lost connection the client is re-establishing by itself: not announced yet.
  'subscribed.reconnecting.byItself': (actual, _past, handle) => expectFeed(actual, handle, 'subscribed.reconnecting.byItself'),
  // Unanswered or lost for a while: the visitor is told.
  'subscribed.stalled': (actual, _past, handle) => expectFeed(actual, handle, 'subscribed.stalled'),
  retrying: (actual, _past, handle) => expectFeed(actual, handle, 'retrying'),
} satisfies StateAssertions<Handle>;

describeModel('prizeFeed', {
  machine: prizeFeedMachine,
  fixtures: prizeFeedEventFixtures,
  paths: prizeFeedPaths,
  start,
  executors,
  assertions,
});

describe('prizeFeed graph', () => {
  // Built while the file loads, as the paths are: a mutant StrykerJS counts as static (active only
  // while modules load) is in it.
  const edges = edgesOf(prizeFeedModel);
  it('has exactly the transitions of the recovery rules (FEED_RULES) and no other', () => {
    expect(edges).toEqual([
      // After the retry delay, or at once when the device is back online: subscribe again.
      'retrying network.online → subscribed.connecting',
      'retrying xstate.after.retry.prizeFeed.retrying → subscribed.connecting',
      'subscribed.connecting feed.connected → subscribed.live',
      // Refused (the credential ended, rules): retry after the delay.
      'subscribed.connecting feed.refused → retrying',
      // A value is delivered (or held) wherever it arrives; the phase stays.
      'subscribed.connecting feed.value → subscribed.connecting',
      // Unanswered for a while: the visitor is told.
      'subscribed.connecting xstate.after.stalled.prizeFeed.subscribed.connecting → subscribed.stalled',
      // The connection is lost: its client holds back.
      'subscribed.live feed.disconnected → subscribed.reconnecting.holdingBack',
      'subscribed.live feed.refused → retrying',
      'subscribed.live feed.value → subscribed.live',
      'subscribed.reconnecting.byItself feed.connected → subscribed.live',
      'subscribed.reconnecting.byItself feed.refused → retrying',
      'subscribed.reconnecting.byItself feed.value → subscribed.reconnecting.byItself',
      'subscribed.reconnecting.byItself xstate.after.stalled.prizeFeed.subscribed.reconnecting.byItself → subscribed.stalled',
      'subscribed.reconnecting.holdingBack feed.connected → subscribed.live',
      'subscribed.reconnecting.holdingBack feed.refused → retrying',
      'subscribed.reconnecting.holdingBack feed.value → subscribed.reconnecting.holdingBack',
      // Its random moment came: the client reconnects by itself.
      'subscribed.reconnecting.holdingBack xstate.after.reconnectSpread.prizeFeed.subscribed.reconnecting.holdingBack → subscribed.reconnecting.byItself',
      'subscribed.stalled feed.connected → subscribed.live',
      'subscribed.stalled feed.refused → retrying',
      'subscribed.stalled feed.value → subscribed.stalled',
      // Stalled too long: a fresh subscription.
      'subscribed.stalled xstate.after.resubscribe.prizeFeed.subscribed.stalled → retrying',
    ]);
  });
});

/**
 * What the graph cannot walk: a value or a kept list that changes nothing the feed remembers,
 * only what it sends up (an edge needs a change of state). SPEC §4, DESIGN's prizeFeed.
 */
describe('prizeFeed values that change no state', () => {
  beforeEach(() => vi.useFakeTimers({ now: REPLAY_EPOCH }));
  afterEach(() => vi.useRealTimers());
  const [list, other] = [feedValues[0]!, feedValues[1]!];

  it('opens the dialog for every later value that holds prizes, the same list twice too', async () => {
    const handle = start();
    await flush();
    activeSubscription(handle).push(null);
    activeSubscription(handle).report('connected');
    activeSubscription(handle).push(list.raw);
    activeSubscription(handle).push(list.raw);
    await flush();
    expect(handle.delivered).toEqual([list.prizes, list.prizes]);
    expect(handle.held).toEqual([]);
    handle.root.stop();
  });

  it("does not open the dialog for a new subscription's first value repeating the last list; its next values do", async () => {
    const handle = start();
    await flush();
    activeSubscription(handle).push(null);
    activeSubscription(handle).push(list.raw);
    activeSubscription(handle).report('refused');
    await flush();
    handle.database.goOnline();
    await flush();
    expect(handle.database.subscriptions).toHaveLength(2);
    activeSubscription(handle).push(list.raw);
    await flush();
    expect(handle.delivered, 'the repeat is not news').toEqual([list.prizes]);
    activeSubscription(handle).push(list.raw);
    activeSubscription(handle).push(other.raw);
    await flush();
    expect(handle.delivered).toEqual([list.prizes, list.prizes, other.prizes]);
    handle.root.stop();
  });

  it('holds the list kept on the device until the first value arrives, and not after', async () => {
    const handle = start();
    await flush();
    handle.actor.send({ type: 'feed.kept', raw: list.raw });
    await flush();
    expect(handle.held).toEqual([list.prizes]);
    activeSubscription(handle).push(null);
    handle.actor.send({ type: 'feed.kept', raw: other.raw });
    await flush();
    expect(handle.held).toEqual([list.prizes]);
    expect(handle.delivered).toEqual([]);
    handle.root.stop();
  });

  it('holds a first value that holds prizes without opening the dialog; the same list next opens it', async () => {
    const handle = start();
    await flush();
    activeSubscription(handle).push(list.raw);
    await flush();
    expect(handle.held).toEqual([list.prizes]);
    expect(handle.delivered).toEqual([]);
    activeSubscription(handle).push(list.raw);
    await flush();
    expect(handle.held).toEqual([list.prizes]);
    expect(handle.delivered).toEqual([list.prizes]);
    handle.root.stop();
  });

  it('after a value with no prize, a new subscription bringing the earlier list again opens it (it is news)', async () => {
    const handle = start();
    await flush();
    activeSubscription(handle).push(null);
    activeSubscription(handle).push(list.raw);
    activeSubscription(handle).push('rusak');
    activeSubscription(handle).report('refused');
    await flush();
    handle.database.goOnline();
    await flush();
    activeSubscription(handle).push(list.raw);
    await flush();
    expect(handle.delivered).toEqual([list.prizes, list.prizes]);
    handle.root.stop();
  });

  it('waits at most 1, 2, 4, 8, 16 s before the retries, then 30 s at most', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(feedRetryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('draws each wait anywhere from nothing to its ceiling (full jitter)', () => {
    expect([0, 0.5, 0.999_999].map((share) => fullJitter(10_000, () => share))).toEqual([0, 5_000, 9_999]);
  });
});

/** The platform's Retry-After, and the realtime session's life: what the graph walks without seeing. */
describe('prizeFeed when the platform asks it to wait', () => {
  beforeEach(() => vi.useFakeTimers({ now: REPLAY_EPOCH }));
  afterEach(() => vi.useRealTimers());

  it('waits out a Retry-After in full before its next credential call, and the network’s return does not cut it short', async () => {
    const handle = start();
    await flush();
    activeSubscription(handle).report('refused', { retryAfterMs: 42_000 });
    await flush();
    handle.database.goOnline();
    await flush();
    expect(handle.database.subscriptions, 'online again, still waiting').toHaveLength(1);
    // 42 s asked for, then the first retry's jitter: 0.3 of 1 s.
    await afterExactly(handle, 42_000 + 300);
    expect(handle.database.subscriptions).toHaveLength(2);
    handle.root.stop();
  });

  it('holds the realtime sign-in and connection across a start over, and lets go when it stops (logout)', async () => {
    const handle = start();
    await flush();
    activeSubscription(handle).report('refused');
    await flush();
    expect(handle.database.active()).toEqual([]);
    expect(handle.database.session.held, 'between two subscriptions').toBe(true);
    handle.root.stop();
    expect(handle.database.session.held).toBe(false);
  });
});
