// A booth opened from its printed QR code (`/products?booth=A-05&stamp=…`): the stamp is recorded
// (queued on the device, sent when online; anonymous → kept until sign-in) and the booth is ticked
// in the visit list. Rendered by the products screen above the opened exhibitor; a booth opened
// without a stamp (typed by hand, a shared link) shows and records nothing.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { Exhibitor } from '@pameran/sdk';
import { stamps as stampsCopy } from '../../copy/stamps';
import { Feedback } from '../../components/Section';
import { useRead } from '../../data/useRead';
import { exhibitorByCodeRead } from '../../data/catalogue';
import { useVisitList } from '../floorplan/visitList';
import { setHere } from '../wayfinding/position';
import { boothHref, boothVisitFromSearch, type BoothVisit } from './boothLink';
import { useStamps, type StampOutcome } from './stampStore';
import { Info, PendingStampNotice, SendingStamp, SignInForStamp } from './StampNotice';

export function BoothStamp({ search }: { search: string }) {
  const visit = boothVisitFromSearch(search);
  const stamps = useStamps();
  if (!visit || (!visit.stamp && !stamps.outcomeOf(visit.boothCode))) return null;
  return <StampOfBooth visit={visit} />;
}

function StampOfBooth({ visit }: { visit: BoothVisit }) {
  const stamps = useStamps();
  const visitList = useVisitList();
  const [, navigate] = useLocation();
  // The same read as the exhibitor's page (one request): the visit list is keyed by exhibitor.
  const exhibitor = useRead(exhibitorByCodeRead(visit.boothCode));
  const found = exhibitor.status === 'success' && exhibitor.data && Number.isInteger(exhibitor.data.id) ? exhibitor.data : null;
  const recorded = useRef<string | null>(null);

  useEffect(() => {
    if (!visit.stamp || stamps.status === 'loading') return;
    // Again once signed in: an anonymous visit only kept the stamp for later.
    const once = `${stamps.status} ${visit.boothCode} ${visit.stamp}`;
    if (recorded.current === once) return;
    recorded.current = once;
    setHere({ kind: 'booth', code: visit.boothCode }); // a scanned code: the visitor stands at this booth
    stamps.record({ boothCode: visit.boothCode, stamp: visit.stamp }, found ? { id: found.id, ...(found.name ? { name: found.name } : {}) } : undefined);
    // Signed in, the stamp is now the device's to send: the address keeps no secret (history,
    // a shared link). Anonymous, it stays, so sign-in returns here and records it.
    if (stamps.status === 'ready') navigate(boothHref({ boothCode: visit.boothCode }), { replace: true });
  }, [visit.boothCode, visit.stamp, stamps.status, stamps, found, navigate]);

  const outcome = stamps.outcomeOf(visit.boothCode);
  const ticked = useRef(false);
  useEffect(() => {
    if (ticked.current || !found || visitList.status !== 'ready' || !outcome || outcome.kind === 'refused' || outcome.kind === 'sign-in') return;
    ticked.current = true;
    visitList.visit({ exhibitorId: found.id, boothCode: visit.boothCode, ...(found.name ? { name: found.name } : {}) });
  }, [found, visitList, outcome, visit.boothCode]);

  // Its place is held until the outcome is known (./StampNotice.tsx).
  if (outcome) return <OutcomeNotice code={visit.boothCode} outcome={outcome} />;
  return visit.stamp ? <PendingStampNotice code={visit.boothCode} /> : null;
}

export function OutcomeNotice({ code, outcome }: { code: string; outcome: StampOutcome }) {
  switch (outcome.kind) {
    case 'sign-in':
      return <SignInForStamp code={code} />;
    case 'sending':
      return <SendingStamp code={code} />;
    case 'queued':
      return <Info role="status">{stampsCopy.queued(code)}</Info>;
    case 'stamped':
      return <Feedback $tone="success" role="status">{stampsCopy.stamped(code, outcome.count, outcome.target)}</Feedback>;
    case 'device':
      return <Feedback $tone="success" role="status">{stampsCopy.stampedOnDevice(code)}</Feedback>;
    case 'visit':
      return <Info role="status">{stampsCopy.visitWithoutStamp(code)}</Info>;
    case 'refused':
      return <Feedback $tone="danger" role="alert">{stampsCopy.stampRefused(code, outcome.message)}</Feedback>;
    default:
      return outcome satisfies never;
  }
}
