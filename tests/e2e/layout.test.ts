// Layout, in real Chromium at 390 px and 1280 px: what a visitor's thumb and eye run into.
// "Lihat di denah" and the bottom menu's entries are tap targets at least 44 × 44 px, merchandise's "Tambah
// ke keranjang" stays inside its card, a price never breaks between "Rp" and the amount, and the
// phone's bottom menu shows an icon over each label without covering the end of the page.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { screenLoaded, screenshot, useBrowser, VIEWPORTS } from './support/browser';
import { logInWithCode, VISITORS } from './support/visitor';

const app = useApp();
const browser = useBrowser();

/** The rendered box of a locator (it must be on the page). */
async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('the element is not rendered');
  return found;
}

/** How many lines an inline element's text takes (one client rect per line box). */
const lines = (locator: Locator) => locator.evaluate((element) => element.getClientRects().length);

describe.each(VIEWPORTS)('layout on a %s', (viewport) => {
  let page: Page;

  it('merchandise: "Tambah ke keranjang" fits its card and every price is on one line', async () => {
    page = await browser.open(viewport, app.url, '/login');
    await logInWithCode(page, viewport === 'phone' ? VISITORS.siti.code : VISITORS.agus.code);
    await page.goto('/products');
    // The app's own screen: index.html's boot screen draws some of the same, then goes.
    await screenLoaded(page);
    await page.getByRole('tab', { name: 'Merchandise' }).click();
    const cards = page.locator('article').filter({ has: page.getByRole('button', { name: /^Tambah ke keranjang/ }) });
    await cards.first().waitFor();
    await screenshot(page, 'layout-merchandise');
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(3);
    for (let index = 0; index < count; index++) {
      const card = cards.nth(index);
      await card.scrollIntoViewIfNeeded();
      const cardBox = await box(card);
      const buttonBox = await box(card.getByRole('button', { name: /^Tambah ke keranjang/ }));
      const leftGap = buttonBox.x - cardBox.x;
      const rightGap = cardBox.x + cardBox.width - (buttonBox.x + buttonBox.width);
      expect(leftGap, `the button of card ${index + 1} starts inside it`).toBeGreaterThanOrEqual(0);
      expect(rightGap, `the button of card ${index + 1} ends inside it`).toBeGreaterThanOrEqual(0);
      // It spans the card: as much room on either side (no shift towards one edge).
      expect(Math.abs(leftGap - rightGap), `the button of card ${index + 1} sits centred across it`).toBeLessThanOrEqual(1);
      expect(buttonBox.height).toBeGreaterThanOrEqual(44);
      const price = card.locator('data');
      expect(await price.textContent()).toMatch(/^Rp \d{1,3}(\.\d{3})*$/);
      expect(await lines(price), `"${await price.textContent()}" on one line`).toBe(1);
    }
  });

  it('"Lihat di denah" on an exhibitor is a 44 × 44 px target', async () => {
    await page.goto('/products?exhibitor=5');
    // The app's own screen: index.html's boot screen draws some of the same, then goes.
    await screenLoaded(page);
    const link = page.getByRole('link', { name: /^Lihat di denah/ }).first();
    await link.waitFor();
    const linkBox = await box(link);
    expect(linkBox.height).toBeGreaterThanOrEqual(44);
    expect(linkBox.width).toBeGreaterThanOrEqual(44);
  });

  if (viewport === 'phone') {
    it('the bottom menu: an icon over each label, 44 px targets, and the page ends above it', async () => {
      await page.goto('/denah');
      // The app's own screen: index.html's boot screen draws some of the same, then goes.
      await screenLoaded(page);
      const menu = page.getByRole('navigation', { name: 'Navigasi utama' });
      const entries = menu.getByRole('link');
      expect(await entries.allTextContents()).toEqual(['Beranda', 'Produk', 'Agenda', 'Denah', 'Transaksi']);
      for (let index = 0; index < 5; index++) {
        const entry = entries.nth(index);
        expect(await entry.locator('svg').count(), `an icon in "${await entry.textContent()}"`).toBe(1);
        const iconBox = await box(entry.locator('svg'));
        const entryBox = await box(entry);
        expect(iconBox.y + iconBox.height, 'the icon sits over the label').toBeLessThan(entryBox.y + entryBox.height / 2 + 4);
        expect(entryBox.height).toBeGreaterThanOrEqual(44);
        expect(entryBox.width).toBeGreaterThanOrEqual(44);
      }
      // The last control of the page, scrolled as far as it goes, is above the menu, not under it.
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const menuTop = (await box(menu)).y;
      const lastBottom = await page.evaluate(() => {
        const controls = [...document.querySelectorAll('#main a[href], #main button, #main input')].filter((element) => element.getBoundingClientRect().height > 0);
        const last = controls[controls.length - 1]!;
        return last.getBoundingClientRect().bottom;
      });
      expect(lastBottom).toBeLessThanOrEqual(menuTop);
      await screenshot(page, 'layout-bottom-menu');
    });
  }
});
