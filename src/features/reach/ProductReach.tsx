// The reach actions under a product: its exhibitor's, read through the same read its name and
// booth above come from (one request, shared).
import type { Exhibitor } from '@pameran/sdk';
import { exhibitorRead } from '../../data/catalogue';
import { useRead } from '../../data/useRead';
import { copy } from '../../copy';
import { exhibitorName } from '../../lib/labels';
import { ReachActions } from './ReachActions';

export function ProductReach({ exhibitorId, product }: { exhibitorId: number; product: { id: number; name: string } }) {
  const exhibitor = useRead<Exhibitor>(exhibitorRead(exhibitorId));
  const found = exhibitor.status === 'success' ? exhibitor.data : undefined;
  const name = found ? exhibitorName(found) : copy.unnamed.exhibitor(exhibitorId);
  return (
    <ReachActions
      target={{ exhibitorId, exhibitorName: name, ...(found?.booth_code ? { boothCode: found.booth_code } : {}), product }}
      whatsapp={found?.whatsapp}
    />
  );
}
