import { createActor, fromCallback } from 'xstate';
import { cartMachine, checkedCart, checkQueued, newAdditionKey, withQueued } from '../../machines/cart';
import {
  selectCanCheckout,
  selectCartError,
  selectCartQuantity,
  selectFirstCart,
  selectIsWaitingForNetwork,
  selectIsWaitingToAdd,
  selectQueuedAdditions,
} from '../../machines/cart.selectors';
import { cartsAfterAdd, keptAddition, loadedCarts, offline, placedOrder, RANDOM_BYTE, storedAddition } from './support/cart';
import { createFakePromiseActors, flush, REPLAY_EPOCH } from './support/harness';

beforeEach(() => vi.useFakeTimers({ now: REPLAY_EPOCH }));
afterEach(() => vi.useRealTimers());

async function loadedCart(carts = loadedCarts, kept: unknown = []) {
  const fakes = createFakePromiseActors(['loadCarts', 'readQueue', 'addToCart', 'removeCartItem', 'placeOrder']);
  const forgotten: string[] = [];
  let online: (() => void) | null = null;
  const actor = createActor(
    cartMachine.provide({
      actors: {
        ...fakes.actors,
        networkReturn: fromCallback(({ sendBack }) => {
          online = () => sendBack({ type: 'network.online' });
          return () => void (online = null);
        }),
      },
      actions: { forgetQueued: (_, { key }) => void forgotten.push(key) },
    }),
  ).start();
  actor.send({ type: 'cart.load' });
  fakes.settle({ type: 'xstate.done.actor.loadCarts', output: carts });
  await flush();
  fakes.settle({ type: 'xstate.done.actor.readQueue', output: kept });
  await flush();
  return { actor, fakes, forgotten, goOnline: () => online?.(), snapshot: () => actor.getSnapshot() };
}

/** Taps "Tambah ke keranjang" for the V-belt: it is queued under its key, kept on the device and sent. */
async function addVBelt(cart: Awaited<ReturnType<typeof loadedCart>>) {
  cart.actor.send({ type: 'cart.add', addition: keptAddition.addition, name: keptAddition.name });
  await flush();
}

