import type { English } from '../translation';
import type { notFound as indonesian } from '../notFound';

/** Unknown paths. */
export const notFound: English<typeof indonesian> = {
  title: 'Page not found',
  description: 'The address you opened does not exist or has moved.',
  toHome: 'Back to Home',
};
