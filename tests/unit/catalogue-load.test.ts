// @vitest-environment jsdom
// How Produk gets the fair's exhibitors (src/screens/products/catalogue.ts), against a stand-in
// platform that counts what it was asked: the x-assumed paged call (200 a page, the first page on
// screen at once, then four pages in flight, each shown as it comes in list order, each exhibitor once), a platform that gives no
// total (asked until a page comes back short), and SPEC's platform without the paged call (404:
// the event answer's exhibitor list, without products).
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PameranClient } from '../../sdk/src/index';
import { catalogueOf, loadExhibitors, PAGE_SIZE, useExhibitors, type CatalogueExhibitor, type ExhibitorsState } from '../../src/screens/products/catalogue';

const listing = (id: number) => ({ id, name: `Peserta ${id}`, booth_code: `A-${id}`, hall: 'Hall A', category: 'Mesin', logo_url: '', products: [] });

interface Platform {
  api: PameranClient;
  pages: number[];
  /** Pages asked for before any page was answered, per wave. */
  waiting: number[];
  /** Whether every page asked for has been answered. */
  idle(): boolean;
}

/** A platform holding `count` exhibitors (ids 1…count) that answers each page with `total`. */
function platform(count: number, total: (count: number) => unknown = (n) => n, options: { notFound?: boolean; fail?: Error; event?: unknown; delay?: number } = {}): Platform {
  const pages: number[] = [];
  const waiting: number[] = [];
  let open = 0;
  const api = {
    events: {
      exhibitorPage: async ({ page, per_page }: { page: number; per_page: number }) => {
        pages.push(page);
        open += 1;
        waiting.push(open);
        await new Promise((resolve) => setTimeout(resolve, options.delay ?? 2));
        open -= 1;
        if (options.notFound) throw Object.assign(new Error('Data tidak ditemukan.'), { status: 404 });
        if (options.fail) throw options.fail;
        const from = (page - 1) * per_page + 1;
        const items = [];
        for (let id = from; id <= Math.min(count, from + per_page - 1); id += 1) items.push(listing(id));
        return { items, total: total(count) };
      },
      event: async () => options.event,
    },
  } as unknown as PameranClient;
  return { api, pages, waiting, idle: () => open === 0 };
}

async function load(from: Platform) {
  const progress: [number, number, boolean][] = [];
  const result = await loadExhibitors(from.api, new AbortController().signal, (exhibitors, total, withProducts) => progress.push([exhibitors.length, total, withProducts]));
  return { ...result, progress };
}

