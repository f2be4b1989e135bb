// Loaded on demand by the profile screen (Radix stays out of the route until it is needed).
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { User } from '../../../machines';
import { copy } from '../../copy';
import { login as loginCopy } from '../../copy/login';
import { profile as profileCopy } from '../../copy/profile';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/TextField';

type Editable = 'name' | 'email' | 'phone' | 'agency' | 'unit' | 'salesman';

/** Read at render time: a language switch rewrites the copy tables. */
const fields = (): readonly { name: Editable; label: string; type?: string; autoComplete: string }[] => [
  { name: 'name', label: loginCopy.nameLabel, autoComplete: 'name' },
  { name: 'email', label: profileCopy.email, type: 'email', autoComplete: 'email' },
  { name: 'phone', label: profileCopy.phone, type: 'tel', autoComplete: 'tel' },
  { name: 'agency', label: profileCopy.agency, autoComplete: 'organization' },
  { name: 'unit', label: profileCopy.unit, autoComplete: 'organization-title' },
  { name: 'salesman', label: profileCopy.salesman, autoComplete: 'off' },
];

const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const ServerError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export interface EditDetailsDialogProps {
  user: User;
  /** The visitor's full name (without the '*' star marks, which are kept on save). */
  fullName: string;
  busy: boolean;
  serverError: string | null;
  /** Details typed before the session ended (401), shown instead of the saved ones. */
  kept?: Partial<User> | null;
  onSave(details: Partial<User>): void;
  onClose(): void;
}

export default function EditDetailsDialog({ user, fullName, busy, serverError, kept = null, onSave, onClose }: EditDetailsDialogProps) {
  const displayName = user.name ?? '';
  const stars = displayName.slice(displayName.indexOf('*') === -1 ? displayName.length : displayName.indexOf('*'));
  const [values, setValues] = useState<Record<Editable, string>>(() => ({
    // The kept name was sent with the stars appended; the field shows it without them.
    name: typeof kept?.name === 'string'
      ? kept.name.endsWith(stars) ? kept.name.slice(0, kept.name.length - stars.length) : kept.name
      : fullName,
    email: kept?.email ?? user.email ?? '',
    phone: kept?.phone ?? user.phone ?? '',
    agency: kept?.agency ?? user.agency ?? '',
    unit: kept?.unit ?? user.unit ?? '',
    salesman: kept?.salesman ?? user.salesman ?? '',
  }));
  const [nameMissing, setNameMissing] = useState(false);
  const formId = 'edit-details-form';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = values.name.trim() === '';
    setNameMissing(missing);
    if (missing) return;
    // The stars are earned, not typed: they stay appended to the edited name.
    onSave({ ...values, name: values.name.trim() + stars });
  };

  return (
    <Dialog
      open
      title={profileCopy.editTitle}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>{copy.common.cancel}</Button>
          <Button type="submit" form={formId} busy={busy}>{busy ? profileCopy.saving : copy.common.save}</Button>
        </>
      }
    >
      <Fields id={formId} onSubmit={submit} noValidate>
        {fields().map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
            error={field.name === 'name' && nameMissing ? loginCopy.required(field.label) : null}
          />
        ))}
        {serverError && !busy && <ServerError role="alert">{serverError}</ServerError>}
      </Fields>
    </Dialog>
  );
}
