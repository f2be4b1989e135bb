// Dates of the event in the visitor's language (src/copy/language.ts), in the venue's time zone. Its own module, free of React and the
// statecharts, because index.html's boot preview (src/boot/preview.ts) formats the event's
// dates with it before any other JavaScript has loaded. src/lib/time.ts re-exports it.
//
// Event times are the venue's (Jakarta, WIB), whatever the viewer's own time zone: a visitor
// abroad or a phone set to UTC must still read the session times printed on the schedule.
import { perLanguage } from './perLanguage';
import { language } from '../copy/language';

export const EVENT_TIME_ZONE = 'Asia/Jakarta';

/** A date formatter in the venue's time zone, made on first use per language (./perLanguage.ts). */
export const lazyFormat = (options: Intl.DateTimeFormatOptions, fixedLocale?: string): (() => Intl.DateTimeFormat) =>
  perLanguage((tag) => new Intl.DateTimeFormat(tag, { ...options, timeZone: EVENT_TIME_ZONE }), fixedLocale);

// Pure: a bundle that uses only one of them (index.html's inline boot preview) drops the other.
const dateTimeFormat = /* @__PURE__ */ lazyFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** An API timestamp as text in the visitor's language; '' when it is not a date (never a crash). */
export function formatWith(format: () => Intl.DateTimeFormat, iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : format().format(time);
}

/** '21 Nov 2026, 14.30 WIB' (English: '21 Nov 2026, 14:30 WIB') */
export const formatDateTime = (iso: string) => {
  const text = formatWith(dateTimeFormat, iso);
  return text && `${text} WIB`;
};
/** WIB is UTC+7 all year: Indonesia keeps no daylight saving time. */
const WIB_OFFSET_MS = 7 * 3_600_000;
/** What Intl's `dateStyle: 'long'` writes for each month in id-ID and en-GB. */
const MONTHS: Record<'id' | 'en', readonly string[]> = {
  id: ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

/**
 * '21 November 2026' (both languages): Intl's long date in WIB, written without Intl. The boot
 * preview paints /home's event with it, and a page's first Intl formatter loads the locale's
 * data (≈ 60–90 ms here unthrottled, 0.3–0.4 s at 4× CPU) before the event's name could show.
 * tests/unit/long-date.test.ts holds it equal to Intl's.
 */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const venue = new Date(time + WIB_OFFSET_MS);
  return `${venue.getUTCDate()} ${MONTHS[language()][venue.getUTCMonth()]} ${venue.getUTCFullYear()}`;
}
