import { describe, expect, it, vi } from 'vitest';
import { fromPromise, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type PromiseActorLogic } from 'xstate';
import { REPLAY_EPOCH } from './clock';
import {
  acceptedEventTypes,
  fixtureTypesFor,
  describePath,
  restingKeyOf,
  restingStateKeys,
  stateValueOf,
  type EventFixtures,
  type MachinePath,
  type PathSets,
} from './graph';

/**
 * Replays the paths generated from a statechart against a real actor of that machine, with
 * fake promise actors (settled by the done/error fixtures) and fake timers (vi.useFakeTimers).
 */

type SettleEvent = { type: string; output?: unknown; error?: unknown };

export interface FakePromiseActors<TName extends string> {
  /** One controllable placeholder per actor name; each invoke's id equals its actor name. */
  actors: Record<TName, PromiseActorLogic<any, any>>;
  /** Every call made, in order, with its input. */
  calls: Array<{ name: TName; input: unknown }>;
  /** Names of calls whose signal was aborted (the machine left the state mid-call). */
  aborted: TName[];
  /** Settles the pending call an `xstate.done.actor.<id>` / `xstate.error.actor.<id>` names. */
  settle(event: SettleEvent): void;
}

export function createFakePromiseActors<TName extends string>(names: readonly TName[]): FakePromiseActors<TName> {
  const pending = new Map<string, { resolve(value: unknown): void; reject(error: unknown): void }>();
  const calls: Array<{ name: TName; input: unknown }> = [];
  const aborted: TName[] = [];
  const actors = Object.fromEntries(
    names.map((name) => [
      name,
      fromPromise<unknown, unknown>(({ input, signal }) => {
        calls.push({ name, input });
        signal.addEventListener('abort', () => aborted.push(name));
        return new Promise((resolve, reject) => pending.set(name, { resolve, reject }));
      }),
    ]),
  ) as Record<TName, PromiseActorLogic<any, any>>;
  return {
    actors,
    calls,
    aborted,
    settle(event) {
      const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
      if (!match) throw new Error(`${event.type} does not settle an actor`);
      const [, outcome, id] = match as unknown as [string, 'done' | 'error', string];
      const call = pending.get(id);
      if (!call) throw new Error(`no pending call of ${id} to settle with ${event.type}`);
      pending.delete(id);
      if (outcome === 'done') call.resolve(event.output);
      else call.reject(event.error);
    },
  };
}

export { REPLAY_EPOCH };

/** Lets settled promises and due timers run under fake timers. */
export async function flush(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

export interface ReplayHandle {
  /** The actor whose snapshots are compared with the graph's. */
  actor: AnyActorRef;
  /** The actor to stop after the replay, when the one under test runs inside another. */
  root?: AnyActorRef;
}

export type EventExecutor<THandle, TEvent> = (handle: THandle, event: TEvent) => void | Promise<void>;

/** One executor per event type: adding an event to a machine breaks compilation until known. */
export type EventExecutors<TEvent extends { type: string }, THandle> = {
  [TType in TEvent['type']]: EventExecutor<THandle, Extract<TEvent, { type: TType }>>;
};

/**
 * The check for each resting state, given the real snapshot and the events replayed so far
 * (oldest first). Expected values come from those events' fixtures and SPEC, never from the
 * graph's own snapshot, which is the machine under test again.
 */
export type StateAssertion<THandle> = (actual: AnyMachineSnapshot, past: ReadonlyArray<{ type: string }>, handle: THandle) => void;
export type StateAssertions<THandle> = Record<string, StateAssertion<THandle>>;

export interface ModelSuite<TEvent extends { type: string }, THandle extends ReplayHandle> {
  machine: AnyStateMachine;
  fixtures: EventFixtures<TEvent>;
  paths: PathSets<TEvent>;
  /** A started actor with fresh fakes (fake timers are already on). */
  start: () => THandle;
  executors: EventExecutors<TEvent, THandle>;
  assertions: StateAssertions<THandle>;
}

/** Names that are unique within a set, so a failing path can be found by its name. */
function uniqueNames(paths: ReadonlyArray<MachinePath<{ type: string }>>): string[] {
  const seen = new Map<string, number>();
  return paths.map((path) => {
    const name = describePath(path);
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} #${count}`;
  });
}

async function replay<TEvent extends { type: string }, THandle extends ReplayHandle>(
  suite: ModelSuite<TEvent, THandle>,
  path: MachinePath<TEvent>,
): Promise<void> {
  vi.useFakeTimers({ now: REPLAY_EPOCH });
  const handle = suite.start();
  try {
    await flush();
    const executors = suite.executors as Record<string, EventExecutor<THandle, unknown>>;
    const past: Array<{ type: string }> = [];
    // The TestModel's stateMatcher picks the assertion whose key the path's state matches;
    // the key is written out in the suite, so the real actor must be in that state.
    const states = Object.fromEntries(
      Object.entries(suite.assertions).map(([key, assertion]) => [
        key,
        () => {
          const actual = handle.actor.getSnapshot() as AnyMachineSnapshot;
          expect(actual.matches(stateValueOf(key)), `in ${key}`).toBe(true);
          assertion(actual, past, handle);
        },
      ]),
    );
    await path.test({
      states,
      events: Object.fromEntries(
        Object.keys(executors).map((type) => [
          type,
          async (step: { event: TEvent }) => {
            past.push(step.event);
            await executors[type]!(handle, step.event);
            await flush();
          },
        ]),
      ) as never,
    });
  } finally {
    (handle.root ?? handle.actor).stop();
    vi.useRealTimers();
  }
}


/** Generates the guard tests and one test per transition-covering path (and per shortest path not on one). */
export function describeModel<TEvent extends { type: string }, THandle extends ReplayHandle>(
  name: string,
  suite: ModelSuite<TEvent, THandle>,
): void {
  describe(`${name} model`, () => {
    it('has an assertion for every state it can rest in', () => {
      const missing = restingStateKeys(suite.machine).filter((key) => !(key in suite.assertions));
      expect(missing, 'states without an assertion').toEqual([]);
    });

    it('has a fixture for every event it accepts', () => {
      const fixtures = suite.fixtures as Readonly<Record<string, ReadonlyArray<unknown> | undefined>>;
      const missing = acceptedEventTypes(suite.machine).filter(
        (descriptor) => !fixtureTypesFor(descriptor, fixtures).some((type) => fixtures[type]?.length),
      );
      expect(missing, 'accepted events without a fixture').toEqual([]);
    });

    it('reaches every state it can rest in', () => {
      // A parallel machine rests in one state per region ('session.authenticated + gift.open').
      const reached = new Set(
        [...suite.paths.shortest, ...suite.paths.transitions].flatMap((path) =>
          path.steps.flatMap((step) => restingKeyOf(step.state).split(' + ')),
        ),
      );
      expect(restingStateKeys(suite.machine).filter((key) => !reached.has(key))).toEqual([]);
    });

    for (const [setName, paths] of Object.entries(suite.paths) as Array<[string, Array<MachinePath<TEvent>>]>) {
      if (paths.length === 0) continue;
      describe(`every ${setName} path`, () => {
        const names = uniqueNames(paths);
        paths.forEach((path, index) => {
          it(names[index]!, () => replay(suite, path));
        });
      });
    }
  });
}
