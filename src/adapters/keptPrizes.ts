// The visitor's prize list kept on this device (the root's held list: received, perhaps not
// yet claimed), so a reload or a killed tab loses nothing. It lives in the session's storage
// under one key, so logout's clearAll() removes it with the token and the user.
//
// The device's copy can be behind the platform: a claim that reached it just before a reload
// (or from another device) is not marked in it. Before the feed starts, the copy is reconciled
// with what the platform says was claimed (./claimedPrizes.ts, loaded then), so the "Hadiah"
// badge stops counting that prize and the picker stops offering it.
import { isRecord, parseJson, type Ports, type Prize } from '../../machines';
import type { ReconcileOptions } from './claimedPrizes';
import type { KeyValueStorage } from './storage';

export const KEPT_PRIZES_KEY = 'prizes';

/** `readKept` and `keep` of the prizes port over a key-value storage, reconciled with the platform's claims when given. */
export function createKeptPrizes(
  storage: Pick<KeyValueStorage, 'get' | 'set'>,
  options?: ReconcileOptions,
): Required<Pick<Ports['prizes'], 'readKept' | 'keep'>> {
  return {
    // Another visitor's list (a sign-in without logout on a shared device) is not theirs to see.
    async readKept(userId) {
      const stored = parseJson((await storage.get(KEPT_PRIZES_KEY)) ?? '');
      const kept = isRecord(stored) && stored.userId === userId ? stored.prizes : null;
      return options ? import('./claimedPrizes').then(({ reconcileWithClaims }) => reconcileWithClaims(kept, userId, options), () => kept) : kept;
    },
    keep: (userId: number, prizes: Prize[]) => storage.set(KEPT_PRIZES_KEY, JSON.stringify({ userId, prizes })),
  };
}
