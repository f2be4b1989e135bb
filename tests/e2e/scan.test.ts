// Booth QR codes in real Chromium with a fake camera (support/camera.ts: each browser
// here films one QR code, through the scanner's real decode path). A booth's code opens the
// exhibitor, ticks the visit and stamps it on the platform; a foreign code is refused; a stamp
// whose send fails waits on the device and is sent once; a hand-typed booth code stamps nothing
// unless the short stamp code is typed too (a booth code typed as "c 03 " is C-03); the
// organisers' printed sheet holds every booth on one A4 page, with the address its codes open.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Worker } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { isAppScript, refuseAppScripts, UI_TIMEOUT } from './support/browser';
import { qrVideo, useCamera } from './support/camera';
import { eventually, expectPath, logInWithCode, submitInvitationCode, VISITORS, visitorStoreEntries } from './support/visitor';
import { call, loginToken } from '../helpers/platform';

const app = useApp();

/** server/data.mjs: every booth of the demo fair, in booth order, with its exhibitor. */
const BOOTHS = [
  ['A-01', 'PT Sinar Baja Presisi'],
  ['A-05', 'PT Bearing Jaya Abadi'],
  ['B-02', 'CV Hidrolik Nusantara'],
  ['B-07', 'PT Genset Andalan'],
  ['C-03', 'PT Mitra Las Indonesia'],
  ['C-08', 'CV Pompa Tirta Mandiri'],
  ['D-01', 'PT Alat Berat Sentosa'],
] as const;

interface SheetBooth { booth_code: string; stamp: string; stamp_code: string }
let sheet: SheetBooth[] = [];
const boothOf = (code: string) => sheet.find((booth) => booth.booth_code === code)!;

beforeAll(async () => {
  const organiser = await loginToken(app.platform, 'PANITIA2026');
  sheet = (await call(app.platform, 'GET', '/api/admin/stamps/sheet', { token: organiser })).body.data as SheetBooth[];
});

/** The booths stamped for a visitor, as the platform has them. */
async function stampedOnPlatform(code: string): Promise<string[]> {
  const card = (await call(app.platform, 'GET', '/api/events/1/stamps', { token: await loginToken(app.platform, code) })).body.data as { stamps: { booth_code: string }[] };
  return card.stamps.map((stamp) => stamp.booth_code);
}

const stampPosts = () => app.platform.requests.filter((request) => request.method === 'POST' && request.path === '/api/events/1/stamps');
const exhibitorHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

