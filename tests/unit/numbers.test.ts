// Counts and rupiah amounts written without Intl (src/lib/numbers.ts) against Intl's own output
// in both languages: the same text for whole numbers, fractions, negatives and large amounts.
import { afterEach, describe, expect, it } from 'vitest';
import { formatCount, formatRupiah } from '../../src/lib/numbers';
import { setCurrentLanguage } from '../../src/copy/language';

afterEach(() => setCurrentLanguage('id'));

const AMOUNTS = [0, -0, 1, 7, 12, 999, 1000, 1001, 85_000, 150_000, 999_999, 1_000_000, 1_234_567, 98_765_432_100, 0.4, 0.5, 1.5, 2.5, 85_000.49, 85_000.5, -0.4, -0.5, -1, -85_000, -1_234_567.5, 1e21];

describe('numbers in the visitor’s language, as Intl writes them', () => {
  for (const [language, tag] of [['id', 'id-ID'], ['en', 'en-GB']] as const) {
    it(`writes rupiah amounts as Intl's currency form in ${tag}`, () => {
      setCurrentLanguage(language);
      const intl = new Intl.NumberFormat(tag, { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });
      for (const amount of AMOUNTS) expect(formatRupiah(amount), String(amount)).toBe(intl.format(amount).replace(/\u00a0/g, ' '));
    });

    it(`writes whole counts as toLocaleString does in ${tag}`, () => {
      setCurrentLanguage(language);
      for (const count of [0, 1, 12, 999, 1000, 5000, 12_345, 1_234_567, -1234]) expect(formatCount(count)).toBe(count.toLocaleString(tag));
    });
  }

  it('reads Rp 85.000 / IDR 85,000, and 0 for what is not a number', () => {
    expect(formatRupiah(85_000)).toBe('Rp 85.000');
    expect(formatRupiah(Number.NaN)).toBe('Rp 0');
    expect(formatRupiah(Number.POSITIVE_INFINITY)).toBe('Rp 0');
    setCurrentLanguage('en');
    expect(formatRupiah(85_000)).toBe('IDR 85,000');
  });
});
