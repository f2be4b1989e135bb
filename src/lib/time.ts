// Time helpers of the content screens: a countdown value split into units, Indonesian dates,
// and a seconds-until-deadline hook for sessions the countdown statechart does not track.
import { useEffect, useState } from 'react';
import { secondsUntil, TICK_MS } from '../../machines';
export { EVENT_TIME_ZONE, eventDayKey, formatDate, formatDateTime, formatTime, formatWeekdayDate } from './dates';

export interface TimeParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** 93784 → 1 day 2 h 3 min 4 s. Negative or broken values count as 0. */
export function splitSeconds(total: number): TimeParts {
  const value = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
  return {
    days: Math.floor(value / 86_400),
    hours: Math.floor((value % 86_400) / 3_600),
    minutes: Math.floor((value % 3_600) / 60),
    seconds: value % 60,
  };
}

/**
 * Whole seconds left until `secondsFromNow` (measured when the data arrived), re-derived from a
 * deadline once per second so a throttled tab shows the right value when it wakes (DESIGN.md).
 * Stops ticking below 0.
 */
export function useSecondsUntil(secondsFromNow: number | null): number | null {
  const [deadline] = useState(() => (secondsFromNow === null ? null : Date.now() + secondsFromNow * TICK_MS));
  const compute = () => (deadline === null ? null : secondsUntil(deadline, Date.now()));
  const [left, setLeft] = useState(compute);
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const next = compute();
      setLeft(next);
      if (next === null || next < 0) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deadline]);
  return left;
}
