// The matching rules of Produk's search: how visitors type, what a result is, filters.
import { describe, expect, it } from 'vitest';
import { filterChoices, filterExhibitors } from '../../src/screens/products/filters';
import { buildIndex, buildIndexNow, documentsOf, searchCatalogue } from '../../src/screens/products/searchIndex';
import type { CatalogueExhibitor } from '../../src/screens/products/catalogue';

const exhibitor = (id: number, name: string, booth_code: string, hall: string, category: string, products: [number, string][] = []): CatalogueExhibitor => ({
  id, name, booth_code, hall, category, logo_url: '', products: products.map(([pid, pname]) => ({ id: pid, name: pname })),
});

const exhibitors = [
  exhibitor(1, 'PT Sinar Baja Presisi', 'A-01', 'Hall A', 'Mesin CNC', [[101, 'Mesin Bubut CNC SB-360'], [102, 'Mesin Frais Vertikal SB-V5']]),
  exhibitor(2, 'CV Hidrolik Nusantara', 'B-02', 'Hall B', 'Hidrolik & Pneumatik', [[201, 'Pompa Roda Gigi HN-20']]),
  exhibitor(3, 'PT Bearing Jaya Abadi', 'A-05', 'Hall A', 'Bantalan & Transmisi', [[301, 'Bearing Bola 6205-2RS']]),
  exhibitor(5, 'PT Genset Andalan', 'B-07', 'Hall B', 'Genset & Kelistrikan', [[501, 'Genset Diesel GA-30 kVA']]),
  exhibitor(97, 'Müller Antriebstechnik GmbH', 'E-120', 'Hall E', 'Bantalan & Transmisi', [[9701, 'Gearbox Reduksi MÜ-40']]),
  exhibitor(98, 'Łódź Narzędzia', 'F-130', 'Hall F', 'Perkakas & K3'),
];
const merchandise = [
  { id: 1, name: 'Topi Pameran 2026', price: 75_000, image_url: '', stock: 40 },
  { id: 3, name: 'Tumbler Baja Tahan Karat', price: 95_000, image_url: '', stock: 3 },
];
const index = buildIndexNow(documentsOf({ exhibitors, merchandise }));
const noFilters = { hall: '', category: '' };
const names = (query: string, filters = noFilters) => {
  const found = searchCatalogue(index, query, filters);
  return { exhibitor: found.exhibitor.map((d) => d.name), product: found.product.map((d) => d.name), merchandise: found.merchandise.map((d) => d.name) };
};

