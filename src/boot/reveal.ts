// index.html's boot screen (#boot: the shell rendered at build time, with the boot preview painted
// in it) covers the app until the app's first screen has content. The app renders into #root, which index.html's
// CSS hides while #boot precedes it (`#boot ~ #root { display: none }`); removing #boot shows it.
// So the event the boot preview painted never gives way to a spinner and back.
// "Has content": the app's <main> is there and holds no loading state (LoadingState, marked
// data-loading) but in a part of the screen (a <section> or <aside>: a live session's demo
// products, home's rooms), which loads in place while the visitor reads the rest. A screen
// still loading after MAX_COVER_MS is shown as it is, with its own loading states, rather than
// kept behind the static screen.
// The boot screen's links are plain links, so a tap on one before the app runs opens that page; a
// tap on one of its buttons is made on the app's once it is shown (./bootTaps.ts).
// Once the app runs (this is called then), a plain tap on one is the app's own navigation: the
// app is shown at once, with the new screen's loading state, rather than the page loaded again.

import { MAX_COVER_MS } from './timing';
import { replayBootTaps } from './bootTaps';

export interface RevealOptions {
  /** The app's navigation, for a tap on one of the boot screen's links. */
  navigate?(path: string): void;
  maxCoverMs?: number;
}

/** A tap the browser would open as a page of this app in this tab (no new tab, window or download). */
function appLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  const link = (event.target as Element | null)?.closest?.('a');
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  // The language switch's link (the one link with a lang) loads the page in that language: the boot script sets it.
  return link.target === '' && !link.hasAttribute('download') && !link.lang && link.origin === window.location.origin ? link : null;
}

export function revealWhenReady(boot: Element | null, app: Element, { navigate, maxCoverMs = MAX_COVER_MS }: RevealOptions = {}): void {
  if (!boot) return;
  const ready = () => app.querySelector('main') !== null && app.querySelector('[data-loading]:not(section [data-loading], aside [data-loading])') === null;
  /** Shows the app; what the visitor tapped on the boot screen is made on its screen (./bootTaps.ts), unless they have left it. */
  const reveal = (leaving = false) => {
    observer.disconnect();
    clearTimeout(timer);
    boot.remove();
    if (!leaving) replayBootTaps(app);
  };
  const observer = new MutationObserver(() => {
    if (ready()) reveal();
  });
  observer.observe(app, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-loading'] });
  const timer = setTimeout(() => reveal(), maxCoverMs);
  if (!navigate) return;
  boot.addEventListener('click', (event) => {
    const link = appLinkOf(event as MouseEvent);
    if (!link) return;
    event.preventDefault();
    reveal(true);
    navigate(link.pathname + link.search + link.hash);
  });
}
