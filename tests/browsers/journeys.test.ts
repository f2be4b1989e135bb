// The built app in the two engines besides Chromium that visitors' phones run: Firefox ESR over
// WebDriver BiDi (puppeteer-core) at 390 px, and WebKitGTK (Safari's engine) over WebDriver
// (WebKitWebDriver driving MiniBrowser under Xvfb) at 447 px, its narrowest window. Each walks a
// visitor's day against the local platform and realtime database (tests/e2e/support/app.ts):
// home, Produk, sign-in with a demo code, a prize pushed through the realtime database and
// claimed, a booth stamped from its printed code and another from its typed codes, the floor plan, the agenda, the live page and English; no journey may leave a page
// error or an unhandled promise rejection behind. Then a second visitor signs in and leaves home
// for another page within the second: a prize pushed after that must still arrive.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useApp } from '../e2e/support/app';
import { call, loginToken } from '../helpers/platform';
import { click, countOf, eventually, expectGone, expectPath, expectVisible, isVisible, type Engine, type LanePage, type Target, textOf, type as typeInto } from './support/lanePage';
import { openFirefox } from './support/firefox';
import { openWebKit } from './support/webkit';

const app = useApp();

/** Demo visitors of the local platform (server/data.mjs): one per engine, so their prizes and claims stay apart. */
const VISITOR_FOR: Record<Engine, { code: string; id: number; firstName: string }> = {
  firefox: { code: 'BUDI2026', id: 1001, firstName: 'Budi' },
  webkit: { code: 'SITI2026', id: 1002, firstName: 'Siti' },
};
/** The visitor who signs in and leaves home within the second (in each engine in turn). */
const HURRIED_VISITOR = { code: 'AGUS2026', id: 1003 };

/** The demo event (server/data.mjs) and the session whose countdown the app tracks (SPEC §4: id 79). */
const EVENT_NAME = 'Pameran Suku Cadang & Mesin Industri 2026';
const TRACKED_SESSION = { id: 79, title: 'Peluncuran Mesin CNC Generasi Baru' };
const BOOTH = { code: 'A-01', exhibitor: 'PT Sinar Baja Presisi' };

/** Prizes as the organisers push them (server/data.mjs); id 1 is the placeholder the dialog hides. */
const prize = (id: number, name: string) => ({ id, name, image_url: `/media/prize/${id}.svg` });
const CLAIMED = prize(4, 'Kunci Torsi Digital');
/**
 * The lists pushed one after another until one reaches the dialog: each differs from the one
 * before (the database sends only a changed value), and all offer the prize to claim.
 */
const pushedList = (round: number) => [prize(1, 'Hadiah contoh'), CLAIMED, round % 2 ? prize(5, 'Helm Proyek Pameran') : prize(6, 'Brosur Pompa Industri')];

const mainMenu: Target = { role: 'navigation', name: 'Navigasi utama' };
const giftDialog: Target = { role: 'dialog', name: 'Pilih Hadiah' };
const h1 = (name?: string | RegExp): Target => ({ role: 'heading', level: 1, ...(name === undefined ? {} : { name }) });

/** Page errors the WebKit page sent to the platform as beacons (support/webkit.ts). */
const beaconErrors = () => app.platform.requests.filter((request) => request.path === '/api/__lane/page-error').map((request) => request.body);

function open(engine: Engine, path: string): Promise<LanePage> {
  return engine === 'firefox' ? openFirefox(app.url, path) : openWebKit(app.url, path, beaconErrors);
}

/** Whether the page's text shows `text` (the platform's names, as sent). */
function showsText(page: LanePage, text: string): Promise<boolean> {
  return page.evaluate<boolean>('return document.body.innerText.includes(arguments[0])', text);
}

async function expectText(page: LanePage, text: string): Promise<void> {
  await eventually(() => showsText(page, text), `the page shows "${text}"`);
}

/** Types a demo invitation code on /login and submits it; the visitor lands on home. */
async function signIn(page: LanePage, code: string): Promise<void> {
  const form: Target = { role: 'form', name: 'Kode Undangan' };
  await typeInto(page, { role: 'textbox', name: 'Kode undangan', within: form }, code);
  await click(page, { role: 'button', name: 'Masuk', within: form });
  await expectPath(page, '/home');
}

/**
 * Pushes prize lists through the realtime database, a new one every 2 s, until "Pilih Hadiah"
 * opens: SPEC §4 ignores the first value the app's subscription receives, and the test cannot
 * see from outside when that first value has arrived. A feed that never comes alive fails here.
 * The time allowed is a page's start, Firebase's chunks and sign-in on a loaded machine (up to
 * 20 s seen at load 14); a feed whose sign-in hangs (30 s, then fails and so does each retry)
 * is still dead at its end.
 */
