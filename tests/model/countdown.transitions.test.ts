import { createActor } from 'xstate';
import { countdownMachine } from '../../machines/countdown';
import { selectCountdownStatus, selectCountdownValue } from '../../machines/countdown.selectors';
import type { UpcomingSession } from '../../machines/types';
import { upcomingSession } from './support/countdown';
import { createFakePromiseActors, flush, REPLAY_EPOCH } from './support/harness';

beforeEach(() => vi.useFakeTimers({ now: REPLAY_EPOCH }));
afterEach(() => vi.useRealTimers());

function startCountdown() {
  const fakes = createFakePromiseActors(['upcomingSessions']);
  /** How far wall-clock time has run ahead of the (throttled) timers. */
  const clock = { lag: 0, now: () => Date.now() + clock.lag };
  const actor = createActor(countdownMachine.provide({ actors: fakes.actors }), { input: { clock } }).start();
  const shows = () => ({ value: selectCountdownValue(actor.getSnapshot()), status: selectCountdownStatus(actor.getSnapshot()) });
  const load = async (sessions: UpcomingSession[]) => {
    fakes.settle({ type: 'xstate.done.actor.upcomingSessions', output: sessions });
    await flush();
  };
  return { actor, fakes, shows, load, clock };
}

describe('countdown (SPEC §4, §9)', () => {
  it('shows -999 before any data arrives', () => {
    expect(startCountdown().shows()).toEqual({ value: -999, status: 'loading' });
  });

  it('shows -1 when session 79 is not among the upcoming sessions', async () => {
    const countdown = startCountdown();
    await countdown.load([upcomingSession(78, 30), upcomingSession(80, 30)]);
    expect(countdown.shows()).toEqual({ value: -1, status: 'absent' });
  });

  it('counts down from is_started_countdown once per second and stops below 0', async () => {
    const countdown = startCountdown();
    await countdown.load([upcomingSession(12, 99), upcomingSession(79, 3)]);
    const seen = [countdown.shows().value];
    for (let second = 1; second <= 4; second += 1) {
      await vi.advanceTimersByTimeAsync(999);
      // Nothing changes before the full second.
      expect(countdown.shows().value).toBe(seen.at(-1));
      await vi.advanceTimersByTimeAsync(1);
      seen.push(countdown.shows().value);
    }
    expect(seen).toEqual([3, 2, 1, 0, -1]);
    expect(countdown.shows().status).toBe('started');
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(countdown.shows()).toEqual({ value: -1, status: 'started' });
  });

  it('wakes from a throttled tab with the value the deadline gives, not one tick less', async () => {
    const countdown = startCountdown();
    await countdown.load([upcomingSession(79, 10)]);
    // A background tab: the first 1 s timer fires only when 5.5 s have really passed.
    countdown.clock.lag = 4_500;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(countdown.shows()).toEqual({ value: 5, status: 'ticking' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(countdown.shows()).toEqual({ value: 4, status: 'ticking' });
  });

  it('goes straight to started for a session already under way', async () => {
    const countdown = startCountdown();
    await countdown.load([upcomingSession(79, -30)]);
    expect(countdown.shows()).toEqual({ value: -1, status: 'started' });
  });

  it('starts at 0 and shows -1 one second later', async () => {
    const countdown = startCountdown();
    await countdown.load([upcomingSession(79, 0)]);
    expect(countdown.shows()).toEqual({ value: 0, status: 'ticking' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(countdown.shows()).toEqual({ value: -1, status: 'started' });
  });

  it('ignores a load error and keeps -999', async () => {
    const countdown = startCountdown();
    countdown.fakes.settle({ type: 'xstate.error.actor.upcomingSessions', error: new Error('Server sibuk') });
    await flush();
    expect(countdown.shows()).toEqual({ value: -999, status: 'unavailable' });
  });
});
