import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { notProvided } from './placeholders';
import { errorMessage } from './errors';
import type { Cart, CartAddition, CartItem, Order } from './types';

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

export type CartEvent =
  | { type: 'cart.load' }
  | { type: 'cart.reset' }
  | { type: 'cart.add'; addition: CartAddition }
  | { type: 'cart.remove'; cartId: number; itemId: number }
  | { type: 'cart.toggleItem'; itemId: number }
  | { type: 'cart.checkout' };

export interface CartContext {
  carts: Cart[];
  /** The visible error of the last add, remove or checkout. */
  error: string | null;
  lastOrder: Order | null;
}

const emptyCart: CartContext = { carts: [], error: null, lastOrder: null };

/**
 * A failed add, remove or checkout shows its message. A 401 also ends the session, but not from
 * here: the SDK's one 401 interceptor tells the root before this failure arrives.
 */
const failedChange = { target: 'ready', actions: 'showError' } as const;

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
  },
  actors: {
    loadCarts: fromPromise<Cart[]>(notProvided('loadCarts')),
    addToCart: fromPromise<Cart[], { addition: CartAddition }>(notProvided('addToCart')),
    removeCartItem: fromPromise<Cart[], { cartId: number; itemId: number }>(notProvided('removeCartItem')),
    placeOrder: fromPromise<Order, { cart: OrderableCart }>(notProvided('placeOrder')),
  },
  guards: {
    hasCheckedItems: ({ context }) => checkedCart(context.carts) !== null,
  },
  actions: {
    clearError: assign({ error: null }),
    showError: assign({ error: ({ event }) => errorMessage((event as { error?: unknown }).error) }),
    receiveCarts: assign({
      carts: ({ context }, params: { carts: Cart[] }) => markItemsChecked(params.carts, context.carts),
    }),
  },
}).createMachine({
  id: 'cart',
  context: emptyCart,
  initial: 'empty',
  on: {
    // Logout: nothing of the previous visitor's cart may remain.
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
        onDone: { target: 'ready', actions: { type: 'receiveCarts', params: ({ event }) => ({ carts: event.output }) } },
        // SPEC §8: a cart load error is ignored; whatever was shown stays.
        onError: 'ready',
      },
    },
    ready: {
      on: {
        'cart.load': 'loading',
        'cart.add': { target: 'adding', actions: 'clearError' },
        'cart.remove': { target: 'removing', actions: 'clearError' },
        'cart.toggleItem': {
          actions: assign({
            carts: ({ context, event }) =>
              context.carts.map((cart) => ({
                ...cart,
                items: itemsOf(cart).map((item) =>
                  item.id === event.itemId ? { ...item, checked: item.checked === false } : item,
                ),
              })),
          }),
        },
        'cart.checkout': { guard: 'hasCheckedItems', target: 'checkingOut', actions: 'clearError' },
      },
    },
    adding: {
      invoke: {
        id: 'addToCart',
        src: 'addToCart',
        input: ({ event }) => {
          assertEvent(event, 'cart.add');
          return { addition: event.addition };
        },
        onDone: { target: 'ready', actions: { type: 'receiveCarts', params: ({ event }) => ({ carts: event.output }) } },
        onError: failedChange,
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
