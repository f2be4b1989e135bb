// The visitor's prize list kept on this device (the root's held list: received, perhaps not
// yet claimed), so a reload or a killed tab loses nothing. It lives in the session's storage
// under one key, so logout's clearAll() removes it with the token and the user.
//
// The device's copy can be behind the platform: a claim that reached it just before a reload
// (or from another device) is not marked in it. Before the feed starts, the copy is reconciled
// with what the platform says was claimed, so the "Hadiah" badge stops counting that prize and
// the picker stops offering it.
import { isRecord, parseJson, type Ports, type Prize } from '../../machines';
import type { KeyValueStorage } from './storage';

export const KEPT_PRIZES_KEY = 'prizes';

/** How long the feed's start waits for the platform's list of claims before going on without it. */
export const CLAIMED_WAIT_MS = 3_000;
/**
 * A feed that starts over soon after (a database restart, for every visitor at once) reads the
 * kept list again but has had its first value: it is not worth asking the platform again.
 */
export const CLAIMED_ASKED_AGAIN_AFTER_MS = 60_000;

/** The ids of the prizes this visitor claimed, as the platform says (GET /api/users/brochure). */
export type ClaimedIds = () => Promise<readonly number[]>;

/**
 * The kept list with the platform's claims marked: a claimed prize in it is saved, and one it
 * lacks joins it as saved, so a later list without news of claims keeps them claimed.
 */
export function markClaimed(kept: readonly Prize[], claimedIds: readonly number[]): Prize[] {
  const claimed = new Set(claimedIds);
  const marked = kept.map((prize) => (claimed.has(prize.id) && prize.isSaved !== true ? { ...prize, isSaved: true } : prize));
  const present = new Set(kept.map((prize) => prize.id));
  const missing = [...claimed].filter((id) => !present.has(id)).map((id): Prize => ({ id, name: '', image_url: '', isSaved: true }));
  return [...marked, ...missing];
}

/** The platform's claims, or none when it cannot say in time (offline, SPEC's platform without the call). */
async function claimedInTime(claimedIds: ClaimedIds, waitMs: number): Promise<readonly number[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<readonly number[]>((resolve) => {
    timer = setTimeout(() => resolve([]), waitMs);
  });
  try {
    return await Promise.race([claimedIds().catch(() => []), late]);
  } finally {
    clearTimeout(timer);
  }
}

const asPrizes = (raw: unknown): Prize[] =>
  Array.isArray(raw) ? raw.filter((entry): entry is Prize => isRecord(entry) && typeof entry.id === 'number') : [];

/** `readKept` and `keep` of the prizes port over a key-value storage, reconciled with the platform's claims when given. */
export function createKeptPrizes(
  storage: Pick<KeyValueStorage, 'get' | 'set'>,
  options: { claimedIds?: ClaimedIds; waitMs?: number; now?: () => number } = {},
): Required<Pick<Ports['prizes'], 'readKept' | 'keep'>> {
  const now = options.now ?? Date.now;
  let asked: { userId: number; at: number } | null = null;
  return {
    // Another visitor's list (a sign-in without logout on a shared device) is not theirs to see.
    async readKept(userId) {
      const stored = parseJson((await storage.get(KEPT_PRIZES_KEY)) ?? '');
      const kept = isRecord(stored) && stored.userId === userId ? stored.prizes : null;
      if (!options.claimedIds) return kept;
      if (asked?.userId === userId && now() - asked.at < CLAIMED_ASKED_AGAIN_AFTER_MS) return kept;
      asked = { userId, at: now() };
      const claimed = await claimedInTime(options.claimedIds, options.waitMs ?? CLAIMED_WAIT_MS);
      return claimed.length === 0 ? kept : markClaimed(asPrizes(kept), claimed);
    },
    keep: (userId: number, prizes: Prize[]) => storage.set(KEPT_PRIZES_KEY, JSON.stringify({ userId, prizes })),
  };
}
