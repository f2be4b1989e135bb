// The offline and "new version" banners. Rendered once by the app shell; announces changes
// politely to screen readers (role="status" is an implicit aria-live="polite" region).
import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { pwa as text } from '../copy/pwa';
import { floatingBanner } from '../components/FloatingBanners';
import { applyUpdate, getUpdateState, subscribeToUpdates } from './serviceWorker';

function subscribeToConnection(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;
// Server rendering and prerendering assume a connection.
const isOnlineOnServer = () => true;

/** True while the browser reports no network connection. */
export function useIsOffline(): boolean {
  return !useSyncExternalStore(subscribeToConnection, isOnline, isOnlineOnServer);
}

export function PwaBanner() {
  const offline = useIsOffline();
  const update = useSyncExternalStore(subscribeToUpdates, getUpdateState, getUpdateState);
  return (
    <>
      <Banner role="status" aria-live="polite" data-testid="pwa-offline-banner" $tone="offline" hidden={!offline}>
        {offline ? text.offline : null}
      </Banner>
      <Banner role="status" aria-live="polite" data-testid="pwa-update-banner" $tone="update" hidden={!update.updateReady}>
        {update.updateReady ? (
          <>
            <span>{text.updateReady}</span>
            <ReloadButton type="button" onClick={applyUpdate} disabled={update.reloading}>
              {update.reloading ? text.reloading : text.reload}
            </ReloadButton>
          </>
        ) : null}
      </Banner>
    </>
  );
}

// The live regions stay mounted (only hidden) so screen readers announce the text when it
// appears; they float in the shell's FloatingBanners (src/components/FloatingBanners), above
// the bottom navigation, which stays tappable while one shows. Colours come from the CSS
// variables index.html defines from the theme.
const Banner = styled.div<{ $tone: 'offline' | 'update' }>`
  ${floatingBanner}
  color: ${({ $tone }) => ($tone === 'offline' ? '#ffffff' : 'var(--ink, #14212b)')};
  background: ${({ $tone }) => ($tone === 'offline' ? 'var(--ink, #14212b)' : 'var(--accent, #f2a900)')};
`;

const ReloadButton = styled.button`
  flex: none;
  min-height: 40px;
  padding: 8px 16px;
  border: 0;
  border-radius: 999px;
  font: inherit;
  font-weight: 700;
  color: #ffffff;
  background: var(--brand, #0b3d5c);
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid var(--brand, #0b3d5c);
    outline-offset: 2px;
  }
  &:disabled {
    cursor: progress;
    opacity: 0.8;
  }
`;
