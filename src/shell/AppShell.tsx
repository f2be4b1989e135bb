import { lazy, Suspense } from 'react';
import { useCartQuantity, useVisitorName } from '../state/hooks';
import { GiftDialogHost } from './GiftDialogHost';
import { Shell } from './Shell';

// Not needed for the first screen: the banners (and the service worker code) load after it (issue 15).
const PwaBanner = lazy(() => import('../pwa').then((pwa) => ({ default: pwa.PwaBanner })));

/** The shell connected to the root actor: visitor initials, cart badge, prize dialog, PWA banner. */
export function AppShell() {
  const visitor = useVisitorName();
  const cartQuantity = useCartQuantity();
  return (
    <Shell
      visitor={visitor.authenticated ? { fullName: visitor.fullName, initials: visitor.initials } : null}
      cartQuantity={cartQuantity}
      banner={
        <Suspense fallback={null}>
          <PwaBanner />
        </Suspense>
      }
      overlay={<GiftDialogHost />}
    />
  );
}
