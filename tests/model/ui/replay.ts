// Replays the statechart paths (generated in tests/model/support with @xstate/graph) against
// a rendered React component: each event is performed the way a visitor would (a click, a
// typed value) where the UI offers a way, and each state is checked by what the screen shows.
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { describePath, restingKeyOf, stateValueOf, type MachinePath, type PathSets } from '../support/graph';

export interface UiHandle {
  /** The machine's actor inside the rendered app, to compare its state with the graph's. */
  actor: AnyActorRef;
  stop(): void;
}

export type UiExecutors<TEvent extends { type: string }, THandle> = {
  [TType in TEvent['type']]: (handle: THandle, event: Extract<TEvent, { type: TType }>) => void | Promise<void>;
};

/**
 * What the visitor must see in a resting state, keyed by state path ('anonymous.failed'),
 * given the events performed so far (oldest first): expected values come from those events'
 * fixtures, never from the graph's snapshot.
 */
export type UiAssertions<THandle> = Record<string, (handle: THandle, past: ReadonlyArray<{ type: string }>) => void>;

export interface UiReplaySuite<TEvent extends { type: string }, THandle extends UiHandle> {
  paths: PathSets<TEvent>;
  start(): THandle | Promise<THandle>;
  executors: UiExecutors<TEvent, THandle>;
  assertions: UiAssertions<THandle>;
}

/**
 * Performs an event that does not come from the page (a pushed list, a settled request, a
 * stray event the page offers no control for) inside act(), so React renders its outcome.
 */
export async function fromOutsideTheUi(perform: () => void): Promise<void> {
  await act(async () => {
    perform();
  });
}

/** Settles promises, due timers and React work. */
export async function settleUi(): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

function assertionKeyFor(keys: string[], snapshot: AnyMachineSnapshot) {
  // The most specific key wins ('anonymous.failed' before 'anonymous').
  return [...keys].sort((a, b) => b.length - a.length).find((candidate) => snapshot.matches(stateValueOf(candidate)));
}

async function replay<TEvent extends { type: string }, THandle extends UiHandle>(suite: UiReplaySuite<TEvent, THandle>, path: MachinePath<TEvent>) {
  vi.useFakeTimers({ now: Date.UTC(2026, 0, 1, 9, 0, 0) });
  const handle = await suite.start();
  try {
    await settleUi();
    const executors = suite.executors as Record<string, (handle: THandle, event: unknown) => void | Promise<void>>;
    const past: Array<{ type: string }> = [];
    for (const step of path.steps) {
      if (step.event.type !== 'xstate.init') {
        past.push(step.event);
        const execute = executors[step.event.type];
        if (!execute) throw new Error(`no UI executor for ${step.event.type}`);
        // Not wrapped in one act(): fireEvent acts per event, so a tab opened by one click is
        // rendered before the next query. Direct sends and settles are flushed just after.
        const performed = execute(handle, step.event);
        if (performed) await performed;
        await settleUi();
      }
      // The path says which state comes next; its key is written out in the suite's assertions.
      const key = assertionKeyFor(Object.keys(suite.assertions), step.state);
      if (!key) throw new Error(`no UI assertion for ${restingKeyOf(step.state)}`);
      const actual = handle.actor.getSnapshot() as AnyMachineSnapshot;
      expect(actual.matches(stateValueOf(key)), `in ${key} after ${step.event.type}`).toBe(true);
      suite.assertions[key]!(handle, past);
    }
  } finally {
    handle.stop();
    vi.useRealTimers();
  }
}

export function describeUiReplay<TEvent extends { type: string }, THandle extends UiHandle>(name: string, suite: UiReplaySuite<TEvent, THandle>) {
  describe(`${name} rendered`, () => {
    it('has a UI assertion for every state the paths pass through', () => {
      const states = new Set(
        [...suite.paths.shortest, ...suite.paths.transitions].flatMap((path) => path.steps.map((step) => step.state)),
      );
      const missing = [...states]
        .filter((state) => !assertionKeyFor(Object.keys(suite.assertions), state))
        .map(restingKeyOf);
      expect([...new Set(missing)]).toEqual([]);
    });

    for (const [setName, paths] of Object.entries(suite.paths) as Array<[string, Array<MachinePath<TEvent>>]>) {
      if (paths.length === 0) continue;
      describe(`every ${setName} path`, () => {
        const seen = new Map<string, number>();
        for (const path of paths) {
          const base = describePath(path);
          const count = (seen.get(base) ?? 0) + 1;
          seen.set(base, count);
          it(count === 1 ? base : `${base} #${count}`, () => replay(suite, path));
        }
      });
    }
  });
}
