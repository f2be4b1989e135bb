// The Produk rows of `npm run bench`: for fairs of 50, 500 and 5,000 exhibitors
// (the platform's demoExhibitors switch), on a 390 px phone at 4× CPU slowdown:
//   - from the tap on "Peserta pameran" (back from the merchandise tab: Produk opens on the
//     exhibitors) to the frame after the first exhibitor is on screen;
//   - the longest task from that tap until the search below has its match (Long Tasks API);
//   - DOM elements on the page once the list shows, and once the results show;
//   - from the last keystroke of a search by an exhibitor's name to the frame after its result
//     link is on screen.
// The visitor opens /products (network as the rest of the bench), waits until the page is
// network-idle (the catalogue has arrived, as when reading the merchandise first), then taps.
import { startPlatform } from '../server/platform.mjs';

export const CATALOGUE_SIZES = [50, 500, 5000];
/** The targets. */
export const CATALOGUE_TARGETS = { firstMs: 500, longestTaskMs: 100, domElements: 3000, searchMs: 500 };
const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
const EXHIBITORS_TAB = 'Peserta pameran';
/** The app's page size for the paged exhibitor list (src/screens/products/catalogue.ts PAGE_SIZE). */
const PAGE_SIZE = 200;
const MERCHANDISE_TAB = 'Merchandise';
const SEARCH_LABEL = 'Cari produk atau peserta';

/** In the page before any script: long tasks, and the time of each pointerdown and keydown. */
function installProbe() {
  const probe = { tasks: [], pointerAt: 0, keyAt: 0 };
  /** @type {any} */ (window).__catalogueProbe = probe;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No Long Tasks API: the row says 0.
  }
  addEventListener('pointerdown', (event) => (probe.pointerAt = event.timeStamp), true);
  addEventListener('keydown', (event) => (probe.keyAt = event.timeStamp), true);
}

/** Resolves with the time of the frame after `selector` (with `text`, if given) is on screen (a tab's hidden panel stays in the page). */
function frameAfter([selector, text]) {
  return new Promise((resolve) => {
    const found = () => [...document.querySelectorAll(selector)].some((el) => (text === null || el.textContent?.startsWith(text)) && el.getClientRects().length > 0);
    const check = () => (found() ? requestAnimationFrame(() => resolve(performance.now())) : requestAnimationFrame(check));
    check();
  });
}

async function oneRun(browser, baseURL, size, exhibitorName, cdpThrottle) {
  const context = await browser.newContext({ ...PHONE_390, baseURL, serviceWorkers: 'block', locale: 'id-ID' });
  try {
    await context.addInitScript(installProbe);
    const page = await context.newPage();
    await cdpThrottle(context, page);
    // Every page of the paged exhibitor list answered (the catalogue is in), then a moment to read.
    let pagesLeft = Math.ceil(size / PAGE_SIZE);
    const catalogueIn = new Promise((resolve) => {
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/api/events/1/exhibitors' && --pagesLeft === 0) resolve(undefined);
      });
    });
    await page.goto('/products', { timeout: 120_000 });
    await page.getByRole('tab', { name: EXHIBITORS_TAB }).waitFor({ timeout: 120_000 });
    await catalogueIn;
    // The app's own screen (the boot screen's tabs answer only once the app has come).
    await page.waitForFunction(() => document.querySelector('#root main') !== null && document.querySelector('#boot') === null, undefined, { timeout: 120_000 });
    await page.getByRole('tab', { name: MERCHANDISE_TAB }).tap();
    await page.waitForTimeout(1000);

    const shown = page.evaluate(frameAfter, ['#main ul[aria-label^="Peserta pameran"] li a strong', null]);
    await page.getByRole('tab', { name: EXHIBITORS_TAB }).tap();
    const shownAt = await shown;
    const tappedAt = await page.evaluate(() => /** @type {any} */ (window).__catalogueProbe.pointerAt);
    const listDom = await page.evaluate(() => document.querySelectorAll('*').length);

    await page.waitForTimeout(1500);
    const typingFrom = await page.evaluate(() => performance.now());
    const field = page.getByRole('searchbox', { name: SEARCH_LABEL });
    await field.tap();
    // The name typed a key at a time; timed from the last key to its results (not a partial query's).
    await page.keyboard.type(exhibitorName.slice(0, -1), { delay: 80 });
    await page.waitForTimeout(1000);
    const matched = page.evaluate(frameAfter, [`[data-results-for="${exhibitorName.replace(/"/g, '\\"')}"] a strong`, exhibitorName]);
    await page.keyboard.type(exhibitorName.slice(-1));
    const matchedAt = await matched;
    const keyAt = await page.evaluate(() => /** @type {any} */ (window).__catalogueProbe.keyAt);
    const resultsDom = await page.evaluate(() => document.querySelectorAll('*').length);
    const tasks = await page.evaluate(() => /** @type {any} */ (window).__catalogueProbe.tasks);
    const longestBetween = (from, to) => Math.max(0, ...tasks.filter((t) => t.start + t.duration >= from && t.start < to).map((t) => t.duration));
    return {
      firstMs: shownAt - tappedAt, listDom, resultsDom, searchMs: matchedAt - keyAt,
      longestTaskMs: longestBetween(tappedAt, Infinity),
      // Apart, for finding the cause: around the tab tap, and while typing the search.
      longestOnTabMs: longestBetween(tappedAt, typingFrom),
      longestTypingMs: longestBetween(typingFrom, Infinity),
    };
  } finally {
    await context.close();
  }
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} distDir the built app
 * @param {number} runs
 * @param {(context: any, page: any) => Promise<unknown>} cdpThrottle the bench's network + CPU throttling
 */
