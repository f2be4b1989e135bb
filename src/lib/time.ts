// Time helpers of the content screens: a countdown value split into units, and Indonesian dates.
export { EVENT_TIME_ZONE, eventDayKey, formatDate, formatDateTime, formatTime, formatWeekdayDate } from './dates';

export interface TimeParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** A unit of a countdown as its clock's tile writes it: two digits at least. */
export const tileText = (value: number): string => String(value).padStart(2, '0');

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
