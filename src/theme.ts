// Design tokens: the one place colours, spacing, radii, type and breakpoints are decided.
// The palette is industrial: deep navy for the brand, safety amber for what needs attention.
// index.html's boot screen is rendered from the same components at build time (src/boot/prerender.tsx).

export const theme = {
  color: {
    brand: '#0b3d5c',
    brandStrong: '#072a40',
    brandSoft: '#e6eef4',
    accent: '#f2a900',
    accentStrong: '#c98c00',
    /** Amber dark enough for text on white (WCAG AA). */
    accentInk: '#7a5200',
    onAccent: '#14212b',
    onBrand: '#ffffff',
    bg: '#f4f6f8',
    surface: '#ffffff',
    ink: '#14212b',
    inkMuted: '#51606c',
    line: '#d5dde3',
    skeleton: '#e3e8ec',
    danger: '#b3261e',
    dangerSoft: '#fdecea',
    success: '#1e7b34',
    successSoft: '#e7f4ea',
    focus: '#f2a900',
    overlay: 'rgba(7, 22, 33, 0.6)',
  },
  /** Spacing scale in px, used as `theme.space[n]`. */
  space: [0, 4, 8, 12, 16, 24, 32, 48, 64] as const,
  radius: { sm: '6px', md: '12px', lg: '16px', pill: '999px', round: '50%' },
  font: {
    family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
    weight: { regular: 400, medium: 500, bold: 700 },
  },
  shadow: {
    card: '0 1px 2px rgba(20, 33, 43, 0.08), 0 2px 8px rgba(20, 33, 43, 0.06)',
    dialog: '0 12px 40px rgba(7, 22, 33, 0.35)',
  },
  layout: { headerHeight: '56px', bottomNavHeight: '56px', contentMaxWidth: '1200px', dialogMaxWidth: '720px' },
  /** Phone first: styles are written for 360 px and widened with these min-width queries. */
  breakpoint: { wide: '768px', desktop: '1024px' },
  z: { header: 10, dialog: 50, alert: 60, banner: 70 },
} as const;

export type Theme = typeof theme;

/** `@media` prefix for the wide layout (≥ 768 px), e.g. `${media.wide} { … }`. */
export const media = {
  wide: `@media (min-width: ${theme.breakpoint.wide})`,
  desktop: `@media (min-width: ${theme.breakpoint.desktop})`,
} as const;
