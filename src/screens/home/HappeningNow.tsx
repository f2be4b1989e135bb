// What is running now, decided from each session's own start and end and the device's clock,
// never from when its list was read: a list kept for offline use and shown hours later must not
// call an ended session "sedang berlangsung" or the main session "sudah dimulai". The fair's own
// sessions come from the upcoming list (it keeps a session until it ends; the countdown reads
// the same answer), the external ones from their own list. The list that shows them is its own
// chunk (./HappeningNowList.tsx): home is in the first route, and most of the time nothing runs.
import { useEffect, useMemo, useState } from 'react';
import type { ExternalSession, UpcomingSession } from '@pameran/sdk';
import { DEFAULT_SESSION_MS, startOnDeviceClock } from '../../../machines';
import { asList } from '../../lib/asList';
import type { Resource } from '../../data/useRead';

/**
 * Start and end on the device's clock (ms). The start is where the countdown (SPEC's own field,
 * counted from when its list was read) runs out, as the countdown itself counts, so the device's
 * clock skew does not matter; the session lasts from its starts_at to its ends_at, else it ends
 * at its ends_at, else it lasts DEFAULT_SESSION_MS.
 */
export function sessionSpan(session: UpcomingSession, readAt: number): { start: number; end: number } {
  const start = startOnDeviceClock(session, readAt);
  const from = Date.parse(session.starts_at ?? '');
  const to = Date.parse(session.ends_at ?? '');
  if (to > from) return { start, end: start + (to - from) };
  return { start, end: to > start ? to : start + DEFAULT_SESSION_MS };
}

/** The fair's own sessions running at `now`. */
export function runningNow(sessions: readonly UpcomingSession[], readAt: number, now: number): UpcomingSession[] {
  return sessions.filter((session) => {
    const { start, end } = sessionSpan(session, readAt);
    return start <= now && now < end;
  });
}

/** The external sessions still running at `now`: the list says "ongoing" only as of when it was read. */
export function stillRunning(sessions: readonly ExternalSession[], now: number): ExternalSession[] {
  return sessions.filter((session) => {
    const start = session.starts_at ? Date.parse(session.starts_at) : Number.NaN;
    const end = session.ends_at ? Date.parse(session.ends_at) : Number.NaN;
    return !(start > now) && !(end <= now);
  });
}

/** The external sessions' read with only those still running (empty when none is). */
export function runningExternal(resource: Resource<ExternalSession[]>, now: number): Resource<ExternalSession[]> {
  if (resource.status !== 'success') return resource;
  const running = stillRunning(asList(resource.data), now);
  return running.length > 0 ? { ...resource, data: running } : { ...resource, status: 'empty', data: [] };
}

/** When `data` was last replaced: a countdown in it counts from then. */
function useReadAt(data: unknown): number {
  const [read, setRead] = useState(() => ({ data, at: Date.now() }));
  if (read.data !== data) setRead({ data, at: Date.now() });
  return read.data === data ? read.at : Date.now();
}

/** The clock, read again at the next start or end among `times` that changes what is shown. */
function useNow(times: readonly number[]): number {
  const [now, setNow] = useState(Date.now);
  const next = Math.min(...times.filter((time) => time > now));
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    // At most 1e9 ms: a browser's timer takes up to 24.8 days; every tick looks again.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(next - Date.now(), 1e9));
    return () => clearTimeout(timer);
  }, [next, now]);
  return now;
}

export interface SessionClock {
  /** The fair's own sessions (the upcoming list: it keeps a session until it ends). */
  sessions: readonly UpcomingSession[];
  readAt: number;
  now: number;
}

const loaded = <T,>(resource: Resource<T[]>): T[] => (resource.status === 'success' ? asList(resource.data) : []);

/** The fair's sessions (the countdown's read) with the clock that decides which of them, and of the external ones, run now. */
export function useSessionClock(fair: Resource<UpcomingSession[]>, elsewhere: Resource<ExternalSession[]>): SessionClock {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const sessions = useMemo(() => loaded(fair), [fair.status, fair.data]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const external = useMemo(() => loaded(elsewhere), [elsewhere.status, elsewhere.data]);
  const readAt = useReadAt(sessions);
  const times = [
    ...sessions.flatMap((session) => Object.values(sessionSpan(session, readAt))),
    ...external.flatMap((session) => [session.starts_at, session.ends_at].map((time) => (time ? Date.parse(time) : Number.NaN))),
  ];
  return { sessions, readAt, now: useNow(times) };
}

/** Whether session `id` has ended (false when the list does not hold it: then its countdown says nothing either). */
export function hasEnded({ sessions, readAt, now }: SessionClock, id: number): boolean {
  const session = sessions.find((candidate) => candidate.id === id);
  return session !== undefined && sessionSpan(session, readAt).end <= now;
}
