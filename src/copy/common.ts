/** Words every screen shares. */
export const common = {
  appName: 'Pameran',
  appTagline: 'Pameran Suku Cadang & Mesin',
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
  /** Shown when an error carries no usable message of its own. */
  errorFallback: 'Terjadi kesalahan. Periksa koneksi Anda lalu coba lagi.',
  networkError: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.',
  sessionExpired: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
  placeholderTitle: 'Segera hadir',
  placeholderDescription: 'Halaman ini sedang disiapkan.',
} as const;
