import { table } from './registry';
/** Unknown paths. */
export const notFound = table('notFound', {
  title: 'Halaman tidak ditemukan',
  description: 'Alamat yang Anda buka tidak ada atau sudah dipindahkan.',
  toHome: 'Kembali ke beranda',
} as const);
