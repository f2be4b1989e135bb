/** The prize picker, exactly SPEC §2 and §8. */
export const gift = {
  title: 'Pilih Hadiah',
  description: 'Pilih satu hadiah yang ingin Anda klaim.',
  choose: 'Pilih',
  submitting: 'Mengirim pilihan…',
  close: 'Tutup',
  selected: 'Dipilih',
  success: 'Berhasil di klaim',
  errorTitle: 'Klaim gagal',
  successTitle: 'Berhasil',
  errorFallback: 'Hadiah gagal diklaim. Silakan coba lagi.',
  emptyTitle: 'Tidak ada hadiah tersedia',
  emptyDescription: 'Semua hadiah sudah Anda klaim atau belum ada hadiah baru.',
  loading: 'Memuat hadiah…',
  /** /popup-gift signed out. */
  signedOutTitle: 'Masuk untuk melihat hadiah Anda',
  signedOutHint: 'Hadiah dari panitia tampil di sini setelah Anda masuk dengan kode undangan.',
} as const;
