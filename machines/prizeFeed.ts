import { fromCallback, sendParent, setup } from 'xstate';
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

export type PrizeFeedEvent =
  | { type: 'feed.value'; raw: unknown }
  /** What this device kept of the visitor's unclaimed list; read before the subscription starts. */
  | { type: 'feed.kept'; raw: unknown };

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
}

export const prizeFeedMachine = setup({
  types: {
    input: {} as PrizeFeedInput,
    context: {} as PrizeFeedInput,
    events: {} as PrizeFeedEvent,
  },
  guards: {
    holdsPrizes: ({ event }) => holdsPrizes(event.raw),
  },
  actors: {
    /** Placeholder: src/adapters subscribes to `brochure/{userId}` and sends `feed.value`. */
    prizeSubscription: fromCallback<PrizeFeedEvent, PrizeFeedInput>(() => {
      throw new Error('actor prizeSubscription not provided');
    }),
  },
  actions: {
    /** To the parent (the root), whose gift region opens the dialog. */
    deliverPrizes: sendParent((_, params: { prizes: Prize[] }): PrizesReceivedEvent => ({ type: 'prizes.received', prizes: params.prizes })),
    /** To the parent (the root), which holds the list for the "Hadiah" entry. */
    holdPrizes: sendParent((_, params: { prizes: Prize[] }): PrizesHeldEvent => ({ type: 'prizes.held', prizes: params.prizes })),
  },
}).createMachine({
  id: 'prizeFeed',
  context: ({ input }) => ({ userId: input.userId }),
  // The subscription lives exactly as long as this actor: the root invokes it only while the
  // visitor is signed in, so a logout unsubscribes and the next login starts a fresh feed.
  invoke: {
    id: 'prizeSubscription',
    src: 'prizeSubscription',
    input: ({ context }) => ({ userId: context.userId }),
  },
  initial: 'awaitingFirstValue',
  states: {
    // The database answers a new subscription with the current value (null when the path is
    // empty), which is not news: SPEC §4 ignores it, whatever it is.
    // It still holds the visitor's list after a reload: kept within reach, opening nothing.
    awaitingFirstValue: {
      on: {
        'feed.kept': {
          guard: 'holdsPrizes',
          actions: { type: 'holdPrizes', params: ({ event }) => ({ prizes: normalisePrizes(event.raw) }) },
        },
        'feed.value': [
          {
            guard: 'holdsPrizes',
            target: 'listening',
            actions: { type: 'holdPrizes', params: ({ event }) => ({ prizes: normalisePrizes(event.raw) }) },
          },
          { target: 'listening' },
        ],
      },
    },
    // Every later value that holds prizes opens the dialog; null, empty or junk opens nothing.
    listening: {
      on: {
        'feed.value': {
          guard: 'holdsPrizes',
          actions: { type: 'deliverPrizes', params: ({ event }) => ({ prizes: normalisePrizes(event.raw) }) },
        },
      },
    },
  },
});
