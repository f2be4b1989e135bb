// Reaching an exhibitor, end to end on a phone (390 px) in real Chromium against the built app and
// the local platform: a visitor asks PT Genset Andalan for a quotation while offline; it waits on
// the device and is sent once when the network is back; the exhibitor's staff answer it on their
// page, /exhibitor; the visitor reads the reply on the profile. The WhatsApp link's exact address; axe on the
// product's actions, the open form and the profile's requests; screenshots for docs/reach.md at
// 390 and 1280 px, in Indonesian and English.
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPameranClient } from '@pameran/sdk';
import { calls as reachCalls } from '@pameran/sdk/calls/reach';
import { call, loginToken } from '../helpers/platform';
import { reach as reachCopy } from '../../src/copy/reach';
import { repoRoot, useApp } from './support/app';
import { expectNoSeriousA11yViolations, useBrowser, type Viewport } from './support/browser';
import { eventually, expectVisible, logInWithCode } from './support/visitor';

const app = useApp();
const browser = useBrowser();

/** PT Genset Andalan, booth B-07, WhatsApp '+62 811 2233 4455', staff code STAF-B07-J6VC (server/data.mjs). */
const GENSET = { exhibitor: 'PT Genset Andalan', product: 'Genset Diesel GA-30 kVA', path: '/products?product=501&exhibitor=5', staffCode: 'STAF-B07-J6VC' };
const NOTE = 'Mohon harga 2 unit genset 30 kVA, kirim ke Cikarang minggu depan.';
const REPLY = 'Harga Rp 168.000.000 per unit termasuk ATS dan ongkos kirim ke Cikarang. Penawaran resmi kami kirim lewat WhatsApp.';

const SCREENSHOTS = path.join(repoRoot, 'docs/screenshots/reach');
const inquiryPosts = () => app.platform.requests.filter((sent) => sent.method === 'POST' && sent.path === '/api/events/1/inquiries');

