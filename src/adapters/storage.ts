// Local storage behind one port (docs/architecture.md "Storage, device token, PWA"), chosen at
// run time:
//   web    — localStorage holds the session's `token` and `user` keys; the spec's "key-value
//            storage" is an IndexedDB store (idb-keyval, database `pameran`);
//   native — both are @capacitor/preferences (SharedPreferences / UserDefaults).
// Logout (`storage.clearAll()`) empties both, but for the device's preferences (the language). Nothing here ever throws: private browsing,
// a full quota or a missing IndexedDB fall back to memory for the rest of the page's life.
import { isNativePlatform } from './platform';
import type { PreferencesPlugin } from '@capacitor/preferences';
import { clear as idbClear, createStore } from 'idb-keyval';
import { BOOT_ENGLISH_KEY, LANGUAGE_KEY, LANGUAGE_OFFERED_KEY } from '../copy/language';

/** The device's own preferences, not the visitor's (the language and its offer): kept through logout. */
const DEVICE_PREFERENCES = [LANGUAGE_KEY, LANGUAGE_OFFERED_KEY, BOOT_ENGLISH_KEY];

export interface KeyValueStorage {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Logout: all local storage AND the key-value storage (IndexedDB on web, Preferences on native). */
  clearAll(): Promise<void>;
}

/** What a storage medium can do; any call may throw or reject. */
interface Medium<V> {
  get(key: string): Promise<V | null> | V | null;
  set(key: string, value: V): Promise<void> | void;
  remove(key: string): Promise<void> | void;
  clear(): Promise<void> | void;
}

interface SafeMedium<V> {
  get(key: string): Promise<V | null>;
  set(key: string, value: V): Promise<void>;
  remove(key: string): Promise<void>;
  clear(): Promise<void>;
}

/**
 * Wraps a medium so that no call throws. A write the medium refuses is kept in memory and
 * wins over the medium on later reads (`null` marks a key removed while the medium failed).
 * `open` is called on every operation, inside the try, so a medium whose very access throws
 * (`window.localStorage` in a sandboxed frame) degrades the same way.
 */
function withMemoryFallback<V>(open: () => Medium<V> | Promise<Medium<V>>): SafeMedium<V> {
  const overlay = new Map<string, V | null>();
  return {
    async get(key) {
      if (overlay.has(key)) return overlay.get(key) ?? null;
      try {
        return (await (await open()).get(key)) ?? null;
      } catch {
        return null;
      }
    },
    async set(key, value) {
      try {
        await (await open()).set(key, value);
        overlay.delete(key);
      } catch {
        overlay.set(key, value);
      }
    },
    async remove(key) {
      try {
        await (await open()).remove(key);
        overlay.delete(key);
      } catch {
        overlay.set(key, null);
      }
    },
    async clear() {
      overlay.clear();
      try {
        await (await open()).clear();
      } catch {
        // Nothing more can be done; what was kept in memory is gone already.
      }
    },
  };
}

function webStorageMedium(getLocalStorage: () => Storage): Medium<string> {
  return {
    get: (key) => getLocalStorage().getItem(key),
    set: (key, value) => getLocalStorage().setItem(key, value),
    remove: (key) => getLocalStorage().removeItem(key),
    clear: () => {
      const local = getLocalStorage();
      const kept = DEVICE_PREFERENCES.map((key) => [key, local.getItem(key)] as const);
      local.clear();
      for (const [key, value] of kept) if (value !== null) local.setItem(key, value);
    },
  };
}

/** Empties the IndexedDB key-value store; a browser without IndexedDB has nothing to empty. */
function clearIndexedDb(database: string): () => Promise<void> {
  return async () => {
    try {
      // Opened on use: createStore() touches `indexedDB` at once, which may not exist.
      await idbClear(createStore(database, 'keyval'));
    } catch {
      // Nothing more can be done.
    }
  };
}

export interface WebStorageOptions {
  /** Where localStorage comes from (tests pass a shim; the app uses the window's). */
  localStorage?: () => Storage;
  /** IndexedDB database of the key-value store. */
  database?: string;
}

export function createWebStorage(options: WebStorageOptions = {}): KeyValueStorage {
  const local = withMemoryFallback(() => webStorageMedium(options.localStorage ?? (() => window.localStorage)));
  // The app writes nothing there itself; logout empties it all the same (SPEC §4).
  const clearKeyValue = clearIndexedDb(options.database ?? 'pameran');
  return {
    get: local.get,
    set: local.set,
    remove: local.remove,
    clearAll: async () => {
      await Promise.all([local.clear(), clearKeyValue()]);
    },
  };
}

/**
 * `load` resolves to the plugin's module, not the plugin: a Capacitor plugin is a Proxy that
 * answers every property, `then` included, so awaiting the plugin itself never settles.
 * Preferences is both the session's storage and the key-value storage: `clearAll` empties it.
 */
export function createNativeStorage(
  load: () => Promise<{ Preferences: PreferencesPlugin }> = () => import('@capacitor/preferences'),
): KeyValueStorage {
  const preferences = withMemoryFallback<string>(async () => {
    const plugin = (await load()).Preferences;
    return {
      get: async (key) => (await plugin.get({ key })).value,
      set: (key, value) => plugin.set({ key, value }),
      remove: (key) => plugin.remove({ key }),
      clear: () => plugin.clear(),
    };
  });
  return { get: preferences.get, set: preferences.set, remove: preferences.remove, clearAll: preferences.clear };
}

const sessionMedium = isNativePlatform() ? createNativeStorage() : createWebStorage();

/**
 * The session's storage (`token`, `user`); `clearAll()` is logout, which also deletes the
 * per-visitor offline store (src/adapters/visitorStore.ts), so nothing of the visitor remains.
 */
export const storage: KeyValueStorage = {
  ...sessionMedium,
  clearAll: async () => {
    await Promise.all([sessionMedium.clearAll(), import('./visitorStore').then((store) => store.clearVisitorStore())]);
  },
};
