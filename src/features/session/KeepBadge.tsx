// Mounted by the shell on every screen once the page is idle: the signed-in visitor's QR code
// (the badge the organisers scan at the venue) is kept on the device as soon as they sign in, so
// the profile shows it at a venue without a network even if it was never opened online.
import { selectUser } from '../../../machines';
import { useAuth } from '../../app/hooks';
import { safeUrl } from '../../security/safeUrl';
import { useStoredImage } from './useStoredImage';

export default function KeepBadge() {
  const user = useAuth(selectUser, null);
  useStoredImage(user ? safeUrl(user.qr_code, 'image') : null);
  return null;
}
