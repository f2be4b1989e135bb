// The live page of one session switches itself: poster and countdown while waiting, the player
// from the start (no reload), and when the session ends the survey opens once — not again once
// answered. Time comes only from deadlines: every `clock.tick` carries the time it was sent, and
// the phase is derived from it against the start/end deadlines, so a tab that slept through the
// start (or the whole session) wakes straight into the right state.
import { and, assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import { notProvided } from './placeholders';
import { secondsUntil } from './countdown';
import { DEFAULT_SESSION_MS, startOnDeviceClock } from './sessions';

/** What the page knows about the session's time, on this device's clock (epoch ms). */
export interface LiveSessionTiming {
  /** When the timing was read (the device's now). */
  now: number;
  startAt: number;
  endAt: number;
  /** The visitor has answered this session's survey already (remembered on the device). */
  surveyAnswered: boolean;
}

export interface LiveSessionInput {
  sessionId: number;
}

export interface LiveSessionContext extends LiveSessionTiming {
  sessionId: number;
}

export type LiveSessionEvent =
  /** From the ticker: once a second and when the page becomes visible again. */
  | { type: 'clock.tick'; now: number }
  | { type: 'survey.answered' }
  | { type: 'user.closeSurvey' }
  | { type: 'user.retry' };

/** Turns a session's answer into deadlines on this device's clock (is_started_countdown is relative, so clock skew does not matter). */
export function timingFromSession(
  session: { is_started_countdown: number; starts_at?: string; ends_at?: string },
  now: number,
  surveyAnswered: boolean,
  defaultLengthMs = DEFAULT_SESSION_MS,
): LiveSessionTiming {
  const startAt = startOnDeviceClock(session, now);
  const length = session.ends_at && session.starts_at ? Date.parse(session.ends_at) - Date.parse(session.starts_at) : Number.NaN;
  return { now, startAt, endAt: startAt + (Number.isFinite(length) && length > 0 ? length : defaultLengthMs), surveyAnswered };
}

/** The timing carried by the load's done event (guards and actions see a wide event type). */
const loaded = (event: object): LiveSessionTiming | null =>
  'output' in event && typeof event.output === 'object' && event.output !== null ? (event.output as LiveSessionTiming) : null;

const hasStarted = (context: LiveSessionTiming, now: number) => now >= context.startAt;
const hasEnded = (context: LiveSessionTiming, now: number) => now >= context.endAt;

export const liveSessionMachine = setup({
  types: {
    input: {} as LiveSessionInput,
    context: {} as LiveSessionContext,
    events: {} as LiveSessionEvent,
  },
  actors: {
    loadTiming: fromPromise<LiveSessionTiming, { sessionId: number }>(notProvided('loadTiming')),
    /** Sends `clock.tick` with the current time every second and when the page wakes. */
    ticker: fromCallback<LiveSessionEvent>(() => () => {}),
  },
  guards: {
    loadedEnded: ({ event }) => loaded(event) !== null && hasEnded(loaded(event)!, loaded(event)!.now),
    loadedStarted: ({ event }) => loaded(event) !== null && hasStarted(loaded(event)!, loaded(event)!.now),
    loadedAnswered: ({ context, event }) => context.surveyAnswered || loaded(event)?.surveyAnswered === true,
    surveyAnswered: ({ context }) => context.surveyAnswered,
    tickAfterEnd: ({ context, event }) => event.type === 'clock.tick' && hasEnded(context, event.now),
    tickAfterStart: ({ context, event }) => event.type === 'clock.tick' && hasStarted(context, event.now),
    /** Time only moves forward: a late, older tick changes nothing. */
    tickIsLater: ({ context, event }) => event.type === 'clock.tick' && event.now > context.now,
  },
  actions: {
    takeTiming: assign(({ context, event }) => {
      const { now, startAt, endAt, surveyAnswered } = loaded(event)!;
      // An answer given while loading is not forgotten.
      return { now, startAt, endAt, surveyAnswered: context.surveyAnswered || surveyAnswered };
    }),
    takeTime: assign({
      now: ({ event }) => {
        assertEvent(event, 'clock.tick');
        return event.now;
      },
    }),
    markAnswered: assign({ surveyAnswered: true }),
    /** Remembers on the device that this session's survey is answered. */
    rememberAnswered: () => {},
  },
}).createMachine({
  id: 'liveSession',
  context: ({ input }) => ({ sessionId: input.sessionId, now: 0, startAt: 0, endAt: 0, surveyAnswered: false }),
  initial: 'loading',
  on: {
    // Answered on the page (below the player) at any time: the end will not open it again.
    'survey.answered': { actions: ['markAnswered', 'rememberAnswered'] },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadTiming',
        src: 'loadTiming',
        input: ({ context }) => ({ sessionId: context.sessionId }),
        // The clock decides where the page opens: a visitor arriving late lands on the player,
        // after the end on the survey (or nothing, once answered).
        onDone: [
          { guard: and(['loadedEnded', 'loadedAnswered']), target: 'ended.closed', actions: 'takeTiming' },
          { guard: 'loadedEnded', target: 'ended.survey', actions: 'takeTiming' },
          { guard: 'loadedStarted', target: 'running.live', actions: 'takeTiming' },
          { target: 'running.waiting', actions: 'takeTiming' },
        ],
        onError: 'failed',
      },
    },
    failed: {
      on: { 'user.retry': 'loading' },
    },
    running: {
      invoke: { id: 'ticker', src: 'ticker' },
      on: {
        'clock.tick': [
          { guard: and(['tickAfterEnd', 'surveyAnswered']), target: 'ended.closed', actions: 'takeTime' },
          { guard: 'tickAfterEnd', target: 'ended.survey', actions: 'takeTime' },
          { guard: and(['tickAfterStart', 'tickIsLater']), target: '.live', actions: 'takeTime' },
          { guard: 'tickIsLater', actions: 'takeTime' },
        ],
      },
      initial: 'waiting',
      states: {
        // Poster and countdown.
        waiting: {},
        // The player.
        live: {},
      },
    },
    ended: {
      initial: 'survey',
      states: {
        // The survey dialog, opened once by the end.
        survey: {
          on: {
            'survey.answered': { target: 'closed', actions: ['markAnswered', 'rememberAnswered'] },
            'user.closeSurvey': 'closed',
          },
        },
        closed: {},
      },
    },
  },
});

export type LiveSessionPhase = 'loading' | 'failed' | 'waiting' | 'live' | 'ended';

type LiveSessionSnapshot = { matches(value: unknown): boolean; context: LiveSessionContext };

export const selectLiveSessionPhase = (snapshot: LiveSessionSnapshot): LiveSessionPhase =>
  snapshot.matches('loading') ? 'loading'
  : snapshot.matches('failed') ? 'failed'
  : snapshot.matches({ running: 'waiting' }) ? 'waiting'
  : snapshot.matches({ running: 'live' }) ? 'live'
  : 'ended';

/** Whole seconds until the start (≥ 0), from the start deadline and the last tick's time. */
export const selectSecondsToStart = (snapshot: LiveSessionSnapshot): number =>
  Math.max(0, secondsUntil(snapshot.context.startAt, snapshot.context.now));

export const selectIsSurveyOpen = (snapshot: LiveSessionSnapshot): boolean => snapshot.matches({ ended: 'survey' });
export const selectSurveyAnswered = (snapshot: LiveSessionSnapshot): boolean => snapshot.context.surveyAnswered;
