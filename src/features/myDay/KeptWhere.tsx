// Where the visitor's lists (starred sessions, booths to visit) are kept: one line, where a list
// is shown. With the account, on this device only (the platform has no call: said once, here,
// not as a banner), or not yet known (offline: sent when connected).
import styled from 'styled-components';
import { myDay as dayCopy } from '../../copy/myDay';
import type { ListHome } from './keptList';

const Line = styled.p`
  margin: ${({ theme }) => theme.space[3]}px 0 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export function keptWhere(home: ListHome): string {
  if (home === 'account') return dayCopy.keptWithAccount;
  return home === 'device' ? dayCopy.keptOnDevice : dayCopy.keptUnknown;
}

export function KeptWhere({ home }: { home: ListHome }) {
  return <Line data-testid="kept-where">{keptWhere(home)}</Line>;
}
