/** The home screen's event card (part of `copy.home`), in its own module so index.html's boot
 * preview (src/boot/preview.ts), which paints the same card, carries only these lines. */
export const eventCard = {
  eventHeading: 'Tentang acara',
  bannerAlt: (name: string) => `Spanduk ${name}`,
  venue: 'Lokasi',
  dates: 'Tanggal',
  dateRange: (from: string, to: string) => `${from} – ${to}`,
} as const;
