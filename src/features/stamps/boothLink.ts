// What a booth QR code says, checked: a QR code is written by anyone, so its text is parsed as a
// URL and accepted only when it is this app's own address of a booth, `/products?booth={code}`
// with an optional `stamp`. Anything else (another site, plain text, javascript:, data:) is
// "not ours" and is never opened.
import { boothCodeOrNull } from '../../lib/booth';

/** The QR code's secret (base64url) or the printed short code. */
const STAMP = /^[A-Za-z0-9_-]{6,64}$/;
/** The printed short code as a visitor types it: six letters or digits, spaces and dashes forgiven. */
const SHORT_STAMP = /^[A-Za-z0-9]{6}$/;

export interface BoothVisit {
  boothCode: string;
  /** Absent: the booth opens without a stamp (a hand-typed code). */
  stamp?: string;
}

export function checkStamp(raw: string | null | undefined): string | undefined {
  return raw != null && STAMP.test(raw) ? raw : undefined;
}

/** The short code typed under a QR: null when it is not six letters or digits. */
export function checkTypedStamp(raw: string): string | null {
  const code = raw.replace(/[\s-]/g, '').toUpperCase();
  return SHORT_STAMP.test(code) ? code : null;
}

/** The booth a `/products` query names, with its stamp when it carries a well-formed one. */
export function boothVisitFromSearch(search: string): BoothVisit | null {
  const params = new URLSearchParams(search);
  const boothCode = boothCodeOrNull(params.get('booth') ?? '');
  if (!boothCode) return null;
  const stamp = checkStamp(params.get('stamp'));
  return stamp ? { boothCode, stamp } : { boothCode };
}

/** A scanned text as one of our booth codes, or null when it is not ours: `origins` are the addresses our codes may carry. */
export function boothVisitFromQr(text: string, origins: string | readonly string[]): BoothVisit | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (!(typeof origins === 'string' ? [origins] : origins).includes(url.origin) || url.pathname !== '/products' || url.username || url.password) return null;
  return boothVisitFromSearch(url.search);
}

/**
 * The address printed booth codes point at: the fair's public address of the app (the build's
 * PUBLIC_APP_URL), else the address the sheet is opened from.
 */
export const printedCodeOrigin = (publicAppUrl: string, pageOrigin: string): string => publicAppUrl || pageOrigin;

/** A booth's printed QR code: its address in the app at `origin`. */
export const printedBoothUrl = (origin: string, visit: BoothVisit): string => `${origin}${boothHref(visit)}`;

/** The booth's address in the app (the QR code's text, without the origin). */
export function boothHref(visit: BoothVisit): string {
  const params = new URLSearchParams({ booth: visit.boothCode });
  if (visit.stamp) params.set('stamp', visit.stamp);
  return `/products?${params}`;
}
