import { table } from './registry';
/** The dialog routes: popup-media, popup-alert, popup-tnc. */
export const popups = table('popups', {
  mediaTitle: 'Media',
  mediaEmpty: 'Tidak ada media untuk ditampilkan.',
  mediaVideoLabel: 'Video',
  alertTitle: 'Pemberitahuan',
  alertDefault: 'Tidak ada pemberitahuan baru.',
  tncTitle: 'Syarat dan Ketentuan',
  tncAccept: 'Saya setuju',
  tncBody: [
    'Data yang Anda isi digunakan oleh penyelenggara pameran untuk keperluan acara, undangan sesi, dan pengiriman hadiah.',
    'Setiap hadiah yang dikirimkan kepada Anda dapat diklaim satu kali; hadiah lain di daftar yang sama tetap dapat Anda klaim.',
    'Hadiah tidak dapat ditukar dengan uang tunai dan tergantung ketersediaan stok.',
    'Penyelenggara dapat menghubungi Anda melalui salesman yang Anda sebutkan untuk penawaran produk.',
    'Dengan mendaftar Anda menyetujui menerima informasi promosi dari penyelenggara dan peserta pameran.',
  ],
} as const);
