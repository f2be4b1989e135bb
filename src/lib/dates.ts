// Dates of the event in the visitor's language (src/copy/language.ts), in the venue's time zone. Its own module, free of React and the
// statecharts, because index.html's boot preview (src/boot/preview.ts) formats the event's
// dates with it before any other JavaScript has loaded. src/lib/time.ts re-exports it.
//
// Event times are the venue's (Jakarta, WIB), whatever the viewer's own time zone: a visitor
// abroad or a phone set to UTC must still read the session times printed on the schedule.
import { perLanguage } from './perLanguage';

export const EVENT_TIME_ZONE = 'Asia/Jakarta';

/** A date formatter in the venue's time zone, made on first use per language (./perLanguage.ts). */
export const lazyFormat = (options: Intl.DateTimeFormatOptions, fixedLocale?: string): (() => Intl.DateTimeFormat) =>
  perLanguage((tag) => new Intl.DateTimeFormat(tag, { ...options, timeZone: EVENT_TIME_ZONE }), fixedLocale);

// Pure: a bundle that uses only one of them (index.html's inline boot preview) drops the other.
const dateTimeFormat = /* @__PURE__ */ lazyFormat({ dateStyle: 'medium', timeStyle: 'short' });
const dateFormat = /* @__PURE__ */ lazyFormat({ dateStyle: 'long' });

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
/** '21 November 2026' (both languages) */
export const formatDate = (iso: string) => formatWith(dateFormat, iso);
