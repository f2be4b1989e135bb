import styled, { keyframes } from 'styled-components';

const pulse = keyframes`50% { opacity: 0.55; }`;

/** A grey placeholder block shaped like the content that is on its way. */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{ $height?: string; $width?: string; $radius?: string }>`
  height: ${({ $height = '1rem' }) => $height};
  width: ${({ $width = '100%' }) => $width};
  border-radius: ${({ theme, $radius }) => $radius ?? theme.radius.md};
  background: ${({ theme }) => theme.color.skeleton};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;
