import { useState, type FormEvent } from 'react';
import { login as loginCopy } from '../../copy/login';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { Form } from './parts';

export interface CodeFormProps {
  initialCode: string;
  busy: boolean;
  /** The server's message from the last code login, shown under the field. */
  serverError: string | null;
  onSubmit(code: string): void;
}

/** Login with an invitation code (POST /api/auth/invitation; the SDK adds force=1). */
export function CodeForm({ initialCode, busy, serverError, onSubmit }: CodeFormProps) {
  const [code, setCode] = useState(initialCode);
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    setMissing(trimmed === '');
    if (trimmed !== '') onSubmit(trimmed);
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={loginCopy.tabCode}>
      <TextField
        label={loginCopy.codeLabel}
        hint={loginCopy.codeHint}
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={missing ? loginCopy.codeRequired : busy ? null : serverError}
      />
      <Button type="submit" block busy={busy}>
        {busy ? loginCopy.submitting : loginCopy.submitCode}
      </Button>
    </Form>
  );
}
