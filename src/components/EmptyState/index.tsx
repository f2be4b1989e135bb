import type { ReactNode } from 'react';
import styled from 'styled-components';
import { copy } from '../../copy';

export const StateBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[7]}px ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.color.inkMuted};
  h1, h2 { font-size: ${({ theme }) => theme.font.size.lg}; color: ${({ theme }) => theme.color.ink}; }
  p { margin: 0; max-width: 40ch; }
`;

export interface EmptyStateProps {
  title?: string;
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
  /** 'h1' when the state is the whole screen (not-found, signed-out profile). */
  headingLevel?: 'h1' | 'h2';
}

export function EmptyState({ title = copy.common.emptyTitle, description = copy.common.emptyDescription, icon, action, headingLevel: Heading = 'h2' }: EmptyStateProps) {
  return (
    <StateBox>
      {icon}
      <Heading>{title}</Heading>
      {description && <p>{description}</p>}
      {action}
    </StateBox>
  );
}
