// Whole numbers and rupiah amounts as the visitor's language writes them (src/copy/language.ts),
// written without Intl: a page's first Intl formatter loads the locale's data, 0.3–0.5 s at 4×
// CPU in a trace of Produk's first render (for "12 barang" in a list's label), and these are the
// only forms the app needs. tests/unit/numbers.test.ts holds them equal to Intl's own output.
import { language } from '../copy/language';

const SEPARATOR = { id: '.', en: ',' } as const;

/** The digits of |value| rounded to a whole number (half away from zero, as Intl), in groups of three. */
function grouped(value: number): string {
  const digits = BigInt(Math.round(Math.abs(value))).toString();
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, SEPARATOR[language()]);
}

/** `1234` → `1.234` in Indonesian, `1,234` in English: a count as `toLocaleString` writes it. */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return String(count);
  return (count < 0 ? '-' : '') + grouped(count);
}

/**
 * `150000` → `Rp 150.000` in Indonesian, `IDR 150,000` in English: Intl's currency form for the
 * language, no decimals, a plain space after the currency. Non-numbers show as 0.
 */
export function formatRupiah(amount: number): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${language() === 'en' ? 'IDR' : 'Rp'} ${grouped(value)}`;
}