describe("a booth's printed QR code, filmed by the scanner", () => {
  const open = useCamera(app, () => qrVideo(`${app.url}/products?booth=A-05&stamp=${boothOf('A-05').stamp}`));

  it('opens the exhibitor, ticks the booth in the visit list and stamps it on the platform', async () => {
    const page = await open('/login');
    const workers: Worker[] = [];
    const ended = new Set<Worker>();
    page.on('worker', (worker) => {
      workers.push(worker);
      worker.on('close', () => ended.add(worker));
    });
    await logInWithCode(page, VISITORS.budi.code);
    await page.goto('/denah');
    // The app's own link (a tap on the boot screen's is tests/e2e/boot.test.ts's).
    await page.locator('#boot').waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Pindai QR stan' }).first().click();
    await expectPath(page, '/products');
    await exhibitorHeading(page, 'PT Bearing Jaya Abadi').waitFor();
    // jsQR read the code in the scanner's own module worker, a file of the build (self-hosted,
    // allowed by the CSP's worker-src, precached by the service worker), ended once the booth opened.
    expect(workers.map((worker) => new URL(worker.url()).pathname)).toEqual([expect.stringMatching(/^\/assets\/qrWorker-[A-Z0-9]{8}\.js$/)]);
    await expect.poll(() => ended.has(workers[0]!)).toBe(true);
    expect(await (await page.request.get('/sw.js')).text()).toContain(new URL(workers[0]!.url()).pathname.slice(1));
    await page.getByText('Stempel stan A-05 tercatat (1 dari 3).').waitFor();
    // The address keeps no secret once the stamp is the device's.
    expect(new URL(page.url()).search).toBe('?booth=A-05');
    expect(await stampedOnPlatform(VISITORS.budi.code)).toEqual(['A-05']);
    await page.goto('/denah');
    await page.getByRole('link', { name: /^Stan A-05, PT Bearing Jaya Abadi, .*sudah dikunjungi/ }).waitFor();
    await page.getByText('1 dari 3 stan distempel').waitFor();
    await page.context().close();
  });

  it('waits on the device while the stamp cannot be sent, and sends it once from any screen after a reload', async () => {
    const page = await open('/login');
    await logInWithCode(page, VISITORS.agus.code);
    // The venue's network drops just as the stamp goes out.
    await page.route('**/api/events/1/stamps', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()));
    const before = stampPosts().length;
    await page.goto('/scan');
    await page.getByText('Anda sedang offline. Stempel stan A-05 disimpan di perangkat dan dikirim otomatis saat online.').waitFor();
    expect(stampPosts().length).toBe(before);
    expect(await stampedOnPlatform(VISITORS.agus.code)).toEqual([]);
    await page.unroute('**/api/events/1/stamps');
    // The visitor reloads on /home, a screen without stamps or card: the waiting stamp goes out
    // from there (the `online` event's send is tests/unit/stamp-store.test.ts's).
    await page.goto('/home');
    await expect.poll(() => stampPosts().length, { timeout: UI_TIMEOUT }).toBe(before + 1);
    expect(await stampedOnPlatform(VISITORS.agus.code)).toEqual(['A-05']);
    expect(new URL(page.url()).pathname).toBe('/home');
    // The queue on the device is empty once the platform has the stamp (closed between the
    // answer and that save, the page would send it again: one stamp still, by its booth).
    await eventually(async () => {
      const entries = (await visitorStoreEntries(page)) ?? {};
      const queues = Object.entries(entries).filter(([key]) => key.endsWith(' value stamp-queue'));
      return queues.length > 0 && queues.every(([, value]) => Array.isArray(value) && value.length === 0);
    }, 'the stamp queue on the device is empty');
    // The next reload reads the queue again: it is empty, so nothing more goes out.
    await page.goto('/profile');
    await page.getByText('1 dari 3 stan distempel').waitFor();
    expect(stampPosts().length).toBe(before + 1);
    await page.context().close();
  });
});

describe("a booth's QR code opened by the phone's own camera, before signing in", () => {
  const open = useCamera(app, () => qrVideo('tidak dipakai'));

  it('opens the booth, offers sign-in, and records the stamp once signed in', async () => {
    const page = await open(`/products?booth=B-07&stamp=${boothOf('B-07').stamp}`);
    await exhibitorHeading(page, 'PT Genset Andalan').waitFor();
    // The app's own notice (the boot screen's is the next test's).
    await page.locator('#boot').waitFor({ state: 'detached' });
    await page.getByText('Masuk untuk mengumpulkan stempel stan B-07. Stempelnya menunggu sampai Anda masuk.').waitFor();
    expect(stampPosts().filter((request) => request.body.includes('B-07'))).toEqual([]);
    await page.getByRole('status').getByRole('link', { name: 'Masuk', exact: true }).click();
    await expectPath(page, '/login');
    await submitInvitationCode(page, VISITORS.budi.code);
    await page.getByText(/^Stempel stan B-07 tercatat \(\d dari 3\)\.$/).waitFor();
    expect(await stampedOnPlatform(VISITORS.budi.code)).toContain('B-07');
    await page.context().close();
  });

  it("on a slow phone, offers sign-in on the boot screen before the app has come, and records the stamp once signed in", async () => {
    const page = await open('/home');
    // The app's scripts held back: the notice tapped is the boot screen's, a plain link that
    // loads /login anew, with none of the app's memory of the booth's page.
    await refuseAppScripts(page);
    await page.goto(`/products?booth=C-03&stamp=${boothOf('C-03').stamp}`);
    const notice = page.locator('#boot main').getByRole('status');
    await expect(notice.textContent()).resolves.toBe('Masuk untuk mengumpulkan stempel stan C-03. Stempelnya menunggu sampai Anda masuk. Masuk');
    await page.unroute(isAppScript);
    await notice.getByRole('link', { name: 'Masuk', exact: true }).click();
    await expectPath(page, '/login');
    await submitInvitationCode(page, VISITORS.agus.code);
    // Back on the booth's page, where the stamp waited.
    await page.getByText(/^Stempel stan C-03 tercatat \(\d dari 3\)\.$/).waitFor();
    expect(await stampedOnPlatform(VISITORS.agus.code)).toContain('C-03');
    await page.context().close();
  });
});

