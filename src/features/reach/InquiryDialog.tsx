// "Minta penawaran": a quotation request to an exhibitor, about one of its products or in
// general. What the visitor types stays in the form until the platform has it (or the device
// keeps it for the network): a refused send shows why, and loses nothing.
import { useState, type FormEvent } from 'react';
import { selectUser } from '../../../machines';
import { reach as reachCopy } from '../../copy/reach';
import { Dialog } from '../../components/Dialog';
import { Feedback, Meta } from '../../components/Section';
import { TextField } from '../../components/TextField';
import { useAuth } from '../../app/hooks';
import { useSubmission } from '../../app/useSubmission';
import { useRead } from '../../data/useRead';
import { inquiriesRead, isNotEnabled } from './api';
import { emailOrNull, phoneOrNull } from './contact';
import { Choices, ErrorText, Form, FormFooter, Row, TextArea, Tick } from './Form';
import { newRequestKey, useInquiryQueue, type InquiryBody } from './inquiryQueue';
import type { ReachTarget } from './target';

export const NOTE_MAX = 1000;
export const QUANTITY_MAX = 1_000_000;

type Channel = 'phone' | 'email';
interface Values { quantity: string; unit: string; note: string; channel: Channel; phone: string; email: string; consent: boolean }
type Errors = Partial<Record<'quantity' | 'note' | 'phone' | 'email' | 'consent', string>>;

/** The request the form's values make, or what is wrong with them (in the visitor's language). */
export function inquiryOf(values: Values, target: ReachTarget): { body: InquiryBody } | { errors: Errors } {
  const errors: Errors = {};
  const quantityText = values.quantity.trim();
  const quantity = quantityText === '' ? undefined : Number(quantityText);
  if (quantity !== undefined && !(Number.isInteger(quantity) && quantity >= 1 && quantity <= QUANTITY_MAX)) errors.quantity = reachCopy.quantityInvalid;
  const note = values.note.trim();
  if (note === '') errors.note = reachCopy.noteRequired;
  else if (note.length > NOTE_MAX) errors.note = reachCopy.noteTooLong(note.length);
  const phone = values.channel === 'phone' ? phoneOrNull(values.phone) : null;
  const email = values.channel === 'email' ? emailOrNull(values.email) : null;
  if (values.channel === 'phone' && !phone) errors.phone = reachCopy.phoneInvalid;
  if (values.channel === 'email' && !email) errors.email = reachCopy.emailInvalid;
  if (!values.consent) errors.consent = reachCopy.consentRequired;
  if (Object.keys(errors).length > 0) return { errors };
  const unit = values.unit.trim().slice(0, 30);
  return {
    body: {
      exhibitor_id: target.exhibitorId,
      ...(target.product ? { product_id: target.product.id } : {}),
      ...(quantity !== undefined ? { quantity } : {}),
      ...(unit ? { unit } : {}),
      note,
      reply_to: phone ? { phone } : { email: email! },
      consent: true,
    } as InquiryBody,
  };
}

export default function InquiryDialog({ target, onClose }: { target: ReachTarget; onClose(): void }) {
  const user = useAuth(selectUser, null);
  const queue = useInquiryQueue();
  // Asked once the visitor opens the form: a platform without the calls says so before anything is typed.
  const mine = useRead(inquiriesRead());
  const notEnabled = mine.status === 'failure' && isNotEnabled(mine.error);
  const [values, setValues] = useState<Values>(() => ({
    quantity: '',
    unit: '',
    note: '',
    channel: user?.phone || !user?.email ? 'phone' : 'email',
    phone: user?.phone ?? '',
    email: user?.email ?? '',
    consent: false,
  }));
  const [errors, setErrors] = useState<Errors>({});
  const submission = useSubmission<'sent' | 'queued'>();
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));
  const formId = 'inquiry-form';
  const done = submission.status === 'done' && submission.result;
  const busy = submission.status === 'submitting';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = inquiryOf(values, target);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const request = { body: checked.body, exhibitorName: target.exhibitorName, ...(target.product ? { productName: target.product.name } : {}) };
    void submission.submit(() =>
      queue.submit(request, newRequestKey()).catch((error: unknown) => {
        throw isNotEnabled(error) ? new Error(reachCopy.notEnabled) : error;
      }),
    );
  };

  const footer = <FormFooter open={!done && !notEnabled} formId={formId} busy={busy} sendLabel={reachCopy.send} onClose={onClose} />;

  return (
    <Dialog open title={reachCopy.quoteTitle} onClose={onClose} footer={footer}>
      {notEnabled ? (
        <Feedback $tone="danger" role="alert">{reachCopy.notEnabled}</Feedback>
      ) : done ? (
        <Feedback $tone="success" role="status">
          {done === 'sent' ? reachCopy.quoteSent(target.exhibitorName) : reachCopy.quoteQueued(target.exhibitorName)}
        </Feedback>
      ) : (
        <Form id={formId} onSubmit={submit} noValidate aria-label={reachCopy.quoteTitle}>
          <div>
            <p><strong>{reachCopy.quoteTo(target.exhibitorName)}</strong></p>
            {target.product && <Meta>{reachCopy.quoteAbout(target.product.name)}</Meta>}
          </div>
          <Row>
            <TextField
              label={reachCopy.quantityLabel}
              inputMode="numeric"
              value={values.quantity}
              onChange={(event) => set('quantity', event.target.value)}
              error={errors.quantity}
            />
            <TextField label={reachCopy.unitLabel} hint={reachCopy.unitHint} maxLength={30} value={values.unit} onChange={(event) => set('unit', event.target.value)} />
          </Row>
          <TextArea label={reachCopy.noteLabel} hint={reachCopy.noteHint} value={values.note} onChange={(event) => set('note', event.target.value)} error={errors.note} />
          <Choices legend={reachCopy.replyToLegend}>
            <Tick type="radio" name="reply-to" label={reachCopy.byPhone} checked={values.channel === 'phone'} onChange={() => set('channel', 'phone')} />
            <Tick type="radio" name="reply-to" label={reachCopy.byEmail} checked={values.channel === 'email'} onChange={() => set('channel', 'email')} />
          </Choices>
          {values.channel === 'phone' ? (
            <TextField label={reachCopy.phoneLabel} type="tel" autoComplete="tel" hint={reachCopy.phoneHint} value={values.phone} onChange={(event) => set('phone', event.target.value)} error={errors.phone} />
          ) : (
            <TextField label={reachCopy.emailLabel} type="email" autoComplete="email" value={values.email} onChange={(event) => set('email', event.target.value)} error={errors.email} />
          )}
          <Tick label={reachCopy.consent(target.exhibitorName)} checked={values.consent} onChange={(checked) => set('consent', checked)} error={errors.consent} />
          {submission.status === 'failed' && submission.error && <ErrorText role="alert">{submission.error}</ErrorText>}
        </Form>
      )}
    </Dialog>
  );
}
