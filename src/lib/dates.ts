// Dates and times of the event in the visitor's language (src/copy/language.ts), on the venue's
// clock. Its own module, free of React and the statecharts, because index.html's boot preview
// (src/boot/preview.ts) formats the event's dates with it before any other JavaScript has loaded.
// src/lib/time.ts re-exports it.
//
// Event times are the venue's (Jakarta, WIB), whatever the viewer's own time zone: a visitor
// abroad or a phone set to UTC must still read the session times printed on the schedule.
//
// Written without Intl, in exactly Intl's forms for id-ID and en-GB: a page's first Intl
// formatter loads the locale's data (≈ 60–90 ms here unthrottled, 0.3–0.4 s at 4× CPU in a trace
// of /home, where the boot preview painted the event only after it). These are the only forms
// the app needs; tests/unit/dates.test.ts holds each equal to Intl's own output, in both languages.
import { language } from '../copy/language';

export const EVENT_TIME_ZONE = 'Asia/Jakarta';
/** WIB is UTC+7 all year: Indonesia keeps no daylight saving time. */
const WIB_OFFSET_MS = 7 * 3_600_000;

/** Intl's month and weekday names for id-ID and en-GB (weekdays from Sunday). */
const NAMES = {
  id: {
    months: ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'],
    shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
    weekdays: ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'],
    timeSeparator: '.',
  },
  en: {
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    timeSeparator: ':',
  },
} as const;

/** An API timestamp on the venue's clock (read with the getUTC* methods); null when it is not a date. */
function venueClock(iso: string): Date | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time + WIB_OFFSET_MS);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `format` of the timestamp on the venue's clock, in the visitor's language; '' when it is not a date (never a crash). */
function formatAt(iso: string, format: (clock: Date, names: (typeof NAMES)[keyof typeof NAMES]) => string): string {
  const clock = venueClock(iso);
  return clock ? format(clock, NAMES[language()]) : '';
}

/** '14.30' (English: '14:30'), WIB. */
export const formatTime = (iso: string) =>
  formatAt(iso, (clock, names) => `${twoDigits(clock.getUTCHours())}${names.timeSeparator}${twoDigits(clock.getUTCMinutes())}`);
/** '21 November 2026' (both languages). */
export const formatDate = (iso: string) => formatAt(iso, (clock, names) => `${clock.getUTCDate()} ${names.months[clock.getUTCMonth()]} ${clock.getUTCFullYear()}`);
/** '21 Nov 2026, 14.30 WIB' (English: '21 Nov 2026, 14:30 WIB'). */
export const formatDateTime = (iso: string) =>
  formatAt(iso, (clock, names) => `${clock.getUTCDate()} ${names.shortMonths[clock.getUTCMonth()]} ${clock.getUTCFullYear()}, ${formatTime(iso)} WIB`);
/** 'Senin, 23 November 2026' (English: 'Monday, 23 November 2026'). */
export const formatWeekdayDate = (iso: string) => formatAt(iso, (clock, names) => `${names.weekdays[clock.getUTCDay()]}, ${formatDate(iso)}`);
/** The venue's calendar day of a timestamp, '2026-11-23', whatever the language; '' when it is not a date. */
export const eventDayKey = (iso: string) =>
  formatAt(iso, (clock) => `${String(clock.getUTCFullYear()).padStart(4, '0')}-${twoDigits(clock.getUTCMonth() + 1)}-${twoDigits(clock.getUTCDate())}`);