describe('a QR code that is not one of ours', () => {
  const open = useCamera(app, () => qrVideo('https://contoh-palsu.example/products?booth=A-05&stamp=AAAAAAAA'));

  it('is said to be not ours and is never opened', async () => {
    const page = await open('/scan');
    await page.getByRole('alert').filter({ hasText: 'Ini bukan kode stan pameran ini.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/scan');
    expect(page.url().startsWith(app.url)).toBe(true);
    await page.context().close();
  });

  it('leaves typing: a booth code alone opens the booth without a stamp; with its short stamp code it stamps', async () => {
    const page = await open('/login');
    await logInWithCode(page, VISITORS.siti.code);
    await page.goto('/scan');
    await page.getByRole('textbox', { name: 'Kode stan' }).fill('b-02');
    await page.getByRole('button', { name: 'Buka stan' }).click();
    await exhibitorHeading(page, 'CV Hidrolik Nusantara').waitFor();
    expect(new URL(page.url()).search).toBe('?booth=B-02');
    await page.goto('/profile');
    await page.getByText('0 dari 3 stan distempel').waitFor();
    expect(await stampedOnPlatform(VISITORS.siti.code)).toEqual([]);

    await page.goto('/scan');
    await page.getByRole('textbox', { name: 'Kode stan' }).fill('c 03 ');
    await page.getByRole('textbox', { name: 'Kode stempel (tidak wajib)' }).fill(boothOf('C-03').stamp_code.toLowerCase());
    await page.getByRole('button', { name: 'Buka stan' }).click();
    await exhibitorHeading(page, 'PT Mitra Las Indonesia').waitFor();
    await page.getByText('Stempel stan C-03 tercatat (1 dari 3).').waitFor();
    expect(await stampedOnPlatform(VISITORS.siti.code)).toEqual(['C-03']);
    await page.context().close();
  });
});

describe("the organisers' printable sheet", () => {
  const open = useCamera(app, () => qrVideo('tidak dipakai'));

  it('prints every booth with its QR code, exhibitor and short stamp code, on A4 without the app around it', async () => {
    const page = await open('/login');
    await logInWithCode(page, 'PANITIA2026');
    await page.goto('/admin-stamps');
    for (const [code] of BOOTHS) await page.getByRole('img', { name: `QR code stan ${code}` }).waitFor();
    await page.emulateMedia({ media: 'print' });
    const sheetRegion = page.locator('#booth-qr-sheet');
    for (const [code, exhibitor] of BOOTHS) {
      const tile = sheetRegion.getByRole('listitem').filter({ hasText: code });
      await tile.getByText(exhibitor).waitFor();
      await tile.getByText(`Kode stempel: ${boothOf(code).stamp_code}`).waitFor();
      await tile.getByText('Pindai untuk stempel / Scan to collect a stamp').waitFor();
      expect(await tile.getByRole('img').isVisible()).toBe(true);
    }
    // Built without PUBLIC_APP_URL: the codes point at the address the sheet was opened from, printed on it.
    await sheetRegion.getByText(`Kode QR di lembar ini membuka ${app.url}`).waitFor();
    expect(await page.getByRole('button', { name: 'Cetak lembar QR' }).isVisible()).toBe(false);
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    // Each printed QR code says its booth's address with its stamp: read back with jsQR, on a
    // blank page of the same browser (the app's CSP rightly refuses a test's inline script).
    const sources = await sheetRegion.getByRole('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    const reader = await page.context().newPage();
    await reader.addScriptTag({ content: readFileSync(path.resolve('node_modules/jsqr/dist/jsQR.js'), 'utf8') });
    const decoded = await reader.evaluate(async (srcs) => {
      const read = async (src: string) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 400;
        const context = canvas.getContext('2d')!;
        context.fillStyle = '#fff';
        context.fillRect(0, 0, 400, 400);
        context.drawImage(image, 0, 0, 400, 400);
        const data = context.getImageData(0, 0, 400, 400);
        return (window as unknown as { jsQR(d: Uint8ClampedArray, w: number, h: number): { data: string } | null }).jsQR(data.data, 400, 400)?.data ?? null;
      };
      return Promise.all(srcs.map(read));
    }, sources);
    expect(decoded).toEqual(BOOTHS.map(([code]) => `${app.url}/products?booth=${code}&stamp=${boothOf(code).stamp}`));
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length).toBe(1);
    await page.context().close();
  });
});
