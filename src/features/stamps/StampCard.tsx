// "Paspor Booth": the visitor's booth stamp card, on the profile and the floor plan. Booths
// stamped out of the organisers' target, which ones, and what completing earns in the platform's
// words. On a platform without stamp calls (SPEC's, 404) the card counts the booths kept on this
// device and says so. Stamps still waiting to be sent (offline) are counted apart.
import styled from 'styled-components';
import { Link } from 'wouter';
import { stamps as stampsCopy } from '../../copy/stamps';
import { BEFORE_TEXT, CheckIcon } from '../../components/Icon/more';
import { Meta, Section } from '../../components/Section';
import { useStamps } from './stampStore';
import { ScanLink } from './ScanLink';

const Stamps = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  li {
    padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.successSoft};
    color: ${({ theme }) => theme.color.success};
  }
`;

const Progress = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  p { margin: 0; }
`;

export function StampCard() {
  const stamps = useStamps();
  if (stamps.status === 'anonymous') {
    return (
      <Section title={stampsCopy.cardTitle}>
        <Body>
          <p>{stampsCopy.cardSignIn} <Link href="/login">{stampsCopy.signIn}</Link></p>
        </Body>
      </Section>
    );
  }
  const card = stamps.card;
  const booths = stamps.deviceOnly
    ? stamps.device.map((entry) => ({ code: entry.boothCode, name: entry.name }))
    : (card?.stamps ?? []).map((stamp) => ({ code: stamp.booth_code, name: stamp.exhibitor_name }));
  const complete = !stamps.deviceOnly && card !== null && (card.completed ?? booths.length >= card.target);
  return (
    <Section title={stampsCopy.cardTitle}>
      <Body>
        {stamps.deviceOnly ? (
          <>
            <Progress>{stampsCopy.cardProgressOnDevice(booths.length)}</Progress>
            <Meta>{stampsCopy.cardDeviceOnly}</Meta>
          </>
        ) : card ? (
          <>
            <Progress>{stampsCopy.cardProgress(booths.length, card.target)}</Progress>
            <p>{stampsCopy.cardRules(card.target)}</p>
            {/* The prize in the organiser's words, as sent (Indonesian in English mode too). */}
            {card.reward && <p>{stampsCopy.cardRewardAsSent} <span lang="id">{card.reward}</span></p>}
            {complete && <p role="status">{card.reward_state === 'claimed' ? stampsCopy.cardRewardClaimed : card.reward_state === 'sent' ? stampsCopy.cardRewardSent : stampsCopy.cardComplete}</p>}
          </>
        ) : (
          stamps.cardFailed && <Meta>{stampsCopy.cardLoadFailed}</Meta>
        )}
        {booths.length > 0 ? (
          <Stamps aria-label={stampsCopy.cardStampsLabel}>
            {booths.map((booth) => <li key={booth.code}><CheckIcon size={16} style={BEFORE_TEXT} />{booth.code}{booth.name ? ` · ${booth.name}` : ''}</li>)}
          </Stamps>
        ) : (
          (card || stamps.deviceOnly) && <Meta>{stampsCopy.cardEmpty}</Meta>
        )}
        {stamps.queue.length > 0 && <Meta>{stampsCopy.cardPending(stamps.queue.length)}</Meta>}
        {stamps.visitedOnly.length > 0 && <Meta>{stampsCopy.cardVisitedOnly(stamps.visitedOnly.join(', '))}</Meta>}
        <div><ScanLink /></div>
      </Body>
    </Section>
  );
}