describe('cart (SPEC §3, §4, §8)', () => {
  it('counts the item quantities of the first cart only', async () => {
    const cart = await loadedCart([...loadedCarts, { id: 8, items: [{ ...loadedCarts[0]!.items![0]!, quantity: 40 }] }]);
    expect(selectCartQuantity(cart.snapshot())).toBe(5);
  });

  it('counts 0 when there is no cart', async () => {
    expect(selectCartQuantity((await loadedCart([])).snapshot())).toBe(0);
  });

  it('marks every item checked on load', async () => {
    const cart = await loadedCart();
    expect(selectFirstCart(cart.snapshot())!.items!.map((item) => item.checked)).toEqual([true, true]);
  });

  it('ignores a load error and keeps what was shown', async () => {
    const cart = await loadedCart();
    cart.actor.send({ type: 'cart.load' });
    cart.fakes.settle({ type: 'xstate.error.actor.loadCarts', error: new Error('Server sibuk') });
    await flush();
    expect(selectCartQuantity(cart.snapshot())).toBe(5);
    expect(selectCartError(cart.snapshot())).toBeNull();
  });

  it('keeps an unchecked item unchecked when an add reloads the list, and checks the new one', async () => {
    const cart = await loadedCart();
    cart.actor.send({ type: 'cart.toggleItem', itemId: 11 });
    await addVBelt(cart);
    cart.fakes.settle({ type: 'xstate.done.actor.addToCart', output: cartsAfterAdd });
    await flush();
    expect(selectFirstCart(cart.snapshot())!.items!.map((item) => [item.id, item.checked])).toEqual([
      [11, false],
      [12, true],
      [13, true],
    ]);
    expect(selectCartQuantity(cart.snapshot())).toBe(6);
  });

  it('orders only the checked items, then reloads the cart', async () => {
    const cart = await loadedCart();
    cart.actor.send({ type: 'cart.toggleItem', itemId: 11 });
    cart.actor.send({ type: 'cart.checkout' });
    expect(cart.fakes.calls.at(-1)).toEqual({
      name: 'placeOrder',
      input: { cart: { id: 7, items: [{ ...loadedCarts[0]!.items![1]!, checked: true }] } },
    });
    cart.fakes.settle({ type: 'xstate.done.actor.placeOrder', output: placedOrder });
    await flush();
    expect(cart.fakes.calls.at(-1)?.name).toBe('loadCarts');
  });

  it('cannot check out with every item unchecked', async () => {
    const cart = await loadedCart();
    cart.actor.send({ type: 'cart.toggleItem', itemId: 11 });
    cart.actor.send({ type: 'cart.toggleItem', itemId: 12 });
    expect(selectCanCheckout(cart.snapshot())).toBe(false);
    cart.actor.send({ type: 'cart.checkout' });
    expect(cart.fakes.calls.map((call) => call.name)).not.toContain('placeOrder');
  });

  it('ticks an item again when it is tapped a second time', async () => {
    const cart = await loadedCart();
    cart.actor.send({ type: 'cart.toggleItem', itemId: 11 });
    cart.actor.send({ type: 'cart.toggleItem', itemId: 11 });
    expect(selectFirstCart(cart.snapshot())?.items?.map((item) => item.checked)).toEqual([true, true]);
  });

  it('orders only items and a cart the platform gave an id (nothing without one)', () => {
    const item = (id: number | undefined, checked = true) => ({ ...(id === undefined ? {} : { id }), product_id: 501, name: 'Filter Oli Mesin', price: 85_000, quantity: 1, image_url: '', checked });
    expect(checkedCart([{ id: 7, items: [item(undefined), item(11), item(12, false)] }])).toEqual({ id: 7, items: [item(11)] });
    expect(checkedCart([{ id: 7, items: [item(undefined)] }])).toBeNull();
    expect(checkedCart([{ items: [item(11)] }])).toBeNull();
  });

  it('a new add, remove or order clears the message shown, from ready and while additions wait', async () => {
    const failed = (cart: Awaited<ReturnType<typeof loadedCart>>) => {
      cart.fakes.settle({ type: 'xstate.error.actor.removeCartItem', error: Object.assign(new Error('Item tidak ditemukan'), { status: 404 }) });
      return flush();
    };
    // From ready: the message of a failed remove, then an add.
    const ready = await loadedCart();
    ready.actor.send({ type: 'cart.remove', cartId: 7, itemId: 12 });
    await failed(ready);
    expect(selectCartError(ready.snapshot())).toBe('Item tidak ditemukan');
    await addVBelt(ready);
    expect(selectCartError(ready.snapshot())).toBeNull();
    // While an addition the device kept waits for the network: a failed remove's message, then each of add, remove, order.
    for (const next of [
      { type: 'cart.add', addition: keptAddition.addition, name: keptAddition.name },
      { type: 'cart.remove', cartId: 7, itemId: 12 },
      { type: 'cart.checkout' },
    ] as const) {
      const cart = await loadedCart(loadedCarts, [storedAddition]);
      cart.fakes.settle({ type: 'xstate.error.actor.addToCart', error: offline() });
      await flush();
      cart.actor.send({ type: 'cart.remove', cartId: 7, itemId: 12 });
      await failed(cart);
      cart.fakes.settle({ type: 'xstate.error.actor.addToCart', error: offline() });
      await flush();
      expect(selectIsWaitingForNetwork(cart.snapshot())).toBe(true);
      expect(selectCartError(cart.snapshot())).toBe('Item tidak ditemukan');
      cart.actor.send(next);
      expect(selectCartError(cart.snapshot()), next.type).toBeNull();
    }
  });

  it("shows the server's message when an add fails, and keeps the cart", async () => {
    const cart = await loadedCart();
    await addVBelt(cart);
    cart.fakes.settle({ type: 'xstate.error.actor.addToCart', error: Object.assign(new Error('Stok tidak mencukupi'), { status: 422 }) });
    await flush();
    expect(selectCartError(cart.snapshot())).toBe('Stok tidak mencukupi');
    expect(selectCartQuantity(cart.snapshot())).toBe(5);
    // Refused: it leaves the queue and the device, and is not sent again.
    expect(selectQueuedAdditions(cart.snapshot())).toEqual([]);
    expect(cart.forgotten).toEqual([keptAddition.key]);
    expect(cart.snapshot().value).toBe('ready');
  });

  it('keeps an addition on the device when the platform refuses the visitor’s token (401), without an error of its own', async () => {
    const cart = await loadedCart();
    await addVBelt(cart);
    cart.fakes.settle({ type: 'xstate.error.actor.addToCart', error: Object.assign(new Error('Unauthenticated.'), { status: 401 }) });
    await flush();
    // Not forgotten: the same visitor's next sign-in sends it (the session's end resets the cart here).
    expect(cart.forgotten).toEqual([]);
    expect(selectQueuedAdditions(cart.snapshot())).toEqual([keptAddition]);
    expect(selectCartError(cart.snapshot())).toBeNull();
    expect(cart.fakes.calls.filter((call) => call.name === 'addToCart')).toHaveLength(1);
  });

  it('queues an addition under its key and hands the queue to one invocation, which keeps it on the device and sends it', async () => {
    const cart = await loadedCart();
    cart.actor.send({ type: 'cart.add', addition: keptAddition.addition, name: keptAddition.name });
    // The key: 128 random bits as 32 hex digits (here the bytes the test's randomness gives).
    expect(keptAddition.key).toMatch(/^[0-9a-f]{32}$/);
    expect(cart.fakes.calls.at(-1)).toEqual({ name: 'addToCart', input: { queue: [keptAddition] } });
    expect(selectQueuedAdditions(cart.snapshot())).toEqual([keptAddition]);
    cart.fakes.settle({ type: 'xstate.done.actor.addToCart', output: cartsAfterAdd });
    await flush();
    expect(selectQueuedAdditions(cart.snapshot())).toEqual([]);
    expect(selectCartQuantity(cart.snapshot())).toBe(6);
  });

  it('offline, the addition waits on the device without an error, and goes once when the network is back', async () => {
    const cart = await loadedCart();
    await addVBelt(cart);
    cart.fakes.settle({ type: 'xstate.error.actor.addToCart', error: offline() });
    await flush();
    expect(selectIsWaitingForNetwork(cart.snapshot())).toBe(true);
    expect(selectIsWaitingToAdd(503, 'product')(cart.snapshot())).toBe(true);
    expect(selectIsWaitingToAdd(503, 'merchandise')(cart.snapshot())).toBe(false);
    expect(selectQueuedAdditions(cart.snapshot())).toEqual([keptAddition]);
    expect(selectCartError(cart.snapshot())).toBeNull();
    expect(cart.forgotten).toEqual([]);

    // Back online: the cart is read again (another tab may have changed it), then the addition is sent.
    cart.goOnline();
    expect(cart.fakes.calls.at(-1)?.name).toBe('loadCarts');
    cart.fakes.settle({ type: 'xstate.done.actor.loadCarts', output: loadedCarts });
    await flush();
    cart.fakes.settle({ type: 'xstate.done.actor.readQueue', output: [keptAddition] });
    await flush();
    // The same addition under the same key both times: the platform applies it once.
    expect(cart.fakes.calls.filter((call) => call.name === 'addToCart')).toEqual([
      { name: 'addToCart', input: { queue: [keptAddition] } },
      { name: 'addToCart', input: { queue: [keptAddition] } },
    ]);
    cart.fakes.settle({ type: 'xstate.done.actor.addToCart', output: cartsAfterAdd });
    await flush();
    expect(selectQueuedAdditions(cart.snapshot())).toEqual([]);
    expect(selectIsWaitingForNetwork(cart.snapshot())).toBe(false);
    expect(selectCartQuantity(cart.snapshot())).toBe(6);
  });

  it('sends what the device kept (an earlier visit, another tab) after the cart is loaded, oldest first', async () => {
    const cart = await loadedCart(loadedCarts, [storedAddition, { key: 'not a key', addition: { product_id: 1, quantity: 1 } }]);
    expect(cart.fakes.calls.at(-1)).toEqual({ name: 'addToCart', input: { queue: [storedAddition] } });
    expect(selectQueuedAdditions(cart.snapshot())).toEqual([storedAddition]);
  });

  it('while waiting, more additions queue behind the first', async () => {
    const cart = await loadedCart(loadedCarts, [storedAddition]);
    cart.fakes.settle({ type: 'xstate.error.actor.addToCart', error: offline() });
    await flush();
    await addVBelt(cart);
    // The oldest goes first; the new one is given along, to be kept before the send.
    expect(cart.fakes.calls.at(-1)).toEqual({ name: 'addToCart', input: { queue: [storedAddition, keptAddition] } });
    cart.fakes.settle({ type: 'xstate.error.actor.addToCart', error: offline() });
    await flush();
    expect(selectQueuedAdditions(cart.snapshot())).toEqual([storedAddition, keptAddition]);
  });

  it('gives each addition a key of its own, so two of the same item are two additions', async () => {
    const cart = await loadedCart(loadedCarts, [storedAddition]);
    cart.fakes.settle({ type: 'xstate.error.actor.addToCart', error: offline() });
    await flush();
    let byte = 0;
    vi.mocked(globalThis.crypto.getRandomValues).mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      byte += 1;
      if (array) new Uint8Array(array.buffer, array.byteOffset, array.byteLength).fill(byte);
      return array;
    });
    try {
      await addVBelt(cart);
      cart.fakes.settle({ type: 'xstate.error.actor.addToCart', error: offline() });
      await flush();
      await addVBelt(cart);
    } finally {
      vi.mocked(globalThis.crypto.getRandomValues).mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
        if (array) new Uint8Array(array.buffer, array.byteOffset, array.byteLength).fill(RANDOM_BYTE);
        return array;
      });
    }
    const vBelt = { addition: keptAddition.addition, name: keptAddition.name };
    expect(selectQueuedAdditions(cart.snapshot())).toEqual([storedAddition, { key: '01'.repeat(16), ...vBelt }, { key: '02'.repeat(16), ...vBelt }]);
  });

  it('empties on reset (logout), the waiting additions too', async () => {
    const cart = await loadedCart(loadedCarts, [storedAddition]);
    cart.fakes.settle({ type: 'xstate.error.actor.addToCart', error: offline() });
    await flush();
    cart.actor.send({ type: 'cart.reset' });
    expect(selectQueuedAdditions(cart.snapshot())).toEqual([]);
    expect(cart.snapshot().value).toBe('empty');
  });

  it('empties on reset (logout)', async () => {
    const cart = await loadedCart();
    cart.actor.send({ type: 'cart.reset' });
    expect(selectCartQuantity(cart.snapshot())).toBe(0);
    expect(cart.snapshot().value).toBe('empty');
  });
});