describe('loading the exhibitors page by page', () => {
  it('asks 200 at a time, shows the first page at once, then each page in order with four in flight', async () => {
    expect(PAGE_SIZE).toBe(200);
    const fair = platform(1_100);
    const { exhibitors, withProducts, progress } = await load(fair);
    expect(fair.pages).toEqual([1, 2, 3, 4, 5, 6]);
    // Page 1 alone, then 2–5 together, then 6 as soon as 2 is in.
    expect(fair.waiting.slice(0, 5)).toEqual([1, 1, 2, 3, 4]);
    expect(Math.max(...fair.waiting)).toBe(4);
    expect(progress).toEqual([[200, 1_100, true], [400, 1_100, true], [600, 1_100, true], [800, 1_100, true], [1_000, 1_100, true], [1_100, 1_100, true]]);
    expect(exhibitors.map((e) => e.id)).toEqual(Array.from({ length: 1_100 }, (_, i) => i + 1));
    expect(withProducts).toBe(true);
  });

  it('asks once for a fair of one page', async () => {
    const fair = platform(200);
    const { exhibitors, progress } = await load(fair);
    expect(fair.pages).toEqual([1]);
    expect(progress).toEqual([[200, 200, true]]);
    expect(exhibitors).toHaveLength(200);
  });

  it('reads an exhibitor’s missing text as empty, and its products', async () => {
    const api = {
      events: {
        exhibitorPage: async () => ({
          items: [{ id: 3, name: 'PT Bearing Jaya Abadi', booth_code: null, hall: undefined, category: 'Bearing', logo_url: null, products: [{ id: 301, name: 'Bearing Bola 6205-2RS' }, { id: 302, name: null }] }, { id: 4 }],
          total: 2,
        }),
      },
    } as unknown as PameranClient;
    const { exhibitors } = await loadExhibitors(api, new AbortController().signal, () => {});
    expect(exhibitors).toEqual<CatalogueExhibitor[]>([
      { id: 3, name: 'PT Bearing Jaya Abadi', booth_code: '', hall: '', category: 'Bearing', logo_url: '', products: [{ id: 301, name: 'Bearing Bola 6205-2RS' }, { id: 302, name: '' }] },
      { id: 4, name: '', booth_code: '', hall: '', category: '', logo_url: '', products: [] },
    ]);
  });

  it('keeps the first of an exhibitor a platform repeats on a later page', async () => {
    let calls = 0;
    const api = {
      events: {
        exhibitorPage: async ({ page }: { page: number }) => {
          calls += 1;
          const items = page === 1 ? Array.from({ length: 200 }, (_, i) => listing(i + 1)) : [{ ...listing(200), name: 'ulang' }, listing(201)];
          return { items, total: 201 };
        },
      },
    } as unknown as PameranClient;
    const progress: [number, number][] = [];
    const { exhibitors } = await loadExhibitors(api, new AbortController().signal, (list, total) => progress.push([list.length, total]));
    expect(calls).toBe(2);
    expect(exhibitors).toHaveLength(201);
    expect(exhibitors[199]!.name).toBe('Peserta 200');
    expect(progress).toEqual([[200, 201], [201, 201]]);
  });

  it('counts the exhibitors that came when there are more than the total said', async () => {
    // The platform says 300 (two pages), but its pages are full.
    const fair = platform(1_000, () => 300);
    const { exhibitors, progress } = await load(fair);
    expect(fair.pages).toEqual([1, 2]);
    expect(progress).toEqual([[200, 300, true], [400, 400, true]]);
    expect(exhibitors).toHaveLength(400);
  });

  it('without a total, asks for the next page until one comes back short', async () => {
    const fair = platform(420, () => undefined);
    const { exhibitors, progress } = await load(fair);
    expect(fair.pages).toEqual([1, 2, 3]);
    expect(progress).toEqual([[200, 200, true], [400, 400, true], [420, 420, true]]);
    expect(exhibitors).toHaveLength(420);
  });

  it('takes a total below the first page’s count as no total', async () => {
    const fair = platform(500, () => 10);
    const { exhibitors, progress } = await load(fair);
    expect(fair.pages).toEqual([1, 2, 3]);
    expect(progress[0]).toEqual([200, 200, true]);
    expect(exhibitors).toHaveLength(500);
  });

  it('takes a total of exactly the first page’s count as the total', async () => {
    const fair = platform(200, () => 200);
    await load(fair);
    expect(fair.pages).toEqual([1]);
  });

  it('without the paged call (404), lists the event answer’s exhibitors, once each, without products', async () => {
    const fair = platform(0, undefined, {
      notFound: true,
      event: { exhibitors: [{ id: 3, name: 'PT Bearing Jaya Abadi', booth_code: 'A-05', hall: 'Hall A', category: 'Bearing', logo_url: 'https://cdn.example/3.png' }, { id: 3, name: 'lagi' }, { id: 4, name: 'CV Hidrolik Nusantara' }] },
    });
    const { exhibitors, withProducts, progress } = await load(fair);
    expect(withProducts).toBe(false);
    expect(exhibitors).toEqual([
      { id: 3, name: 'PT Bearing Jaya Abadi', booth_code: 'A-05', hall: 'Hall A', category: 'Bearing', logo_url: 'https://cdn.example/3.png', products: [] },
      { id: 4, name: 'CV Hidrolik Nusantara', booth_code: '', hall: '', category: '', logo_url: '', products: [] },
    ]);
    expect(progress).toEqual([[2, 2, false]]);
  });

  it('fails with the platform’s error when the first page fails otherwise', async () => {
    const error = Object.assign(new Error('Terjadi gangguan pada server (500). Silakan coba lagi nanti.'), { status: 500 });
    await expect(load(platform(10, undefined, { fail: error }))).rejects.toThrow('Terjadi gangguan pada server (500).');
  });
});

