// The prize feed's subscribe with the realtime adapter (./realtime.ts) and Firebase loaded at
// the first subscription. The feed subscribes only while a visitor is signed in, so a first
// visit downloads neither.
import type { Ports } from '../../machines';

type Subscribe = Ports['prizes']['subscribe'];

export function subscribeOnDemand(load: () => Promise<Subscribe>): Subscribe {
  let loading: Promise<Subscribe> | null = null;
  return (userId, onValue, onStatus) => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    loading ??= load();
    loading.then(
      (subscribe) => {
        if (!cancelled) stop = subscribe(userId, onValue, onStatus);
      },
      (error: unknown) => {
        // A failed download (offline) must not stick: the feed's next subscription tries again.
        loading = null;
        console.warn('[realtime] could not load the realtime database:', error);
        if (!cancelled) onStatus?.('refused');
      },
    );
    return () => {
      if (cancelled) return;
      cancelled = true;
      stop?.();
    };
  };
}

/** Calls back each time the browser comes back online (the prize feed retries at once). */
export function onOnline(callback: () => void): () => void {
  window.addEventListener('online', callback);
  return () => window.removeEventListener('online', callback);
}
