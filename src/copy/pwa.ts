import { table } from './registry';
/** Indonesian text of the offline and update banners (src/pwa, loaded once the page is idle). */
export const pwa = table('pwa', {
  offline: 'Anda sedang offline — data yang tersimpan tetap bisa dilihat.',
  updateReady: 'Versi baru tersedia.',
  reload: 'Muat ulang',
  reloading: 'Memuat ulang…',
} as const);
