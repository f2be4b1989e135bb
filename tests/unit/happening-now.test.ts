// What home calls "happening now" (src/screens/home/HappeningNow.tsx), decided from each
// session's own start and end and the clock, never from when its list was read: a list kept
// offline and read hours later says nothing is running and the main session has ended.
import { describe, expect, it } from 'vitest';
import type { ExternalSession, UpcomingSession } from '../../sdk/src/index';
import { hasEnded, runningNow, stillRunning } from '../../src/screens/home/HappeningNow';

const HOUR = 3_600_000;
const readAt = Date.parse('2026-05-12T09:00:00Z');

/** A fair session as the upcoming list sends it, read at `readAt`: starts `startsIn` minutes later. */
const fairSession = (id: number, startsIn: number, lengthMinutes?: number): UpcomingSession => ({
  id,
  title: `Sesi ${id}`,
  is_started_countdown: startsIn * 60,
  starts_at: new Date(readAt + startsIn * 60_000).toISOString(),
  ...(lengthMinutes === undefined ? {} : { ends_at: new Date(readAt + (startsIn + lengthMinutes) * 60_000).toISOString() }),
});

describe('the fair’s own sessions running now', () => {
  const launch = fairSession(79, -10, 60); // started 10 minutes before the read, runs an hour
  const hydraulics = fairSession(82, 45, 60);
  const noEnd = fairSession(85, -30); // no ends_at: taken to last an hour

  it('are those that have started and not ended', () => {
    expect(runningNow([launch, hydraulics, noEnd], readAt, readAt).map((s) => s.id)).toEqual([79, 85]);
    expect(runningNow([launch, hydraulics, noEnd], readAt, readAt + 50 * 60_000).map((s) => s.id)).toEqual([82]);
  });

  it('are none when the same list is read three hours later (a copy kept offline)', () => {
    expect(runningNow([launch, hydraulics, noEnd], readAt, readAt + 3 * HOUR)).toEqual([]);
  });

  it('tell when the main session has ended, from its own end', () => {
    const clock = (now: number) => ({ sessions: [launch, hydraulics], readAt, now });
    expect(hasEnded(clock(readAt), 79)).toBe(false);
    expect(hasEnded(clock(readAt + 50 * 60_000 + 1), 79)).toBe(true);
    // A session the list does not hold has not "ended" as far as home can tell.
    expect(hasEnded(clock(readAt + 3 * HOUR), 84)).toBe(false);
  });

  it('count a session without starts_at from its countdown, as read', () => {
    const { starts_at: _start, ...countdownOnly } = fairSession(86, -5, 30);
    expect(runningNow([countdownOnly], readAt, readAt)).toHaveLength(1);
    expect(runningNow([countdownOnly], readAt, readAt - 10 * 60_000)).toEqual([]);
  });
});

describe('external sessions still running', () => {
  const external = (id: number, from: number, to: number): ExternalSession => ({
    id, title: `Siaran ${id}`, starts_at: new Date(readAt + from * 60_000).toISOString(), ends_at: new Date(readAt + to * 60_000).toISOString(),
  });

  it('drop those that have ended since the list was read, and those not yet started', () => {
    const list = [external(80, -20, 40), external(81, -5, 55), external(90, 30, 90)];
    expect(stillRunning(list, readAt).map((s) => s.id)).toEqual([80, 81]);
    expect(stillRunning(list, readAt + 45 * 60_000).map((s) => s.id)).toEqual([81, 90]);
    expect(stillRunning(list, readAt + 3 * HOUR)).toEqual([]);
  });

  it('keep one without times: the platform said it runs', () => {
    expect(stillRunning([{ id: 7, title: 'Tanpa jam' }], readAt)).toHaveLength(1);
  });
});
