import type { SnapshotFrom } from 'xstate';
import type { appMachine } from './app';
import type { AuthContext } from './auth';
import { visiblePrizes } from './giftClaim';

type AppSnapshot = SnapshotFrom<typeof appMachine>;

/** Prizes received and still on offer (SPEC §2's rules): the "Hadiah" entry's badge. 0 while the dialog is open. */
export const selectUnclaimedPrizeCount = (snapshot: AppSnapshot): number => visiblePrizes(snapshot.context.prizes).length;
/** Signed in, and prizes cannot reach the visitor for now (the feed is retrying): the "Hadiah" entry says so. */
export const selectPrizesUnreachable = (snapshot: AppSnapshot): boolean =>
  snapshot.matches({ session: { authenticated: 'prizesUnreachable' } });

const authContext = (snapshot: AppSnapshot): AuthContext | undefined =>
  (snapshot.children.auth as { getSnapshot(): { context: AuthContext } } | undefined)?.getSnapshot().context;

/**
 * The access token's one source: the auth statechart's context. The SDK reads it on every
 * request through this (src/app/root.tsx hands it over as `getToken`).
 */
export const selectSessionToken = (snapshot: AppSnapshot): string | null => authContext(snapshot)?.token?.access_token ?? null;

/** The signed-in visitor's code and token, or null: what their sealed copies on the device open with. */
export const selectSessionKeyHolder = (snapshot: AppSnapshot): { user: { code?: unknown }; token: string } | null => {
  const context = authContext(snapshot);
  const token = context?.token?.access_token;
  return token && context.user ? { user: context.user, token } : null;
};

/** The session's Firebase custom token (x-assumed), or null: the realtime feed signs in with it. */
export const selectRealtimeToken = (snapshot: AppSnapshot): string | null => authContext(snapshot)?.token?.firebase_token ?? null;
