/** Screen titles (part of `copy.shell`), in their own module so index.html's boot preview
 * (src/boot/preview.ts) carries only these lines, not the whole shell's text. */
export const titles = {
  home: 'Beranda',
  products: 'Produk',
  denah: 'Denah Pameran',
  myTransaction: 'Transaksi Saya',
  journey: 'Sorotan Pameran',
  liveStream: 'Sesi Langsung',
  agenda: 'Agenda Sesi',
  countdown: 'Hitung Mundur',
  adminGift: 'Kirim Hadiah',
} as const;
