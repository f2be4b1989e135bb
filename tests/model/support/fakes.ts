import { createPortActors } from '../../../machines/actors';
import type { Prize } from '../../../machines/types';
import { createFakePorts as createPorts, type FakeAnswers, type FakeSubscription } from '../../support/fakePorts';

export type { FakeAnswers, FakeSubscription };

/**
 * A fake realtime database for the prizeFeed's `prizeSubscription` actor (the app's own actor
 * over the fake `prizes` port): it records every subscription, lets a test push raw values,
 * and notices unsubscribing.
 */
export function createFakePrizeDatabase() {
  const ports = createPorts({ feedAnswersAtOnce: false });
  /** Each time the feed let a lost connection's client reconnect. */
  const reconnects: number[] = [];
  /** Whether the feed holds the realtime connection and sign-in (between subscriptions too). */
  const session = { held: false };
  ports.prizes.reconnect = () => void reconnects.push(Date.now());
  ports.prizes.hold = () => {
    session.held = true;
    return () => void (session.held = false);
  };
  const actors = createPortActors(ports).prizeFeed;
  return {
    prizeSubscription: actors.prizeSubscription,
    networkReturn: actors.networkReturn,
    realtimeSession: actors.realtimeSession,
    reconnects,
    session,
    subscriptions: ports.subscriptions,
    active: ports.activeSubscriptions,
    goOnline: ports.goOnline,
  };
}

/** The database keeps a list as an object keyed by index. */
export function asDatabaseValue(prizes: readonly Prize[]): Record<string, Prize> {
  return Object.fromEntries(prizes.map((prize, index) => [String(index), prize]));
}

/**
 * Ports for the whole app whose calls are recorded. Every call answers with what `answers`
 * says (default: an empty, anonymous world; anything else is an unexpected call), so a test
 * changes only what it is about.
 */
export function createFakePorts(answers: Partial<FakeAnswers> = {}) {
  const ports = createPorts({ answers });
  return { ...ports, ports };
}
