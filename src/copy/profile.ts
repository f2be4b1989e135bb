import { table } from './registry';
/** The visitor's profile. */
export const profile = table('profile', {
  title: 'Profil Saya',
  stars: (count: number) => (count === 1 ? '1 bintang' : `${count} bintang`),
  starsLabel: 'Bintang',
  email: 'Email',
  phone: 'Telepon',
  agency: 'Instansi',
  unit: 'Unit',
  salesman: 'Salesman',
  visitorCode: 'Kode pengunjung',
  qrAlt: 'Kode QR pengunjung',
  qrUnavailable: 'Kode QR tidak dapat ditampilkan. Tunjukkan kode pengunjung di bawah ini.',
  badgeTitle: 'Tanda pengenal',
  edit: 'Ubah data',
  editTitle: 'Ubah data diri',
  saving: 'Menyimpan…',
  saved: 'Data tersimpan.',
  logout: 'Keluar',
  /** "Keluar" asks first, and says what leaves this device and what stays with the account. */
  logoutTitle: 'Keluar dari akun ini?',
  logoutRemoved: 'Dari perangkat ini akan dihapus: sesi masuk Anda dan salinan profil, pesanan, serta kode QR untuk dibuka tanpa internet.',
  /**
   * Where the booths-to-visit list and the starred sessions go on logout: one sentence, owned by
   * whoever decides where those lists live (src/features/floorplan/visitList.ts).
   */
  logoutLists: 'Daftar stan yang ingin dikunjungi, sesi yang Anda tandai, serta barang dan permintaan penawaran yang masih menunggu koneksi tetap tersimpan: di akun Anda bila platform acara menyimpannya, dan di perangkat ini dalam keadaan terkunci, yang hanya terbuka saat Anda masuk lagi dengan kode yang sama.',
  logoutKept: 'Tetap tersimpan di akun Anda: data diri, keranjang, pesanan, hadiah yang sudah diklaim, dan stempel yang sudah tercatat.',
  logoutCode: (code: string) => `Untuk masuk lagi, gunakan kode pengunjung Anda: ${code}.`,
  logoutConfirm: 'Keluar',
  logoutCancel: 'Batal',
  /** In English, above the organiser's own text about the code (code_html): it is shown as sent. */
  codeHtmlAsSent: 'Dari panitia:',
  notLoggedIn: 'Anda belum masuk.',
  notLoggedInHint: 'Masuk untuk melihat profil dan tanda pengenal Anda.',
  emptyValue: '—',
  /** "Hadiah saya": the prizes this visitor claimed, and when. */
  myPrizes: 'Hadiah saya',
  myPrizesEmpty: 'Belum ada hadiah yang Anda klaim.',
  myPrizesEmptyHint: 'Hadiah dari panitia muncul lewat tombol Hadiah di bagian atas layar.',
  claimedAt: (when: string) => `Diklaim ${when}`,
  prizeWithoutName: (id: number) => `Hadiah #${id}`,
} as const);
