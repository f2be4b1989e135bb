// What needs a signed-in visitor (the cart, orders, rooms, streams, the profile, the gift
// popup) sits behind this gate: a spinner while the session is restored, a clear prompt with
// a link to /login when anonymous.
import type { ReactNode } from 'react';
import { copy } from '../../../copy';
import { EmptyState } from '../../../components/EmptyState';
import { LinkButton } from '../../../components/LinkButton';
import { LoadingState } from '../../../components/Spinner';
import { selectAuthStatus } from '../../../../machines';
import { useAuth } from '../../../app/hooks';

export interface LoginPromptProps {
  /** What signing in unlocks. */
  hint: string;
  title?: string;
  /** h1 when the prompt is the whole page. */
  headingLevel?: 'h1' | 'h2';
}

export function LoginPrompt({ hint, title = copy.access.loginTitle, headingLevel }: LoginPromptProps) {
  return (
    <EmptyState
      headingLevel={headingLevel}
      title={title}
      description={hint}
      action={<LinkButton href="/login">{copy.access.loginLink}</LinkButton>}
    />
  );
}

/**
 * Renders `children` only for a signed-in visitor; otherwise the spinner or the prompt. A
 * logout or a 401 shows the prompt at once: the session is forgotten before storage is cleared.
 */
export function AuthGate({ children, ...prompt }: LoginPromptProps & { children: ReactNode }) {
  const status = useAuth(selectAuthStatus, 'restoring');
  if (status === 'restoring') return <LoadingState label={copy.access.checking} />;
  if (status === 'anonymous') return <LoginPrompt {...prompt} />;
  return <>{children}</>;
}
