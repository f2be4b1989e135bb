import { fromCallback } from 'xstate';
import type { PrizeFeedEvent, PrizeFeedInput } from '../../../machines/prizeFeed';
import type { Prize } from '../../../machines/types';

/** One realtime subscription the fake database handed out. */
export interface FakeSubscription {
  userId: number;
  active: boolean;
  /** Delivers a raw database value, exactly as the realtime listener would. */
  push(raw: unknown): void;
}

/**
 * A fake realtime database for the prizeFeed's `prizeSubscription` actor: it records every
 * subscription, lets a test push raw values, and notices unsubscribing.
 */
export function createFakePrizeDatabase() {
  const subscriptions: FakeSubscription[] = [];
  const prizeSubscription = fromCallback<PrizeFeedEvent, PrizeFeedInput>(({ input, sendBack }) => {
    const subscription: FakeSubscription = {
      userId: input.userId,
      active: true,
      push: (raw) => {
        if (subscription.active) sendBack({ type: 'feed.value', raw });
      },
    };
    subscriptions.push(subscription);
    return () => {
      subscription.active = false;
    };
  });
  return {
    prizeSubscription,
    subscriptions,
    active: () => subscriptions.filter((subscription) => subscription.active),
  };
}

/** The database keeps a list as an object keyed by index. */
export function asDatabaseValue(prizes: readonly Prize[]): Record<string, Prize> {
  return Object.fromEntries(prizes.map((prize, index) => [String(index), prize]));
}
