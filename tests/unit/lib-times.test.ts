// Event times as a visitor reads them (src/lib/dates.ts, time.ts, sessionTimes.ts):
// the venue's clock (WIB, UTC+7) whatever this machine's time zone, in the visitor's language,
// and a session's start and end from whatever the platform sent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCurrentLanguage } from '../../src/copy/language';
import { sessionEnd, sessionStart } from '../../src/lib/sessionTimes';
import { EVENT_TIME_ZONE, eventDayKey, formatDate, formatDateTime, formatTime, formatWeekdayDate, splitSeconds } from '../../src/lib/time';

afterEach(() => setCurrentLanguage('id'));

describe('dates and times at the venue', () => {
  it('is Jakarta’s clock', () => {
    expect(EVENT_TIME_ZONE).toBe('Asia/Jakarta');
  });

  it('shows hours and minutes, two digits each, on a 24-hour clock', () => {
    // 03:05 UTC is 10.05 WIB; 17:00 UTC is midnight WIB, written 00.00 (not 24.00).
    expect(formatTime('2026-11-21T03:05:00Z')).toBe('10.05');
    expect(formatTime('2026-11-21T17:00:00Z')).toBe('00.00');
    expect(formatTime('2026-11-21T01:00:00Z')).toBe('08.00');
    expect(formatTime('2026-11-21T08:30:00Z')).toBe('15.30');
  });

  it('shows a session’s day with its weekday', () => {
    expect(formatWeekdayDate('2026-11-23T03:00:00Z')).toBe('Senin, 23 November 2026');
    // 20:00 UTC on Sunday is already Monday in Jakarta.
    expect(formatWeekdayDate('2026-11-22T20:00:00Z')).toBe('Senin, 23 November 2026');
  });

  it('writes the weekday and month in English for an English visitor', () => {
    setCurrentLanguage('en');
    expect(formatWeekdayDate('2026-11-22T20:00:00Z')).toBe('Monday, 23 November 2026');
    expect(formatDateTime('2026-03-01T03:00:00Z')).toBe('1 Mar 2026, 10:00 WIB');
    expect(formatDate('2026-08-17T03:00:00Z')).toBe('17 August 2026');
    setCurrentLanguage('id');
    expect(formatDate('2026-08-17T03:00:00Z')).toBe('17 Agustus 2026');
    expect(formatDateTime('2026-03-01T03:00:00Z')).toBe('1 Mar 2026, 10.00 WIB');
  });

  it('keys a day of any year with a four-digit year and two-digit month and day', () => {
    expect(eventDayKey('0999-01-01T00:00:00Z')).toBe('0999-01-01');
    expect(eventDayKey('2026-12-31T16:59:00Z')).toBe('2026-12-31');
    expect(eventDayKey('2026-12-31T17:00:00Z')).toBe('2027-01-01');
  });

  it('keys a timestamp by its calendar day in Jakarta, in both languages', () => {
    expect(eventDayKey('2026-11-23T03:00:00Z')).toBe('2026-11-23');
    expect(eventDayKey('2026-11-22T20:00:00Z')).toBe('2026-11-23');
    expect(eventDayKey('2026-01-05T16:59:00Z')).toBe('2026-01-05');
    setCurrentLanguage('en');
    expect(eventDayKey('2026-11-22T20:00:00Z')).toBe('2026-11-23');
  });

  it('writes the date and time in the visitor’s language, with WIB after it', () => {
    expect(formatDateTime('2026-11-21T07:30:00Z')).toBe('21 Nov 2026, 14.30 WIB');
    expect(formatDate('2026-11-21T07:30:00Z')).toBe('21 November 2026');
    setCurrentLanguage('en');
    expect(formatDateTime('2026-11-21T07:30:00Z')).toBe('21 Nov 2026, 14:30 WIB');
    expect(formatTime('2026-11-21T07:30:00Z')).toBe('14:30');
    expect(formatDate('2026-11-21T07:30:00Z')).toBe('21 November 2026');
    setCurrentLanguage('id');
    expect(formatTime('2026-11-21T07:30:00Z')).toBe('14.30');
  });

  it.each(['', 'besok pagi', 'not-a-date', '2026-13-45T99:00:00Z'])('shows nothing (no crash, no lone “WIB”) for %j', (value) => {
    expect(formatDateTime(value)).toBe('');
    expect(formatDate(value)).toBe('');
    expect(formatTime(value)).toBe('');
    expect(formatWeekdayDate(value)).toBe('');
    expect(eventDayKey(value)).toBe('');
  });

});

