// Logout leaves nothing of the visitor on the device, in real Chromium with the
// real service worker: a visitor signs in, uses every screen (profile with its QR code,
// products, the cart, my-transaction, a live stream, the gift dialog), and logs out. Then every
// store the page can reach — localStorage, sessionStorage, every IndexedDB database with its
// keys and values, every Cache Storage entry's URL and body — is searched for the visitor's
// invitation code, token, email, name and phone: none is found. And the realtime database's
// WebSocket is closed, so a signed-out visitor, like an anonymous one, holds no connection.
import type { BrowserContext, Page, WebSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { UI_TIMEOUT, useBrowser } from './support/browser';
import { eventually, expectPath, expectVisible, giftDialog, goInApp, heading, logInWithCode, logOut, VISITORS } from './support/visitor';

const app = useApp();
const browser = useBrowser();

const VISITOR = VISITORS.budi;

let context: BrowserContext;
let page: Page;
/** Every WebSocket the page opened, and the frames each received. */
const sockets: { socket: WebSocket; closed: boolean; frames: string[] }[] = [];

beforeAll(async () => {
  // Service workers allowed (the shared helper blocks them): Cache Storage is part of the trace.
  context = await browser.browser.newContext({ baseURL: app.url, viewport: { width: 1280, height: 800 }, locale: 'id-ID', serviceWorkers: 'allow' });
  context.setDefaultTimeout(UI_TIMEOUT);
  page = await context.newPage();
  page.on('websocket', (socket) => {
    const entry = { socket, closed: false, frames: [] as string[] };
    sockets.push(entry);
    socket.on('framereceived', ({ payload }) => entry.frames.push(String(payload)));
    socket.on('close', () => (entry.closed = true));
  });
});

afterAll(async () => {
  await context?.close();
});

const openRealtimeSockets = () => sockets.filter((entry) => !entry.closed && new URL(entry.socket.url()).port === String(app.built.realtimePort));
const brochureFrames = () => sockets.flatMap((entry) => entry.frames).filter((frame) => frame.includes(`"p":"brochure/${VISITOR.id}"`)).length;

/** Everything the page's origin keeps on the device, as store → text. */
function deviceStores(target: Page): Promise<Record<string, string>> {
  return target.evaluate(async () => {
    // Values are searched as stored and base64-decoded (the session keeps the token in base64).
    const decoded = (value: string) => {
      try {
        return atob(value);
      } catch {
        return '';
      }
    };
    const webStorage = (storage: Storage) => JSON.stringify(Object.entries(storage).map(([key, value]) => [key, value, decoded(value)]));
    const stores: Record<string, string> = { localStorage: webStorage(localStorage), sessionStorage: webStorage(sessionStorage) };
    const request = <T,>(req: IDBRequest<T>) => new Promise<T>((resolve, reject) => ((req.onsuccess = () => resolve(req.result)), (req.onerror = () => reject(req.error))));
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const parts: string[] = [];
      for (const storeName of db.objectStoreNames) {
        const store = db.transaction(storeName, 'readonly').objectStore(storeName);
        const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
        parts.push(`${storeName}: ${JSON.stringify(keys)} ${JSON.stringify(values)}`);
      }
      db.close();
      stores[`IndexedDB ${info.name}`] = parts.join('\n');
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      const parts: string[] = [];
      for (const entry of await cache.keys()) {
        const response = await cache.match(entry);
        const body = response && response.type !== 'opaque' ? await response.text().catch(() => '') : '';
        parts.push(`${entry.url}\n${body}`);
      }
      stores[`Cache Storage ${name}`] = parts.join('\n');
    }
    return stores;
  });
}

/** "store: secret" for every secret found in a store. */
function traces(stores: Record<string, string>, secrets: Record<string, string>): string[] {
  return Object.entries(stores).flatMap(([store, text]) =>
    Object.entries(secrets)
      .filter(([, value]) => text.toLowerCase().includes(value.toLowerCase()))
      .map(([what]) => `${store}: ${what}`),
  );
}

