// The boot screen and its preview in real Chromium: index.html paints /home's event (a booth's
// exhibitor, a live session's title, Produk's first items) from the prefetched answer of the real platform before any
// script file has arrived, the app takes the whole boot screen away once its own screen has
// content (one <main>, one h1, the event once), and a broken answer leaves the static skeleton
// without a page error.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { isAppScript, refuseAppScripts, requestTimes, UI_TIMEOUT, useBrowser } from './support/browser';
import { heading, logInWithCode } from './support/visitor';

const app = useApp();
const browser = useBrowser();

const EVENT_NAME = 'Pameran Suku Cadang & Mesin Industri 2026';
const EVENT_VENUE = 'JIExpo Kemayoran, Jakarta (hibrida)';

const pages: Page[] = [];
let pageErrors: string[] = [];

beforeAll(() => {
  pageErrors = [];
});

afterEach(async () => {
  app.platform.misbehave('');
  for (const page of pages.splice(0)) await page.context().close();
  expect(pageErrors).toEqual([]);
});

/**
 * Records, in the page, each answer whose body has been read as JSON, one task after the read
 * settled: the boot script paints from an answer in the microtasks right after its read, so once
 * the answer is recorded the boot screen has been painted from it, or has refused it. Init scripts
 * run before index.html's own.
 */
async function recordAnswersRead(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const read: string[] = [];
    (window as unknown as { __answersRead: string[] }).__answersRead = read;
    const json = Response.prototype.json;
    Response.prototype.json = function (this: Response) {
      const body = json.call(this);
      const settled = () => void setTimeout(() => read.push(new URL(this.url).pathname));
      body.then(settled, settled);
      return body;
    };
  });
}

/** Waits until the boot script has read the answer to `path` (and so painted from it, or not). */
async function answerRead(page: Page, path: string): Promise<void> {
  await page.waitForFunction((wanted) => (window as unknown as { __answersRead: string[] }).__answersRead.includes(wanted), path);
}

/**
 * A phone-sized page at /home, once the prefetched event answer has arrived and been painted.
 * `withoutScripts`: every script file of the app is refused (refuseAppScripts).
 * `page`: reuse that page's browser context (its localStorage), e.g. for a second visit.
 */
async function openHome({ withoutScripts = false, after, path = '/home' }: { withoutScripts?: boolean; after?: Page; path?: string } = {}): Promise<Page> {
  const page = await phonePage(after);
  if (withoutScripts) await refuseAppScripts(page);
  await recordAnswersRead(page);
  await page.goto(path);
  // The prefetched event answer has arrived and the boot script has painted from it (or refused it).
  await answerRead(page, '/api/events/1');
  return page;
}

/** A phone-sized page (in `after`'s context, or a new one), closed after the test, its errors recorded. */
async function phonePage(after?: Page): Promise<Page> {
  const context = after?.context() ?? (await browser.browser.newContext({ baseURL: app.url, viewport: { width: 412, height: 823 }, locale: 'id-ID', serviceWorkers: 'block' }));
  context.setDefaultTimeout(UI_TIMEOUT);
  const page = await context.newPage();
  pages.push(page);
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return page;
}

/** Holds the answers to `url` until the returned release is called. */
async function holdAnswers(page: Page, url: Parameters<Page['route']>[0]): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/**
 * Records each largest-contentful-paint candidate of `page`'s documents, with its text while it
 * is still on the page: the frame that first showed a text ends at its paintTime (paintTimeOf).
 */
async function recordLargestPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const painted: { text: string; paintTime: number }[] = [];
    (window as unknown as { __painted: typeof painted }).__painted = painted;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; paintTime: number })[]) painted.push({ text: entry.element?.textContent ?? '', paintTime: entry.paintTime });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** When (ms from navigation) the frame that first showed `text` as the largest paint ended (recordLargestPaints). */
async function paintTimeOf(page: Page, text: string): Promise<number> {
  const painted = await page.waitForFunction((wanted) => (window as unknown as { __painted: { text: string; paintTime: number }[] }).__painted.find((entry) => entry.text.includes(wanted))?.paintTime, text);
  return (await painted.jsonValue()) as number;
}

/**
 * A phone's browser context in which the service worker controls the app and keeps `path`'s
 * answers: `path` opened, and opened again under the worker until the app shows `shown`.
 */
