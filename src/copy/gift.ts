import { table } from './registry';
/** The prize picker, exactly SPEC §2 and §8. */
export const gift = table('gift', {
  title: 'Pilih Hadiah',
  /** What the platform does, so nobody fears one claim closes the list: each prize is claimed once; the rest stays open. */
  description: 'Pilih hadiah yang ingin Anda klaim. Setiap hadiah dapat diklaim satu kali; hadiah lain di daftar ini tetap dapat Anda klaim.',
  choose: 'Pilih',
  submitting: 'Mengirim pilihan…',
  close: 'Tutup',
  selected: 'Dipilih',
  success: 'Berhasil di klaim',
  /** Under SPEC's 'Berhasil di klaim': which prize, and how to collect it. */
  claimedPrize: (name: string) => `Hadiah Anda: ${name}.`,
  howToCollect: (how: string) => `Cara mengambil: ${how}`,
  /** When the platform sends no instructions of its own. */
  howToCollectDefault: 'tunjukkan QR profil Anda di meja panitia.',
  errorTitle: 'Klaim gagal',
  successTitle: 'Berhasil',
  emptyTitle: 'Tidak ada hadiah tersedia',
  emptyDescription: 'Semua hadiah sudah Anda klaim atau belum ada hadiah baru.',
  loading: 'Memuat hadiah…',
  /** /popup-gift signed out. */
  signedOutTitle: 'Masuk untuk melihat hadiah Anda',
  signedOutHint: 'Hadiah dari panitia tampil di sini setelah Anda masuk dengan kode undangan.',
} as const);
