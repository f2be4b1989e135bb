import { and, assign, enqueueActions, fromCallback, not, sendParent, sendTo, setup } from 'xstate';
import type { Prize } from './types';

/**
 * Turns a raw realtime value into a prize list. The database stores lists as objects keyed by
 * index; entries without a numeric id are skipped; anything that is not an object is [].
 */
export function normalisePrizes(raw: unknown): Prize[] {
  if (typeof raw !== 'object' || raw === null) return [];
  const entries: unknown[] = Array.isArray(raw) ? raw : Object.values(raw);
  const prizes: Prize[] = [];
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, name, image_url, isSaved } = entry as Record<string, unknown>;
    if (typeof id !== 'number' || !Number.isFinite(id)) continue;
    prizes.push({
      id,
      name: typeof name === 'string' ? name : '',
      image_url: typeof image_url === 'string' ? image_url : '',
      ...(typeof isSaved === 'boolean' ? { isSaved } : {}),
    });
  }
  return prizes;
}

export interface PrizeFeedInput {
  userId: number;
  /**
   * A number in [0, 1) for each timer's jitter: Math.random in the app, a fixed sequence in
   * tests. Without it, Math.random.
   */
  random?: () => number;
}

export interface PrizeFeedContext {
  userId: number;
  random: () => number;
  /** SPEC §4's 'first value' flag: set by the first value of this login, whichever subscription brought it. */
  seenFirstValue: boolean;
  /** The last value received, normalised (as JSON): a new subscription's repeat of it is not news. */
  lastValue: string | null;
  /** No value yet from the current subscription (its first one is the path's current value). */
  awaitingAnswer: boolean;
  /** Failed subscriptions in a row since the feed was last live: the next retry's delay grows with it. */
  failures: number;
  /** How long the platform asked the feed to wait before its next credential call (Retry-After), 0 when it did not. */
  retryAfterMs: number;
}

export type PrizeFeedEvent =
  | { type: 'feed.value'; raw: unknown }
  /** What this device kept of the visitor's unclaimed list; read before the subscription starts. */
  | { type: 'feed.kept'; raw: unknown }
  /** The listen is answered: the first time, or again after the connection came back. */
  | { type: 'feed.connected' }
  /** The connection was lost; the realtime client reconnects by itself and listens again. */
  | { type: 'feed.disconnected' }
  /**
   * The subscription could not start or was refused (credential, sign-in, download, permission):
   * it is over. `retryAfterMs`: the platform refused the credential call for now (429) and said
   * how long to wait.
   */
  | { type: 'feed.refused'; retryAfterMs?: number }
  /** The device is online again (while waiting to retry). */
  | { type: 'network.online' };

/**
 * Does a raw realtime value hold prizes? Only such a value opens the dialog. Whether it counts
 * as the first value does not depend on it: SPEC §4 ignores the first value received, whatever
 * it is — the database answers a new subscription with the path's current value, which is
 * null for an empty path, so the first list pushed to an empty path opens the dialog.
 */
export function holdsPrizes(raw: unknown): boolean {
  return normalisePrizes(raw).length > 0;
}

/**
 * Sent to the parent for a list that is within the visitor's reach but opens nothing: the list
 * kept on this device, and the first value (SPEC §4 ignores it as a trigger, not as a list).
 */
export interface PrizesHeldEvent {
  type: 'prizes.held';
  prizes: Prize[];
}

/** Sent to the parent (the root) for every value after the first that holds prizes. */
export interface PrizesReceivedEvent {
  type: 'prizes.received';
  prizes: Prize[];
  /**
   * Not news: the kept list or the login's first value, handed to an open dialog. What this
   * visitor claimed stays claimed in it (a list kept or pushed before the claim still offers it).
   */
  held?: boolean;
}

/** Sent to the parent when prizes cannot reach the visitor for now, and when they can again. */
export type PrizeFeedHealthEvent = { type: 'prizes.feedDown' } | { type: 'prizes.feedUp' };

/**
 * Every timer of the feed is drawn at random below its ceiling ("full jitter"): a database
 * restart or an outage ends every visitor's connection in the same second, and feeds that
 * waited equally long would all come back in that same second too (20,000 at a fair).
 */
export function fullJitter(ceilingMs: number, random: () => number): number {
  return Math.floor(Math.min(Math.max(random(), 0), 1) * ceilingMs);
}

