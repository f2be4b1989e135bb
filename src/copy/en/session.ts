import type { English } from '../translation';
import type { session as indonesian } from '../session';

/** The notice over the shell when the session ended without the visitor signing out here. */
export const session: English<typeof indonesian> = {
  expired: 'Your session has expired. Please sign in again; what you entered has been kept.',
  expiredWhy:
    'The platform no longer accepts this device\'s sign-in (it ran out, or this account was signed out on another device). Your cart, orders and prizes stay with your account, and items still waiting for a connection reach your cart once you sign in again with the same code; once you sign in, you come back to this page.',
  /** Another tab of the app signed out, and this one followed it (sign out everywhere). */
  signedOutElsewhere: 'You have been signed out because this account was signed out in another tab or window.',
  signInAgain: 'Sign in again',
  dismiss: 'Close',
};
