// Inline SVG icons (no icon font to download). Decorative: the control carries the name.
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size = 24, children, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
      {children}
    </svg>
  );
}

export const CloseIcon = (props: IconProps) => (
  <Svg {...props}><path d="M18 6 6 18M6 6l12 12" /></Svg>
);
export const CartIcon = (props: IconProps) => (
  <Svg {...props}><circle cx="9" cy="20" r="1.5" /><circle cx="18" cy="20" r="1.5" /><path d="M2 3h3l2.7 12.4a1 1 0 0 0 1 .8h9.6a1 1 0 0 0 1-.8L21 7H6" /></Svg>
);
export const BackIcon = (props: IconProps) => (
  <Svg {...props}><path d="M15 18l-6-6 6-6" /></Svg>
);
export const CheckIcon = (props: IconProps) => (
  <Svg {...props}><path d="M20 6 9 17l-5-5" /></Svg>
);
export const StarIcon = (props: IconProps) => (
  <Svg {...props} fill="currentColor" stroke="none"><path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" /></Svg>
);
export const GiftIcon = (props: IconProps) => (
  <Svg {...props}><rect x="3" y="8" width="18" height="4" rx="1" /><path d="M12 8v13M19 12v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8M7.5 8a2.5 2.5 0 0 1 0-5C11 3 12 8 12 8s1-5 4.5-5a2.5 2.5 0 0 1 0 5" /></Svg>
);
