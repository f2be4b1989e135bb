// Produk's search (src/screens/products/searchIndex.ts) at the edges of its rules (docs/search.md,
// the module's header), beside catalogue-search.test.ts: how many typos a
// word may have, which results come first, run-together words, and what a result carries. Each
// test builds its own index, so each is a check of its own.
import { describe, expect, it } from 'vitest';
import type { CatalogueExhibitor } from '../../src/screens/products/catalogue';
import { filterChoices } from '../../src/screens/products/filters';
import { addInChunks, buildIndexNow, documentsOf, emptyIndex, searchCatalogue, typosAllowed } from '../../src/screens/products/searchIndex';

const exhibitor = (id: number, name: string, booth_code: string, hall: string, category: string, products: [number, string][] = []): CatalogueExhibitor => ({
  id, name, booth_code, hall, category, logo_url: '', products: products.map(([pid, pname]) => ({ id: pid, name: pname })),
});

const EXHIBITORS = [
  exhibitor(1, 'PT Sinar Baja Presisi', 'A-01', 'Hall A', 'Mesin CNC', [[101, 'Mesin Bubut CNC SB-360']]),
  exhibitor(3, 'PT Bearing Jaya Abadi', 'A-05', 'Hall A', 'Bantalan & Transmisi', [[301, 'Bearing Bola 6205-2RS']]),
  exhibitor(5, 'PT Genset Andalan', 'B-07', 'Hall B', 'Genset & Kelistrikan', [[501, 'Genset Diesel GA-30 kVA']]),
  exhibitor(6, 'PT Bara Jaya', 'C-02', 'Hall C', 'Perkakas & K3'),
];
const MERCHANDISE = [{ id: 3, name: 'Tumbler Baja Tahan Karat', price: 95_000, image_url: '', stock: 3 }];
const NO_FILTERS = { hall: '', category: '' };

function search(query: string, exhibitors = EXHIBITORS, merchandise: typeof MERCHANDISE = MERCHANDISE) {
  return searchCatalogue(buildIndexNow(documentsOf({ exhibitors, merchandise })), query, NO_FILTERS);
}
const names = (query: string, exhibitors = EXHIBITORS) => {
  const found = search(query, exhibitors);
  return { exhibitor: found.exhibitor.map((d) => d.name), product: found.product.map((d) => d.name), merchandise: found.merchandise.map((d) => d.name) };
};

