import { createActor } from 'xstate';
import { cartMachine } from '../../machines/cart';
import { selectCanCheckout, selectCartError, selectCartQuantity, selectFirstCart } from '../../machines/cart.selectors';
import { cartsAfterAdd, loadedCarts, placedOrder } from './support/cart';
import { createFakePromiseActors, flush, REPLAY_EPOCH } from './support/harness';

beforeEach(() => vi.useFakeTimers({ now: REPLAY_EPOCH }));
afterEach(() => vi.useRealTimers());

async function loadedCart(carts = loadedCarts) {
  const fakes = createFakePromiseActors(['loadCarts', 'addToCart', 'removeCartItem', 'placeOrder']);
  const actor = createActor(cartMachine.provide({ actors: fakes.actors })).start();
  actor.send({ type: 'cart.load' });
  fakes.settle({ type: 'xstate.done.actor.loadCarts', output: carts });
  await flush();
  return { actor, fakes, snapshot: () => actor.getSnapshot() };
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
    cart.actor.send({ type: 'cart.add', addition: { product_id: 503, quantity: 1 } });
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

  it("shows the server's message when an add fails, and keeps the cart", async () => {
    const cart = await loadedCart();
    cart.actor.send({ type: 'cart.add', addition: { product_id: 503, quantity: 99 } });
    cart.fakes.settle({ type: 'xstate.error.actor.addToCart', error: Object.assign(new Error('Stok tidak mencukupi'), { status: 422 }) });
    await flush();
    expect(selectCartError(cart.snapshot())).toBe('Stok tidak mencukupi');
    expect(selectCartQuantity(cart.snapshot())).toBe(5);
  });

  it('empties on reset (logout)', async () => {
    const cart = await loadedCart();
    cart.actor.send({ type: 'cart.reset' });
    expect(selectCartQuantity(cart.snapshot())).toBe(0);
    expect(cart.snapshot().value).toBe('empty');
  });
});
