import { table } from './registry';
/** The notice over the shell when the session ended without the visitor logging out here. */
export const session = table('session', {
  /** A bearer call answered 401 mid-session: the session ended, what was typed is kept. */
  expired: 'Sesi Anda telah berakhir. Silakan masuk lagi; isian Anda tetap tersimpan.',
  /** Why, and what stays: said with `expired`. */
  expiredWhy:
    'Server tidak lagi menerima tanda masuk di perangkat ini (masa berlakunya habis, atau akun ini dikeluarkan di perangkat lain). Keranjang, pesanan, dan hadiah Anda tetap tersimpan di akun, dan barang yang masih menunggu koneksi dikirim ke keranjang setelah Anda masuk lagi dengan kode yang sama; setelah masuk, Anda kembali ke halaman ini.',
  /** Another tab of the app logged out, and this one followed it (logout everywhere). */
  signedOutElsewhere: 'Anda telah keluar karena akun ini dikeluarkan di tab atau jendela lain.',
  signInAgain: 'Masuk lagi',
  dismiss: 'Tutup',
} as const);