describe('logging out', () => {
  let secrets: Record<string, string>;

  it('signs in under a service worker and uses every screen', async () => {
    await page.goto('/home');
    await heading(page).waitFor();
    // The service worker controls the page (clientsClaim), so media and public reads now go
    // through its caches.
    await eventually(() => page.evaluate(() => navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null)), 'the service worker controls the page');

    await logInWithCode(page, VISITOR.code);
    const bearer = app.platform.requests.map((request) => request.headers.authorization).find((value) => typeof value === 'string' && value.startsWith('Bearer '));
    expect(bearer).toBeTruthy();
    secrets = {
      'invitation code': VISITOR.code,
      token: String(bearer).slice('Bearer '.length),
      email: 'budi.santoso@contoh.co.id',
      name: 'Budi Santoso',
      phone: '081234567890',
    };

    await goInApp(page, '/profile');
    const qr = page.getByRole('img', { name: 'Kode QR pengunjung' });
    await expectVisible(qr, 'the QR code on the profile');
    await eventually(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), 'the QR code has loaded');
    // The platform's image, or the copy of it kept on the device for the venue (a data: URL).
    expect(await qr.getAttribute('src')).toMatch(/\/media\/qr\/[A-Za-z0-9_-]{22}\.svg$|^data:image\/svg\+xml;base64,/);

    await goInApp(page, '/products');
    await page.getByRole('tab', { name: 'Merchandise' }).click();
    await page.getByRole('button', { name: /^Tambah ke keranjang: / }).first().click();
    await expectVisible(page.getByText(/^Keranjang: \d+ barang\.$/), 'the cart summary after adding');

    await goInApp(page, '/my-transaction');
    await expectVisible(heading(page), 'the my-transaction screen');
    await goInApp(page, '/live-stream/80');
    await expectVisible(page.getByRole('article', { name: 'Tanya Jawab Suku Cadang Ekskavator' }), 'the live session');

    // The gift dialog, through the realtime feed: the first value is ignored, the next opens it.
    await goInApp(page, '/home');
    await heading(page).waitFor();
    await eventually(async () => brochureFrames() > 0, 'the realtime database answered');
    for (const list of [[{ id: 3, name: 'Voucher Servis Genset', image_url: '/media/prize/3.svg' }], [{ id: 4, name: 'Kunci Torsi Digital', image_url: '/media/prize/4.svg' }]]) {
      const before = brochureFrames();
      await app.platform.pushPrizes(VISITOR.id, list);
      await eventually(async () => brochureFrames() > before, 'the pushed prizes reached the page');
    }
    await expectVisible(giftDialog(page), 'the "Pilih Hadiah" dialog');
    await giftDialog(page).getByRole('button', { name: /Tutup/ }).click();
    await goInApp(page, '/popup-gift');
    await expectVisible(giftDialog(page), 'the last prize list again at /popup-gift');
    await giftDialog(page).getByRole('button', { name: /Tutup/ }).click();

    // While signed in, the search finds the visitor (so it can find them) and one live socket.
    const found = traces(await deviceStores(page), secrets);
    expect(found).toContain('localStorage: token');
    expect(found).toContain('localStorage: email');
    expect(openRealtimeSockets()).toHaveLength(1);
    // The QR code is personal media: never in Cache Storage, even while signed in.
    expect(found.filter((line) => line.startsWith('Cache Storage'))).toEqual([]);
  });

  it('leaves none of the visitor’s code, token, email, name or phone in any store, and no realtime connection', async () => {
    await page.getByRole('banner').getByRole('link', { name: /^Profil / }).click();
    await expectPath(page, '/profile');
    await logOut(page);
    await expectPath(page, '/home');
    await expectVisible(page.getByRole('banner').getByRole('link', { name: 'Masuk', exact: true }), 'the login link of a signed-out visitor');
    const afterLogout = app.platform.requests.length;

    await eventually(async () => openRealtimeSockets().length === 0, 'the realtime WebSocket is closed after logout');
    // Late writes (a service worker's revalidation, a storage flush) land before the network is idle.
    await page.waitForLoadState('networkidle');
    const stores = await deviceStores(page);
    expect(Object.keys(stores).some((store) => store.startsWith('Cache Storage')), 'the service worker cached something').toBe(true);
    expect(traces(stores, secrets)).toEqual([]);
    expect(openRealtimeSockets()).toEqual([]);

    // A reload as a signed-out visitor opens no realtime connection either.
    const before = sockets.length;
    await page.reload();
    await heading(page).waitFor();
    // No request for 500 ms after the load: a realtime connection would have been opened by then.
    await page.waitForLoadState('networkidle');
    expect(sockets.slice(before).filter((entry) => new URL(entry.socket.url()).port === String(app.built.realtimePort))).toEqual([]);
    // The SDK forgot the token: nothing the signed-out app asks for carries it.
    await goInApp(page, '/products');
    await expectVisible(page.getByRole('tab', { name: 'Merchandise' }), 'the products screen');
    const sent = app.platform.requests.slice(afterLogout);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((request) => /^Bearer \S/.test(String(request.headers.authorization ?? ''))).map((request) => request.path)).toEqual([]);
  });
});
