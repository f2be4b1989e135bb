// A list without bullets, its items stacked with the theme's small gap. Its own module (not in
// Section) so the first route, which never shows one, does not carry it.
import styled from 'styled-components';

export const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
`;
