// The floor plan's search (src/screens/denah/search.ts): booth code, exhibitor name, product
// name, by the matching rules written at the top of that module.
import { describe, expect, it } from 'vitest';
import type { FloorPlanBooth } from '../../sdk/src/index';
import { searchBooths } from '../../src/screens/denah/search';

const booth = (code: string, exhibitor?: { name: string; products?: string[] }): FloorPlanBooth => ({
  code,
  hall_id: code[0]!,
  x: 0,
  y: 0,
  width: 4,
  height: 3,
  ...(exhibitor ? { exhibitor: { id: code.charCodeAt(0) * 100 + Number(code.slice(2)), name: exhibitor.name, products: (exhibitor.products ?? []).map((name, i) => ({ id: i + 1, name })) } } : {}),
});

const BOOTHS: FloorPlanBooth[] = [
  booth('A-01', { name: 'PT Sinar Baja Presisi', products: ['Mesin Bubut CNC SB-360'] }),
  booth('A-02'),
  booth('A-05', { name: 'PT Bearing Jaya Abadi', products: ['Bearing Bola 6205-2RS', 'Gearbox Reduksi WPA-60'] }),
  booth('A-10'),
  booth('A-11', { name: 'CV Pompa Tirta Mandiri', products: ['Pompa Sentrifugal PT-50'] }),
  booth('B-02', { name: 'CV Hidrolik Nusantara', products: ['Pompa Roda Gigi HN-20'] }),
  booth('C-03', { name: 'PT Mitra Las Indonesia', products: ['Mesin Las Inverter MLI-200'] }),
];

const found = (query: string) => searchBooths(BOOTHS, query).map((m) => (m.product ? `${m.booth.code} ${m.reason}: ${m.product}` : `${m.booth.code} ${m.reason}`));

describe('searching the floor plan', () => {
  it('finds a booth by its code however it is typed', () => {
    for (const typed of ['A-05', 'a-05', 'a05', 'A 5', 'a5', ' A-05 ']) expect(found(typed), typed).toEqual(['A-05 code']);
  });

  it('lists every booth whose code begins with a partly typed code, free booths included, in booth order', () => {
    expect(found('A-1')).toEqual(['A-01 code', 'A-10 code', 'A-11 code']);
  });

  it('finds an exhibitor by the beginnings of the words of its name, in any order, without case', () => {
    expect(found('bearing')).toEqual(['A-05 exhibitor']);
    expect(found('jaya bear')).toEqual(['A-05 exhibitor']);
    expect(found('earing')).toEqual([]);
  });

  it('ignores accents on either side', () => {
    expect(found('hidrolík')).toEqual(['B-02 exhibitor']);
  });

  it('finds an exhibitor by one of its product names and says which product', () => {
    expect(found('gearbox')).toEqual(['A-05 product: Gearbox Reduksi WPA-60']);
  });

  it('puts exhibitor name matches before product name matches', () => {
    expect(found('pompa')).toEqual(['A-11 exhibitor', 'B-02 product: Pompa Roda Gigi HN-20']);
  });

  it('lists a booth once, for its best reason', () => {
    // "bearing" is in the exhibitor's name and in its product's name.
    expect(searchBooths(BOOTHS, 'bearing')).toHaveLength(1);
  });

  it('finds nothing for an empty query or one of punctuation only', () => {
    expect(found('')).toEqual([]);
    expect(found('  - ')).toEqual([]);
  });

  it('does not treat a query without digits as a booth code', () => {
    // Only "Abadi" begins with "a": the free booths of hall A are not listed.
    expect(found('a')).toEqual(['A-05 exhibitor']);
  });
});
