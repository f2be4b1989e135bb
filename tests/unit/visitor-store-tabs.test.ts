// A logout in another tab deletes the per-visitor store (src/adapters/visitorStore.ts) while this
// page still holds it open: the deletion must go through at once (an open connection would
// otherwise hold it, and every open after it, until this page closed), and this page then keeps
// working with a fresh store. Real idb-keyval over fake-indexeddb.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { clearVisitorStore, loadRead, saveRead, storedKeys, VISITOR_DB, visitorKey } from '../../src/adapters/visitorStore';

/** What another tab's logout does: delete the database; resolves with how the request ended. */
const deleteFromAnotherTab = () =>
  new Promise<string>((resolve) => {
    const request = indexedDB.deleteDatabase(VISITOR_DB);
    request.onsuccess = () => resolve('deleted');
    request.onerror = () => resolve('failed');
    request.onblocked = () => resolve('blocked');
  });

describe('the visitor store and a logout in another tab', () => {
  afterEach(() => clearVisitorStore());

  it('lets the deletion through while open here, and opens anew for the next read', async () => {
    const visitor = await visitorKey('Bearer token-of-budi');
    const read = { body: '{"data":{"name":"Budi"}}', contentType: 'application/json', savedAt: 1 };
    await saveRead(visitor, '/api/users', read);
    // This visitor's keys: another file of the run may have left a read of its own in the store.
    expect((await storedKeys()).filter((key) => key.startsWith(`${visitor} `))).toEqual([`${visitor} /api/users`]);

    expect(await deleteFromAnotherTab()).toBe('deleted');

    expect(await loadRead(visitor, '/api/users')).toBeUndefined();
    await saveRead(visitor, '/api/users', read);
    expect(await loadRead(visitor, '/api/users')).toEqual(read);
  });
});
