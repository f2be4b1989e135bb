// A WhatsApp chat with an exhibitor: the number the platform gives (as the exhibitor typed it)
// becomes a wa.me link only when it is a telephone number, and only the digits of it go into the
// address, so nothing else the platform sends can become a link target. wa.me wants the full
// international number without '+', spaces or a leading 0 (WhatsApp's "click to chat").
import { reach as reachCopy } from '../../copy/reach';
import type { ReachTarget } from './target';

/** What may appear in a typed number besides digits: a leading '+', spaces and the usual separators. */
const TYPED_NUMBER = /^\+?[\d\s().-]+$/;
/** E.164: a country code (never 0) and at most 15 digits in all; 8 is the shortest real one. */
const INTERNATIONAL = /^[1-9]\d{7,14}$/;
/** An Indonesian number written with the country code: 62, then 8 to 12 digits. */
const INDONESIAN = /^62[1-9]\d{7,11}$/;

/**
 * The number's digits for wa.me (`6281234567890`), or null when `raw` is not a telephone number.
 * '+62 812-3456-7890', '0812 3456 7890' and '6281234567890' are the same number; a number
 * written with the domestic 0 is Indonesian (the fair's country): '08…' becomes '628…'.
 */
export function whatsappNumber(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const typed = raw.trim();
  if (typed.length === 0 || typed.length > 32 || !TYPED_NUMBER.test(typed)) return null;
  const digits = typed.replace(/\D/g, '');
  if (typed.startsWith('+')) return INTERNATIONAL.test(digits) && (!digits.startsWith('62') || INDONESIAN.test(digits)) ? digits : null;
  if (digits.startsWith('00')) return whatsappNumber(`+${digits.slice(2)}`);
  if (digits.startsWith('0')) return INDONESIAN.test(`62${digits.slice(1)}`) ? `62${digits.slice(1)}` : null;
  return INDONESIAN.test(digits) ? digits : null;
}

/** The chat's address: `https://wa.me/<digits>?text=<the message, encoded>`. */
export function whatsappUrl(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

/** The chat's prefilled message, in the visitor's language, naming the product (if any) and the booth. */
export function whatsappMessage(target: ReachTarget): string {
  const booth = target.boothCode ?? '';
  return target.product
    ? reachCopy.whatsappAboutProduct(target.product.name, target.exhibitorName, booth)
    : reachCopy.whatsappAboutExhibitor(target.exhibitorName, booth);
}