describe('search by name', () => {
  it('ignores case and accents, both ways', () => {
    expect(names('GENSET andalan').exhibitor).toEqual(['PT Genset Andalan']);
    expect(names('muller').exhibitor).toEqual(['Müller Antriebstechnik GmbH']);
    expect(names('Müller').exhibitor).toEqual(['Müller Antriebstechnik GmbH']);
    expect(names('lodz').exhibitor).toEqual(['Łódź Narzędzia']);
  });

  it('finds words typed together or with extra spaces', () => {
    expect(names('sinarbaja').exhibitor).toEqual(['PT Sinar Baja Presisi']);
    expect(names('  bubut   cnc ').product).toEqual(['Mesin Bubut CNC SB-360']);
    expect(names('bubutcnc').product).toEqual(['Mesin Bubut CNC SB-360']);
  });

  it('finds a name from the first letters of its words', () => {
    expect(names('hidro nus').exhibitor).toEqual(['CV Hidrolik Nusantara']);
    expect(names('gens').exhibitor).toEqual(['PT Genset Andalan']);
  });

  it('forgives one typo in a word of 4–6 letters and two in a longer word, none in short words', () => {
    expect(names('gemset').exhibitor).toEqual(['PT Genset Andalan']);
    expect(names('hidrolk nusantra').exhibitor).toEqual(['CV Hidrolik Nusantara']);
    // Müller is in the bearings category ("Bantalan"): found too, below the exhibitor named for them.
    expect(names('bearinx').exhibitor).toEqual(['PT Bearing Jaya Abadi', 'Müller Antriebstechnik GmbH']);
    expect(names('cmc').product).toEqual([]);
  });

  it('does not need the legal form, and a legal form alone finds nothing', () => {
    expect(names('genset andalan').exhibitor).toEqual(['PT Genset Andalan']);
    expect(names('cv hidrolik').exhibitor).toEqual(['CV Hidrolik Nusantara']);
    expect(names('PT')).toEqual({ exhibitor: [], product: [], merchandise: [] });
  });

  it('needs every word to match', () => {
    expect(names('genset bubut')).toEqual({ exhibitor: [], product: [], merchandise: [] });
  });

  it('groups exhibitors, products and merchandise', () => {
    expect(names('baja')).toEqual({ exhibitor: ['PT Sinar Baja Presisi'], product: [], merchandise: ['Tumbler Baja Tahan Karat'] });
    expect(names('genset')).toEqual({ exhibitor: ['PT Genset Andalan'], product: ['Genset Diesel GA-30 kVA'], merchandise: [] });
  });

  it('finds an exhibitor by its booth code, with or without the dash', () => {
    expect(names('A-05').exhibitor).toEqual(['PT Bearing Jaya Abadi']);
    expect(names('a05').exhibitor).toEqual(['PT Bearing Jaya Abadi']);
  });

  it('tells a product which exhibitor it belongs to', () => {
    const [found] = searchCatalogue(index, 'gearbox', noFilters).product;
    expect(found).toMatchObject({ id: 9701, exhibitorId: 97, detail: 'Müller Antriebstechnik GmbH' });
  });

  it('an empty or punctuation-only query finds nothing', () => {
    expect(names('  ')).toEqual({ exhibitor: [], product: [], merchandise: [] });
    expect(names('--')).toEqual({ exhibitor: [], product: [], merchandise: [] });
  });

  it('builds the same index in chunks', async () => {
    const chunked = await buildIndex(documentsOf({ exhibitors, merchandise }));
    expect(searchCatalogue(chunked, 'genset', noFilters).product.map((d) => d.id)).toEqual([501]);
  });
});

describe('filters', () => {
  it('keep only exhibitors and products in the hall and category, and no merchandise', () => {
    expect(names('bearing', { hall: 'Hall A', category: '' })).toEqual({ exhibitor: ['PT Bearing Jaya Abadi'], product: ['Bearing Bola 6205-2RS'], merchandise: [] });
    expect(names('baja', { hall: 'Hall B', category: '' })).toEqual({ exhibitor: [], product: [], merchandise: [] });
    expect(names('genset', { hall: '', category: 'Bantalan & Transmisi' }).product).toEqual([]);
    expect(names('gearbox', { hall: 'Hall E', category: 'Bantalan & Transmisi' }).product).toEqual(['Gearbox Reduksi MÜ-40']);
  });

  it('without a query, list the exhibitors there in list order', () => {
    expect(filterExhibitors(exhibitors, { hall: 'Hall A', category: '' }).map((e) => e.id)).toEqual([1, 3]);
    expect(filterExhibitors(exhibitors, { hall: 'Hall A', category: 'Mesin CNC' }).map((e) => e.id)).toEqual([1]);
    expect(filterExhibitors(exhibitors, { hall: 'Hall Z', category: '' })).toEqual([]);
  });

  it('offer each hall and category of the fair once, sorted', () => {
    expect(filterChoices(exhibitors)).toEqual({
      halls: ['Hall A', 'Hall B', 'Hall E', 'Hall F'],
      categories: ['Bantalan & Transmisi', 'Genset & Kelistrikan', 'Hidrolik & Pneumatik', 'Mesin CNC', 'Perkakas & K3'],
    });
  });
});

