// Hand-written transitions of the live page: what a visitor notices, with a fake loader.
import { createActor, fromPromise } from 'xstate';
import { liveSessionMachine, selectIsSurveyOpen, selectLiveSessionPhase, selectSecondsToStart, timingFromSession, type LiveSessionTiming } from '../../machines/liveSession';

const T0 = Date.UTC(2026, 10, 23, 3, 0, 0);

async function open(timing: LiveSessionTiming) {
  const remembered: number[] = [];
  const actor = createActor(
    liveSessionMachine.provide({
      actors: { loadTiming: fromPromise(async () => timing) },
      actions: { rememberAnswered: ({ context }) => void remembered.push(context.sessionId) },
    }),
    { input: { sessionId: 79 } },
  ).start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, remembered, phase: () => selectLiveSessionPhase(actor.getSnapshot()) };
}

describe('liveSession transitions', () => {
  it('counts down, switches to the player at 0, and opens the survey at the end, once', async () => {
    const page = await open({ now: T0, startAt: T0 + 10_000, endAt: T0 + 70_000, surveyAnswered: false });
    expect(page.phase()).toBe('waiting');
    expect(selectSecondsToStart(page.actor.getSnapshot())).toBe(10);
    page.actor.send({ type: 'clock.tick', now: T0 + 9_200 });
    expect(selectSecondsToStart(page.actor.getSnapshot())).toBe(1);
    page.actor.send({ type: 'clock.tick', now: T0 + 10_000 });
    expect(page.phase()).toBe('live');
    page.actor.send({ type: 'clock.tick', now: T0 + 70_000 });
    expect(page.phase()).toBe('ended');
    expect(selectIsSurveyOpen(page.actor.getSnapshot())).toBe(true);
    page.actor.send({ type: 'user.closeSurvey' });
    page.actor.send({ type: 'clock.tick', now: T0 + 80_000 });
    expect(selectIsSurveyOpen(page.actor.getSnapshot())).toBe(false);
  });

  it('wakes a tab that slept through the whole session straight into the survey', async () => {
    const page = await open({ now: T0, startAt: T0 + 10_000, endAt: T0 + 70_000, surveyAnswered: false });
    page.actor.send({ type: 'clock.tick', now: T0 + 3_600_000 });
    expect(selectIsSurveyOpen(page.actor.getSnapshot())).toBe(true);
  });

  it('does not open the survey at the end once it was answered during the session, and remembers it', async () => {
    const page = await open({ now: T0 + 20_000, startAt: T0 + 10_000, endAt: T0 + 70_000, surveyAnswered: false });
    expect(page.phase()).toBe('live');
    page.actor.send({ type: 'survey.answered' });
    expect(page.remembered).toEqual([79]);
    page.actor.send({ type: 'clock.tick', now: T0 + 70_000 });
    expect(page.phase()).toBe('ended');
    expect(selectIsSurveyOpen(page.actor.getSnapshot())).toBe(false);
  });

  it('derives deadlines from the relative countdown and the session length, not the server clock', () => {
    const timing = timingFromSession({ is_started_countdown: 5, starts_at: '2030-01-01T00:00:00Z', ends_at: '2030-01-01T00:00:30Z' }, T0, false);
    expect(timing).toEqual({ now: T0, startAt: T0 + 5_000, endAt: T0 + 35_000, surveyAnswered: false });
    expect(timingFromSession({ is_started_countdown: -60, starts_at: '2030-01-01T00:00:00Z' }, T0, true).endAt).toBe(T0 - 60_000 + 3_600_000);
  });

  it('opened during the session, stays on the player until its end, then opens the survey', async () => {
    const page = await open({ now: T0 + 20_000, startAt: T0 + 10_000, endAt: T0 + 70_000, surveyAnswered: false });
    expect(page.phase()).toBe('live');
    page.actor.send({ type: 'clock.tick', now: T0 + 69_999 });
    expect(page.phase()).toBe('live');
    page.actor.send({ type: 'clock.tick', now: T0 + 70_000 });
    expect(selectIsSurveyOpen(page.actor.getSnapshot())).toBe(true);
  });

  it('takes the default length for a session without a usable end (none, or not after its start)', () => {
    const endAt = (session: { starts_at?: string; ends_at?: string }) => timingFromSession({ is_started_countdown: 5, ...session }, T0, false, 60_000).endAt;
    expect(endAt({ starts_at: '2030-01-01T00:00:00Z', ends_at: '2030-01-01T00:00:00Z' })).toBe(T0 + 5_000 + 60_000);
    expect(endAt({ starts_at: '2030-01-01T00:00:30Z', ends_at: '2030-01-01T00:00:00Z' })).toBe(T0 + 5_000 + 60_000);
    expect(endAt({ starts_at: '2030-01-01T00:00:00Z' })).toBe(T0 + 5_000 + 60_000);
    expect(endAt({ ends_at: '2030-01-01T00:00:30Z' })).toBe(T0 + 5_000 + 60_000);
    expect(endAt({ starts_at: 'besok', ends_at: '2030-01-01T00:00:30Z' })).toBe(T0 + 5_000 + 60_000);
  });
});
