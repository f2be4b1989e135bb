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

  // The way to the organisers' page (src/copy/adminStamps.ts)
  adminLink: 'QR stan & paspor',
  // Logging out offline, with stamps still waiting to be sent
  logoutDropsStamps: (count: number) =>
    `Anda sedang offline. ${count} stempel stan belum terkirim dan akan terhapus dari perangkat ini bila Anda keluar sekarang. Tunggu sampai online agar stempel terkirim lebih dulu.`,
  logoutAnyway: 'Keluar dan hapus stempel',
  stayForStamps: 'Batal, tetap masuk',
  // A platform without the stamp calls
  unavailable: 'Platform pameran ini tidak mendukung stempel stan.',
} as const);

