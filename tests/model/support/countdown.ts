import { countdownMachine, TICK_MS, TRACKED_SESSION_ID } from '../../../machines/countdown';
import type { Clock } from '../../../machines/ports';
import type { UpcomingSession } from '../../../machines/types';
import { REPLAY_EPOCH } from './clock';
import { createMachineModel, pathsOf, type DoneActorEvent, type ErrorActorEvent, type EventFixtures } from './graph';

/** The timer event XState raises for the `tick` delay in state `ticking`. */
export const TICK_EVENT = 'xstate.after.tick.countdown.ticking';

export type CountdownModelEvent =
  | DoneActorEvent<'upcomingSessions', UpcomingSession[]>
  | ErrorActorEvent<'upcomingSessions'>
  | { type: typeof TICK_EVENT };

export function upcomingSession(id: number, secondsToStart: number): UpcomingSession {
  return {
    id,
    title: `Sesi ${id}: Perawatan Mesin Diesel`,
    is_started_countdown: secondsToStart,
    starts_at: new Date(REPLAY_EPOCH + secondsToStart * 1000).toISOString(),
    room_id: 3,
  };
}

/** Session 79 starts in 2 s: the graph walks 2 → 1 → 0 → started. */
export const SECONDS_TO_TRACKED_START = 2;

export const countdownEventFixtures = {
  'xstate.done.actor.upcomingSessions': [
    {
      type: 'xstate.done.actor.upcomingSessions',
      output: [upcomingSession(12, 600), upcomingSession(TRACKED_SESSION_ID, SECONDS_TO_TRACKED_START)],
    },
    { type: 'xstate.done.actor.upcomingSessions', output: [upcomingSession(12, 600)] },
    // Already under way when the list was fetched.
    { type: 'xstate.done.actor.upcomingSessions', output: [upcomingSession(TRACKED_SESSION_ID, -30)] },
  ],
  'xstate.error.actor.upcomingSessions': [
    { type: 'xstate.error.actor.upcomingSessions', error: Object.assign(new Error('Server sibuk'), { status: 503 }) },
  ],
  [TICK_EVENT]: [{ type: TICK_EVENT }],
} satisfies EventFixtures<CountdownModelEvent>;

/**
 * The graph has no timers, so while it explores it reads this clock, set to the moment the
 * explored state's next tick fires: the start for every state but `ticking`, and one second
 * after the value was shown for `ticking`. That is exactly when the replay's fake timers fire.
 */
let traversalNow = REPLAY_EPOCH;
const traversalClock: Clock = { now: () => traversalNow };

export const countdownModel = createMachineModel<CountdownModelEvent>(countdownMachine, {
  fixtures: countdownEventFixtures,
  input: { clock: traversalClock },
  distinguish: ({ value, deadline }) => ({ value, deadline }),
  beforeExploring: (snapshot) => {
    const { value, deadline } = snapshot.context as { value: number; deadline: number };
    traversalNow = snapshot.matches('ticking') ? deadline - (value - 1) * TICK_MS : REPLAY_EPOCH;
  },
});

export const countdownPaths = pathsOf(countdownModel);
