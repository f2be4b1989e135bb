// The platform's fair-size switch and its paged, filtered exhibitor list, over real HTTP.
import { describe, expect, it } from 'vitest';
import { call, usePlatform } from '../helpers/platform';
// @ts-expect-error plain JavaScript module of the platform, without a declaration file
import { demoExhibitorsFrom } from '../../server/demoFair.mjs';

type Listing = { id: number; name: string; booth_code: string; hall: string; category: string; products: { id: number; name: string }[] };
type Page = { items: Listing[]; total: number; page: number; per_page: number };

const large = usePlatform({ demoExhibitors: 5000 });
const regular = usePlatform();

const page = async (platform: typeof large, query: string) => {
  const answer = await call(platform, 'GET', `/api/events/1/exhibitors${query}`);
  expect(answer.status).toBe(200);
  return (answer.body as { data: Page }).data;
};

describe('a 5,000-exhibitor fair', () => {
  it('lists 5,000 exhibitors in the event answer, the seven demo exhibitors first', async () => {
    const { body } = await call(large, 'GET', '/api/events/1');
    const exhibitors = (body as { data: { exhibitors: { id: number; name: string }[] } }).data.exhibitors;
    expect(exhibitors).toHaveLength(5000);
    expect(exhibitors[0]).toMatchObject({ id: 1, name: 'PT Sinar Baja Presisi' });
    expect(new Set(exhibitors.map((e) => e.id)).size).toBe(5000);
  });

  it('gives every exhibitor products, a hall, a category and a unique booth code', async () => {
    const all: Listing[] = [];
    for (let number = 1; number <= 5; number += 1) all.push(...(await page(large, `?page=${number}&per_page=1000`)).items);
    expect(all).toHaveLength(5000);
    expect(all.every((e) => e.products.length >= 2 && e.hall.startsWith('Hall ') && e.category !== '')).toBe(true);
    expect(new Set(all.map((e) => e.booth_code)).size).toBe(5000);
    const detail = await call(large, 'GET', '/api/events/1/exhibitors/4850');
    expect(detail.body).toMatchObject({ data: { id: 4850, name: 'Øresund Hydraulik A/S 4850' } });
  });

  it('pages in id order with the total, and filters by hall, category and words', async () => {
    const second = await page(large, '?page=2&per_page=500');
    expect(second).toMatchObject({ total: 5000, page: 2, per_page: 500 });
    expect(second.items.map((e) => e.id)).toEqual(Array.from({ length: 500 }, (_, i) => 501 + i));
    const hallB = await page(large, '?hall=Hall+B&category=Mesin+CNC&per_page=1000');
    expect(hallB.total).toBeGreaterThan(0);
    expect(hallB.items.every((e) => e.hall === 'Hall B' && e.category === 'Mesin CNC')).toBe(true);
    const found = await page(large, '?q=oresund%204850');
    expect(found.items.map((e) => e.name)).toEqual(['Øresund Hydraulik A/S 4850']);
  });

  it('refuses a page size over 1000 or a page that is not a number, with a message', async () => {
    expect(await call(large, 'GET', '/api/events/1/exhibitors?per_page=5000')).toEqual({ status: 400, body: { error: { message: 'Parameter per_page harus berupa angka 1–1000.' } } });
    expect((await call(large, 'GET', '/api/events/1/exhibitors?page=dua')).status).toBe(400);
  });
});

describe('the regular demo fair', () => {
  it('serves its seven exhibitors through the paged list too, with their products', async () => {
    const first = await page(regular, '');
    expect(first.total).toBe(7);
    expect(first.items.find((e) => e.id === 3)).toMatchObject({ name: 'PT Bearing Jaya Abadi', products: [{ id: 301, name: 'Bearing Bola 6205-2RS' }, { id: 302, name: 'Gearbox Reduksi WPA-60' }] });
  });
});

describe('PAMERAN_DEMO_EXHIBITORS', () => {
  it('takes a whole number of exhibitors, or nothing for the regular fair', () => {
    expect(demoExhibitorsFrom('5000')).toBe(5000);
    expect(demoExhibitorsFrom(undefined)).toBeUndefined();
    expect(demoExhibitorsFrom('')).toBeUndefined();
  });

  it('refuses anything else with a message naming the switch', () => {
    expect(() => demoExhibitorsFrom('lima ribu')).toThrow('PAMERAN_DEMO_EXHIBITORS: jumlah peserta harus bilangan bulat 1–20000, bukan "lima ribu".');
    expect(() => demoExhibitorsFrom('0')).toThrow(/bilangan bulat/);
    expect(() => demoExhibitorsFrom('999999')).toThrow(/bilangan bulat/);
  });
});
