import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  tone?: 'onSurface' | 'onBrand';
}

const StyledIconButton = styled.button<{ $tone: 'onSurface' | 'onBrand' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: ${({ theme, $tone }) => ($tone === 'onBrand' ? theme.color.onBrand : theme.color.ink)};
  cursor: pointer;
  &:hover:not(:disabled) { background: ${({ $tone }) => ($tone === 'onBrand' ? 'rgba(255,255,255,0.15)' : 'rgba(20,33,43,0.08)')}; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

export function IconButton({ label, icon, tone = 'onSurface', type = 'button', ...rest }: IconButtonProps) {
  return (
    <StyledIconButton type={type} aria-label={label} title={label} $tone={tone} {...rest}>
      {icon}
    </StyledIconButton>
  );
}
