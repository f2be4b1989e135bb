import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { selectIsAuthenticated } from '../../machines';
import { useAppActor } from '../app/root';
import { useAuth, useGiftClaimActor } from '../app/hooks';
import { useLeaveRoute } from '../app/useLeaveRoute';
import { ScreenBoundary } from './ScreenBoundary';

// The dialog and Radix load only when a prize list arrives (or /popup-gift opens it).
const GiftDialog = lazy(() => import('./GiftDialog'));

/** The route that shows the dialog with the last pushed list (SPEC's /popup-gift). */
const GIFT_ROUTE_PATH = '/popup-gift';

/**
 * /popup-gift, from the URL alone: while it is the location and someone is signed in, the
 * dialog is asked to open (the root ignores the ask while it is open), and when the visitor
 * closes it the route leaves. Left with the dialog still up, nothing listens: closing it then
 * leaves nothing. The shell is never hidden behind a loading screen, so it sees every location.
 */
function useGiftRoute() {
  const actor = useAppActor();
  const authenticated = useAuth(selectIsAuthenticated, false);
  const [location] = useLocation();
  const leave = useLeaveRoute();
  const onGiftRoute = location === GIFT_ROUTE_PATH && authenticated;
  useEffect(() => {
    if (!onGiftRoute) return undefined;
    actor.send({ type: 'gift.open' });
    const closed = actor.on('gift.closed', leave);
    return () => closed.unsubscribe();
    // `leave` is a new function each render that does the same thing: not a new visit.
  }, [actor, onGiftRoute]);
}

/** Renders the gift dialog for exactly as long as the root actor keeps giftClaim alive. */
export function GiftDialogHost() {
  useGiftRoute();
  const actor = useGiftClaimActor();
  if (!actor) return null;
  return (
    <ScreenBoundary resetKey={actor.id}>
      <Suspense fallback={null}>
        <GiftDialog actor={actor} />
      </Suspense>
    </ScreenBoundary>
  );
}
