// The event's long date, written without Intl (src/lib/dates.ts formatDate), against Intl's own
// `dateStyle: 'long'` in the venue's time zone: the same text in both languages, for every day of
// the years around the fair and at the hours where Jakarta's date differs from UTC's.
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../src/lib/dates';
import { setCurrentLanguage } from '../../src/copy/language';

const intlLongDate = (tag: string, time: number) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'Asia/Jakarta' }).format(time);

afterEach(() => setCurrentLanguage('id'));

describe('the long date of the event, in WIB', () => {
  for (const [language, tag] of [['id', 'id-ID'], ['en', 'en-GB']] as const) {
    it(`is Intl's long date in ${tag}, at the hours around Jakarta's midnight, 2024–2030`, () => {
      setCurrentLanguage(language);
      const days = (Date.UTC(2031, 0, 1) - Date.UTC(2024, 0, 1)) / 86_400_000;
      for (let day = 0; day < days; day++) {
        // 16:59 and 17:00 UTC: the last minute of a day in Jakarta and the first of the next.
        for (const minutes of [16 * 60 + 59, 17 * 60, 0]) {
          const time = Date.UTC(2024, 0, 1) + day * 86_400_000 + minutes * 60_000;
          expect(formatDate(new Date(time).toISOString())).toBe(intlLongDate(tag, time));
        }
      }
    });
  }

  it('reads the month in the visitor’s language: 1 Maret / 1 March', () => {
    expect(formatDate('2026-03-01T03:00:00Z')).toBe('1 Maret 2026');
    setCurrentLanguage('en');
    expect(formatDate('2026-03-01T03:00:00Z')).toBe('1 March 2026');
  });

  it('is empty for what is not a date', () => {
    for (const value of ['', 'besok', '2026-13-45']) expect(formatDate(value)).toBe('');
  });
});