describe('the exhibitors on the Produk screen', () => {
  it('shows the first page while the rest arrive, then the whole list as complete', async () => {
    const fair = platform(300, undefined, { delay: 30 });
    const states: ExhibitorsState[] = [];
    const { result } = renderHook(() => {
      const state = useExhibitors(fair.api);
      states.push(state);
      return state;
    });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', complete: true, total: 300, withProducts: true }));
    const partial = states.find((s) => s.status === 'ready' && !s.complete);
    expect(partial).toMatchObject({ status: 'ready', total: 300, complete: false });
    expect(partial?.status === 'ready' && partial.exhibitors.length).toBe(200);
  });

  it('offers a retry after a failure, which asks again', async () => {
    let fail = true;
    const api = {
      events: {
        exhibitorPage: async () => {
          if (fail) throw Object.assign(new Error('Terjadi gangguan pada server (502). Silakan coba lagi nanti.'), { status: 502 });
          return { items: [listing(1)], total: 1 };
        },
      },
    } as unknown as PameranClient;
    const { result } = renderHook(() => useExhibitors(api));
    await waitFor(() => expect(result.current.status).toBe('failure'));
    const failure = result.current as Extract<ExhibitorsState, { status: 'failure' }>;
    expect(failure.error.message).toBe('Terjadi gangguan pada server (502). Silakan coba lagi nanti.');
    fail = false;
    act(() => failure.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', total: 1, complete: true }));
  });

  it('stops updating once the screen has left', async () => {
    const fair = platform(300);
    const states: ExhibitorsState[] = [];
    const { unmount } = renderHook(() => {
      const state = useExhibitors(fair.api);
      states.push(state);
      return state;
    });
    unmount();
    // The first page, under way when the screen left, is answered; what the hook would ask for
    // next it asks in the microtasks after that answer, which act runs.
    await vi.waitFor(() => expect(fair.idle()).toBe(true));
    await act(async () => {});
    expect(fair.pages).toEqual([1]);
    expect(states.every((s) => s.status === 'loading')).toBe(true);
  });
});

describe('the catalogue', () => {
  const exhibitors = [{ ...listing(1), products: [{ id: 101, name: 'Genset' }] }];
  const merchandise = [{ id: 1, name: 'Topi Pameran' }] as never[];

  it('is the exhibitors’ state while they load or failed', () => {
    expect(catalogueOf({ status: 'loading' }, merchandise)).toEqual({ status: 'loading' });
  });

  it('holds the exhibitors and the merchandise, complete when both are', () => {
    expect(catalogueOf({ status: 'ready', exhibitors, total: 1, complete: true, withProducts: true }, merchandise)).toEqual({
      status: 'ready', catalogue: { exhibitors, merchandise, total: 1, complete: true, withProducts: true },
    });
    expect(catalogueOf({ status: 'ready', exhibitors, total: 3, complete: false, withProducts: false }, merchandise)).toEqual({
      status: 'ready', catalogue: { exhibitors, merchandise, total: 3, complete: false, withProducts: false },
    });
  });

  it('is incomplete, without merchandise, while the merchandise has not come', () => {
    expect(catalogueOf({ status: 'ready', exhibitors, total: 1, complete: true, withProducts: true }, null)).toEqual({
      status: 'ready', catalogue: { exhibitors, merchandise: [], total: 1, complete: false, withProducts: true },
    });
  });
});
