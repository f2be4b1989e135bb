import type { English } from '../translation';
import type { boot as indonesian } from '../boot';

/** Text only the build-time boot screen shows (src/boot/prerender.tsx). */
export const boot: English<typeof indonesian> = {
  appTagline: 'Spare Parts & Machinery Fair',
  /** The page's title. */
  documentTitle: 'Pameran — Spare Parts & Machinery',
};
