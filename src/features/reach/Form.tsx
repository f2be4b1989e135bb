// The parts the reach dialogs share: a form's column, a multi-line field, a consent box and a
// group of choices, each labelled and 44 px tall to tap, with its error tied to it.
import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { copy } from '../../copy';
import { reach as reachCopy } from '../../copy/reach';
import { Button } from '../../components/Button';

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  p { margin: 0; }
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  label, legend { font-weight: ${({ theme }) => theme.font.weight.medium}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const Area = styled.textarea<{ $invalid: boolean }>`
  min-height: 6rem;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.line)};
  border-radius: ${({ theme }) => theme.radius.sm};
  font: inherit;
  resize: vertical;
  &:focus { border-color: ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.brand)}; }
`;

export const Hint = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export function TextArea({ label, hint, error, ...props }: { label: string; hint?: string; error?: string | null } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Area id={id} $invalid={Boolean(error)} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Field>
  );
}

const Box = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: flex-start;
  min-height: 44px;
  cursor: pointer;
  input { flex: none; width: 24px; height: 24px; margin: 10px 0 0; accent-color: ${({ theme }) => theme.color.brand}; }
  span { padding-top: 10px; }
`;

/** A box to tick (a consent, one of several contacts), its label beside it. */
export function Tick({ label, checked, onChange, error, type = 'checkbox', name }: { label: ReactNode; checked: boolean; onChange(checked: boolean): void; error?: string | null; type?: 'checkbox' | 'radio'; name?: string }) {
  const id = useId();
  return (
    <div>
      <Box>
        <input type={type} name={name} checked={checked} onChange={(event) => onChange(event.target.checked)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        <span>{label}</span>
      </Box>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </div>
  );
}

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  legend { padding: 0; margin-bottom: ${({ theme }) => theme.space[1]}px; font-weight: ${({ theme }) => theme.font.weight.medium}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

/** Choices under one heading (a fieldset and its legend). */
export function Choices({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Group>
      <legend>{legend}</legend>
      {children}
    </Group>
  );
}

/** A dialog's buttons: "Batal" and the form's send while it can be sent, else "Tutup" alone. */
export function FormFooter({ open, formId, busy, sendLabel, onClose }: { open: boolean; formId: string; busy: boolean; sendLabel: string; onClose(): void }) {
  if (!open) return <Button onClick={onClose}>{copy.common.close}</Button>;
  return (
    <>
      <Button variant="ghost" onClick={onClose}>{copy.common.cancel}</Button>
      <Button type="submit" form={formId} busy={busy}>{busy ? reachCopy.sending : sendLabel}</Button>
    </>
  );
}
