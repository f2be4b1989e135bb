// The signed-in visitor's additions to the cart kept on this device until the platform has
// answered them, so an addition made offline at the venue is not lost: the cart statechart's
// `cartQueue` port (machines/ports.ts).
//
// - Kept in the per-visitor store (./visitorStore.ts) under the digest of the visitor's token,
//   like their visit list and booth stamps: another visitor on the device never sees them, and
//   logout, which deletes that store, clears them.
// - The port is built at start-up, but the store's code (and IndexedDB's) is fetched at its first
//   use, after sign-in: a first visit downloads none of it. Code that cannot be fetched (offline
//   before the service worker kept it) only means nothing is kept: an addition is still sent,
//   and waits in memory; the next use fetches again.
// - Every change and every send holds one Web Lock per visitor, so two tabs never send the same
//   addition: the first sends it and writes its key down as answered; the second finds it
//   answered and reads the cart instead. Without Web Locks each tab sends on its own.
// - Its key goes with it as the Idempotency-Key header: a resend after a lost answer, or after a
//   reload in the middle of a send, is one addition on a platform that honours the header. SPEC's
//   platform does not; there such a resend adds the item again (docs/architecture.md "Offline at the venue").
// Like the stamp queue (src/features/stamps/stampStore.ts): queued on the device first, one send at
// a time, an entry leaves only once answered, sent again when the device is back online.
import type { CartQueuePort } from '../../machines';
import { checkQueued } from '../../machines';

type Store = typeof import('./visitorStore');

const QUEUE = 'cart-queue';
/** Keys of additions the platform answered (newest last), so no other tab sends them again. */
const ANSWERED = 'cart-answered';
const ANSWERED_KEPT = 50;

/** The part of the Web Locks API used here (navigator.locks). */
export interface Locks {
  request<T>(name: string, task: () => Promise<T>): Promise<T>;
}

const answeredKeys = (raw: unknown): string[] => (Array.isArray(raw) ? raw.filter((key): key is string => typeof key === 'string') : []);

export function createCartQueue(getToken: () => string | null, locks: Locks | undefined = globalThis.navigator?.locks): CartQueuePort {
  let loading: Promise<Store> | null = null;

  /**
   * Runs `task` in this visitor's part of the store, one tab at a time; `alone()` instead when
   * nobody is signed in or the store's code cannot be fetched.
   */
  async function asVisitor<T>(task: (store: Store, visitor: string) => Promise<T>, alone: () => Promise<T>): Promise<T> {
    const token = getToken();
    const found = token
      ? await (loading ??= import('./visitorStore'))
          .then(async (store) => ({ store, visitor: await store.visitorKey(`Bearer ${token}`) }))
          .catch(() => {
            loading = null;
            return null;
          })
      : null;
    if (!found) return alone();
    const { store, visitor } = found;
    return locks ? locks.request(`pameran-cart-queue ${visitor}`, () => task(store, visitor)) : task(store, visitor);
  }
  const queueOf = async (store: Store, visitor: string) => checkQueued(await store.loadVisitorValue(visitor, QUEUE));
  const without = async (store: Store, visitor: string, key: string) => {
    const queue = await queueOf(store, visitor);
    if (queue.some((entry) => entry.key === key)) await store.saveVisitorValue(visitor, QUEUE, queue.filter((entry) => entry.key !== key));
  };

  return {
    read: () => asVisitor(queueOf, async () => []),
    keepAndSend: (queue, send, current) =>
      asVisitor(async (store, visitor) => {
        const answered = answeredKeys(await store.loadVisitorValue(visitor, ANSWERED));
        const kept = await queueOf(store, visitor);
        // Kept before anything is sent: each addition not held yet, unless another tab has its answer.
        const fresh = queue.filter((entry) => !answered.includes(entry.key) && !kept.some((held) => held.key === entry.key));
        if (fresh.length > 0) await store.saveVisitorValue(visitor, QUEUE, [...kept, ...fresh]);
        const { key } = queue[0]!;
        if (answered.includes(key)) {
          // Another tab has sent it and had its answer: not again.
          await without(store, visitor, key);
          return current();
        }
        const carts = await send();
        await store.saveVisitorValue(visitor, ANSWERED, [...answered, key].slice(-ANSWERED_KEPT));
        await without(store, visitor, key);
        return carts;
      }, send),
    forget: (key) => asVisitor((store, visitor) => without(store, visitor, key), async () => undefined),
  };
}
