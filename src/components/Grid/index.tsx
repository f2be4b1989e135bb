import styled from 'styled-components';
import { media } from '../../theme';

/**
 * A fixed-column grid: `$columns` on phones, `$wideColumns` from the `wide` breakpoint
 * (768 px) up. The gift grid is `$columns={2} $wideColumns={4}` (SPEC §2).
 */
export const Grid = styled.div<{ $columns?: number; $wideColumns?: number; $gap?: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns = 2 }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme, $gap = 3 }) => theme.space[$gap] ?? theme.space[3]}px;
  ${media.wide} {
    grid-template-columns: repeat(${({ $columns = 2, $wideColumns }) => $wideColumns ?? $columns}, minmax(0, 1fr));
  }
`;
