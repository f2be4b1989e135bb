// What the floor plan screen reads from its address and from the plan (src/screens/denah/plan.ts):
// the address holds the screen's state (/denah?booth=A-05&q=pompa&tampilan=daftar, or
// ?exhibitor=3 from screens that know only the exhibitor), the SVG's viewBox is the plan's extent
// with a margin of 2, booths without a positive size are left out, and each category keeps one
// fill and one pattern, in alphabetical order of the categories.
import { describe, expect, it } from 'vitest';
import type { FloorPlan, FloorPlanBooth } from '../../sdk/src/index';
import { placeFromKey, placeKey } from '../../src/features/wayfinding/route';
import { addressFromSearch, boothOfExhibitor, categoryStyles, drawableBooths, hallLabel, planBox, searchFromAddress } from '../../src/screens/denah/plan';

const booth = (code: string, x: number, y: number, width = 4, height = 3, exhibitor?: { id: number; category?: string }): FloorPlanBooth => ({
  code, hall_id: code[0]!, x, y, width, height, ...(exhibitor ? { exhibitor: { id: exhibitor.id, name: `Peserta ${exhibitor.id}`, ...(exhibitor.category ? { category: exhibitor.category } : {}) } } : {}),
});

describe('the floor plan address', () => {
  it('reads the booth (trimmed, upper case), the search and the list view', () => {
    expect(addressFromSearch('?booth=%20a-05%20&q=pompa&tampilan=daftar')).toEqual({ booth: 'A-05', exhibitor: null, query: 'pompa', view: 'list', to: null, from: null });
  });

  it('reads a bare /denah as the whole plan with nothing selected', () => {
    expect(addressFromSearch('')).toEqual({ booth: null, exhibitor: null, query: '', view: 'plan', to: null, from: null });
    expect(addressFromSearch('?booth=%20%20&tampilan=peta')).toEqual({ booth: null, exhibitor: null, query: '', view: 'plan', to: null, from: null });
  });

  it('cuts a booth to 20 characters and a search to 100', () => {
    const address = addressFromSearch(`?booth=${'b'.repeat(30)}&q=${'q'.repeat(150)}`);
    expect(address.booth).toBe('B'.repeat(20));
    expect(address.query).toBe('q'.repeat(100));
  });

  it('takes an exhibitor number of one to nine digits above zero, spaces around forgiven', () => {
    expect(addressFromSearch('?exhibitor=3').exhibitor).toBe(3);
    expect(addressFromSearch('?exhibitor=%203%20').exhibitor).toBe(3);
    expect(addressFromSearch('?exhibitor=123456789').exhibitor).toBe(123456789);
    for (const raw of ['0', '000', '1234567890', '-3', '3a', 'a3', '3.5', '']) expect(addressFromSearch(`?exhibitor=${raw}`).exhibitor, raw).toBeNull();
  });

  it('writes the address back, the booth before the exhibitor, and nothing for the plan view', () => {
    expect(searchFromAddress({ booth: 'A-05', exhibitor: 3, query: 'pompa air', view: 'list', to: null, from: null })).toBe('/denah?booth=A-05&q=pompa+air&tampilan=daftar');
    expect(searchFromAddress({ booth: null, exhibitor: 3, query: '', view: 'plan', to: null, from: null })).toBe('/denah?exhibitor=3');
    expect(searchFromAddress({ booth: null, exhibitor: null, query: '', view: 'plan', to: null, from: null })).toBe('/denah');
  });
});

describe('a walking route in the address', () => {
  it('keeps its end and start, and reads back the same places', () => {
    const written = searchFromAddress({ booth: 'D-11', exhibitor: null, query: '', view: 'plan', to: 'stan:D-11', from: 'pintu:utara' });
    expect(written).toBe('/denah?booth=D-11&ke=stan%3AD-11&dari=pintu%3Autara');
    const read = addressFromSearch(written.slice('/denah'.length));
    expect([placeFromKey(read.to), placeFromKey(read.from)]).toEqual([{ kind: 'booth', code: 'D-11' }, { kind: 'entrance', id: 'utara' }]);
  });

  it('reads each kind of place, and nothing else', () => {
    expect(placeFromKey('stan:d-11')).toEqual({ kind: 'booth', code: 'D-11' });
    expect(placeFromKey('ruang:2')).toEqual({ kind: 'room', id: 2 });
    expect(placeFromKey('fasilitas:musala-2')).toEqual({ kind: 'facility', id: 'musala-2' });
    for (const raw of ['', 'stan:', 'ruang:dua', 'toko:A-01', 'fasilitas:<b>', 'stan:A-01 B', null]) expect(placeFromKey(raw), String(raw)).toBeNull();
    for (const place of [{ kind: 'booth', code: 'A-05' }, { kind: 'room', id: 3 }, { kind: 'facility', id: 'toilet-3' }, { kind: 'entrance', id: 'selatan' }] as const) {
      expect(placeFromKey(placeKey(place))).toEqual(place);
    }
  });
});

