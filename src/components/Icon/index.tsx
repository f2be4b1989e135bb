// Inline SVG icons (no icon font to download). Decorative: the control carries the name.
// Symbols are drawn, not typed as characters: ⌗ ★ ☆ ✓ ← − are in no common text font, and the
// browser's search through the device's fonts for one that has them made the first layout of
// Produk and Denah several times longer (docs/performance.md, "Rules that hold"; tests/unit/drawn-symbols).
import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export function Svg({ size = 24, children, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
      {children}
    </svg>
  );
}

export const CartIcon = (props: IconProps) => (
  <Svg {...props}><circle cx="9" cy="20" r="1.5" /><circle cx="18" cy="20" r="1.5" /><path d="M2 3h3l2.7 12.4a1 1 0 0 0 1 .8h9.6a1 1 0 0 0 1-.8L21 7H6" /></Svg>
);
/** The bottom menu's icons: one path each, so the first route pays a few bytes for them. */
export const PathIcon = ({ d }: { d: string }) => (
  <Svg size={20}><path d={d} /></Svg>
);
export const GiftIcon = (props: IconProps) => (
  <Svg {...props}><rect x="3" y="8" width="18" height="4" rx="1" /><path d="M12 8v13M19 12v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8M7.5 8a2.5 2.5 0 0 1 0-5C11 3 12 8 12 8s1-5 4.5-5a2.5 2.5 0 0 1 0 5" /></Svg>
);
