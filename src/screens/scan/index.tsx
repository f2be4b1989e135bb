// /scan ("Pindai"): the app's own booth QR scanner. In a browser the camera opens through
// getUserMedia (WebScanner); in the native app the native scanner does (NativeScanner), unless
// the app has none. Either way a code that is one of our booths' addresses opens that booth
// (with its stamp), anything else is said to be not ours and never opened, and typing the booth
// code is always offered, which is all there is when the camera is refused or missing.
import { useCallback, useState } from 'react';
import { DEEP_LINKS } from '../../adapters/nativeLinks';
import { config } from '../../config';
import { isNativePlatform } from '../../adapters/platform';
import { NativeScanner } from './NativeScanner';
import { WebScanner } from './WebScanner';

/**
 * The origins of our booth codes: the fair's public address of the app (PUBLIC_APP_URL), which
 * the printed sheet uses, and the web app's own. In the native app the page's own origin is the
 * phone's (https://localhost, capacitor://localhost), so it is the web host the app's links are
 * declared for.
 */
function boothCodeOrigins(native: boolean): readonly string[] {
  return [config.publicAppUrl, native ? `https://${DEEP_LINKS.webHost}` : window.location.origin].filter((origin) => origin !== '');
}

export default function ScanScreen() {
  const [native] = useState(isNativePlatform);
  const [nativeScanner, setNativeScanner] = useState(native);
  const showWebScanner = useCallback(() => setNativeScanner(false), []);
  const [origins] = useState(() => boothCodeOrigins(native));
  return nativeScanner ? <NativeScanner origins={origins} onUnavailable={showWebScanner} /> : <WebScanner origins={origins} />;
}
