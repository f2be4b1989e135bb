import type { SnapshotFrom } from 'xstate';
import type { authMachine, SignInMethod } from './auth';
import { fullName, initials, starCount, userId } from './user';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

export type AuthStatus = 'restoring' | 'anonymous' | 'authenticated';

/**
 * Restoring covers the stored session's refresh: nothing is decided yet. A logout in progress is
 * already anonymous (its entry forgot the session): the signed-out screen shows at once, while
 * storage is still being cleared.
 */
export const selectAuthStatus = (snapshot: AuthSnapshot): AuthStatus =>
  snapshot.matches('authenticated') ? 'authenticated' : snapshot.matches('anonymous') || snapshot.matches('loggingOut') ? 'anonymous' : 'restoring';

export const selectIsAuthenticated = (snapshot: AuthSnapshot): boolean => snapshot.matches('authenticated');
export const selectUser = (snapshot: AuthSnapshot) => snapshot.context.user;
/** 0 while anonymous. */
export const selectUserId = (snapshot: AuthSnapshot): number => userId(snapshot.context.user);
export const selectAccessToken = (snapshot: AuthSnapshot): string | null =>
  snapshot.context.token?.access_token ?? null;
export const selectFullName = (snapshot: AuthSnapshot): string => fullName(snapshot.context.user?.name ?? '');
export const selectStarCount = (snapshot: AuthSnapshot): number => starCount(snapshot.context.user?.name ?? '');
export const selectInitials = (snapshot: AuthSnapshot): string => initials(snapshot.context.user?.name ?? '');

export const selectIsSigningIn = (snapshot: AuthSnapshot): boolean =>
  snapshot.matches({ anonymous: 'loggingIn' }) ||
  snapshot.matches({ anonymous: 'registering' }) ||
  snapshot.matches({ anonymous: 'loadingUser' });
/** Which sign-in failed (its form shows the error), or null when none did. */
export const selectFailedMethod = (snapshot: AuthSnapshot): SignInMethod | null =>
  snapshot.matches({ anonymous: 'failed' }) ? snapshot.context.method : null;
/** A bearer call answered 401 mid-session: the visitor is asked to sign in again. */
export const selectSessionExpired = (snapshot: AuthSnapshot): boolean => snapshot.context.sessionExpired;
/** Profile details typed but not saved when the session ended (kept for the next sign-in). */
export const selectDraftDetails = (snapshot: AuthSnapshot) => snapshot.context.draft.details;
/** A form's answers kept after a 401 (only the same visitor gets them back). */
export const selectKeptAnswers = (snapshot: AuthSnapshot) => snapshot.context.draft.answers;
export const selectIsSavingDetails = (snapshot: AuthSnapshot): boolean =>
  snapshot.matches({ authenticated: 'savingDetails' });
export const selectAuthError = (snapshot: AuthSnapshot): string | null => snapshot.context.error;
/** The code and registration form as typed, so a failed attempt loses nothing. */
export const selectDraftCode = (snapshot: AuthSnapshot): string => snapshot.context.draft.code;
export const selectDraftForm = (snapshot: AuthSnapshot) => snapshot.context.draft.form;

/** An organiser (User.role, assumed in sdk/openapi.yaml) may use /admin-gift; absent means visitor. */
export const selectIsOrganiser = (snapshot: AuthSnapshot): boolean => snapshot.context.user?.role === 'organiser';
