import { createActor } from 'xstate';
import { COUNTDOWN_INITIAL, COUNTDOWN_OVER, countdownMachine, TICK_MS } from '../../machines/countdown';
import { selectCountdownStatus, selectCountdownValue } from '../../machines/countdown.selectors';
import { countdownEventFixtures, countdownPaths, SECONDS_TO_TRACKED_START, type CountdownModelEvent } from './support/countdown';
import { createFakePromiseActors, describeModel, type EventExecutors, type StateAssertions } from './support/harness';

function start() {
  const fakes = createFakePromiseActors(['upcomingSessions']);
  // Date is faked per replay, so the real clock port shape reads fake time.
  const actor = createActor(countdownMachine.provide({ actors: fakes.actors }), {
    input: { clock: { now: () => Date.now() } },
  }).start();
  /** Ticks replayed so far: the value on screen is written out from them, not read from the machine. */
  const replayed = { ticks: 0 };
  return { actor, fakes, replayed };
}
type Handle = ReturnType<typeof start>;
type Snapshot = ReturnType<Handle['actor']['getSnapshot']>;

const settle = (handle: Handle, event: CountdownModelEvent) => handle.fakes.settle(event);

const executors = {
  'xstate.done.actor.upcomingSessions': settle,
  'xstate.error.actor.upcomingSessions': settle,
  'xstate.after.tick.countdown.ticking': async (handle) => {
    handle.replayed.ticks += 1;
    await vi.advanceTimersByTimeAsync(TICK_MS);
  },
} satisfies EventExecutors<CountdownModelEvent, Handle>;

const expectShows = (actual: unknown, value: number, status: string) => {
  expect(selectCountdownValue(actual as Snapshot)).toBe(value);
  expect(selectCountdownStatus(actual as Snapshot)).toBe(status);
};

const assertions = {
  loading: (actual) => expectShows(actual, COUNTDOWN_INITIAL, 'loading'),
  // Session 79 starts SECONDS_TO_TRACKED_START (2) seconds after the load: 2, then 1, then 0.
  ticking: (actual, _past, handle) => {
    const value = SECONDS_TO_TRACKED_START - (handle as Handle).replayed.ticks;
    expect(value).toBeGreaterThanOrEqual(0);
    expectShows(actual, value, 'ticking');
  },
  absent: (actual) => expectShows(actual, COUNTDOWN_OVER, 'absent'),
  started: (actual) => expectShows(actual, COUNTDOWN_OVER, 'started'),
  // SPEC §8: the load error is ignored; the value stays at -999.
  unavailable: (actual) => expectShows(actual, COUNTDOWN_INITIAL, 'unavailable'),
} satisfies StateAssertions<Handle>;

describeModel('countdown', {
  machine: countdownMachine,
  fixtures: countdownEventFixtures,
  paths: countdownPaths,
  start,
  executors,
  assertions,
});
