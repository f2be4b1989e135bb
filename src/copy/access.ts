import { table } from './registry';
/** What anonymous visitors see where a screen or an action needs a signed-in visitor. */
export const access = table('access', {
  loginTitle: 'Masuk terlebih dahulu',
  loginLink: 'Masuk atau daftar',
  checking: 'Memeriksa sesi Anda…',
} as const);
