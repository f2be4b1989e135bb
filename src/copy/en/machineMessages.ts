import type { English } from '../translation';
import type { messages as indonesian } from '../../../machines';

/** The only texts the statecharts produce themselves (machines/messages.ts). */
export const messages: English<typeof indonesian> = {
  prizeClaimed: 'Claimed successfully',
  /** The app's one text for a failure that carries no usable message of its own. */
  genericError: 'Something went wrong. Check your connection and try again.',
};
