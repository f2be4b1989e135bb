// Search inside the floor plan: by booth code, exhibitor name or product name. Pure and small,
// so it runs offline over the plan already on the device and is tested on its own.
//
// Matching rules:
// - Text is compared without case or accents, and split into words at anything that is not a
//   letter or digit ("PT Bearing Jaya-Abadi" → pt, bearing, jaya, abadi).
// - A name matches when every word of the query begins a word of the name, in any order:
//   "bear jaya" finds "PT Bearing Jaya Abadi"; "earing" finds nothing.
// - A booth code matches when the query holds a digit and, with separators and leading zeros
//   dropped, the code equals it ("a5", "A 05", "a-05" → A-05) or begins with it ("A-1" → A-1,
//   …: the visitor is still typing).
// - One result per booth, for its best reason: the code itself, then the exhibitor's name,
//   then one of its products (the first that matches, named in the result). Results come in
//   that order, then by booth code (A-2 before A-10).
import type { FloorPlanBooth } from '@pameran/sdk';
import { compareNatural, words } from '../../lib/text';

export type MatchReason = 'code' | 'exhibitor' | 'product';

export interface BoothMatch {
  booth: FloorPlanBooth;
  reason: MatchReason;
  /** The product whose name matched (reason 'product'). */
  product?: string;
}

/** A booth code without separators and with each number's leading zeros dropped: "A-05" → "a5". */
export function compactCode(code: string): string {
  return words(code)
    .join('')
    .replace(/\d+/g, (digits) => String(Number(digits)));
}

/** Natural order of booth codes: hall letters, then the number as a number (A-2 before A-10). */
export const compareCodes = compareNatural;

function nameMatches(queryWords: string[], name: string): boolean {
  const nameWords = words(name);
  return queryWords.every((q) => nameWords.some((w) => w.startsWith(q)));
}

function codeMatches(queryCode: string, boothCode: string): 'exact' | 'prefix' | null {
  const code = compactCode(boothCode);
  if (code === queryCode) return 'exact';
  return code.startsWith(queryCode) ? 'prefix' : null;
}

const RANK: Record<MatchReason, number> = { code: 0, exhibitor: 1, product: 2 };

/** The booths the query finds, best first; [] for a query with nothing to search by. */
export function searchBooths(booths: readonly FloorPlanBooth[], query: string): BoothMatch[] {
  // No query (the plan's first draw): not even words(), whose Unicode patterns cost a slow phone
  // a few milliseconds to compile on first use.
  if (query.trim() === '') return [];
  const queryWords = words(query);
  if (queryWords.length === 0) return [];
  const queryCode = /\d/.test(query) ? compactCode(query) : null;
  const found: (BoothMatch & { exact: boolean })[] = [];
  for (const booth of booths) {
    const code = queryCode === null ? null : codeMatches(queryCode, booth.code);
    if (code) {
      found.push({ booth, reason: 'code', exact: code === 'exact' });
      continue;
    }
    const exhibitor = booth.exhibitor;
    if (!exhibitor) continue;
    if (exhibitor.name !== undefined && nameMatches(queryWords, exhibitor.name)) {
      found.push({ booth, reason: 'exhibitor', exact: false });
      continue;
    }
    const product = (exhibitor.products ?? []).find((p) => p.name !== undefined && nameMatches(queryWords, p.name));
    if (product) found.push({ booth, reason: 'product', product: product.name, exact: false });
  }
  found.sort((a, b) => RANK[a.reason] - RANK[b.reason] || Number(b.exact) - Number(a.exact) || compareCodes(a.booth.code, b.booth.code));
  return found.map(({ exact: _exact, ...match }) => match);
}
