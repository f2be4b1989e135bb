import { table } from './registry';
/**
 * What a thing is called when the platform sent no name for it: its kind and number. A table of
 * its own: index.html's boot script names an untitled session with it, without every shared word.
 */
export const unnamed = table('unnamed', {
  session: (id: number) => `Sesi ${id}`,
  exhibitor: (id: number) => `Peserta ${id}`,
  product: (id: number) => `Produk ${id}`,
  merchandise: (id: number) => `Merchandise ${id}`,
  room: (id: number) => `Ruang ${id}`,
  prize: (id: number) => `Hadiah ${id}`,
  item: (id: number | undefined) => (id === undefined ? 'Barang' : `Barang ${id}`),
  visitor: (id: number) => `Pengunjung ${id}`,
  question: (position: number) => `Pertanyaan ${position}`,
});
