import { prizeFeedMachine, type PrizeFeedEvent } from '../../../machines/prizeFeed';
import type { Prize } from '../../../machines/types';
import { createMachineModel, pathsOf, type EventFixtures } from './graph';

/** The timer events XState raises for the feed's delays (state ids as the machine names them). */
export const UNANSWERED_EVENT = 'xstate.after.stalled.prizeFeed.subscribed.connecting';
export const HELD_BACK_EVENT = 'xstate.after.reconnectSpread.prizeFeed.subscribed.reconnecting.holdingBack';
export const STILL_LOST_EVENT = 'xstate.after.stalled.prizeFeed.subscribed.reconnecting.byItself';
export const RESUBSCRIBE_EVENT = 'xstate.after.resubscribe.prizeFeed.subscribed.stalled';
export const RETRY_EVENT = 'xstate.after.retry.prizeFeed.retrying';

export type PrizeFeedModelEvent =
  | PrizeFeedEvent
  | { type: typeof UNANSWERED_EVENT }
  | { type: typeof HELD_BACK_EVENT }
  | { type: typeof STILL_LOST_EVENT }
  | { type: typeof RESUBSCRIBE_EVENT }
  | { type: typeof RETRY_EVENT };

export const feedUserId = 202;

const kunciTorsi: Prize = { id: 2, name: 'Kunci Torsi', image_url: '/img/prizes/kunci-torsi.png' };
const tumbler: Prize = { id: 4, name: 'Tumbler Baja', image_url: '/img/prizes/tumbler.png', isSaved: true };

/** Raw database values and the list each must become (written out, not recomputed). */
export const feedValues: Array<{ raw: unknown; prizes: Prize[] }> = [
  // How the database stores a list: an object keyed by index.
  { raw: { 0: kunciTorsi, 1: tumbler }, prizes: [kunciTorsi, tumbler] },
  // Entries without a numeric id are skipped.
  { raw: [kunciTorsi, { name: 'Tanpa id' }, null], prizes: [kunciTorsi] },
  // A value that is not a list at all: no prize, nothing opens.
  { raw: 'rusak', prizes: [] },
  // An empty path (what a new subscription gets first when nothing was pushed): the ignored
  // first value when it comes first, and nothing to open when it comes later.
  { raw: null, prizes: [] },
];

/**
 * Every timer waits a random share of its ceiling (full jitter: feeds that failed together do
 * not retry together): the replay's random source always draws this share, so each wait below
 * is this share of its ceiling.
 */
export const JITTER = 0.3;
const jittered = (ceilingMs: number) => Math.floor(JITTER * ceilingMs);
/** Ceilings before retry number n (1, 2, 3, …) after failures in a row: 1, 2, 4, 8, 16, then 30 s at most (the bounded backoff). */
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000].map(jittered);
/** No answer for up to 10 s, or a reconnecting client unanswered as long, is shown; a stalled feed starts over within 20 s more. */
export const STALLED_MS = jittered(10_000);
export const RESUBSCRIBE_MS = jittered(20_000);
/** A lost connection's client reconnects within 12 s: a fair's reconnects spread over them. */
export const RECONNECT_SPREAD_MS = jittered(12_000);

export const prizeFeedEventFixtures = {
  'feed.value': feedValues.map(({ raw }) => ({ type: 'feed.value' as const, raw })),
  // The list this device kept (read before the subscription starts).
  'feed.kept': [{ type: 'feed.kept' as const, raw: feedValues[0]!.raw }],
  'feed.connected': [{ type: 'feed.connected' }],
  'feed.disconnected': [{ type: 'feed.disconnected' }],
  'feed.refused': [{ type: 'feed.refused' }],
  'network.online': [{ type: 'network.online' }],
  [UNANSWERED_EVENT]: [{ type: UNANSWERED_EVENT }],
  [HELD_BACK_EVENT]: [{ type: HELD_BACK_EVENT }],
  [STILL_LOST_EVENT]: [{ type: STILL_LOST_EVENT }],
  [RESUBSCRIBE_EVENT]: [{ type: RESUBSCRIBE_EVENT }],
  [RETRY_EVENT]: [{ type: RETRY_EVENT }],
} satisfies EventFixtures<PrizeFeedModelEvent>;

export const prizeFeedInput = { userId: feedUserId, random: () => JITTER };

export const prizeFeedModel = createMachineModel<PrizeFeedModelEvent>(prizeFeedMachine, {
  fixtures: prizeFeedEventFixtures,
  input: prizeFeedInput,
  // Failures in a row set the next delay and whether the visitor is told: three of them already
  // walk a grown delay after the first announced one.
  distinguish: ({ seenFirstValue, lastValue, awaitingAnswer, failures }) => ({ seenFirstValue, lastValue, awaitingAnswer, failures: Math.min(failures, 3) }),
});

export const prizeFeedPaths = pathsOf(prizeFeedModel);
