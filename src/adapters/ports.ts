// The real Ports (machines/ports.ts): SDK calls, storage, the realtime database, the clock
// and the router, assembled in one place. Tests and stories build fakes of the same shape.
import type { PameranClient } from '@pameran/sdk';
import type { Ports, Token } from '../../machines';
import type { TokenHolder } from './api';

export interface PortDependencies {
  api: PameranClient;
  tokens: TokenHolder;
  session: Ports['session'];
  prizes: Ports['prizes'];
  navigate(path: string): void;
  /** The device (push) token sent with login and registration; '' on the web. */
  deviceToken(): Promise<string>;
  clock?: Ports['clock'];
}

export function createPorts({ api, tokens, session, prizes, navigate, deviceToken, clock = { now: () => Date.now() } }: PortDependencies): Ports {
  /**
   * Login and registration return a token; the user detail is fetched with it right away.
   * If that fetch fails the token is forgotten again, so a half-finished login leaves nothing.
   */
  async function signInWith(obtainToken: (pushToken: string) => Promise<Token>, signal: AbortSignal) {
    const token = await obtainToken(await deviceToken());
    const previous = tokens.get();
    tokens.set(token.access_token);
    try {
      const user = await api.users.me({ signal });
      return { token, user };
    } catch (error) {
      tokens.set(previous);
      throw error;
    }
  }

  return {
    session,
    prizes,
    clock,
    navigate,
    api: {
      currentUser: (signal) => api.users.me({ signal }),
      loginWithCode: (code, signal) => signInWith((token) => api.auth.invitation({ code, token }, { signal }), signal),
      register: (form, signal) => signInWith((token) => api.auth.register({ ...form, token }, { signal }), signal),
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
          { cart_id: cart.id, item_ids: cart.items.filter((item) => item.checked !== false).map((item) => item.id) },
          { signal },
        ),
      upcomingSessions: (signal) => api.events.upcomingSessions({}, { signal }),
      claimPrize: async (giftId, signal) => {
        await api.commerce.claimGift(giftId, { signal });
      },
    },
  };
}
