// Offline "Tambah ke keranjang" at the venue: the platform's Idempotency-Key (x-assumed)
// over real HTTP with the real SDK, and the device's queue of additions
// (src/adapters/cartQueue.ts) over real idb-keyval on fake-indexeddb and Node's WebCrypto: kept
// per visitor, in order, sealed through a sign-out, sent once across tabs, never twice after a
// lost answer where the platform honours the key, and what SPEC's platform (no key) risks.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Cart } from '@pameran/sdk';
import { createCartQueue, type KeyHolder, type Locks } from '../../src/adapters/cartQueue';
import { PLANS_VAULT_DB } from '../../src/adapters/vault';
import { emptyDevice, signOutOnDevice } from '../helpers/device';
import type { QueuedAddition } from '../../machines';
import { usePlatform } from '../helpers/platform';
import { visitorOnFlakyNetwork } from '../helpers/flakyNetwork';

const BEARING = { product_id: 301, quantity: 1, kind: 'product' } as const;
const addition = (key: string, name = 'Bearing Bola 6205-2RS'): QueuedAddition => ({ key, addition: BEARING, name });

/** Web Locks' exclusive mode as the browser grants it: one holder per name, the others in the order they asked. */
function webLocks(): Locks {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, task: () => Promise<T>): Promise<T> {
      const run = (tails.get(name) ?? Promise.resolve()).then(task, task);
      tails.set(name, run.catch(() => undefined));
      return run;
    },
  };
}

const visitorOn = visitorOnFlakyNetwork;

/** How many bearings the cart holds (each visitor's cart starts empty; SPEC's platform sends only id and quantity). */
const bearingQuantity = (carts: Cart[]) => (carts[0]?.items ?? []).reduce((sum, item) => sum + item.quantity, 0);
const cartLines = (carts: Cart[]) => (carts[0]?.items ?? []).length;

/** A signed-in visitor as the app holds one: their sign-in code (SPEC's user has `code`) and token. */
const holder = (code: string, token: string) => (): KeyHolder => ({ user: { code }, token });

afterEach(emptyDevice);

describe("the platform's Idempotency-Key on POST /api/carts", () => {
  const platform = usePlatform();

  it('applies an addition sent again with the same key once, and answers it the same', async () => {
    const { api } = await visitorOn(platform);
    const first = await api.commerce.addToCart(BEARING, { idempotencyKey: 'same-addition-0001' });
    const again = await api.commerce.addToCart(BEARING, { idempotencyKey: 'same-addition-0001' });
    expect(again).toEqual(first);
    expect(bearingQuantity(await api.commerce.carts())).toBe(1);
    expect(cartLines(await api.commerce.carts())).toBe(1);
    const sent = platform.requests.filter((request) => request.method === 'POST' && request.path === '/api/carts');
    expect(sent.map((request) => request.headers['idempotency-key'])).toEqual(['same-addition-0001', 'same-addition-0001']);
  });

  it('adds again under another key, or without one (SPEC’s request is unchanged)', async () => {
    const { api } = await visitorOn(platform, 'SITI2026');
    await api.commerce.addToCart(BEARING, { idempotencyKey: 'first-addition-01' });
    await api.commerce.addToCart(BEARING, { idempotencyKey: 'second-addition-1' });
    await api.commerce.addToCart(BEARING);
    expect(bearingQuantity(await api.commerce.carts())).toBe(3);
    expect(platform.requests.at(-2)?.headers).not.toHaveProperty('idempotency-key');
  });

  it('refuses the same key for another addition, and a key that is not one', async () => {
    const { api } = await visitorOn(platform, 'AGUS2026');
    await api.commerce.addToCart(BEARING, { idempotencyKey: 'reused-key-00001' });
    const other = api.commerce.addToCart({ ...BEARING, quantity: 2 }, { idempotencyKey: 'reused-key-00001' });
    await expect(other).rejects.toMatchObject({ status: 422 });
    await expect(api.commerce.addToCart(BEARING, { idempotencyKey: 'kort' })).rejects.toMatchObject({ status: 400 });
    expect(bearingQuantity(await api.commerce.carts())).toBe(1);
  });
});

/** A send that finds no network (what the SDK throws then). */
const noNetwork = () => Promise.reject(new ApiError(0, 'Tidak ada koneksi internet.', 'network'));

