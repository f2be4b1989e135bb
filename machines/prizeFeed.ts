import { fromCallback, setup } from 'xstate';
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
}

export type PrizeFeedEvent = { type: 'feed.value'; raw: unknown };

/**
 * Does a raw realtime value hold data? The database reports an empty path as null; that is
 * "no value" for the feed: it neither counts as the first value nor opens the dialog. So a
 * visitor whose path is empty at login still has their first pushed list ignored (issues 4
 * and 6: "the dialog opens only on the second push"), and one whose path already holds a list
 * has that stale list ignored (SPEC §4: "the first value received is ignored").
 */
export function holdsData(raw: unknown): boolean {
  return raw !== null && raw !== undefined;
}

/** Emitted to the parent (auth) for every value after the first. */
export interface PrizesReceivedEvent {
  type: 'prizes.received';
  prizes: Prize[];
}

export const prizeFeedMachine = setup({
  types: {
    input: {} as PrizeFeedInput,
    context: {} as PrizeFeedInput,
    events: {} as PrizeFeedEvent,
  },
  guards: {
    holdsData: ({ event }) => holdsData(event.raw),
  },
  actors: {
    /** Placeholder: src/adapters subscribes to `brochure/{userId}` and sends `feed.value`. */
    prizeSubscription: fromCallback<PrizeFeedEvent, PrizeFeedInput>(() => () => {}),
  },
  actions: {
    /** Placeholder: auth provides it (sendParent), so the list reaches whoever runs the feed. */
    deliverPrizes: (_, _params: { prizes: Prize[] }) => {},
  },
}).createMachine({
  id: 'prizeFeed',
  context: ({ input }) => ({ userId: input.userId }),
  // The subscription lives exactly as long as this actor: auth invokes it only while
  // authenticated, so leaving that state unsubscribes and a new login starts a fresh feed.
  invoke: {
    id: 'prizeSubscription',
    src: 'prizeSubscription',
    input: ({ context }) => ({ userId: context.userId }),
  },
  initial: 'awaitingFirstValue',
  states: {
    // The database answers a new subscription with the current value, which is not news.
    awaitingFirstValue: {
      on: { 'feed.value': { guard: 'holdsData', target: 'listening' } },
    },
    listening: {
      on: {
        'feed.value': {
          guard: 'holdsData',
          actions: { type: 'deliverPrizes', params: ({ event }) => ({ prizes: normalisePrizes(event.raw) }) },
        },
      },
    },
  },
});
