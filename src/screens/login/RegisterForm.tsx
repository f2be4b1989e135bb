import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { RegistrationForm } from '../../../machines';
import { login as loginCopy } from '../../copy/login';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { Form, FormError, FormNote } from './parts';

/** The terms on a page of their own (the /popup-tnc route); here they open in a dialog. */
const TERMS_PATH = '/popup-tnc';

// Radix loads only if the visitor opens the terms.
const TermsDialog = lazy(() => import('../../components/TermsDialog'));

type Field = keyof RegistrationForm;

/** Read at render time: a language switch rewrites the copy tables. */
const fields = (): readonly { name: Field; label: string; autoComplete: string; hint?: string }[] => [
  { name: 'name', label: loginCopy.nameLabel, autoComplete: 'name' },
  { name: 'agency', label: loginCopy.agencyLabel, autoComplete: 'organization' },
  { name: 'unit', label: loginCopy.unitLabel, autoComplete: 'organization-title', hint: loginCopy.unitHint },
  { name: 'salesman', label: loginCopy.salesmanLabel, autoComplete: 'off', hint: loginCopy.salesmanHint },
];

const Agreement = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  input { width: 22px; height: 22px; accent-color: ${({ theme }) => theme.color.brand}; }
`;

/**
 * "Saya menyetujui syarat dan ketentuan" as one sentence: plain inline text, so on a narrow
 * phone the link wraps like the words around it instead of taking a line of its own.
 */
const AgreementSentence = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]}px 0;
  line-height: 1.6;
  label { display: inline; cursor: pointer; }
  input { vertical-align: middle; margin: 0 ${({ theme }) => theme.space[2]}px 0 0; }
`;

/** A real link to the terms' own page; a plain click opens them here, over the form. */
const TermsLink = styled.a`
  color: ${({ theme }) => theme.color.brand};
  text-decoration: underline;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const AgreementError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export interface RegisterFormProps {
  initialForm: RegistrationForm;
  busy: boolean;
  serverError: string | null;
  onSubmit(form: RegistrationForm): void;
}

type Errors = Partial<Record<Field | 'agreement', string>>;

function validate(form: RegistrationForm, agreed: boolean): Errors {
  const errors: Errors = {};
  for (const field of fields()) {
    if (form[field.name].trim() === '') errors[field.name] = loginCopy.required(field.label);
  }
  if (!agreed) errors.agreement = loginCopy.termsRequired;
  return errors;
}

/** Registration: name, agency, unit, salesman + terms (the SDK adds the fixed values). */
export function RegisterForm({ initialForm, busy, serverError, onSubmit }: RegisterFormProps) {
  const [form, setForm] = useState<RegistrationForm>(initialForm);
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [termsOpen, setTermsOpen] = useState(false);
  const agreementErrorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(form, agreed);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({ name: form.name.trim(), agency: form.agency.trim(), unit: form.unit.trim(), salesman: form.salesman.trim() });
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={loginCopy.tabRegister}>
      {fields().map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          name={field.name}
          autoComplete={field.autoComplete}
          hint={field.hint}
          value={form[field.name]}
          onChange={(event) => {
            const value = event.target.value;
            setForm((current) => ({ ...current, [field.name]: value }));
            // A field's error goes as soon as the field is valid, not at the next "Daftar".
            if (value.trim() !== '') setErrors(({ [field.name]: _valid, ...rest }) => rest);
          }}
          error={errors[field.name]}
          required
        />
      ))}
      <Agreement>
        <AgreementSentence>
          <label>
            <input
              type="checkbox"
              checked={agreed}
              onChange={(event) => {
                setAgreed(event.target.checked);
                if (event.target.checked) setErrors(({ agreement: _agreed, ...rest }) => rest);
              }}
              aria-invalid={errors.agreement ? true : undefined}
              aria-describedby={errors.agreement ? agreementErrorId : undefined}
            />
            <span>{loginCopy.termsAgree}</span>
          </label>
          {' '}
          <TermsLink
            href={TERMS_PATH}
            onClick={(event) => {
              event.preventDefault();
              setTermsOpen(true);
            }}
          >
            {loginCopy.termsLink}
          </TermsLink>
        </AgreementSentence>
        {errors.agreement && <AgreementError id={agreementErrorId}>{errors.agreement}</AgreementError>}
      </Agreement>
      {serverError && !busy && <FormError>{serverError}</FormError>}
      <Button type="submit" block busy={busy}>
        {busy ? loginCopy.submitting : loginCopy.submitRegister}
      </Button>
      {busy && <FormNote>{loginCopy.registeringNote}</FormNote>}
      {termsOpen && (
        <Suspense fallback={null}>
          <TermsDialog
            open
            onClose={() => setTermsOpen(false)}
            onAccept={() => {
              setAgreed(true);
              setErrors(({ agreement: _accepted, ...rest }) => rest);
              setTermsOpen(false);
            }}
          />
        </Suspense>
      )}
    </Form>
  );
}
