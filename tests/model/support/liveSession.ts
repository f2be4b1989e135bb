import { liveSessionMachine, type LiveSessionEvent, type LiveSessionTiming } from '../../../machines/liveSession';
import { REPLAY_EPOCH } from './clock';
import { createMachineModel, pathsOf, type DoneActorEvent, type ErrorActorEvent, type EventFixtures } from './graph';

export type LiveSessionModelEvent =
  | DoneActorEvent<'loadTiming', LiveSessionTiming>
  | ErrorActorEvent<'loadTiming'>
  | LiveSessionEvent;

const at = (seconds: number) => REPLAY_EPOCH + seconds * 1000;

/** Session 79 of the replays: starts 2 s after the page opens and ends 5 s after. */
export const START_AT = at(2);
export const END_AT = at(5);
const timing = (now: number, surveyAnswered = false): LiveSessionTiming => ({ now, startAt: START_AT, endAt: END_AT, surveyAnswered });

export const liveSessionEventFixtures = {
  'xstate.done.actor.loadTiming': [
    timing(at(0)), // before the start: poster and countdown
    timing(at(3)), // opened during the session: the player
    timing(at(6)), // opened after the end: the survey
    timing(at(6), true), // after the end, survey already answered: nothing opens
  ].map((output) => ({ type: 'xstate.done.actor.loadTiming' as const, output })),
  'xstate.error.actor.loadTiming': [{ type: 'xstate.error.actor.loadTiming', error: Object.assign(new Error('Sesi tidak ditemukan.'), { status: 404 }) }],
  // One tick a second later, one at the start, one at the end; a tab that slept sends only the last.
  'clock.tick': [at(1), at(2), at(5)].map((now) => ({ type: 'clock.tick' as const, now })),
  'survey.answered': [{ type: 'survey.answered' }],
  'user.closeSurvey': [{ type: 'user.closeSurvey' }],
  'user.retry': [{ type: 'user.retry' }],
} satisfies EventFixtures<LiveSessionModelEvent>;

export const liveSessionModel = createMachineModel<LiveSessionModelEvent>(liveSessionMachine, {
  fixtures: liveSessionEventFixtures,
  input: { sessionId: 79 },
});

export const liveSessionPaths = pathsOf(liveSessionModel);
