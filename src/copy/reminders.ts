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
  /** An order waiting for payment: a reminder before the platform cancels it. */
  paymentRemindMe: 'Ingatkan saya sebelum batas bayar',
  paymentRemindMeLabel: (order: string) => `Ingatkan saya sebelum batas bayar ${order}`,
  /** Followed by how the reminder arrives: a sentence of its own. */
  paymentActive: (minutes: number) => `Pengingat bayar aktif (${minutes} menit sebelum batas).`,
  paymentCancelLabel: (order: string) => `Batalkan pengingat bayar ${order}`,
  paymentNoticeTitle: 'Segera bayar pesanan Anda',
  paymentNoticeBody: (order: string, minutes: number) => `${order} dibatalkan dalam ${minutes} menit bila belum dibayar.`,
  paymentBannerLabel: 'Pengingat pembayaran',
  paymentBannerOpen: 'Lihat pesanan',
} as const);
