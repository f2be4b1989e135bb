import { table } from './registry';
/** The app container: header, navigation, cart badge, route loading. */
export const shell = table('shell', {
  homeLink: 'Pameran — ke beranda',
  mainNavigation: 'Navigasi utama',
  nav: {
    home: 'Beranda',
    products: 'Produk',
    agenda: 'Agenda',
    denah: 'Denah',
    transactions: 'Transaksi',
    profile: 'Profil',
    adminGift: 'Kirim hadiah',
  },
  login: 'Masuk',
  titles: {
    home: 'Beranda',
    products: 'Produk',
    denah: 'Denah Pameran',
    myTransaction: 'Transaksi Saya',
    journey: 'Sorotan Pameran',
    liveStream: 'Sesi Langsung',
    agenda: 'Agenda Sesi',
    countdown: 'Hitung Mundur',
    adminGift: 'Kirim Hadiah',
  },
  // The visible initials are part of the name, so speech users can say what they see.
  profileOf: (name: string, initials: string) => `Profil ${name}, ${initials}`,
  cartLabel: (quantity: number) =>
    quantity === 0 ? 'Keranjang, kosong' : `Keranjang, ${quantity} barang`,
  /** The "Hadiah" entry: opens 'Pilih Hadiah' on the prizes received and not yet claimed. */
  /** The prize feed is down and retrying by itself: said on the "Hadiah" entry until it is back, so a prize is never missed in silence. */
  prizesUnreachable: 'Hadiah belum dapat diterima — mencoba lagi',
  prizesLabel: (unclaimed: number) => (unclaimed === 0 ? 'Hadiah, tidak ada yang menunggu' : `Hadiah, ${unclaimed} belum diklaim`),
  loadingScreen: 'Memuat halaman…',
  screenFailed: 'Halaman gagal dimuat. Periksa koneksi Anda lalu coba lagi.',
  skipToContent: 'Lewati ke konten utama',
} as const);
