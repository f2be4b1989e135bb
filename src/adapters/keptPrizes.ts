// The visitor's prize list kept on this device (the root's held list: received, perhaps not
// yet claimed), so a reload or a killed tab loses nothing. It lives in the session's storage
// under one key, so logout's clearAll() removes it with the token and the user.
import { isRecord, parseJson, type Ports, type Prize } from '../../machines';
import type { KeyValueStorage } from './storage';

export const KEPT_PRIZES_KEY = 'prizes';

/** `readKept` and `keep` of the prizes port over a key-value storage. */
export function createKeptPrizes(storage: Pick<KeyValueStorage, 'get' | 'set'>): Required<Pick<Ports['prizes'], 'readKept' | 'keep'>> {
  return {
    // Another visitor's list (a sign-in without logout on a shared device) is not theirs to see.
    async readKept(userId) {
      const kept = parseJson((await storage.get(KEPT_PRIZES_KEY)) ?? '');
      return isRecord(kept) && kept.userId === userId ? kept.prizes : null;
    },
    keep: (userId: number, prizes: Prize[]) => storage.set(KEPT_PRIZES_KEY, JSON.stringify({ userId, prizes })),
  };
}
