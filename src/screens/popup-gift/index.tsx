// /popup-gift: the gift dialog with the last pushed prize list. The dialog and the route's
// opening and leaving are the shell's (GiftDialogHost), which follows the URL; this screen is
// what stands behind the dialog: its title, or a sign-in prompt.
import { selectIsAuthenticated } from '../../../machines';
import { gift as giftCopy } from '../../copy/gift';
import { LoginPrompt } from '../../features/session/AuthGate';
import { LoadingState } from '../../components/Spinner';
import { useAuth, useAuthStatus } from '../../app/hooks';

export default function PopupGiftScreen() {
  const status = useAuthStatus();
  const authenticated = useAuth(selectIsAuthenticated, false);
  if (status === 'restoring') return <LoadingState />;
  if (!authenticated) {
    return (
      <LoginPrompt headingLevel="h1" title={giftCopy.signedOutTitle} hint={giftCopy.signedOutHint} />
    );
  }
  return <h1 className="visually-hidden">{giftCopy.title}</h1>;
}
