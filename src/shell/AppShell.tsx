import { PwaBanner } from '../pwa';
import { ReminderBanner } from '../components/ReminderBanner';
import { useCartQuantity, useVisitorName } from '../state/hooks';
import { GiftDialogHost } from './GiftDialogHost';
import { SessionNotice } from './SessionNotice';
import { Shell } from './Shell';

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
          <ReminderBanner />
        </>
      }
      overlay={<GiftDialogHost />}
    />
  );
}
