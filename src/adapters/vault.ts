// The device's copy of what a visitor built (starred sessions, booths to visit, additions to the
// cart waiting for the network), kept through sign-out yet unreadable without the visitor: each list is encrypted (AES-GCM) with a key derived
// (PBKDF2-SHA-256) from the visitor's sign-in code, and filed under an id derived from the same
// code, so the store names no visitor and holds no readable list. Signing in again with the code
// opens it; nobody else can. Logout deletes the visitor's readable store
// (src/adapters/visitorStore.ts) but not this one: the project's rule "logout leaves nothing
// of the visitor on the device" holds for anything readable. A visitor without a code (the
// platform sends none) gets a key from the token instead, which dies with the token.
//
// A short invitation code is a weak key against someone holding the device and trying every code
// (the iterations slow that, they do not stop it); what it guards is a list of booths and
// sessions, which that code alone already shows on the platform.
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';

export const PLANS_VAULT_DB = 'pameran-plans';
const STORE = 'sealed';
const ITERATIONS = 150_000;
const SALT = new TextEncoder().encode('pameran/plans/v1');
/** Sealed entries one device keeps (four a visitor: stars, visit list, cart queue, answered keys): the oldest beyond it are dropped. */
export const VAULT_ENTRIES_MAX = 80;

interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
  savedAt: number;
}

export interface Vault {
  /** The visitor's id in the store (derived from the secret, naming nobody): a name for their Web Locks. */
  id: string;
  /** The decrypted list saved under `name`, or undefined (none, or unreadable). */
  read(name: string): Promise<unknown>;
  write(name: string, value: unknown): Promise<void>;
}

/** The secret a visitor's sealed lists open with: their sign-in code, else the token. */
export function visitorSecret(user: { code?: unknown } | null | undefined, token: string): string {
  return typeof user?.code === 'string' && user.code.trim() !== '' ? `code:${user.code.trim().toUpperCase()}` : `token:${token}`;
}

let store: UseStore | null = null;
const open = () => (typeof indexedDB === 'undefined' ? null : (store ??= createStore(PLANS_VAULT_DB, STORE)));

const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** 512 bits from the secret: the first half the AES key, the second the visitor's id in the store. */
async function derive(secret: string): Promise<{ id: string; key: CryptoKey }> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), 'PBKDF2', false, ['deriveBits']);
  const bits = new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: SALT, iterations: ITERATIONS }, material, 512));
  const key = await crypto.subtle.importKey('raw', bits.slice(0, 32), 'AES-GCM', false, ['encrypt', 'decrypt']);
  return { id: hex(bits.slice(32, 48)), key };
}

async function dropOldest(db: UseStore) {
  const all = (await keys(db).catch(() => [])) as string[];
  if (all.length <= VAULT_ENTRIES_MAX) return;
  const dated = await Promise.all(all.map(async (key) => [key, (await get<Sealed>(key, db).catch(() => undefined))?.savedAt ?? 0] as const));
  dated.sort((a, b) => a[1] - b[1]);
  await Promise.all(dated.slice(0, all.length - VAULT_ENTRIES_MAX).map(([key]) => del(key, db).catch(() => undefined)));
}

const vaults = new Map<string, Promise<Vault | null>>();

/** The vault of the visitor whose secret (sign-in code) this is; null where the device has no IndexedDB or WebCrypto. */
export function vaultOf(secret: string): Promise<Vault | null> {
  const known = vaults.get(secret);
  if (known) return known;
  const made = (async (): Promise<Vault | null> => {
    const db = open();
    if (!db || typeof crypto === 'undefined' || !crypto.subtle) return null;
    const { id, key } = await derive(secret);
    return {
      id,
      async read(name) {
        const sealed = await get<Sealed>(`${id} ${name}`, db).catch(() => undefined);
        if (!sealed) return undefined;
        try {
          const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, key, sealed.data);
          return JSON.parse(new TextDecoder().decode(plain)) as unknown;
        } catch {
          return undefined;
        }
      },
      async write(name, value) {
        const iv = crypto.getRandomValues(new Uint8Array(12));
        const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(JSON.stringify(value)));
        await set(`${id} ${name}`, { iv, data, savedAt: Date.now() } satisfies Sealed, db).catch(() => undefined);
        await dropOldest(db);
      },
    };
  })().catch(() => null);
  vaults.set(secret, made);
  return made;
}

const inMemory = new Map<string, Vault>();
/** Memory vaults made on this page: each a new id, never one an earlier visitor's had. */
let memoryVaults = 0;

/** Where the device cannot seal (no IndexedDB or WebCrypto): the same calls in this page's memory, gone with the page or a logout. */
export function memoryVault(secret: string): Vault {
  const known = inMemory.get(secret);
  if (known) return known;
  const values = new Map<string, unknown>();
  memoryVaults += 1;
  const vault: Vault = { id: `in-memory-${memoryVaults}`, read: async (name) => values.get(name), write: async (name, value) => void values.set(name, value) };
  inMemory.set(secret, vault);
  return vault;
}

/** Logout: the derived keys leave memory (the sealed lists stay, unreadable without the code), and what only memory held goes. */
export function forgetVaultKeys(): void {
  vaults.clear();
  inMemory.clear();
}
