// The signed-in visitor's additions to the cart kept on this device until the platform has
// answered them (issue 32 item 10): the cart statechart's `cartQueue` port (machines/ports.ts).
//
// - Kept in the per-visitor store (./visitorStore.ts) under the digest of the visitor's token,
//   like their visit list and booth stamps: another visitor on the device never sees them, and
//   logout, which deletes that store, clears them.
// - Every change and every send holds one Web Lock per visitor, so two tabs never send the same
//   addition: the first sends it and writes its key down as answered; the second finds it
//   answered and reads the cart instead. Without Web Locks each tab sends on its own.
// - Its key goes with it as the Idempotency-Key header: a resend after a lost answer, or after a
//   reload in the middle of a send, is one addition on a platform that honours the header. SPEC's
//   platform does not; there such a resend adds the item again (docs/architecture.md "Offline at the venue").
// Like the stamp queue (src/features/stamps/stampStore.ts): queued on the device first, one send at
// a time, an entry leaves only once answered, sent again when the device is back online.
import type { Cart, CartQueuePort, QueuedAddition } from '../../machines';
import { checkQueued } from '../../machines';
import { loadVisitorValue, saveVisitorValue, visitorKey } from './visitorStore';

const QUEUE = 'cart-queue';
/** Keys of additions the platform answered (newest last), so no other tab sends them again. */
const ANSWERED = 'cart-answered';
const ANSWERED_KEPT = 50;

/** The part of the Web Locks API used here (navigator.locks). */
export interface Locks {
  request<T>(name: string, task: () => Promise<T>): Promise<T>;
}

const answeredKeys = (raw: unknown): string[] => (Array.isArray(raw) ? raw.filter((key): key is string => typeof key === 'string') : []);

export function createCartQueue(getToken: () => string | null, locks: Locks | undefined = globalThis.navigator?.locks): Omit<CartQueuePort, 'onOnline'> {
  /** Runs `task` with this visitor's prefix in the store, one tab at a time; without a visitor, `alone()`. */
  async function asVisitor<T>(task: (visitor: string) => Promise<T>, alone: () => Promise<T>): Promise<T> {
    const token = getToken();
    if (!token) return alone();
    const visitor = await visitorKey(`Bearer ${token}`);
    return locks ? locks.request(`pameran-cart-queue ${visitor}`, () => task(visitor)) : task(visitor);
  }
  const queueOf = async (visitor: string) => checkQueued(await loadVisitorValue(visitor, QUEUE));
  const without = async (visitor: string, key: string) => {
    const queue = await queueOf(visitor);
    if (queue.some((entry) => entry.key === key)) await saveVisitorValue(visitor, QUEUE, queue.filter((entry) => entry.key !== key));
  };

  return {
    read: () => asVisitor(queueOf, async () => []),
    keep: (entry: QueuedAddition) =>
      asVisitor(async (visitor) => {
        const queue = await queueOf(visitor);
        if (!queue.some((kept) => kept.key === entry.key)) await saveVisitorValue(visitor, QUEUE, [...queue, entry]);
      }, async () => undefined),
    sendOnce: (key: string, send: () => Promise<Cart[]>, current: () => Promise<Cart[]>) =>
      asVisitor(async (visitor) => {
        const answered = answeredKeys(await loadVisitorValue(visitor, ANSWERED));
        if (answered.includes(key)) {
          // Another tab has sent it and had its answer: not again.
          await without(visitor, key);
          return current();
        }
        const carts = await send();
        await saveVisitorValue(visitor, ANSWERED, [...answered, key].slice(-ANSWERED_KEPT));
        await without(visitor, key);
        return carts;
      }, send),
    forget: (key: string) => asVisitor((visitor) => without(visitor, key), async () => undefined),
  };
}
