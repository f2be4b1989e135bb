// A warning about the visitor's own plan (a clash, a gap too short to walk): amber edge, dark
// text, an icon-free box that says what and what to do. Shared by the agenda and "Hari saya".
import styled from 'styled-components';

export const PlanWarning = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border-left: 4px solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  strong { color: ${({ theme }) => theme.color.accentInk}; }
`;
