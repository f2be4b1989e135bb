// "Lihat di denah": from an exhibitor or a product anywhere in the app to its booth on /denah.
import { Link } from 'wouter';
import { planLinks as denahCopy } from '../../../copy/planLinks';
import { denahBoothPath, denahExhibitorPath } from '../../../lib/paths';

export type ShowOnPlanTarget = { boothCode: string; name?: string } | { exhibitorId: number; name?: string };

export function ShowOnPlanLink({ target }: { target: ShowOnPlanTarget }) {
  const href = 'boothCode' in target ? denahBoothPath(target.boothCode) : denahExhibitorPath(target.exhibitorId);
  return (
    <Link href={href} aria-label={target.name ? denahCopy.showOnPlanNamed(target.name) : undefined}>
      {denahCopy.showOnPlan}
    </Link>
  );
}
