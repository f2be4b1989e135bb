// Booth codes as the fair prints them, and the exhibitor a Produk address names: one place for
// what the products screen (src/screens/products/views.ts) and index.html's boot script (which
// asks for that exhibitor while the JavaScript downloads: src/data/prefetched.ts) both read.

/** A booth code as the fair prints it: a hall letter, a dash, at least two digits (server/data.mjs: "B-07", a big fair's "A-101"). */
export const BOOTH_CODE = /^([A-Z])\s*[-‐–—\s]?\s*(\d{1,4})$/;

/**
 * A code as booths have them printed (letters, digits and dashes, at most 20: server/stamps.mjs),
 * after normaliseBoothCode. index.html's boot script asks the platform only for such a code: any
 * other text from an address (`..`, `.`, a slash) would make the request's path another one,
 * the visitor's token with it.
 */
export const isPrintedBoothCode = (code: string) => /^[A-Z0-9](?:[A-Z0-9-]{0,18}[A-Z0-9])?$/.test(code);

/** Longer text in the URL is cut: no name or code is this long. */
export const MAX_QUERY_LENGTH = 100;

/**
 * The booth code a visitor meant: "b07", "b 7", "B–7" → "B-07". Anything else is only
 * upper-cased (the platform judges it).
 */
export function normaliseBoothCode(raw: string): string {
  const text = raw.trim().toUpperCase();
  const parts = BOOTH_CODE.exec(text);
  return parts ? `${parts[1]}-${parts[2]!.padStart(2, '0')}` : text;
}

/**
 * A booth code read from anywhere a visitor or a QR code gives one (typed in the scanner, a
 * booth link's `?booth=`): normalised once, so the booth that opens and the booth the stamp is
 * recorded for are the same ("a01", "c 08", "A-01 " → "A-01", "C-08"); null when it is no code.
 */
export function boothCodeOrNull(raw: string): string | null {
  const code = normaliseBoothCode(raw);
  return isPrintedBoothCode(code) ? code : null;
}

/** A positive whole number from an address parameter (an id), or null. */
export function positiveInteger(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value > 0 ? value : null;
}

/**
 * The exhibitor a Produk address opens by number (`?exhibitor=3`, a shared link); null when it
 * names none, or opens a product first.
 */
export function exhibitorOfSearch(search: string): number | null {
  const params = new URLSearchParams(search);
  return positiveInteger(params.get('product')) === null ? positiveInteger(params.get('exhibitor')) : null;
}

/**
 * The booth a Produk address opens (`?booth=A-05`, a booth's printed QR code), normalised; null
 * when the address names none, or opens a product or an exhibitor by number first.
 */
export function boothOfSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  if (positiveInteger(params.get('product')) !== null || positiveInteger(params.get('exhibitor')) !== null) return null;
  const booth = params.get('booth')?.trim();
  return booth ? normaliseBoothCode(booth.slice(0, MAX_QUERY_LENGTH)) : null;
}
