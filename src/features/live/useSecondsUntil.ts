// A seconds-until-deadline hook for sessions the countdown statechart does not track.
import { useEffect, useState } from 'react';
import { secondsUntil, TICK_MS } from '../../../machines';

/**
 * Whole seconds left until `secondsFromNow` (measured when the data arrived), re-derived from a
 * deadline once per second so a throttled tab shows the right value when it wakes (DESIGN.md).
 * Stops ticking below 0.
 */
export function useSecondsUntil(secondsFromNow: number | null): number | null {
  const [deadline] = useState(() => (secondsFromNow === null ? null : Date.now() + secondsFromNow * TICK_MS));
  const [left, setLeft] = useState(() => (deadline === null ? null : secondsUntil(deadline, Date.now())));
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const next = secondsUntil(deadline, Date.now());
      setLeft(next);
      if (next < 0) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}
