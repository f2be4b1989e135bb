// Every table of the local platform has a bound (docs/security.md "Bounded tables"): orders per
// visitor and per minute, the orders list's default page, a cart's lines, the one table of
// applied Idempotency-Keys, stamps. A refused order loses nothing: the cart keeps its items.
// Real HTTP against platforms in this process, on clocks the tests move.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createAppliedKeys, createFailureDelay, createRateLimiter } from '../../server/limits.mjs';
import { call, loginToken, usePlatform, type Platform } from '../helpers/platform';

interface CartAnswer { id: number; items: { id: number; product_id: number; quantity: number }[] }

const PRODUCTS = [101, 102, 201, 202, 203, 301, 302, 401, 402, 501, 502, 601, 602, 701, 702];
const add = (platform: Platform, token: string, productId: number, key?: string) =>
  fetch(`${platform.url}/api/carts`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify({ product_id: productId, quantity: 1 }),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as { data?: CartAnswer[]; error?: { message: string } } }));
const cartOf = async (platform: Platform, token: string) => ((await call(platform, 'GET', '/api/carts', { token })).body.data as CartAnswer[])[0];
const orderAll = async (platform: Platform, token: string) => {
  const cart = (await cartOf(platform, token))!;
  return call(platform, 'POST', '/api/orders', { token, json: { cart_id: cart.id, item_ids: cart.items.map((item) => item.id) } });
};
const ordersListed = async (platform: Platform, token: string, query = '') => (await call(platform, 'GET', `/api/orders${query}`, { token })).body.data as unknown[];

describe('orders', () => {
  let clock = Date.parse('2026-11-25T09:00:00Z');
  const platform = usePlatform({ now: () => clock });

  it('takes 10 orders a minute from one visitor, then answers 429 with Retry-After and keeps the cart', async () => {
    const agus = await loginToken(platform, 'AGUS2026');
    for (let i = 0; i < 10; i++) {
      expect((await add(platform, agus, 301)).status).toBe(200);
      expect((await orderAll(platform, agus)).status).toBe(200);
    }
    expect((await add(platform, agus, 302)).status).toBe(200);
    clock += 20_000;
    const refused = await orderAll(platform, agus);
    expect(refused).toEqual({ status: 429, body: { error: { message: 'Terlalu banyak pesanan dalam satu menit. Barang di keranjang tetap tersimpan; coba pesan lagi dalam 40 detik.' } } });
    expect(refused.headers.get('retry-after')).toBe('40');
    expect((await cartOf(platform, agus))?.items.map((item) => item.product_id)).toEqual([302]);
    clock += 40_000;
    expect((await orderAll(platform, agus)).status).toBe(200);
  });

  it('keeps 100 orders per visitor, all on the list the app asks for (limit=100), then answers 409 and keeps the cart', async () => {
    const siti = await loginToken(platform, 'SITI2026');
    for (let i = 0; i < 100; i++) {
      if (i % 10 === 0) clock += 60_000;
      expect((await add(platform, siti, 201)).status).toBe(200);
      expect((await orderAll(platform, siti)).status).toBe(200);
    }
    clock += 60_000;
    expect((await add(platform, siti, 202)).status).toBe(200);
    expect(await orderAll(platform, siti)).toEqual({
      status: 409,
      body: { error: { message: 'Anda sudah membuat 100 pesanan, batas per pengunjung selama pameran. Barang di keranjang tetap tersimpan; hubungi panitia bila perlu memesan lagi.' } },
    });
    expect((await cartOf(platform, siti))?.items.map((item) => item.product_id)).toEqual([202]);
    expect(await ordersListed(platform, siti, '?limit=100')).toHaveLength(100);
  });

  it('answers a page of 20 without a limit, and 400 above 100', async () => {
    const siti = await loginToken(platform, 'SITI2026');
    expect(await ordersListed(platform, siti)).toHaveLength(20);
    expect(await ordersListed(platform, siti, '?limit=5')).toHaveLength(5);
    expect(await call(platform, 'GET', '/api/orders?limit=101', { token: siti })).toEqual({ status: 400, body: { error: { message: 'Parameter limit maksimal 100.' } } });
  });
});

describe('a cart', () => {
  const platform = usePlatform({ limits: { cartLines: 12 } });

  it('holds a bounded number of different items, and more of one it holds', async () => {
    const budi = await loginToken(platform, 'BUDI2026');
    for (const productId of PRODUCTS.slice(0, 12)) expect((await add(platform, budi, productId)).status).toBe(200);
    expect(await add(platform, budi, PRODUCTS[12]!)).toEqual({
      status: 422,
      body: { error: { message: 'Keranjang sudah berisi 12 barang berbeda, batas satu keranjang. Pesan atau hapus sebagian dulu, lalu tambahkan lagi.' } },
    });
    expect((await add(platform, budi, PRODUCTS[0]!)).status).toBe(200);
    expect((await cartOf(platform, budi))?.items).toHaveLength(12);
  });
});

