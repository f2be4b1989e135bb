import { table } from './registry';
/** Booth QR codes, the scanner ("Pindai") and the booth stamp card ("Paspor Stan"): the words say "stan". */
export const stamps = table('stamps', {
  // The scanner
  scanTitle: 'Pindai QR Stan',
  scanIntro: 'Arahkan kamera ke QR code yang tercetak di stan peserta pameran. Halaman stannya terbuka dan kunjungan Anda tercatat.',
  asking: 'Meminta izin kamera… Pilih "Izinkan" bila browser bertanya.',
  scanning: 'Kamera aktif. Arahkan ke QR code stan.',
  found: (code: string) => `QR stan ${code} ditemukan. Membuka stan…`,
  notOurs: 'Ini bukan kode stan pameran ini. QR code tersebut tidak dibuka.',
  refused: 'Izin kamera ditolak. Izinkan kamera di pengaturan browser untuk memindai, atau ketik kode stan di bawah.',
  noCamera: 'Kamera tidak tersedia di perangkat ini. Ketik kode stan di bawah.',
  videoLabel: 'Gambar kamera untuk memindai QR code stan',
  manualHeading: 'Ketik kode stan',
  boothCodeLabel: 'Kode stan',
  boothCodeHint: 'Contoh: A-05. Tertulis di bawah QR code.',
  boothCodeInvalid: 'Kode stan terdiri dari huruf, angka dan tanda hubung, contoh A-05.',
  stampCodeLabel: 'Kode stempel (tidak wajib)',
  stampCodeHint: 'Enam huruf/angka di bawah QR code. Tanpa kode ini stan terbuka tetapi tidak mendapat stempel.',
  stampCodeInvalid: 'Kode stempel terdiri dari 6 huruf atau angka.',
  openBooth: 'Buka stan',
  // The native app's scanner (it opens over the app)
  askingNative: 'Membuka pemindai QR… Pilih "Izinkan" bila ponsel meminta izin kamera.',
  refusedNative: 'Izin kamera ditolak. Izinkan kamera untuk aplikasi Pameran di pengaturan ponsel untuk memindai, atau ketik kode stan di bawah.',
  preparing: 'Menyiapkan pemindai QR di ponsel ini (sekali saja, perlu koneksi internet)…',
  closed: 'Pemindai ditutup tanpa membaca QR code. Pindai lagi, atau ketik kode stan di bawah.',
  failed: 'Pemindai QR tidak dapat dibuka. Coba pindai lagi, atau ketik kode stan di bawah.',
  scanAgain: 'Pindai lagi',

  // A booth opened from its QR code
  stamped: (code: string, count: number, target: number) => `Stempel stan ${code} tercatat (${count} dari ${target}).`,
  visitWithoutStamp: (code: string) =>
    `Kunjungan ke stan ${code} tercatat, tetapi QR code yang tercetak tidak memberi stempel. Minta petugas stan menunjukkan kode stempel di ponselnya, lalu pindai atau ketik kode itu.`,
  cardVisitedOnly: (codes: string) =>
    `Dikunjungi tanpa stempel: ${codes}. QR code yang tercetak hanya mencatat kunjungan; stempel diberikan dengan kode yang ditunjukkan petugas stan.`,
  stampedOnDevice: (code: string) => `Kunjungan stan ${code} tercatat di perangkat ini.`,
  queued: (code: string) => `Anda sedang offline. Stempel stan ${code} disimpan di perangkat dan dikirim otomatis saat online.`,
  sending: (code: string) => `Mengirim stempel stan ${code}…`,
  signInForStamp: (code: string) => `Masuk untuk mengumpulkan stempel stan ${code}. Stempelnya menunggu sampai Anda masuk.`,
  signIn: 'Masuk',
  stampRefused: (code: string, message: string) => `Stempel stan ${code} tidak tercatat: ${message}`,

  // The stamp card
  cardTitle: 'Paspor Stan',
  cardProgress: (count: number, target: number) => `${count} dari ${target} stan distempel`,
  cardProgressOnDevice: (count: number) => `${count} stan dikunjungi`,
  cardComplete: 'Selesai! Panitia akan mengirim hadiah Anda ke aplikasi ini.',
  cardRewardSent: 'Selesai! Hadiah Anda sudah dikirim: buka Hadiah di bagian atas layar untuk memilihnya.',
  cardRewardClaimed: 'Selesai! Hadiah Anda sudah diklaim. Cara mengambilnya ada di Hadiah saya, di profil.',
  cardReward: (reward: string) => `Hadiah: ${reward}`,
  /** The card's rules in the app's words; the organiser's own text about the prize follows as sent. */
  cardRules: (target: number) => `Kumpulkan stempel di ${target} stan: pindai QR code yang tercetak di setiap stan. Setelah itu panitia mengirim hadiahnya ke aplikasi Anda.`,
  cardRewardAsSent: 'Hadiah:',
  cardEmpty: 'Belum ada stempel. Pindai QR code di stan peserta pameran untuk mulai mengumpulkan.',
  cardDeviceOnly: 'Platform pameran ini belum mencatat stempel: kunjungan Anda disimpan di perangkat ini saja.',
  cardPending: (count: number) => `${count} stempel menunggu dikirim (offline).`,
  cardStampsLabel: 'Stan yang sudah distempel',
  cardLoadFailed: 'Paspor stan belum dapat dimuat.',
  cardSignIn: 'Masuk untuk mengumpulkan stempel stan.',

  // The organisers' page
  adminTitle: 'QR Stan & Paspor',
  adminIntro: 'Cetak QR code setiap stan, atur target stempel, dan kirim hadiah kepada pengunjung yang menyelesaikan paspor stan.',
  adminLink: 'QR stan & paspor',
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
  // Logging out offline, with stamps still waiting to be sent
  logoutDropsStamps: (count: number) =>
    `Anda sedang offline. ${count} stempel stan belum terkirim dan akan terhapus dari perangkat ini bila Anda keluar sekarang. Tunggu sampai online agar stempel terkirim lebih dulu.`,
  logoutAnyway: 'Keluar dan hapus stempel',
  stayForStamps: 'Batal, tetap masuk',
  // The booth staff's page (rotating codes)
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
  unavailable: 'Platform pameran ini tidak mendukung stempel stan.',
} as const);

/**
 * Printed under every booth code in both languages, whatever the organiser's screen shows: the
 * sign is read by every visitor. Each half is marked with its language (screen readers, and the
 * English stories' check for Indonesian left over).
 */
export const printedScanLine = { id: 'Pindai untuk stempel', en: 'Scan to collect a stamp' } as const;