describe('the plan drawn', () => {
  it('frames every hall and booth with a margin of 2', () => {
    const plan = {
      halls: [{ id: 'A', name: 'Hall A', x: 10, y: 5, width: 40, height: 20 }],
      booths: [booth('A-01', 12, 7), booth('B-01', 60, 30, 5, 4)],
    };
    // left 10, top 5, right 60 + 5 = 65, bottom 30 + 4 = 34.
    expect(planBox(plan)).toEqual({ x: 8, y: 3, width: 59, height: 33 });
  });

  it('frames an empty plan as a unit square', () => {
    expect(planBox({ halls: [], booths: [] })).toEqual({ x: 0, y: 0, width: 1, height: 1 });
  });

  it('draws only booths with a positive width and height, in booth order (A-2 before A-10)', () => {
    const plan = { halls: [], booths: [booth('A-10', 0, 0), booth('A-2', 5, 0), booth('A-3', 0, 0, 0, 3), booth('A-4', 0, 0, 4, 0), booth('A-5', 0, 0, -1, 3)] } as unknown as FloorPlan;
    expect(drawableBooths(plan).map((b) => b.code)).toEqual(['A-2', 'A-10']);
  });

  it("names a hall by its name, trimmed, or else by the fallback for its id", () => {
    const fallback = (id: string) => `Hall ${id}`;
    expect(hallLabel({ id: 'A', name: '  Hall Mesin  ', x: 0, y: 0, width: 1, height: 1 }, fallback, 'A')).toBe('Hall Mesin');
    expect(hallLabel({ id: 'B', name: '   ', x: 0, y: 0, width: 1, height: 1 }, fallback, 'B')).toBe('Hall B');
    expect(hallLabel(undefined, fallback, 'C')).toBe('Hall C');
    // The plan may send a hall without a name (sdk/openapi.yaml: "the id when absent").
    expect(hallLabel({ id: 'D', x: 0, y: 0, width: 1, height: 1 }, fallback, 'D')).toBe('Hall D');
  });

  it('finds the booth of an exhibitor, or none', () => {
    const booths = [booth('A-01', 0, 0), booth('A-05', 0, 0, 4, 3, { id: 3 })];
    expect(boothOfExhibitor(booths, 3)?.code).toBe('A-05');
    expect(boothOfExhibitor(booths, 4)).toBeUndefined();
  });
});

describe('category styles', () => {
  it('gives the categories, in alphabetical order, the fills and patterns in turn; the first has no pattern', () => {
    const booths = [
      booth('A-01', 0, 0, 4, 3, { id: 1, category: 'Pompa' }),
      booth('A-02', 0, 0, 4, 3, { id: 2, category: 'Bearing' }),
      booth('A-03', 0, 0, 4, 3, { id: 3, category: 'Pompa' }),
      booth('A-04', 0, 0),
      booth('A-05', 0, 0, 4, 3, { id: 5 }),
      booth('A-06', 0, 0, 4, 3, { id: 6, category: 'Genset' }),
    ];
    const styles = categoryStyles(booths);
    expect([...styles.keys()]).toEqual(['Bearing', 'Genset', 'Pompa']);
    expect(styles.get('Bearing')).toEqual({ category: 'Bearing', fill: '#d6e6f5', pattern: 'none', patternId: '' });
    expect(styles.get('Genset')).toEqual({ category: 'Genset', fill: '#fbe3b8', pattern: 'stripes', patternId: 'denah-pattern-1' });
    expect(styles.get('Pompa')).toEqual({ category: 'Pompa', fill: '#d4efd9', pattern: 'dots', patternId: 'denah-pattern-2' });
  });

  it('repeats the pairs beyond eight categories, the patterns shifted by one so no pair repeats', () => {
    const names = ['K01', 'K02', 'K03', 'K04', 'K05', 'K06', 'K07', 'K08', 'K09', 'K10'];
    const styles = categoryStyles(names.map((category, i) => booth(`A-${i + 1}`, 0, 0, 4, 3, { id: i + 1, category })));
    expect(names.map((name) => [styles.get(name)!.fill, styles.get(name)!.pattern])).toEqual([
      ['#d6e6f5', 'none'], ['#fbe3b8', 'stripes'], ['#d4efd9', 'dots'], ['#f3d6e4', 'grid'],
      ['#e2dcf5', 'waves'], ['#d9eeee', 'cross'], ['#f6dcd0', 'bars'], ['#e6e9c8', 'checks'],
      ['#d6e6f5', 'stripes'], ['#fbe3b8', 'dots'],
    ]);
    expect(styles.get('K09')!.patternId).toBe('denah-pattern-8');
  });

  it('orders categories as Indonesian readers do (case aside)', () => {
    const styles = categoryStyles([booth('A-1', 0, 0, 4, 3, { id: 1, category: 'pompa' }), booth('A-2', 0, 0, 4, 3, { id: 2, category: 'Bearing' })]);
    expect([...styles.keys()]).toEqual(['Bearing', 'pompa']);
  });
});
