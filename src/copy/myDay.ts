import { table } from './registry';
/** "Hari saya" (/hari-saya): the visitor's day on one timeline, and where their lists are kept. */
export const myDay = table('myDay', {
  title: 'Hari saya',
  intro: 'Sesi yang Anda tandai, stan yang ingin Anda kunjungi dan janji temu Anda, urut waktu, dengan waktu jalan di antaranya.',
  login: 'Masuk untuk menyusun hari Anda: sesi yang ditandai, stan yang ingin dikunjungi, dan janji temu.',
  loading: 'Menyusun hari Anda…',
  empty: 'Hari Anda masih kosong.',
  emptyHint: 'Tandai sesi di Agenda, atau tandai stan "Ingin dikunjungi" di Denah. Semuanya tampil di sini berurutan.',
  toAgenda: 'Buka Agenda',
  toPlan: 'Buka Denah',
  /** Rows. */
  boothsNow: 'Sekarang: stan yang ingin dikunjungi',
  session: 'Sesi',
  meeting: 'Janji temu',
  booth: (code: string) => `Stan ${code}`,
  meetingWith: (exhibitor: string) => `Janji temu dengan ${exhibitor}`,
  meetingStatus: { requested: 'Menunggu jawaban', accepted: 'Diterima', declined: 'Ditolak', cancelled: 'Dibatalkan' },
  timeRange: (from: string, to: string) => `${from}–${to} WIB`,
  at: (place: string) => `di ${place}`,
  /** The walk to a row from the row before. */
  walk: (minutes: number) => `${minutes} menit jalan`,
  sameRoom: 'Di ruang yang sama',
  leave: (what: string, time: string, place: string, minutes: number, leaveAt: string) => `${what} ${time} ${place}: ${minutes} menit jalan, berangkat ${leaveAt}`,
  tooShort: 'Waktunya terlalu sempit: Anda harus berangkat sebelum acara sebelumnya selesai.',
  noWalk: 'Waktu jalan tidak diketahui (tempatnya tidak ada di denah).',
  noPlan: 'Denah belum tersedia, jadi waktu jalan tidak dapat dihitung.',
  /** Where the visitor's lists are kept (said once, where the lists are shown). */
  keptWithAccount: 'Sesi yang ditandai dan daftar stan tersimpan di akun Anda: ada lagi saat Anda masuk di perangkat mana pun.',
  keptOnDevice: 'Platform acara ini belum menyimpan daftar Anda di akun, jadi daftar disimpan di perangkat ini saja, terkunci dengan kode masuk Anda: setelah keluar, daftar kembali saat Anda masuk lagi dengan kode yang sama di perangkat ini.',
  keptUnknown: 'Daftar Anda tersimpan di perangkat ini dan dikirim ke akun Anda begitu tersambung.',
} as const);
