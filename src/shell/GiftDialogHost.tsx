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
 * closes it the route leaves. The route is the dialog: left with the dialog still up (Back, as a
 * phone's visitor closes a dialog), the dialog closes too, and the page left to stays. The shell
 * is never hidden behind a loading screen, so it sees every location. True while the dialog is
 * the route's.
 */
function useGiftRoute(giftClaim: GiftClaimActorRef | undefined): boolean {
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
  }, [actor, onGiftRoute, leave]);
  const dialog = useRef(giftClaim);
  useEffect(() => {
    dialog.current = giftClaim;
  }, [giftClaim]);
  const wasOnGiftRoute = useRef(onGiftRoute);
  useEffect(() => {
    // After the effect above has stopped listening: closing here does not leave the page again.
    if (wasOnGiftRoute.current && !onGiftRoute && dialog.current?.getSnapshot().status === 'active') dialog.current.send({ type: 'user.closeGift' });
    wasOnGiftRoute.current = onGiftRoute;
  }, [onGiftRoute]);
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