/**
 * What the device kept, read back (docs/architecture.md "Offline at the venue": every entry is
 * checked): a key of 8–100 letters, digits, '-' or '_', a product id and a quantity of 1–99 as
 * positive whole numbers, a kind of 'product' or 'merchandise' if any, a name (200 characters at
 * most) if not blank; anything else, and a key seen before, is dropped.
 */
describe('the additions kept on the device, read back', () => {
  const entry = (key: unknown, addition: unknown, more: object = {}) => ({ key, addition, ...more });
  const one = { product_id: 502, quantity: 1 };

  it('keeps a well-formed entry as it is, and nothing else of it', () => {
    expect(checkQueued([entry('kept-before-0001', one)])).toStrictEqual([{ key: 'kept-before-0001', addition: { product_id: 502, quantity: 1 } }]);
    expect(checkQueued([entry('abc_DEF-9', { product_id: 7, quantity: 99, kind: 'merchandise' }, { name: 'Jaket' })])).toStrictEqual([
      { key: 'abc_DEF-9', addition: { product_id: 7, quantity: 99, kind: 'merchandise' }, name: 'Jaket' },
    ]);
    expect(checkQueued([entry('abcdefgh', { ...one, kind: 'product' })])).toStrictEqual([{ key: 'abcdefgh', addition: { ...one, kind: 'product' } }]);
  });

  it('reads nothing from what is not a list', () => {
    for (const raw of [null, undefined, {}, 'kept-before-0001', 3]) expect(checkQueued(raw)).toEqual([]);
  });

  it('drops an entry whose key is not 8–100 letters, digits, - or _', () => {
    const keys = ['abcdefg', 'a'.repeat(101), 'abcd efgh', 'abcd.efgh', ' abcdefgh', 'abcdefgh ', 12345678, undefined];
    expect(checkQueued(keys.map((key) => entry(key, one)))).toEqual([]);
    expect(checkQueued([entry('a'.repeat(100), one)]).map((kept) => kept.key)).toEqual(['a'.repeat(100)]);
  });

  it('drops an entry that is not an addition of 1–99 of a product', () => {
    const additions = [
      undefined,
      null,
      'busi',
      { quantity: 1 },
      { product_id: 0, quantity: 1 },
      { product_id: -2, quantity: 1 },
      { product_id: 1.5, quantity: 1 },
      { product_id: '502', quantity: 1 },
      { product_id: 502 },
      { product_id: 502, quantity: 0 },
      { product_id: 502, quantity: 100 },
      { product_id: 502, quantity: 2.5 },
      { product_id: 502, quantity: 1, kind: 'jasa' },
    ];
    expect(checkQueued([null, 7, ...additions.map((addition, index) => entry(`kept-entry-${index}0`, addition))])).toEqual([]);
  });

  it('keeps the first of two entries with the same key', () => {
    expect(checkQueued([entry('kept-before-0001', one), entry('kept-before-0001', { product_id: 9, quantity: 2 }), entry('kept-before-0002', one)])).toStrictEqual([
      { key: 'kept-before-0001', addition: one },
      { key: 'kept-before-0002', addition: one },
    ]);
  });

  it('keeps a name that is not blank, cut to 200 characters', () => {
    const names = checkQueued([
      entry('kept-name-01', one, { name: '   ' }),
      entry('kept-name-02', one, { name: 42 }),
      entry('kept-name-03', one, { name: 'B'.repeat(250) }),
      entry('kept-name-04', one, { name: ' Busi ' }),
    ]).map((kept) => kept.name);
    expect(names).toStrictEqual([undefined, undefined, 'B'.repeat(200), ' Busi ']);
    expect(Object.keys(checkQueued([entry('kept-name-01', one, { name: '' })])[0]!)).toEqual(['key', 'addition']);
  });

  it('joins more additions behind the queue, each key once (the one already queued stays)', () => {
    const first = { key: 'kept-before-0001', addition: one };
    const again = { key: 'kept-before-0001', addition: { product_id: 9, quantity: 2 } };
    const next = { key: 'kept-before-0002', addition: one };
    expect(withQueued([first], [again, next, next])).toEqual([first, next]);
    expect(withQueued([], [next])).toEqual([next]);
  });

  it('gives an addition a key of 128 random bits as 32 hex digits', () => {
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementationOnce(<T extends ArrayBufferView | null>(array: T): T => {
      if (array) new Uint8Array(array.buffer, array.byteOffset, array.byteLength).set(Array.from({ length: 16 }, (_, index) => index * 17));
      return array;
    });
    expect(newAdditionKey()).toBe('00112233445566778899aabbccddeeff');
  });
});
