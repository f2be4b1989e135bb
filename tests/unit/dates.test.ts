// The event's dates and times, written without Intl (src/lib/dates.ts), against Intl's own
// output on the venue's clock (Asia/Jakarta), in both languages: the same text for every day of
// the years around the fair, at the minutes where Jakarta's date differs from UTC's.
import { afterEach, describe, expect, it } from 'vitest';
import { eventDayKey, formatDate, formatDateTime, formatTime, formatWeekdayDate } from '../../src/lib/dates';
import { setCurrentLanguage } from '../../src/copy/language';

const intl = (tag: string, options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat(tag, { ...options, timeZone: 'Asia/Jakarta' });
  return (time: number) => format.format(time);
};

/** Every day of 2026–2027 at 03:07, 16:59 and 17:00 UTC (10:07, 23:59 and 00:00 in Jakarta). */
const TIMES: number[] = [];
for (let day = 0; day < (Date.UTC(2028, 0, 1) - Date.UTC(2026, 0, 1)) / 86_400_000; day++) {
  for (const minutes of [3 * 60 + 7, 16 * 60 + 59, 17 * 60]) TIMES.push(Date.UTC(2026, 0, 1) + day * 86_400_000 + minutes * 60_000);
}

afterEach(() => setCurrentLanguage('id'));

describe('dates and times on the venue’s clock, as Intl writes them', () => {
  for (const [language, tag] of [['id', 'id-ID'], ['en', 'en-GB']] as const) {
    it(`writes each form as Intl does in ${tag}`, () => {
      setCurrentLanguage(language);
      const forms = [
        [formatDate, intl(tag, { dateStyle: 'long' })],
        [formatTime, intl(tag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })],
        [formatWeekdayDate, intl(tag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })],
        [formatDateTime, (time: number) => `${intl(tag, { dateStyle: 'medium', timeStyle: 'short' })(time)} WIB`],
        [eventDayKey, intl('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' })],
      ] as const;
      const isos = TIMES.map((time) => new Date(time).toISOString());
      for (const [ours, theirs] of forms) expect(isos.map(ours), ours.name).toEqual(TIMES.map(theirs));
    });
  }

  it('reads the same instant in each language: Kamis, 3 September 2026 / Thursday, 3 September 2026', () => {
    const iso = '2026-09-03T07:05:00Z';
    expect([formatWeekdayDate(iso), formatDateTime(iso), formatTime(iso)]).toEqual(['Kamis, 3 September 2026', '3 Sep 2026, 14.05 WIB', '14.05']);
    setCurrentLanguage('en');
    expect([formatWeekdayDate(iso), formatDateTime(iso), formatTime(iso)]).toEqual(['Thursday, 3 September 2026', '3 Sept 2026, 14:05 WIB', '14:05']);
  });

  it('is empty for what is not a date', () => {
    for (const value of ['', 'besok', '2026-13-45']) {
      for (const form of [formatDate, formatTime, formatWeekdayDate, formatDateTime, eventDayKey]) expect(form(value)).toBe('');
    }
  });
});
