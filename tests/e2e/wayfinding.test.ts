// Finding the way on the floor plan in real Chromium against the built app and the local
// platform, on a phone (390 px): a booth's QR link says where the visitor stands, a route to
// another booth is drawn along the aisles (never through a booth) and written out step by step;
// a facility is found by the search in either language and routed to; offline, after one visit,
// the route is still computed on the device. Screenshots at 390 and 1280 px, in both languages,
// for docs/screenshots/denah/.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FloorPlan } from '@pameran/sdk';
import { useApp } from './support/app';
import { phoneWithPlanKept } from './support/planKept';
import { expectNoSeriousA11yViolations, screenLoaded, screenshot, useBrowser } from './support/browser';
import { eventually, expectPath } from './support/visitor';
import { call, loginToken } from '../helpers/platform';

const app = useApp();
const browser = useBrowser();

let floorPlan: FloorPlan;
let stampOfA05 = '';

beforeAll(async () => {
  floorPlan = (await call(app.platform, 'GET', '/api/events/1/floorplan')).body.data as FloorPlan;
  const organiser = await loginToken(app.platform, 'PANITIA2026');
  const sheet = (await call(app.platform, 'GET', '/api/admin/stamps/sheet', { token: organiser })).body.data as { booth_code: string; stamp: string }[];
  stampOfA05 = sheet.find((booth) => booth.booth_code === 'A-05')!.stamp;
});

const routePanel = (page: Page) => page.locator('[data-route-panel]');
const search = (page: Page) => page.getByRole('searchbox', { name: /Cari stan|Search booths/ });

/** The drawn route's corners, in plan metres. */
async function drawnPath(page: Page): Promise<{ x: number; y: number }[]> {
  const points = await page.locator('[data-route] polyline').getAttribute('points');
  return (points ?? '').trim().split(/\s+/).map((pair) => {
    const [x, y] = pair.split(',').map(Number);
    return { x: x!, y: y! };
  });
}

/** Where a walk along the drawn path steps inside a booth (its inside, not its edge). */
function boothsCrossed(path: { x: number; y: number }[]): string[] {
  const crossed = new Set<string>();
  for (let k = 1; k < path.length; k++) {
    const a = path[k - 1]!;
    const b = path[k]!;
    for (let t = 0; t <= 1; t += 0.02) {
      const x = a.x + (b.x - a.x) * t;
      const y = a.y + (b.y - a.y) * t;
      for (const booth of floorPlan.booths) {
        if (x > booth.x + 0.05 && x < booth.x + booth.width - 0.05 && y > booth.y + 0.05 && y < booth.y + booth.height - 0.05) crossed.add(booth.code);
      }
    }
  }
  return [...crossed];
}

const boothOnPlan = (code: string) => floorPlan.booths.find((booth) => booth.code === code)!;
const touches = (point: { x: number; y: number }, code: string) => {
  const booth = boothOnPlan(code);
  return point.x >= booth.x - 0.01 && point.x <= booth.x + booth.width + 0.01 && point.y >= booth.y - 0.01 && point.y <= booth.y + booth.height + 0.01;
};

/** Copies a screenshot the test took into the docs. */
function toDocs(file: string) {
  if (!file.endsWith('.png')) return;
  const docs = path.resolve(import.meta.dirname, '../../docs/screenshots/denah');
  mkdirSync(docs, { recursive: true });
  copyFileSync(file, path.join(docs, path.basename(file)));
}

