// English beside Indonesian. The English tables are complete by the typecheck
// (src/copy/en/apply.ts); here: nothing is left in Indonesian, a switch writes English over
// every table and back, and dates and prices follow the language.
import { afterEach, describe, expect, it } from 'vitest';
import * as indonesian from '../../src/copy/indonesian';
import { english } from '../../src/copy/en';
import { applyTexts } from '../../src/copy/en/apply';
import { setCurrentLanguage } from '../../src/copy/language';
import { copy } from '../../src/copy';
import { MESSAGES } from '@pameran/sdk';
import { messages } from '../../machines';
import { formatRupiah } from '../../src/lib/numbers';
import { formatDateTime, formatTime } from '../../src/lib/time';

/** Texts that read the same in both languages: the brand, words English borrowed, codes. */
const SAME_IN_BOTH = new Set(['Pameran', 'OK', 'Agenda', 'Merchandise', 'Hall', 'WIB']);

/** Arguments to call a text function with: numbers first, then text, then lists. */
const ARGUMENT_TRIES: unknown[] = [7, 'Xq', ['Xq']];

/** Every text of a table, by its path (functions called with sample arguments). */
function textsOf(table: unknown, path = ''): Map<string, string> {
  const texts = new Map<string, string>();
  if (typeof table === 'string') texts.set(path, table);
  else if (typeof table === 'function') {
    for (const argument of ARGUMENT_TRIES) {
      try {
        texts.set(`${path}(${String(argument)})`, (table as (...args: unknown[]) => string)(...Array.from({ length: Math.max(table.length, 1) }, () => argument)));
      } catch {
        // not a text function of this argument's kind
      }
    }
  } else if (typeof table === 'object' && table !== null) {
    for (const [key, value] of Object.entries(table)) for (const [inner, text] of textsOf(value, `${path}.${key}`)) texts.set(inner, text);
  }
  return texts;
}

afterEach(() => {
  applyTexts('id');
  setCurrentLanguage('id');
});

describe('the English text', () => {
  it('has a table for every Indonesian one, and leaves no text in Indonesian', () => {
    expect(Object.keys(english).sort()).toEqual(Object.keys(indonesian).sort());
    const leftIndonesian: string[] = [];
    for (const name of Object.keys(indonesian) as (keyof typeof indonesian)[]) {
      const ours = textsOf(english[name], name);
      for (const [path, text] of textsOf(indonesian[name], name)) {
        const translated = ours.get(path);
        // What is left once the sample arguments and the words the same in both are taken out.
        const words = text.replace(/Xq|\d+/g, '').split(/[^\p{L}]+/u).filter((word) => word.length > 1 && !SAME_IN_BOTH.has(word));
        if (translated === text && words.length > 0) leftIndonesian.push(`${path}: ${text}`);
      }
    }
    expect(leftIndonesian).toEqual([]);
  });

  it('is written into every table on a switch — the app, the SDK and the statecharts — and the Indonesian back', () => {
    applyTexts('en');
    expect(copy.shell.nav.home).toBe('Home');
    expect(copy.shell.login).toBe('Sign in');
    expect(copy.shell.cartLabel(2)).toBe('Cart, 2 items');
    expect(MESSAGES.notFound).not.toBe('Data tidak ditemukan.');
    expect(messages.prizeClaimed).toBe('Claimed successfully');
    applyTexts('id');
    expect(copy.shell.nav.home).toBe('Beranda');
    expect(copy.shell.login).toBe('Masuk');
    expect(copy.shell.cartLabel(2)).toBe('Keranjang, 2 barang');
    expect(MESSAGES.notFound).toBe('Data tidak ditemukan.');
    // SPEC's exact words stay as SPEC writes them in Indonesian.
    expect(messages.prizeClaimed).toBe('Berhasil di klaim');
  });
});

describe('dates, times and prices in the chosen language', () => {
  // 07:30 UTC is 14:30 at the venue (WIB, UTC+7), whatever this machine's time zone.
  const AT = '2026-11-23T07:30:00Z';

  it('Indonesian: Rp with dots, 14.30 WIB', () => {
    setCurrentLanguage('id');
    expect(formatRupiah(85000)).toBe('Rp 85.000');
    expect(formatTime(AT)).toBe('14.30');
    expect(formatDateTime(AT)).toBe('23 Nov 2026, 14.30 WIB');
  });

  it('English: IDR with commas, 14:30 WIB', () => {
    setCurrentLanguage('en');
    expect(formatRupiah(85000)).toBe('IDR 85,000');
    expect(formatTime(AT)).toBe('14:30');
    expect(formatDateTime(AT)).toBe('23 Nov 2026, 14:30 WIB');
  });
});
