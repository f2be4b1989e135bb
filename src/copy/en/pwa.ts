import type { English } from '../translation';
import type { pwa as indonesian } from '../pwa';

/** The offline and update banners (src/pwa). */
export const pwa: English<typeof indonesian> = {
  offline: 'You are offline — saved data can still be viewed.',
  updateReady: 'A new version is available.',
  reload: 'Reload',
  reloading: 'Reloading…',
};
