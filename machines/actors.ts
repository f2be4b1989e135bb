import { fromCallback, fromPromise } from 'xstate';
import type { PrizeFeedEvent, PrizeFeedInput } from './prizeFeed';
import type { Ports } from './ports';
import type { Cart, CartAddition, Order, RegistrationForm, StoredSession, Token, UpcomingSession, User } from './types';
import type { OrderableCart } from './cart';

/**
 * The real side effects, built from the ports: one typed actor per placeholder the machines
 * declare, grouped by machine. Each promise actor hands XState's abort signal to the port, so
 * leaving a state cancels its request.
 */
export function createPortActors(ports: Ports) {
  const { api, session } = ports;
  return {
    auth: {
      readSession: fromPromise<StoredSession>(() => session.read()),
      refreshUser: fromPromise<User>(({ signal }) => api.currentUser(signal)),
      loginWithCode: fromPromise<Token, { code: string }>(({ input, signal }) =>
        api.loginWithCode(input.code, signal),
      ),
      register: fromPromise<Token, { form: RegistrationForm }>(({ input, signal }) =>
        api.register(input.form, signal),
      ),
      saveUserDetails: fromPromise<User, { details: Partial<User> }>(({ input, signal }) =>
        api.saveUserDetails(input.details, signal),
      ),
      clearSession: fromPromise<void>(() => session.clear()),
    },
    prizeFeed: {
      // The kept list is read before subscribing, so it always comes before the first value.
      prizeSubscription: fromCallback<PrizeFeedEvent, PrizeFeedInput>(({ input, sendBack }) => {
        const { prizes } = ports;
        let unsubscribe: (() => void) | null = null;
        let stopped = false;
        const subscribe = () => {
          if (!stopped) unsubscribe = prizes.subscribe(input.userId, (raw) => sendBack({ type: 'feed.value', raw }));
        };
        if (!prizes.readKept) subscribe();
        else {
          prizes
            .readKept(input.userId)
            .then((raw) => {
              if (!stopped) sendBack({ type: 'feed.kept', raw });
            }, () => undefined)
            .finally(subscribe);
        }
        return () => {
          stopped = true;
          unsubscribe?.();
        };
      }),
    },
    cart: {
      loadCarts: fromPromise<Cart[]>(({ signal }) => api.loadCarts(signal)),
      addToCart: fromPromise<Cart[], { addition: CartAddition }>(({ input, signal }) =>
        api.addToCart(input.addition, signal),
      ),
      removeCartItem: fromPromise<Cart[], { cartId: number; itemId: number }>(({ input, signal }) =>
        api.removeCartItem(input.cartId, input.itemId, signal),
      ),
      placeOrder: fromPromise<Order, { cart: OrderableCart }>(({ input, signal }) => api.placeOrder(input.cart, signal)),
    },
    countdown: {
      upcomingSessions: fromPromise<UpcomingSession[]>(({ signal }) => api.upcomingSessions(signal)),
    },
    giftClaim: {
      claimPrize: fromPromise<void, { giftId: number }>(({ input, signal }) => api.claimPrize(input.giftId, signal)),
    },
  };
}
