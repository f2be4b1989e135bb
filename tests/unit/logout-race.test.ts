// Logout leaves nothing of the visitor on the device, also when something of theirs was still
// under way as they signed out: a personal read being answered finishes after the logout, and
// nothing of it may land in the per-visitor store. (The cart's additions are sealed with the
// visitor's code instead, and kept through a sign-out: tests/unit/cart-queue.test.ts.) Real
// idb-keyval over fake-indexeddb.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
