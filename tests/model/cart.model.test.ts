import { createActor, fromCallback } from 'xstate';
import { cartMachine } from '../../machines/cart';
import {
  selectCanCheckout,
  selectCartError,
  selectCartQuantity,
  selectFirstCart,
  selectIsCartBusy,
  selectIsWaitingForNetwork,
  selectLastOrder,
  selectQueuedAdditions,
} from '../../machines/cart.selectors';
import type { Cart, Order, QueuedAddition } from '../../machines/types';
import { cartModel, additionKey, cartEventFixtures, cartPaths, storedAddition, type CartModelEvent } from './support/cart';
import { edgesOf } from './support/graph';
import { createFakePromiseActors, describeModel, type EventExecutors, type StateAssertions } from './support/harness';

function start() {
  const fakes = createFakePromiseActors(['loadCarts', 'readQueue', 'addToCart', 'removeCartItem', 'placeOrder']);
  /** Keys the device was told to forget (additions the platform refused). */
  const forgotten: string[] = [];
  /** How many network listeners are open (the waiting state's). */
  const listening = { count: 0 };
  const actor = createActor(
    cartMachine.provide({
      actors: {
        ...fakes.actors,
        networkReturn: fromCallback(() => {
          listening.count += 1;
          return () => void (listening.count -= 1);
        }),
      },
      actions: { forgetQueued: (_, { key }) => void forgotten.push(key) },
    }),
  ).start();
  return { actor, fakes, forgotten, listening };
}
type Handle = ReturnType<typeof start>;
type Snapshot = ReturnType<Handle['actor']['getSnapshot']>;

const send = (handle: Handle, event: CartModelEvent) => handle.actor.send(event as never);
const settle = (handle: Handle, event: CartModelEvent) => handle.fakes.settle(event);

const executors = {
  'network.online': send,
  'xstate.done.actor.readQueue': settle,
  'xstate.error.actor.readQueue': settle,
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
  /** Additions not yet answered (each kept on the device by the send that follows it). */
  queue: QueuedAddition[];
  /** Keys of additions the platform refused (the device forgets them). */
  forgotten: string[];
  error: string | null;
  lastOrder: Order | null;
}

/** The SDK's offline failure (status 0): the addition waits. */
const noConnection = (error: unknown) => (error as { status?: number }).status === 0;
/** The platform refused the visitor's token (SPEC §8's 401), not the addition. */
const tokenRefused = (error: unknown) => (error as { status?: number }).status === 401;
const joined = (queue: QueuedAddition[], more: QueuedAddition[]) => [...queue, ...more.filter((entry) => !queue.some((kept) => kept.key === entry.key))];

/**
 * What the cart screens should show after these events, from SPEC §3/§4 and the fixtures:
 * the server's latest carts with every item checked except those the visitor unchecked, the
 * message of a failed add, remove or checkout until the next one, and the order placed.
 */
