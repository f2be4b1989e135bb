// The profile's record of reaching exhibitors: "Permintaan saya" (quotation requests, with the
// exhibitor's status and reply, and those still waiting on this device), "Kontak yang saya
// bagikan" (each can be withdrawn) and "Pertemuan saya" (each can be cancelled until it starts).
// A platform without these calls (SPEC's: 404) shows none of it: there is nothing to list.
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { copy } from '../../copy';
import { reach as reachCopy } from '../../copy/reach';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Feedback, Meta } from '../../components/Section';
import { ResourceView } from '../../data/ResourceView';
import { useRead, type Resource } from '../../data/useRead';
import { formatDateTime } from '../../lib/dates';
import { formatCount } from '../../lib/numbers';
import { contactsRead, inquiriesRead, isNotEnabled, meetingsRead, useReach } from './api';
import { useInquiryQueue, type QueuedInquiry } from './inquiryQueue';
import { slotTime } from './MeetingDialog';

const Panel = styled(Card).attrs({ as: 'section' })`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.lg}; color: ${({ theme }) => theme.color.brand}; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: ${({ theme }) => theme.space[3]}px; }
  li { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space[1]}px; padding-bottom: ${({ theme }) => theme.space[3]}px; border-bottom: 1px solid ${({ theme }) => theme.color.line}; }
  li:last-child { border-bottom: 0; padding-bottom: 0; }
  p { margin: 0; overflow-wrap: anywhere; }
  strong { overflow-wrap: anywhere; }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: center;
  justify-content: space-between;
`;

