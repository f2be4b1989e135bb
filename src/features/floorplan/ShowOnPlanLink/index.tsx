// "Lihat di denah": from an exhibitor or a product anywhere in the app to its booth on /denah.
import styled from 'styled-components';
import { Link } from 'wouter';
import { planLinks as denahCopy } from '../../../copy/planLinks';
import { denahBoothPath, denahExhibitorPath } from '../../../lib/paths';

export type ShowOnPlanTarget = { boothCode: string; name?: string } | { exhibitorId: number; name?: string };

/** A link set on its own line, so it gets a whole 44 × 44 px touch target (inline in a sentence it is only as tall as its text). */
const PlanLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  min-width: 44px;
`;

export function ShowOnPlanLink({ target }: { target: ShowOnPlanTarget }) {
  const href = 'boothCode' in target ? denahBoothPath(target.boothCode) : denahExhibitorPath(target.exhibitorId);
  return <ShowOnPlanLinkTo href={href} name={target.name} />;
}

/** The link to a plan address already made (the boot screen's preview writes its address in). */
export function ShowOnPlanLinkTo({ href, name }: { href: string; name?: string }) {
  return (
    <PlanLink href={href} aria-label={name ? denahCopy.showOnPlanNamed(name) : undefined}>
      {denahCopy.showOnPlan}
    </PlanLink>
  );
}