describe('finding the way on a phone', () => {
  let page: Page;

  it("a booth's QR link puts the visitor there: the plan says so and marks the spot", async () => {
    page = await browser.open('phone', app.url, `/products?booth=A-05&stamp=${stampOfA05}`);
    await page.getByRole('heading', { level: 2, name: 'PT Bearing Jaya Abadi' }).waitFor();
    // The stamp's part of the page comes in its own chunk, after the exhibitor: it notes the spot.
    await page.waitForFunction(() => window.localStorage.getItem('pameran.here') !== null);
    await page.goto('/denah');
    await page.getByText('Anda di dekat Stan A-05 · baru saja').waitFor();
    expect(await page.locator('[data-here-mark]').count()).toBe(1);
  });

  it('routes to booth D-11 along the aisles, drawn and written, through the doors between halls', async () => {
    await page.goto('/denah?booth=D-11');
    await page.getByRole('heading', { level: 2, name: 'Stan D-11' }).waitFor();
    await page.getByRole('button', { name: 'Rute ke Stan D-11' }).click();
    await eventually(async () => new URL(page.url()).searchParams.get('ke') === 'stan:D-11', 'the address holds the route');
    const summary = await routePanel(page).getByRole('status').textContent();
    const [, metres, minutes] = /^Dari Stan A-05 ke Stan D-11: (\d+) m, sekitar (\d+) menit jalan kaki\.$/.exec(summary ?? '') ?? [];
    // Hall A's booth A-05 to Hall D's D-11 (server/floorplan.mjs): at least the straight line
    // between their nearest edges (~37 m), and no detour of more than half again.
    const a05 = boothOnPlan('A-05');
    const d11 = boothOnPlan('D-11');
    const straight = Math.hypot(d11.x - (a05.x + a05.width), d11.y - (a05.y + a05.height));
    expect(Number(metres)).toBeGreaterThanOrEqual(Math.floor(straight));
    expect(Number(metres)).toBeLessThan(straight * 1.5);
    expect(Number(minutes)).toBe(Math.max(1, Math.round(Number(metres) / 60)));

    const steps = await routePanel(page).locator('[data-steps] li').allTextContents();
    expect(steps[0]).toBe('Mulai dari Stan A-05.');
    expect(steps).toContain('Keluar dari Hall A.');
    expect(steps).toContain('Masuk ke Hall D.');
    expect(steps.at(-1)).toMatch(/^Stan D-11 di (kiri|kanan|depan) Anda\.$/);

    // Following the drawn path: from A-05's edge to D-11's, never through a booth.
    const drawn = await drawnPath(page);
    expect(drawn.length).toBeGreaterThanOrEqual(3);
    expect(touches(drawn[0]!, 'A-05')).toBe(true);
    expect(touches(drawn.at(-1)!, 'D-11')).toBe(true);
    expect(boothsCrossed(drawn)).toEqual([]);
    toDocs(await screenshot(page, 'wayfinding-route'));
    await expectNoSeriousA11yViolations(page, '/denah with a route');
  });

  it('finds the musala by the search, in Indonesian or English words, and routes there from an entrance', async () => {
    await page.goto('/denah');
    // The app's own toggle: the boot screen draws the plan's page, its toggle inert, and a tap on
    // it before the app takes over opens nothing (seen on a loaded machine).
    await page.locator('#boot').waitFor({ state: 'detached' });
    const toggle = page.getByRole('button', { name: 'Cari', exact: true });
    await toggle.waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await toggle.tap();
    await eventually(async () => (await toggle.getAttribute('aria-expanded')) === 'true', 'the search opens');
    const found = page.getByRole('region', { name: 'Fasilitas yang cocok' });
    await search(page).fill('prayer');
    await found.getByRole('button', { name: 'Rute ke Musala' }).waitFor();
    await search(page).fill('musala');
    await found.getByRole('button', { name: 'Rute ke Musala' }).click();
    await routePanel(page).getByRole('heading', { name: 'Rute jalan kaki: Musala' }).waitFor();
    await routePanel(page).getByRole('button', { name: 'Pintu Selatan' }).click();
    await routePanel(page).getByText(/^Dari Pintu Selatan ke Musala: \d+ m/).waitFor();
    expect(boothsCrossed(await drawnPath(page))).toEqual([]);
    toDocs(await screenshot(page, 'wayfinding-facility'));
  });

  it('a tap in the aisle beside a booth, small at the whole plan, picks that booth', async () => {
    await page.goto('/denah');
    // The app's own plan, not the boot screen's drawing of it (which does not answer taps).
    await screenLoaded(page);
    const a05 = boothOnPlan('A-05');
    // Half a metre above A-05's middle, in the aisle: on screen a few pixels off the booth.
    const point = await page.getByRole('group', { name: /^Denah pameran:/ }).evaluate((svg, { x, y }) => {
      const matrix = (svg as SVGSVGElement).getScreenCTM()!;
      const screen = new DOMPoint(x, y).matrixTransform(matrix);
      return { x: screen.x, y: screen.y, pxPerMetre: matrix.a };
    }, { x: a05.x + a05.width / 2, y: a05.y - 0.5 });
    expect(point.pxPerMetre * a05.height).toBeLessThan(44); // the booth alone is smaller than a fingertip here
    await page.touchscreen.tap(point.x, point.y);
    await eventually(async () => new URL(page.url()).searchParams.get('booth') === 'A-05', 'the nearest booth is chosen');
  });

  it('lists the free booths folded under one line in the list view', async () => {
    await page.goto('/denah?tampilan=daftar');
    const taken = floorPlan.booths.filter((booth) => booth.exhibitor).length;
    const list = page.getByRole('list', { name: 'Daftar stan' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(taken);
    const free = page.getByText(`${floorPlan.booths.length - taken} stan kosong`);
    expect(await free.isVisible()).toBe(true);
  });
});

describe('finding the way on a desktop, and in English', () => {
  // For docs/screenshots/denah/ (the route at 1280 px): in CI, which takes no shots, the phone's
  // route above holds what it waits for.
  it.skipIf(!!process.env.CI)('draws the route at 1280 px', async () => {
    const page = await browser.open('desktop', app.url, '/denah?ke=stan:D-11&dari=pintu:utara');
    await routePanel(page).getByText(/^Dari Pintu Utara ke Stan D-11: \d+ m/).waitFor();
    toDocs(await screenshot(page, 'wayfinding-route'));
  });

  // The route's words are the same at any width; the desktop's is for its screenshot.
  for (const viewport of ['phone', 'desktop'] as const) {
    it.skipIf(viewport === 'desktop' && !!process.env.CI)(`writes the route in English on a ${viewport}`, async () => {
      const page = await browser.open(viewport, app.url, '/denah?ke=fasilitas:musala-2&dari=pintu:utara&lang=en');
      await routePanel(page).getByText(/^From Pintu Utara to Prayer room \(musala\): \d+ m, about \d+ min on foot\.$/).waitFor();
      const steps = await routePanel(page).locator('[data-steps] li').allTextContents();
      expect(steps[0]).toBe('Start at Pintu Utara.');
      expect(steps.at(-1)).toBe('Prayer room (musala) is ahead of you.');
      toDocs(await screenshot(page, 'wayfinding-route-en'));
    });
  }
});

describe('finding the way without a network', () => {
  it('routes offline after one online visit: the plan is kept, the route is computed on the device', async () => {
    const { context, page } = await phoneWithPlanKept(browser, app.url);
    try {

      await context.setOffline(true);
      await page.goto('/denah?ke=stan:C-08&dari=pintu:selatan');
      await expectPath(page, '/denah');
      await routePanel(page).getByText(/^Dari Pintu Selatan ke Stan C-08: \d+ m/).waitFor();
      expect(boothsCrossed(await drawnPath(page))).toEqual([]);
      toDocs(await screenshot(page, 'wayfinding-offline'));
    } finally {
      await context.close();
    }
  });
});
