// The offline and "new version" banners. Rendered once by the app shell; announces changes
// politely to screen readers (role="status" is an implicit aria-live="polite" region).
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { pwa as text } from '../copy/pwa';
import { media } from '../theme';
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

/**
 * The banners float over the page's end (above the bottom menu): while one shows, the same
 * height is added after the app, so the page scrolls far enough that nothing stays under it
 * (issue 32: offline on /denah, the visit list's last "Lihat di denah" and "Hapus" could not be
 * tapped). The space follows the stack's height, whatever the banners' text wraps to.
 */
function useReservedSpace(showing: boolean) {
  const stack = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const element = stack.current;
    if (!element || !showing) return undefined;
    setHeight(element.offsetHeight);
    if (typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [showing]);
  const space = showing && height > 0 ? createPortal(<div aria-hidden="true" data-testid="pwa-banner-space" style={{ height }} />, document.body) : null;
  return { stack, space };
}

export function PwaBanner() {
  const offline = useIsOffline();
  const update = useSyncExternalStore(subscribeToUpdates, getUpdateState, getUpdateState);
  const { stack, space } = useReservedSpace(offline || update.updateReady);
  return (
    <>
      {space}
      <Stack ref={stack}>
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
    </Stack>
    </>
  );
}

// The live regions stay mounted (only hidden) so screen readers announce the text when it
// appears. Colours come from the CSS variables index.html defines from the theme.
// On a phone the stack sits above the bottom navigation, which stays tappable while it shows.
const Stack = styled.div`
  position: fixed;
  inset: auto 0 ${({ theme }) => theme.layout.bottomNavHeight} 0;
  ${media.wide} { bottom: 0; }
  z-index: 70;
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 0 12px calc(12px + env(safe-area-inset-bottom, 0px));
  pointer-events: none;
`;

const Banner = styled.div<{ $tone: 'offline' | 'update' }>`
  pointer-events: auto;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  max-width: 720px;
  width: 100%;
  margin: 0 auto;
  padding: 12px 16px;
  border-radius: 12px;
  box-shadow: 0 12px 40px rgba(7, 22, 33, 0.35);
  font-size: 0.875rem;
  line-height: 1.4;
  color: ${({ $tone }) => ($tone === 'offline' ? '#ffffff' : 'var(--ink, #14212b)')};
  background: ${({ $tone }) => ($tone === 'offline' ? 'var(--ink, #14212b)' : 'var(--accent, #f2a900)')};

  &[hidden] {
    display: none;
  }
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
