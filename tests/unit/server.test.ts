// The local platform against bad input: every rejection is a 4xx with an Indonesian
// `error.message`, and nothing is half-written. Also the static app serving and the realtime DB.
import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initializeApp, deleteApp } from 'firebase/app';
import { connectAuthEmulator, inMemoryPersistence, initializeAuth, signInWithCustomToken } from 'firebase/auth';
import { connectDatabaseEmulator, getDatabase, onValue, ref } from 'firebase/database';
import { call, loginToken, usePlatform } from '../helpers/platform';

const distDir = await mkdtemp(path.join(os.tmpdir(), 'pameran-dist-'));
await mkdir(path.join(distDir, 'assets'));
await writeFile(path.join(distDir, 'index.html'), `<!doctype html><html lang="id"><title>Pameran</title>${'<!-- isi -->'.repeat(200)}</html>`);
await writeFile(path.join(distDir, 'assets', 'main-abc123.js'), `console.log(${JSON.stringify('x'.repeat(3000))});`);
afterAll(() => rm(distDir, { recursive: true, force: true }));

const platform = usePlatform({ distDir });

const registration = { name: 'Dedi', ticket_id: '12', agency: 'PT A', gender: '-', country: 'INDONESIA', unit: 'U', salesman: 'S', agreement: '1', is_promo: '1', token: '' };

describe('tokens', () => {
  it('answers 401 with a message for a missing, empty, wrong or malformed token', async () => {
    expect(await call(platform, 'GET', '/api/users')).toEqual({ status: 401, body: { error: { message: 'Silakan masuk terlebih dahulu.' } } });
    expect((await call(platform, 'GET', '/api/carts', { authorization: '' })).status).toBe(401);
    const wrong = await call(platform, 'GET', '/api/orders', { token: 'bukan-token' });
    expect(wrong).toEqual({ status: 401, body: { error: { message: 'Sesi Anda tidak valid atau telah berakhir. Silakan masuk kembali.' } } });
    expect((await call(platform, 'GET', '/api/users', { authorization: 'Basic YWRtaW46YWRtaW4=' })).status).toBe(401);
  });

  it('keeps earlier sessions valid when the same visitor logs in again (force=1)', async () => {
    const first = await loginToken(platform, 'AGUS2026');
    const second = await loginToken(platform, 'AGUS2026');
    expect(second).not.toBe(first);
    expect((await call(platform, 'GET', '/api/users', { token: first })).status).toBe(200);
    expect((await call(platform, 'GET', '/api/users', { token: second })).status).toBe(200);
  });
});

describe('bodies', () => {
  it('rejects a registration with a missing field, naming the field', async () => {
    const { name: _omitted, ...withoutName } = registration;
    expect(await call(platform, 'POST', '/api/auth/register', { form: withoutName })).toEqual({ status: 422, body: { error: { message: 'Nama wajib diisi.' } } });
    expect((await call(platform, 'POST', '/api/auth/register', { form: { ...registration, ticket_id: '99' } })).body.error?.message).toBe('Tiket tidak valid.');
  });

  it('rejects JSON where the contract expects a form, and a form where it expects JSON', async () => {
    expect(await call(platform, 'POST', '/api/auth/invitation', { json: { code: 'BUDI2026', force: 1, token: '' } })).toEqual({
      status: 415, body: { error: { message: 'Format data harus application/x-www-form-urlencoded.' } },
    });
    const token = await loginToken(platform, 'SITI2026');
    expect((await call(platform, 'POST', '/api/carts', { token, form: { product_id: '101', quantity: '1' } })).status).toBe(415);
  });

  it('rejects malformed JSON, an oversized body and an unknown login code', async () => {
    const token = await loginToken(platform, 'SITI2026');
    expect(await call(platform, 'POST', '/api/carts', { token, raw: '{"product_id": 101,' })).toEqual({ status: 400, body: { error: { message: 'Format data tidak valid (JSON rusak).' } } });
    expect(await call(platform, 'POST', '/api/users', { token, raw: JSON.stringify({ name: 'x'.repeat(70_000) }) })).toEqual({ status: 413, body: { error: { message: 'Data yang dikirim terlalu besar.' } } });
    expect((await call(platform, 'POST', '/api/auth/invitation', { form: { code: 'TIDAKADA', force: '1', token: '' } })).status).toBe(404);
  });

  it('rejects bad user details with a clear message and keeps the old values', async () => {
    const token = await loginToken(platform, 'SITI2026');
    expect((await call(platform, 'POST', '/api/users', { token, json: { email: 'bukan-email' } })).body.error?.message).toBe('Format email tidak valid.');
    expect((await call(platform, 'POST', '/api/users', { token, json: { name: '  ' } })).body.error?.message).toBe('Nama wajib diisi.');
    expect((await call(platform, 'POST', '/api/users', { token, json: { is_admin: true } })).body.error?.message).toBe('Kolom tidak dikenal: is_admin.');
    expect((await call(platform, 'POST', '/api/users', { token, json: [] })).status).toBe(400);
    expect((await call(platform, 'GET', '/api/users', { token })).body.data).toMatchObject({ name: 'Siti Rahmawati*', email: 'siti.rahma@contoh.co.id' });
  });

  it('answers unknown routes with 404, a wrong method with 405 and a bad limit with 400', async () => {
    expect(await call(platform, 'GET', '/api/tidak-ada')).toEqual({ status: 404, body: { error: { message: 'Alamat API tidak ditemukan.' } } });
    expect((await call(platform, 'PUT', '/api/carts')).status).toBe(405);
    expect((await call(platform, 'GET', '/api/events/2')).body.error?.message).toBe('Acara tidak ditemukan.');
    expect((await call(platform, 'GET', '/api/events/1/sessionsUpcoming?limit=abc')).body.error?.message).toBe('Parameter limit harus berupa angka positif.');
    expect((await call(platform, 'GET', '/api/events/1/exhibitors/%E0%A4%A')).status).toBe(400);
  });
});

