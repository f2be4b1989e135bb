// Every picture of the content screens. Its width and height are always set (no layout shift),
// and a picture the platform did not send, or sent as something other than an http(s) or
// same-origin address (src/security/safeUrl.ts), becomes a blank image of the same size —
// never <img src="">, which React warns about and browsers may answer by refetching the page.
import type { ImgHTMLAttributes } from 'react';
import { safeUrl } from '../../security/safeUrl';
import { BLANK_PICTURE } from './blank';

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> {
  src: unknown;
  /** '' for a decorative picture. */
  alt: string;
  width: number;
  height: number;
}

export function Picture({ src, ...rest }: PictureProps) {
  return <img {...rest} src={safeUrl(src, 'image') ?? BLANK_PICTURE} />;
}
