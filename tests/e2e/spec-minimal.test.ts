// A visitor's whole day against a platform that sends only what SPEC.md names
// (PAMERAN_PLATFORM=spec-minimal, server/contractShape.mjs): SPEC §3's entities with exactly
// their fields, every other entity with its id and at most one name-like field, a claim
// answered with `{ "data": {} }`, no realtime token and a realtime database that needs no
// sign-in. The same journeys run against the rich demo platform in auth, shopping, live,
// prize and logout-trace; here each one is walked once, on a phone, in the order a visitor
// meets them, and what SPEC does not promise is left out or named in plain Indonesian.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { liveStream as liveStreamCopy } from '../../src/copy/liveStream';
import { products as productsCopy } from '../../src/copy/products';
import { transactions as transactionsCopy } from '../../src/copy/transactions';
import { useApp } from './support/app';
import { isAppScript, refuseAppScripts, screenLoaded, screenshot, useBrowser } from './support/browser';
import { confirmOrder, eventually, expectPath, expectVisible, giftDialog, heading, localStorageOf, logInWithCode, logOut, realtimeMark, secondsLeft, VISITORS, waitForRealtimeValue } from './support/visitor';

const app = useApp({ platform: 'spec-minimal' });
const browser = useBrowser();

/** The demo event's name: the one field of the event a spec-minimal platform keeps (with its id). */
const EVENT_NAME = 'Pameran Suku Cadang & Mesin Industri 2026';
/** Demo exhibitor A-01 and merchandise 1 (server/data.mjs); only id and name reach the app. */
const EXHIBITOR = { booth: 'A-01', name: 'PT Sinar Baja Presisi' };
const MERCHANDISE = 'Topi Pameran 2026';

const profileLink = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name: `Profil ${name}` });
const cartLink = (page: Page, count: number) => page.getByRole('banner').getByRole('link', { name: copy.shell.cartLabel(count) });

