// Inline SVG icons (no icon font to download). Decorative: the control carries the name.
// Symbols are drawn here, not typed as characters: ⌗ ★ ☆ ✓ ← − are in no common text font, and the
// browser's search through the device's fonts for one that has them made the first layout of
// Produk and Denah several times longer (docs/performance.md, stop 51).
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
/** An icon before a word in running text: on its baseline, a space's width from it. */
export const BEFORE_TEXT = { verticalAlign: '-2px', marginRight: 4 } as const;

/** Pindai's viewfinder. */
export const ScanIcon = (props: IconProps) => (
  <Svg {...props}><path d="M3 8V5a2 2 0 0 1 2-2h3M16 3h3a2 2 0 0 1 2 2v3M21 16v3a2 2 0 0 1-2 2h-3M8 21H5a2 2 0 0 1-2-2v-3M7 12h10" /></Svg>
);
/** A booth the visitor wants to visit (filled) or could mark (outline); a booth visited (CheckIcon). */
export const StarIcon = ({ filled = true, ...props }: IconProps & { filled?: boolean }) => (
  <Svg {...props} fill={filled ? 'currentColor' : 'none'}><path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" /></Svg>
);
export const CheckIcon = (props: IconProps) => (
  <Svg {...props} strokeWidth={3}><path d="M4 12.5l5 5L20 6.5" /></Svg>
);
export const ArrowLeftIcon = (props: IconProps) => (
  <Svg {...props}><path d="M19 12H5M11 18l-6-6 6-6" /></Svg>
);
export const MinusIcon = (props: IconProps) => (
  <Svg {...props}><path d="M5 12h14" /></Svg>
);
export const PlusIcon = (props: IconProps) => (
  <Svg {...props}><path d="M12 5v14M5 12h14" /></Svg>
);
export const GiftIcon = (props: IconProps) => (
  <Svg {...props}><rect x="3" y="8" width="18" height="4" rx="1" /><path d="M12 8v13M19 12v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8M7.5 8a2.5 2.5 0 0 1 0-5C11 3 12 8 12 8s1-5 4.5-5a2.5 2.5 0 0 1 0 5" /></Svg>
);
