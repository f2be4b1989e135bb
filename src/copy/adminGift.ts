/** The admin-gift screen: pick a visitor and push a prize list to them. */
export const adminGift = {
  intro: 'Pilih pengunjung dan hadiah, lalu kirim. Daftar hadiah langsung muncul di aplikasi pengunjung.',
  visitorsHeading: 'Pengunjung',
  visitorsEmpty: 'Belum ada pengunjung terdaftar.',
  visitorFilter: 'Cari pengunjung',
  visitorFilterHint: 'Nama, instansi atau kode undangan.',
  visitorNoMatch: 'Tidak ada pengunjung yang cocok.',
  visitorOption: (name: string, agency: string, code: string) => `${name} — ${agency} (${code})`,
  prizesHeading: 'Hadiah',
  prizesEmpty: 'Belum ada hadiah.',
  selectAll: 'Pilih semua',
  send: 'Kirim hadiah',
  sending: 'Mengirim…',
  needVisitor: 'Pilih satu pengunjung terlebih dahulu.',
  needPrize: 'Pilih minimal satu hadiah.',
  sent: (count: number, name: string) => `${count} hadiah dikirim ke ${name}.`,
} as const;
