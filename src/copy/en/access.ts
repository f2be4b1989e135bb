import type { English } from '../translation';
import type { access as indonesian } from '../access';

/** What anonymous visitors see where a screen or an action needs a signed-in visitor. */
export const access: English<typeof indonesian> = {
  loginTitle: 'Please sign in first',
  loginLink: 'Sign in or register',
  checking: 'Checking your session…',
};
