import styled from 'styled-components';
import { copy } from '../../copy';
import { Button } from '../Button';
import { StateBox } from '../EmptyState';

const ErrorBox = styled(StateBox)`
  h2 { color: ${({ theme }) => theme.color.danger}; }
`;

export interface ErrorStateProps {
  /** The server's or network's message, already readable; falls back to a generic line. */
  message?: string | null;
  title?: string;
  onRetry?: () => void;
}

/** A failed load: what went wrong and a way to try again. Announced politely. */
export function ErrorState({ message, title = copy.common.errorTitle, onRetry }: ErrorStateProps) {
  return (
    <ErrorBox role="alert">
      <h2>{title}</h2>
      <p>{message || copy.machineMessages.genericError}</p>
      {onRetry && <Button variant="secondary" onClick={onRetry}>{copy.common.retry}</Button>}
    </ErrorBox>
  );
}
