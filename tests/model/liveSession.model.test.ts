// Tests generated from the liveSession statechart: every transition-covering path replayed
// against a real actor with a fake timing loader and ticks carrying their own time. The
// expected values are written out per state and per clock reading.
import { createActor, fromCallback } from 'xstate';
import {
  liveSessionMachine,
  selectIsSurveyOpen,
  selectLiveSessionPhase,
  selectSecondsToStart,
  selectSurveyAnswered,
} from '../../machines/liveSession';
import { REPLAY_EPOCH } from './support/clock';
import { liveSessionModel, liveSessionEventFixtures, liveSessionPaths, type LiveSessionModelEvent } from './support/liveSession';
import { edgesOf } from './support/graph';
import { createFakePromiseActors, describeModel, type EventExecutors, type StateAssertions } from './support/harness';

function start() {
  const fakes = createFakePromiseActors(['loadTiming']);
  const remembered: number[] = [];
  /** How many tickers run (the clock the page listens to while the session is ahead or live). */
  const ticking = { count: 0 };
  const actor = createActor(
    liveSessionMachine.provide({
      actors: {
        ...fakes.actors,
        ticker: fromCallback(() => {
          ticking.count += 1;
          return () => void (ticking.count -= 1);
        }),
      },
      actions: { rememberAnswered: ({ context }) => void remembered.push(context.sessionId) },
    }),
    { input: { sessionId: 79 } },
  ).start();
  return { actor, fakes, remembered, ticking };
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

/**
 * What every state shares, from the events replayed: the session's timing asked for on opening
 * and on each "Coba lagi", for session 79; the survey answered once the visitor answered it (each
 * answer remembered on the device for session 79) or the loaded timing says so; the clock
 * listened to only while the session is ahead or live, once.
 */
function expectPage(actual: unknown, past: ReadonlyArray<{ type: string }>, handle: Handle, running: boolean) {
  const events = past as LiveSessionModelEvent[];
  const opened = 1 + events.filter((event) => event.type === 'user.retry').length;
  expect(handle.fakes.calls).toEqual(Array.from({ length: opened }, () => ({ name: 'loadTiming', input: { sessionId: 79 } })));
  const answers = events.filter((event) => event.type === 'survey.answered').length;
  expect(handle.remembered).toEqual(Array.from({ length: answers }, () => 79));
  const answered = answers > 0 || events.some((event) => event.type === 'xstate.done.actor.loadTiming' && event.output.surveyAnswered);
  expect(selectSurveyAnswered(actual as Snapshot)).toBe(answered);
  expect(handle.ticking.count).toBe(running ? 1 : 0);
  expect((actual as Snapshot).status).toBe('active');
}

const assertions = {
  loading: (actual, past, handle) => {
    shows(actual, 'loading', false);
    expectPage(actual, past, handle as Handle, false);
  },
  failed: (actual, past, handle) => {
    shows(actual, 'failed', false);
    expectPage(actual, past, handle as Handle, false);
  },
  'running.waiting': (actual, past, handle) => {
    shows(actual, 'waiting', false);
    expectPage(actual, past, handle as Handle, true);
    const second = (clockReading(past) - REPLAY_EPOCH) / 1000;
    expect(selectSecondsToStart(actual as Snapshot)).toBe(countdownAt[second]);
  },
  'running.live': (actual, past, handle) => {
    shows(actual, 'live', false);
    expectPage(actual, past, handle as Handle, true);
    expect(selectSecondsToStart(actual as Snapshot)).toBe(0);
  },
  'ended.survey': (actual, past, handle) => {
    shows(actual, 'ended', true);
    expectPage(actual, past, handle as Handle, false);
    expect(selectSurveyAnswered(actual as Snapshot)).toBe(false);
    expect(handle.remembered).toEqual([]);
  },
  'ended.closed': (actual, past, handle) => {
    shows(actual, 'ended', false);
    expectPage(actual, past, handle as Handle, false);
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

describe('liveSession graph', () => {
  // Built while the file loads, as the paths are: a mutant StrykerJS counts as static (active only
  // while modules load) is in it.
  const edges = edgesOf(liveSessionModel);
  it('has exactly the transitions of the live page and no other', () => {
    expect(edges).toEqual([
      // The survey answered is remembered in every state; from the survey it closes it.
      'ended.closed survey.answered → ended.closed',
      'ended.survey survey.answered → ended.closed',
      'ended.survey user.closeSurvey → ended.closed',
      'failed survey.answered → failed',
      // A failed load: "Coba lagi" loads again.
      'failed user.retry → loading',
      'loading survey.answered → loading',
      // The timing loaded: before the start, live, or over (with the survey unless answered).
      'loading xstate.done.actor.loadTiming → ended.closed',
      'loading xstate.done.actor.loadTiming → ended.survey',
      'loading xstate.done.actor.loadTiming → running.live',
      'loading xstate.done.actor.loadTiming → running.waiting',
      'loading xstate.error.actor.loadTiming → failed',
      'running.live clock.tick → ended.closed',
      'running.live clock.tick → ended.survey',
      'running.live survey.answered → running.live',
      'running.waiting clock.tick → ended.closed',
      'running.waiting clock.tick → ended.survey',
      'running.waiting clock.tick → running.live',
      'running.waiting clock.tick → running.waiting',
      'running.waiting survey.answered → running.waiting',
    ]);
  });
});
