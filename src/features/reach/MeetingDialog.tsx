// "Atur pertemuan": the exhibitor's free meeting slots at its booth; the visitor asks for one.
// The exhibitor's staff accept or decline it on /exhibitor; the profile's "Pertemuan saya" (and
// the day's timeline, through useRequestedMeetings) shows the answer.
import { useState, type FormEvent } from 'react';
import { reach as reachCopy } from '../../copy/reach';
import { Dialog } from '../../components/Dialog';
import { Feedback, Meta } from '../../components/Section';
import { useSubmission } from '../../app/useSubmission';
import { useRead } from '../../data/useRead';
import { ResourceView } from '../../data/ResourceView';
import { formatTime, formatWeekdayDate } from '../../lib/dates';
import { upcomingSessionsRead } from '../../data/catalogue';
import { useStars } from '../agenda/stars';
import { isNotEnabled, slotsRead, useReach } from './api';
import { clashingSession } from './clash';
import { Choices, ErrorText, Form, FormFooter, TextArea, Tick } from './Form';
import { newRequestKey } from './inquiryQueue';
import type { ReachTarget } from './target';

/** A slot's time as the visitor reads it: 'Senin, 23 November 2026, 10.00–10.30 WIB' (its start alone without an end). */
export const slotTime = (startsAt: string, endsAt?: string) =>
  endsAt ? reachCopy.slotRange(formatWeekdayDate(startsAt), formatTime(startsAt), formatTime(endsAt)) : reachCopy.slotAt(formatWeekdayDate(startsAt), formatTime(startsAt));

export default function MeetingDialog({ target, onClose }: { target: ReachTarget; onClose(): void }) {
  const reach = useReach();
  const slots = useRead(slotsRead(target.exhibitorId));
  const [chosen, setChosen] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  /** The chosen slot's time, as the request said it (the list may change meanwhile). */
  const [asked, setAsked] = useState('');
  const submission = useSubmission<unknown>();
  const formId = 'meeting-form';
  const busy = submission.status === 'submitting';
  const done = submission.status === 'done';
  const notEnabled = slots.status === 'failure' && isNotEnabled(slots.error);
  const list = slots.status === 'success' ? slots.data ?? [] : [];
  // The visitor's starred sessions, to warn of a slot that overlaps one.
  const stars = useStars();
  const sessions = useRead(upcomingSessionsRead());
  const chosenSlot = list.find((offered) => offered.id === chosen);
  const clash = chosenSlot && sessions.status === 'success' && sessions.data ? clashingSession(chosenSlot, sessions.data, stars.ids) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(chosen === null);
    if (chosen === null) return;
    setAsked(chosenSlot ? slotTime(chosenSlot.starts_at, chosenSlot.ends_at) : '');
    const trimmed = note.trim().slice(0, 500);
    const key = newRequestKey();
    void submission.submit((signal) =>
      reach.requestMeeting({ slot_id: chosen, ...(trimmed ? { note: trimmed } : {}) }, { idempotencyKey: key, signal }).catch((error: unknown) => {
        // Taken meanwhile (409): the list shows it taken now.
        slots.refresh();
        throw isNotEnabled(error) ? new Error(reachCopy.notEnabled) : error;
      }),
    );
  };

  const canSend = !done && !notEnabled && list.some((slot) => slot.available !== false);
  const footer = <FormFooter open={canSend} formId={formId} busy={busy} sendLabel={reachCopy.meetingSend} onClose={onClose} />;

  return (
    <Dialog open title={reachCopy.meetingTitle(target.exhibitorName)} onClose={onClose} footer={footer}>
      {done ? (
        <Feedback $tone="success" role="status">{reachCopy.meetingRequested(target.exhibitorName, asked)}</Feedback>
      ) : notEnabled ? (
        <Feedback $tone="danger" role="alert">{reachCopy.notEnabled}</Feedback>
      ) : (
        <ResourceView resource={slots} empty={{ title: reachCopy.noSlots, description: '' }}>
          {() => (
            <Form id={formId} onSubmit={submit} noValidate aria-label={reachCopy.meetingTitle(target.exhibitorName)}>
              {target.boothCode && <Meta>{reachCopy.meetingWhere(target.boothCode)}</Meta>}
              <Choices legend={reachCopy.slotsLegend}>
                {list.map((slot) => {
                  const taken = slot.available === false;
                  return (
                    <SlotChoice key={slot.id} label={`${slotTime(slot.starts_at, slot.ends_at)}${taken ? ` (${reachCopy.slotTaken})` : ''}`} taken={taken} checked={chosen === slot.id} onChange={() => setChosen(slot.id)} />
                  );
                })}
                {missing && <ErrorText role="alert">{reachCopy.slotRequired}</ErrorText>}
              </Choices>
              <div aria-live="polite">{clash && <Feedback $tone="danger">{reachCopy.clashWith(clash)}</Feedback>}</div>
              <TextArea label={reachCopy.meetingNoteLabel} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
              {submission.status === 'failed' && submission.error && <ErrorText role="alert">{submission.error}</ErrorText>}
            </Form>
          )}
        </ResourceView>
      )}
    </Dialog>
  );
}

function SlotChoice({ label, taken, checked, onChange }: { label: string; taken: boolean; checked: boolean; onChange(): void }) {
  if (taken) return <Meta>{label}</Meta>;
  return <Tick type="radio" name="slot" label={label} checked={checked} onChange={onChange} />;
}
