// The kept prize list reconciled with the platform's claims (./keptPrizes.ts): loaded when the
// prize feed starts, after sign-in, so the first route does not carry it.
import { isRecord, type Prize } from '../../machines';

/** The ids of the prizes this visitor claimed, as the platform says (GET /api/users/brochure). */
export type ClaimedIds = () => Promise<readonly number[]>;

export interface ReconcileOptions {
  claimedIds: ClaimedIds;
  /** How long the feed's start waits for the platform's claims (CLAIMED_WAIT_MS unless given). */
  waitMs?: number;
  now?: () => number;
}

/** How long the feed's start waits for the platform's list of claims before going on without it. */
export const CLAIMED_WAIT_MS = 3_000;
/**
 * A feed that starts over soon after (a database restart, for every visitor at once) reads the
 * kept list again but has had its first value: it is not worth asking the platform again.
 */
export const CLAIMED_ASKED_AGAIN_AFTER_MS = 60_000;
/** Who was last asked about, and when, per kept list (its options). */
const lastAsked = new WeakMap<ReconcileOptions, { userId: number; at: number }>();

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

/** The kept list (raw, as stored) with the platform's claims marked; as it was when the platform says none. */
export async function reconcileWithClaims(kept: unknown, userId: number, options: ReconcileOptions): Promise<unknown> {
  const now = (options.now ?? Date.now)();
  const asked = lastAsked.get(options);
  if (asked?.userId === userId && now - asked.at < CLAIMED_ASKED_AGAIN_AFTER_MS) return kept;
  lastAsked.set(options, { userId, at: now });
  const claimed = await claimedInTime(options.claimedIds, options.waitMs ?? CLAIMED_WAIT_MS);
  return claimed.length === 0 ? kept : markClaimed(asPrizes(kept), claimed);
}
