import { table } from './registry';
/** The my-transaction screen: the cart (checked items, checkout) and the orders. */
export const transactions = table('transactions', {
  loginHint: 'Masuk untuk melihat keranjang dan pesanan Anda.',
  cartHeading: 'Keranjang',
  cartEmpty: 'Keranjang masih kosong.',
  cartEmptyHint: 'Tambahkan produk atau merchandise dari halaman produk.',
  browseProducts: 'Lihat produk',
  cartQuantity: (quantity: number) => `${quantity} barang di keranjang`,
  itemQuantity: (quantity: number) => `Jumlah: ${quantity}`,
  /** The cart's quantity stepper (− n +). */
  decrease: (name: string) => `Kurangi jumlah ${name}`,
  increase: (name: string) => `Tambah jumlah ${name}`,
  quantityOf: (name: string) => `Jumlah ${name}`,
  includeItem: (name: string) => `Sertakan ${name} dalam pesanan`,
  removeItem: (name: string) => `Hapus ${name} dari keranjang`,
  /** An item (or a cart) the platform sent without the id its calls need. */
  itemLocked: 'Barang ini tidak dapat diubah atau dipesan dari aplikasi.',
  /** An order the platform sent without a status. */
  statusUnknown: 'Sedang diproses',
  /** The platform's statuses the app knows, in its own words (so they read in English too). */
  statusAwaitingPayment: 'Menunggu pembayaran',
  statusCancelled: 'Dibatalkan',
  /** A merchandise order's payment deadline (pay_before), its countdown and the warning before it lapses. */
  payBefore: (time: string) => `Bayar sebelum ${time}`,
  timeLeft: (left: string) => `Sisa waktu ${left}`,
  paySoon: (time: string) => `Segera bayar: pesanan ini dibatalkan pukul ${time} bila belum dibayar.`,
  nextStepCancelled: 'Pesanan ini dibatalkan karena belum dibayar sebelum batas waktunya, dan barangnya dikembalikan ke stok. Silakan pesan lagi bila barangnya masih tersedia.',
  /** Before the platform's own words on what happens next, in English mode: they are shown as sent. */
  nextStepAsSent: 'Langkah berikutnya',
  remove: 'Hapus',
  /** Additions made offline, kept on the device until the platform has answered them. */
  waitingForNetwork: 'Menunggu koneksi',
  sendingQueued: 'Sedang dikirim ke keranjang…',
  queuedItem: (name: string, quantity: number) => `${name} × ${quantity}`,
  waitingHint: 'Tersimpan di perangkat ini dan masuk keranjang otomatis saat koneksi internet kembali.',
  checkedTotal: (count: number) => `Total ${count} barang dipilih`,
  noneChecked: 'Pilih minimal satu barang untuk dipesan.',
  checkout: 'Buat pesanan',
  checkingOut: 'Membuat pesanan…',
  orderPlaced: (number: string) => `Pesanan ${number} berhasil dibuat.`,
  ordersHeading: 'Pesanan saya',
  ordersEmpty: 'Belum ada pesanan.',
  ordersEmptyHint: 'Pesanan yang Anda buat akan tampil di sini.',
  orderTitle: (number: string) => `Pesanan ${number}`,
  orderDate: (when: string) => `Dibuat ${when}`,
  orderItem: (name: string, quantity: number) => `${name} × ${quantity}`,
  total: 'Total',
  /** The summary shown before an order is placed. */
  summaryTitle: 'Ringkasan pesanan',
  summaryIntro: 'Periksa barang dan totalnya sebelum pesanan dibuat.',
  summaryItems: 'Barang yang dipesan',
  summaryTotal: (count: number) => `Total (${count} barang)`,
  summaryConfirm: 'Pesan sekarang',
  summaryBack: 'Kembali',
  /** What happens after ordering, when the platform does not say. */
  nextStepDefault:
    'Setelah pesanan dibuat, tim penjualan peserta pameran menghubungi Anda lewat email atau telepon untuk konfirmasi dan cara pembayaran. Belum ada yang perlu dibayar sekarang.',
  /** The summary's contact: where the sales team reaches the visitor (optional; kept in the profile). */
  contactHeading: 'Agar tim penjualan dapat menghubungi Anda',
  contactHint: 'Opsional. Disimpan di profil Anda.',
  contactEmailInvalid: 'Alamat email tidak valid. Contoh: nama@perusahaan.co.id',
  contactNone:
    'Tanpa email atau telepon, tim penjualan tidak dapat menghubungi Anda: lihat status dan cara pembayaran pesanan di halaman ini, atau datangi stan peserta pameran.',
  nextStepLabel: 'Langkah berikutnya',
} as const);
