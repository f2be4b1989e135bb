// The `session` port: the pure codec from machines/ over the key-value storage port.
// Storage mirrors the auth statechart's context; the SDK reads the token from that context.
// What is read back passes the same contract check as an answer of the platform (the SDK's
// generated schemas): a stored user or token that no longer fits the contract (an older app
// version, a hand-edited storage, a platform that once sent something odd) is dropped, so the
// visitor is anonymous or refreshed instead of the shell meeting a user without a text name.
import { checkToken, checkUser } from '@pameran/sdk';
import type { Ports } from '../../machines';
import { decodeToken, decodeUser, encodeToken, encodeUser, TOKEN_KEY, USER_KEY } from '../../machines';
import type { KeyValueStorage } from './storage';

export { TOKEN_KEY, USER_KEY };

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
      const token = checkToken(decodeToken(await readKey(storage, TOKEN_KEY)));
      const user = checkUser(decodeUser(await readKey(storage, USER_KEY)));
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
