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
import type { Cart } from '../../machines/types';
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

/** What every cart screen shows, compared with the state the graph expects. */
function expectCartShows(actual: Snapshot, expected: { context: Snapshot['context'] }) {
  expect(selectCartQuantity(actual)).toBe(quantityOf(expected.context.carts));
  expect(selectFirstCart(actual)).toEqual(expected.context.carts[0] ?? null);
  expect(selectCartError(actual)).toBe(expected.context.error);
  expect(selectLastOrder(actual)).toEqual(expected.context.lastOrder);
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
  loading: (actual, expected, handle) => {
    expectCartShows(actual as Snapshot, expected);
    expect(selectIsCartBusy(actual as Snapshot)).toBe(true);
    expect(lastCall(handle as Handle)?.name).toBe('loadCarts');
  },
  ready: (actual, expected) => {
    const snapshot = actual as Snapshot;
    expectCartShows(snapshot, expected);
    expect(selectIsCartBusy(snapshot)).toBe(false);
    const anyChecked = (expected.context.carts[0]?.items ?? []).some((item: { checked?: boolean }) => item.checked);
    expect(selectCanCheckout(snapshot)).toBe(anyChecked);
  },
  adding: (actual, expected, handle) => {
    expectCartShows(actual as Snapshot, expected);
    expect(lastCall(handle as Handle)).toEqual({ name: 'addToCart', input: { addition: cartEventFixtures['cart.add'][0]!.addition } });
  },
  removing: (actual, expected, handle) => {
    expectCartShows(actual as Snapshot, expected);
    expect(lastCall(handle as Handle)).toEqual({ name: 'removeCartItem', input: { cartId: 7, itemId: 12 } });
  },
  checkingOut: (actual, expected, handle) => {
    expectCartShows(actual as Snapshot, expected);
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
