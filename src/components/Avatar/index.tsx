import styled from 'styled-components';
import { safeUrl } from '../../security/safeUrl';

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.onAccent};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  overflow: hidden;
  flex: none;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

export interface AvatarProps {
  /** Already computed initials (machines' helper); shown when there is no image. */
  initials: string;
  imageUrl?: string | null;
  size?: number;
  /** Decorative by default: the surrounding link or heading names the person. */
  label?: string;
}

export function Avatar({ initials, imageUrl, size = 36, label }: AvatarProps) {
  // An address that is not http(s) or same-origin shows the initials instead.
  const src = safeUrl(imageUrl, 'image');
  return (
    <Circle $size={size} role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      {src ? <img src={src} alt="" /> : initials}
    </Circle>
  );
}