async function pushUntilDialogOpens(page: LanePage, userId: number, timeout = 45_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (let round = 0; Date.now() < deadline; round++) {
    await app.platform.pushPrizes(userId, pushedList(round));
    const shown = await eventually(() => isVisible(page, giftDialog), 'the dialog opens', 2_000).then(
      () => true,
      () => false,
    );
    if (shown) return;
  }
  throw new Error(`no pushed prize reached the visitor within ${timeout / 1000} s ("Pilih Hadiah" never opened)`);
}

describe.each<Engine>(['firefox', 'webkit'])('a visitor in %s', (engine) => {
  const visitor = VISITOR_FOR[engine];
  let page: LanePage;

  beforeAll(async () => {
    page = await open(engine, '/home');
  });
  afterAll(async () => {
    await page?.close();
  });
  /** The page's errors reported before the current journey: each journey answers for its own. */
  let earlierErrors = 0;
  beforeEach(async () => {
    earlierErrors = (await page.errors()).length;
  });
  afterEach(async () => {
    expect((await page.errors()).slice(earlierErrors), 'page errors and unhandled rejections').toEqual([]);
  });

  it('sees the event on home, and can leave it at once for another page', async () => {
    await expectVisible(page, h1('Beranda'));
    await expectText(page, EVENT_NAME);
    // The app's own screen has replaced index.html's boot screen: from now until the page is
    // idle, the app is about to load its service worker's code (not yet in this fresh
    // browser's cache). A visitor who moves on then must not leave an error behind.
    await eventually(() => page.evaluate<boolean>('return document.querySelector("#root main") !== null && document.getElementById("boot") === null'), "the app's own home screen is shown");
    await page.goto('/agenda');
    await expectVisible(page, h1());
  });

  it.runIf(engine === 'webkit')('is offered English once (MiniBrowser prefers English here), and keeps Indonesian', async () => {
    const offer: Target = { role: 'region', name: 'This app is also available in English.' };
    await click(page, { role: 'button', name: 'Keep Bahasa Indonesia', within: offer });
    await expectGone(page, offer);
  });

  it('opens Produk from the menu', async () => {
    await click(page, { role: 'link', name: 'Produk', within: mainMenu });
    await expectPath(page, '/products');
    await expectVisible(page, h1());
    // Produk opens on the exhibitors (merchandise is its second tab).
    await expectText(page, BOOTH.exhibitor);
  });

  it('signs in with a demo invitation code', async () => {
    await page.goto('/login');
    await signIn(page, visitor.code);
    await expectVisible(page, { role: 'link', name: new RegExp(`^Profil ${visitor.firstName}`) });
  });

  it('is offered a prize pushed through the realtime database, and claims it', async () => {
    await pushUntilDialogOpens(page, visitor.id);
    // SPEC's gift popup: the placeholder (id 1) hidden, "Pilih" disabled until a prize is chosen.
    expect(await countOf(page, { role: 'button', name: 'Hadiah contoh', within: giftDialog })).toBe(0);
    await click(page, { role: 'button', name: CLAIMED.name, within: giftDialog });
    await eventually(() => page.evaluate<boolean>('return document.querySelector(\'[role="dialog"] [aria-pressed="true"]\')?.textContent.includes(arguments[0]) ?? false', CLAIMED.name), 'the chosen prize is highlighted');
    await click(page, { role: 'button', name: 'Pilih', within: giftDialog });
    const alert: Target = { role: 'alertdialog' };
    await eventually(async () => (await textOf(page, alert)).includes('Berhasil di klaim'), "the alert says 'Berhasil di klaim'");
    await click(page, { role: 'button', name: 'OK', within: alert });
    await expectGone(page, giftDialog);
    expect(app.platform.requests.some((request) => request.method === 'POST' && request.path === `/api/users/brochure/${CLAIMED.id}/saved` && /^Bearer /.test(String(request.headers.authorization)))).toBe(true);
  });

  it("stamps a booth from its printed code as a phone's camera opens it, and another by typing its codes in the scanner", async () => {
    const organiser = await loginToken(app.platform, 'PANITIA2026');
    const sheet = (await call(app.platform, 'GET', '/api/admin/stamps/sheet', { token: organiser })).body.data as { booth_code: string; stamp: string; stamp_code: string }[];
    const printed = (code: string) => sheet.find((booth) => booth.booth_code === code)!;
    await page.goto(`/products?booth=A-05&stamp=${printed('A-05').stamp}`);
    await expectVisible(page, { role: 'heading', level: 2, name: 'PT Bearing Jaya Abadi' });
    await expectText(page, 'Stempel stan A-05 tercatat (1 dari 3).');
    await page.goto('/scan');
    await typeInto(page, { role: 'textbox', name: 'Kode stan' }, 'c 03');
    await typeInto(page, { role: 'textbox', name: 'Kode stempel (tidak wajib)' }, printed('C-03').stamp_code.toLowerCase());
    await click(page, { role: 'button', name: 'Buka stan' });
    await expectVisible(page, { role: 'heading', level: 2, name: 'PT Mitra Las Indonesia' });
    await expectText(page, 'Stempel stan C-03 tercatat (2 dari 3).');
    const card = (await call(app.platform, 'GET', '/api/events/1/stamps', { token: await loginToken(app.platform, visitor.code) })).body.data as { stamps: { booth_code: string }[] };
    expect(card.stamps.map((stamp) => stamp.booth_code)).toEqual(['A-05', 'C-03']);
  });

  it('finds a booth on the floor plan', async () => {
    await click(page, { role: 'link', name: 'Denah', within: mainMenu });
    await expectVisible(page, h1('Denah Pameran'));
    const plan: Target = { role: 'group', name: /^Denah pameran: 4 hall, 48 stan/ };
    await click(page, { role: 'link', name: new RegExp(`^Stan ${BOOTH.code},`), within: plan });
    await expectVisible(page, { role: 'heading', level: 2, name: BOOTH.exhibitor });
  });

  it('reads the agenda', async () => {
    await page.goto('/agenda');
    await expectVisible(page, h1());
    await expectText(page, TRACKED_SESSION.title);
  });

  it('opens the live page of the main session, counting down to its start', async () => {
    await page.goto(`/live-stream/${TRACKED_SESSION.id}`);
    await expectVisible(page, { role: 'heading', level: 2, name: TRACKED_SESSION.title });
    await eventually(() => page.evaluate<boolean>('return document.querySelector(\'[role="timer"]\') !== null'), 'a countdown is on screen');
  });

  it('reads the app in English', async () => {
    await page.goto('/home?lang=en');
    await expectVisible(page, h1('Home'));
    await expectVisible(page, { role: 'link', name: 'Products', within: { role: 'navigation', name: 'Main navigation' } });
    expect(await page.evaluate<string>('return document.documentElement.lang')).toBe('en');
  });
});

