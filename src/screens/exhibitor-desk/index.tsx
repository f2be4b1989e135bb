// /exhibitor: the exhibitor's side of reaching an exhibitor (x-assumed calls,
// @pameran/sdk/calls/exhibitorDesk). Booth staff sign in with their exhibitor's code (the
// organisers hand it out; the demo's are in the README) and answer what visitors sent: quotation
// requests (mark read, a reply that sets the status), the contacts shared with them (a CSV
// download), and their meeting slots with the requests (accept or decline). The staff sign-in is
// kept apart from a visitor's (staffSession.ts). For tests and the journey: the sign-in field is
// labelled "Kode peserta pameran", each request is an <article data-inquiry-id>, its reply box is
// labelled "Balasan untuk pengunjung" and sent with "Kirim balasan".
import { useCallback, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError } from '@pameran/sdk';
import type { DeskSlot, ReceivedContact, ReceivedInquiry } from '@pameran/sdk/calls/exhibitorDesk';
import { exhibitorDesk as deskCopy } from '../../copy/exhibitorDesk';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { CardList, Feedback, Meta } from '../../components/Section';
import { LoadingState } from '../../components/Spinner';
import { Tabs } from '../../components/Tabs';
import { TextField } from '../../components/TextField';
import { downloadText } from '../../lib/download';
import { formatDateTime, formatTime, formatWeekdayDate } from '../../lib/time';
import { formatCount } from '../../lib/numbers';
import { contactsCsv } from './csv';
import { useStaffSignIn, type StaffSignIn } from './staffSession';
import { isUnauthorized, useDesk, useDeskCalls } from './useDesk';

const REPLY_MAX = 2000;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: center;
`;

const Item = styled(Card).attrs({ as: 'article' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.md}; }
  p { margin: 0; overflow-wrap: anywhere; }
`;

const Quote = styled.p`
  white-space: pre-wrap;
`;

const ReplyBox = styled.textarea<{ $invalid: boolean }>`
  min-height: 88px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.line)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  resize: vertical;
`;

const FieldLabel = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** One action of a row (mark read, reply, accept): busy while sent, its failure said under it. */
function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>, onEnded: () => void) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      if (isUnauthorized(failure)) onEnded();
      else setError(failure instanceof Error ? failure.message : deskCopy.loadFailed);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

function SignIn({ onSignedIn, notice }: { onSignedIn: ReturnType<typeof useStaffSignIn>['signIn']; notice: string | null }) {
  const desk = useDeskCalls();
  const [code, setCode] = useState('');
  const { busy, error, setError, run } = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return setError(deskCopy.codeNeeded);
    void run(async () => {
      try {
        onSignedIn(await desk.login(code.trim()));
      } catch (failure) {
        // An unknown code and a platform without the desk (SPEC's) both answer 404.
        throw failure instanceof ApiError && failure.status === 404 ? new Error(deskCopy.codeUnknown) : failure;
      }
    }, () => {});
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {notice && <Feedback $tone="danger" role="status">{notice}</Feedback>}
        <TextField label={deskCopy.codeLabel} hint={deskCopy.codeHint} value={code} onChange={(event) => setCode(event.target.value)}
          autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={64} error={error} />
        <Button type="submit" busy={busy} block>{busy ? deskCopy.signingIn : deskCopy.signIn}</Button>
        <Meta>{deskCopy.keptApart}</Meta>
      </Stack>
    </form>
  );
}

