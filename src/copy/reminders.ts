import { table } from './registry';
/** "Ingatkan saya": the reminder button, its states and the in-app banner. */
export const reminders = table('reminders', {
  remindMe: 'Ingatkan saya',
  remindMeLabel: (title: string) => `Ingatkan saya sebelum ${title} dimulai`,
  /** Followed by how the reminder arrives: a sentence of its own. */
  active: (minutes: number) => `Pengingat aktif (${minutes} menit sebelum dimulai).`,
  /** Instead of the button when the session is already inside the lead time. */
  tooSoon: (minutes: number) => `Sesi dimulai kurang dari ${minutes} menit lagi, jadi tidak perlu pengingat.`,
  cancel: 'Batalkan pengingat',
  cancelLabel: (title: string) => `Batalkan pengingat ${title}`,
  viaNotification: 'Anda akan mendapat notifikasi.',
  viaNative: 'Anda akan mendapat notifikasi di perangkat ini.',
  viaBanner: 'Notifikasi tidak diizinkan; kami mengingatkan lewat banner selama aplikasi terbuka.',
  noticeTitle: 'Sesi segera dimulai',
  noticeBody: (title: string, minutes: number) => `${title} dimulai dalam ${minutes} menit.`,
  bannerLabel: 'Pengingat sesi',
  bannerOpen: 'Buka sesi',
  bannerDismiss: 'Tutup pengingat',
} as const);
