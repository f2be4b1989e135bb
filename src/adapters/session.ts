// The `session` port: the pure codec from machines/ over the key-value storage port.
// Storage mirrors the auth statechart's context; the SDK reads the token from that context.
import type { Ports } from '../../machines';
import { decodeToken, decodeUser, encodeToken, encodeUser } from '../../machines';
import type { KeyValueStorage } from './storage';

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

/** Reads that fail (storage unavailable) count as "nothing stored", never as a crash. */
async function readKey(storage: KeyValueStorage, key: string): Promise<string | null> {
  try {
    return await storage.get(key);
  } catch {
    return null;
  }
}

export function createSessionPort(storage: KeyValueStorage): Ports['session'] {
  return {
    async read() {
      const token = decodeToken(await readKey(storage, TOKEN_KEY));
      const user = decodeUser(await readKey(storage, USER_KEY));
      return { token, user };
    },
    async save(token, user) {
      await (token ? storage.set(TOKEN_KEY, encodeToken(token)) : storage.remove(TOKEN_KEY));
      await (user ? storage.set(USER_KEY, encodeUser(user)) : storage.remove(USER_KEY));
    },
    async clear() {
      await storage.clearAll();
    },
  };
}
