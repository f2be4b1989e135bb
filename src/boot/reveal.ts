// index.html's boot screen (#boot: the shell rendered at build time, with the boot preview painted
// in it) covers the app until the app's first screen has content. The app renders into #root, which index.html's
// CSS hides while #boot precedes it (`#boot ~ #root { display: none }`); removing #boot shows it.
// So the event the boot preview painted never gives way to a spinner and back.
// "Has content": the app's <main> is there and holds no whole-area loading state
// (LoadingState, marked data-loading). A screen still loading after MAX_COVER_MS is shown as it
// is, with its own loading states, rather than kept behind the static screen.
// The boot screen's links are plain links: a tap on one opens that page, whether or not the app
// has started behind it.

/** Longest the boot screen covers the app after the app has started. */
export const MAX_COVER_MS = 1500;

export function revealWhenReady(boot: Element | null, app: Element, maxCoverMs = MAX_COVER_MS): void {
  if (!boot) return;
  const ready = () => app.querySelector('main') !== null && app.querySelector('[data-loading]') === null;
  const reveal = () => {
    observer.disconnect();
    clearTimeout(timer);
    boot.remove();
  };
  const observer = new MutationObserver(() => {
    if (ready()) reveal();
  });
  observer.observe(app, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-loading'] });
  const timer = setTimeout(reveal, maxCoverMs);
}
