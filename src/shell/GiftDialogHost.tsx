import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { selectIsAuthenticated } from '../../machines';
import { useAppActor } from '../app/root';
import { useAuth, useGiftClaimActor, type GiftClaimActorRef } from '../app/hooks';
import { useLeaveRoute } from '../app/useLeaveRoute';
import { ScreenBoundary } from './ScreenBoundary';

// The dialog and Radix load only when a prize list arrives (or /popup-gift opens it).
const GiftDialog = lazy(() => import('./GiftDialog'));

/** The route that shows the dialog with the last pushed list (SPEC's /popup-gift). */
const GIFT_ROUTE_PATH = '/popup-gift';

/**
 * /popup-gift, from the URL alone: while it is the location and someone is signed in, the
 * dialog is asked to open (the root ignores the ask while it is open), and when the visitor
 * closes it the route leaves. Back leaves the route and closes the dialog with it (the page Back
 * went to stays). Left any other way with the dialog still up, nothing listens: closing it then
 * leaves nothing. The shell is never hidden behind a loading screen, so it sees every location.
 * True while the dialog is the route's.
 */
function useGiftRoute(giftClaim: GiftClaimActorRef | undefined): boolean {
  const actor = useAppActor();
  const authenticated = useAuth(selectIsAuthenticated, false);
  const [location] = useLocation();
  const leave = useLeaveRoute();
  const onGiftRoute = location === GIFT_ROUTE_PATH && authenticated;
  const dialog = useRef(giftClaim);
  useEffect(() => {
    dialog.current = giftClaim;
  }, [giftClaim]);
  useEffect(() => {
    if (!onGiftRoute) return undefined;
    actor.send({ type: 'gift.open' });
    const closed = actor.on('gift.closed', leave);
    const closeOnBack = () => {
      if (window.location.pathname === GIFT_ROUTE_PATH) return;
      closed.unsubscribe();
      dialog.current?.send({ type: 'user.closeGift' });
    };
    window.addEventListener('popstate', closeOnBack);
    return () => {
      closed.unsubscribe();
      window.removeEventListener('popstate', closeOnBack);
    };
    // `leave` is a new function each render that does the same thing: not a new visit.
  }, [actor, onGiftRoute]);
  return onGiftRoute;
}

/** Renders the gift dialog for exactly as long as the root actor keeps giftClaim alive. */
export function GiftDialogHost() {
  const actor = useGiftClaimActor();
  const onGiftRoute = useGiftRoute(actor);
  if (!actor) return null;
  return (
    <ScreenBoundary resetKey={actor.id}>
      <Suspense fallback={null}>
        <GiftDialog actor={actor} closesOnBack={!onGiftRoute} />
      </Suspense>
    </ScreenBoundary>
  );
}
