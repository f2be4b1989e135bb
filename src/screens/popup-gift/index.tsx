// /popup-gift: opens the gift dialog with the last pushed prize list. The dialog itself is
// the shell's (GiftDialogHost), so it behaves exactly as when a list arrives in real time.
// The visit's bookkeeping lives in the root's gift region (context.giftRoute): the route
// sends `gift.open` when it is shown and `gift.routeLeft` when it is left, and leaves once
// the root says the dialog it opened has closed ('done').
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { selectGiftRoute, selectIsAuthenticated, selectIsGiftOpen } from '../../../machines';
import { gift as giftCopy } from '../../copy/gift';
import { LoginPrompt } from '../../components/AuthGate';
import { LoadingState } from '../../components/Spinner';
import { useAppActor, useAppSelector } from '../../state/app';
import { useLeaveRoute } from '../../state/useLeaveRoute';
import { useAppSend, useAuth, useAuthStatus } from '../../state/hooks';

const ROUTE_PATH = '/popup-gift';

export default function PopupGiftScreen() {
  const actor = useAppActor();
  const send = useAppSend();
  const status = useAuthStatus();
  const authenticated = useAuth(selectIsAuthenticated, false);
  // Subscribed so that a change while this screen was away re-renders it on coming back.
  useAppSelector(selectGiftRoute);
  useAppSelector(selectIsGiftOpen);
  const leave = useLeaveRoute();
  const [location] = useLocation();
  // While the next screen's chunk loads, React keeps this screen mounted (hidden); coming back
  // then reuses it. So "this visit" is tied to the location, not to mounting.
  const here = location === ROUTE_PATH;

  // The visit's steps, from the root's current state (not this render's copy). No dependency
  // list: React may keep this screen hidden while the next one loads and reuse it on coming
  // back with unchanged values; the root's state makes every extra run a no-op.
  useEffect(() => {
    const route = actor.getSnapshot().context.giftRoute;
    if (!here) {
      if (route !== 'idle') send({ type: 'gift.routeLeft' });
      return;
    }
    if (!authenticated) return;
    if (route === 'done') {
      // The dialog this visit opened has closed (close icon, or OK after a claim): leave.
      send({ type: 'gift.routeLeft' });
      leave();
    } else if (route === 'idle') {
      // Also when the dialog is already up (a push, or a visit left with it open): this visit
      // adopts it, and leaves once it closes.
      send({ type: 'gift.open' });
    }
  });
  // Leaving the route for good (unmounted, not just hidden) ends the visit, so a dialog left
  // open behind it does not make the next visit leave at once.
  useEffect(
    () => () => {
      if (actor.getSnapshot().context.giftRoute !== 'idle') send({ type: 'gift.routeLeft' });
    },
    [actor, send],
  );

  if (status === 'restoring') return <LoadingState />;
  if (!authenticated) {
    return (
      <LoginPrompt headingLevel="h1" title={giftCopy.signedOutTitle} hint={giftCopy.signedOutHint} />
    );
  }
  return <h1 className="visually-hidden">{giftCopy.title}</h1>;
}
