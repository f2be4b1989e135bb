// Sessions a visitor can plan around, in real Chromium against the built app and the
// local platform: the agenda, the .ics download, the reminder's permission flow, and an order
// placed from the live page (the live page on a controlled clock: live-clock.test.ts).
import type { BrowserContext, Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { liveStream as liveStreamCopy } from '../../src/copy/liveStream';
import { products as productsCopy } from '../../src/copy/products';
import { useApp } from './support/app';
import { requestTimes, screenLoaded, screenshot, UI_TIMEOUT, useBrowser } from './support/browser';
import { confirmOrder, eventually, expectVisible, logInWithCode, logOut, VISITORS } from './support/visitor';
import { agenda as agendaCopy } from '../../src/copy/agenda';
import { reminders as remindersCopy } from '../../src/copy/reminders';
import { transactions as transactionsCopy } from '../../src/copy/transactions';
import { orderNumber } from '../../src/lib/labels';
import { createPameranClient } from '../../sdk/src/index';
import { loginToken } from '../helpers/platform';

const app = useApp();
const browser = useBrowser();

/** A context of our own (permissions, init scripts), closed after the test. */
async function openContext(baseURL: string, options: { grantNotifications?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.browser.newContext({ baseURL, locale: 'id-ID', viewport: { width: 1280, height: 800 }, acceptDownloads: true, serviceWorkers: 'block' });
  if (options.grantNotifications) await context.grantPermissions(['notifications'], { origin: baseURL });
  context.setDefaultTimeout(UI_TIMEOUT);
  // Counts permission prompts and records shown notifications (the service worker is blocked
  // here, so the app falls back to the page's Notification constructor).
  await context.addInitScript(() => {
    const w = window as unknown as { __prompts: number; __shown: string[] };
    w.__prompts = 0;
    w.__shown = [];
    const Real = window.Notification;
    if (!Real) return;
    // The browser's prompt cannot be clicked headless: the permission reads 'default' until the
    // app asks, and then the browser's answer (granted where the context grants it). The answer
    // is kept here, as headless Chromium's own `Notification.permission` reads 'denied' even then.
    let answer: NotificationPermission | null = null;
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        w.__shown.push(`${title}|${options?.body ?? ''}`);
      }
    }
    Object.defineProperty(Recorded, 'requestPermission', {
      value: async () => {
        w.__prompts += 1;
        answer = await Real.requestPermission();
        return answer;
      },
    });
    Object.defineProperty(Recorded, 'permission', { get: () => answer ?? 'default' });
    window.Notification = Recorded as unknown as typeof Notification;
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[e2e agenda] page error: ${error.message}`));
  page.on('response', (response) => { if (response.status() >= 400) console.error(`[e2e agenda] ${response.status()} ${response.url()}`); });
  return { context, page };
}

const prompts = (page: Page) => page.evaluate(() => (window as unknown as { __prompts: number }).__prompts);

describe('the agenda', () => {
  it('lists the sessions in WIB for anyone and "Sesi saya" first once signed in', async () => {
    const page = await browser.open('phone', app.url, '/home');
    await page.getByRole('link', { name: new RegExp(copy.home.agendaEntry) }).click();
    const all = page.getByRole('region', { name: agendaCopy.allHeading });
    const cnc = all.getByRole('article', { name: 'Peluncuran Mesin CNC Generasi Baru' });
    await expectVisible(cnc, 'session 79 in the agenda');
    expect(await cnc.textContent()).toMatch(/\d\d\.\d\d–\d\d\.\d\d WIB/);
    expect(await cnc.textContent()).toContain('Ruang: Panggung Utama Hall A');
    await expectVisible(page.getByText(agendaCopy.mineLogin), 'the sign-in prompt for Sesi saya');
    await screenshot(page, 'agenda-anonymous');

    await page.goto('/login');
    await logInWithCode(page, VISITORS.budi.code);
    await page.goto('/agenda');
    const mine = page.getByRole('region', { name: agendaCopy.mineHeading });
    await expectVisible(mine.getByRole('article', { name: 'Peluncuran Mesin CNC Generasi Baru' }), 'session 79 in Sesi saya');
    const regions = await page.getByRole('region').allInnerTexts();
    expect(regions[0]).toContain(agendaCopy.mineHeading);
    await screenshot(page, 'agenda-mine');
  });

  it("opened at its address, has both its reads asked for by index.html, before any of the app's script files, and asked once", async () => {
    const before = app.platform.requests.length;
    const page = await browser.open('phone', app.url, '/agenda');
    // An ongoing session with a stream elsewhere comes only in the external sessions' answer.
    await expectVisible(page.getByRole('article', { name: 'Tanya Jawab Suku Cadang Ekskavator' }), 'the ongoing external session');
    await expectVisible(page.getByRole('article', { name: 'Peluncuran Mesin CNC Generasi Baru' }), 'session 79');
    // The boot screen paints both before any script is asked for: the app's own screen follows.
    await screenLoaded(page);
    const { requests, firstScript } = await requestTimes(page, ['/api/events/1/sessionsUpcoming', '/api/events/1/sessionsOngoingExternal']);
    expect(firstScript).not.toBeNull();
    expect(requests['/api/events/1/sessionsUpcoming']?.start).toBeLessThan(firstScript!);
    expect(requests['/api/events/1/sessionsOngoingExternal']?.start).toBeLessThan(firstScript!);
    // Both are on screen, so the app has read both: from index.html's answers, not again.
    const reads = app.platform.requests.slice(before).filter((request) => request.method === 'GET').map((request) => request.path);
    expect(reads.filter((path) => path === '/api/events/1/sessionsUpcoming')).toHaveLength(1);
    expect(reads.filter((path) => path === '/api/events/1/sessionsOngoingExternal')).toHaveLength(1);
    await page.context().close();
  });

  it('downloads a valid .ics for one session and for all of Sesi saya, in UTC', async () => {
    const { context, page } = await openContext(app.url);
    try {
      await page.goto('/login');
      await logInWithCode(page, VISITORS.budi.code);
      await page.goto('/agenda');
      const cnc = page.getByRole('region', { name: agendaCopy.allHeading }).getByRole('article', { name: 'Peluncuran Mesin CNC Generasi Baru' });
      const [one] = await Promise.all([page.waitForEvent('download'), cnc.getByRole('button', { name: agendaCopy.addToCalendarLabel('Peluncuran Mesin CNC Generasi Baru') }).click()]);
      expect(one.suggestedFilename()).toBe('sesi-79.ics');
      const text = await downloadedText(one);
      expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(text).toMatch(/\r\nUID:sesi-79@pameran\.event-1\r\n/);
      expect(text).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
      expect(text).toMatch(/\r\nDTEND:\d{8}T\d{6}Z\r\n/);
      for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      // The start in the file is the one the platform gives, to the second.
      const sessions = await (await fetch(`${app.url}/api/events/1/sessionsUpcoming`)).json() as { data: { id: number; starts_at: string }[] };
      const start = new Date(sessions.data.find((s) => s.id === 79)!.starts_at).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
      expect(text).toContain(`DTSTART:${start}`);

      const [all] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: agendaCopy.addAllToCalendar }).click()]);
      expect(all.suggestedFilename()).toBe('sesi-79.ics'); // Budi booked one session
    } finally {
      await context.close();
    }
  });
});

/** A download's content: streamed, as the shared Chromium keeps its files on its own side. */
async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('Ingatkan saya', () => {
  // Session 83 starts 180 minutes after the platform starts; 172 minutes on from any moment in
  // this file's first few minutes is inside its 10-minute lead and before its start.
  const GENSET_NEARLY_DUE_MS = 172 * 60_000;
  it('asks for notification permission only on the tap, then notifies when the reminder is due', async () => {
    const { context, page } = await openContext(app.url, { grantNotifications: true });
    try {
      await page.clock.install();
      await page.goto('/agenda');
      const all = page.getByRole('region', { name: agendaCopy.allHeading });
      const cnc = all.getByRole('article', { name: 'Peluncuran Mesin CNC Generasi Baru' });
      await expectVisible(cnc, 'session 79');
      // Session 79 starts in about five minutes, inside the 10-minute lead: no reminder is offered.
      await expectVisible(cnc.getByText(remindersCopy.tooSoon(10)), 'session 79 says it starts in under 10 minutes');
      expect(await cnc.getByRole('button', { name: remindersCopy.remindMeLabel('Peluncuran Mesin CNC Generasi Baru') }).count()).toBe(0);
      expect(await prompts(page), 'no prompt before the tap').toBe(0);

      // Session 83, three hours away: the first tap asks, and the reminder waits.
      const genset = all.getByRole('article', { name: 'Memilih Genset yang Tepat untuk Pabrik' });
      await genset.getByRole('button', { name: remindersCopy.remindMeLabel('Memilih Genset yang Tepat untuk Pabrik') }).click();
      await eventually(async () => (await prompts(page)) === 1, 'the permission was asked once');
      await expectVisible(genset.getByText(remindersCopy.viaNotification, { exact: false }), 'the reminder is on');
      // The page's clock moves to about eight minutes before 83 starts: the reminder is due.
      await page.clock.fastForward(GENSET_NEARLY_DUE_MS);
      await eventually(
        async () => (await page.evaluate(() => (window as unknown as { __shown: string[] }).__shown)).some((s) => s.startsWith(`${remindersCopy.noticeTitle}|Memilih Genset yang Tepat untuk Pabrik dimulai dalam`)),
        'the reminder notification was shown',
      );
      expect(await page.getByRole('alert', { name: remindersCopy.bannerLabel }).count(), 'no banner when the notification shows').toBe(0);

      // Tomorrow's session: the reminder is kept and survives a reload.
      const welding = all.getByRole('article', { name: 'Teknik Las Inverter untuk Pemula' });
      await welding.getByRole('button', { name: remindersCopy.remindMeLabel('Teknik Las Inverter untuk Pemula') }).click();
      await expectVisible(welding.getByText(remindersCopy.viaNotification, { exact: false }), 'the reminder is on');
      await page.reload();
      await expectVisible(page.getByRole('region', { name: agendaCopy.allHeading }).getByRole('article', { name: 'Teknik Las Inverter untuk Pemula' }).getByRole('button', { name: remindersCopy.cancelLabel('Teknik Las Inverter untuk Pemula') }), 'the reminder after a reload');
    } finally {
      await context.close();
    }
  });

  it('falls back to the in-app banner when notifications are refused, and logout removes reminders', async () => {
    const { context, page } = await openContext(app.url);
    try {
      await page.goto('/login');
      await logInWithCode(page, VISITORS.agus.code);
      await page.clock.install();
      await page.goto('/agenda');
      const all = page.getByRole('region', { name: agendaCopy.allHeading });
      const genset = all.getByRole('article', { name: 'Memilih Genset yang Tepat untuk Pabrik' });
      await genset.getByRole('button', { name: remindersCopy.remindMeLabel('Memilih Genset yang Tepat untuk Pabrik') }).click();
      await expectVisible(genset.getByText(remindersCopy.viaBanner, { exact: false }), 'the reminder is on');
      expect(await page.evaluate(() => localStorage.getItem('reminders'))).toContain('"sessionId":83');
      await page.clock.fastForward(GENSET_NEARLY_DUE_MS);
      const banner = page.getByRole('alert', { name: remindersCopy.bannerLabel });
      await expectVisible(banner, 'the in-app reminder banner');
      await screenshot(page, 'reminder-banner');
      await page.goto('/profile');
      await logOut(page);
      await eventually(async () => (await page.evaluate(() => localStorage.getItem('reminders'))) === null, 'logout removed the reminders');
    } finally {
      await context.close();
    }
  });
});

describe('a reminder before an unpaid order lapses', () => {
  // A merchandise order waits 30 minutes for payment (server/api.mjs); the reminder is due 5
  // minutes before. 26 minutes on, the visitor is elsewhere in the app.
  const AFTER_26_MINUTES = 26 * 60_000;
  it('reaches the visitor on another page, says how long is left and leads to the order', async () => {
    const token = await loginToken(app.platform, VISITORS.siti.code);
    const api = createPameranClient({ baseUrl: app.url, getToken: () => token });
    const carts = await api.commerce.addToCart({ product_id: 1, quantity: 1, kind: 'merchandise' });
    const cart = carts[0]!;
    const order = await api.commerce.placeOrder({ cart_id: cart.id!, item_ids: (cart.items ?? []).map((item) => item.id!) });
    const label = transactionsCopy.orderTitle(orderNumber(order));
    const { context, page } = await openContext(app.url);
    try {
      await page.goto('/login');
      await logInWithCode(page, VISITORS.siti.code);
      await page.clock.install();
      await page.goto('/my-transaction');
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: label }) });
      await card.getByRole('button', { name: remindersCopy.paymentRemindMeLabel(label) }).click();
      await expectVisible(card.getByText(remindersCopy.paymentActive(5), { exact: false }), 'the payment reminder is on');

      await page.goto('/agenda');
      await page.clock.fastForward(AFTER_26_MINUTES);
      const banner = page.getByRole('alert', { name: remindersCopy.paymentBannerLabel });
      await expectVisible(banner.getByText(remindersCopy.paymentNoticeBody(label, 4)), 'the payment reminder, on the agenda');
      await screenshot(page, 'payment-reminder-banner');
      await banner.getByRole('link', { name: remindersCopy.paymentBannerOpen }).click();
      await expectVisible(page.getByRole('heading', { name: label }), 'the order');
      expect(new URL(page.url()).pathname).toBe('/my-transaction');
    } finally {
      await context.close();
    }
  });
});

describe('from the demo to the stand', () => {
  it('places an order from the live page', async () => {
    const page = await browser.open('desktop', app.url, '/login');
    await logInWithCode(page, VISITORS.agus.code);
    await page.goto('/live-stream/79');
    const panel = page.getByRole('complementary', { name: liveStreamCopy.demoHeading });
    await expectVisible(panel.getByRole('article', { name: 'Mesin Frais Vertikal SB-V5' }), 'the demonstrated product');
    await panel.getByRole('button', { name: productsCopy.addToCartNamed('Mesin Frais Vertikal SB-V5') }).click();
    await expectVisible(panel.getByText(liveStreamCopy.demoCart(1)), 'one item in the cart');
    const before = app.platform.requests.length;
    await panel.getByRole('button', { name: liveStreamCopy.demoCheckout }).click();
    // Nothing is ordered before the visitor has seen the summary with its total.
    expect(app.platform.requests.slice(before).filter((request) => request.method === 'POST' && request.path === '/api/orders')).toEqual([]);
    await confirmOrder(page);
    await expectVisible(panel.getByText(/^Pesanan PMR-\d{4}-\d{4} berhasil dibuat\. /), 'the order confirmation, with what happens next');
    expect(new URL(page.url()).pathname).toBe('/live-stream/79');
    await screenshot(page, 'live-order');
  });
});
