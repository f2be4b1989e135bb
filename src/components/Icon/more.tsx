// The icons only lazily loaded code draws (dialogs, the gift dialog, the profile, Produk,
// Denah, the cart). Apart from index.tsx: a module shared with the first route goes into its
// chunk whole, unused icons too.
import { Svg, type IconProps } from '.';
import { CHECK_PATH, STAR_PATH } from './paths';

export const CloseIcon = (props: IconProps) => (
  <Svg {...props}><path d="M18 6 6 18M6 6l12 12" /></Svg>
);
export const CheckIcon = (props: IconProps) => (
  <Svg {...props}><path d={CHECK_PATH} /></Svg>
);
/** Filled: a booth the visitor wants to visit; outline: one they could mark. */
export const StarIcon = ({ filled = true, ...props }: IconProps & { filled?: boolean }) => (
  <Svg {...props} fill={filled ? 'currentColor' : 'none'} stroke={filled ? 'none' : 'currentColor'}><path d={STAR_PATH} /></Svg>
);
/** An icon before a word in running text: on its baseline, a space's width from it. */
export const BEFORE_TEXT = { verticalAlign: '-2px', marginRight: 4 } as const;
/** Pindai's viewfinder. */
export const ScanIcon = (props: IconProps) => (
  <Svg {...props}><path d="M3 8V5a2 2 0 0 1 2-2h3M16 3h3a2 2 0 0 1 2 2v3M21 16v3a2 2 0 0 1-2 2h-3M8 21H5a2 2 0 0 1-2-2v-3M7 12h10" /></Svg>
);
export const ArrowLeftIcon = (props: IconProps) => (
  <Svg {...props}><path d="M19 12H5M11 18l-6-6 6-6" /></Svg>
);
/** The floor plan's toolbar and zoom (src/screens/denah). */
export const SearchIcon = (props: IconProps) => (
  <Svg {...props}><circle cx="11" cy="11" r="7" /><path d="m20 20-4-4" /></Svg>
);
export const PlusIcon = (props: IconProps) => (
  <Svg {...props}><path d="M12 5v14M5 12h14" /></Svg>
);
export const MinusIcon = (props: IconProps) => (
  <Svg {...props}><path d="M5 12h14" /></Svg>
);
export const FitIcon = (props: IconProps) => (
  <Svg {...props}><path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" /></Svg>
);
