import { table } from './registry';
/** The admin-gift screen: pick a visitor and push a prize list to them. */
export const adminGift = table('adminGift', {
  intro: 'Pilih pengunjung dan hadiah, lalu kirim. Daftar hadiah langsung muncul di aplikasi pengunjung.',
  visitorsHeading: 'Pengunjung',
  visitorsEmpty: 'Belum ada pengunjung terdaftar.',
  visitorFilter: 'Cari pengunjung',
  visitorFilterHint: 'Nama, instansi, email, telepon atau nomor pengunjung.',
  visitorNoMatch: 'Tidak ada pengunjung yang cocok.',
  visitorOption: (name: string, agency: string | undefined) => (agency ? `${name} — ${agency}` : name),
  /** What tells two visitors of the same name apart: their number, and e-mail or phone where known (never the code: a credential). */
  visitorDetails: (id: number, contacts: string[]) => [`No. pengunjung ${id}`, ...contacts].join(' · '),
  prizesHeading: 'Hadiah',
  prizesEmpty: 'Belum ada hadiah.',
  selectAll: 'Pilih semua',
  send: 'Kirim hadiah',
  sending: 'Mengirim…',
  needVisitor: 'Pilih satu pengunjung terlebih dahulu.',
  needPrize: 'Pilih minimal satu hadiah.',
  sent: (count: number, name: string) => `${count} hadiah dikirim ke ${name}.`,
  /** What the visitor's 'Pilih Hadiah' will offer of what was sent, and why the rest is left out. */
  visitorSees: (name: string, shown: number) =>
    shown === 0 ? `${name} tidak akan melihat satu pun hadiah baru.` : `${name} akan melihat ${shown} hadiah.`,
  placeholderLeftOut: (count: number) => `${count} hadiah contoh (ID 1) tidak pernah ditampilkan kepada pengunjung.`,
  claimedLeftOut: (count: number) => `${count} hadiah sudah diklaim pengunjung ini, jadi tidak ditampilkan lagi.`,
  /** Beside the placeholder prize (ID 1) in the list. */
  placeholderNote: 'tidak tampil di aplikasi pengunjung',
  organisersOnlyTitle: 'Khusus panitia pameran',
  signInAsOrganiser: 'Halaman ini hanya untuk panitia. Masuk dengan kode panitia untuk mengirim hadiah kepada pengunjung.',
  notAnOrganiser: 'Akun Anda adalah akun pengunjung, jadi Anda tidak dapat mengirim hadiah. Hadiah untuk Anda akan muncul otomatis di aplikasi ketika panitia mengirimkannya.',
} as const);
