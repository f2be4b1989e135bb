import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { copy } from '../../copy';
import { AGENDA_PATH } from '../../lib/paths';
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

/**
 * Where a visitor goes on from a thing the address names that does not exist: the list it would
 * have been in. Null where the address names no one thing (a list the platform does not offer
 * answers 404 too, and is a failure to say as one).
 */
function leadOn(path: string, search: string): { href: string; label: string } | null {
  const words = copy.common.missing;
  if (path === '/products' && /(^|&)(exhibitor|product|booth)=/.test(search)) return { href: '/products', label: words.toProducts };
  if (path.startsWith('/live-stream/')) return { href: AGENDA_PATH, label: words.toAgenda };
  return null;
}

/**
 * The platform answered that what the address names does not exist (an exhibitor or session
 * removed, a mistyped link): said calmly, with the way on instead of a pointless "Coba lagi".
 * Anywhere else a 404 is the failure it says.
 */
export function MissingState(props: ErrorStateProps) {
  const [path] = useLocation();
  const way = leadOn(path, useSearch());
  if (!way) return <ErrorState {...props} />;
  return <EmptyState title={copy.common.missing.title} description={copy.common.missing.description} action={<LinkButton href={way.href} $variant="secondary">{way.label}</LinkButton>} />;
}
