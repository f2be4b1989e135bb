// The floor plan (/denah) in real Chromium against the built app and the local platform, on a
// phone (390 px) and a desktop (1280 px): the plan's booths, the plan within the first screen
// (on a phone the search folded behind "Cari"), a tap on a booth, search, the address holding the
// selection (deep link, Back), "Lihat di denah" from the exhibitor page, the list view, keyboard,
// axe, and a signed-in visitor's list of booths to visit.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { phoneWithPlanKept } from './support/planKept';
import { expectNoSeriousA11yViolations, screenshot, useBrowser, VIEWPORTS, type Viewport } from './support/browser';
import { eventually, expectPath, heading, logInWithCode, logOut, VISITORS } from './support/visitor';

const app = useApp();
const browser = useBrowser();

/** From server/data.mjs and server/floorplan.mjs: 48 booths in halls A–D. */
const BOOTHS = 48;
/** Of them, the booths an exhibitor holds (server/data.mjs); the list view folds the other 41 away. */
const TAKEN_BOOTHS = 7;
const BEARING = { booth: 'A-05', id: 3, name: 'PT Bearing Jaya Abadi', category: 'Bantalan & Transmisi', product: 'Gearbox Reduksi WPA-60' };
const PUMPS = { booth: 'C-08', id: 7, name: 'CV Pompa Tirta Mandiri' };

const plan = (page: Page) => page.getByRole('group', { name: /^Denah pameran: 4 hall, 48 stan/ });
const boothLink = (page: Page, code: string) => plan(page).getByRole('link', { name: new RegExp(`^Stan ${code},`) });
const card = (page: Page) => page.getByRole('region', { name: /.+/ }).filter({ has: page.getByRole('link', { name: 'Lihat produk' }) });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Cari stan, peserta atau produk' });
const params = (page: Page) => new URL(page.url()).searchParams;
/** The plan's frame: the box the drawing is panned and zoomed in. */
const planFrame = (page: Page) => plan(page).locator('xpath=ancestor::div[2]');
const searchToggle = (page: Page) => page.getByRole('button', { name: 'Cari', exact: true });

/** On a phone the search is folded into the plan's toolbar: one tap opens it (scrolled back up to it first, as a visitor would). */
async function openSearch(page: Page, viewport: Viewport) {
  if (viewport !== 'phone' || (await searchToggle(page).getAttribute('aria-expanded')) === 'true') return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await searchToggle(page).tap();
  await eventually(async () => (await searchToggle(page).getAttribute('aria-expanded')) === 'true', 'the search opens');
}

/** Resolves when the platform has answered the next save of the visitor's list of booths to visit (x-assumed, kept with the account). */
function listSaved(page: Page): Promise<unknown> {
  return page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === '/api/users/visit-list' && response.ok());
}

async function expectBoothParam(page: Page, code: string | null) {
  await eventually(async () => params(page).get('booth') === code, `the address holds booth=${code} (it is ${page.url()})`);
}

