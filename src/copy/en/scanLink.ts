import type { English } from '../translation';
import type { scanLink as indonesian } from '../scanLink';

/** The way to the scanner, on Products and the floor plan. */
export const scanLink: English<typeof indonesian> = {
  label: 'Scan booth QR code',
};