describe('search by what is sold', () => {
  // The demo fair's own words (server/data.mjs): Indonesian names, categories and descriptions.
  const fair = [
    { ...exhibitor(2, 'CV Hidrolik Nusantara', 'B-02', 'Hall B', 'Hidrolik & Pneumatik', [[201, 'Pompa Roda Gigi HN-20'], [202, 'Silinder Hidrolik HN-C80']]), description: 'Pompa, silinder dan selang hidrolik untuk alat berat dan mesin pabrik.' },
    { ...exhibitor(4, 'PT Mitra Las Indonesia', 'C-03', 'Hall C', 'Peralatan Las', [[401, 'Mesin Las Inverter MLI-200'], [402, 'Kawat Las E6013 2,6 mm (5 kg)']]), description: 'Mesin las inverter, kawat las dan perlengkapan keselamatan kerja.' },
    { ...exhibitor(5, 'PT Genset Andalan', 'B-07', 'Hall B', 'Genset & Kelistrikan', [[501, 'Genset Diesel GA-30 kVA'], [502, 'Panel ATS-AMF 3 Fase']]), description: 'Generator set diesel dan panel listrik untuk proyek dan pabrik.' },
    { ...exhibitor(6, 'PT Alat Berat Sentosa', 'D-01', 'Hall D', 'Suku Cadang Alat Berat', [[601, 'Bucket Tooth Ekskavator 20 Ton'], [602, 'Filter Oli Mesin Alat Berat']]), description: 'Suku cadang ekskavator, buldoser dan wheel loader — asli dan aftermarket.' },
    { ...exhibitor(7, 'CV Pompa Tirta Mandiri', 'C-08', 'Hall C', 'Pompa Industri', [[701, 'Pompa Sentrifugal PT-50'], [702, 'Pompa Submersible Limbah PT-S15']]), description: 'Pompa sentrifugal dan submersible untuk air bersih dan limbah.' },
  ];
  const fairIndex = buildIndexNow(documentsOf({ exhibitors: fair, merchandise }));
  const found = (query: string) => {
    const results = searchCatalogue(fairIndex, query, noFilters);
    return { exhibitor: results.exhibitor.map((d) => d.name), product: results.product.map((d) => d.name) };
  };

  it('finds an exhibitor by its description and its products, and a product by its category', () => {
    // "Generator set" is in PT Genset Andalan's description.
    expect(found('generator set').exhibitor).toEqual(['PT Genset Andalan']);
    // A product's name finds the exhibitor that sells it.
    expect(found('bucket tooth')).toEqual({ exhibitor: ['PT Alat Berat Sentosa'], product: ['Bucket Tooth Ekskavator 20 Ton'] });
    // The category "Peralatan Las" finds its exhibitor and every product in it.
    expect(found('peralatan').exhibitor).toEqual(['PT Mitra Las Indonesia']);
    expect(found('peralatan').product.sort()).toEqual(['Kawat Las E6013 2,6 mm (5 kg)', 'Mesin Las Inverter MLI-200']);
  });

  it('finds what is sold under Indonesian words by their English', () => {
    expect(found('generator').exhibitor).toEqual(['PT Genset Andalan']);
    expect(found('generator').product.sort()).toEqual(['Genset Diesel GA-30 kVA', 'Panel ATS-AMF 3 Fase']);
    expect(found('pump').exhibitor).toEqual(['CV Pompa Tirta Mandiri', 'CV Hidrolik Nusantara']);
    expect(found('pump').product).toContain('Pompa Roda Gigi HN-20');
    expect(found('welding').exhibitor).toEqual(['PT Mitra Las Indonesia']);
    expect(found('welding').product.sort()).toEqual(['Kawat Las E6013 2,6 mm (5 kg)', 'Mesin Las Inverter MLI-200']);
    expect(found('hydraulic').exhibitor).toEqual(['CV Hidrolik Nusantara']);
    expect(found('excavator')).toEqual({ exhibitor: ['PT Alat Berat Sentosa'], product: ['Bucket Tooth Ekskavator 20 Ton'] });
    expect(found('spare parts').exhibitor).toEqual(['PT Alat Berat Sentosa']);
    // Cut short, like any word.
    expect(found('weld').exhibitor).toEqual(['PT Mitra Las Indonesia']);
  });

  it('keeps names first: a name that matches ranks above a description that does', () => {
    expect(found('pompa').exhibitor[0]).toBe('CV Pompa Tirta Mandiri');
  });
});
