// The prizes port's realtime part (./realtime.ts) with it and Firebase loaded at the first
// subscription. The feed subscribes only while a visitor is signed in, so a first visit
// downloads neither.
import type { Ports } from '../../machines';

export type RealtimePort = Required<Pick<Ports['prizes'], 'subscribe' | 'reconnect' | 'hold'>>;

export function realtimeOnDemand(load: () => Promise<RealtimePort>): RealtimePort {
  let loading: Promise<RealtimePort> | null = null;
  /** Holds taken before the adapter arrived (or while its download failed): handed to it once it is here. */
  const waitingHolds = new Set<{ letGo?: () => void }>();
  const loaded = () => {
    if (!loading) {
      const attempt = load();
      loading = attempt;
      attempt.then(
        (realtime) => {
          for (const hold of waitingHolds) hold.letGo = realtime.hold();
          waitingHolds.clear();
        },
        () => {
          // A failed download (offline) must not stick: the feed's next subscription tries again.
          if (loading === attempt) loading = null;
        },
      );
    }
    return loading;
  };
  return {
    subscribe(userId, onValue, onStatus) {
      let stop: (() => void) | undefined;
      let cancelled = false;
      loaded().then(
        (realtime) => {
          if (!cancelled) stop = realtime.subscribe(userId, onValue, onStatus);
        },
        (error: unknown) => {
          console.warn('[realtime] could not load the realtime database:', error);
          if (!cancelled) onStatus?.('refused');
        },
      );
      return () => {
        if (cancelled) return;
        cancelled = true;
        stop?.();
      };
    },
    reconnect() {
      loading?.then((realtime) => realtime.reconnect(), () => undefined);
    },
    hold() {
      const hold: { letGo?: () => void } = {};
      waitingHolds.add(hold);
      loaded().catch(() => undefined);
      return () => {
        waitingHolds.delete(hold);
        hold.letGo?.();
        hold.letGo = undefined;
      };
    },
  };
}

/** Calls back each time the browser comes back online (the prize feed retries at once). */
export function onOnline(callback: () => void): () => void {
  window.addEventListener('online', callback);
  return () => window.removeEventListener('online', callback);
}
