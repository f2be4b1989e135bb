/**
 * The only Indonesian strings the statecharts produce themselves; the UI owns the rest, and
 * reads the fallback from here too (src/copy/areas.ts). English: src/copy/en/machineMessages.ts.
 */
export const messages = {
  prizeClaimed: 'Berhasil di klaim',
  /** The app's one text for a failure that carries no usable message of its own (statecharts and screens alike). */
  genericError: 'Terjadi kesalahan. Periksa koneksi Anda lalu coba lagi.',
} as const;