function InquiryItem({ inquiry, token, onAnswered, onEnded }: { inquiry: ReceivedInquiry; token: string; onAnswered: (answered: ReceivedInquiry) => void; onEnded: () => void }) {
  const desk = useDeskCalls();
  const replyId = useId();
  const [reply, setReply] = useState('');
  const marking = useAction();
  const replying = useAction();
  const status = inquiry.status ?? 'sent';
  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = reply.trim();
    if (text === '') return replying.setError(deskCopy.replyNeeded);
    if (text.length > REPLY_MAX) return replying.setError(deskCopy.replyTooLong);
    void replying.run(async () => {
      onAnswered(await desk.reply(token, inquiry.id, text));
      setReply('');
    }, onEnded);
  };
  const reachedBy = inquiry.reply_to?.phone ? deskCopy.replyToPhone(inquiry.reply_to.phone) : inquiry.reply_to?.email ? deskCopy.replyToEmail(inquiry.reply_to.email) : null;
  return (
    <Item data-inquiry-id={inquiry.id} aria-labelledby={`${replyId}-who`}>
      <Row>
        <h3 id={`${replyId}-who`}>{inquiry.visitor_name || deskCopy.visitor}{inquiry.visitor_agency ? ` — ${inquiry.visitor_agency}` : ''}</h3>
        <Badge $tone={status === 'sent' ? 'accent' : status === 'replied' ? 'brand' : 'muted'}>{deskCopy.status[status]}</Badge>
      </Row>
      <Meta>{inquiry.product_name ? deskCopy.about(inquiry.product_name) : deskCopy.aboutExhibitor}{inquiry.created_at ? ` · ${deskCopy.received(formatDateTime(inquiry.created_at))}` : ''}</Meta>
      {inquiry.quantity !== undefined && <p>{deskCopy.quantity(formatCount(inquiry.quantity), inquiry.unit ?? '')}</p>}
      <Quote>{inquiry.note || deskCopy.noNote}</Quote>
      {reachedBy && <p><strong>{reachedBy}</strong></p>}
      {inquiry.reply && (
        <div>
          <Meta>{deskCopy.yourReply}</Meta>
          <Quote>{inquiry.reply}</Quote>
        </div>
      )}
      {status === 'sent' && (
        <Row>
          <Button variant="secondary" busy={marking.busy} onClick={() => void marking.run(async () => onAnswered(await desk.markRead(token, inquiry.id)), onEnded)}>{deskCopy.markRead}</Button>
          {marking.error && <Feedback $tone="danger" role="alert">{marking.error}</Feedback>}
        </Row>
      )}
      <form onSubmit={send} noValidate>
        <Stack>
          <FieldLabel htmlFor={replyId}>{deskCopy.replyLabel}</FieldLabel>
          <ReplyBox id={replyId} value={reply} maxLength={REPLY_MAX} onChange={(event) => setReply(event.target.value)} $invalid={Boolean(replying.error)}
            aria-describedby={`${replyId}-hint${replying.error ? ` ${replyId}-error` : ''}`} aria-invalid={replying.error ? true : undefined} />
          <Meta id={`${replyId}-hint`}>{deskCopy.replyHint}</Meta>
          {replying.error && <Feedback id={`${replyId}-error`} $tone="danger" role="alert">{replying.error}</Feedback>}
          <Button type="submit" busy={replying.busy}>{replying.busy ? deskCopy.sendingReply : inquiry.reply ? deskCopy.replaceReply : deskCopy.sendReply}</Button>
        </Stack>
      </form>
    </Item>
  );
}

function ContactsPanel({ contacts, booth }: { contacts: ReceivedContact[]; booth: string }) {
  if (contacts.length === 0) return <EmptyState title={deskCopy.contactsEmpty} description={deskCopy.contactsEmptyHint} />;
  return (
    <Stack>
      <Button variant="secondary" onClick={() => downloadText(deskCopy.csvFileName(booth), contactsCsv(contacts, deskCopy.csvHeader), 'text/csv;charset=utf-8')}>{deskCopy.exportCsv}</Button>
      <CardList>
        {contacts.map((contact) => (
          <li key={contact.id}>
            <Item>
              <h3>{contact.visitor_name || deskCopy.visitor}{contact.visitor_agency ? ` — ${contact.visitor_agency}` : ''}</h3>
              {contact.share?.phone && <p>{deskCopy.replyToPhone(contact.share.phone)}</p>}
              {contact.share?.email && <p>{deskCopy.replyToEmail(contact.share.email)}</p>}
              {contact.shared_at && <Meta>{deskCopy.sharedAt(formatDateTime(contact.shared_at))}</Meta>}
            </Item>
          </li>
        ))}
      </CardList>
    </Stack>
  );
}

