// One visitor cannot order the whole stock away: the local platform caps one
// visitor's quantity of a merchandise item (cart and unpaid orders together: max_per_visitor,
// x-assumed) with a clear Indonesian 422, and an order left unpaid for 30 minutes is cancelled
// and its merchandise goes back to stock. Real HTTP against the platform, on a clock the test moves.
import { describe, expect, it } from 'vitest';
import { call, loginToken, usePlatform } from '../helpers/platform';

let clock = Date.parse('2026-11-25T09:00:00Z');
const platform = usePlatform({ now: () => clock });

const TOPI = 1;
const addTopi = (token: string, quantity: number) => call(platform, 'POST', '/api/carts', { token, json: { kind: 'merchandise', product_id: TOPI, quantity } });
const topi = async () => {
  const { body } = await call(platform, 'GET', '/api/events/pameran-merchandise/merchandise');
  return (body.data as { id: number; stock: number; max_per_visitor?: number }[]).find((item) => item.id === TOPI);
};

describe('one visitor and one merchandise item', () => {
  it('refuses all 40 caps at once, with a message saying the limit', async () => {
    const budi = await loginToken(platform, 'BUDI2026');
    expect(await addTopi(budi, 40)).toEqual({
      status: 422,
      body: { error: { message: 'Maksimal 5 Topi Pameran 2026 per pengunjung. Keranjang dan pesanan Anda yang belum dibayar sudah berisi 0, jadi Anda hanya dapat menambah 5 lagi.' } },
    });
    expect(await topi()).toMatchObject({ stock: 40, max_per_visitor: 5 });
  });

  it('counts the cart and unpaid orders together, and releases an order unpaid after 30 minutes', async () => {
    const siti = await loginToken(platform, 'SITI2026');
    expect((await addTopi(siti, 3)).status).toBe(200);
    const { body: carts } = await call(platform, 'GET', '/api/carts', { token: siti });
    const cart = (carts.data as { id: number; items: { id: number }[] }[])[0]!;
    const ordered = await call(platform, 'POST', '/api/orders', { token: siti, json: { cart_id: cart.id, item_ids: cart.items.map((item) => item.id) } });
    expect(ordered.status).toBe(200);
    expect(ordered.body.data).toMatchObject({ status: 'Menunggu pembayaran', pay_before: '2026-11-25T09:30:00.000Z' });
    expect(await topi()).toMatchObject({ stock: 37 });
    expect((await addTopi(siti, 2)).status).toBe(200);
    expect((await addTopi(siti, 1)).body.error?.message).toBe('Maksimal 5 Topi Pameran 2026 per pengunjung. Keranjang dan pesanan Anda yang belum dibayar sudah berisi 5, jadi Anda hanya dapat menambah 0 lagi.');
    // Another visitor has a limit of their own.
    expect((await addTopi(await loginToken(platform, 'AGUS2026'), 5)).status).toBe(200);

    clock += 30 * 60_000;
    expect(await topi()).toMatchObject({ stock: 40 });
    const { body: orders } = await call(platform, 'GET', '/api/orders', { token: siti });
    expect((orders.data as { status: string }[])[0]).toMatchObject({ status: 'Dibatalkan (tidak dibayar)' });
    expect((await addTopi(siti, 3)).status).toBe(200);
  });
});
