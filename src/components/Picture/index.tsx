// Every picture of the content screens. Its width and height are always set (no layout shift),
// and a picture the platform did not send, or sent as something other than an http(s) or
// same-origin address (src/security/safeUrl.ts), becomes a blank image of the same size —
// never <img src="">, which React warns about and browsers may answer by refetching the page.
import type { ImgHTMLAttributes } from 'react';
import { safeUrl } from '../../security/safeUrl';

/** A transparent SVG: the element keeps its box, its alt text and the styles aimed at `img`. */
const BLANK = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> {
  src: unknown;
  /** '' for a decorative picture. */
  alt: string;
  width: number;
  height: number;
}

export function Picture({ src, ...rest }: PictureProps) {
  return <img {...rest} src={safeUrl(src, 'image') ?? BLANK} />;
}