/** A one-finger drag on a phone (touch events through CDP), a mouse drag on a desktop. */
async function drag(page: Page, viewport: Viewport, from: { x: number; y: number }, by: { x: number; y: number }) {
  const steps = 8;
  if (viewport === 'desktop') {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + by.x, from.y + by.y, { steps });
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  const at = (step: number) => [{ x: from.x + (by.x * step) / steps, y: from.y + (by.y * step) / steps }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= steps; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  // The finger comes back no sooner than a person's would: Chromium drops a tap that follows
  // these synthetic touches within its double-tap window (a pointerdown and no click).
  await new Promise((resolve) => setTimeout(resolve, DOUBLE_TAP_WINDOW_MS));
}

/** Chromium's double-tap window is 300 ms; a little more. */
const DOUBLE_TAP_WINDOW_MS = 400;

const VISITOR_FOR: Record<Viewport, string> = { phone: VISITORS.siti.code, desktop: VISITORS.agus.code };

describe.each(VIEWPORTS)('the floor plan on a %s', (viewport) => {
  let page: Page;
  /**
   * Behaviour that is the same at any width (searching, the way from an exhibitor's page, what an
   * anonymous visitor is asked, the list kept with the account) runs on the phone only; the
   * desktop keeps what its layout and pointer change: the plan drawn and its axe, the halls and
   * names in the frame, the first screen, a click and a mouse drag, a deep link centred in its
   * frame, the list view, the marks drawn and the offline banner (docs/testing.md, "Two widths
   * only where the layout is tested").
   */
  const onThePhone = it.runIf(viewport === 'phone');

  it('draws every booth as a link named by its code, exhibitor and category, with the menu entry', async () => {
    page = await browser.open(viewport, app.url, '/home');
    await page.getByRole('navigation').getByRole('link', { name: 'Denah' }).click();
    await expectPath(page, '/denah');
    await expect.poll(() => heading(page).textContent()).toBe('Denah Pameran');
    await plan(page).waitFor();
    expect(await plan(page).getByRole('link').count()).toBe(BOOTHS);
    await boothLink(page, BEARING.booth).waitFor();
    expect(await boothLink(page, BEARING.booth).getAttribute('aria-label')).toBe(`Stan ${BEARING.booth}, ${BEARING.name}, ${BEARING.category}`);
    expect(await boothLink(page, 'A-02').getAttribute('aria-label')).toBe('Stan A-02, kosong');
    // Colour is never alone: every category in the legend is written out.
    for (const category of ['Bantalan & Transmisi', 'Mesin CNC', 'Pompa Industri', 'Stan kosong']) {
      expect(await page.getByRole('listitem').filter({ hasText: category }).count(), category).toBeGreaterThan(0);
    }
    await screenshot(page, 'denah-plan');
    await expectNoSeriousA11yViolations(page, '/denah');
  });

  it('first shows every hall with its name whole and readable (not zoomed onto the crossing between them)', async () => {
    // The page was just opened by the test before, untouched.
    const frame = (await planFrame(page).boundingBox())!;
    for (const hall of ['Hall A', 'Hall B', 'Hall C', 'Hall D']) {
      const label = (await plan(page).locator('text', { hasText: new RegExp(`^${hall}$`) }).boundingBox())!;
      expect(label.x, `${hall} starts inside the frame`).toBeGreaterThanOrEqual(frame.x);
      expect(label.y, `${hall} starts inside the frame`).toBeGreaterThanOrEqual(frame.y);
      expect(label.x + label.width, `${hall} ends inside the frame`).toBeLessThanOrEqual(frame.x + frame.width);
      expect(label.y + label.height, `${hall} ends inside the frame`).toBeLessThanOrEqual(frame.y + frame.height);
      expect(label.height, `${hall} is drawn at a readable size`).toBeGreaterThanOrEqual(12);
    }
  });

  it("writes the exhibitors' names on their booths once zoomed in enough to read them", async () => {
    const booth = boothLink(page, BEARING.booth);
    const name = booth.locator('text.booth-name');
    // At the whole plan a name would be specks: it waits for the zoom.
    expect(await name.isVisible(), 'no name at the whole plan').toBe(false);
    const zoomIn = page.getByRole('button', { name: 'Perbesar', exact: true });
    for (let step = 0; step < 8 && !(await name.isVisible()); step++) {
      await zoomIn.click();
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(await name.isVisible(), 'the name once zoomed in').toBe(true);
    // "PT Bearing Jaya Abadi" in two lines, words whole, inside the booth, readable.
    expect(await name.locator('tspan').allTextContents()).toEqual(['PT Bearing', 'Jaya Abadi']);
    const written = (await name.boundingBox())!;
    const shape = (await booth.locator('rect.booth').boundingBox())!;
    expect(written.x).toBeGreaterThanOrEqual(shape.x);
    expect(written.x + written.width).toBeLessThanOrEqual(shape.x + shape.width);
    expect(written.y + written.height).toBeLessThanOrEqual(shape.y + shape.height + 1);
    expect(written.height / 2, 'each line at least 9 px high').toBeGreaterThanOrEqual(9);
    // Reached with Tab, the booth is brought into view.
    await booth.focus();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await screenshot(page, 'denah-names', { fullPage: false });
    await page.getByRole('button', { name: 'Seluruh denah', exact: true }).click();
    await eventually(async () => !(await name.isVisible()), 'the names go with the whole plan again');
  });

  it('puts the plan within the first screen, the search one tap away', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    const screen = page.viewportSize()!;
    const frame = (await planFrame(page).boundingBox())!;
    expect(frame.y, "the plan's top is on the first screen").toBeLessThan(screen.height);
    if (viewport === 'phone') {
      // Folded search and buttons: less than half the first screen goes before the plan (it was 485 px of 844).
      expect(frame.y, "the plan starts in the screen's upper half").toBeLessThan(screen.height / 2);
      // The whole plan, above the bottom menu; its zoom in the bar along its top, covering no booth.
      const menuTop = (await page.getByRole('navigation', { name: 'Navigasi utama' }).boundingBox())!.y;
      expect(frame.y + frame.height, 'the whole plan is above the bottom menu').toBeLessThanOrEqual(menuTop);
      for (const name of ['Perbesar', 'Perkecil', 'Seluruh denah']) {
        const button = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
        expect(button.y + button.height, `${name} is above the drawing`).toBeLessThanOrEqual(frame.y);
        expect(button.y, `${name} is right above it`).toBeGreaterThan(frame.y - 60);
        expect(Math.min(button.width, button.height), `${name} is a 44 px target`).toBeGreaterThanOrEqual(44);
      }
      // Folded: the search field waits behind "Cari", which opens it ready to type.
      expect(await search(page).isVisible()).toBe(false);
      expect(await searchToggle(page).getAttribute('aria-expanded')).toBe('false');
      await screenshot(page, 'denah-first-screen', { fullPage: false });
      await searchToggle(page).tap();
      await expect.poll(() => search(page).evaluate((field) => field === document.activeElement)).toBe(true);
      expect(await searchToggle(page).getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.type('pompa');
      await page.getByRole('status').filter({ hasText: '2 stan cocok.' }).waitFor();
      // Folding it away ends the search.
      await searchToggle(page).tap();
      expect(await search(page).isVisible()).toBe(false);
      await eventually(async () => params(page).get('q') === null, 'the search has left the address');
    } else {
      // A wide screen has room: the search is there without a tap, and no toggle.
      expect(await search(page).isVisible()).toBe(true);
      expect(await searchToggle(page).isVisible()).toBe(false);
      await screenshot(page, 'denah-first-screen', { fullPage: false });
    }
  });

  it("tapping a booth shows its exhibitor's card and puts the booth in the address", async () => {
    const booth = boothLink(page, BEARING.booth);
    // As a visitor who scrolled down to the plan: its frame at the top of the screen.
    if (viewport === 'phone') await plan(page).evaluate((svg) => svg.closest('[data-plan-drawn]')?.parentElement?.scrollIntoView({ block: 'start' }));
    if (viewport === 'phone') await booth.tap();
    else await booth.click();
    await expectBoothParam(page, BEARING.booth);
    await page.getByRole('heading', { level: 2, name: BEARING.name }).waitFor();
    expect(await card(page).getByText(`Stan ${BEARING.booth} · Hall A`).isVisible()).toBe(true);
    expect(await card(page).getByText(BEARING.category).isVisible()).toBe(true);
    expect(await card(page).getByRole('link', { name: 'Lihat produk' }).getAttribute('href')).toBe(`/products?exhibitor=${BEARING.id}`);
    expect(await boothLink(page, BEARING.booth).getAttribute('aria-current')).toBe('true');
    if (viewport === 'phone') {
      // On a phone the card appears where the visitor looks (a bottom sheet),
      // within the screen, not above the map and off it.
      const shown = (await card(page).boundingBox())!;
      expect(shown.y, 'the card starts on screen').toBeGreaterThanOrEqual(0);
      expect(shown.y + shown.height, 'the card ends on screen').toBeLessThanOrEqual(page.viewportSize()!.height);
    }
    await screenshot(page, 'denah-selected');
  });

  it('drags the plan without choosing the booth the drag ends on', async () => {
    const before = await plan(page).locator('xpath=..').evaluate((stage) => (stage as HTMLElement).style.transform);
    // Touches land only inside the viewport.
    await plan(page).locator('xpath=../..').scrollIntoViewIfNeeded();
    const frame = (await plan(page).locator('xpath=../..').boundingBox())!;
    await drag(page, viewport, { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 }, { x: 60, y: 10 });
    await eventually(async () => (await plan(page).locator('xpath=..').evaluate((stage) => (stage as HTMLElement).style.transform)) !== before, 'the plan moved');
    expect(params(page).get('booth')).toBe(BEARING.booth);
  });

  onThePhone('searches by product name: the match is listed and highlighted; choosing it selects its booth; Back returns', async () => {
    await openSearch(page, viewport);
    await search(page).fill('gearbox');
    await page.getByRole('status').filter({ hasText: '1 stan cocok.' }).waitFor();
    expect(params(page).get('q')).toBe('gearbox');
    expect(await boothLink(page, BEARING.booth).getAttribute('aria-label')).toContain('cocok dengan pencarian');
    await search(page).fill('pompa');
    await page.getByRole('status').filter({ hasText: '2 stan cocok.' }).waitFor();
    await page.getByRole('button', { name: new RegExp(`^${PUMPS.booth}\\s*${PUMPS.name}`) }).click();
    await expectBoothParam(page, PUMPS.booth);
    await page.getByRole('heading', { level: 2, name: PUMPS.name }).waitFor();
    await screenshot(page, 'denah-search');
    await page.goBack();
    await expectBoothParam(page, BEARING.booth);
    await page.getByRole('heading', { level: 2, name: BEARING.name }).waitFor();
  });

  it('opens a deep link centred on its booth, and reaches a booth with the keyboard', async () => {
    await page.goto(`/denah?booth=${PUMPS.booth}`);
    await page.getByRole('heading', { level: 2, name: PUMPS.name }).waitFor();
    const frame = await page.locator('[data-plan-drawn]').evaluate((stage) => stage.parentElement!.getBoundingClientRect().toJSON());
    await eventually(async () => {
      const box = await boothLink(page, PUMPS.booth).boundingBox();
      if (!box) return false;
      const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      return Math.abs(middle.x - (frame.x + frame.width / 2)) < frame.width * 0.1 && middle.y > frame.y && middle.y < frame.y + frame.height;
    }, `booth ${PUMPS.booth} is in the middle of the plan`);
    await boothLink(page, 'A-01').focus();
    await page.keyboard.press('Enter');
    await expectBoothParam(page, 'A-01');
    await page.getByRole('heading', { level: 2, name: 'PT Sinar Baja Presisi' }).waitFor();
  });

  it('shows the same booths and actions in the list view', async () => {
    await page.getByRole('button', { name: 'Daftar stan' }).click();
    const list = page.getByRole('list', { name: 'Daftar stan' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(TAKEN_BOOTHS);
    await page.getByText(`${BOOTHS - TAKEN_BOOTHS} stan kosong`).click();
    expect(await page.getByRole('list', { name: `${BOOTHS - TAKEN_BOOTHS} stan kosong` }).getByRole('listitem').count()).toBe(BOOTHS - TAKEN_BOOTHS);
    await list.getByRole('button', { name: new RegExp(`^${BEARING.booth}`) }).click();
    await expectBoothParam(page, BEARING.booth);
    expect(params(page).get('tampilan')).toBe('daftar');
    await screenshot(page, 'denah-list');
    await expectNoSeriousA11yViolations(page, '/denah list view');
  });

  onThePhone('goes from an exhibitor\'s page to its booth with "Lihat di denah"', async () => {
    await page.goto(`/products?exhibitor=${BEARING.id}`);
    await page.getByRole('heading', { level: 2, name: BEARING.name }).waitFor();
    await page.getByRole('link', { name: `Lihat di denah: ${BEARING.name}` }).click();
    await expectPath(page, '/denah');
    await expectBoothParam(page, BEARING.booth);
    await page.getByRole('heading', { level: 2, name: BEARING.name }).waitFor();
  });

  onThePhone('asks an anonymous visitor to sign in to mark booths', async () => {
    expect(await page.getByText('Masuk untuk menandai stan yang ingin Anda kunjungi.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: `Tandai ingin dikunjungi: ${BEARING.name}` }).count()).toBe(0);
  });

  it('lets a signed-in visitor mark booths, tick one visited, and keeps the list on the device across a reload', async () => {
    await logInWithCode(page, VISITOR_FOR[viewport]);
    await page.goto(`/denah?booth=${BEARING.booth}`);
    const markBearing = page.getByRole('button', { name: `Tandai ingin dikunjungi: ${BEARING.name}` });
    // The next address is a new page load: leave once the mark is kept (with the account, on the
    // demo platform), as a visitor's next tap would (a load in the same instant may cut it short).
    let saved = listSaved(page);
    await markBearing.click();
    await eventually(async () => (await markBearing.getAttribute('aria-pressed')) === 'true', 'the mark is pressed');
    await saved;
    await page.goto(`/products?exhibitor=${PUMPS.id}`);
    const markPumps = page.getByRole('button', { name: `Tandai ingin dikunjungi: ${PUMPS.name}` });
    saved = listSaved(page);
    await markPumps.click();
    await eventually(async () => (await markPumps.getAttribute('aria-pressed')) === 'true', 'the second mark is pressed');
    await saved;
    await page.goto('/denah');
    const visits = page.getByRole('region', { name: 'Stan yang ingin saya kunjungi' });
    await visits.getByText('0 dari 2 sudah dikunjungi.').waitFor();
    await visits.getByRole('checkbox', { name: `Sudah dikunjungi: ${BEARING.name}` }).check();
    await visits.getByText('1 dari 2 sudah dikunjungi.').waitFor();
    expect(await boothLink(page, BEARING.booth).getAttribute('aria-label')).toContain('sudah dikunjungi');
    expect(await boothLink(page, PUMPS.booth).getAttribute('aria-label')).toContain('ingin dikunjungi');
    // On the plan, each mark is drawn above the booth's code: a tick (a stroked line) for the
    // visited booth, a star (a filled shape) for the one still to visit, nothing on the others.
    const marksDrawn = (code: string) => boothLink(page, code).locator('path').evaluateAll((paths) => paths.map((path) => (path.getAttribute('fill') === 'none' ? 'tick' : 'star')));
    expect(await marksDrawn(BEARING.booth)).toEqual(['tick']);
    expect(await marksDrawn(PUMPS.booth)).toEqual(['star']);
    expect(await marksDrawn('A-01')).toEqual([]);
    // The code stays written (the mark is drawn beside it, not over it).
    expect(await boothLink(page, BEARING.booth).locator('text').first().textContent()).toBe(BEARING.booth);
    await screenshot(page, 'denah-marked');
    await expectNoSeriousA11yViolations(page, '/denah signed in with marks');
    await page.reload();
    await page.getByRole('region', { name: 'Stan yang ingin saya kunjungi' }).getByText('1 dari 2 sudah dikunjungi.').waitFor();
    await page.getByRole('region', { name: 'Stan yang ingin saya kunjungi' }).getByRole('button', { name: `Lihat di denah: ${PUMPS.name}` }).click();
    await expectBoothParam(page, PUMPS.booth);
  });

  it('offline, the banner covers nothing: the visit list\'s last "Lihat di denah" and "Hapus" scroll clear of it', async () => {
    // The page is signed in with two marks from the test before.
    await page.goto('/denah');
    const visits = page.getByRole('region', { name: 'Stan yang ingin saya kunjungi' });
    await visits.getByText('1 dari 2 sudah dikunjungi.').waitFor();
    await page.context().setOffline(true);
    try {
      const banner = page.getByTestId('pwa-offline-banner');
      await banner.waitFor({ state: 'visible' });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const bannerTop = (await banner.boundingBox())!.y;
      for (const name of [`Lihat di denah: ${PUMPS.name}`, `Hapus ${PUMPS.name} dari daftar kunjungan`]) {
        const control = (await visits.getByRole('button', { name }).boundingBox())!;
        expect(control.y + control.height, `"${name}" ends above the offline banner`).toBeLessThanOrEqual(bannerTop);
      }
      await screenshot(page, 'denah-offline-banner');
    } finally {
      await page.context().setOffline(false);
    }
  });

  onThePhone('keeps the list with the account: after logout the same visitor signs in and finds it again', async () => {
    await page.goto('/profile');
    await logOut(page);
    await expectPath(page, '/home');
    await logInWithCode(page, VISITOR_FOR[viewport]);
    await page.goto('/denah');
    await page.getByRole('region', { name: 'Stan yang ingin saya kunjungi' }).getByText('1 dari 2 sudah dikunjungi.').waitFor();
  });
});

describe('the floor plan at the venue without a network', () => {
  it('opens offline after one online visit, with every booth and the list view (the service worker keeps the plan)', async () => {
    const { context, page } = await phoneWithPlanKept(browser, app.url);
    try {

      await context.setOffline(true);
      await page.goto(`/denah?booth=${BEARING.booth}`);
      await plan(page).waitFor();
      expect(await plan(page).getByRole('link').count()).toBe(BOOTHS);
      await page.getByRole('heading', { level: 2, name: BEARING.name }).waitFor();
      await page.getByRole('button', { name: 'Daftar stan' }).click();
      expect(await page.getByRole('list', { name: 'Daftar stan' }).getByRole('listitem').count()).toBe(TAKEN_BOOTHS);
      await screenshot(page, 'denah-offline');
    } finally {
      await context.close();
    }
  });
});
