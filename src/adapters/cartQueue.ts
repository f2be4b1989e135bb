// The signed-in visitor's additions to the cart kept on this device until the platform has
// answered them, so an addition made offline at the venue is not lost: the cart statechart's
// `cartQueue` port (machines/ports.ts).
//
// - Kept sealed with the visitor's sign-in code (src/adapters/vault.ts), like their visit
//   list and starred sessions: another visitor on the device never reads them, and a sign-out
//   (the visitor's "Keluar", or the platform refusing the token hours later) does not lose them:
//   signing in again with the same code opens the queue, and the cart sends what waits.
// - The port is built at start-up, but the vault's code (and IndexedDB's) is fetched at its first
//   use, after sign-in: a first visit downloads none of it. Code that cannot be fetched (offline
//   before the service worker kept it), or a device without IndexedDB or WebCrypto, only means
//   nothing is kept: an addition is still sent, and waits in memory; the next use fetches again.
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
import type { Vault } from './vault';

/** Who is signed in: the sealed queue opens with their code (their token where the platform sends none). */
export interface KeyHolder {
  user: { code?: unknown };
  token: string;
}

const QUEUE = 'cart-queue';
/** Keys of additions the platform answered (newest last), so no other tab sends them again. */
const ANSWERED = 'cart-answered';
const ANSWERED_KEPT = 50;

/** The part of the Web Locks API used here (navigator.locks). */
export interface Locks {
  request<T>(name: string, task: () => Promise<T>): Promise<T>;
}

const answeredKeys = (raw: unknown): string[] => (Array.isArray(raw) ? raw.filter((key): key is string => typeof key === 'string') : []);

export function createCartQueue(signedIn: () => KeyHolder | null, locks: Locks | undefined = globalThis.navigator?.locks): CartQueuePort {
  let loading: Promise<typeof import('./vault')> | null = null;

  /**
   * Runs `task` in this visitor's sealed queue, one tab at a time; `alone()` instead when nobody
   * is signed in or the device cannot keep it.
   */
  async function asVisitor<T>(task: (vault: Vault) => Promise<T>, alone: () => Promise<T>): Promise<T> {
    const holder = signedIn();
    const vault = holder
      ? await (loading ??= import('./vault'))
          .then(({ vaultOf, visitorSecret }) => vaultOf(visitorSecret(holder.user, holder.token)))
          .catch(() => {
            loading = null;
            return null;
          })
      : null;
    if (!vault) return alone();
    return locks ? locks.request(`pameran-cart-queue ${vault.id}`, () => task(vault)) : task(vault);
  }
  const queueOf = async (vault: Vault) => checkQueued(await vault.read(QUEUE));
  const without = async (vault: Vault, key: string) => {
    const queue = await queueOf(vault);
    if (queue.some((entry) => entry.key === key)) await vault.write(QUEUE, queue.filter((entry) => entry.key !== key));
  };

  return {
    read: () => asVisitor(queueOf, async () => []),
    keepAndSend: (queue, send, current) =>
      asVisitor(async (vault) => {
        const answered = answeredKeys(await vault.read(ANSWERED));
        const kept = await queueOf(vault);
        // Kept before anything is sent: each addition not held yet, unless another tab has its answer.
        const fresh = queue.filter((entry) => !answered.includes(entry.key) && !kept.some((held) => held.key === entry.key));
        if (fresh.length > 0) await vault.write(QUEUE, [...kept, ...fresh]);
        const { key } = queue[0]!;
        if (answered.includes(key)) {
          // Another tab has sent it and had its answer: not again.
          await without(vault, key);
          return current();
        }
        const carts = await send();
        await vault.write(ANSWERED, [...answered, key].slice(-ANSWERED_KEPT));
        await without(vault, key);
        return carts;
      }, send),
    forget: (key) => asVisitor((vault) => without(vault, key), async () => undefined),
  };
}
