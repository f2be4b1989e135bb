import styled, { keyframes } from 'styled-components';
import { copy } from '../../copy';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  flex: none;
`;

export interface SpinnerProps {
  size?: number;
  /** What is loading, read by screen readers; defaults to 'Memuat…'. */
  label?: string;
  /** Inside a control that already says it is busy: no second announcement. */
  decorative?: boolean;
}

export function Spinner({ size = 28, label = copy.common.loading, decorative = false }: SpinnerProps) {
  if (decorative) return <Ring $size={size} aria-hidden="true" />;
  return (
    <span role="status" aria-label={label} style={{ display: 'inline-flex' }}>
      <Ring $size={size} aria-hidden="true" />
    </span>
  );
}

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[7]}px ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.color.brand};
`;

/** A whole-area loading state (screen or dialog body). */
export function LoadingState({ label = copy.common.loading }: { label?: string }) {
  // data-loading: until none is left, index.html's boot screen covers the app (src/boot/reveal.ts).
  return (
    <Centered data-loading="">
      <Spinner label={label} />
    </Centered>
  );
}
