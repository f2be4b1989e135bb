// "Lupa kode? Kirim kode saya": the invitation code is the only key to an account, so a visitor
// who lost it asks for it by the email or phone kept with the account (POST /api/auth/send-code,
// x-assumed). The answer never says whether the address is known. A platform without the call
// (SPEC's) answers 404: then the page says where the code is asked for instead.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError } from '@pameran/sdk';
import { calls as accountCalls, type SendCodeTo } from '@pameran/sdk/calls/account';
import { errorMessage } from '../../../machines';
import { login as loginCopy } from '../../copy/login';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useApi } from '../../data/api';
import { Form, FormError, FormNote } from './parts';

const Intro = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

type Step = { kind: 'asking' } | { kind: 'sending' } | { kind: 'sent'; to: string } | { kind: 'failed'; message: string } | { kind: 'notEnabled' };

/** What was typed, as the call's body: an email when it has an @, a phone otherwise. */
export function sendCodeTo(typed: string): SendCodeTo {
  const value = typed.trim();
  return value.includes('@') ? { email: value } : { phone: value };
}

export function SendCode() {
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  const [missing, setMissing] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'asking' });

  if (!open) {
    return (
      <Button variant="ghost" block onClick={() => setOpen(true)}>
        {loginCopy.forgotCode}
      </Button>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = address.trim();
    setMissing(typed === '');
    if (typed === '') return;
    setStep({ kind: 'sending' });
    try {
      await api.extend(accountCalls).sendCode(sendCodeTo(typed));
      setStep({ kind: 'sent', to: typed });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'http' && error.status === 404) setStep({ kind: 'notEnabled' });
      else setStep({ kind: 'failed', message: errorMessage(error) });
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label={loginCopy.sendCodeTitle}>
      <Intro>{loginCopy.sendCodeIntro}</Intro>
      <TextField
        label={loginCopy.sendCodeLabel}
        hint={loginCopy.sendCodeHint}
        name="recovery"
        autoComplete="email"
        inputMode="email"
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        error={missing ? loginCopy.sendCodeRequired : null}
      />
      {step.kind === 'sent' && <FormNote>{loginCopy.sendCodeSent(step.to)}</FormNote>}
      {step.kind === 'failed' && <FormError>{step.message}</FormError>}
      {step.kind === 'notEnabled' && <FormError>{loginCopy.sendCodeNotEnabled}</FormError>}
      <Button type="submit" variant="secondary" block busy={step.kind === 'sending'}>
        {step.kind === 'sending' ? loginCopy.submitting : loginCopy.sendCodeSubmit}
      </Button>
    </Form>
  );
}
