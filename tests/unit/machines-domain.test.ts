import { cartQuantity, checkedCart, markItemsChecked } from '../../machines/cart';
import { secondsUntil } from '../../machines/countdown';
import { errorMessage, isUnauthorized } from '../../machines/errors';
import { visiblePrizes } from '../../machines/giftClaim';
import { messages } from '../../machines/messages';
import { normalisePrizes } from '../../machines/prizeFeed';
import { startOnDeviceClock } from '../../machines/sessions';
import type { Cart } from '../../machines/types';

const item = (id: number, quantity: number) => ({ id, product_id: id, name: `Barang ${id}`, price: 1000, quantity, image_url: '' });

describe('prize helpers', () => {
  it('turns a database object keyed by index into a list', () => {
    expect(normalisePrizes({ 0: { id: 2, name: 'A', image_url: 'a.png' }, 1: { id: 3, name: 'B', image_url: 'b.png', isSaved: true } })).toEqual([
      { id: 2, name: 'A', image_url: 'a.png' },
      { id: 3, name: 'B', image_url: 'b.png', isSaved: true },
    ]);
  });

  it('skips entries without a numeric id and turns non-objects into []', () => {
    expect(normalisePrizes([{ name: 'x' }, { id: '4' }, null, 7, { id: 5 }])).toEqual([{ id: 5, name: '', image_url: '' }]);
    for (const raw of [null, undefined, 'teks', 12, true]) expect(normalisePrizes(raw)).toEqual([]);
  });

  it('hides prize id 1 and saved prizes', () => {
    const shown = visiblePrizes([
      { id: 1, name: 'Utama', image_url: '' },
      { id: 2, name: 'Disimpan', image_url: '', isSaved: true },
      { id: 3, name: 'Boleh', image_url: '', isSaved: false },
    ]);
    expect(shown.map((prize) => prize.id)).toEqual([3]);
  });
});

describe('cart helpers', () => {
  const carts: Cart[] = [
    { id: 1, items: [item(1, 2), item(2, 3)] },
    { id: 2, items: [item(3, 10)] },
  ];

  it('sums the first cart only, or 0', () => {
    expect(cartQuantity(carts)).toBe(5);
    expect(cartQuantity([])).toBe(0);
    expect(cartQuantity([{ id: 1, items: [] }])).toBe(0);
  });

  it('checks items on load, keeping earlier unchecks', () => {
    const first = markItemsChecked(carts);
    expect(first[0]!.items!.every((entry) => entry.checked)).toBe(true);
    const unchecked = [{ ...first[0]!, items: [{ ...first[0]!.items![0]!, checked: false }, first[0]!.items![1]!] }];
    expect(markItemsChecked(carts, unchecked)[0]!.items!.map((entry) => entry.checked)).toEqual([false, true]);
  });

  it('orders the checked items of the first cart, or nothing', () => {
    expect(checkedCart([{ id: 1, items: [{ ...item(1, 2), checked: false }, { ...item(2, 1), checked: true }] }])!.items.map((entry) => entry.id)).toEqual([2]);
    expect(checkedCart([])).toBeNull();
    expect(checkedCart([{ id: 1, items: [{ ...item(1, 2), checked: false }] }])).toBeNull();
  });
});

describe('countdown arithmetic', () => {
  it('rounds the time left up to whole seconds', () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 10_001)).toBe(0);
    expect(secondsUntil(10_000, 11_000)).toBe(-1);
  });

  it("puts a session's start where its countdown, read at a moment, runs out", () => {
    expect(startOnDeviceClock({ is_started_countdown: 90 }, 1_000_000)).toBe(1_090_000);
    expect(startOnDeviceClock({ is_started_countdown: -30 }, 1_000_000)).toBe(970_000);
    expect(startOnDeviceClock({ is_started_countdown: Number('x') }, 1_000_000)).toBeNaN();
  });
});

describe('port errors', () => {
  it('recognises a 401 structurally', () => {
    expect(isUnauthorized(Object.assign(new Error('x'), { status: 401 }))).toBe(true);
    expect(isUnauthorized({ status: 403 })).toBe(false);
    expect(isUnauthorized(null)).toBe(false);
  });

  it("shows the server's message, or a generic Indonesian one", () => {
    expect(errorMessage(new Error('Kuota habis'))).toBe('Kuota habis');
    expect(errorMessage({ message: '  ' })).toBe(messages.genericError);
    expect(errorMessage('teks')).toBe(messages.genericError);
  });
});
