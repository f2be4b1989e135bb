import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import { notProvided, notProvidedAction } from './placeholders';
import { errorMessage, isConnectionFailure, isUnauthorized } from './errors';
import { isRecord } from './json';
import type { Cart, CartAddition, CartItem, Order, QueuedAddition } from './types';

/** A cart's items; a cart the platform sent without them is empty. */
export function itemsOf(cart: Cart | undefined): CartItem[] {
  return cart?.items ?? [];
}

/** SPEC §4: the sum of the first cart's item quantities, or 0 when there is no cart. */
export function cartQuantity(carts: readonly Cart[]): number {
  return itemsOf(carts[0]).reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * Items arrive checked (SPEC §3); an item the visitor already unchecked stays unchecked when
 * the list is reloaded after an add or remove.
 */
export function markItemsChecked(carts: readonly Cart[], previous: readonly Cart[] = []): Cart[] {
  const unchecked = new Set(
    previous.flatMap((cart) => itemsOf(cart).filter((item) => item.checked === false).map((item) => item.id)),
  );
  return carts.map((cart) => ({
    ...cart,
    items: itemsOf(cart).map((item) => ({ ...item, checked: item.id === undefined || !unchecked.has(item.id) })),
  }));
}

/** A cart an order can be placed for: it and each of its items carry the ids the calls need. */
export interface OrderableCart {
  id: number;
  items: (CartItem & { id: number })[];
}

/** An item the platform sent with an id: only those can be removed or ordered (SPEC §7 paths). */
export function hasId(item: CartItem): item is CartItem & { id: number } {
  return item.id !== undefined;
}

/** The first cart with only its checked items that can be ordered, or null when there are none. */
export function checkedCart(carts: readonly Cart[]): OrderableCart | null {
  const first = carts[0];
  if (first?.id === undefined) return null;
  const items = itemsOf(first).filter(hasId).filter((item) => item.checked !== false);
  return items.length === 0 ? null : { id: first.id, items };
}

/** A key as the device makes them: letters, digits, '-' and '_', 8–100 of them. */
const QUEUE_KEY = /^[A-Za-z0-9_-]{8,100}$/;
const positiveInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * The additions a device kept, as read back from its storage: each with a key, a product and a
 * quantity of 1–99; anything else is dropped, and so is a key seen before.
 */
export function checkQueued(raw: unknown): QueuedAddition[] {
  if (!Array.isArray(raw)) return [];
  const entries: QueuedAddition[] = [];
  for (const item of raw) {
    if (!isRecord(item) || typeof item.key !== 'string' || !QUEUE_KEY.test(item.key) || !isRecord(item.addition)) continue;
    const { product_id, quantity, kind } = item.addition;
    if (!positiveInteger(product_id) || !positiveInteger(quantity) || quantity > 99) continue;
    if (kind !== undefined && kind !== 'product' && kind !== 'merchandise') continue;
    if (entries.some((entry) => entry.key === item.key)) continue;
    entries.push({
      key: item.key,
      addition: { product_id, quantity, ...(kind ? { kind } : {}) },
      ...(typeof item.name === 'string' && item.name.trim() !== '' ? { name: item.name.slice(0, 200) } : {}),
    });
  }
  return entries;
}

/** 128 random bits as 32 hex digits: an addition's key, its Idempotency-Key every time it is sent. */
export function newAdditionKey(): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** `queue` with `more` after it; an entry whose key is already there is the same addition, kept once. */
export function withQueued(queue: readonly QueuedAddition[], more: readonly QueuedAddition[]): QueuedAddition[] {
  const merged = [...queue];
  for (const entry of more) if (!merged.some((kept) => kept.key === entry.key)) merged.push(entry);
  return merged;
}

export type CartEvent =
  | { type: 'cart.load' }
  | { type: 'cart.reset' }
  /** `name`: what the cart shows of the item while the addition waits for the network. */
  | { type: 'cart.add'; addition: CartAddition; name?: string }
  | { type: 'cart.remove'; cartId: number; itemId: number }
  | { type: 'cart.toggleItem'; itemId: number }
  | { type: 'cart.checkout' };

/** The cart's own: the device is back online (its `networkReturn` actor, while additions wait). */
export type CartNetworkEvent = { type: 'network.online' };

export interface CartContext {
  carts: Cart[];
  /**
   * Additions not yet answered by the platform, oldest first, each kept on the
   * device by the send that follows its `cart.add`: the first is the one being sent, or the one
   * waiting for the network.
   */
  queue: QueuedAddition[];
  /** The visible error of the last add, remove or checkout. */
  error: string | null;
  lastOrder: Order | null;
}

const emptyCart: CartContext = { carts: [], queue: [], error: null, lastOrder: null };

/**
 * A failed add, remove or checkout shows its message. A 401 also ends the session, but not from
 * here: the SDK's one 401 interceptor tells the root before this failure arrives.
 */
const failedChange = { target: 'ready', actions: 'showError' } as const;

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent | CartNetworkEvent,
  },
  actors: {
    loadCarts: fromPromise<Cart[]>(notProvided('loadCarts')),
    /** The additions this visitor's device kept (raw: checked here), [] when none. */
    readQueue: fromPromise<unknown>(notProvided('readQueue')),
    /**
     * Keeps the queue's additions on the device, then sends the first with its key (once per key,
     * across tabs); the device forgets it once answered.
     */
    addToCart: fromPromise<Cart[], { queue: QueuedAddition[] }>(notProvided('addToCart')),
    removeCartItem: fromPromise<Cart[], { cartId: number; itemId: number }>(notProvided('removeCartItem')),
    placeOrder: fromPromise<Order, { cart: OrderableCart }>(notProvided('placeOrder')),
    /** Placeholder: sends `network.online` when the device is back online. */
    networkReturn: fromCallback<CartNetworkEvent>(() => {
      throw new Error('actor networkReturn not provided');
    }),
  },
  guards: {
    hasCheckedItems: ({ context }) => checkedCart(context.carts) !== null,
    hasQueued: ({ context }) => context.queue.length > 0,
    noConnection: ({ event }) => isConnectionFailure((event as { error?: unknown }).error),
    sessionRefused: ({ event }) => isUnauthorized((event as { error?: unknown }).error),
  },
  actions: {
    clearError: assign({ error: null }),
    toggleItem: assign({
      carts: ({ context, event }) => {
        assertEvent(event, 'cart.toggleItem');
        return context.carts.map((cart) => ({
          ...cart,
          items: itemsOf(cart).map((item) => (item.id === event.itemId ? { ...item, checked: item.checked === false } : item)),
        }));
      },
    }),
    showError: assign({ error: ({ event }) => errorMessage((event as { error?: unknown }).error) }),
    receiveCarts: assign({
      carts: ({ context }, params: { carts: Cart[] }) => markItemsChecked(params.carts, context.carts),
    }),
    /** A new addition joins the queue under a key of its own, which it keeps until answered. */
    queueAddition: assign({
      queue: ({ context, event }) => {
        assertEvent(event, 'cart.add');
        return withQueued(context.queue, [{ key: newAdditionKey(), addition: event.addition, ...(event.name ? { name: event.name } : {}) }]);
      },
    }),
    /** The platform answered the first addition (added, or refused it): it leaves the queue. */
    dequeue: assign({ queue: ({ context }) => context.queue.slice(1) }),
    /** Placeholder: the device forgets a refused addition (one it sent is forgotten by `addToCart`). */
    forgetQueued: notProvidedAction<{ key: string }>('forgetQueued'),
  },
}).createMachine({
  id: 'cart',
  context: emptyCart,
  initial: 'empty',
  on: {
    // Logout: nothing of the previous visitor's cart may remain (their device's queue goes with
    // the storage logout clears).
    'cart.reset': { target: '.empty', actions: assign(emptyCart) },
  },
  states: {
    // Nobody is signed in yet, or the visitor logged out.
    empty: {
      on: { 'cart.load': 'loading' },
    },
    loading: {
      invoke: {
        id: 'loadCarts',
        src: 'loadCarts',
        onDone: { target: 'restoring', actions: { type: 'receiveCarts', params: ({ event }) => ({ carts: event.output }) } },
        // SPEC §8: a cart load error is ignored; whatever was shown stays.
        onError: 'restoring',
      },
    },
    // Additions kept on the device (an earlier visit, a reload while offline, another tab) join
    // the queue; ready then sends them.
    restoring: {
      invoke: {
        id: 'readQueue',
        src: 'readQueue',
        onDone: { target: 'ready', actions: assign({ queue: ({ context, event }) => withQueued(context.queue, checkQueued(event.output)) }) },
        onError: 'ready',
      },
    },
    ready: {
      // Whatever waits on the device is sent first, one addition at a time.
      always: { guard: 'hasQueued', target: 'adding' },
      on: {
        'cart.load': 'loading',
        'cart.add': { target: 'adding', actions: ['clearError', 'queueAddition'] },
        'cart.remove': { target: 'removing', actions: 'clearError' },
        'cart.toggleItem': { actions: 'toggleItem' },
        'cart.checkout': { guard: 'hasCheckedItems', target: 'checkingOut', actions: 'clearError' },
      },
    },
    // Sending the first addition of the queue. The one invocation keeps every addition of the
    // queue on the device before it sends, so that nothing is lost if the network, the tab or the
    // answer goes away before the platform has it.
    adding: {
      invoke: {
        id: 'addToCart',
        src: 'addToCart',
        input: ({ context }) => ({ queue: context.queue }),
        onDone: { target: 'ready', actions: ['dequeue', { type: 'receiveCarts', params: ({ event }) => ({ carts: event.output }) }] },
        onError: [
          // No network (or no answer): the addition stays queued, and is sent when the device is back online.
          { guard: 'noConnection', target: 'waiting' },
          // The platform refused the visitor's token, not the addition: it stays on the device
          // for the same visitor's next sign-in (the session is ending; `cart.reset` follows).
          { guard: 'sessionRefused', target: 'waiting' },
          // Refused by the platform (sold out, too many): it leaves the queue, and the visitor is told why.
          {
            target: 'ready',
            actions: [{ type: 'forgetQueued', params: ({ context }) => ({ key: context.queue[0]!.key }) }, 'dequeue', 'showError'],
          },
        ],
      },
    },
    // Additions wait on the device for the network ("Menunggu koneksi"). The visitor may add more
    // (queued behind them), tick items, remove or order: each of those tries the network again.
    waiting: {
      invoke: { src: 'networkReturn' },
      on: {
        'network.online': 'loading',
        'cart.load': 'loading',
        'cart.add': { target: 'adding', actions: ['clearError', 'queueAddition'] },
        'cart.remove': { target: 'removing', actions: 'clearError' },
        'cart.toggleItem': { actions: 'toggleItem' },
        'cart.checkout': { guard: 'hasCheckedItems', target: 'checkingOut', actions: 'clearError' },
      },
    },
    removing: {
      invoke: {
        id: 'removeCartItem',
        src: 'removeCartItem',
        input: ({ event }) => {
          assertEvent(event, 'cart.remove');
          return { cartId: event.cartId, itemId: event.itemId };
        },
        onDone: { target: 'ready', actions: { type: 'receiveCarts', params: ({ event }) => ({ carts: event.output }) } },
        onError: failedChange,
      },
    },
    checkingOut: {
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({ cart: checkedCart(context.carts)! }),
        // The ordered items leave the cart on the server: reload to show what is left, every
        // item checked again (SPEC §3) — the unchecked ones were only left out of this order.
        onDone: {
          target: 'loading',
          actions: assign({ lastOrder: ({ event }) => event.output, carts: ({ context }) => markItemsChecked(context.carts) }),
        },
        onError: failedChange,
      },
    },
  },
});
