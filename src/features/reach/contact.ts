// How the visitor can be reached, as they give it: a telephone number (any way it is written
// that is a number, sent in its international form) or an e-mail address.
import { whatsappNumber } from './whatsapp';

export type ReplyTo = { phone: string } | { email: string };

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** '+6281234567890' for a telephone number in any usual form ('0812-3456-7890'), or null. */
export function phoneOrNull(typed: string): string | null {
  const digits = whatsappNumber(typed);
  return digits ? `+${digits}` : null;
}

/** The address, trimmed, or null when it is not one. */
export function emailOrNull(typed: string): string | null {
  const address = typed.trim();
  return address.length <= 254 && EMAIL.test(address) ? address : null;
}
