import { table } from './registry';
/** The agenda (/agenda), add to calendar and reminders. */
export const agenda = table('agenda', {
  intro: 'Semua sesi mendatang dan yang sedang berlangsung, dalam waktu Jakarta (WIB).',
  mineHeading: 'Sesi saya',
  mineBadge: 'Sesi saya',
  // The visitor's stars and the sessions the platform lists in their name (User.session).
  mineLogin: 'Masuk untuk menandai sesi dengan bintang dan melihat sesi yang terdaftar atas nama Anda.',
  mineEmpty: 'Belum ada sesi di daftar Anda.',
  mineEmptyHint: 'Ketuk "Tandai" pada sesi di jadwal untuk menaruhnya di sini, paling atas. Sesi yang didaftarkan panitia untuk Anda juga tampil di sini.',
  /** The star: a toggle button on every session (agenda, live page, home). */
  star: 'Tandai',
  starred: 'Ditandai',
  starLabel: (title: string) => `Tandai ke Sesi saya: ${title}`,
  /** A session the platform registered in the visitor's name: it stays on the list. */
  registered: 'Terdaftar atas nama Anda',
  clashHeading: 'Jadwal bentrok',
  clashOverlap: (first: string, firstTime: string, second: string, secondTime: string) => `${first} (${firstTime}) dan ${second} (${secondTime}) berlangsung bersamaan.`,
  clashWalk: (first: string, firstEnd: string, second: string, secondStart: string, minutes: number) =>
    `${first} selesai ${firstEnd}, ${second} mulai ${secondStart}: berjalan ke sana butuh ${minutes} menit.`,
  clashHint: 'Pilih salah satu, atau hapus tanda bintangnya.',
  myDayLink: 'Lihat Hari saya: sesi dan stan dalam satu urutan waktu',
  allHeading: 'Jadwal sesi',
  /** The agenda narrowed to one room (?room=). */
  inRoom: (room: string) => `Sesi di ${room}`,
  allRooms: 'Tampilkan semua ruang',
  empty: 'Belum ada sesi terjadwal.',
  emptyHint: 'Jadwal sesi akan tampil di sini begitu diumumkan.',
  loading: 'Memuat jadwal…',
  timeRange: (from: string, to: string) => `${from}–${to} WIB`,
  room: (name: string) => `Ruang: ${name}`,
  speaker: (name: string) => `Pembicara: ${name}`,
  ongoing: 'Sedang berlangsung',
  external: 'Di platform lain',
  open: 'Buka sesi',
  openExternal: 'Buka siaran (situs lain)',
  addToCalendar: 'Tambah ke kalender',
  addToCalendarLabel: (title: string) => `Tambah ke kalender: ${title}`,
  addAllToCalendar: 'Tambah semua Sesi saya ke kalender',
  calendarFailed: 'File kalender gagal dibuat. Coba lagi.',
  /** After "Tambah ke kalender": the download is the only sign otherwise, and easy to miss. */
  calendarSaved: (file: string) => `File ${file} tersimpan di unduhan. Buka file itu untuk menambahkan sesi ke kalender Anda.`,
  /** The .ics file: the calendar's name, each event's description lines, the file's name. */
  calendarName: 'Pameran — Sesi saya',
  calendarSpeaker: (name: string) => `Pembicara: ${name}`,
  calendarRoom: (name: string) => `Ruang: ${name}`,
  calendarFile: (sessionId: number | null) => (sessionId === null ? 'sesi-saya.ics' : `sesi-${sessionId}.ics`),
} as const);
