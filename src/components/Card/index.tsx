import styled from 'styled-components';

/** A white surface with the app's corner radius and shadow. `$interactive` adds hover/selection. */
export const Card = styled.div<{ $interactive?: boolean; $selected?: boolean }>`
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: ${({ theme }) => theme.space[4]}px;
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.color.accent : 'transparent')};
  ${({ $interactive, theme }) => ($interactive ? `cursor: pointer; &:hover { border-color: ${theme.color.line}; }` : '')}
`;
