// Tests generated from the liveSession statechart: every transition-covering path replayed
// against a real actor with a fake timing loader and ticks carrying their own time. The
// expected values are written out per state and per clock reading.
import { createActor } from 'xstate';
import {
  liveSessionMachine,
  selectIsSurveyOpen,
  selectLiveSessionPhase,
  selectSecondsToStart,
  selectSurveyAnswered,
} from '../../machines/liveSession';
import { REPLAY_EPOCH } from './support/clock';
import { liveSessionEventFixtures, liveSessionPaths, type LiveSessionModelEvent } from './support/liveSession';
import { createFakePromiseActors, describeModel, type EventExecutors, type StateAssertions } from './support/harness';

function start() {
  const fakes = createFakePromiseActors(['loadTiming']);
  const remembered: number[] = [];
  const actor = createActor(
    liveSessionMachine.provide({
      actors: fakes.actors,
      actions: { rememberAnswered: ({ context }) => void remembered.push(context.sessionId) },
    }),
    { input: { sessionId: 79 } },
  ).start();
  return { actor, fakes, remembered };
}
type Handle = ReturnType<typeof start>;
type Snapshot = ReturnType<Handle['actor']['getSnapshot']>;

const settle = (handle: Handle, event: LiveSessionModelEvent) => handle.fakes.settle(event);
const send = (handle: Handle, event: LiveSessionModelEvent) => handle.actor.send(event as never);

const executors = {
  'xstate.done.actor.loadTiming': settle,
  'xstate.error.actor.loadTiming': settle,
  'clock.tick': send,
  'survey.answered': send,
  'user.closeSurvey': send,
  'user.retry': send,
} satisfies EventExecutors<LiveSessionModelEvent, Handle>;

/** Seconds on the countdown at each clock reading while waiting (start is at +2 s). */
const countdownAt: Record<number, number> = { 0: 2, 1: 1 };

/** The time the machine was last told: the latest tick, or the loaded timing's server time. */
function clockReading(past: ReadonlyArray<{ type: string }>): number {
  const last = [...(past as LiveSessionModelEvent[])]
    .reverse()
    .find((event) => event.type === 'clock.tick' || event.type === 'xstate.done.actor.loadTiming');
  if (last?.type === 'clock.tick') return last.now;
  if (last?.type === 'xstate.done.actor.loadTiming') return last.output.now;
  throw new Error('waiting before any clock reading');
}

const shows = (actual: unknown, phase: string, surveyOpen: boolean) => {
  expect(selectLiveSessionPhase(actual as Snapshot)).toBe(phase);
  expect(selectIsSurveyOpen(actual as Snapshot)).toBe(surveyOpen);
};

const assertions = {
  loading: (actual) => shows(actual, 'loading', false),
  failed: (actual) => shows(actual, 'failed', false),
  'running.waiting': (actual, past) => {
    shows(actual, 'waiting', false);
    const second = (clockReading(past) - REPLAY_EPOCH) / 1000;
    expect(selectSecondsToStart(actual as Snapshot)).toBe(countdownAt[second]);
  },
  'running.live': (actual) => {
    shows(actual, 'live', false);
    expect(selectSecondsToStart(actual as Snapshot)).toBe(0);
  },
  'ended.survey': (actual, _past, handle) => {
    shows(actual, 'ended', true);
    expect(selectSurveyAnswered(actual as Snapshot)).toBe(false);
    expect(handle.remembered).toEqual([]);
  },
  'ended.closed': (actual) => {
    shows(actual, 'ended', false);
  },
} satisfies StateAssertions<Handle>;

describeModel('liveSession', {
  machine: liveSessionMachine,
  fixtures: liveSessionEventFixtures,
  paths: liveSessionPaths,
  start,
  executors,
  assertions,
});
