// The device's side of a sign-out in unit tests, over real idb-keyval on fake-indexeddb (the test
// file imports 'fake-indexeddb/auto' first).
import { clear, createStore } from 'idb-keyval';
import { clearVisitorStore } from '../../src/adapters/visitorStore';
import { forgetVaultKeys, PLANS_VAULT_DB } from '../../src/adapters/vault';

/** "Keluar", or the platform refusing the token: the readable store goes, the vault's keys leave memory. */
export async function signOutOnDevice(): Promise<void> {
  await clearVisitorStore();
  forgetVaultKeys();
}

/** A device as new: signed out, and no sealed copy of anyone's left (for afterEach). */
export async function emptyDevice(): Promise<void> {
  await signOutOnDevice();
  await clear(createStore(PLANS_VAULT_DB, 'sealed'));
}
