// What needs a signed-in visitor (the cart, orders, rooms, streams) sits behind this gate:
// a spinner while the session is restored, a clear prompt with a link to /login when anonymous.
import type { ReactNode } from 'react';
import { copy } from '../../copy';
import { EmptyState } from '../../components/EmptyState';
import { LinkButton } from '../../components/LinkButton';
import { LoadingState } from '../../components/Spinner';
import { useAuthStatus } from '../../state/hooks';

export function LoginPrompt({ hint }: { hint: string }) {
  return (
    <EmptyState
      title={copy.access.loginTitle}
      description={hint}
      action={<LinkButton href="/login">{copy.access.loginLink}</LinkButton>}
    />
  );
}

/** Renders `children` only for a signed-in visitor; `hint` says what signing in unlocks. */
export function AuthGate({ hint, children }: { hint: string; children: ReactNode }) {
  const status = useAuthStatus();
  if (status === 'restoring') return <LoadingState label={copy.access.checking} />;
  if (status === 'anonymous') return <LoginPrompt hint={hint} />;
  return <>{children}</>;
}