describe('cart and orders never end half-written', () => {
  it('rejects bad cart additions and leaves the cart as it was', async () => {
    const token = await loginToken(platform, 'BUDI2026');
    expect((await call(platform, 'POST', '/api/carts', { token, json: { product_id: 101, quantity: 0 } })).body.error?.message).toBe('Jumlah minimal 1.');
    expect((await call(platform, 'POST', '/api/carts', { token, json: { product_id: 999, quantity: 1 } })).body.error?.message).toBe('Produk tidak ditemukan.');
    expect((await call(platform, 'POST', '/api/carts', { token, json: { product_id: 3, quantity: 4, kind: 'merchandise' } })).body.error?.message).toBe('Stok Tumbler Baja Tahan Karat tidak mencukupi.');
    expect((await call(platform, 'POST', '/api/carts', { token, json: { product_id: 101, quantity: 1, kind: 'jasa' } })).status).toBe(422);
    expect((await call(platform, 'GET', '/api/carts', { token })).body.data).toEqual([]);
  });

  it('rejects an order naming an item that is not in the cart, without touching cart, stock or orders', async () => {
    const token = await loginToken(platform, 'BUDI2026');
    const added = await call(platform, 'POST', '/api/carts', { token, json: { product_id: 3, quantity: 2, kind: 'merchandise' } });
    const cart = (added.body.data as { id: number; items: { id: number }[] }[])[0]!;
    const rejected = await call(platform, 'POST', '/api/orders', { token, json: { cart_id: cart.id, item_ids: [cart.items[0]!.id, 9999] } });
    expect(rejected).toEqual({ status: 422, body: { error: { message: 'Sebagian item tidak ada lagi di keranjang. Muat ulang keranjang Anda.' } } });
    expect((await call(platform, 'POST', '/api/orders', { token, json: { cart_id: cart.id, item_ids: [] } })).body.error?.message).toBe('Pilih minimal satu item untuk dipesan.');
    expect((await call(platform, 'POST', '/api/orders', { token, json: { cart_id: 777, item_ids: [cart.items[0]!.id] } })).status).toBe(404);
    expect((await call(platform, 'GET', '/api/carts', { token })).body.data).toEqual([cart]);
    expect((await call(platform, 'GET', '/api/orders?limit=100', { token })).body.data).toEqual([]);
    const merchandise = (await call(platform, 'GET', '/api/events/pameran-merchandise/merchandise')).body.data as { id: number; stock: number }[];
    expect(merchandise.find((m) => m.id === 3)?.stock).toBe(3);
    expect((await call(platform, 'DELETE', `/api/carts/${cart.id}/items/9999`, { token })).body.error?.message).toBe('Item tidak ditemukan di keranjang.');
  });
});

describe('gifts and surveys', () => {
  it('lets a prize be claimed once, refuses the placeholder and unknown prizes', async () => {
    const token = await loginToken(platform, 'SITI2026');
    await platform.pushPrizes(1002, [{ id: 1 }, { id: 4 }, { id: 5 }]);
    expect((await call(platform, 'POST', '/api/users/brochure/4/saved', { token })).status).toBe(200);
    expect(await call(platform, 'POST', '/api/users/brochure/4/saved', { token })).toEqual({ status: 409, body: { error: { message: 'Hadiah ini sudah Anda klaim sebelumnya.' } } });
    expect((await call(platform, 'POST', '/api/users/brochure/1/saved', { token })).body.error?.message).toBe('Hadiah ini tidak dapat diklaim.');
    expect((await call(platform, 'POST', '/api/users/brochure/abc/saved', { token })).status).toBe(404);
    expect((await call(platform, 'POST', '/api/users/brochure/5/saved')).status).toBe(401);
  });

  it('rejects incomplete or invalid survey answers', async () => {
    const token = await loginToken(platform, 'AGUS2026');
    const path = '/api/events/1/sessions/79/survey';
    expect((await call(platform, 'POST', path, { token, json: { answers: [] } })).body.error?.message).toBe('Jawaban survei wajib diisi.');
    expect((await call(platform, 'POST', path, { token, json: { answers: [{ question_id: 1, value: 'Bermanfaat' }] } })).body.error?.message).toBe('Mohon jawab semua pertanyaan survei.');
    expect((await call(platform, 'POST', path, { token, json: { answers: [{ question_id: 1, value: 'Luar biasa' }] } })).body.error?.message).toContain('tidak valid');
    expect((await call(platform, 'GET', '/api/events/1/sessions/82/survey', { token })).body.error?.message).toBe('Survei untuk sesi ini belum tersedia.');
  });
});

