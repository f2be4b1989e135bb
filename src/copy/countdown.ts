import { table } from './registry';
/** The countdown to the tracked session (79), shared by the countdown, home and live-stream screens. */
export const countdown = table('countdown', {
  intro: 'Sesi peluncuran utama akan segera dimulai.',
  units: { days: 'Hari', hours: 'Jam', minutes: 'Menit', seconds: 'Detik' },
  /** The whole value in words, for the timer's accessible name. */
  spoken: (days: number, hours: number, minutes: number, seconds: number) =>
    `${days} hari ${hours} jam ${minutes} menit ${seconds} detik lagi`,
  loading: 'Memuat jadwal sesi…',
  started: 'Sesi sudah dimulai!',
  watch: 'Tonton siaran langsung',
  absent: 'Sesi ini tidak ada dalam jadwal mendatang.',
  unavailable: 'Jadwal sesi tidak dapat dimuat. Muat ulang halaman untuk mencoba lagi.',
  backHome: 'Kembali ke beranda',
} as const);
