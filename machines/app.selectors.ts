import type { SnapshotFrom } from 'xstate';
import type { appMachine } from './app';
import type { AuthContext } from './auth';
import { visiblePrizes } from './giftClaim';
import type { Prize } from './types';

type AppSnapshot = SnapshotFrom<typeof appMachine>;

/** The shell renders the gift dialog while this is true (the giftClaim actor then exists). */
export const selectIsGiftOpen = (snapshot: AppSnapshot): boolean => snapshot.matches({ gift: 'open' });
/** The last prize list while the dialog is closed (inside the dialog while it is open). */
export const selectLastPrizes = (snapshot: AppSnapshot): Prize[] => snapshot.context.prizes;
/** Prizes received and still on offer (SPEC §2's rules): the "Hadiah" entry's badge. 0 while the dialog is open. */
export const selectUnclaimedPrizeCount = (snapshot: AppSnapshot): number => visiblePrizes(snapshot.context.prizes).length;
/** Signed in, and prizes cannot reach the visitor for now (the feed is retrying): the "Hadiah" entry says so. */
export const selectPrizesUnreachable = (snapshot: AppSnapshot): boolean =>
  snapshot.matches({ session: { authenticated: 'prizesUnreachable' } });
/** True while the prize feed runs: from the auth child's sign-in report to its logout report. */
export const selectIsSignedIn = (snapshot: AppSnapshot): boolean => snapshot.matches({ session: 'authenticated' });

/**
 * The access token's one source: the auth statechart's context. The SDK reads it on every
 * request through this (src/app/root.tsx hands it over as `getToken`).
 */
export const selectSessionToken = (snapshot: AppSnapshot): string | null => {
  const auth = snapshot.children.auth as { getSnapshot(): { context: AuthContext } } | undefined;
  return auth?.getSnapshot().context.token?.access_token ?? null;
};

/** The session's Firebase custom token (x-assumed), or null: the realtime feed signs in with it. */
export const selectRealtimeToken = (snapshot: AppSnapshot): string | null => {
  const auth = snapshot.children.auth as { getSnapshot(): { context: AuthContext } } | undefined;
  return auth?.getSnapshot().context.token?.firebase_token ?? null;
};
