// A rescheduled session shows its new time. With the service worker running,
// as for any returning visitor, the platform moves session 79 half an hour later; a reload of
// /home must show the new countdown and start time within seconds, without navigating: a kept
// answer may only be shown for its age, and never instead of a fresh one that is at hand.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { screenshot, UI_TIMEOUT, useBrowser } from './support/browser';
import { eventually, expectVisible } from './support/visitor';

const app = useApp();
const browser = useBrowser();
let context: BrowserContext | null = null;

afterAll(async () => {
  await context?.close();
});

/** A start time as the app writes it: Jakarta time, Indonesian (e.g. "25 Nov 2026, 02.31 WIB"). */
const wib = (at: number) => `${new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Jakarta' }).format(at)} WIB`;

/** Home's "Sesi utama dimulai dalam" clock, read as whole minutes left. */
async function minutesOnHome(page: Page): Promise<number | null> {
  const name = (await page.getByRole('timer').first().getAttribute('aria-label').catch(() => null)) ?? '';
  const parts = /^(\d+) hari (\d+) jam (\d+) menit/.exec(name);
  return parts ? Number(parts[1]) * 1440 + Number(parts[2]) * 60 + Number(parts[3]) : null;
}

describe('a session the platform reschedules', () => {
  it('shows its new time on /home within seconds of a reload, with the service worker keeping answers', async () => {
    context = await browser.browser.newContext({
      viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2,
      baseURL: app.url, locale: 'id-ID', serviceWorkers: 'allow',
    });
    context.setDefaultTimeout(UI_TIMEOUT);
    const page = await context.newPage();
    await page.goto('/home');
    await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, { timeout: 30_000 });
    // A visit through the service worker: it now keeps the session list (session 79 in about 5 minutes).
    await page.reload();
    await expectVisible(page.getByText('Sesi utama dimulai dalam'), "home's countdown");
    await page.waitForFunction(async (url) => (await caches.match(url)) !== undefined, `${app.url}/api/events/1/sessionsUpcoming`, { timeout: 10_000, polling: 100 });
    expect(await minutesOnHome(page)).toBeLessThanOrEqual(5);

    // The organisers move it to start 31½ minutes from now (mid-minute, so a second either way
    // cannot change the minute shown).
    const start = (Math.floor(Date.now() / 60_000) + 31) * 60_000 + 30_000;
    app.platform.moveSession(79, start);
    await page.reload();
    const expected = Math.floor((start - Date.now()) / 60_000);
    await eventually(async () => {
      const minutes = await minutesOnHome(page);
      return minutes !== null && minutes >= expected - 1 && minutes <= expected;
    }, `home counts down about ${expected} minutes to the moved session`, 5_000);
    const upcoming = page.getByRole('region', { name: 'Sesi mendatang' });
    await expectVisible(upcoming.getByRole('link', { name: new RegExp(`^Peluncuran Mesin CNC Generasi Baru Mulai ${wib(start)}`) }), 'the moved start time in "Sesi mendatang"');
    await screenshot(page, 'home-rescheduled');

    // The wider screen shows the same.
    const desktop = await browser.open('desktop', app.url, '/home');
    await expectVisible(desktop.getByRole('region', { name: 'Sesi mendatang' }).getByText(`Mulai ${wib(start)}`), 'the moved start time on a desktop');
    await screenshot(desktop, 'home-rescheduled');
  });
});
