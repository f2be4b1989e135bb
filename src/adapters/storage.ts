// Local storage behind one port (docs/architecture.md "Storage, device token, PWA"), chosen at
// run time:
//   web    — `storage` is localStorage (the session's `token` and `user` keys); `keyValue` is an
//            IndexedDB key-value store (idb-keyval), the spec's "key-value storage";
//   native — both live in @capacitor/preferences (SharedPreferences / UserDefaults).
// Logout (`storage.clearAll()`) empties both. Nothing here ever throws: private browsing,
// a full quota or a missing IndexedDB fall back to memory for the rest of the page's life.
import { isNativePlatform } from './platform';
import type { PreferencesPlugin } from '@capacitor/preferences';
import { clear as idbClear, createStore, del as idbDel, get as idbGet, set as idbSet, type UseStore } from 'idb-keyval';

export interface KeyValueStorage {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Logout: all local storage AND the key-value storage (IndexedDB on web, Preferences on native). */
  clearAll(): Promise<void>;
}

/** Structured app data other than the session. Values come back as `unknown`: validate them. */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
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
    clear: () => getLocalStorage().clear(),
  };
}

function indexedDbMedium(database: string): () => Medium<unknown> {
  // Opened on first use: createStore() touches `indexedDB` at once, which may not exist.
  let store: UseStore | null = null;
  return () => {
    store ??= createStore(database, 'keyval');
    const opened = store;
    return {
      get: async (key) => (await idbGet<unknown>(key, opened)) ?? null,
      set: (key, value) => idbSet(key, value, opened),
      remove: (key) => idbDel(key, opened),
      clear: () => idbClear(opened),
    };
  };
}

export interface WebStorageOptions {
  /** Where localStorage comes from (tests pass a shim; the app uses the window's). */
  localStorage?: () => Storage;
  /** IndexedDB database of the key-value store. */
  database?: string;
}

export function createWebStorage(options: WebStorageOptions = {}): { storage: KeyValueStorage; keyValue: KeyValueStore } {
  const local = withMemoryFallback(() => webStorageMedium(options.localStorage ?? (() => window.localStorage)));
  const keyValue = withMemoryFallback(indexedDbMedium(options.database ?? 'pameran'));
  return {
    storage: {
      get: local.get,
      set: local.set,
      remove: local.remove,
      clearAll: async () => {
        await Promise.all([local.clear(), keyValue.clear()]);
      },
    },
    keyValue,
  };
}

/** Key-value entries share Preferences with the session keys; this prefix keeps them apart. */
const KEY_VALUE_PREFIX = 'kv:';

/**
 * `load` resolves to the plugin's module, not the plugin: a Capacitor plugin is a Proxy that
 * answers every property, `then` included, so awaiting the plugin itself never settles.
 */
export function createNativeStorage(
  load: () => Promise<{ Preferences: PreferencesPlugin }> = () => import('@capacitor/preferences'),
): { storage: KeyValueStorage; keyValue: KeyValueStore } {
  const preferences = withMemoryFallback<string>(async () => {
    const plugin = (await load()).Preferences;
    return {
      get: async (key) => (await plugin.get({ key })).value,
      set: (key, value) => plugin.set({ key, value }),
      remove: (key) => plugin.remove({ key }),
      clear: () => plugin.clear(),
    };
  });
  return {
    storage: {
      get: preferences.get,
      set: preferences.set,
      remove: preferences.remove,
      // Preferences holds the session and the key-value entries alike.
      clearAll: preferences.clear,
    },
    keyValue: {
      async get(key) {
        const stored = await preferences.get(KEY_VALUE_PREFIX + key);
        if (stored === null) return null;
        try {
          return JSON.parse(stored) as unknown;
        } catch {
          return null; // written by something else, or cut short: treat as absent
        }
      },
      async set(key, value) {
        let encoded: string;
        try {
          encoded = JSON.stringify(value);
        } catch {
          return; // not representable (a cycle, a BigInt): nothing sensible to keep
        }
        await preferences.set(KEY_VALUE_PREFIX + key, encoded);
      },
      remove: (key) => preferences.remove(KEY_VALUE_PREFIX + key),
    },
  };
}

const chosen = isNativePlatform() ? createNativeStorage() : createWebStorage();

/** The session's storage (`token`, `user`); `clearAll()` is logout. */
export const storage: KeyValueStorage = chosen.storage;
/** The spec's key-value storage for other app data; emptied by `storage.clearAll()`. */
export const keyValue: KeyValueStore = chosen.keyValue;
