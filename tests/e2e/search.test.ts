// Finding one exhibitor or product among 5,000 in real Chromium against the built app
// and a platform serving a 5,000-exhibitor fair (PAMERAN_DEMO_EXHIBITORS / demoExhibitors):
// the list renders only what is on screen and announces its size, a search by name forgives
// accents and typos, filters combine with it, every result has its own address, and Back
// returns to the results and to where the list was scrolled.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { products as productsCopy } from '../../src/copy/products';
import { useApp } from './support/app';
import { expectNoSeriousA11yViolations, screenshot, useBrowser } from './support/browser';
import { eventually, expectVisible } from './support/visitor';

const FAIR_SIZE = 5000;
const app = useApp({ demoExhibitors: FAIR_SIZE });
const browser = useBrowser();

/** In the 5,000-exhibitor fair, exhibitor 4850 is a foreign firm (server/demoFair.mjs): typed without its Ø and with a typo. */
const FOREIGN = { id: 4850, name: 'Øresund Hydraulik A/S 4850', typed: 'oresund hidraulik 4850' };
/** At most 3,000 DOM elements on the page, whatever the fair's size. */
const MAX_DOM_ELEMENTS = 3000;

/** The platform's own record of an exhibitor (its hall and products), read over HTTP. */
async function exhibitorOnPlatform(id: number): Promise<{ hall: string; category: string; products: { id: number; name: string }[] }> {
  const response = await fetch(`${app.url}/api/events/1/exhibitors/${id}`);
  return ((await response.json()) as { data: { hall: string; category: string; products: { id: number; name: string }[] } }).data;
}

const searchField = (page: Page) => page.getByRole('searchbox', { name: productsCopy.searchLabel });
const query = (page: Page) => new URL(page.url()).searchParams;

