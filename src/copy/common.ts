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
  /** What a thing is called when the platform sent no name for it: its kind and number. */
  unnamed: {
    session: (id: number) => `Sesi ${id}`,
    exhibitor: (id: number) => `Peserta ${id}`,
    product: (id: number) => `Produk ${id}`,
    merchandise: (id: number) => `Merchandise ${id}`,
    room: (id: number) => `Ruang ${id}`,
    prize: (id: number) => `Hadiah ${id}`,
    item: (id: number | undefined) => (id === undefined ? 'Barang' : `Barang ${id}`),
    visitor: (id: number) => `Pengunjung ${id}`,
    question: (position: number) => `Pertanyaan ${position}`,
  },
  priceUnknown: 'Harga belum tersedia',
  /** A signed-in visitor whose name the platform did not send. */
  visitor: 'Pengunjung',
} as const);
