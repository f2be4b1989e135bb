import { table } from './registry';
/** The way to the scanner, on Produk and the floor plan: its own module, so those screens carry only this line of the stamps' text. */
export const scanLink = table('scanLink', {
  label: 'Pindai QR stan',
} as const);
