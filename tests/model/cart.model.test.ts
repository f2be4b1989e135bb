import { createActor } from 'xstate';
import { cartMachine } from '../../machines/cart';
import {
  selectCanCheckout,
  selectCartError,
  selectCartQuantity,
  selectFirstCart,
  selectIsCartBusy,
  selectLastOrder,
} from '../../machines/cart.selectors';
import type { Cart, Order } from '../../machines/types';
import { cartEventFixtures, cartPaths, type CartModelEvent } from './support/cart';
import { createFakePromiseActors, describeModel, type EventExecutors, type StateAssertions } from './support/harness';

function start() {
  const fakes = createFakePromiseActors(['loadCarts', 'addToCart', 'removeCartItem', 'placeOrder']);
  const actor = createActor(cartMachine.provide({ actors: fakes.actors })).start();
  return { actor, fakes };
}
type Handle = ReturnType<typeof start>;
type Snapshot = ReturnType<Handle['actor']['getSnapshot']>;

const send = (handle: Handle, event: CartModelEvent) => handle.actor.send(event as never);
const settle = (handle: Handle, event: CartModelEvent) => handle.fakes.settle(event);

const executors = {
  'cart.load': send,
  'cart.reset': send,
  'cart.add': send,
  'cart.remove': send,
  'cart.toggleItem': send,
  'cart.checkout': send,
  'xstate.done.actor.loadCarts': settle,
  'xstate.error.actor.loadCarts': settle,
  'xstate.done.actor.addToCart': settle,
  'xstate.error.actor.addToCart': settle,
  'xstate.done.actor.removeCartItem': settle,
  'xstate.error.actor.removeCartItem': settle,
  'xstate.done.actor.placeOrder': settle,
  'xstate.error.actor.placeOrder': settle,
} satisfies EventExecutors<CartModelEvent, Handle>;

/** SPEC §4, restated as the oracle: the first cart's quantities added up, or 0. */
const quantityOf = (carts: Cart[]) => (carts[0]?.items ?? []).reduce((sum, item) => sum + item.quantity, 0);

interface Shown {
  carts: Cart[];
  error: string | null;
  lastOrder: Order | null;
}

/**
 * What the cart screens should show after these events, from SPEC §3/§4 and the fixtures:
 * the server's latest carts with every item checked except those the visitor unchecked, the
 * message of a failed add, remove or checkout until the next one, and the order placed.
 */
function shownAfter(past: ReadonlyArray<{ type: string }>): Shown {
  let shown: Shown = { carts: [], error: null, lastOrder: null };
  for (const event of past as CartModelEvent[]) {
    switch (event.type) {
      case 'cart.reset':
        shown = { carts: [], error: null, lastOrder: null };
        break;
      case 'xstate.done.actor.loadCarts':
      case 'xstate.done.actor.addToCart':
      case 'xstate.done.actor.removeCartItem': {
        const unchecked = new Set(shown.carts.flatMap((cart) => cart.items!.filter((item) => item.checked === false).map((item) => item.id)));
        shown.carts = event.output.map((cart) => ({
          ...cart,
          items: cart.items!.map((item) => ({ ...item, checked: !unchecked.has(item.id) })),
        }));
        break;
      }
      case 'cart.toggleItem':
        shown.carts = shown.carts.map((cart) => ({
          ...cart,
          items: cart.items!.map((item) => (item.id === event.itemId ? { ...item, checked: !item.checked } : item)),
        }));
        break;
      case 'cart.add':
      case 'cart.remove':
      case 'cart.checkout':
        shown.error = null;
        break;
      case 'xstate.error.actor.addToCart':
      case 'xstate.error.actor.removeCartItem':
      case 'xstate.error.actor.placeOrder':
        shown.error = (event.error as Error).message;
        break;
      case 'xstate.done.actor.placeOrder':
        shown.lastOrder = event.output;
        // After an order, what is left in the cart is ticked again (SPEC §3: items arrive checked).
        shown.carts = shown.carts.map((cart) => ({ ...cart, items: cart.items!.map((item) => ({ ...item, checked: true })) }));
        break;
    }
  }
  return shown;
}

/** What every cart screen shows, compared with what the events should have led to. */
function expectCartShows(actual: Snapshot, past: ReadonlyArray<{ type: string }>) {
  const expected = shownAfter(past);
  expect(selectCartQuantity(actual)).toBe(quantityOf(expected.carts));
  expect(selectFirstCart(actual)).toEqual(expected.carts[0] ?? null);
  expect(selectCartError(actual)).toBe(expected.error);
  expect(selectLastOrder(actual)).toEqual(expected.lastOrder);
}

const lastCall = (handle: Handle) => handle.fakes.calls.at(-1);

const assertions = {
  empty: (actual) => {
    const snapshot = actual as Snapshot;
    expect(selectCartQuantity(snapshot)).toBe(0);
    expect(selectFirstCart(snapshot)).toBeNull();
    expect(selectCartError(snapshot)).toBeNull();
    expect(selectIsCartBusy(snapshot)).toBe(false);
  },
  loading: (actual, past, handle) => {
    expectCartShows(actual as Snapshot, past);
    expect(selectIsCartBusy(actual as Snapshot)).toBe(true);
    expect(lastCall(handle as Handle)?.name).toBe('loadCarts');
  },
  ready: (actual, past) => {
    const snapshot = actual as Snapshot;
    expectCartShows(snapshot, past);
    expect(selectIsCartBusy(snapshot)).toBe(false);
    const anyChecked = (shownAfter(past).carts[0]?.items ?? []).some((item) => item.checked);
    expect(selectCanCheckout(snapshot)).toBe(anyChecked);
  },
  adding: (actual, past, handle) => {
    expectCartShows(actual as Snapshot, past);
    expect(lastCall(handle as Handle)).toEqual({ name: 'addToCart', input: { addition: cartEventFixtures['cart.add'][0]!.addition } });
  },
  removing: (actual, past, handle) => {
    expectCartShows(actual as Snapshot, past);
    expect(lastCall(handle as Handle)).toEqual({ name: 'removeCartItem', input: { cartId: 7, itemId: 12 } });
  },
  checkingOut: (actual, past, handle) => {
    expectCartShows(actual as Snapshot, past);
    const call = lastCall(handle as Handle);
    expect(call?.name).toBe('placeOrder');
    // Only the checked items of the first cart are ordered.
    const ordered = (call?.input as { cart: Cart }).cart.items;
    expect(ordered!.length).toBeGreaterThan(0);
    expect(ordered!.every((item) => item.checked !== false)).toBe(true);
  },
} satisfies StateAssertions<Handle>;

describeModel('cart', {
  machine: cartMachine,
  fixtures: cartEventFixtures,
  paths: cartPaths,
  start,
  executors,
  assertions,
});
