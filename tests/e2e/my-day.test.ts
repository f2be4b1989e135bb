// A visitor's plans in real Chromium against the built app and the local platform, at 390 px:
// two starred sessions that run at once are said to clash on /agenda; "Hari saya" puts the booths
// to visit and the sessions on one timeline with the walks between them; the lists survive
// signing out and in (kept with the account on the demo platform, also on another device; sealed
// on this device on SPEC's platform, with nothing readable left there); offline, a star waits and
// reaches the account once the network is back. Screenshots of the day at 390 and 1280 px, in
// Indonesian and English, go to docs/screenshots/my-day/ (not in CI).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createPameranClient } from '../../sdk/src/index';
import { calls as planCalls } from '../../sdk/src/calls/plans';
import { agenda as agendaCopy } from '../../src/copy/agenda';
import { myDay as dayCopy } from '../../src/copy/myDay';
import { planLinks } from '../../src/copy/planLinks';
import { loginToken } from '../helpers/platform';
import { repoRoot, useApp, type E2eApp } from './support/app';
import { expectNoSeriousA11yViolations, UI_TIMEOUT, useBrowser, type Viewport } from './support/browser';
import { eventually, expectVisible, goInApp, logInWithCode, logOut, VISITORS } from './support/visitor';

const browser = useBrowser();
const CNC = 'Peluncuran Mesin CNC Generasi Baru';
const HYDRAULIC = 'Perawatan Sistem Hidrolik Alat Berat';
const BEARING = 'PT Bearing Jaya Abadi';

const shotDir = path.join(repoRoot, 'docs', 'screenshots', 'my-day');
async function docShot(page: Page, name: string) {
  if (process.env.CI) return;
  mkdirSync(shotDir, { recursive: true });
  await page.screenshot({ path: path.join(shotDir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

async function star(page: Page, title: string) {
  const all = page.getByRole('region', { name: agendaCopy.allHeading });
  const button = all.getByRole('article', { name: title }).getByRole('button', { name: agendaCopy.starLabel(title) });
  await button.click();
  await eventually(async () => (await button.getAttribute('aria-pressed')) === 'true', `${title} is starred`);
}

async function markBooth(page: Page, exhibitorId: number, name: string) {
  await goInApp(page, `/products?exhibitor=${exhibitorId}`);
  const mark = page.getByRole('button', { name: planLinks.markNamed(name) }).first();
  await mark.click();
  await eventually(async () => (await mark.getAttribute('aria-pressed')) === 'true', `${name} is marked to visit`);
}

function dayRows(page: Page) {
  return page.getByRole('main').getByRole('listitem').getByRole('article');
}

async function expectDay(page: Page, names: string[]) {
  await eventually(async () => {
    const labels = await dayRows(page).evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));
    return labels.length === names.length && names.every((name, index) => labels[index]!.endsWith(name));
  }, `the day lists ${names.join(', ')}`);
}

/** The platform's own view of a visitor's plans, through the SDK over HTTP. */
async function plansOf(app: E2eApp, code: string) {
  const token = await loginToken(app.platform, code);
  return createPameranClient({ baseUrl: app.url, getToken: () => token }).extend(planCalls);
}

describe('on the demo platform', () => {
  const app = useApp();

  it('warns of two starred sessions that run at once, and plans the day with walks between', async () => {
    const page = await browser.open('phone', app.url, '/login');
    await logInWithCode(page, VISITORS.siti.code);
    await goInApp(page, '/agenda');
    await star(page, CNC);
    await star(page, HYDRAULIC);
    const mine = page.getByRole('region', { name: agendaCopy.mineHeading });
    const clash = mine.getByRole('status', { name: agendaCopy.clashHeading });
    await expectVisible(clash, 'the clash warning');
    expect(await clash.textContent()).toContain(`${CNC} (`);
    expect(await clash.textContent()).toContain(`${HYDRAULIC} (`);
    for (const box of await mine.getByRole('button', { name: agendaCopy.starLabel(CNC) }).evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect()))) {
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    await clash.scrollIntoViewIfNeeded();
    await docShot(page, 'agenda-clash-390-id');

    await markBooth(page, 3, BEARING);
    await goInApp(page, '/hari-saya');
    await expectDay(page, [BEARING, CNC, HYDRAULIC]);
    // The booth comes first; each session after it says its walk and when to leave.
    await expectVisible(page.getByText(/^Sesi \d\d\.\d\d di Panggung Utama Hall A: \d+ menit jalan, berangkat \d\d\.\d\d$/), 'the walk to the first session');
    await expectVisible(page.getByText(dayCopy.keptWithAccount), 'where the lists are kept');
    // The platform keeps both lists with the account.
    const plans = await plansOf(app, VISITORS.siti.code);
    expect((await plans.agenda()).session_ids.sort()).toEqual([79, 82]);
    expect((await plans.visitList()).entries).toEqual([{ exhibitor_id: 3, name: BEARING, booth_code: 'A-05', visited: false }]);
    await docShot(page, 'day-390-id');
    await expectNoSeriousA11yViolations(page, 'Hari saya');
    // Every link of the day is a 44 px target, as the stars on /agenda are.
    const heights = await page.getByRole('main').getByRole('listitem').getByRole('link').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(heights.length).toBe(3);
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);

    // Signed out and in again: the day is back, from the account.
    await goInApp(page, '/profile');
    await logOut(page);
    await logInWithCode(page, VISITORS.siti.code);
    await goInApp(page, '/hari-saya');
    await expectDay(page, [BEARING, CNC, HYDRAULIC]);
    await page.goto('/hari-saya?lang=en');
    await expectDay(page, [BEARING, CNC, HYDRAULIC]);
    await docShot(page, 'day-390-en');
  }, 180_000);

  // Another device is one fresh context; the English one is for its screenshot (the day in
  // English is the test above's last check), so it is not walked in CI, which takes no shots.
  for (const [viewport, language] of [['desktop', 'id'], ['desktop', 'en']] as [Viewport, string][]) {
    it.skipIf(language === 'en' && process.env.CI)(`is the same day on another device (${viewport}, ${language})`, async () => {
      const page = await browser.open(viewport, app.url, '/login');
      await logInWithCode(page, VISITORS.siti.code);
      await page.goto(language === 'en' ? '/hari-saya?lang=en' : '/hari-saya');
      await expectDay(page, [BEARING, CNC, HYDRAULIC]);
      await docShot(page, `day-1280-${language}`);
    }, 120_000);
  }

  it('keeps a star made offline and sends it once the network is back', async () => {
    // At the venue the service worker answers the session lists offline (network first).
    const context = await browser.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: app.url, locale: 'id-ID', serviceWorkers: 'allow' });
    context.setDefaultTimeout(UI_TIMEOUT);
    const page = await context.newPage();
    await page.goto('/login');
    await eventually(async () => page.evaluate(() => navigator.serviceWorker.controller !== null), 'the service worker controls the page', 60_000);
    await logInWithCode(page, VISITORS.agus.code);
    await goInApp(page, '/agenda');
    await page.getByRole('region', { name: agendaCopy.allHeading }).getByRole('article', { name: HYDRAULIC }).waitFor();
    await page.context().setOffline(true);
    await star(page, HYDRAULIC);
    await goInApp(page, '/hari-saya');
    await expectDay(page, [HYDRAULIC]);
    await expectVisible(page.getByText(dayCopy.keptUnknown), 'that the list waits for a connection');
    const plans = await plansOf(app, VISITORS.agus.code);
    expect((await plans.agenda()).session_ids).toEqual([]);
    await page.context().setOffline(false);
    await eventually(async () => (await plans.agenda()).session_ids.join() === '82', 'the star reached the account', UI_TIMEOUT);
    await expectVisible(page.getByText(dayCopy.keptWithAccount), 'that the list is with the account now');
    await context.close();
  }, 150_000);
});

