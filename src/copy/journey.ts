import { table } from './registry';
/** The journey screen: the event's highlights. */
export const journey = table('journey', {
  intro: 'Sorotan yang menanti Anda di pameran tahun ini.',
  empty: 'Sorotan acara belum tersedia.',
  imageAlt: (title: string) => `Ilustrasi ${title}`,
  toProducts: 'Lihat produk peserta',
} as const);
