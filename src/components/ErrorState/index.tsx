import styled from 'styled-components';
import { useLocation } from 'wouter';
import { copy } from '../../copy';
import { AGENDA_PATH, HOME_PATH } from '../../lib/paths';
import { Button } from '../Button';
import { EmptyState, StateBox } from '../EmptyState';
import { LinkButton } from '../LinkButton';

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

/** Where a visitor goes on from something that does not exist: the list it would have been in. */
function leadOn(path: string): { href: string; label: string } {
  const words = copy.common.missing;
  if (path.startsWith('/products')) return { href: '/products', label: words.toProducts };
  if (path.startsWith('/live-stream') || path.startsWith(AGENDA_PATH)) return { href: AGENDA_PATH, label: words.toAgenda };
  return { href: HOME_PATH, label: words.toHome };
}

/**
 * The platform answered that what the address names does not exist (an exhibitor or session
 * removed, a mistyped link): said calmly, with the way on instead of a pointless "Coba lagi".
 */
export function MissingState() {
  const [path] = useLocation();
  const { href, label } = leadOn(path);
  return <EmptyState title={copy.common.missing.title} description={copy.common.missing.description} action={<LinkButton href={href} $variant="secondary">{label}</LinkButton>} />;
}