describe('typos forgiven', () => {
  it('are none up to 3 letters, one up to 7, then two', () => {
    expect([1, 3, 4, 7, 8, 12].map((length) => typosAllowed('x'.repeat(length)))).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('are looked for only when the words as typed find nothing', () => {
    // "baja" is in two names as typed; "bara" (one letter off) is not listed beside them.
    expect(names('baja')).toEqual({ exhibitor: ['PT Sinar Baja Presisi'], product: [], merchandise: ['Tumbler Baja Tahan Karat'] });
  });
});

describe('what a search finds', () => {
  it('returns each result with what the list shows of it', () => {
    expect(search('bearing')).toEqual({
      exhibitor: [{ key: 'e:3', kind: 'exhibitor', id: 3, name: 'PT Bearing Jaya Abadi', detail: 'A-05', exhibitorId: null, hall: 'Hall A', category: 'Bantalan & Transmisi' }],
      product: [{ key: 'p:301', kind: 'product', id: 301, name: 'Bearing Bola 6205-2RS', detail: 'PT Bearing Jaya Abadi', exhibitorId: 3, hall: 'Hall A', category: 'Bantalan & Transmisi' }],
      merchandise: [],
    });
    expect(search('tumbler').merchandise).toEqual([{ key: 'm:3', kind: 'merchandise', id: 3, name: 'Tumbler Baja Tahan Karat', detail: '', exhibitorId: null, hall: '', category: '' }]);
  });

  it('finds an exhibitor by its booth code, with or without the dash, and not its products', () => {
    expect(names('A-05')).toEqual({ exhibitor: ['PT Bearing Jaya Abadi'], product: [], merchandise: [] });
    expect(names('a05')).toEqual({ exhibitor: ['PT Bearing Jaya Abadi'], product: [], merchandise: [] });
    // A product is found by its own name only, not by its exhibitor's.
    expect(names('sinar').product).toEqual([]);
  });

  it('takes a word of two letters as the start of a word, and one letter as nothing', () => {
    expect(names('ge').exhibitor).toEqual(['PT Genset Andalan']);
    expect(names('g')).toEqual({ exhibitor: [], product: [], merchandise: [] });
  });

  it('needs every word, as typed with spaces between them', () => {
    expect(names('genset diesel').product).toEqual(['Genset Diesel GA-30 kVA']);
    expect(names('sinar presisi').exhibitor).toEqual(['PT Sinar Baja Presisi']);
  });

  it('lists the closer match first, then by name', () => {
    const exhibitors = [
      exhibitor(10, 'Abadi Pompanisasi', 'D-01', 'Hall D', 'Pompa'),
      exhibitor(11, 'Zeta Pompa', 'D-02', 'Hall D', 'Pompa'),
      exhibitor(12, 'Tirta Pompa', 'D-03', 'Hall D', 'Pompa'),
    ];
    // Whole word before a word it only begins; equal matches by name.
    expect(names('pompa', exhibitors).exhibitor).toEqual(['Tirta Pompa', 'Zeta Pompa', 'Abadi Pompanisasi']);
  });

  it('lists a merchandise item without a name under an empty name, not "undefined"', () => {
    const docs = documentsOf({ exhibitors: [], merchandise: [{ id: 4, price: 1, image_url: '', stock: 1 } as never] });
    expect(docs).toEqual([{ key: 'm:4', kind: 'merchandise', id: 4, name: '', detail: '', exhibitorId: null, hall: '', category: '', sells: '' }]);
    expect(documentsOf({ exhibitors: [], merchandise: [] })).toEqual([]);
  });
});

describe('words run together', () => {
  it('are split even when the second word is only two letters', () => {
    expect(names('bubutcn').product).toEqual(['Mesin Bubut CNC SB-360']);
  });

  it('are split in a word of five letters', () => {
    expect(names('bubcn').product).toEqual(['Mesin Bubut CNC SB-360']);
  });

  it('are looked for in every word of the query, not only the first', () => {
    expect(names('mesin bubutcnc').product).toEqual(['Mesin Bubut CNC SB-360']);
  });
});

describe('an index filled as pages arrive', () => {
  it('finds what was added in chunks', async () => {
    const index = emptyIndex();
    await addInChunks(index, documentsOf({ exhibitors: EXHIBITORS.slice(0, 2), merchandise: [] }));
    await addInChunks(index, documentsOf({ exhibitors: EXHIBITORS.slice(2), merchandise: [] }));
    expect(searchCatalogue(index, 'genset', NO_FILTERS).exhibitor.map((d) => d.id)).toEqual([5]);
  });

  it('gives the main thread back once a slice of 8 ms is used, however few documents that was', async () => {
    const docs = documentsOf({ exhibitors: EXHIBITORS, merchandise: [] });
    expect(docs.length).toBeGreaterThan(2);
    // Each look at the clock finds 4 ms more gone: two documents fill the first slice.
    let clock = 0;
    const index = emptyIndex();
    const adding = addInChunks(index, docs, () => (clock += 4) - 4);
    expect(index.docs.size).toBe(2);
    await adding;
    expect(index.docs.size).toBe(docs.length);
  });
});

it('offers no empty hall or category in the filter menus', () => {
  expect(filterChoices([{ hall: '', category: 'Pompa' }, { hall: 'Hall A', category: '' }])).toEqual({ halls: ['Hall A'], categories: ['Pompa'] });
});