const Reply = styled.blockquote`
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border-left: 4px solid ${({ theme }) => theme.color.brand};
  background: ${({ theme }) => theme.color.brandSoft};
  border-radius: ${({ theme }) => theme.radius.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Panel>
  );
}

/** The exhibitor's name, or its number where the platform sent none. */
const nameOf = (row: { exhibitor_name?: string; exhibitor_id?: number }) => row.exhibitor_name || (row.exhibitor_id !== undefined ? copy.unnamed.exhibitor(row.exhibitor_id) : '');

const hidden = (resource: Resource<unknown>) => resource.status === 'failure' && isNotEnabled(resource.error);

function Waiting({ entry, onDiscard }: { entry: QueuedInquiry; onDiscard(): void }) {
  return (
    <li>
      <Head>
        <strong>{entry.exhibitorName}</strong>
        <Badge $tone={entry.refused ? 'accent' : 'muted'}>{entry.refused ? reachCopy.inquiryNotSent : reachCopy.inquiryWaiting}</Badge>
      </Head>
      {entry.productName && <Meta>{reachCopy.quoteAbout(entry.productName)}</Meta>}
      <p>{entry.body.note}</p>
      {entry.refused && (
        <>
          <Feedback $tone="danger" role="alert">{reachCopy.inquiryRefused(entry.refused)}</Feedback>
          <div><Button variant="secondary" onClick={onDiscard} aria-label={reachCopy.discardNamed(entry.exhibitorName)}>{reachCopy.discard}</Button></div>
        </>
      )}
    </li>
  );
}

export function MyInquiries() {
  const inquiries = useRead(inquiriesRead());
  const queue = useInquiryQueue();
  if (hidden(inquiries) && queue.entries.length === 0) return null;
  return (
    <Section id="my-inquiries" title={reachCopy.myInquiries}>
      {queue.entries.length > 0 && (
        <ul aria-label={reachCopy.inquiryWaiting}>
          {queue.entries.map((entry) => <Waiting key={entry.key} entry={entry} onDiscard={() => queue.discard(entry.key)} />)}
        </ul>
      )}
      {!hidden(inquiries) && (
        <ResourceView resource={inquiries} empty={queue.entries.length > 0 ? { title: '', description: '' } : { title: reachCopy.myInquiriesEmpty, description: reachCopy.myInquiriesEmptyHint }}>
          {(list) => (
            <ul>
              {list.map((inquiry) => (
                <li key={inquiry.id}>
                  <Head>
                    <strong>{nameOf(inquiry)}</strong>
                    <Badge $tone={inquiry.status === 'replied' ? 'brand' : 'muted'}>{reachCopy.inquiryStatus[inquiry.status ?? 'sent']}</Badge>
                  </Head>
                  {inquiry.product_name && <Meta>{reachCopy.quoteAbout(inquiry.product_name)}</Meta>}
                  {inquiry.quantity !== undefined && <Meta>{reachCopy.quantity(formatCount(inquiry.quantity), inquiry.unit ?? '')}</Meta>}
                  {inquiry.note && <p>{inquiry.note}</p>}
                  {inquiry.created_at && <Meta>{reachCopy.askedAt(formatDateTime(inquiry.created_at))}</Meta>}
                  {inquiry.reply && (
                    <div>
                      <Meta>
                        {reachCopy.replyFrom(nameOf(inquiry))}
                        {inquiry.replied_at ? ` · ${reachCopy.repliedAt(formatDateTime(inquiry.replied_at))}` : ''}
                      </Meta>
                      <Reply>{inquiry.reply}</Reply>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </ResourceView>
      )}
    </Section>
  );
}

/** One removal (a contact withdrawn, a meeting cancelled) at a time, its button, and what came of it. */
function useRemoval() {
  const [busy, setBusy] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const run = async (id: number, task: () => Promise<unknown>, done: string) => {
    setBusy(id);
    setOutcome(null);
    try {
      await task();
      setOutcome({ tone: 'success', text: done });
    } catch (error) {
      setOutcome({ tone: 'danger', text: isNotEnabled(error) ? reachCopy.notEnabled : error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(null);
    }
  };
  const shown = outcome && <Feedback $tone={outcome.tone} role={outcome.tone === 'danger' ? 'alert' : 'status'}>{outcome.text}</Feedback>;
  const button = (id: number, { label, named, task, done }: { label: string; named: string; task(): Promise<unknown>; done: string }) => (
    <div>
      <Button variant="secondary" busy={busy === id} disabled={busy !== null} aria-label={named} onClick={() => void run(id, task, done)}>
        {label}
      </Button>
    </div>
  );
  return { shown, button };
}

export function MyContacts() {
  const contacts = useRead(contactsRead());
  const reach = useReach();
  const removal = useRemoval();
  if (hidden(contacts)) return null;
  return (
    <Section id="my-contacts" title={reachCopy.myContacts}>
      {removal.shown}
      <ResourceView resource={contacts} empty={{ title: reachCopy.myContactsEmpty, description: '' }}>
        {(list) => (
          <ul>
            {list.map((contact) => (
              <li key={contact.id}>
                <strong>{nameOf(contact)}</strong>
                <Meta>{[contact.share?.phone, contact.share?.email].filter(Boolean).join(' · ')}</Meta>
                {contact.shared_at && <Meta>{reachCopy.sharedAt(formatDateTime(contact.shared_at))}</Meta>}
                {removal.button(contact.id, { label: reachCopy.withdraw, named: reachCopy.withdrawNamed(nameOf(contact)), task: () => reach.withdrawContact(contact.id), done: reachCopy.withdrawn(nameOf(contact)) })}
              </li>
            ))}
          </ul>
        )}
      </ResourceView>
    </Section>
  );
}

/** Still to come and not turned down: it can be cancelled. */
const cancellable = (meeting: { status?: string; starts_at?: string }, now: number) =>
  (meeting.status === undefined || meeting.status === 'requested' || meeting.status === 'accepted') && meeting.starts_at !== undefined && Date.parse(meeting.starts_at) > now;

export function MyMeetings() {
  const meetings = useRead(meetingsRead());
  const reach = useReach();
  const removal = useRemoval();
  if (hidden(meetings)) return null;
  const now = Date.now();
  return (
    <Section id="my-meetings" title={reachCopy.myMeetings}>
      {removal.shown}
      <ResourceView resource={meetings} empty={{ title: reachCopy.myMeetingsEmpty, description: '' }}>
        {(list) => (
          <ul>
            {list.map((meeting) => (
              <li key={meeting.id}>
                <Head>
                  <strong>{nameOf(meeting)}</strong>
                  <Badge $tone={meeting.status === 'accepted' ? 'brand' : 'muted'}>{reachCopy.meetingStatus[meeting.status ?? 'requested']}</Badge>
                </Head>
                {meeting.starts_at && <p>{slotTime(meeting.starts_at, meeting.ends_at)}</p>}
                {meeting.booth_code && <Meta>{reachCopy.meetingAt(meeting.booth_code)}</Meta>}
                {cancellable(meeting, now) &&
                  removal.button(meeting.id, { label: reachCopy.cancelMeeting, named: reachCopy.cancelMeetingNamed(nameOf(meeting)), task: () => reach.cancelMeeting(meeting.id), done: reachCopy.meetingCancelled(nameOf(meeting)) })}
              </li>
            ))}
          </ul>
        )}
      </ResourceView>
    </Section>
  );
}

/** The three sections, for the profile (loaded with its own chunk). */
export default function MyReach() {
  return (
    <>
      <MyInquiries />
      <MyContacts />
      <MyMeetings />
    </>
  );
}
