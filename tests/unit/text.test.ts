// Names without Intl (src/lib/text.ts): sorted against Intl.Collator('id')'s own order, on the
// kinds of names the app sorts: halls, categories, rooms and booth codes, with the case, accent,
// digit and punctuation differences an organiser's data has; and split into the words both searches match.
import { describe, expect, it } from 'vitest';
import { compareNatural, compareText, fold, words } from '../../src/lib/text';

const NAMES = [
  'Hall A', 'Hall B', 'hall a', 'Hall 1', 'Hall 2', 'Hall 10', 'Hall A2', 'Hall B-1', 'HallA', 'Hall',
  'Suku Cadang', 'suku cadang', 'Suku cadang', 'Suku-Cadang', 'Suku Cadang Mesin', 'Sukucadang',
  'Mesin Bubut', 'Mesin bubut', 'Mesin CNC', 'Mesin & Perkakas', 'Mesin, Perkakas', 'Mesin (CNC)', 'Mesin/CNC',
  'Bearing', 'bearing', 'Béaring', 'Bearings', 'Éclairage', 'eclairage', 'Zürich', 'Zurich', 'Zwolle',
  'Ruang Seminar 1', 'Ruang Seminar 2', 'Ruang Seminar 10', 'Ruang Utama', 'Panggung Utama', 'Auditorium',
  'Alat Berat', 'Alat berat', 'alat-berat', 'Alat Ukur', 'Otomasi', 'Otomotif', 'Pneumatik', 'Hidrolik', '3D Printing', 'Ａlat',
  // Every printable ASCII character that is neither a letter nor a digit, between two words.
  ...Array.from({ length: 95 }, (_, code) => String.fromCharCode(32 + code))
    .filter((char) => !/[A-Za-z0-9]/.test(char))
    .map((char) => `Mesin${char}CNC`),
];

const BOOTH_CODES = ['A-01', 'A-1', 'A-2', 'A-05', 'A-10', 'A-11', 'A-100', 'a-3', 'B-1', 'B-07', 'B-12', 'AA-1', 'A1', 'A', 'C-120', 'C-99', 'Hall A-5', '10', '9', '009', 'B-1a', 'B-1b', 'B-10a'];

const sign = (value: number) => Math.sign(value);

describe('sorting names as Intl.Collator("id") does, without Intl', () => {
  it('orders halls, categories and rooms as the collator does, pair by pair', () => {
    const collator = new Intl.Collator('id');
    for (const a of NAMES) for (const b of NAMES) expect(sign(compareText(a, b)), `${a} / ${b}`).toBe(sign(collator.compare(a, b)));
  });

  it('orders booth codes naturally, as the numeric collator does, pair by pair', () => {
    const collator = new Intl.Collator('id', { numeric: true, sensitivity: 'base' });
    for (const a of BOOTH_CODES) for (const b of BOOTH_CODES) expect(sign(compareNatural(a, b)), `${a} / ${b}`).toBe(sign(collator.compare(a, b)));
  });

  it('puts A-2 before A-10 and counts A-05 as A-5', () => {
    expect(['A-10', 'A-2', 'B-1', 'A-05'].sort(compareNatural)).toEqual(['A-2', 'A-05', 'A-10', 'B-1']);
    expect(compareNatural('A-05', 'a-5')).toBe(0);
  });

  it('compares without case or accents, the letters NFKD leaves whole included', () => {
    expect(fold('Müller Łódź Straße Ørsted')).toBe('muller lodz strasse orsted');
    expect(fold('Đà Nẵng Æbeltoft Œuvre Kırıkkale')).toBe('da nang aebeltoft oeuvre kirikkale');
  });
});

describe('the words of a name (the catalogue search and the floor plan search)', () => {
  it('are lower case, without accents, split at anything not a letter or digit', () => {
    expect(words('PT Bearing Jaya-Abadi')).toEqual(['pt', 'bearing', 'jaya', 'abadi']);
    expect(words('  Hidrolík / Nusantara  ')).toEqual(['hidrolik', 'nusantara']);
  });

  it('fold the letters NFKD leaves whole, as the sort does: Łódź Müller is lodz muller', () => {
    expect(words('Łódź Müller Ørsted')).toEqual(['lodz', 'muller', 'orsted']);
  });
});
