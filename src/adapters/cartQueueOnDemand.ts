// The cart's `cartQueue` port with its storage code (./cartQueue.ts, IndexedDB) loaded at its
// first use, after sign-in: a first visit downloads none of it. Code that cannot be loaded
// (offline before the service worker kept it) only means nothing is kept: an addition is still
// sent, and waits in memory.
import type { CartQueuePort } from '../../machines';
import { onOnline } from './prizeFeedOnDemand';

export function cartQueueOnDemand(getToken: () => string | null): CartQueuePort {
  let loading: Promise<Omit<CartQueuePort, 'onOnline'>> | null = null;
  const queue = () =>
    (loading ??= import('./cartQueue').then(
      ({ createCartQueue }) => createCartQueue(getToken),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return {
    read: () => queue().then((kept) => kept.read()),
    keep: (entry) => queue().then((kept) => kept.keep(entry)),
    sendOnce: (key, send, current) => queue().then((kept) => kept.sendOnce(key, send, current), send),
    forget: (key) => queue().then((kept) => kept.forget(key)),
    onOnline,
  };
}