/** At most this long may a listen go unanswered, or a reconnecting client stay unanswered, before the visitor is told. */
export const FEED_STALLED_MS = 10_000;
/** At most this much longer may a stalled feed wait before it starts over. */
export const FEED_RESUBSCRIBE_MS = 20_000;
/** A lost connection waits at most this long before its client reconnects: the fair's reconnects spread over it. */
export const FEED_RECONNECT_SPREAD_MS = 12_000;
/** The ceiling of the retry delay doubles from the first to the last (bounded backoff). */
export const FEED_RETRY_FIRST_MS = 1_000;
export const FEED_RETRY_LAST_MS = 30_000;

/** The ceiling of the delay before retry number `failures` (1, 2, 4, … seconds, at most 30). */
export function feedRetryDelay(failures: number): number {
  return Math.min(FEED_RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1), FEED_RETRY_LAST_MS);
}

/** Sent to the subscription: the lost connection's client may reconnect now (its own backoff from then on). */
export type PrizeSubscriptionCommand = { type: 'feed.reconnect' };

const asKey = (raw: unknown): string => JSON.stringify(normalisePrizes(raw));

export const prizeFeedMachine = setup({
  types: {
    input: {} as PrizeFeedInput,
    context: {} as PrizeFeedContext,
    events: {} as PrizeFeedEvent,
  },
  guards: {
    holdsPrizes: ({ event }) => 'raw' in event && holdsPrizes(event.raw),
    seenFirstValue: ({ context }) => context.seenFirstValue,
    repeatsLastValue: ({ context, event }) => context.awaitingAnswer && 'raw' in event && context.lastValue === asKey(event.raw),
    toldToWait: ({ context }) => context.retryAfterMs > 0,
  },
  delays: {
    stalled: ({ context }) => fullJitter(FEED_STALLED_MS, context.random),
    resubscribe: ({ context }) => fullJitter(FEED_RESUBSCRIBE_MS, context.random),
    reconnectSpread: ({ context }) => fullJitter(FEED_RECONNECT_SPREAD_MS, context.random),
    // The platform's Retry-After is waited out in full; the jitter comes on top of it.
    retry: ({ context }) => context.retryAfterMs + fullJitter(feedRetryDelay(context.failures), context.random),
  },
  actors: {
    /**
     * Placeholder: src/adapters signs in (with a credential from the platform only when it has
     * no Firebase session that works), subscribes to `brochure/{userId}` and reports `feed.*`;
     * stopping it unsubscribes. `feed.reconnect` lets a lost connection's client reconnect.
     */
    prizeSubscription: fromCallback<PrizeSubscriptionCommand, PrizeFeedInput>(() => {
      throw new Error('actor prizeSubscription not provided');
    }),
    /**
     * Placeholder: keeps the realtime connection and sign-in for the feed's whole life, across
     * its subscriptions; stopping it (logout) ends both.
     */
    realtimeSession: fromCallback(() => {
      throw new Error('actor realtimeSession not provided');
    }),
    /** Placeholder: sends `network.online` when the device is back online. */
    networkReturn: fromCallback<PrizeFeedEvent>(() => {
      throw new Error('actor networkReturn not provided');
    }),
  },
  actions: {
    /** To the parent (the root), whose gift region opens the dialog. */
    deliverPrizes: sendParent((_, params: { prizes: Prize[] }): PrizesReceivedEvent => ({ type: 'prizes.received', prizes: params.prizes })),
    /** To the parent (the root), which holds the list for the "Hadiah" entry. */
    holdPrizes: sendParent((_, params: { prizes: Prize[] }): PrizesHeldEvent => ({ type: 'prizes.held', prizes: params.prizes })),
    reportDown: sendParent({ type: 'prizes.feedDown' } satisfies PrizeFeedHealthEvent),
    reportUp: sendParent({ type: 'prizes.feedUp' } satisfies PrizeFeedHealthEvent),
    rememberValue: assign(({ event }) => ({ seenFirstValue: true, awaitingAnswer: false, lastValue: 'raw' in event ? asKey(event.raw) : null })),
    awaitAnswer: assign({ awaitingAnswer: true }),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    forgetFailures: assign({ failures: 0 }),
    rememberRetryAfter: assign({ retryAfterMs: ({ event }) => (event.type === 'feed.refused' ? Math.max(0, event.retryAfterMs ?? 0) : 0) }),
    forgetRetryAfter: assign({ retryAfterMs: 0 }),
    letClientReconnect: sendTo('prizeSubscription', { type: 'feed.reconnect' } satisfies PrizeSubscriptionCommand),
  },
}).createMachine({
  id: 'prizeFeed',
  context: ({ input }) => ({
    userId: input.userId,
    random: input.random ?? Math.random,
    seenFirstValue: false,
    lastValue: null,
    awaitingAnswer: true,
    failures: 0,
    retryAfterMs: 0,
  }),
  // The feed lives exactly as long as this actor: the root invokes it only while the visitor is
  // signed in, so a logout unsubscribes and the next login starts with a fresh first-value flag.
  // The realtime sign-in and connection last as long too: a start over keeps them.
  invoke: { id: 'realtimeSession', src: 'realtimeSession' },
  initial: 'subscribed',
  on: {
    // The device's kept list stands in for the path's value until the first one arrives; a
    // resubscription reads it again, but by then the feed has a newer value of its own.
    'feed.kept': {
      guard: and([not('seenFirstValue'), 'holdsPrizes']),
      actions: { type: 'holdPrizes', params: ({ event }) => ({ prizes: 'raw' in event ? normalisePrizes(event.raw) : [] }) },
    },
  },
  states: {
    // One subscription: a sign-in (kept from the last one while it works) and a listen, for as long as it works.
    subscribed: {
      entry: ['awaitAnswer', 'forgetRetryAfter'],
      invoke: {
        id: 'prizeSubscription',
        src: 'prizeSubscription',
        input: ({ context }) => ({ userId: context.userId }),
      },
      initial: 'connecting',
      on: {
        'feed.value': [
          // The first value of the login is not news (SPEC §4), but a list in it stays within reach.
          {
            guard: and([not('seenFirstValue'), 'holdsPrizes']),
            actions: [{ type: 'holdPrizes', params: ({ event }) => ({ prizes: normalisePrizes(event.raw) }) }, 'rememberValue'],
          },
          { guard: not('seenFirstValue'), actions: 'rememberValue' },
          // A new subscription answers with the current value: the list already received is not news.
          { guard: 'repeatsLastValue', actions: 'rememberValue' },
          // Every later value that holds prizes opens the dialog, including one pushed while the feed was down.
          {
            guard: 'holdsPrizes',
            actions: [{ type: 'deliverPrizes', params: ({ event }) => ({ prizes: normalisePrizes(event.raw) }) }, 'rememberValue'],
          },
          { actions: 'rememberValue' },
        ],
        'feed.refused': { target: 'retrying', actions: 'rememberRetryAfter' },
      },
      states: {
        connecting: {
          after: { stalled: 'stalled' },
          on: { 'feed.connected': 'live' },
        },
        live: {
          entry: ['forgetFailures', 'reportUp'],
          on: { 'feed.disconnected': 'reconnecting' },
        },
        // The connection is lost, after a database restart for every visitor at once. The
        // client holds back for its own random share of a spread, then reconnects (and listens
        // again) by itself, with its own backoff.
        reconnecting: {
          initial: 'holdingBack',
          on: { 'feed.connected': 'live' },
          states: {
            holdingBack: {
              after: { reconnectSpread: { target: 'byItself', actions: 'letClientReconnect' } },
            },
            byItself: {
              after: { stalled: '#prizeFeed.subscribed.stalled' },
            },
          },
        },
        // No answer for a while: the visitor is told. If it stays so, the feed starts over.
        stalled: {
          entry: 'reportDown',
          after: { resubscribe: '#prizeFeed.retrying' },
          on: { 'feed.connected': 'live' },
        },
      },
    },
    // The subscription ended without the visitor leaving: start over after a growing random
    // delay (at least what the platform's Retry-After asked for), or as soon as the device is
    // online again unless the platform asked to wait. One quick retry goes unannounced; from the
    // second failure in a row the visitor is told.
    retrying: {
      entry: ['countFailure', enqueueActions(({ context, enqueue }) => {
        if (context.failures > 1) enqueue('reportDown');
      })],
      invoke: { src: 'networkReturn' },
      after: { retry: 'subscribed' },
      on: { 'network.online': { guard: not('toldToWait'), target: 'subscribed' } },
    },
  },
});
