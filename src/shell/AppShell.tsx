import { lazy, Suspense } from 'react';
import { PwaBanner } from '../pwa';
import { useCartQuantity, useVisitorName } from '../state/hooks';
import { GiftDialogHost } from './GiftDialogHost';
import { SessionNotice } from './SessionNotice';
import { Shell } from './Shell';

// Reminders are not needed for the first paint: their banner and clock arrive just after it.
const ReminderBanner = lazy(() => import('../components/ReminderBanner').then((module) => ({ default: module.ReminderBanner })));

/** The shell connected to the root actor: visitor initials, cart badge, prize dialog, PWA banner. */
export function AppShell() {
  const visitor = useVisitorName();
  const cartQuantity = useCartQuantity();
  return (
    <Shell
      visitor={visitor.authenticated ? { fullName: visitor.fullName, initials: visitor.initials } : null}
      cartQuantity={cartQuantity}
      banner={
        <>
          <PwaBanner />
          <SessionNotice />
          <Suspense fallback={null}>
            <ReminderBanner />
          </Suspense>
        </>
      }
      overlay={<GiftDialogHost />}
    />
  );
}
