// The floor plan's search (src/screens/denah/search.ts), beside denah-search.test.ts: results in
// the order the module's header gives (the code itself, then the exhibitor's name, then one of its
// products, then by booth code, A-2 before A-10) whatever order the plan lists its booths in, the
// words a name is split into, and exhibitors or products the plan sends without a name.
import { describe, expect, it } from 'vitest';
import type { FloorPlanBooth } from '../../sdk/src/index';
import { compareCodes, compactCode, searchBooths } from '../../src/screens/denah/search';

const booth = (code: string, exhibitor?: FloorPlanBooth['exhibitor']): FloorPlanBooth => ({ code, hall_id: code[0]!, x: 0, y: 0, width: 4, height: 3, ...(exhibitor ? { exhibitor } : {}) });
const found = (booths: FloorPlanBooth[], query: string) => searchBooths(booths, query).map((m) => (m.product ? `${m.booth.code} ${m.reason}: ${m.product}` : `${m.booth.code} ${m.reason}`));

describe('a booth code', () => {
  it('make a booth code without separators and leading zeros', () => {
    expect(compactCode('A-05')).toBe('a5');
    expect(compactCode('b 010')).toBe('b10');
  });
});

describe('the order of results', () => {
  it('is the code first, then exhibitor names, then product names, whatever the plan’s order', () => {
    const booths = [
      booth('A-01', { id: 1, name: 'CV Pompa Tirta', products: [{ id: 11, name: 'Pompa B2-X' }] }),
      booth('A-02', { id: 2, name: 'B2 Teknik' }),
      booth('B-02'),
    ];
    expect(found(booths, 'b2')).toEqual(['B-02 code', 'A-02 exhibitor', 'A-01 product: Pompa B2-X']);
  });

  it('is by booth code within each kind, A-2 before A-10', () => {
    const booths = [
      booth('A-10', { id: 1, name: 'Pompa Satu' }),
      booth('B-3', { id: 4, products: [{ id: 41, name: 'Pompa Empat' }] }),
      booth('A-2', { id: 2, name: 'Pompa Dua' }),
      booth('B-1', { id: 3, products: [{ id: 31, name: 'Pompa Tiga' }] }),
    ];
    expect(found(booths, 'pompa')).toEqual(['A-2 exhibitor', 'A-10 exhibitor', 'B-1 product: Pompa Tiga', 'B-3 product: Pompa Empat']);
    expect(found([booth('C-12'), booth('C-1'), booth('C-100')], 'c1')).toEqual(['C-1 code', 'C-12 code', 'C-100 code']);
    expect(compareCodes('A-2', 'A-10')).toBeLessThan(0);
    expect(compareCodes('A-05', 'a-5')).toBe(0);
  });
});

describe('an exhibitor the plan sends without a name or products', () => {
  it('is found by its products, and a product without a name is passed over', () => {
    const booths = [
      booth('A-01', { id: 1, products: [{ id: 11 }, { id: 12, name: 'Genset Diesel' }] }),
      booth('A-02', { id: 2 }),
      booth('A-03', { id: 3, name: 'Genset Andalan' }),
    ];
    expect(found(booths, 'genset')).toEqual(['A-03 exhibitor', 'A-01 product: Genset Diesel']);
    expect(found(booths, 'pompa')).toEqual([]);
  });
});
