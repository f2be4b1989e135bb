import type { English } from '../translation';
import type { common as indonesian } from '../common';

/** Words every screen shares. */
export const common: English<typeof indonesian> = {
  appName: 'Pameran',
  loading: 'Loading…',
  retry: 'Try again',
  ok: 'OK',
  close: 'Close',
  cancel: 'Cancel',
  save: 'Save',
  back: 'Back',
  emptyTitle: 'No data yet',
  emptyDescription: 'Data will appear here as soon as it is available.',
  errorTitle: 'Could not load data',
  missing: {
    title: 'Not found',
    description: 'What you opened does not exist, or is no longer part of this fair.',
    toProducts: 'See all exhibitors',
    toAgenda: 'See the agenda',
  },
  sessionExpired: 'Your session has expired. Please sign in again.',

  priceUnknown: 'Price not available yet',
  visitor: 'Visitor',
};