describe("the device's queue of additions", () => {
  const platform = usePlatform();

  it('keeps a visitor’s additions before sending, in order and once each, for that visitor only, through a sign-out', async () => {
    const budi = createCartQueue(holder('BUDI2026', 'token-of-budi'), webLocks());
    const siti = createCartQueue(holder('SITI2026', 'token-of-siti'), webLocks());
    const first = addition('budi-addition-01');
    const second = addition('budi-addition-02', 'Gearbox Reduksi WPA-60');
    // Offline: each send fails, and what it was given is on the device already.
    await expect(budi.keepAndSend([first], noNetwork, noNetwork)).rejects.toMatchObject({ status: 0 });
    expect(await budi.read()).toEqual([first]);
    await expect(budi.keepAndSend([first, second], noNetwork, noNetwork)).rejects.toMatchObject({ status: 0 });
    await expect(budi.keepAndSend([second, first], noNetwork, noNetwork)).rejects.toMatchObject({ status: 0 });
    expect(await budi.read()).toEqual([first, second]);
    expect(await siti.read()).toEqual([]);
    await budi.forget('budi-addition-01');
    expect(await budi.read()).toEqual([second]);
    // The platform refuses the token hours later; Budi signs in again with his code, and gets a new token.
    await signOutOnDevice();
    expect(await createCartQueue(holder('budi2026 ', 'new-token-of-budi'), webLocks()).read()).toEqual([second]);
    expect(await createCartQueue(holder('SITI2026', 'new-token-of-siti'), webLocks()).read()).toEqual([]);
    // On the device nothing names him or his bearing in a readable form.
    const sealed = await new Promise<{ data: ArrayBuffer }[]>((resolve, reject) => {
      const opened = indexedDB.open(PLANS_VAULT_DB);
      opened.onerror = () => reject(opened.error);
      opened.onsuccess = () => {
        const read = opened.result.transaction('sealed').objectStore('sealed').getAll();
        read.onsuccess = () => resolve(read.result);
      };
    });
    expect(sealed.length).toBeGreaterThan(0);
    expect(sealed.map((entry) => new TextDecoder().decode(entry.data)).join(' ')).not.toMatch(/budi|Gearbox|product_id/i);
    // Nobody signed in: sent as it is, nothing kept.
    const nobody = createCartQueue(() => null, webLocks());
    const carts = [{ id: 1, items: [{ product_id: 301, quantity: 1 }] }];
    await expect(nobody.keepAndSend([addition('anonymous-0001')], async () => carts, noNetwork)).resolves.toEqual(carts);
    expect(await nobody.read()).toEqual([]);
  });

  it('sends an addition once from two tabs: the second finds it answered, reads the cart, and does not keep it again', async () => {
    const { token, api } = await visitorOn(platform);
    const locks = webLocks();
    const [tabA, tabB] = [createCartQueue(holder('BUDI2026', token), locks), createCartQueue(holder('BUDI2026', token), locks)];
    const entry = addition('two-tabs-000001');
    const send = () => api.commerce.addToCart(entry.addition, { idempotencyKey: entry.key });
    const before = platform.requests.filter((request) => request.method === 'POST' && request.path === '/api/carts').length;
    const [a, b] = await Promise.all([tabA.keepAndSend([entry], send, () => api.commerce.carts()), tabB.keepAndSend([entry], send, () => api.commerce.carts())]);
    expect(platform.requests.filter((request) => request.method === 'POST' && request.path === '/api/carts')).toHaveLength(before + 1);
    expect(bearingQuantity(a)).toBe(1);
    expect(b).toEqual(a);
    expect(await tabB.read()).toEqual([]);
  });

  it('keeps an addition whose answer was lost, and its resend with the same key adds nothing more', async () => {
    const { token, api, network } = await visitorOn(platform, 'SITI2026');
    const queue = createCartQueue(holder('SITI2026', token), webLocks());
    const entry = addition('lost-answer-0001');
    const send = () => api.commerce.addToCart(entry.addition, { idempotencyKey: entry.key });
    network.mode = 'loses-answers';
    const lost = await queue.keepAndSend([entry], send, () => api.commerce.carts()).catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(ApiError);
    expect(lost).toMatchObject({ status: 0, code: 'network' });
    // Still on the device (a reload now would find it too).
    expect(await createCartQueue(holder('SITI2026', token), webLocks()).read()).toEqual([entry]);
    network.mode = 'up';
    const carts = await queue.keepAndSend([entry], send, () => api.commerce.carts());
    expect(bearingQuantity(carts)).toBe(1);
    expect(await queue.read()).toEqual([]);
  });

  it('without the store’s code (offline before the service worker kept it) still sends, and keeps nothing', async () => {
    const { token, api, network } = await visitorOn(platform, 'AGUS2026');
    vi.doMock('../../src/adapters/vault', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      const queue = createCartQueue(holder('AGUS2026', token), webLocks());
      const entry = addition('no-store-code-01');
      const send = () => api.commerce.addToCart(entry.addition, { idempotencyKey: entry.key });
      network.mode = 'down';
      await expect(queue.keepAndSend([entry], send, () => api.commerce.carts())).rejects.toMatchObject({ status: 0, code: 'network' });
      // It waits in the cart's memory only.
      expect(await queue.read()).toEqual([]);
      network.mode = 'up';
      expect(bearingQuantity(await queue.keepAndSend([entry], send, () => api.commerce.carts()))).toBe(1);
    } finally {
      vi.doUnmock('../../src/adapters/vault');
    }
  });
});

describe("SPEC's platform, which has no Idempotency-Key", () => {
  const platform = usePlatform({ platform: 'spec-minimal' });

  it('still gets each addition from the queue once across tabs; only a resend after a lost answer adds it twice', async () => {
    const { token, api, network } = await visitorOn(platform);
    const locks = webLocks();
    const [tabA, tabB] = [createCartQueue(holder('BUDI2026', token), locks), createCartQueue(holder('BUDI2026', token), locks)];
    const entry = addition('spec-platform-01');
    const send = () => api.commerce.addToCart(entry.addition, { idempotencyKey: entry.key });
    await Promise.all([tabA.keepAndSend([entry], send, () => api.commerce.carts()), tabB.keepAndSend([entry], send, () => api.commerce.carts())]);
    expect(bearingQuantity(await api.commerce.carts())).toBe(1);

    // The risk docs/architecture.md names: the answer lost, the resend is a second addition there.
    const lostOne = addition('spec-platform-02');
    const sendLost = () => api.commerce.addToCart(lostOne.addition, { idempotencyKey: lostOne.key });
    network.mode = 'loses-answers';
    await expect(tabA.keepAndSend([lostOne], sendLost, () => api.commerce.carts())).rejects.toMatchObject({ status: 0 });
    network.mode = 'up';
    await tabA.keepAndSend([lostOne], sendLost, () => api.commerce.carts());
    expect(bearingQuantity(await api.commerce.carts())).toBe(3);
  });
});
