import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../theme';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  h1 { flex: 1; font-size: ${({ theme }) => theme.font.size.xl}; color: ${({ theme }) => theme.color.brand}; }
  ${media.wide} { h1 { font-size: ${({ theme }) => theme.font.size.xxl}; } }
`;

const Sub = styled.p`
  margin: -${({ theme }) => theme.space[2]}px 0 ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.color.inkMuted};
`;

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
  /** Left of the title, e.g. a back link. */
  leading?: ReactNode;
  /** Right of the title, e.g. a filter button. */
  actions?: ReactNode;
}

/** The screen's one h1, so every screen has a heading a screen reader can jump to. */
export function PageHeader({ title, subtitle, leading, actions }: PageHeaderProps) {
  return (
    <header>
      <Bar>
        {leading}
        <h1>{title}</h1>
        {actions}
      </Bar>
      {subtitle && <Sub>{subtitle}</Sub>}
    </header>
  );
}
