import { table } from './registry';
/** What other screens (Produk) say about the floor plan: a link to a booth, the "to visit" mark.
 * Its own module, so those screens carry these lines and not the whole of /denah's copy. */
export const planLinks = table('planLinks', {
  showOnPlan: 'Lihat di denah',
  showOnPlanNamed: (name: string) => `Lihat di denah: ${name}`,
  mark: 'Ingin dikunjungi',
  markNamed: (name: string) => `Tandai ingin dikunjungi: ${name}`,
  thisExhibitor: 'peserta pameran ini',
} as const);
