// "Bagikan kontak saya": the visitor's telephone and e-mail from their profile, given to one
// exhibitor after an explicit consent that names it. Sharing again replaces what that exhibitor
// holds; the profile's "Kontak yang saya bagikan" takes it back.
import { useState, type FormEvent } from 'react';
import { selectUser } from '../../../machines';
import { reach as reachCopy } from '../../copy/reach';
import { Dialog } from '../../components/Dialog';
import { Feedback } from '../../components/Section';
import { useAuth } from '../../app/hooks';
import { useSubmission } from '../../app/useSubmission';
import { contactsRead, isNotEnabled, useReach } from './api';
import { useRead } from '../../data/useRead';
import { emailOrNull, phoneOrNull } from './contact';
import { Choices, ErrorText, Form, FormFooter, Tick } from './Form';
import type { ReachTarget } from './target';

export default function ShareContactDialog({ target, onClose }: { target: ReachTarget; onClose(): void }) {
  const user = useAuth(selectUser, null);
  const reach = useReach();
  const phone = phoneOrNull(user?.phone ?? '');
  const email = emailOrNull(user?.email ?? '');
  const [chosen, setChosen] = useState({ phone: phone !== null, email: email !== null });
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ chosen?: string; consent?: string }>({});
  const submission = useSubmission<unknown>();
  const formId = 'share-contact-form';
  const busy = submission.status === 'submitting';
  const done = submission.status === 'done';
  const nothing = phone === null && email === null;
  // Asked once the visitor opens it: a platform without the calls says so before anything is chosen.
  const shared = useRead(contactsRead());
  const notEnabled = shared.status === 'failure' && isNotEnabled(shared.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const share = { ...(chosen.phone && phone ? { phone } : {}), ...(chosen.email && email ? { email } : {}) };
    const found = { ...(Object.keys(share).length === 0 ? { chosen: reachCopy.shareChooseOne } : {}), ...(consent ? {} : { consent: reachCopy.consentRequired }) };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void submission.submit((signal) =>
      reach.shareContact({ exhibitor_id: target.exhibitorId, share, consent: true }, { signal }).catch((error: unknown) => {
        throw isNotEnabled(error) ? new Error(reachCopy.notEnabled) : error;
      }),
    );
  };

  const footer = <FormFooter open={!done && !nothing && !notEnabled} formId={formId} busy={busy} sendLabel={reachCopy.shareSend} onClose={onClose} />;

  return (
    <Dialog open title={reachCopy.shareTitle} onClose={onClose} footer={footer}>
      {done ? (
        <Feedback $tone="success" role="status">{reachCopy.shared(target.exhibitorName)}</Feedback>
      ) : notEnabled ? (
        <Feedback $tone="danger" role="alert">{reachCopy.notEnabled}</Feedback>
      ) : nothing ? (
        <Feedback $tone="danger" role="alert">{reachCopy.shareNothing}</Feedback>
      ) : (
        <Form id={formId} onSubmit={submit} noValidate aria-label={reachCopy.shareTitle}>
          <Choices legend={reachCopy.shareWhat}>
            {phone && <Tick label={`${reachCopy.byPhone}: ${phone}`} checked={chosen.phone} onChange={(checked) => setChosen((now) => ({ ...now, phone: checked }))} />}
            {email && <Tick label={`${reachCopy.byEmail}: ${email}`} checked={chosen.email} onChange={(checked) => setChosen((now) => ({ ...now, email: checked }))} />}
            {errors.chosen && <ErrorText role="alert">{errors.chosen}</ErrorText>}
          </Choices>
          <Tick label={reachCopy.shareConsent(target.exhibitorName)} checked={consent} onChange={setConsent} error={errors.consent} />
          {submission.status === 'failed' && submission.error && <ErrorText role="alert">{submission.error}</ErrorText>}
        </Form>
      )}
    </Dialog>
  );
}