describe('applied Idempotency-Keys', () => {
  let clock = Date.parse('2026-11-25T09:00:00Z');
  const platform = usePlatform({ now: () => clock, limits: { additionKeys: 3, additionKeyMs: 10 * 60_000 } });
  const quantityOf = async (token: string, productId: number) => (await cartOf(platform, token))?.items.find((item) => item.product_id === productId)?.quantity ?? 0;

  it('are kept for every visitor in one table of bounded size: the least recently used is forgotten first', async () => {
    const budi = await loginToken(platform, 'BUDI2026');
    const siti = await loginToken(platform, 'SITI2026');
    // Two visitors may send the same key: each addition is applied once for its own visitor.
    await add(platform, budi, 101, 'kunci-pertama');
    await add(platform, siti, 101, 'kunci-pertama');
    await add(platform, budi, 101, 'kunci-pertama');
    expect([await quantityOf(budi, 101), await quantityOf(siti, 101)]).toEqual([1, 1]);
    expect(platform.tableSizes()).toMatchObject({ additionKeys: 2 });
    await add(platform, budi, 102, 'kunci-kedua');
    await add(platform, budi, 201, 'kunci-ketiga');
    expect(platform.tableSizes()).toMatchObject({ additionKeys: 3 });
    // Budi's first key was the oldest in the full table: its resend is a new addition.
    await add(platform, budi, 101, 'kunci-pertama');
    expect(await quantityOf(budi, 101)).toBe(2);
    expect(platform.tableSizes()).toMatchObject({ additionKeys: 3 });
  });

  it('are forgotten after their life, and a key is still not another addition within it', async () => {
    const agus = await loginToken(platform, 'AGUS2026');
    await add(platform, agus, 701, 'kunci-agus-1');
    clock += 9 * 60_000;
    expect((await add(platform, agus, 702, 'kunci-agus-1')).body.error?.message).toBe('Idempotency-Key ini sudah dipakai untuk tambahan lain ke keranjang.');
    await add(platform, agus, 701, 'kunci-agus-1');
    expect(await quantityOf(agus, 701)).toBe(1);
    clock += 2 * 60_000;
    await add(platform, agus, 701, 'kunci-agus-1');
    expect(await quantityOf(agus, 701)).toBe(2);
  });
});

/** Retained heap after a full collection (the flag is set for this file's worker only). */
function retainedHeap(): number {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  return process.memoryUsage().heapUsed;
}

describe('the applied-keys table at its default bound', () => {
  it('holds 100,000 keys of 20,000 visitors in under 20 MB (500 raw keys a visitor took 234 KB)', () => {
    const before = retainedHeap();
    const keys = createAppliedKeys({ maxKeys: 100_000, lifeMs: 60 * 60_000, now: Date.now });
    for (let i = 0; i < 120_000; i++) keys.remember(i % 20_000, `tambah-${i}-${'x'.repeat(24)}`, JSON.stringify({ kind: 'product', product_id: 301, quantity: 1 }));
    expect(keys.size()).toBe(100_000);
    expect(retainedHeap() - before).toBeLessThan(20 * 1024 * 1024);
  });
});

describe('the limits’ own tables', () => {
  it('track at most maxKeys keys (the least recently counted is forgotten first) and at most maxPerKey times a key', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => 0, maxKeys: 100 });
    for (let i = 0; i < 150; i++) limiter.record(`198.51.100.${i}`);
    expect(limiter.size()).toBe(100);
    expect([limiter.count('198.51.100.0'), limiter.count('198.51.100.149')]).toEqual([0, 1]);
    for (let i = 0; i < 10; i++) limiter.record('203.0.113.1');
    expect(limiter.count('203.0.113.1')).toBe(3);
    const delay = createFailureDelay({ freeFailures: 2, windowMs: 60_000, firstDelayMs: 10, maxDelayMs: 10, maxHeld: 1, now: () => 0, maxKeys: 50 });
    for (let i = 0; i < 80; i++) delay.recordFailure(`198.51.100.${i}`);
    expect(delay.size()).toBe(50);
  });
});

describe('stamps', () => {
  const platform = usePlatform();

  it('hold one row per booth a visitor stamped, and one wrong-code counter per visitor and booth', async () => {
    const organiser = await loginToken(platform, 'PANITIA2026');
    const sheet = (await call(platform, 'GET', '/api/admin/stamps/sheet', { token: organiser })).body.data as { booth_code: string; stamp: string }[];
    const budi = await loginToken(platform, 'BUDI2026');
    const stamp = (booth_code: string, value: string) => call(platform, 'POST', '/api/events/1/stamps', { token: budi, json: { booth_code, stamp: value } });
    for (const booth of [...sheet, ...sheet]) expect((await stamp(booth.booth_code, booth.stamp)).status).toBe(200);
    for (let i = 0; i < 15; i++) await stamp(sheet[0]!.booth_code, `SALAH${i}`);
    // One counter for Budi at the booth, one for the address.
    expect(platform.tableSizes()).toMatchObject({ stamps: sheet.length, wrongStampKeys: 2 });
  });
});
