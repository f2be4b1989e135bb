// /admin-gift: an organiser picks one visitor and some prizes and pushes the list to the
// visitor's realtime path (POST /api/admin/brochure/{userId} — assumed admin endpoints, through
// the SDK's `admin` area). That push is what opens the gift dialog on the visitor's phone.
// Organisers only (User.role, docs/security.md): anyone else sees why, and the screen makes
// no admin call for them. Visitors are found by name, agency, e-mail, phone or number, and told
// apart by number and e-mail or phone; invitation codes never reach the browser.
import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Prize, VisitorSummary } from '@pameran/sdk';
import { EXCLUDED_PRIZE_ID, fullName, selectIsOrganiser } from '../../../machines';
import { copy } from '../../copy';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { LoginPrompt } from '../../features/session/AuthGate';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/Spinner';
import { PageHeader } from '../../components/PageHeader';
import { ResourceView } from '../../data/ResourceView';
import { TextField } from '../../components/TextField';
import { calls as adminCalls } from '@pameran/sdk/calls/admin';
import { useApi } from '../../data/api';
import { useAuth, useAuthStatus } from '../../app/hooks';
import { useRead } from '../../data/useRead';
import { adminPrizesRead, adminVisitorsRead } from '../../data/catalogue';
import { media } from '../../theme';
import { asList } from '../../lib/asList';
import { Feedback, Meta } from '../../components/Section';
import { useSubmission } from '../../app/useSubmission';
import { Picture } from '../../components/Picture';
import { textOr } from '../../lib/labels';
import { adminGift as adminGiftCopy } from '../../copy/adminGift';
import { stamps as stampsCopy } from '../../copy/stamps';
import { Link } from 'wouter';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  ${media.desktop} { grid-template-columns: 1fr 1fr; align-items: start; > :last-child { grid-column: 1 / -1; } }
`;

const Group = styled(Card).attrs({ as: 'fieldset' })`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  legend { float: left; width: 100%; font-size: ${({ theme }) => theme.font.size.lg}; font-weight: ${({ theme }) => theme.font.weight.bold}; color: ${({ theme }) => theme.color.brand}; margin-bottom: ${({ theme }) => theme.space[2]}px; }
`;

const Options = styled.div`
  display: flex;
  flex-direction: column;
  max-height: 420px;
  overflow-y: auto;
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]}px;
    min-height: 44px;
    padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
    &:hover { background: ${({ theme }) => theme.color.brandSoft}; }
  }
  input { flex: none; width: 20px; height: 20px; accent-color: ${({ theme }) => theme.color.brand}; }
  img { flex: none; width: 40px; height: 40px; border-radius: ${({ theme }) => theme.radius.sm}; }
  .visitor { display: flex; flex-direction: column; overflow-wrap: anywhere; }
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
`;


interface SentSummary {
  visitor: string;
  count: number;
  /** What the visitor's 'Pilih Hadiah' offers of it (SPEC §2: not id 1, not already saved). */
  shown: number;
  placeholders: number;
  claimed: number;
}

/** The platform's answer to a send: the list as the visitor gets it, claimed marks included. */
function summarise(visitor: string, pushed: Array<{ id?: unknown; isSaved?: unknown }>): SentSummary {
  const placeholders = pushed.filter((prize) => prize.id === EXCLUDED_PRIZE_ID).length;
  const claimed = pushed.filter((prize) => prize.id !== EXCLUDED_PRIZE_ID && prize.isSaved === true).length;
  return { visitor, count: pushed.length, shown: pushed.length - placeholders - claimed, placeholders, claimed };
}

/** The visitor's e-mail and phone, where the platform sent them. */
const contactsOf = (visitor: VisitorSummary): string[] => [visitor.email, visitor.phone].filter((field): field is string => typeof field === 'string' && field.trim() !== '');

/** Case-insensitive match on name, agency, e-mail or phone; or the visitor's number. */
export function matchesVisitor(visitor: VisitorSummary, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return needle === String(visitor.id) || [visitor.name, visitor.agency, ...contactsOf(visitor)].some((field) => String(field ?? '').toLowerCase().includes(needle));
}

function GiftForm({ visitors, prizes }: { visitors: VisitorSummary[]; prizes: Prize[] }) {
  const api = useApi();
  const [query, setQuery] = useState('');
  const [visitorId, setVisitorId] = useState<number | null>(null);
  const [prizeIds, setPrizeIds] = useState<ReadonlySet<number>>(new Set());
  const submission = useSubmission<SentSummary>();
  const shown = useMemo(() => visitors.filter((visitor) => matchesVisitor(visitor, query)), [visitors, query]);

  const togglePrize = (id: number) =>
    setPrizeIds((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const visitor = visitors.find((candidate) => candidate.id === visitorId);
    if (!visitor) return submission.reject(adminGiftCopy.needVisitor);
    const chosen = prizes.filter((prize) => prizeIds.has(prize.id));
    if (chosen.length === 0) return submission.reject(adminGiftCopy.needPrize);
    void submission.submit(async (signal) => {
      const pushed = await api.extend(adminCalls).pushBrochure(visitor.id, chosen, { signal });
      return summarise(textOr(fullName(visitor.name), copy.unnamed.visitor(visitor.id)), asList(pushed));
    });
  };

  return (
    <Form onSubmit={onSubmit} noValidate>
      <Group>
        <legend>{adminGiftCopy.visitorsHeading}</legend>
        <TextField label={adminGiftCopy.visitorFilter} hint={adminGiftCopy.visitorFilterHint} value={query} onChange={(event) => setQuery(event.target.value)} type="search" />
        {visitors.length === 0 && <Meta>{adminGiftCopy.visitorsEmpty}</Meta>}
        {visitors.length > 0 && shown.length === 0 && <Meta>{adminGiftCopy.visitorNoMatch}</Meta>}
        <Options>
          {shown.map((visitor) => (
            <label key={visitor.id}>
              <input type="radio" name="visitor" checked={visitorId === visitor.id} onChange={() => setVisitorId(visitor.id)} aria-labelledby={`visitor-${visitor.id}-name`} aria-describedby={`visitor-${visitor.id}-details`} />
              <span className="visitor">
                <span id={`visitor-${visitor.id}-name`}>{adminGiftCopy.visitorOption(textOr(fullName(visitor.name), copy.unnamed.visitor(visitor.id)), visitor.agency)}</span>
                <Meta as="span" id={`visitor-${visitor.id}-details`}>{adminGiftCopy.visitorDetails(visitor.id, contactsOf(visitor))}</Meta>
              </span>
            </label>
          ))}
        </Options>
      </Group>
      <Group>
        <legend>{adminGiftCopy.prizesHeading}</legend>
        {prizes.length === 0 ? (
          <Meta>{adminGiftCopy.prizesEmpty}</Meta>
        ) : (
          <div>
            <Button variant="ghost" onClick={() => setPrizeIds(new Set(prizes.map((prize) => prize.id)))}>{adminGiftCopy.selectAll}</Button>
          </div>
        )}
        <Options>
          {prizes.map((prize) => (
            <label key={prize.id}>
              <input type="checkbox" checked={prizeIds.has(prize.id)} onChange={() => togglePrize(prize.id)} />
              <Picture src={prize.image_url} alt="" width={40} height={40} loading="lazy" />
              {prize.name}
              {prize.id === EXCLUDED_PRIZE_ID && <Meta>({adminGiftCopy.placeholderNote})</Meta>}
            </label>
          ))}
        </Options>
      </Group>
      <Footer>
        {submission.status === 'failed' && submission.error && <Feedback $tone="danger" role="alert">{submission.error}</Feedback>}
        {submission.status === 'done' && submission.result && (
          <Feedback $tone="success" role="status">
            {[
              adminGiftCopy.sent(submission.result.count, submission.result.visitor),
              adminGiftCopy.visitorSees(submission.result.visitor, submission.result.shown),
              submission.result.placeholders > 0 ? adminGiftCopy.placeholderLeftOut(submission.result.placeholders) : '',
              submission.result.claimed > 0 ? adminGiftCopy.claimedLeftOut(submission.result.claimed) : '',
            ]
              .filter(Boolean)
              .join(' ')}
          </Feedback>
        )}
        <div>
          <Button type="submit" variant="accent" busy={submission.status === 'submitting'}>
            {submission.status === 'submitting' ? adminGiftCopy.sending : adminGiftCopy.send}
          </Button>
        </div>
      </Footer>
    </Form>
  );
}

/** The organiser's form; mounted only for an organiser, so nobody else triggers an admin call. */
function OrganiserGift() {
  const visitors = useRead(adminVisitorsRead());
  const prizes = useRead(adminPrizesRead());
  return (
    <>
      <ResourceView resource={visitors} empty={{ title: adminGiftCopy.visitorsEmpty, description: '' }}>
        {(visitorList: VisitorSummary[]) => (
          <ResourceView resource={prizes} empty={{ title: adminGiftCopy.prizesEmpty, description: '' }}>
            {(prizeList: Prize[]) => <GiftForm visitors={asList(visitorList)} prizes={asList(prizeList)} />}
          </ResourceView>
        )}
      </ResourceView>
    </>
  );
}

export default function AdminGiftScreen() {
  const status = useAuthStatus();
  const organiser = useAuth(selectIsOrganiser, false);
  return (
    <>
      <PageHeader title={copy.shell.titles.adminGift} subtitle={adminGiftCopy.intro} />
      {status === 'restoring' && <LoadingState label={copy.access.checking} />}
      {status === 'anonymous' && <LoginPrompt title={adminGiftCopy.organisersOnlyTitle} hint={adminGiftCopy.signInAsOrganiser} headingLevel="h2" />}
      {status === 'authenticated' && !organiser && (
        <EmptyState headingLevel="h2" title={adminGiftCopy.organisersOnlyTitle} description={adminGiftCopy.notAnOrganiser} />
      )}
      {status === 'authenticated' && organiser && <Meta><Link href="/admin-stamps">{stampsCopy.adminLink}</Link></Meta>}
      {status === 'authenticated' && organiser && <OrganiserGift />}
    </>
  );
}