async function shoot(page: Page, name: string, viewport: Viewport, language: 'id' | 'en') {
  if (process.env.CI) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${viewport === 'phone' ? 390 : 1280}-${language}.png`), fullPage: false, animations: 'disabled' });
}

describe('a visitor asks an exhibitor for a quotation offline, on a phone', () => {
  let page: Page;

  it('opens the product: the WhatsApp chat is wa.me with the number and a message naming the product and the booth', async () => {
    page = await browser.open('phone', app.url, '/login');
    await logInWithCode(page, 'BUDI2026');
    await page.goto(GENSET.path);
    const actions = page.getByRole('group', { name: reachCopy.actionsLabel(GENSET.exhibitor) });
    const chat = actions.getByRole('link', { name: reachCopy.whatsappNamed(GENSET.exhibitor) });
    await expectVisible(chat, 'the WhatsApp link');
    expect(await chat.getAttribute('href')).toBe(
      'https://wa.me/6281122334455?text=Halo%20PT%20Genset%20Andalan%2C%20saya%20tertarik%20dengan%20Genset%20Diesel%20GA-30%20kVA%20(stan%20B-07)%20yang%20saya%20lihat%20di%20aplikasi%20Pameran.%20Boleh%20minta%20informasi%20lebih%20lanjut%3F',
    );
    expect(await chat.getAttribute('target')).toBe('_blank');
    // Every action is a 44 px target.
    for (const target of await actions.locator('a, button').all()) expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await actions.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page, "the product's reach actions");
    await shoot(page, 'product', 'phone', 'id');
  }, 120_000);

  it('asks for a quotation offline: kept on the device, and nothing is sent', async () => {
    await page.getByRole('button', { name: reachCopy.askQuoteNamed(GENSET.product) }).click();
    const dialog = page.getByRole('dialog', { name: reachCopy.quoteTitle });
    await expectVisible(dialog, 'the quotation form');
    // The network goes once the form is open: this page has no service worker to keep the form's
    // code (tests/e2e/offline.test.ts covers the precache).
    await page.context().setOffline(true);
    await dialog.getByLabel('Jumlah (tidak wajib)').fill('2');
    await dialog.getByLabel('Satuan (tidak wajib)').fill('unit');
    await dialog.getByLabel('Pesan').fill(NOTE);
    await dialog.getByRole('checkbox', { name: reachCopy.consent(GENSET.exhibitor) }).check();
    await expectNoSeriousA11yViolations(page, 'the quotation form');
    await shoot(page, 'quote-form', 'phone', 'id');
    await dialog.getByRole('button', { name: reachCopy.send }).click();
    await expectVisible(dialog.getByRole('status').filter({ hasText: reachCopy.quoteQueued(GENSET.exhibitor) }), 'that the request waits for the network');
    expect(inquiryPosts()).toHaveLength(0);
    await dialog.getByRole('button', { name: 'Tutup' }).last().click();
  }, 60_000);

  it('is sent once when the device is back online', async () => {
    await page.context().setOffline(false);
    await eventually(async () => inquiryPosts().length === 1, 'the request reaches the platform');
    const [sent] = inquiryPosts();
    expect(sent!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(JSON.parse(sent!.body)).toEqual({ exhibitor_id: 5, product_id: 501, quantity: 2, unit: 'unit', note: NOTE, reply_to: { phone: '+6281234567890' }, consent: true });
    // The profile lists it as the platform's, no longer waiting on the device.
    await page.goto('/profile');
    const mine = page.getByRole('region', { name: reachCopy.myInquiries });
    await expectVisible(mine.getByText(NOTE), 'the request on the profile');
    await eventually(async () => (await mine.getByRole('list', { name: reachCopy.inquiryWaiting }).count()) === 0, 'nothing waits on the device');
    // A reload (the queue is read again) sends nothing more. (Closed between the platform's answer
    // and the queue's save, the page would send it again with the same key: one request still.)
    await page.reload();
    await expectVisible(mine.getByText(NOTE), 'the request on the profile after a reload');
    expect(inquiryPosts()).toHaveLength(1);
  }, 60_000);

  it("the exhibitor's staff reply on /exhibitor, and the visitor reads the reply on the profile", async () => {
    const desk = await browser.open('phone', app.url, '/exhibitor');
    await desk.getByLabel('Kode peserta pameran').fill(GENSET.staffCode);
    await desk.getByRole('button', { name: 'Masuk', exact: true }).click();
    const request = desk.locator('article[data-inquiry-id]').filter({ hasText: NOTE });
    await expectVisible(request, 'the request on the staff page');
    await request.getByLabel('Balasan untuk pengunjung').fill(REPLY);
    await request.getByRole('button', { name: 'Kirim balasan' }).click();
    await expectVisible(request.getByText('Dibalas', { exact: true }), 'the request marked replied on the staff page');

    await page.reload();
    const mine = page.getByRole('region', { name: reachCopy.myInquiries });
    await expectVisible(mine.getByText(REPLY), 'the reply');
    await expectVisible(mine.getByText(reachCopy.inquiryStatus.replied, { exact: true }), 'the status "Dibalas"');
    await mine.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page, "the profile's requests");
    await shoot(page, 'my-requests', 'phone', 'id');
  }, 60_000);
});

/** The staff of PT Genset Andalan answer the newest request over the platform's staff calls (the screenshots' data). */
async function replyAsStaff(note = NOTE) {
  const login = await call(app.platform, 'POST', '/api/exhibitor/login', { json: { code: GENSET.staffCode } });
  const token = (login.body.data as { access_token: string }).access_token;
  const [inquiry] = (await call(app.platform, 'GET', '/api/exhibitor/inquiries', { token })).body.data as { id: number; note: string; status: string }[];
  expect(inquiry).toMatchObject({ note, status: 'sent' });
  expect((await call(app.platform, 'POST', `/api/exhibitor/inquiries/${inquiry!.id}/reply`, { token, json: { reply: REPLY } })).status).toBe(200);
}

// Only where the screenshots are taken: in CI (no files kept, no shots) these walks would hold
// again what the phone's journey above holds (the product's actions, the quotation form, the
// profile's requests), and the English words are the stories' (stories.test.tsx, every screen
// switched to English).
describe.skipIf(process.env.CI)('the screens for docs/reach.md, in both languages and both widths', () => {
  // Siti has one request answered and one waiting for an answer.
  beforeAll(async () => {
    const token = await loginToken(app.platform, 'SITI2026');
    const reach = createPameranClient({ baseUrl: app.url, getToken: () => token }).extend(reachCalls);
    const ask = (note: string) => reach.sendInquiry({ exhibitor_id: 5, product_id: 501, quantity: 1, unit: 'unit', note, reply_to: { email: 'siti.rahma@contoh.co.id' }, consent: true });
    await ask(NOTE);
    await replyAsStaff();
    await ask('Apakah tersedia genset 100 kVA untuk pabrik?');
  });

  for (const viewport of ['phone', 'desktop'] as const) {
    for (const language of ['id', 'en'] as const) {
      if (viewport === 'phone' && language === 'id') continue;
      it(`${viewport}, ${language}`, async () => {
        const page = await browser.open(viewport, app.url, '/login');
        await logInWithCode(page, 'SITI2026');
        const lang = language === 'en' ? '&lang=en' : '';
        await page.goto(`${GENSET.path}${lang}`);
        const actions = page.getByRole('group').filter({ has: page.locator('a[href^="https://wa.me/"]') });
        await expectVisible(actions, 'the reach actions');
        await actions.scrollIntoViewIfNeeded();
        await shoot(page, 'product', viewport, language);
        await actions.getByRole('button').first().click();
        await expectVisible(page.getByRole('dialog'), 'the quotation form');
        await shoot(page, 'quote-form', viewport, language);
        await page.goto(`/profile${language === 'en' ? '?lang=en' : ''}`);
        await expectVisible(page.getByRole('region', { name: language === 'en' ? 'My requests' : reachCopy.myInquiries }), 'the requests');
        await page.getByRole('region', { name: language === 'en' ? 'My requests' : reachCopy.myInquiries }).scrollIntoViewIfNeeded();
        await shoot(page, 'my-requests', viewport, language);
      }, 90_000);
    }
  }
});
