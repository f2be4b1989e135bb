/** The only Indonesian strings the statecharts produce themselves; the UI owns the rest. */
export const messages = {
  prizeClaimed: 'Berhasil di klaim',
  /** Shown when a failed call carries no usable message of its own. */
  genericError: 'Terjadi kesalahan. Silakan coba lagi.',
} as const;
