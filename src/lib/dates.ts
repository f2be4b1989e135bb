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
import { language, type Language } from '../copy/language';

export const EVENT_TIME_ZONE = 'Asia/Jakarta';
/** WIB is UTC+7 all year: Indonesia keeps no daylight saving time. */
const WIB_OFFSET_MS = 7 * 3_600_000;

// Intl's names for id-ID and en-GB, one table per form: index.html's boot preview formats only
// the long date, and its bundle keeps only the tables that form reads.
const MONTHS = {
  id: ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};
const SHORT_MONTHS = {
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
};
/** From Sunday, as getUTCDay counts. */
const WEEKDAYS = {
  id: ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};
const TIME_SEPARATOR = { id: '.', en: ':' };

/** An API timestamp on the venue's clock (read with the getUTC* methods); null when it is not a date. */
function venueClock(iso: string): Date | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time + WIB_OFFSET_MS);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `format` of the timestamp on the venue's clock, in the visitor's language; '' when it is not a date (never a crash). */
function formatAt(iso: string, format: (clock: Date, lang: Language) => string): string {
  const clock = venueClock(iso);
  return clock ? format(clock, language()) : '';
}

const timeOf = (clock: Date, lang: Language) => `${twoDigits(clock.getUTCHours())}${TIME_SEPARATOR[lang]}${twoDigits(clock.getUTCMinutes())}`;
const longDateOf = (clock: Date, lang: Language) => `${clock.getUTCDate()} ${MONTHS[lang][clock.getUTCMonth()]} ${clock.getUTCFullYear()}`;

/** '14.30' (English: '14:30'), WIB. */
export const formatTime = (iso: string) => formatAt(iso, timeOf);
/** '21 November 2026' (both languages). */
export const formatDate = (iso: string) => formatAt(iso, longDateOf);
/** '21 Nov 2026, 14.30 WIB' (English: '21 Nov 2026, 14:30 WIB'). */
export const formatDateTime = (iso: string) =>
  formatAt(iso, (clock, lang) => `${clock.getUTCDate()} ${SHORT_MONTHS[lang][clock.getUTCMonth()]} ${clock.getUTCFullYear()}, ${timeOf(clock, lang)} WIB`);
/** 'Senin, 23 November 2026' (English: 'Monday, 23 November 2026'). */
export const formatWeekdayDate = (iso: string) => formatAt(iso, (clock, lang) => `${WEEKDAYS[lang][clock.getUTCDay()]}, ${longDateOf(clock, lang)}`);
/** The venue's calendar day of a timestamp, '2026-11-23', whatever the language; '' when it is not a date. */
export const eventDayKey = (iso: string) =>
  formatAt(iso, (clock) => `${String(clock.getUTCFullYear()).padStart(4, '0')}-${twoDigits(clock.getUTCMonth() + 1)}-${twoDigits(clock.getUTCDate())}`);
