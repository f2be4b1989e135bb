// /popup-gift: opens the gift dialog with the last pushed prize list. The dialog itself is
// the shell's (GiftDialogHost), so it behaves exactly as when a list arrives in real time.
import { useEffect, useRef } from 'react';
import { selectIsAuthenticated } from '../../../machines';
import { copy } from '../../copy';
import { EmptyState } from '../../components/EmptyState';
import { LinkButton } from '../../components/LinkButton';
import { LoadingState } from '../../components/Spinner';
import { useLeaveRoute } from '../../shell/useLeaveRoute';
import { useAppSend, useAuth, useAuthStatus, useIsGiftOpen } from '../../state/hooks';

export default function PopupGiftScreen() {
  const send = useAppSend();
  const status = useAuthStatus();
  const authenticated = useAuth(selectIsAuthenticated, false);
  const open = useIsGiftOpen();
  const leave = useLeaveRoute();
  const opened = useRef(false);

  useEffect(() => {
    if (!authenticated || opened.current) return;
    opened.current = true;
    send({ type: 'gift.open' });
  }, [authenticated, send]);

  // Once the dialog has been open, closing it (close icon, or OK after a claim) leaves the route.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) leave();
  }, [open, leave]);

  if (status === 'restoring') return <LoadingState />;
  if (!authenticated) {
    return (
      <EmptyState
        headingLevel="h1"
        title={copy.profile.notLoggedIn}
        description={copy.profile.notLoggedInHint}
        action={<LinkButton href="/login">{copy.shell.login}</LinkButton>}
      />
    );
  }
  return <h1 className="visually-hidden">{copy.gift.title}</h1>;
}