async function visitedUnderServiceWorker(path: string, shown: (page: Page) => Locator): Promise<BrowserContext> {
  const context = await browser.browser.newContext({ baseURL: app.url, viewport: { width: 412, height: 823 }, locale: 'id-ID', serviceWorkers: 'allow' });
  context.setDefaultTimeout(UI_TIMEOUT);
  const first = await context.newPage();
  pages.push(first);
  await first.goto(path);
  await first.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, { timeout: 30_000 });
  await first.reload();
  await shown(first).waitFor();
  return context;
}

/** The next visit to `path` in `first`'s context (its localStorage): no script file and no answer ever comes. */
async function visitAgainOffline(first: Page, path = '/home'): Promise<Page> {
  const page = await first.context().newPage();
  pages.push(page);
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.route('**/api/**', () => undefined);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return page;
}

describe('the boot screen in English (no flash of the wrong language)', () => {
  it('shows no Indonesian on a first visit by ?lang=en, before any script file has run, and takes the parameter off the address', async () => {
    const page = await openHome({ withoutScripts: true, path: '/home?lang=en' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(new URL(page.url()).search).toBe('');
    // The English chunk has never run on this device: the boot screen's Indonesian is hidden.
    await expect(page.locator('#boot').isVisible()).resolves.toBe(false);
    expect(await page.locator('body').innerText()).not.toMatch(/Beranda|Masuk|Tentang acara/);
  });

  it('paints the boot screen in English on the next visit, before any script file has run', async () => {
    const first = await openHome({ path: '/home?lang=en' });
    await first.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    const page = await visitAgainOffline(first);
    const boot = page.locator('#boot');
    await expect(boot.isVisible()).resolves.toBe(true);
    await expect(heading(page).textContent()).resolves.toBe('Home');
    const card = boot.getByRole('region', { name: 'About the event' });
    const facts = await card.locator('dt, dd').allTextContents();
    expect(facts[0]).toBe('Venue');
    expect(facts[2]).toBe('Dates');
    await expect(boot.getByRole('link', { name: 'Sign in', exact: true }).isVisible()).resolves.toBe(true);
    await expect(boot.getByRole('link', { name: 'ID, Bahasa Indonesia' }).getAttribute('href')).resolves.toBe('?lang=id');
    expect(await page.title()).toBe('Pameran — Spare Parts & Machinery');
    expect(await boot.innerText()).not.toMatch(/Beranda|Masuk|Tentang acara|Lokasi/);
  });
});

/**
 * `path` opened on `page` with every script file of the app refused, once the boot script has read
 * the answer to `answerPath` (and so painted from it): the boot screen's <main>, nothing of the app.
 */
async function paintedWithoutScripts(page: Page, path: string, answerPath: string) {
  await refuseAppScripts(page);
  await recordAnswersRead(page);
  await page.goto(path);
  await answerRead(page, answerPath);
  expect(await page.locator('#root').innerHTML()).toBe('');
  return page.locator('#boot main');
}

describe("a booth's QR code: the boot screen paints its exhibitor's page", () => {
  /** Where each of the exhibitor page's parts is on the phone's screen, in `main`. */
  const partsOf = (main: Locator) =>
    // What a visitor can see: not what a closed <details> folds away (the booth-code form).
    main.locator('h2, h3, p, img, a, button').evaluateAll((parts) => parts.filter((part) => part.checkVisibility()).map((part) => {
      const box = part.getBoundingClientRect();
      return `${part.tagName} ${part.getAttribute('aria-label') ?? part.textContent} @${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
    }));

  it('from the prefetched answer, before any script file has run: its card, its first products, in the place the app then draws them', async () => {
    // A visitor typing the code by hand as the QR does not: Produk (and so the boot script) reads b07 as B-07.
    const boot = await paintedWithoutScripts(await phonePage(), '/products?booth=b07&stamp=Qm9vdGhTZWNyZXQxMjM0', '/api/events/1/exhibitorCode/B-07');
    await expect(heading(boot.page()).textContent()).resolves.toBe('Produk');
    await expect(boot.getByRole('heading', { level: 2 }).first().textContent()).resolves.toBe('PT Genset Andalan');
    // The demo platform's exhibitor 5 (server/data.mjs), as its page writes it.
    await expect(boot.getByText('Stan B-07 · Hall B · Genset & Kelistrikan ·').isVisible()).resolves.toBe(true);
    // Above it, the stamp's notice for the booth the address names, as the app writes it.
    await expect(boot.getByRole('status').first().textContent()).resolves.toBe('Masuk untuk mengumpulkan stempel stan B-07. Stempelnya menunggu sampai Anda masuk. Masuk');
    await expect(boot.getByRole('link', { name: 'Lihat di denah: PT Genset Andalan' }).getAttribute('href')).resolves.toBe('/denah?booth=B-07');
    await expect(boot.getByText('Generator set diesel dan panel listrik untuk proyek dan pabrik.').isVisible()).resolves.toBe(true);
    await expect(boot.getByRole('link', { name: 'Situs web' }).getAttribute('href')).resolves.toBe('https://gensetandalan.example/');
    const products = boot.getByRole('list', { name: 'Produk, 2 produk' }).getByRole('listitem');
    await expect(products.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual(['Genset Diesel GA-30 kVA', 'Panel ATS-AMF 3 Fase']);
    await expect(products.first().getByText('Rp 168.000.000', { exact: true }).isVisible()).resolves.toBe(true);
    // The first row's pictures, the largest thing on the screen, are asked for at once.
    const pictures = products.getByRole('img');
    await expect(pictures.evaluateAll((all) => all.map((picture) => `${new URL((picture as HTMLImageElement).src).pathname} ${(picture as HTMLImageElement).loading}`))).resolves.toEqual(['/media/product/501.svg eager', '/media/product/502.svg eager']);
    await expect(pictures.first().evaluate((picture) => (picture as HTMLImageElement).complete && (picture as HTMLImageElement).naturalWidth > 0)).resolves.toBe(true);
  });

  it("the app's own page takes its place with every part where the boot screen drew it", async () => {
    // A shared link (no stamp: the app adds the stamp's notice above the page).
    const path = '/products?exhibitor=5';
    const boot = await paintedWithoutScripts(await phonePage(), path, '/api/events/1/exhibitors/5');
    const painted = await partsOf(boot);
    const page = await phonePage();
    await page.goto(path);
    const main = page.locator('#root main');
    await main.getByRole('button', { name: 'Spesifikasi Panel ATS-AMF 3 Fase' }).waitFor();
    // The app's whole page: the same parts, in the same places (Produk's search below included).
    expect(await partsOf(main)).toEqual(painted);
    expect(painted.length).toBeGreaterThan(20);
  });
});

describe("Produk (/products): the boot screen paints the exhibitors' tab it opens on", () => {
  /** The demo platform's first five exhibitors (by number), as Produk's list writes each row. */
  const FIRST_ROWS = [
    'PT Sinar Baja PresisiStan A-01 · Hall A · Mesin CNC',
    'CV Hidrolik NusantaraStan B-02 · Hall B · Hidrolik & Pneumatik',
    'PT Bearing Jaya AbadiStan A-05 · Hall A · Bantalan & Transmisi',
    'PT Mitra Las IndonesiaStan C-03 · Hall C · Peralatan Las',
    'PT Genset AndalanStan B-07 · Hall B · Genset & Kelistrikan',
  ];
  const rowsIn = (main: Locator) => main.getByRole('tabpanel').getByRole('listitem');

  it('from the prefetched answer, before any script file has run: the search, the tabs and the first rows, where the app then shows them', async () => {
    const page = await phonePage();
    const boot = await paintedWithoutScripts(page, '/products', '/api/events/1/exhibitors');
    await expect(heading(page).textContent()).resolves.toBe('Produk');
    await expect(boot.getByRole('tab', { selected: true }).textContent()).resolves.toBe('Peserta pameran');
    await expect(boot.getByRole('searchbox', { name: 'Cari produk atau peserta' }).isVisible()).resolves.toBe(true);
    await expect(rowsIn(boot).allTextContents()).resolves.toEqual(FIRST_ROWS);
    // Each row's logo, the platform's, asked for at once as the list's first rows ask for theirs.
    const logo = rowsIn(boot).first().locator('img');
    expect(new URL((await logo.getAttribute('src'))!, app.url).pathname).toBe('/media/exhibitor/1.svg');
    await expect(logo.evaluate((picture) => (picture as HTMLImageElement).loading)).resolves.toBe('eager');
    await expect(page.locator('#boot nav a[aria-current="page"]').getAttribute('href')).resolves.toBe('/products');
    const painted = await rowsIn(boot).first().boundingBox();

    // The app's own screen: the same tab, the same first rows, the first where the boot screen had it.
    const own = await phonePage();
    await own.goto('/products');
    const main = own.locator('#root main');
    await main.getByRole('tabpanel').getByRole('link', { name: /^PT Sinar Baja Presisi/ }).waitFor();
    await expect(own.locator('#boot').count()).resolves.toBe(0);
    await expect(main.getByRole('tab', { selected: true }).textContent()).resolves.toBe('Peserta pameran');
    await expect(rowsIn(main).allTextContents().then((rows) => rows.slice(0, FIRST_ROWS.length))).resolves.toEqual(FIRST_ROWS);
    const shown = await rowsIn(main).first().boundingBox();
    expect(Math.abs(shown!.y - painted!.y), 'the first row stays where it was painted').toBeLessThanOrEqual(8);
  });

  it('from the rows kept at the last visit, at once, before any answer and without it', async () => {
    const first = await phonePage();
    await paintedWithoutScripts(first, '/products', '/api/events/1/exhibitors');
    const page = await visitAgainOffline(first, '/products');
    await expect(rowsIn(page.locator('#boot main')).allTextContents()).resolves.toEqual(FIRST_ROWS);
    await expect(heading(page).textContent()).resolves.toBe('Produk');
  });
});

describe('the agenda (/agenda): the boot screen paints every day', () => {
  it("from both prefetched reads, by its painting script before any of the app's scripts has run, as the agenda itself then lists them", async () => {
    const page = await phonePage();
    const boot = await paintedWithoutScripts(page, '/agenda', '/api/events/1/sessionsUpcoming');
    await answerRead(page, '/api/events/1/sessionsOngoingExternal');
    await expect(heading(page).textContent()).resolves.toBe('Agenda Sesi');
    // The demo fair's earliest session not yet ended: on another platform, started 20 minutes before the platform.
    const first = boot.getByRole('article').first();
    await expect(first.getByRole('heading').textContent()).resolves.toBe('Tanya Jawab Suku Cadang Ekskavator');
    expect(await first.textContent()).toMatch(/^\d\d\.\d\d–\d\d\.\d\d WIBSedang berlangsungDi platform lain/);
    await expect(first.getByRole('link', { name: 'Buka siaran (situs lain)' }).getAttribute('href')).resolves.toBe('https://siaran.contoh.id/tanya-jawab-ekskavator');
    const daysOf = (region: Locator) => region.locator('h3:not(article h3)').allTextContents();
    const painted = { days: await daysOf(boot), sessions: await boot.getByRole('article').getByRole('heading').allTextContents() };
    expect(painted.days.length).toBeGreaterThan(1);

    const app = await phonePage();
    await app.goto('/agenda');
    const all = app.locator('#root').getByRole('region', { name: 'Jadwal sesi' });
    await all.getByRole('article').first().waitFor();
    expect(painted).toEqual({ days: await daysOf(all), sessions: await all.getByRole('article').getByRole('heading').allTextContents() });
  });
});

describe("the agenda's painting script in English", () => {
  it("paints the agenda in English on an English visitor's next visit, before any of the app's scripts has run", async () => {
    const first = await openHome({ path: '/home?lang=en' });
    await first.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    const page = await first.context().newPage();
    pages.push(page);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const boot = await paintedWithoutScripts(page, '/agenda', '/api/events/1/sessionsOngoingExternal');
    await boot.getByRole('article').first().waitFor();
    await expect(heading(page).textContent()).resolves.toBe('Session agenda');
    // The demo fair's earliest session not yet ended: on another platform, started before the platform's now.
    expect(await boot.getByRole('article').first().textContent()).toMatch(/^\d\d:\d\d–\d\d:\d\d WIBHappening nowOn another platform/);
    await expect(boot.locator('section h3').first().textContent()).resolves.toMatch(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/);
    expect(await boot.innerText()).not.toMatch(/Sedang berlangsung|Di platform lain|Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu/);
  });
});

describe('the session lists on a slow network (a repeat visit): the boot screen paints what the service worker keeps', () => {
  it("paints the agenda from the kept lists while the network's answers are still to come", async () => {
    const context = await visitedUnderServiceWorker('/agenda', (page) => page.locator('#root').getByRole('region', { name: 'Jadwal sesi' }).getByRole('article').first());

    // The venue's network: the lists' requests (the worker's, network first) are not answered.
    await context.route('**/api/events/1/sessions*', () => undefined);
    const page = await context.newPage();
    pages.push(page);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto('/agenda');
    // The demo fair's earliest session not yet ended, as the first visit's agenda listed it.
    const painted = page.locator('#boot main').getByRole('article').first();
    await expect(painted.getByRole('heading').textContent()).resolves.toBe('Tanya Jawab Suku Cadang Ekskavator');
    expect(await painted.textContent()).toMatch(/^\d\d\.\d\d–\d\d\.\d\d WIBSedang berlangsungDi platform lain/);
  });
});

describe('the floor plan (/denah): the boot screen draws the plan', () => {
  it("from the prefetched answer with its own script, before the app's scripts have run, where the app then draws it", async () => {
    const page = await phonePage();
    // The app's scripts never come; the plan's painting script does.
    await refuseAppScripts(page);
    await page.goto('/denah');
    // The demo plan (server/floorplan.mjs): four halls, 48 booths.
    const name = 'Denah pameran: 4 hall, 48 stan. Pilih stan untuk melihat pesertanya.';
    const plan = page.locator('#boot main').getByRole('group', { name });
    await plan.waitFor();
    // The booths' codes come in the task after the frame that first shows the plan.
    await plan.getByRole('link', { name: 'A-01', exact: true }).waitFor();
    expect(await page.locator('#root').innerHTML()).toBe('');
    await expect(heading(page).textContent()).resolves.toBe('Denah Pameran');
    await expect(page.locator('#boot nav a[aria-current="page"]').getAttribute('href')).resolves.toBe('/denah');
    // Every booth a link to its page on the plan, with its code written (and its exhibitor's
    // name, for the zoom to show), in the order of the codes.
    const booths = await plan.getByRole('link').evaluateAll(writtenOnBooths);
    expect(booths).toHaveLength(48);
    expect(booths.slice(0, 2)).toEqual(['/denah?booth=A-01 A-01 PT Sinar Baja Presisi', '/denah?booth=A-02 A-02']);
    await expect(plan.locator('text', { hasText: 'Hall A' }).count()).resolves.toBe(1);
    const drawn = await plan.boundingBox();

    const app = await phonePage();
    await app.goto('/denah');
    const appPlan = app.locator('#root').getByRole('group', { name });
    await appPlan.locator('a[data-code]').first().waitFor();
    await expect(app.locator('#boot').count()).resolves.toBe(0);
    // The app draws the same booths in the same place: nothing moves when it takes over.
    await expect(appPlan.locator('a[data-code]').evaluateAll(writtenOnBooths)).resolves.toEqual(booths);
    expect(await appPlan.boundingBox()).toEqual(drawn);
    expect(drawn!.y + drawn!.height).toBeLessThanOrEqual(823);
  });
});

/** Each booth link's address and the lines written on it (its code, its exhibitor's name), in the page. */
const writtenOnBooths = (links: Element[]) =>
  links.map((link) => [link.getAttribute('href'), ...[...link.querySelectorAll('text, tspan')].filter((text) => text.childElementCount === 0).map((text) => text.textContent)].join(' '));

describe("a shared link to a live session: the boot screen paints the session's stage", () => {
  const doors = [
    { who: 'a signed-in visitor, from its prefetched stream answer', signedIn: true, answer: '/api/events/1/sessions/79/stream' },
    { who: "a visitor not signed in, from the countdown's prefetched upcoming sessions", signedIn: false, answer: '/api/events/1/sessionsUpcoming' },
  ];
  for (const { who, signedIn, answer } of doors) {
    it(`for ${who}, before any script file has run`, async () => {
      const page = await phonePage();
      if (signedIn) await logInWithCode(page, 'BUDI2026');
      const boot = await paintedWithoutScripts(page, '/live-stream/79', answer);
      await expect(heading(page).textContent()).resolves.toBe('Sesi Langsung');
      await expect(boot.getByRole('heading', { level: 2 }).first().textContent()).resolves.toBe('Peluncuran Mesin CNC Generasi Baru');
      await expect(boot.getByText('Pembicara: Ir. Hendra Gunawan', { exact: true }).isVisible()).resolves.toBe(true);
      // Below the stage, as the live page has it: the sign-in for a visitor not signed in.
      await expect(boot.getByRole('link', { name: 'Masuk atau daftar' }).count()).resolves.toBe(signedIn ? 0 : 1);
      // Before the start, a signed-in visitor's stage says so below its screen, with the
      // countdown (the demo's session 79 starts 5 minutes after the platform), as the live page does.
      await expect(boot.getByText('Sesi belum dimulai. Siaran tampil di sini saat sesi dimulai.').count()).resolves.toBe(signedIn ? 1 : 0);
      if (signedIn) await expect(boot.getByRole('timer').getAttribute('aria-label')).resolves.toMatch(/^0 hari 0 jam [0-4] menit \d\d? detik lagi$/);
      else await expect(boot.getByRole('timer').count()).resolves.toBe(0);
      // The live page has no tab of its own: none is marked.
      expect(await page.locator('#boot nav [aria-current]').count()).toBe(0);
    });
  }

  it("for a signed-in visitor whose stream is slow to come, from the upcoming sessions: the signed-in stage, its screen blank until the stream brings the poster", async () => {
    const page = await phonePage();
    await logInWithCode(page, 'BUDI2026');
    const release = await holdAnswers(page, '**/api/events/1/sessions/79/stream');
    await page.goto('/live-stream/79');
    const boot = page.locator('#boot main');
    await expect(boot.getByRole('article').getByRole('heading', { level: 2 }).textContent()).resolves.toBe('Peluncuran Mesin CNC Generasi Baru');
    await expect(boot.getByText('Pembicara: Ir. Hendra Gunawan', { exact: true }).isVisible()).resolves.toBe(true);
    // Beside the stage the products its exhibitor demonstrates, below them the survey: each loading, as the page has them.
    expect(await boot.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Peluncuran Mesin CNC Generasi Baru', 'Produk dalam demo ini', 'Survei sesi']);
    // The signed-in stage: no room and no sign-in, the screen where the poster will be.
    expect(await boot.getByText(/^Ruang:/).count()).toBe(0);
    expect(await boot.getByRole('link', { name: 'Masuk atau daftar' }).count()).toBe(0);
    const screen = boot.getByRole('img', { name: 'Poster Peluncuran Mesin CNC Generasi Baru' });
    await expect(screen.getAttribute('src')).resolves.toMatch(/^data:image\/svg\+xml,/);
    release();
    // The demo platform's poster (server/api.mjs), on the boot screen or the app's page.
    await page.locator('main img[alt="Poster Peluncuran Mesin CNC Generasi Baru"][src$="/media/stream/79.svg"]').first().waitFor({ state: 'attached' });
  });
});

describe("a tap on the boot screen's buttons before the app has come", () => {
  it("is made on the app's same button once the app shows it: Produk opens on its Merchandise tab", async () => {
    const page = await phonePage();
    // The app's scripts are held until the tab has been tapped on the boot screen.
    const release = await holdAnswers(page, isAppScript);
    await page.goto('/products');
    await page.locator('#boot main').getByRole('tab', { name: 'Merchandise' }).click();
    release();
    const app = page.locator('#root main');
    await app.getByRole('tab', { name: 'Merchandise', selected: true }).waitFor();
    await app.getByRole('tabpanel', { name: 'Merchandise' }).waitFor();
    expect(await page.locator('#boot').count()).toBe(0);
  });

  it("is made on the same section's button: a session's calendar in the agenda's list, though a signed-in visitor's \"Sesi saya\" holds the same session", async () => {
    const page = await phonePage();
    await logInWithCode(page, 'BUDI2026');
    // The app's scripts, not the agenda's painting script.
    const release = await holdAnswers(page, isAppScript);
    await page.goto('/agenda');
    // Budi's registered session, in the list of all sessions: "Sesi saya" is still loading on the boot screen.
    const session = page.locator('#boot').getByRole('region', { name: 'Jadwal sesi' }).getByRole('article', { name: 'Peluncuran Mesin CNC Generasi Baru' });
    await session.getByRole('button', { name: 'Tambah ke kalender: Peluncuran Mesin CNC Generasi Baru' }).click();
    const download = page.waitForEvent('download');
    release();
    expect((await download).suggestedFilename()).toBe('sesi-79.ics');
  });
});

describe('the boot screen', () => {
  it("paints the event from the platform's answer before any script file has run", async () => {
    const page = await openHome({ withoutScripts: true });
    const boot = page.locator('#boot main');
    const card = boot.getByRole('region', { name: 'Tentang acara' });
    await expect(card.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(EVENT_NAME);
    expect(await card.textContent()).toContain('Temukan mesin dan suku cadang terbaik untuk usaha Anda');
    const facts = await card.locator('dt, dd').allTextContents();
    expect(facts.slice(0, 3)).toEqual(['Lokasi', EVENT_VENUE, 'Tanggal']);
    // Dates in WIB, as the home screen writes them.
    expect(facts[3]).toMatch(/^\d{1,2} \w+ 2026 – \d{1,2} \w+ 2026$/);
    await expect(heading(page).textContent()).resolves.toBe('Beranda');
    // Nothing of the app ran: its container is empty.
    expect(await page.locator('#root').innerHTML()).toBe('');
  });

  it('paints the event kept from the last visit at once, before any answer and without it', async () => {
    const first = await openHome({ withoutScripts: true });
    const kept = await first.evaluate(() => localStorage.getItem('pameran.preview.home'));
    expect(JSON.parse(kept ?? 'null')).toMatchObject({ answer: { data: { name: EVENT_NAME, venue: EVENT_VENUE } } });
    const page = await visitAgainOffline(first);
    await expect(page.locator('#boot main section h2').textContent()).resolves.toBe(EVENT_NAME);
    await expect(heading(page).textContent()).resolves.toBe('Beranda');
  });

  it("offers 'Masuk' to an anonymous visitor only: a signed-in one is not told to sign in again", async () => {
    const anonymous = await openHome({ withoutScripts: true });
    await expect(anonymous.locator('#boot').getByRole('link', { name: 'Masuk' }).isVisible()).resolves.toBe(true);
    // Signed in on this device: the session's token is stored (the app itself never runs here).
    await anonymous.evaluate(() => localStorage.setItem('token', 'token-of-a-signed-in-visitor'));
    const signedIn = await openHome({ withoutScripts: true, after: anonymous });
    await expect(signedIn.locator('#boot main section h2').textContent()).resolves.toBe(EVENT_NAME);
    const login = signedIn.locator('#boot').getByRole('link', { name: 'Masuk', includeHidden: true });
    expect(await login.count()).toBe(1);
    await expect(login.isVisible()).resolves.toBe(false);
    // Its place is kept: nothing in the header moves when the app puts the avatar there.
    expect(await login.evaluate((link) => link.getBoundingClientRect().width)).toBeGreaterThan(0);
    // Nor is Produk's notice asking to sign in before adding to the cart shown: its place is kept for the cart's.
    const products = await phonePage(anonymous);
    await refuseAppScripts(products);
    await products.goto('/products');
    const notice = products.locator('#boot main').getByText('Anda bisa melihat semua produk. Masuk untuk menambahkannya ke keranjang.');
    await expect(notice.isVisible()).resolves.toBe(false);
    expect(await notice.evaluate((text) => text.getBoundingClientRect().height)).toBeGreaterThan(0);
  });

  it('keeps no broken copy: a stored value that is not a preview paints nothing', async () => {
    const first = await openHome({ withoutScripts: true });
    await first.evaluate(() => localStorage.setItem('pameran.preview.home', '{"name":{"html":"<img src=x onerror=alert(1)>"}}'));
    // The kept copy is painted (or refused) by index.html's inline script while the page is parsed:
    // by DOMContentLoaded it has run, and no answer ever comes to paint anything else.
    const page = await visitAgainOffline(first);
    expect(await page.locator('#boot main section').count()).toBe(0);
    expect(await page.locator('img').count()).toBe(0);
  });

  it("asks for the app's scripts once the answer it paints is on screen, or a second later without it", async () => {
    /** When (ms from navigation) the event's answer ended and the first script file was asked for. */
    const timings = async (page: Page) => {
      const { requests, firstScript } = await requestTimes(page, ['/api/events/1']);
      return { answerEnd: requests['/api/events/1']?.end ?? null, firstScript };
    };

    const page = await phonePage();
    // The frame that first showed the event's place and dates: the answer's largest text.
    await recordLargestPaints(page);
    await page.goto('/home');
    await page.locator('#root main').getByRole('heading', { level: 2, name: EVENT_NAME }).waitFor();
    const answered = await timings(page);
    expect(answered.answerEnd).not.toBeNull();
    const eventPainted = await paintTimeOf(page, EVENT_VENUE);
    expect(eventPainted).toBeGreaterThanOrEqual(answered.answerEnd ?? Infinity);
    // Starting ~20 script loads costs a slow phone's main thread ~150 ms: they wait for the frame
    // that shows the answer, so the answer does not wait behind them.
    expect(answered.firstScript).toBeGreaterThanOrEqual(eventPainted);

    // An answer that does not come holds the app back one second (ANSWER_FIRST_MS), no longer.
    const held = await phonePage();
    const release = await holdAnswers(held, '**/api/events/1');
    const firstScript = held.waitForRequest(/\/assets\/.*\.js$/);
    const navigated = Date.now();
    await held.goto('/home', { waitUntil: 'commit' });
    await firstScript;
    expect(Date.now() - navigated).toBeGreaterThanOrEqual(1000);
    expect((await timings(held)).answerEnd).toBeNull();
    release();
    await held.locator('#root main').getByRole('heading', { level: 2, name: EVENT_NAME }).waitFor();
  });

  it("on a visit the service worker answers, shows the kept event in the page's first frame, its picture in a later one, and asks for the app's scripts after the answer's paint", async () => {
    const context = await visitedUnderServiceWorker('/home', (page) => page.locator('#root main').getByRole('heading', { level: 2, name: EVENT_NAME }));

    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // A slow phone's CPU: the cached answer is in before the parser reaches the boot screen's painter.
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await recordLargestPaints(page);
    // What the boot screen's <main> holds when the page's first frame is produced: its text, and its pictures already loaded.
    await page.addInitScript(() =>
      requestAnimationFrame(() => {
        const main = document.querySelector('#boot main');
        (window as unknown as { __firstFrame: object }).__firstFrame = { text: main?.textContent ?? '', picturesLoaded: [...(main?.querySelectorAll('img') ?? [])].filter((picture) => picture.complete).length };
      }),
    );
    await page.goto('/home');
    await page.locator('#root main').getByRole('heading', { level: 2, name: EVENT_NAME }).waitFor();
    const firstFrame = await page.evaluate(() => (window as unknown as { __firstFrame: { text: string; picturesLoaded: number } }).__firstFrame);
    // No frame of the skeleton alone first (src/boot/holdFirstFrame.ts): the event kept from the last visit is in the first.
    expect(firstFrame.text).toContain(EVENT_VENUE);
    // Its banner comes from the worker's caches, but is asked for by that frame's layout and drawn in the next: it did not hold the text back.
    expect(firstFrame.picturesLoaded).toBe(0);
    const eventPainted = await paintTimeOf(page, EVENT_VENUE);
    const { firstScript } = await requestTimes(page, []);
    expect(firstScript).toBeGreaterThanOrEqual(eventPainted);
  });

  it("gives way to the app's own screen: one main, one h1, the event once", async () => {
    const page = await openHome();
    await page.locator('#root main').getByRole('heading', { level: 2, name: EVENT_NAME }).waitFor();
    await page.locator('#boot').waitFor({ state: 'detached' });
    expect(await page.locator('main').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Beranda']);
    expect(await page.getByRole('heading', { name: EVENT_NAME }).count()).toBe(1);
    // The app's header (with its login link) replaced the static one.
    await page.getByRole('link', { name: 'Masuk' }).first().waitFor();
  });

  it('opens a link tapped on the boot screen after the app started in the app itself, without loading the page again', async () => {
    const page = await phonePage();
    // Home's sessions on other platforms are slow to come: the app's own home is still loading,
    // so the boot screen stays up after the app has started (MAX_COVER_MS at most).
    const release = await holdAnswers(page, '**/api/events/1/sessionsOngoingExternal');
    await page.goto('/home');
    await page.locator('#root main').waitFor({ state: 'attached' });
    expect(await page.locator('#boot').count()).toBe(1);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.locator('#boot nav').getByRole('link', { name: 'Produk' }).click();
    await page.locator('#boot').waitFor({ state: 'detached' });
    await expect(heading(page).textContent()).resolves.toBe('Produk');
    expect(new URL(page.url()).pathname).toBe('/products');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    release();
  });

  for (const kind of ['html', 'null-names', 'wrong-kind'] as const) {
    it(`paints nothing from a broken answer (${kind}) and the app still takes over`, async () => {
      app.platform.misbehave(`GET /api/events/{eventId}=${kind}`);
      const blocked = await openHome({ withoutScripts: true });
      // The prefetched answer has arrived and been refused: the skeleton stays as it was.
      expect(await blocked.locator('#boot main section').count()).toBe(0);
      await expect(heading(blocked).textContent()).resolves.toBe('Pameran Suku Cadang & Mesin');

      const page = await openHome();
      if (kind === 'null-names') {
        // A name that is not text reads as absent: the app's event card names the event "Pameran".
        await page.locator('#root main').getByRole('heading', { name: 'Pameran', exact: true }).waitFor();
      } else {
        // A data of the wrong kind: the app's screen shows its own error block for the event.
        await page.locator('#root main').getByText('Gagal memuat data').first().waitFor();
      }
      await page.locator('#boot').waitFor({ state: 'detached' });
    });
  }
});
