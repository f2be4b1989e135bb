import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { whenIdleAfterLoad } from '../lib/idle';
import { selectCartQuantity, selectIsAuthenticated, selectIsOrganiser, selectPrizesUnreachable, selectSessionExpired, selectUnclaimedPrizeCount } from '../../machines';
import { onSignedOutElsewhere } from '../adapters/logoutEverywhere';
import { useAppSelector } from '../app/root';
import { useAppSend, useAuth, useCart, useVisitorName } from '../app/hooks';
import { GiftDialogHost } from './GiftDialogHost';
import { textOr } from '../lib/labels';
import { copy } from '../copy';
import { Shell } from './Shell';
import { FloatingBanners } from '../components/FloatingBanners';

// Not needed for the first screen: the PWA banners (and the service worker code), the
// reminder banner, the sender of stamps left waiting on the device and the keeper of the
// visitor's QR code load once the page has loaded and is idle; a reminder is due minutes later,
// never at first paint.
const PwaBanner = lazy(() => import('../pwa').then((pwa) => ({ default: pwa.PwaBanner })));
const SessionNotice = lazy(() => import('./SessionNotice'));
const LanguageOffer = lazy(() => import('./LanguageOffer'));
const ReminderBanner = lazy(() => import('./ReminderBanner').then((module) => ({ default: module.ReminderBanner })));
const LateTasks = lazy(() => import('./LateTasks'));

/** The shell connected to the root actor: visitor initials, cart badge, prize dialog, PWA and reminder banners. */
export function AppShell() {
  const visitor = useVisitorName();
  const cartQuantity = useCart(selectCartQuantity, 0);
  const unclaimedPrizes = useAppSelector(selectUnclaimedPrizeCount);
  const prizesUnreachable = useAppSelector(selectPrizesUnreachable);
  const organiser = useAuth(selectIsOrganiser, false);
  const send = useAppSend();
  const expired = useAuth(selectSessionExpired, false);
  const authenticated = useAuth(selectIsAuthenticated, false);
  // Another tab's logout signed this one out: said until dismissed or the visitor signs in again.
  const [signedOutElsewhere, setSignedOutElsewhere] = useState(false);
  useEffect(() => onSignedOutElsewhere(() => setSignedOutElsewhere(true)), []);
  useEffect(() => {
    if (authenticated) setSignedOutElsewhere(false);
  }, [authenticated]);
  const elsewhere = signedOutElsewhere && !authenticated;
  return (
    <Shell
      visitor={visitor.authenticated ? { fullName: textOr(visitor.fullName, copy.common.visitor), initials: textOr(visitor.initials, copy.common.visitor[0]!) } : null}
      cartQuantity={cartQuantity}
      prizes={{ unclaimed: unclaimedPrizes, unreachable: prizesUnreachable, onOpen: () => send({ type: 'user.openPrizes' }) }}
      organiser={organiser}
      banner={
        <>
          <LateBanners />
          {(expired || elsewhere) && (
            <Suspense fallback={null}>
              <SessionNotice
                reason={expired ? 'expired' : 'elsewhere'}
                onDismiss={() => (expired ? send({ type: 'user.dismissSessionNotice' }) : setSignedOutElsewhere(false))}
              />
            </Suspense>
          )}
        </>
      }
      overlay={<GiftDialogHost />}
    />
  );
}

/** The banners and the stamp sender, once the page has loaded and is idle: only this part renders then. */
function LateBanners() {
  const [wanted, setWanted] = useState(false);
  // A transition: their first render yields to a tap like the first screen's did.
  useEffect(() => whenIdleAfterLoad(() => startTransition(() => setWanted(true))), []);
  if (!wanted) return null;
  return (
    <>
      <Suspense fallback={null}>
        <FloatingBanners>
          <LanguageOffer />
          <PwaBanner />
          <ReminderBanner />
        </FloatingBanners>
      </Suspense>
      {/* Its own boundary: it shows nothing, so its chunk never holds the banners back. */}
      <Suspense fallback={null}>
        <LateTasks />
      </Suspense>
    </>
  );
}
