// The home screen's event card as text: what EventSummary shows, read from the platform's
// event. The app reads the SDK's checked EventInfo; index.html's boot preview (src/boot/preview.ts)
// reads the raw answer before the SDK has loaded. One reader for both, so the boot screen and the
// app show the same lines from the same answer. Free of React: the boot preview inlines it.
import { safeUrl } from '../../security/safeUrl';
import { formatDate } from '../../lib/dates';
import { isRecord } from '../../../machines/json';

export interface EventCardText {
  /** null when the platform sent none: the app then says "Pameran", the boot screen paints nothing. */
  name: string | null;
  /** An address safeUrl lets through for an image, or null: no banner block. */
  banner: string | null;
  tagline: string | null;
  venue: string | null;
  /** First and last day, written out in WIB; the dates line shows only with both. */
  from: string | null;
  to: string | null;
}

/** Text that holds more than spaces, or null. */
export const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

// The boot preview checks the answer around the event with the same test.
export { isRecord };

/** The event's fields eventCardOf reads: what the boot screen keeps of the answer (src/boot/preview.ts keptEventOf). */
export const EVENT_CARD_FIELDS = ['name', 'banner_url', 'tagline', 'venue', 'starts_at', 'ends_at'];

/** The card's lines from an event: only non-empty text, a safe banner address and real dates. */
export function eventCardOf(event: unknown): EventCardText {
  const fields = isRecord(event) ? event : {};
  const day = (value: unknown) => textOf(formatDate(textOf(value) ?? ''));
  return {
    name: textOf(fields.name),
    banner: safeUrl(fields.banner_url, 'image'),
    tagline: textOf(fields.tagline),
    venue: textOf(fields.venue),
    from: day(fields.starts_at),
    to: day(fields.ends_at),
  };
}