function SlotItem({ slot, token, onAnswered, onEnded }: { slot: DeskSlot; token: string; onAnswered: (answered: NonNullable<DeskSlot['meeting']>) => void; onEnded: () => void }) {
  const desk = useDeskCalls();
  const answering = useAction();
  const meeting = slot.meeting;
  const when = `${formatWeekdayDate(slot.starts_at)}, ${formatTime(slot.starts_at)}${slot.ends_at ? `–${formatTime(slot.ends_at)}` : ''}`;
  const answer = (status: 'accepted' | 'declined') => {
    if (meeting) void answering.run(async () => onAnswered(await desk.answerMeeting(token, meeting.id, status)), onEnded);
  };
  return (
    <Item data-slot-id={slot.id}>
      <h3>{when}</h3>
      {!meeting && <Meta>{deskCopy.slotFree}</Meta>}
      {meeting && (
        <>
          <p><strong>{meeting.visitor_name || deskCopy.visitor}</strong>{meeting.visitor_agency ? ` — ${meeting.visitor_agency}` : ''}</p>
          {meeting.note && <Quote>{deskCopy.meetingNote(meeting.note)}</Quote>}
          <Meta>{deskCopy.meetingStatus[meeting.status ?? 'requested']}</Meta>
          {(meeting.status ?? 'requested') === 'requested' && (
            <Row>
              <Button busy={answering.busy} onClick={() => answer('accepted')}>{deskCopy.accept}</Button>
              <Button variant="secondary" disabled={answering.busy} onClick={() => answer('declined')}>{deskCopy.decline}</Button>
            </Row>
          )}
          {answering.error && <Feedback $tone="danger" role="alert">{answering.error}</Feedback>}
        </>
      )}
    </Item>
  );
}

type TabKey = 'inquiries' | 'contacts' | 'meetings';

function Desk({ signedIn, onSignOut, onEnded }: { signedIn: StaffSignIn; onSignOut: () => void; onEnded: () => void }) {
  const deskCalls = useDeskCalls();
  const { state, reload, update } = useDesk(signedIn.token, onEnded);
  const [tab, setTab] = useState<TabKey>('inquiries');
  const booth = signedIn.exhibitor.booth_code ?? '';
  const signOut = () => {
    // Ended on the platform too; the desk forgets it whatever the answer.
    deskCalls.logout(signedIn.token).catch(() => {});
    onSignOut();
  };
  return (
    <>
      <PageHeader
        title={signedIn.exhibitor.name || deskCopy.title}
        subtitle={booth ? deskCopy.booth(booth) : deskCopy.intro}
        actions={<Button variant="ghost" onClick={signOut}>{deskCopy.signOut}</Button>}
      />
      <Stack>
        <Row>
          <Button variant="secondary" onClick={reload} busy={state.status === 'loading'}>{deskCopy.reload}</Button>
        </Row>
        {state.status === 'loading' && <LoadingState label={deskCopy.loading} />}
        {state.status === 'failed' && <Feedback $tone="danger" role="alert">{deskCopy.loadFailed} {state.message}</Feedback>}
        {state.status === 'ready' && (
          <Tabs<TabKey>
            label={deskCopy.title}
            selected={tab}
            onSelect={setTab}
            tabs={[
              {
                key: 'inquiries',
                label: deskCopy.tabInquiries(state.lists.inquiries.length),
                panel: state.lists.inquiries.length === 0
                  ? <EmptyState title={deskCopy.inquiriesEmpty} description={deskCopy.inquiriesEmptyHint} />
                  : <CardList>{state.lists.inquiries.map((inquiry) => <li key={inquiry.id}><InquiryItem inquiry={inquiry} token={signedIn.token} onAnswered={update.inquiry} onEnded={onEnded} /></li>)}</CardList>,
              },
              { key: 'contacts', label: deskCopy.tabContacts(state.lists.contacts.length), panel: <ContactsPanel contacts={state.lists.contacts} booth={booth} /> },
              {
                key: 'meetings',
                label: deskCopy.tabMeetings(state.lists.slots.filter((slot) => slot.meeting).length),
                panel: state.lists.slots.length === 0
                  ? <EmptyState title={deskCopy.slotsEmpty} description={deskCopy.slotsEmptyHint} />
                  : <CardList>{state.lists.slots.map((slot) => <li key={slot.id}><SlotItem slot={slot} token={signedIn.token} onAnswered={update.meeting} onEnded={onEnded} /></li>)}</CardList>,
              },
            ]}
          />
        )}
      </Stack>
    </>
  );
}

export default function ExhibitorDeskScreen() {
  const { signedIn, signIn, signOut } = useStaffSignIn();
  const [notice, setNotice] = useState<string | null>(null);
  const ended = useCallback(() => {
    signOut();
    setNotice(deskCopy.sessionEnded);
  }, [signOut]);
  if (signedIn) return <Desk signedIn={signedIn} onSignOut={signOut} onEnded={ended} />;
  return (
    <>
      <PageHeader title={deskCopy.title} subtitle={deskCopy.intro} />
      <SignIn notice={notice} onSignedIn={(session) => { setNotice(null); signIn(session); }} />
    </>
  );
}
