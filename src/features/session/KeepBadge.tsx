// Mounted by the shell on every screen once the page is idle: the signed-in visitor's QR code
// (the badge the organisers scan at the venue) is kept on the device as soon as they sign in, so
// the profile shows it at a venue without a network even if it was never opened online.
import { useEffect } from 'react';
import { selectUser } from '../../../machines';
import { storedImage } from '../../adapters/visitorStore';
import { useAuth } from '../../app/hooks';
import { safeUrl } from '../../security/safeUrl';

export default function KeepBadge() {
  const user = useAuth(selectUser, null);
  const url = user ? safeUrl(user.qr_code, 'image') : null;
  // Reads the kept copy, or fetches and keeps it: nothing to show here.
  useEffect(() => {
    if (url) void storedImage(url);
  }, [url]);
  return null;
}
