// The per-visitor offline store: what a signed-in visitor has read — their
// profile (GET /api/users), the exhibitors and products they opened, their orders and carts,
// and their QR image — kept in IndexedDB so it is readable at the venue without a network.
//
// - Keyed to the visitor: every entry's key starts with a digest of the visitor's token, so
//   another visitor signing in on the same device never reads them.
// - Personal data lives only here (the service worker never caches a request with a token, nor
//   the QR image), and logout deletes the whole database (storage.clearAll → clearVisitorStore).
// - Nothing here throws: without IndexedDB the app simply has no offline copy.
// - A write begun before a logout never lands after it: a cart addition, a stamp or a read still
//   under way when the visitor signs out would otherwise recreate the store for them. Writes go
//   under a key `visitorKey` handed out since the last clear (`liveKeys`). The QR image, which has
//   no visitor key, writes through the connection it opened as it began, which logout closes.
import { clear, createStore, get, keys, set, type UseStore } from 'idb-keyval';
import { countSignOut, signOuts } from './signOuts';

export const VISITOR_DB = 'pameran-visitor';
const STORE = 'reads';

export interface StoredRead {
  body: string | Blob;
  contentType: string;
  savedAt: number;
}

let store: UseStore | null = null;
/** The visitor keys handed out since the last clear: the only ones written under. */
const liveKeys = new Set<string>();
function open(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  if (store) return store;
  const opened = createStore(VISITOR_DB, STORE);
  // A logout elsewhere (another tab of the app) deletes the database: a connection still open
  // here would hold that deletion, and every open after it, until this page closed. So it
  // closes itself when asked to, and the next use here opens the database anew.
  void opened('readonly', (objectStore) => {
    const db = objectStore.transaction.db;
    db.onversionchange = () => {
      db.close();
      if (store === opened) store = null;
    };
  }).catch(() => undefined);
  return (store = opened);
}

/** A short digest of `text` (hex, 24 characters). */
async function digestOf(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A short digest of the bearer token: the visitor's prefix in the store. Asked for by work that
 * began before a logout (`begun`: the `signOuts()` mark taken then), it is never written under
 * after it; reads under it still answer, from an empty store.
 */
export async function visitorKey(authorization: string, begun = signOuts()): Promise<string> {
  const key = await digestOf(authorization);
  if (begun === signOuts()) liveKeys.add(key);
  return key;
}

export async function saveRead(visitor: string, url: string, read: StoredRead): Promise<void> {
  const db = open();
  if (!db || !liveKeys.has(visitor)) return;
  await set(`${visitor} ${url}`, read, db).catch(() => undefined);
}

export async function loadRead(visitor: string, url: string): Promise<StoredRead | undefined> {
  const db = open();
  if (!db) return undefined;
  return get<StoredRead>(`${visitor} ${url}`, db).catch(() => undefined);
}

/** Logout: nothing of any visitor remains (entries cleared, connection closed, database deleted). */
export async function clearVisitorStore(): Promise<void> {
  countSignOut();
  liveKeys.clear();
  const db = open();
  if (!db) return;
  await clear(db).catch(() => undefined);
  // An open connection would keep the deletion (and every later open) waiting.
  await db('readonly', (objectStore) => objectStore.transaction.db.close()).catch(() => undefined);
  store = null;
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(VISITOR_DB);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/** Every key held (tests). */
export async function storedKeys(): Promise<string[]> {
  const db = open();
  return db ? ((await keys(db).catch(() => [])) as string[]) : [];
}


/** A blob as a data: URL (the CSP allows data: images, not blob:). */
async function dataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return `data:${blob.type};base64,${btoa(binary)}`;
}

/**
 * An image of the visitor (their QR code) as a URL the page can show offline: the stored copy
 * as a data: URL, else the address itself — fetching and keeping it for next time. The key is
 * a digest of the URL, never the URL: a platform may put the invitation code in it.
 */
export async function storedImage(url: string): Promise<string> {
  const db = open();
  const digest = db ? await digestOf(url).catch(() => null) : null;
  if (!db || digest === null) return url;
  const key = `image ${digest}`;
  const stored = await get<StoredRead>(key, db).catch(() => undefined);
  if (stored && typeof stored.body === 'string' && stored.body.startsWith('data:image/')) return stored.body;
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (response.ok) {
      const blob = await response.blob();
      if (blob.type.startsWith('image/')) {
        const body = await dataUrl(blob);
        await set(key, { body, contentType: blob.type, savedAt: Date.now() } satisfies StoredRead, db).catch(() => undefined);
      }
    }
  } catch {
    // offline and never stored: the address itself (the browser shows the alt text)
  }
  return url;
}

/** A value the app keeps for the signed-in visitor (their list of booths to visit), under their prefix. */
export async function loadVisitorValue(visitor: string, name: string): Promise<unknown> {
  const db = open();
  if (!db) return undefined;
  return get<unknown>(`${visitor} value ${name}`, db).catch(() => undefined);
}

export async function saveVisitorValue(visitor: string, name: string, value: unknown): Promise<void> {
  const db = open();
  if (!db || !liveKeys.has(visitor)) return;
  await set(`${visitor} value ${name}`, value, db).catch(() => undefined);
}
