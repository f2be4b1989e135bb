// The ways to reach an exhibitor from its page or one of its products: a quotation request,
// the visitor's contact shared, a meeting at the booth (signed in: each opens its dialog, loaded
// on demand), and a WhatsApp chat where the exhibitor gives a number (for anyone).
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { media } from '../../theme';
import { reach as reachCopy } from '../../copy/reach';
import { Button } from '../../components/Button';
import { LinkButton } from '../../components/LinkButton';
import { useAuthStatus } from '../../app/hooks';
import type { ReachTarget } from './target';
import { whatsappMessage, whatsappNumber, whatsappUrl } from './whatsapp';

const InquiryDialog = lazy(() => import('./InquiryDialog'));
const ShareContactDialog = lazy(() => import('./ShareContactDialog'));
const MeetingDialog = lazy(() => import('./MeetingDialog'));

/** On a phone each action spans the column (a thumb's target); on a wide page they sit side by side at their own width. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  > * { flex: 1 1 100%; }
  ${media.wide} { > * { flex: 0 0 auto; } }
`;

/** "Chat di WhatsApp", or nothing when the exhibitor's number is not a telephone number. */
export function WhatsAppLink({ target, whatsapp }: { target: ReachTarget; whatsapp: unknown }) {
  const number = whatsappNumber(whatsapp);
  if (!number) return null;
  return (
    <LinkButton as="a" $variant="secondary" href={whatsappUrl(number, whatsappMessage(target))} target="_blank" rel="noopener noreferrer" aria-label={reachCopy.whatsappNamed(target.exhibitorName)}>
      {reachCopy.whatsapp}
    </LinkButton>
  );
}

type Open = 'quote' | 'share' | 'meeting' | null;

export interface ReachActionsProps {
  target: ReachTarget;
  /** The exhibitor's WhatsApp number as the platform sent it. */
  whatsapp?: unknown;
  /**
   * Nothing at all for a visitor not signed in: an exhibitor's page is painted by the boot screen
   * for that visitor, and the app's first render must draw the same.
   */
  signedInOnly?: boolean;
}

export function ReachActions({ target, whatsapp, signedInOnly = false }: ReachActionsProps) {
  const status = useAuthStatus();
  const [open, setOpen] = useState<Open>(null);
  if (status !== 'authenticated' && (signedInOnly || status !== 'anonymous')) return null;
  const chat = <WhatsAppLink target={target} whatsapp={whatsapp} />;
  if (status === 'anonymous') {
    return (
      <Actions role="group" aria-label={reachCopy.actionsLabel(target.exhibitorName)}>
        <LinkButton href="/login" $variant="secondary">{reachCopy.signIn}</LinkButton>
        {chat}
      </Actions>
    );
  }
  const close = () => setOpen(null);
  return (
    <Actions role="group" aria-label={reachCopy.actionsLabel(target.exhibitorName)}>
      <Button variant="primary" onClick={() => setOpen('quote')} aria-label={reachCopy.askQuoteNamed(target.product?.name ?? target.exhibitorName)}>{reachCopy.askQuote}</Button>
      {chat}
      <Button variant="secondary" onClick={() => setOpen('share')} aria-label={reachCopy.shareContactNamed(target.exhibitorName)}>{reachCopy.shareContact}</Button>
      <Button variant="secondary" onClick={() => setOpen('meeting')} aria-label={reachCopy.bookMeetingNamed(target.exhibitorName)}>{reachCopy.bookMeeting}</Button>
      <Suspense fallback={null}>
        {open === 'quote' && <InquiryDialog target={target} onClose={close} />}
        {open === 'share' && <ShareContactDialog target={target} onClose={close} />}
        {open === 'meeting' && <MeetingDialog target={target} onClose={close} />}
      </Suspense>
    </Actions>
  );
}
