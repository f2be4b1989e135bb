/** Indonesian text of the offline and update banners (to be registered as a copy area: `pwa`). */
export const pwa = {
  offline: 'Anda sedang offline — data yang tersimpan tetap bisa dilihat.',
  updateReady: 'Versi baru tersedia.',
  reload: 'Muat ulang',
  reloading: 'Memuat ulang…',
} as const;
