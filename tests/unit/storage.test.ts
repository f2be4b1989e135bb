// @vitest-environment jsdom
// The storage port on the web (real idb-keyval over fake-indexeddb; a localStorage shim that
// can fail like private mode or a full quota) and on native (the real @capacitor/preferences
// plugin; outside a native shell it stores through the window's localStorage, jsdom's here).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createStore, get as idbGet, set as idbSet } from 'idb-keyval';
import { createNativeStorage, createWebStorage } from '../../src/adapters/storage';

/** An in-memory `Storage` with optional failures, as browsers show in private mode or at quota. */
class ShimStorage implements Storage {
  private readonly items = new Map<string, string>();
  constructor(private readonly fail: { writes?: boolean; everything?: boolean } = {}) {}
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    if (this.fail.everything) throw new DOMException('The operation is insecure.', 'SecurityError');
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.fail.writes || this.fail.everything) throw new DOMException('Quota exceeded', 'QuotaExceededError');
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    if (this.fail.everything) throw new DOMException('The operation is insecure.', 'SecurityError');
    this.items.delete(key);
  }
  clear() {
    if (this.fail.everything) throw new DOMException('The operation is insecure.', 'SecurityError');
    this.items.clear();
  }
}

let databaseCount = 0;
/**
 * Each test gets its own IndexedDB database so tests cannot see each other's data. `keyValue`
 * reads and writes the spec's key-value storage directly (the app itself only empties it).
 */
function webStorage(local: Storage = new ShimStorage()) {
  const database = `pameran-test-${++databaseCount}`;
  const store = () => createStore(database, 'keyval');
  const keyValue = {
    get: async (key: string) => (await idbGet<unknown>(key, store())) ?? null,
    set: (key: string, value: unknown) => idbSet(key, value, store()),
  };
  return { local, keyValue, storage: createWebStorage({ localStorage: () => local, database }) };
}

describe('web storage', () => {
  it('keeps the session keys in localStorage', async () => {
    const { storage, local } = webStorage();
    await storage.set('token', 'eyJhY2Nlc3NfdG9rZW4iOiJhYmMifQ==');
    expect(local.getItem('token')).toBe('eyJhY2Nlc3NfdG9rZW4iOiJhYmMifQ==');
    expect(await storage.get('token')).toBe('eyJhY2Nlc3NfdG9rZW4iOiJhYmMifQ==');
    await storage.remove('token');
    expect(await storage.get('token')).toBeNull();
  });

  it('logout clears all local storage and the key-value storage', async () => {
    const { storage, keyValue, local } = webStorage();
    await storage.set('token', 'dG9rZW4=');
    await storage.set('user', '{"id":5}');
    local.setItem('someOtherKey', 'left by another screen');
    await keyValue.set('surveyDraft', { answers: [1, 2] });

    await storage.clearAll();

    expect(local.length).toBe(0);
    expect(await storage.get('token')).toBeNull();
    expect(await storage.get('user')).toBeNull();
    expect(await keyValue.get('surveyDraft')).toBeNull();
  });

  it("logout keeps the device's language choice and nothing else", async () => {
    const { storage, local } = webStorage();
    await storage.set('token', 'dG9rZW4=');
    local.setItem('pameran.language', 'en');
    local.setItem('pameran.languageOffered', '1');

    await storage.clearAll();

    expect(Object.fromEntries(Array.from({ length: local.length }, (_, index) => [local.key(index), local.getItem(local.key(index)!)]))).toEqual({
      'pameran.language': 'en',
      'pameran.languageOffered': '1',
    });
  });

  it('keeps values in memory when localStorage refuses writes (quota, private mode)', async () => {
    const { storage } = webStorage(new ShimStorage({ writes: true }));
    await expect(storage.set('token', 'dG9rZW4=')).resolves.toBeUndefined();
    expect(await storage.get('token')).toBe('dG9rZW4=');
    await storage.clearAll();
    expect(await storage.get('token')).toBeNull();
  });

  it('never throws when localStorage cannot even be reached', async () => {
    const storage = createWebStorage({
      localStorage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      database: `pameran-test-${++databaseCount}`,
    });
    expect(await storage.get('user')).toBeNull();
    await storage.set('user', '{"id":1}');
    expect(await storage.get('user')).toBe('{"id":1}');
    await expect(storage.remove('user')).resolves.toBeUndefined();
    expect(await storage.get('user')).toBeNull();
    await expect(storage.clearAll()).resolves.toBeUndefined();
  });

  it('logs out cleanly when IndexedDB is missing', async () => {
    const saved = globalThis.indexedDB;
    // @ts-expect-error: simulate a browser without IndexedDB
    delete globalThis.indexedDB;
    try {
      const { storage, local } = webStorage();
      await storage.set('token', 'dG9rZW4=');
      await expect(storage.clearAll()).resolves.toBeUndefined();
      expect(local.length).toBe(0);
      expect(await storage.get('token')).toBeNull();
    } finally {
      globalThis.indexedDB = saved;
    }
  });
});

describe('native storage (@capacitor/preferences)', () => {
  async function nativeStorage() {
    window.localStorage.clear();
    const { Preferences } = await import('@capacitor/preferences');
    return { Preferences, storage: createNativeStorage(() => import('@capacitor/preferences')) };
  }

  it('keeps the session in Preferences (the key-value storage too), and logout clears it all', async () => {
    const { storage, Preferences } = await nativeStorage();
    await storage.set('token', 'dG9rZW4=');
    await Preferences.set({ key: 'surveyDraft', value: '{"answers":["Ya"]}' });
    expect((await Preferences.get({ key: 'token' })).value).toBe('dG9rZW4=');

    await storage.clearAll();

    expect(await storage.get('token')).toBeNull();
    expect((await Preferences.get({ key: 'surveyDraft' })).value).toBeNull();
    expect((await Preferences.keys()).keys).toEqual([]);
  });

  it('falls back to memory when the plugin cannot load', async () => {
    const storage = createNativeStorage(() => Promise.reject(new Error('plugin missing')));
    await storage.set('user', '{"id":3}');
    expect(await storage.get('user')).toBe('{"id":3}');
    await storage.clearAll();
    expect(await storage.get('user')).toBeNull();
  });
});