describe('splitSeconds: a countdown in days, hours, minutes and seconds', () => {
  it.each([
    [93_784, { days: 1, hours: 2, minutes: 3, seconds: 4 }],
    [90_061, { days: 1, hours: 1, minutes: 1, seconds: 1 }],
    [86_400, { days: 1, hours: 0, minutes: 0, seconds: 0 }],
    [86_399, { days: 0, hours: 23, minutes: 59, seconds: 59 }],
    [3_600, { days: 0, hours: 1, minutes: 0, seconds: 0 }],
    [3_599, { days: 0, hours: 0, minutes: 59, seconds: 59 }],
    [60, { days: 0, hours: 0, minutes: 1, seconds: 0 }],
    [59.9, { days: 0, hours: 0, minutes: 0, seconds: 59 }],
    [1, { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    [0.5, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [2 * 86_400 + 5, { days: 2, hours: 0, minutes: 0, seconds: 5 }],
  ])('%d s', (total, parts) => {
    expect(splitSeconds(total)).toEqual(parts);
  });

  it.each([0, -1, -90_061, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('counts %d as 0', (total) => {
    expect(splitSeconds(total)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('a session’s start and end', () => {
  const NOW = Date.parse('2026-11-23T03:00:00.000Z');

  it('starts at its starts_at', () => {
    expect(sessionStart({ starts_at: '2026-11-23T07:30:00Z', is_started_countdown: 60 }, NOW)).toBe('2026-11-23T07:30:00.000Z');
    expect(sessionStart({ starts_at: '2026-11-23T14:30:00+07:00' }, NOW)).toBe('2026-11-23T07:30:00.000Z');
  });

  it('starts when its countdown runs out when starts_at is missing, empty or not a date', () => {
    expect(sessionStart({ is_started_countdown: 90 }, NOW)).toBe('2026-11-23T03:01:30.000Z');
    expect(sessionStart({ starts_at: '', is_started_countdown: 90 }, NOW)).toBe('2026-11-23T03:01:30.000Z');
    expect(sessionStart({ starts_at: 'besok', is_started_countdown: -60 }, NOW)).toBe('2026-11-23T02:59:00.000Z');
  });

  it('starts now when the platform sent neither', () => {
    expect(sessionStart({}, NOW)).toBe('2026-11-23T03:00:00.000Z');
  });

  it('counts from the present moment by default', () => {
    vi.useFakeTimers({ now: NOW });
    try {
      expect(sessionStart({ is_started_countdown: 30 })).toBe('2026-11-23T03:00:30.000Z');
      expect(sessionEnd({ is_started_countdown: 30 })).toBe('2026-11-23T04:00:30.000Z');
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends at its ends_at when that is after its start', () => {
    expect(sessionEnd({ starts_at: '2026-11-23T07:30:00Z', ends_at: '2026-11-23T09:00:00Z' }, NOW)).toBe('2026-11-23T09:00:00.000Z');
    expect(sessionEnd({ starts_at: '2026-11-23T07:30:00Z', ends_at: '2026-11-23T07:30:01Z' }, NOW)).toBe('2026-11-23T07:30:01.000Z');
    expect(sessionEnd({ is_started_countdown: 60, ends_at: '2026-11-23T03:30:00Z' }, NOW)).toBe('2026-11-23T03:30:00.000Z');
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not a date', 'nanti'],
    ['at its start', '2026-11-23T07:30:00Z'],
    ['before its start', '2026-11-23T07:00:00Z'],
  ])('lasts an hour when its ends_at is %s', (_what, endsAt) => {
    expect(sessionEnd({ starts_at: '2026-11-23T07:30:00Z', ends_at: endsAt }, NOW)).toBe('2026-11-23T08:30:00.000Z');
  });

  it('lasts an hour from its countdown’s end when it has no times at all', () => {
    expect(sessionEnd({ is_started_countdown: 120 }, NOW)).toBe('2026-11-23T04:02:00.000Z');
    expect(sessionEnd({}, NOW)).toBe('2026-11-23T04:00:00.000Z');
  });
});
