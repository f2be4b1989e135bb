import { table } from './registry';
/**
 * The organisers' page of booth QR codes and the stamp card (/admin-stamps): the printed sheet,
 * the stamp target, the visitors who completed the card and their prizes, and the booth staff's
 * page of rotating codes. Apart from the visitor's stamp texts (./stamps.ts), so that a visitor's
 * screens never carry them.
 */
export const adminStamps = table('adminStamps', {
  adminTitle: 'QR Stan & Paspor',
  adminIntro: 'Cetak QR code setiap stan, atur target stempel, dan kirim hadiah kepada pengunjung yang menyelesaikan paspor stan.',
  print: 'Cetak lembar QR',
  sheetHeading: 'Lembar QR stan',
  sheetCount: (count: number) => `${count} stan. Cetak di kertas A4.`,
  sheetStampCode: (code: string) => `Kode stempel: ${code}`,
  sheetQrAlt: (code: string) => `QR code stan ${code}`,
  sheetAddress: (origin: string) => `Kode QR di lembar ini membuka ${origin}`,
  sheetNoPublicAddress: (origin: string) =>
    `Alamat publik aplikasi belum diatur (PUBLIC_APP_URL), jadi kode QR mengarah ke alamat halaman ini, ${origin}. Pastikan ponsel pengunjung dapat membukanya sebelum mencetak.`,
  printRefused: (publicUrl: string, here: string) =>
    `Lembar ini tidak dicetak dari ${here}: kode QR-nya mengarah ke ${publicUrl}, alamat aplikasi untuk pameran. Buka ${publicUrl}/admin-stamps lalu cetak dari sana.`,
  targetHeading: 'Target stempel',
  targetLabel: 'Jumlah stan untuk menyelesaikan paspor',
  targetSave: 'Simpan target',
  targetSaved: (target: number) => `Target disimpan: ${target} stan.`,
  completedHeading: 'Pengunjung yang menyelesaikan paspor',
  completedEmpty: 'Belum ada pengunjung yang menyelesaikan paspor stan.',
  completedLine: (name: string, agency: string | undefined, stamped: number | undefined) =>
    [name, agency, stamped === undefined ? '' : `${stamped} stempel`].filter(Boolean).join(' · '),
  tooFast: (most: number | undefined) =>
    `Terlalu cepat untuk berjalan kaki${most === undefined ? '' : `: ${most} stan dalam satu menit`}. Periksa sebelum mengirim hadiah.`,
  staffPageLink: (code: string) => `Halaman petugas stan ${code} (kirim ke petugas, jangan dicetak)`,
  staffTitle: (code: string) => `Kode stempel stan ${code}`,
  staffIntro: 'Tunjukkan layar ini kepada pengunjung: mereka memindai QR code ini atau mengetik kodenya. Kode berganti setiap 5 menit.',
  staffQrAlt: (code: string) => `QR code stempel stan ${code} saat ini`,
  staffCodeLabel: 'Kode stempel saat ini',
  staffValidUntil: (until: Date) => `Berlaku sampai pukul ${until.toLocaleTimeString('id-ID', { hour: '2-digit', minute: '2-digit' })}; halaman ini memperbaruinya sendiri.`,
  staffNotRotating: 'Platform ini masih memberi stempel dengan QR code yang tercetak; kode ini belum diperlukan.',
  sendReward: 'Kirim hadiah',
  sendRewardTo: (name: string) => `Kirim hadiah ke ${name}`,
  rewardSent: (name: string) => `Hadiah terkirim ke ${name}.`,
  noRewardPrize: 'Platform tidak menyebut hadiahnya: kirim lewat halaman Kirim Hadiah.',
  rewardAlreadySent: 'Hadiah sudah dikirim, belum diklaim.',
  rewardClaimed: 'Hadiah sudah diklaim.',
  sendAll: (count: number) => `Kirim hadiah ke semua yang belum menerima (${count})`,
  sendAllNone: 'Semua pengunjung yang menyelesaikan paspor sudah dikirimi hadiah atau menunggu diperiksa.',
  sendAllTitle: 'Kirim hadiah ke semua?',
  sendAllQuestion: (count: number, prize: string) => `${prize} akan dikirim ke ${count} pengunjung yang menyelesaikan paspor stan dan belum menerima hadiah.`,
  sendAllSkipsTooFast: (count: number) => `${count} pengunjung yang ditandai terlalu cepat tidak termasuk: periksa dan kirim satu per satu.`,
  sendAllConfirm: (count: number) => `Kirim ke ${count} pengunjung`,
  sendAllSending: (done: number, count: number) => `Mengirim… ${done} dari ${count}`,
  sendAllDone: (count: number) => `Hadiah terkirim ke ${count} pengunjung.`,
  sendAllPartly: (sent: number, count: number, failed: string) => `Hadiah terkirim ke ${sent} dari ${count} pengunjung. Gagal: ${failed}. Kirim lagi untuk yang belum menerima.`,
  sendAllFailedOne: (name: string, message: string) => (message ? `${name} (${message})` : name),
} as const);

/**
 * Printed under every booth code in both languages, whatever the organiser's screen shows: the
 * sign is read by every visitor. Each half is marked with its language (screen readers, and the
 * English stories' check for Indonesian left over).
 */
export const printedScanLine = { id: 'Pindai untuk stempel', en: 'Scan to collect a stamp' } as const;
