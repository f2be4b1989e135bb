// /popup-gift: opens the gift dialog with the last pushed prize list. The dialog itself is
// the shell's (GiftDialogHost), so it behaves exactly as when a list arrives in real time.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { selectIsAuthenticated } from '../../../machines';
import { copy } from '../../copy';
import { LoginPrompt } from '../../components/AuthGate';
import { LoadingState } from '../../components/Spinner';
import { useLeaveRoute } from '../../state/useLeaveRoute';
import { useAppSend, useAuth, useAuthStatus, useIsGiftOpen } from '../../state/hooks';

const ROUTE_PATH = '/popup-gift';

export default function PopupGiftScreen() {
  const send = useAppSend();
  const status = useAuthStatus();
  const authenticated = useAuth(selectIsAuthenticated, false);
  const open = useIsGiftOpen();
  const leave = useLeaveRoute();
  const [location] = useLocation();
  // While the next screen's chunk loads, React keeps this screen mounted (hidden); coming back
  // then reuses it. So "this visit" is tied to the location, not to mounting.
  const here = location === ROUTE_PATH;
  const visit = useRef({ opened: false, wasOpen: false });

  // No dependency list: a reused instance may come back with unchanged values, and the ref
  // check makes every other run a no-op.
  useEffect(() => {
    if (!here) {
      visit.current = { opened: false, wasOpen: false };
      return;
    }
    if (!authenticated || visit.current.opened) return;
    visit.current.opened = true;
    send({ type: 'gift.open' });
  });

  // Once the dialog has been open, closing it (close icon, or OK after a claim) leaves the route.
  useEffect(() => {
    if (!here) return;
    if (open) visit.current.wasOpen = true;
    else if (visit.current.wasOpen) {
      visit.current = { opened: false, wasOpen: false };
      leave();
    }
  }, [here, open, leave]);

  if (status === 'restoring') return <LoadingState />;
  if (!authenticated) {
    return (
      <LoginPrompt headingLevel="h1" title={copy.profile.notLoggedIn} hint={copy.profile.notLoggedInHint} />
    );
  }
  return <h1 className="visually-hidden">{copy.gift.title}</h1>;
}