function shownAfter(past: ReadonlyArray<{ type: string }>): Shown {
  let shown: Shown = { carts: [], queue: [], forgotten: [], error: null, lastOrder: null };
  for (const event of past as CartModelEvent[]) {
    switch (event.type) {
      case 'cart.reset':
        shown = { carts: [], queue: [], forgotten: shown.forgotten, error: null, lastOrder: null };
        break;
      case 'xstate.done.actor.readQueue':
        // Kept entries are checked: one that is not an addition is dropped (written out per fixture).
        shown.queue = joined(shown.queue, (event.output as unknown[]).length === 0 ? [] : [storedAddition]);
        break;
      case 'xstate.done.actor.loadCarts':
      case 'xstate.done.actor.addToCart':
      case 'xstate.done.actor.removeCartItem': {
        if (event.type === 'xstate.done.actor.addToCart') shown.queue = shown.queue.slice(1);
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
        // Queued at once under a key of its own: 128 random bits as 32 hex digits.
        shown.queue = joined(shown.queue, [{ key: additionKey, addition: event.addition, ...(event.name ? { name: event.name } : {}) }]);
        shown.error = null;
        break;
      case 'cart.remove':
      case 'cart.checkout':
        shown.error = null;
        break;
      case 'xstate.error.actor.addToCart':
        // Offline, or the token refused: it waits, nothing said (the next sign-in sends it).
        // Refused: it leaves the queue (and the device), with the reason.
        if (noConnection(event.error) || tokenRefused(event.error)) break;
        shown.forgotten = [...shown.forgotten, shown.queue[0]!.key];
        shown.queue = shown.queue.slice(1);
        shown.error = (event.error as Error).message;
        break;
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
function expectCartShows(actual: Snapshot, past: ReadonlyArray<{ type: string }>, handle: Handle) {
  const expected = shownAfter(past);
  expect(selectCartQuantity(actual)).toBe(quantityOf(expected.carts));
  expect(selectFirstCart(actual)).toEqual(expected.carts[0] ?? null);
  expect(selectCartError(actual)).toBe(expected.error);
  expect(selectLastOrder(actual)).toEqual(expected.lastOrder);
  expect(selectQueuedAdditions(actual)).toEqual(expected.queue);
  expect(handle.forgotten).toEqual(expected.forgotten);
  // Only a waiting queue listens for the network's return.
  expect(handle.listening.count).toBe(actual.matches('waiting') ? 1 : 0);
}

const lastCall = (handle: Handle) => handle.fakes.calls.at(-1);

const assertions = {
  empty: (actual, _past, handle) => {
    const snapshot = actual as Snapshot;
    expect(selectCartQuantity(snapshot)).toBe(0);
    expect(selectFirstCart(snapshot)).toBeNull();
    expect(selectCartError(snapshot)).toBeNull();
    expect(selectIsCartBusy(snapshot)).toBe(false);
    expect(selectQueuedAdditions(snapshot)).toEqual([]);
    expect((handle as Handle).listening.count).toBe(0);
  },
  loading: (actual, past, handle) => {
    expectCartShows(actual as Snapshot, past, handle as Handle);
    expect(selectIsCartBusy(actual as Snapshot)).toBe(true);
    expect(lastCall(handle as Handle)?.name).toBe('loadCarts');
  },
  restoring: (actual, past, handle) => {
    expectCartShows(actual as Snapshot, past, handle as Handle);
    expect(selectIsCartBusy(actual as Snapshot)).toBe(true);
    expect(lastCall(handle as Handle)?.name).toBe('readQueue');
  },
  ready: (actual, past, handle) => {
    const snapshot = actual as Snapshot;
    expectCartShows(snapshot, past, handle as Handle);
    expect(selectIsCartBusy(snapshot)).toBe(false);
    // Nothing rests on the device while the cart is ready: a kept addition is being sent, or waits.
    expect(selectQueuedAdditions(snapshot)).toEqual([]);
    const anyChecked = (shownAfter(past).carts[0]?.items ?? []).some((item) => item.checked);
    expect(selectCanCheckout(snapshot)).toBe(anyChecked);
  },
  adding: (actual, past, handle) => {
    expectCartShows(actual as Snapshot, past, handle as Handle);
    expect(selectIsCartBusy(actual as Snapshot)).toBe(true);
    // One invocation is given the whole queue to keep; the oldest addition goes first, with its key.
    expect(lastCall(handle as Handle)).toEqual({ name: 'addToCart', input: { queue: shownAfter(past).queue } });
  },
  waiting: (actual, past, handle) => {
    const snapshot = actual as Snapshot;
    expectCartShows(snapshot, past, handle as Handle);
    expect(selectIsWaitingForNetwork(snapshot)).toBe(true);
    expect(selectIsCartBusy(snapshot)).toBe(false);
    expect(selectQueuedAdditions(snapshot).length).toBeGreaterThan(0);
  },
  removing: (actual, past, handle) => {
    expectCartShows(actual as Snapshot, past, handle as Handle);
    expect(lastCall(handle as Handle)).toEqual({ name: 'removeCartItem', input: { cartId: 7, itemId: 12 } });
  },
  checkingOut: (actual, past, handle) => {
    expectCartShows(actual as Snapshot, past, handle as Handle);
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

describe('cart graph', () => {
  // Built while the file loads, as the paths are: a mutant StrykerJS counts as static (active only
  // while modules load) is in it.
  const edges = edgesOf(cartModel);
  it('has exactly the transitions DESIGN and docs/architecture.md ("Offline at the venue") give', () => {
    expect(edges).toEqual([
      // Logout (cart.reset) empties the cart from every state but the empty one.
      'adding cart.reset → empty',
      // Answered: the next addition queued goes next, or the cart is ready; a refusal too.
      'adding xstate.done.actor.addToCart → adding',
      'adding xstate.done.actor.addToCart → ready',
      'adding xstate.error.actor.addToCart → adding',
      'adding xstate.error.actor.addToCart → ready',
      // No answer: the addition waits for the network.
      'adding xstate.error.actor.addToCart → waiting',
      'checkingOut cart.reset → empty',
      // The order placed: what is left is loaded again.
      'checkingOut xstate.done.actor.placeOrder → loading',
      'checkingOut xstate.error.actor.placeOrder → adding',
      'checkingOut xstate.error.actor.placeOrder → ready',
      // Loaded after login/refresh; a load error is ignored (then the device's kept additions).
      'empty cart.load → loading',
      'loading cart.reset → empty',
      'loading xstate.done.actor.loadCarts → restoring',
      'loading xstate.error.actor.loadCarts → restoring',
      'ready cart.add → adding',
      'ready cart.checkout → checkingOut',
      'ready cart.load → loading',
      'ready cart.remove → removing',
      'ready cart.reset → empty',
      'ready cart.toggleItem → ready',
      'removing cart.reset → empty',
      'removing xstate.done.actor.removeCartItem → adding',
      'removing xstate.done.actor.removeCartItem → ready',
      'removing xstate.error.actor.removeCartItem → adding',
      'removing xstate.error.actor.removeCartItem → ready',
      'restoring cart.reset → empty',
      // Kept additions are sent first; none (or storage unreadable): ready.
      'restoring xstate.done.actor.readQueue → adding',
      'restoring xstate.done.actor.readQueue → ready',
      'restoring xstate.error.actor.readQueue → adding',
      'restoring xstate.error.actor.readQueue → ready',
      // Waiting ("Menunggu koneksi"): adding, removing, ordering or reloading tries the network again.
      'waiting cart.add → adding',
      'waiting cart.checkout → checkingOut',
      'waiting cart.load → loading',
      'waiting cart.remove → removing',
      'waiting cart.reset → empty',
      'waiting cart.toggleItem → waiting',
      'waiting network.online → loading',
    ]);
  });
});