describe("on SPEC's platform", () => {
  const app = useApp({ platform: 'spec-minimal' });

  it('keeps the lists on this device, sealed, through signing out and in', async () => {
    const page = await browser.open('phone', app.url, '/login');
    await logInWithCode(page, VISITORS.budi.code);
    await goInApp(page, '/agenda');
    // SPEC's sessions carry no title: the app names them by id.
    await star(page, 'Sesi 83');
    await markBooth(page, 3, BEARING);
    await goInApp(page, '/hari-saya');
    await expectDay(page, [BEARING, 'Sesi 79', 'Sesi 83']);
    await expectVisible(page.getByText(dayCopy.keptOnDevice), 'that the lists stay on this device');
    await docShot(page, 'day-spec-minimal-390-id');

    await goInApp(page, '/profile');
    await logOut(page);
    // Nothing readable of the lists is left on the device: the sealed copy names no exhibitor.
    const stored = await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('pameran-plans');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const all = await new Promise<unknown[]>((resolve) => {
        const request = db.transaction('sealed').objectStore('sealed').getAll();
        request.onsuccess = () => resolve(request.result);
      });
      db.close();
      return all.map((value) => new TextDecoder().decode((value as { data: ArrayBuffer }).data));
    });
    expect(stored).toHaveLength(2);
    for (const text of stored) expect(text).not.toMatch(/Bearing|A-05|83/);

    await logInWithCode(page, VISITORS.budi.code);
    await goInApp(page, '/hari-saya');
    await expectDay(page, [BEARING, 'Sesi 79', 'Sesi 83']);
  }, 180_000);
});