/**
 * How long the hurried visitor stays on home after signing in, before loading another page: a
 * quick visitor's pace, while the app is still starting Firebase on home. On the app before its
 * feed recovered from a sign-in stuck on Firebase's heartbeat database, WebKit's next page got
 * no prize within 45 s in 4 of 8 runs leaving at 400 ms, 2 of 6 at 700 ms, 0 of 6 at once. The
 * window moves with the machine's load: with this lane alone, the 700 ms sign-in met the stuck
 * database in 5 of 6 runs (its prize came after 37-39 s, once the feed gave up on that sign-in);
 * beside npm test's other lanes, in none of 3, the app not yet that far at 700 ms. So WebKit also
 * leaves at 1,000 and 1,400 ms, for a loaded machine (in two loaded runs none of the four met it:
 * the deterministic guard is e2e/prize-feed's page whose heartbeat opens all stay pending);
 * leaving at once never caught it. Firefox
 * never lost a prize at any moment (docs/testing.md, "Firefox and WebKit"): it leaves at one,
 * each hurried sign-in being a browser launched afresh.
 */
const STAYS_ON_HOME_MS: Record<Engine, number[]> = { firefox: [400], webkit: [400, 700, 1_000, 1_400] };

describe.each<Engine>(['firefox', 'webkit'])('a visitor in %s who leaves home right after signing in', (engine) => {
  let page: LanePage | undefined;
  afterEach(async () => {
    await page?.close();
    page = undefined;
  });

  it.each(STAYS_ON_HOME_MS[engine])('still receives a pushed prize on the next page (leaving after %i ms)', async (stay) => {
    page = await open(engine, '/login');
    await signIn(page, HURRIED_VISITOR.code);
    // A visitor's pace, not a wait for the app: nothing is checked after it.
    await new Promise((resolve) => setTimeout(resolve, stay));
    await page.goto('/agenda');
    await expectVisible(page, h1());
    await pushUntilDialogOpens(page, HURRIED_VISITOR.id);
    expect(await page.errors(), 'page errors and unhandled rejections').toEqual([]);
  });
});
