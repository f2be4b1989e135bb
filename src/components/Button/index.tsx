import type { ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from '../Spinner';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Stretch to the container's width (phone forms). */
  block?: boolean;
  /** Shows a spinner and disables the button while work is in progress. */
  busy?: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.color.brandStrong}; }
  `,
  accent: css`
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.color.accentStrong}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.brand};
    border-color: ${({ theme }) => theme.color.brand};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.color.brandSoft}; }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.color.brand};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.color.brandSoft}; }
  `,
  danger: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.danger};
    border-color: ${({ theme }) => theme.color.danger};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.color.dangerSoft}; }
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $block: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[5]}px;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  transition: background 120ms ease;
  ${({ $variant }) => variants[$variant]}
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

/** The one button of the app, at least 44 px tall (a touch target). `busy` keeps the label readable and announces the wait. */
export function Button({ variant = 'primary', block = false, busy = false, disabled, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <StyledButton type={type} $variant={variant} $block={block} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && <Spinner size={18} decorative />}
      {children}
    </StyledButton>
  );
}