describe('search in a 5,000-exhibitor fair, on a phone', () => {
  let page: Page;

  it('lists every exhibitor but renders only those on screen, announcing the list size', async () => {
    page = await browser.open('phone', app.url, '/products');
    // Pages after the first are held: while they are on their way, each row is announced as one of 5,000 all the same.
    let releasePages = () => {};
    const pagesHeld = new Promise<void>((resolve) => (releasePages = resolve));
    await page.route(/\/api\/events\/1\/exhibitors\?page=(?!1&)/, async (route) => {
      await pagesHeld;
      await route.continue();
    });
    await page.getByRole('tab', { name: productsCopy.exhibitorsTab }).click();
    const list = page.getByRole('list', { name: 'Peserta pameran, 5.000 peserta' });
    const items = list.getByRole('listitem');
    try {
      await expectVisible(list.getByRole('link', { name: /^PT Sinar Baja Presisi/ }), 'the first exhibitor');
      await expectVisible(page.getByText(/^Memuat peserta pameran/), 'the later pages on their way');
      expect(await items.count()).toBeLessThan(40);
      expect(await items.first().getAttribute('aria-setsize')).toBe('5000');
      expect(await items.first().getAttribute('aria-posinset')).toBe('1');
    } finally {
      releasePages();
    }
    await eventually(async () => !(await page.getByText(/^Memuat peserta pameran/).isVisible()), 'every page of exhibitors has arrived');
    expect(await items.first().getAttribute('aria-setsize')).toBe('5000');
    expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThanOrEqual(MAX_DOM_ELEMENTS);
  });

  it('brings the opened exhibitor back to where it was on screen, focused, after Back', async () => {
    await eventually(async () => !(await page.getByText(/^Memuat peserta pameran/).isVisible()), 'every page of exhibitors has arrived');
    await page.evaluate(() => window.scrollTo(0, 20_000));
    const list = page.getByRole('list', { name: 'Peserta pameran, 5.000 peserta' });
    await eventually(async () => (await list.getByRole('listitem').first().getAttribute('aria-posinset')) !== '1', 'the list renders the rows scrolled to');
    const position = await list.getByRole('listitem').nth(3).getAttribute('aria-posinset');
    const row = list.locator(`li[aria-posinset="${position}"]`);
    const name = (await row.locator('strong').textContent()) ?? '';
    await row.scrollIntoViewIfNeeded();
    const rowTop = (await row.boundingBox())!.y;
    await row.getByRole('link').click();
    await expectVisible(page.getByRole('heading', { level: 2, name }), "the exhibitor's page");
    expect(query(page).get('exhibitor')).not.toBeNull();

    await page.goBack();
    const again = list.locator(`li[aria-posinset="${position}"]`);
    await expectVisible(again.getByRole('link'), 'the same exhibitor, back in the list');
    // The visitor finds the row where it was on screen (rows settle within a frame or two).
    let seenAt = 0;
    await eventually(async () => Math.abs((seenAt = (await again.boundingBox())!.y) - rowTop) < 50, `the exhibitor is back at ${Math.round(rowTop)} px from the top of the screen`).catch((error: Error) => {
      throw new Error(`${error.message} (it is at ${Math.round(seenAt)} px)`);
    });
    await eventually(async () => again.getByRole('link').evaluate((link) => link === document.activeElement), 'focus is back on the exhibitor that was opened');
  });

  it('finds an exhibitor by name typed without accents and with a typo; the search is in the URL', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await searchField(page).fill(FOREIGN.typed);
    const exhibitors = page.getByRole('list', { name: productsCopy.resultsGroup.exhibitor });
    await expectVisible(exhibitors.getByRole('link', { name: new RegExp(`^${FOREIGN.name}`) }), 'the exhibitor among the results');
    expect(query(page).get('q')).toBe(FOREIGN.typed);
    // On a phone the first result is within the first screen (390×844), not below the fold.
    const first = (await exhibitors.getByRole('link').first().boundingBox())!;
    expect(first.y + first.height, 'the first result ends within the first screen').toBeLessThanOrEqual(844);
    await screenshot(page, 'search-results');
    await expectNoSeriousA11yViolations(page, 'the search results');
  });

  it('narrows the results by hall; the filter is in the URL and combines with the search', async () => {
    const { hall } = await exhibitorOnPlatform(FOREIGN.id);
    const otherHall = hall === 'Hall A' ? 'Hall B' : 'Hall A';
    await page.getByRole('combobox', { name: productsCopy.hallFilter }).selectOption(otherHall);
    await expectVisible(page.getByText(productsCopy.noResultsTitle), 'no results in another hall');
    expect(query(page).get('hall')).toBe(otherHall);
    await page.getByRole('combobox', { name: productsCopy.hallFilter }).selectOption(hall);
    await expectVisible(page.getByRole('link', { name: new RegExp(`^${FOREIGN.name}`) }), 'the exhibitor in its own hall');
    expect(Object.fromEntries(query(page))).toEqual({ q: FOREIGN.typed, hall });
  });

  it('opens a result at the top of the screen at its own address, and Back and "Kembali ke daftar" return to the results', async () => {
    const { hall } = await exhibitorOnPlatform(FOREIGN.id);
    await page.getByRole('link', { name: new RegExp(`^${FOREIGN.name}`) }).click();
    const heading = page.getByRole('heading', { level: 2, name: FOREIGN.name });
    await expectVisible(heading, "the exhibitor's page");
    // At the top of the screen: its heading within the first 300 px of a 844 px phone screen.
    const top = (await heading.boundingBox())!.y;
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(300);
    expect(Object.fromEntries(query(page))).toEqual({ exhibitor: String(FOREIGN.id), q: FOREIGN.typed, hall });
    expect(await searchField(page).inputValue()).toBe(FOREIGN.typed);
    await screenshot(page, 'search-opened-exhibitor');
    await page.goBack();
    await expectVisible(page.getByRole('link', { name: new RegExp(`^${FOREIGN.name}`) }), 'the results again');
    expect(await searchField(page).inputValue()).toBe(FOREIGN.typed);

    await page.getByRole('link', { name: new RegExp(`^${FOREIGN.name}`) }).click();
    await page.getByRole('button', { name: productsCopy.backToList }).click();
    await expectVisible(page.getByRole('link', { name: new RegExp(`^${FOREIGN.name}`) }), 'the results after "Kembali ke daftar"');
    expect(Object.fromEntries(query(page))).toEqual({ q: FOREIGN.typed, hall });
    expect(await searchField(page).inputValue()).toBe(FOREIGN.typed);
  });

  it("finds an exhibitor's product by name and opens it", async () => {
    const [product] = (await exhibitorOnPlatform(FOREIGN.id)).products;
    await page.getByRole('combobox', { name: productsCopy.hallFilter }).selectOption('');
    await searchField(page).fill(product!.name.toLowerCase());
    const products = page.getByRole('list', { name: productsCopy.resultsGroup.product });
    const result = products.getByRole('link', { name: new RegExp(`^${product!.name}`) }).first();
    await expectVisible(result, 'the product among the results');
    await result.click();
    await expectVisible(page.getByRole('heading', { level: 2, name: product!.name }), "the product's page");
    expect(Object.fromEntries(query(page))).toEqual({ product: String(product!.id), exhibitor: String(FOREIGN.id), q: product!.name.toLowerCase() });
    await expectVisible(page.getByRole('link', { name: FOREIGN.name, exact: true }), "the product's exhibitor, named with a link");
    await screenshot(page, 'search-opened-product');
  });
});