export async function measureCatalogue(browser, distDir, runs, cdpThrottle) {
  const results = [];
  for (const size of CATALOGUE_SIZES) {
    // Its own platform per size; the app's realtime address is the main platform's (Produk does not use it).
    const platform = await startPlatform({ port: 0, realtimePort: 0, distDir, demoExhibitors: size });
    try {
      const answer = await fetch(`${platform.url}/api/events/1/exhibitors/${size}`);
      const { data } = /** @type {{ data: { name: string } }} */ (await answer.json());
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const sample = await oneRun(browser, platform.url, size, data.name, cdpThrottle);
        samples.push(sample);
        console.log(`[bench] Produk ${size} exhibitors, run ${i + 1}/${runs}: first ${Math.round(sample.firstMs)} ms, longest task ${Math.round(sample.longestTaskMs)} ms ` +
          `(tab ${Math.round(sample.longestOnTabMs)}, typing ${Math.round(sample.longestTypingMs)}), ` +
          `DOM ${sample.listDom}/${sample.resultsDom}, search "${data.name}" ${Math.round(sample.searchMs)} ms`);
      }
      results.push({ size, samples });
    } finally {
      await platform.close();
    }
  }
  return results;
}

/** Markdown rows: one per fair size, medians (the DOM count is the larger of list and results). */
export function catalogueRows(results, median) {
  const ok = (value, target) => (value <= target ? 'ok' : '**over**');
  const rows = ['| Produk: exhibitors | first exhibitor after tab tap | longest task | DOM elements | search → match |', '|---|---|---|---|---|'];
  for (const { size, samples } of results) {
    const first = median(samples.map((s) => s.firstMs));
    const longest = median(samples.map((s) => s.longestTaskMs));
    const dom = median(samples.map((s) => Math.max(s.listDom, s.resultsDom)));
    const search = median(samples.map((s) => s.searchMs));
    const t = CATALOGUE_TARGETS;
    rows.push(`| ${size.toLocaleString('en')} | ${Math.round(first)} ms (${ok(first, t.firstMs)}) | ${Math.round(longest)} ms (${ok(longest, t.longestTaskMs)}) | ${Math.round(dom).toLocaleString('en')} (${ok(dom, t.domElements)}) | ${Math.round(search)} ms (${ok(search, t.searchMs)}) |`);
  }
  rows.push(`| target | ≤ ${CATALOGUE_TARGETS.firstMs} ms | ≤ ${CATALOGUE_TARGETS.longestTaskMs} ms | ≤ ${CATALOGUE_TARGETS.domElements.toLocaleString('en')} | ≤ ${CATALOGUE_TARGETS.searchMs} ms |`);
  return rows.join('\n');
}
