import { table } from './registry';
/** The agenda (/agenda), add to calendar and reminders. */
export const agenda = table('agenda', {
  intro: 'Semua sesi mendatang dan yang sedang berlangsung, dalam waktu Jakarta (WIB).',
  mineHeading: 'Sesi saya',
  mineBadge: 'Sesi saya',
  // The platform lists the visitor's sessions (User.session); the app offers no booking.
  mineLogin: 'Masuk untuk melihat sesi yang terdaftar atas nama Anda.',
  mineEmpty: 'Belum ada sesi yang terdaftar atas nama Anda.',
  mineEmptyHint: 'Sesi yang didaftarkan panitia untuk Anda akan tampil di sini, paling atas.',
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
