// A titled block of a content screen: an h2 labelling a <section> (a landmark a screen reader
// can jump to). Shared by home, products, my-transaction and live-stream.
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Grid } from '../Grid';

const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[6]}px;
  > h2 { font-size: ${({ theme }) => theme.font.size.lg}; color: ${({ theme }) => theme.color.brand}; }
`;

export function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <Block aria-labelledby={id} className={className}>
      <h2 id={id}>{title}</h2>
      {children}
    </Block>
  );
}

/** A plain list with no bullets, for lists of cards. */
export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
`;

/** Muted secondary line under a card's title. */
export const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A Grid that is a list (ul/ol) without bullets. */
export const ListGrid = styled(Grid).attrs({ as: 'ul' })`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** The outcome of something the visitor did; give it role="status" (success) or role="alert" (problem). */
export const Feedback = styled.p<{ $tone: 'danger' | 'success' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.dangerSoft : theme.color.successSoft)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.success)};
`;
