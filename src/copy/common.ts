import { table } from './registry';
/** Words every screen shares. */
export const common = table('common', {
  appName: 'Pameran',
  loading: 'Memuat…',
  retry: 'Coba lagi',
  ok: 'OK',
  close: 'Tutup',
  cancel: 'Batal',
  save: 'Simpan',
  back: 'Kembali',
  emptyTitle: 'Belum ada data',
  emptyDescription: 'Data akan tampil di sini begitu tersedia.',
  errorTitle: 'Gagal memuat data',
  /** The platform answered that what the address names does not exist (404): trying again changes nothing. */
  missing: {
    title: 'Tidak ditemukan',
    description: 'Yang Anda buka tidak ada, atau sudah tidak ada lagi di pameran ini.',
    toProducts: 'Lihat semua peserta pameran',
    toAgenda: 'Lihat agenda',
  },
  sessionExpired: 'Sesi Anda telah berakhir. Silakan masuk kembali.',

  priceUnknown: 'Harga belum tersedia',
  /** A signed-in visitor whose name the platform did not send. */
  visitor: 'Pengunjung',
} as const);
