// Text only the build-time boot screen shows (src/boot/prerender.tsx): its own module, so the
// first route's copy does not carry it.
import { table } from './registry';
export const boot = table('boot', {
  /** The boot screen's title before the route's own content is known. */
  appTagline: 'Pameran Suku Cadang & Mesin',
  /** The page's title (index.html's <title>, which must read the same). */
  documentTitle: 'Pameran — Suku Cadang & Mesin',
} as const);
