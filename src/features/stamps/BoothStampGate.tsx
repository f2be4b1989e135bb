// What the products screen renders for a booth opened from its QR code: nothing at all for a
// booth opened any other way, and the stamp's part (BoothStamp, its own chunk with the stamp
// queue) only when the address carries a stamp, or carried one for this booth earlier in this
// visit (the stamp is then dropped from the address while its notice stays).
import { lazy, Suspense } from 'react';
import { boothVisitFromSearch } from './boothLink';
import { PendingStampNotice } from './StampNotice';

const BoothStampPart = lazy(() => import('./BoothStamp').then((module) => ({ default: module.BoothStamp })));
const stampedBooths = new Set<string>();

export function BoothStamp({ search }: { search: string }) {
  const visit = boothVisitFromSearch(search);
  if (!visit) return null;
  if (visit.stamp) stampedBooths.add(visit.boothCode);
  if (!stampedBooths.has(visit.boothCode)) return null;
  return (
    <Suspense fallback={<PendingStampNotice code={visit.boothCode} />}>
      <BoothStampPart search={search} />
    </Suspense>
  );
}
