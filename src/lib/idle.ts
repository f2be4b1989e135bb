/**
 * Runs `run` once the page has loaded and the main thread is idle: for work that must not
 * compete with the first screen (the PWA banners and the service worker code load
 * then, so they are not among the scripts fetched before the content appears). Returns a cancel.
 */
export function whenIdleAfterLoad(run: () => void): () => void {
  let cancelled = false;
  const guarded = () => {
    if (!cancelled) run();
  };
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(guarded, { timeout: 3000 });
    else window.setTimeout(guarded, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
  };
}
