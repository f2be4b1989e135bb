import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, splitSeconds } from '../../src/lib/time';

describe('event times', () => {
  it('shows a session time in WIB (Jakarta) whatever the viewer’s time zone', () => {
    // 03:00 UTC is 10:00 in Jakarta; this process runs in UTC or whatever the machine has.
    expect(formatDateTime('2026-11-21T03:00:00Z')).toBe('21 Nov 2026, 10.00 WIB');
  });

  it('puts a late-evening UTC time on the next day in Jakarta', () => {
    expect(formatDate('2026-11-21T20:00:00Z')).toBe('22 November 2026');
  });

  it('shows nothing for a value that is not a date', () => {
    expect(formatDateTime('besok pagi')).toBe('');
  });

  it('splits a countdown into days, hours, minutes and seconds', () => {
    expect(splitSeconds(93_784)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(splitSeconds(-1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