describe('serving the app', () => {
  it('serves index.html for app routes without caching, and hashed assets with a long cache', async () => {
    const page = await fetch(`${platform.url}/live-stream/79`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>Pameran</title>');
    const asset = await fetch(`${platform.url}/assets/main-abc123.js`);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${platform.url}/assets/tidak-ada.js`)).status).toBe(404);
    const escape = await (await fetch(`${platform.url}/..%2f..%2fetc/passwd`)).text();
    expect(escape).not.toContain('root:');
    expect(escape).toContain('<title>Pameran</title>');
  });

  it('compresses text with gzip when the client asks for it', async () => {
    const { request } = await import('node:http');
    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      request(`${platform.url}/assets/main-abc123.js`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      }).on('error', reject).end();
    });
    expect(raw.encoding).toBe('gzip');
    expect(gunzipSync(raw.body).toString()).toContain('console.log');
  });

  it('draws item images and QR codes as SVG', async () => {
    const image = await fetch(`${platform.url}/media/product/101.svg`);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('Mesin Bubut CNC');
    const budi = (await call(platform, 'GET', '/api/users', { token: await loginToken(platform, 'BUDI2026') })).body.data as { qr_code: string };
    // The address names no invitation code; the image is the same every time.
    expect(budi.qr_code).toMatch(new RegExp(`^${platform.url}/media/qr/[A-Za-z0-9_-]{22}\\.svg$`));
    const qr = await (await fetch(budi.qr_code)).text();
    expect(qr).toContain('<svg');
    expect(qr).toBe(await (await fetch(budi.qr_code)).text());
    expect((await fetch(`${platform.url}/media/qr/BUDI2026.svg`)).status).toBe(404);
    expect((await fetch(`${platform.url}/media/product/9999.svg`)).status).toBe(404);
  });
});

describe('realtime database', () => {
  let app: ReturnType<typeof initializeApp>;
  beforeAll(() => {
    app = initializeApp({ apiKey: 'demo', projectId: 'pameran-demo', databaseURL: platform.databaseURL }, `server-test-${Date.now()}`);
  });
  afterAll(() => deleteApp(app));

  it('delivers a prize list pushed by the admin helper to the Firebase SDK at brochure/{userId}', async () => {
    // Signed in as Budi (1001) with his login's firebase_token, as the app does: the rules are enforced.
    const budi = await call(platform, 'POST', '/api/auth/invitation', { form: { code: 'BUDI2026', force: '1', token: '' } });
    const auth = initializeAuth(app, { persistence: inMemoryPersistence });
    connectAuthEmulator(auth, platform.url, { disableWarnings: true });
    await signInWithCustomToken(auth, (budi.body.data as { firebase_token: string }).firebase_token);
    const db = getDatabase(app);
    connectDatabaseEmulator(db, '127.0.0.1', platform.realtimePort);
    const values: unknown[] = [];
    const unsubscribe = onValue(ref(db, 'brochure/1001'), (snapshot) => void values.push(snapshot.val()));
    await expect.poll(() => values.length, { timeout: 10_000 }).toBe(1);
    expect(values[0]).toBeNull();
    const organiser = await loginToken(platform, 'PANITIA2026');
    const pushed = await call(platform, 'POST', '/api/admin/brochure/1001', { token: organiser, json: [{ id: 2 }, { id: 5 }] });
    expect(pushed.status).toBe(200);
    await expect.poll(() => values.length, { timeout: 10_000 }).toBe(2);
    expect(values[1]).toEqual([
      { id: 2, name: 'Brosur Katalog Mesin CNC', image_url: `${platform.url}/media/prize/2.svg`, isSaved: false },
      { id: 5, name: 'Helm Proyek Pameran', image_url: `${platform.url}/media/prize/5.svg`, isSaved: false },
    ]);
    expect(await platform.readRealtime('brochure/1001')).toEqual(values[1]);
    unsubscribe();
    expect((await call(platform, 'POST', '/api/admin/brochure/1001', { token: organiser, json: [{ id: 99 }] })).status).toBe(404);
    expect((await call(platform, 'POST', '/api/admin/brochure/5555', { token: organiser, json: [] })).body.error?.message).toBe('Pengunjung tidak ditemukan.');
  });
});