describe('a visitor against a platform that sends only what SPEC names', () => {
  let page: Page;

  it('registers, and the header greets the new visitor by the name SPEC promises', async () => {
    page = await browser.open('phone', app.url, '/register');
    const form = page.getByRole('form', { name: 'Daftar' });
    await form.getByRole('textbox', { name: 'Nama lengkap' }).fill('Rina Kusuma');
    await form.getByRole('textbox', { name: 'Instansi / perusahaan' }).fill('PT Teknik Maju');
    await form.getByRole('textbox', { name: 'Unit' }).fill('Pemeliharaan');
    await form.getByRole('textbox', { name: 'Nama salesman' }).fill('Dedi');
    await form.getByRole('checkbox', { name: 'Saya menyetujui' }).check();
    await form.getByRole('button', { name: 'Daftar', exact: true }).click();
    // The confirmation shows the code SPEC's user carries (the visitor's only way back in), then the way on.
    const done = page.getByRole('region', { name: 'Pendaftaran berhasil' });
    await expectVisible(done, 'the registration confirmation');
    expect((await done.locator('strong').textContent()) ?? '').toMatch(/^REG-[A-Z0-9]+$/);
    await done.getByRole('link', { name: 'Lanjutkan' }).click();
    await expectPath(page, '/home');
    await expectVisible(profileLink(page, 'Rina Kusuma'), "the new visitor's profile link");
    await page.getByRole('link', { name: /^Profil / }).click();
    await logOut(page);
    await expectVisible(page.getByRole('banner').getByRole('link', { name: 'Masuk', exact: true }), "the 'Masuk' link after logout");
  });

  it('signs in; home shows the event, asks sessionsUpcoming?limit=2 with no token, and names sessions without titles', async () => {
    const from = app.platform.requests.length;
    await logInWithCode(page, VISITORS.budi.code);
    await expectVisible(profileLink(page, 'Budi Santoso'), "Budi's profile link");
    await expectVisible(page.getByRole('heading', { name: EVENT_NAME }), 'the event name');
    // No banner was sent: no banner block (no broken or blank picture in its place).
    expect(await page.getByRole('region', { name: copy.home.eventHeading }).getByRole('img').count()).toBe(0);
    await expectVisible(page.getByRole('link', { name: /Sesi 79/ }), 'session 79, named by its number');
    await eventually(
      async () => app.platform.requests.slice(from).some((r) => r.path === '/api/events/1/sessionsUpcoming' && r.query === '?limit=2'),
      'home asks for its two upcoming sessions',
    );
    const homeRead = app.platform.requests.slice(from).find((r) => r.path === '/api/events/1/sessionsUpcoming' && r.query === '?limit=2');
    expect(homeRead?.headers.authorization, 'SPEC §6: upcoming sessions are called without a token').toBeUndefined();
    // The countdown reads the full list in its own request.
    expect(app.platform.requests.slice(from).some((r) => r.path === '/api/events/1/sessionsUpcoming' && r.query === '')).toBe(true);
    // SPEC's platform sends no realtime token: the prize feed subscribes without a sign-in.
    await waitForRealtimeValue(page, VISITORS.budi.id);
    await screenshot(page, 'spec-minimal-home');
  });

  it('restores the visitor on a reload', async () => {
    const from = app.platform.requests.length;
    await page.reload();
    await expectVisible(profileLink(page, 'Budi Santoso'), 'the visitor still signed in');
    await eventually(async () => app.platform.requests.slice(from).some((r) => r.path === '/api/carts'), 'the cart is loaded again');
  });

  it('counts down to session 79 from is_started_countdown alone', async () => {
    await page.goto('/countdown');
    await expectVisible(page.getByRole('timer').first(), 'the countdown');
    const first = await secondsLeft(page);
    await eventually(async () => (await secondsLeft(page)) <= first - 2, 'the countdown ticks');
    expect(first).toBeGreaterThan(0);
  });

  it("opens Produk on a slow phone: before the app has come, the list says it has no exhibitors (SPEC names no list of them, and the event standing in names none), and the first page and the event are each asked for once", async () => {
    const slow = await browser.open('phone', app.url, '/home');
    await refuseAppScripts(slow);
    const from = app.platform.requests.length;
    await slow.goto('/products');
    await expectVisible(slow.locator('#boot main').getByRole('heading', { level: 2, name: productsCopy.exhibitorsEmpty }), "the boot screen's empty list");
    await slow.unroute(isAppScript);
    await slow.reload();
    await screenLoaded(slow);
    await expectVisible(slow.locator('#root main').getByRole('heading', { level: 2, name: productsCopy.exhibitorsEmpty }), "the app's empty list");
    // Each visit asked for the first page once, and for the event once after it was not found: the app took index.html's answers, the 404 too.
    const asked = app.platform.requests.slice(from).filter((request) => request.method === 'GET' && ['/api/events/1', '/api/events/1/exhibitors'].includes(request.path)).map((request) => request.path);
    expect(asked.filter((path) => path === '/api/events/1/exhibitors')).toHaveLength(2);
    expect(asked.filter((path) => path === '/api/events/1')).toHaveLength(2);
    expect(asked.slice(0, 2)).toEqual(['/api/events/1/exhibitors', '/api/events/1']);
    await slow.context().close();
  });

  it('browses products: merchandise by name with the price named as missing, and an exhibitor by booth code', async () => {
    await page.goto('/products');
    // The boot screen's tabs answer once the app has come.
    await screenLoaded(page);
    // Produk opens on the exhibitors; the merchandise is the second tab.
    await page.getByRole('tab', { name: productsCopy.merchandiseTab }).click();
    await expectVisible(page.getByText(MERCHANDISE).first(), 'the merchandise');
    await expectVisible(page.getByText(copy.common.priceUnknown).first(), 'a price the platform did not send, named as such');
    await page.getByRole('tab', { name: 'Peserta pameran' }).click();
    await page.getByText(productsCopy.findToggle).click();
    await page.getByRole('textbox', { name: productsCopy.findLabel }).fill(EXHIBITOR.booth);
    await page.getByRole('button', { name: productsCopy.findSubmit, exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: EXHIBITOR.name }), "the exhibitor's name");
    await expectVisible(page.getByText(productsCopy.exhibitorNoProducts), 'no product list, said plainly');
    await screenshot(page, 'spec-minimal-exhibitor');
  });

  it('adds merchandise to the cart, and orders it', async () => {
    await page.goto('/products');
    await screenLoaded(page);
    await page.getByRole('tab', { name: productsCopy.merchandiseTab }).click();
    await page.getByRole('button', { name: productsCopy.addToCartNamed(MERCHANDISE) }).click();
    await expectVisible(cartLink(page, 1), 'the cart badge with 1 item');
    await cartLink(page, 1).click();
    await expectPath(page, '/my-transaction');
    // A cart item of SPEC's platform has an id and a quantity: it is named by its number.
    await expectVisible(page.getByText(/^Barang \d+$/).first(), 'the cart item, named by its number');
    await page.getByRole('button', { name: transactionsCopy.checkout }).click();
    await confirmOrder(page);
    await expectVisible(page.getByRole('status').filter({ hasText: /Pesanan .+ berhasil dibuat\./ }), 'the order confirmation');
    await expectVisible(page.getByText(transactionsCopy.statusUnknown).first(), 'the order, its missing status named');
    await screenshot(page, 'spec-minimal-order');
  });

  it('opens live session 79 by its number, with its countdown, and says its survey has no questions', async () => {
    await page.goto('/live-stream/79');
    await expectVisible(page.getByRole('heading', { name: 'Sesi 79' }), 'the session, named by its number');
    await expectVisible(page.getByRole('timer').first(), "the session's countdown");
    await expectVisible(page.getByText(liveStreamCopy.surveyNoQuestions).first(), 'the survey without questions, said plainly');
    await screenshot(page, 'spec-minimal-live');
  });

  it("claims a pushed gift: a claim answered with { data: {} } is 'Berhasil di klaim'", async () => {
    // SPEC §4: the first value of the new subscription is ignored; the push after it opens the
    // dialog. That first value must come to the new page: the live page may answer late.
    const seen = realtimeMark(page, VISITORS.budi.id);
    await page.goto('/home');
    await heading(page).waitFor();
    await waitForRealtimeValue(page, VISITORS.budi.id, seen, { onNewConnection: true });
    const prize = (id: number, name: string) => ({ id, name, image_url: `/media/prize/${id}.svg` });
    await app.platform.pushPrizes(VISITORS.budi.id, [prize(1, 'Hadiah (placeholder)'), prize(3, 'Voucher Servis Genset'), prize(4, 'Kunci Torsi Digital')]);
    await expectVisible(giftDialog(page), 'the "Pilih Hadiah" dialog');
    await giftDialog(page).getByRole('button', { name: 'Kunci Torsi Digital', exact: true }).click();
    await giftDialog(page).getByRole('button', { name: 'Pilih', exact: true }).click();
    const alert = page.getByRole('alertdialog');
    await expectVisible(alert.getByText('Berhasil di klaim'), "the success alert 'Berhasil di klaim'");
    const claim = app.platform.requests.find((r) => r.method === 'POST' && r.path === '/api/users/brochure/4/saved');
    expect(claim?.body).toBe('');
    await alert.getByRole('button', { name: 'OK' }).click();
    await giftDialog(page).waitFor({ state: 'hidden' });
  });

  it('logs out: nothing of the visitor is left in storage', async () => {
    await profileLink(page, 'Budi Santoso').click();
    await logOut(page);
    await expectPath(page, '/home');
    expect(await localStorageOf(page)).toEqual({});
  });
});
