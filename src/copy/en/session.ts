import type { English } from '../translation';
import type { session as indonesian } from '../session';

/** The notice over the shell when the session ended without the visitor signing out here. */
export const session: English<typeof indonesian> = {
  expired: 'Your session has expired. Please sign in again; what you entered has been kept.',
  /** Another tab of the app signed out, and this one followed it (sign out everywhere). */
  signedOutElsewhere: 'You have been signed out because this account was signed out in another tab or window.',
  signInAgain: 'Sign in again',
  dismiss: 'Close',
};
