// Logout leaves nothing of the visitor on the device, also when something of theirs was still
// under way as they signed out: a cart addition being sent, a personal read being answered. Each
// finishes after the logout; nothing of it may land in the per-visitor store. (Found by
// e2e/offline: the queued addition, sent when the network returned, recreated the store after
// "Keluar".) Real idb-keyval over fake-indexeddb.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCartQueue } from '../../src/adapters/cartQueue';
import { createAppFetch } from '../../src/adapters/fetch';
import { clearVisitorStore, storedKeys, visitorKey } from '../../src/adapters/visitorStore';

/** A promise and its resolver: the answer that arrives when the test says so. */
function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('after a logout, nothing begun before it is kept on the device', () => {
  afterEach(() => clearVisitorStore());

  it('a cart addition answered after the logout: neither the queue nor the answered key is written', async () => {
    const queue = createCartQueue(() => 'token-budi', undefined);
    const answer = later<unknown>();
    const entry = { key: 'addition-000001', addition: { product_id: 301, quantity: 1 } } as Parameters<typeof queue.keepAndSend>[0][number];
    const sending = queue.keepAndSend([entry], () => answer.promise as never, async () => []);
    // It is kept before it is sent.
    await vi.waitFor(async () => expect(await storedKeys()).toHaveLength(1));
    await clearVisitorStore();
    answer.resolve([]);
    await sending;
    expect(await storedKeys()).toEqual([]);
  });

  it('a personal read answered after the logout is not kept; the next visitor’s read is', async () => {
    const budisAnswer = later<Response>();
    const answers = [budisAnswer.promise, Promise.resolve(json({ data: { name: 'Siti' } }))];
    const appFetch = createAppFetch(() => answers.shift()!, () => ({}));
    const reading = appFetch(new Request('http://platform.test/api/users', { headers: { Authorization: 'Bearer token-budi' } }));
    await clearVisitorStore();
    budisAnswer.resolve(json({ data: { name: 'Budi' } }));
    await reading;
    // Siti signs in on the same device; her read, made after Budi's answer, is kept.
    await appFetch(new Request('http://platform.test/api/users', { headers: { Authorization: 'Bearer token-siti' } }));
    await vi.waitFor(async () => expect(await storedKeys()).toHaveLength(1));
    const [key] = await storedKeys();
    expect(key).toBe(`${await visitorKey('Bearer token-siti')} http://platform.test/api/users`);
  });
});
