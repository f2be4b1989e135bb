import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './placeholders';
import type { Clock } from './ports';
import type { UpcomingSession } from './types';
import { startOnDeviceClock } from './sessions';

/** SPEC §9: the one live session whose start the app counts down to. */
export const TRACKED_SESSION_ID = 79;
/** Before any data arrives. */
export const COUNTDOWN_INITIAL = -999;
/** The tracked session is absent, or its countdown has run out. */
export const COUNTDOWN_OVER = -1;
export const TICK_MS = 1000;

/** Whole seconds from now until the deadline, rounded up (so 0.2 s left still shows 1). */
export function secondsUntil(deadline: number, now: number): number {
  const seconds = Math.ceil((deadline - now) / TICK_MS);
  // Math.ceil(-0.2) is -0; a screen must never see it.
  return seconds === 0 ? 0 : seconds;
}

export interface CountdownInput {
  clock: Clock;
}

export interface CountdownContext {
  clock: Clock;
  value: number;
  /** Epoch ms at which the value reaches 0; each tick derives from it, not from a counter. */
  deadline: number;
}

const trackedSession = (sessions: readonly UpcomingSession[]) =>
  sessions.find((session) => session.id === TRACKED_SESSION_ID);

/** The sessions carried by the load's done event (guards and actions see a wide event type). */
const loadedSessions = (event: object): UpcomingSession[] =>
  'output' in event && Array.isArray(event.output) ? (event.output as UpcomingSession[]) : [];

export const countdownMachine = setup({
  types: {
    input: {} as CountdownInput,
    context: {} as CountdownContext,
  },
  actors: {
    upcomingSessions: fromPromise<UpcomingSession[]>(notProvided('upcomingSessions')),
  },
  delays: { tick: TICK_MS },
  guards: {
    hasTrackedSession: ({ event }) =>
      trackedSession(loadedSessions(event)) !== undefined,
    deadlinePassed: ({ context }) => secondsUntil(context.deadline, context.clock.now()) < 0,
  },
  actions: {
    startFromTrackedSession: assign(({ context, event }) => {
      const session = trackedSession(loadedSessions(event))!;
      return { value: session.is_started_countdown, deadline: startOnDeviceClock(session, context.clock.now()) };
    }),
    recomputeValue: assign({ value: ({ context }) => secondsUntil(context.deadline, context.clock.now()) }),
    markOver: assign({ value: COUNTDOWN_OVER }),
  },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => ({ clock: input.clock, value: COUNTDOWN_INITIAL, deadline: 0 }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'upcomingSessions',
        src: 'upcomingSessions',
        onDone: [
          { guard: 'hasTrackedSession', target: 'ticking', actions: 'startFromTrackedSession' },
          { target: 'absent', actions: 'markOver' },
        ],
        // SPEC §8: a load error is ignored; the value stays at its initial -999.
        onError: 'unavailable',
      },
    },
    ticking: {
      // Checked on entry and after every tick: once below 0 the session has started.
      always: { guard: 'deadlinePassed', target: 'started', actions: 'markOver' },
      after: {
        tick: { target: 'ticking', reenter: true, actions: 'recomputeValue' },
      },
    },
    // The last three have no way out, but are deliberately not `final`: a finished child
    // would leave the actor system and the screens reading its value would lose it.
    // Session 79 is not among the upcoming sessions.
    absent: {},
    // The countdown ran out: the session has started.
    started: {},
    unavailable: {},
  },
});
