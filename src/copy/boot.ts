// Text only the build-time boot screen shows (src/boot/prerender.tsx): its own module, so the
// first route's copy does not carry it.
export const boot = {
  /** The boot screen's title before the route's own content is known. */
  appTagline: 'Pameran Suku Cadang & Mesin',
} as const;
