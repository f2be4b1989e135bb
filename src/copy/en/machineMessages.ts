import type { English } from '../translation';
import type { messages as indonesian } from '../../../machines';

/** The only texts the statecharts produce themselves (machines/messages.ts). */
export const messages: English<typeof indonesian> = {
  prizeClaimed: 'Claimed successfully',
  /** Shown when a failed call carries no usable message of its own. */
  genericError: 'Something went wrong. Please try again.',
};
