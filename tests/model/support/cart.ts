import { vi } from 'vitest';
import { cartMachine, type CartEvent, type CartNetworkEvent } from '../../../machines/cart';
import type { Cart, Order, QueuedAddition } from '../../../machines/types';
import { createMachineModel, pathsOf, type DoneActorEvent, type ErrorActorEvent, type EventFixtures } from './graph';

export type CartModelEvent =
  | CartEvent
  | CartNetworkEvent
  | DoneActorEvent<'loadCarts', Cart[]>
  | ErrorActorEvent<'loadCarts'>
  | DoneActorEvent<'readQueue', unknown>
  | ErrorActorEvent<'readQueue'>
  | DoneActorEvent<'addToCart', Cart[]>
  | ErrorActorEvent<'addToCart'>
  | DoneActorEvent<'removeCartItem', Cart[]>
  | ErrorActorEvent<'removeCartItem'>
  | DoneActorEvent<'placeOrder', Order>
  | ErrorActorEvent<'placeOrder'>;

const filterOli = { id: 11, product_id: 501, name: 'Filter Oli Mesin', price: 85_000, quantity: 2, image_url: '/img/p/501.png' };
const busi = { id: 12, product_id: 502, name: 'Busi Iridium', price: 120_000, quantity: 3, image_url: '/img/p/502.png' };
const vBelt = { id: 13, product_id: 503, name: 'V-Belt Kompresor', price: 240_000, quantity: 1, image_url: '/img/p/503.png' };

/** The server's answer to a load: the first cart holds 2 + 3 items. */
export const loadedCarts: Cart[] = [{ id: 7, items: [filterOli, busi] }];
/** After adding a V-belt: 2 + 3 + 1. */
export const cartsAfterAdd: Cart[] = [{ id: 7, items: [filterOli, busi, vBelt] }];
/** After removing the spark plugs: 2. */
export const cartsAfterRemove: Cart[] = [{ id: 7, items: [filterOli] }];

export const placedOrder: Order = {
  id: 90,
  number: 'ORD-2026-0090',
  status: 'baru',
  total: 530_000,
  created_at: '2026-01-01T09:00:00Z',
  items: [],
};

const failure = (message: string, status: number) => Object.assign(new Error(message), { status });
/** No answer: what the SDK throws offline (ApiError status 0, code 'network'). */
export const offline = () => Object.assign(new Error('Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.'), { status: 0, code: 'network' });

/**
 * The 128 random bits an addition's key is made of (32 hex digits: docs/architecture.md "Offline
 * at the venue") are these bytes here, so that the graph, which takes `cart.add` again and again,
 * ends, and a test knows the key the cart gave.
 */
export const RANDOM_BYTE = 0xa5;
export const additionKey = 'a5'.repeat(16);
vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
  if (array) new Uint8Array(array.buffer, array.byteOffset, array.byteLength).fill(RANDOM_BYTE);
  return array;
});

/** The V-belt just added, queued under its key. */
export const keptAddition: QueuedAddition = { key: additionKey, addition: { product_id: 503, quantity: 1 }, name: 'V-Belt Kompresor' };
/** An addition an earlier visit (or another tab) kept on the device. */
export const storedAddition: QueuedAddition = { key: 'kept-before-0001', addition: { product_id: 502, quantity: 1, kind: 'product' }, name: 'Busi Iridium' };

export const cartEventFixtures = {
  'cart.load': [{ type: 'cart.load' }],
  'cart.reset': [{ type: 'cart.reset' }],
  'cart.add': [{ type: 'cart.add', addition: keptAddition.addition, name: keptAddition.name }],
  'cart.remove': [{ type: 'cart.remove', cartId: 7, itemId: 12 }],
  'cart.toggleItem': [{ type: 'cart.toggleItem', itemId: 11 }],
  'cart.checkout': [{ type: 'cart.checkout' }],
  'xstate.done.actor.loadCarts': [
    { type: 'xstate.done.actor.loadCarts', output: loadedCarts },
    { type: 'xstate.done.actor.loadCarts', output: [] },
  ],
  'xstate.error.actor.loadCarts': [{ type: 'xstate.error.actor.loadCarts', error: failure('Server sibuk', 503) }],
  'network.online': [{ type: 'network.online' }],
  'xstate.done.actor.readQueue': [
    { type: 'xstate.done.actor.readQueue', output: [] },
    // What the device kept, with an entry that is not an addition (dropped).
    { type: 'xstate.done.actor.readQueue', output: [storedAddition, { key: 'x', addition: { product_id: 'busi' } }] },
  ],
  'xstate.error.actor.readQueue': [{ type: 'xstate.error.actor.readQueue', error: new Error('IndexedDB tidak tersedia') }],
  'xstate.done.actor.addToCart': [{ type: 'xstate.done.actor.addToCart', output: cartsAfterAdd }],
  'xstate.error.actor.addToCart': [
    { type: 'xstate.error.actor.addToCart', error: failure('Stok tidak mencukupi', 422) },
    { type: 'xstate.error.actor.addToCart', error: offline() },
    { type: 'xstate.error.actor.addToCart', error: failure('Unauthenticated.', 401) },
  ],
  'xstate.done.actor.removeCartItem': [{ type: 'xstate.done.actor.removeCartItem', output: cartsAfterRemove }],
  'xstate.error.actor.removeCartItem': [
    { type: 'xstate.error.actor.removeCartItem', error: failure('Item tidak ditemukan', 404) },
  ],
  'xstate.done.actor.placeOrder': [{ type: 'xstate.done.actor.placeOrder', output: placedOrder }],
  'xstate.error.actor.placeOrder': [{ type: 'xstate.error.actor.placeOrder', error: failure('Pesanan gagal dibuat', 500) }],
} satisfies EventFixtures<CartModelEvent>;

export const cartModel = createMachineModel<CartModelEvent>(cartMachine, {
  fixtures: cartEventFixtures,
  // What decides where an event leads: the carts (what can be ordered) and the queue (what is sent
  // next). The error and the last order are only shown, and checked on every path that reaches them.
  distinguish: ({ carts, queue }) => ({ carts, queue }),
});

/** The cart's graph walked edge by edge. */
export const cartPaths = pathsOf(cartModel);
