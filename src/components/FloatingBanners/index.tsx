// Banners that come after the screen is up (offline, a new version, the offer of English, a
// reminder fallen due) float over the page's end, above the bottom menu on a phone, instead of
// taking a place above the header: a banner pushed in above the content moves everything the
// visitor is reading or about to tap (a layout shift: 0.18 on a phone for the offer of
// English). While one shows, the stack's height is added after the app, so the page scrolls far
// enough that nothing stays under it (without it, offline on /denah, the visit list's last "Lihat
// di denah" and "Hapus" could not be tapped). The space follows the stack's height, whatever the
// banners' text wraps to.
//
// While a modal dialog is open the whole stack waits, hidden (modalLayer.ts): a banner never
// covers a dialog, and none of its buttons can be tapped through to the page behind. Hidden by
// `visibility`, not removed: the banners keep their state, the space after the app keeps its
// height (the page behind the dialog does not jump), and they show again as they were.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { media } from '../../theme';
import { useModalOpen } from './modalLayer';

/** The height of the stack's banners that show (hidden ones stay mounted for screen readers). */
function shownHeight(stack: HTMLElement): number {
  const shown = [...stack.children].some((banner) => banner instanceof HTMLElement && !banner.hidden && banner.getClientRects().length > 0);
  return shown ? stack.offsetHeight : 0;
}

/** The one stack the late banners float in; its children are the banners (e.g. `floatingBanner` styled). */
export function FloatingBanners({ children }: { children: ReactNode }) {
  const stack = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  const waiting = useModalOpen();
  useLayoutEffect(() => {
    const element = stack.current;
    if (!element) return undefined;
    const measure = () => setHeight(shownHeight(element));
    if (typeof ResizeObserver !== 'function') {
      measure();
      return undefined;
    }
    // A banner shown, hidden, added or removed changes the height of the stack's content. The
    // observer also reports the stack's first size, after the browser's own layout: measured
    // here, in the commit, it would force a layout of the whole page (14 ms in a Lighthouse
    // trace of /home, 4× that on a slow phone).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      {height > 0 && createPortal(<div aria-hidden="true" data-testid="floating-banner-space" style={{ height }} />, document.body)}
      <Stack ref={stack} data-waiting={waiting || undefined}>
        {children}
      </Stack>
    </>
  );
}

const Stack = styled.div`
  position: fixed;
  inset: auto 0 ${({ theme }) => theme.layout.bottomNavHeight} 0;
  ${media.wide} { bottom: 0; }
  z-index: ${({ theme }) => theme.z.banner};
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 0 12px calc(12px + env(safe-area-inset-bottom, 0px));
  pointer-events: none;

  &[data-waiting] {
    visibility: hidden;
  }
`;

/** The card a floating banner is drawn as; each banner adds its colours. */
export const floatingBanner = css`
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

  &[hidden] {
    display: none;
  }
`;
