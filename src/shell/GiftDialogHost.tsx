import { lazy, Suspense } from 'react';
import { useGiftClaimActor } from '../state/hooks';
import { ScreenBoundary } from './ScreenBoundary';

// The dialog and Radix load only when a prize list arrives (or /popup-gift opens it).
const GiftDialog = lazy(() => import('../components/GiftDialog'));

/** Renders the gift dialog for exactly as long as the root actor keeps giftClaim alive. */
export function GiftDialogHost() {
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
