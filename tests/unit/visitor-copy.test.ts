// The signed-in visitor's offline copy of personal reads (src/adapters/fetch.ts,
// src/adapters/visitorCopy.ts): an answer is kept whether it came from the network or from
// index.html's prefetch, and answers for it when the network fails. Real local platform over
// HTTP, the real SDK, real idb-keyval over fake-indexeddb.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPameranClient } from '@pameran/sdk';
import { createAppFetch } from '../../src/adapters/fetch';
import { requestKey, type PrefetchEntry } from '../../src/adapters/prefetchKey';
import { clearVisitorStore, storedKeys } from '../../src/adapters/visitorStore';
import { loginToken, usePlatform } from '../helpers/platform';

const offline = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch');
};

/** The store's keys once it holds at least `count` (the copy is written after the answer is handed over); a deadline in wall time, not a count of polls, so a busy machine does not fail it. */
async function eventuallyKept(count: number) {
  await vi.waitFor(async () => expect((await storedKeys()).length).toBeGreaterThanOrEqual(count), { timeout: 4_000, interval: 10 });
  return storedKeys();
}

describe('the offline copy of a signed-in visitor’s reads', () => {
  const platform = usePlatform();
  // The store is one IndexedDB database for every file of the run: each test starts on an
  // empty one, whatever an earlier file left, and leaves it empty.
  beforeEach(() => clearVisitorStore());
  afterEach(() => clearVisitorStore());

  it('keeps the session check that index.html prefetched, and answers it offline', async () => {
    const token = await loginToken(platform, 'BUDI2026');
    const url = `${platform.url}/api/users`;
    const prefetched: Record<string, PrefetchEntry> = {
      [requestKey('GET', url, `Bearer ${token}`)]: { at: Date.now(), response: fetch(url, { headers: { Authorization: `Bearer ${token}` } }) },
    };
    const online = createPameranClient({ baseUrl: platform.url, getToken: () => token, fetch: createAppFetch(undefined, () => prefetched) });
    const user = await online.users.me();
    expect(prefetched).toEqual({});
    expect(platform.requests.filter((request) => request.path === '/api/users')).toHaveLength(1);
    expect(await eventuallyKept(1)).toHaveLength(1);

    const atTheVenue = createPameranClient({ baseUrl: platform.url, getToken: () => token, fetch: createAppFetch(offline, () => ({})) });
    await expect(atTheVenue.users.me()).resolves.toEqual(user);
  });

  it('has nothing to answer with for a read never made online', async () => {
    const token = await loginToken(platform, 'AGUS2026');
    const atTheVenue = createPameranClient({ baseUrl: platform.url, getToken: () => token, fetch: createAppFetch(offline, () => ({})) });
    await expect(atTheVenue.users.me()).rejects.toThrow();
  });

  it('keeps only what the read catalogue keeps for offline use: not a live session’s stream', async () => {
    const token = await loginToken(platform, 'BUDI2026');
    const online = createPameranClient({ baseUrl: platform.url, getToken: () => token, fetch: createAppFetch(undefined, () => ({})) });
    await online.events.sessionStream(79).catch(() => undefined);
    await online.users.me();
    expect(await eventuallyKept(1)).toHaveLength(1);
    const atTheVenue = createPameranClient({ baseUrl: platform.url, getToken: () => token, fetch: createAppFetch(offline, () => ({})) });
    await expect(atTheVenue.events.sessionStream(79)).rejects.toThrow();
  });
});
