// The real Ports (machines/ports.ts): SDK calls, storage, the realtime database, the clock
// and the router, assembled in one place. Tests and stories build fakes of the same shape.
import type { PameranClient } from '@pameran/sdk';
import type { Ports } from '../../machines';
import { readsOf, UPCOMING_SESSIONS_READ } from './reads';

export interface PortDependencies {
  api: PameranClient;
  session: Ports['session'];
  prizes: Ports['prizes'];
  navigate(path: string): void;
  /** The device (push) token sent with login and registration; '' on the web. */
  deviceToken(): Promise<string>;
  clock?: Ports['clock'];
}

export function createPorts({ api, session, prizes, navigate, deviceToken, clock = { now: () => Date.now() } }: PortDependencies): Ports {
  return {
    session,
    prizes,
    clock,
    navigate,
    api: {
      currentUser: (signal) => api.users.me({ signal }),
      // Both answer a token; the auth statechart stores it and then reads the user with it.
      loginWithCode: async (code, signal) => api.auth.invitation({ code, token: await deviceToken() }, { signal }),
      register: async (form, signal) => api.auth.register({ ...form, token: await deviceToken() }, { signal }),
      saveUserDetails: (details, signal) =>
        api.users.update(
          { name: details.name, email: details.email, phone: details.phone, agency: details.agency, unit: details.unit, salesman: details.salesman },
          { signal },
        ),
      loadCarts: (signal) => api.commerce.carts({ signal }),
      addToCart: (addition, signal) => api.commerce.addToCart(addition, { signal }),
      removeCartItem: (cartId, itemId, signal) => api.commerce.removeCartItem(cartId, itemId, { signal }),
      placeOrder: (cart, signal) =>
        api.commerce.placeOrder(
          { cart_id: cart.id, item_ids: cart.items.map((item) => item.id) },
          { signal },
        ),
      // Through the read store: the agenda reads the same sessions, one request for both.
      upcomingSessions: (signal) => readsOf(api).load(UPCOMING_SESSIONS_READ, signal),
      claimPrize: async (giftId, signal) => {
        await api.commerce.claimGift(giftId, { signal });
      },
    },
  };
}
