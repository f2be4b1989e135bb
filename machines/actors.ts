import { fromCallback, fromPromise } from 'xstate';
import type { PrizeFeedEvent, PrizeFeedInput, PrizeSubscriptionCommand } from './prizeFeed';
import type { Ports, PrizeFeedStatus, PrizeFeedStatusDetail } from './ports';
import type { Cart, Order, QueuedAddition, RegistrationForm, StoredSession, Token, UpcomingSession, User } from './types';
import type { CartNetworkEvent } from './cart';
import { authMachine, HOME_PATH } from './auth';
import { cartMachine, type OrderableCart } from './cart';
import { countdownMachine } from './countdown';
import { giftClaimMachine } from './giftClaim';
import { prizeFeedMachine } from './prizeFeed';

/**
 * The one adapter layer between the SDK and the statecharts: one typed actor per placeholder
 * the machines declare, grouped by machine, each a call of the SDK (or of storage, the
 * realtime database) with what SPEC's request needs. Each promise actor hands XState's abort
 * signal to the call, so leaving a state cancels its request.
 */
export function createPortActors(ports: Ports) {
  const { api, session, deviceToken } = ports;
  return {
    auth: {
      readSession: fromPromise<StoredSession>(() => session.read()),
      refreshUser: fromPromise<User>(({ signal }) => api.users.me({ signal })),
      // Both answer a token; the auth statechart stores it and then reads the user with it.
      loginWithCode: fromPromise<Token, { code: string }>(async ({ input, signal }) =>
        api.auth.invitation({ code: input.code, token: await deviceToken() }, { signal }),
      ),
      register: fromPromise<Token, { form: RegistrationForm }>(async ({ input, signal }) =>
        api.auth.register({ ...input.form, token: await deviceToken() }, { signal }),
      ),
      // Only the fields a visitor may change are sent (SPEC §7's body), whatever the draft holds.
      saveUserDetails: fromPromise<User, { details: Partial<User> }>(({ input: { details }, signal }) =>
        api.users.update(
          { name: details.name, email: details.email, phone: details.phone, agency: details.agency, unit: details.unit, salesman: details.salesman },
          { signal },
        ),
      ),
      clearSession: fromPromise<void>(() => session.clear()),
    },
    prizeFeed: {
      // The kept list is read before subscribing, so it always comes before the first value.
      prizeSubscription: fromCallback<PrizeSubscriptionCommand, PrizeFeedInput>(({ input, sendBack, receive }) => {
        const { prizes } = ports;
        receive((command) => {
          if (command.type === 'feed.reconnect' && !stopped) prizes.reconnect?.();
        });
        let unsubscribe: (() => void) | null = null;
        let stopped = false;
        const subscribe = () => {
          if (stopped) return;
          unsubscribe = prizes.subscribe(
            input.userId,
            (raw) => {
              if (!stopped) sendBack({ type: 'feed.value', raw });
            },
            (status: PrizeFeedStatus, detail?: PrizeFeedStatusDetail) => {
              if (stopped) return;
              if (status === 'refused' && detail?.retryAfterMs) sendBack({ type: 'feed.refused', retryAfterMs: detail.retryAfterMs });
              else sendBack({ type: `feed.${status}` });
            },
          );
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
      networkReturn: fromCallback<PrizeFeedEvent>(({ sendBack }) => ports.prizes.onOnline?.(() => sendBack({ type: 'network.online' }))),
      realtimeSession: fromCallback(() => ports.prizes.hold?.()),
    },
    cart: {
      loadCarts: fromPromise<Cart[]>(({ signal }) => api.commerce.carts({ signal })),
      readQueue: fromPromise<unknown>(() => ports.cartQueue?.read() ?? Promise.resolve([])),
      // The queue is kept on the device, then its first addition sent with the same key every
      // time: a platform that honours Idempotency-Key applies it once. Without storage it still
      // goes (the queue waits in memory only).
      addToCart: fromPromise<Cart[], { queue: QueuedAddition[] }>(({ input: { queue }, signal }) => {
        const { key, addition } = queue[0]!;
        const send = () => api.commerce.addToCart(addition, { signal, idempotencyKey: key });
        return ports.cartQueue ? ports.cartQueue.keepAndSend(queue, send, () => api.commerce.carts({ signal })) : send();
      }),
      networkReturn: fromCallback<CartNetworkEvent>(({ sendBack }) => (ports.cartQueue?.onOnline ?? ports.prizes.onOnline)?.(() => sendBack({ type: 'network.online' }))),
      removeCartItem: fromPromise<Cart[], { cartId: number; itemId: number }>(({ input, signal }) =>
        api.commerce.removeCartItem(input.cartId, input.itemId, { signal }),
      ),
      placeOrder: fromPromise<Order, { cart: OrderableCart }>(({ input: { cart }, signal }) =>
        api.commerce.placeOrder({ cart_id: cart.id, item_ids: cart.items.map((item) => item.id) }, { signal }),
      ),
    },
    countdown: {
      upcomingSessions: fromPromise<UpcomingSession[]>(({ signal }) => api.events.upcomingSessions({}, { signal })),
    },
    giftClaim: {
      claimPrize: fromPromise<string | void, { giftId: number }>(({ input, signal }) => api.commerce.claimGift(input.giftId, { signal })),
    },
  };
}

/** Writing to storage is best effort: the session in memory is what counts. */
export const ignoreStorageFailure = () => {};

/**
 * Every child statechart of the root with its placeholders provided from these ports, in this
 * one place: what the cart's `addToCart` or auth's `persistSession` does is read here.
 */
export function createPortedChildren(ports: Ports) {
  const actors = createPortActors(ports);
  return {
    auth: authMachine.provide({
      actors: actors.auth,
      actions: {
        persistSession: ({ context }) => {
          ports.session.save(context.token, context.user).catch(ignoreStorageFailure);
        },
        navigateHome: () => ports.navigate(HOME_PATH),
      },
    }),
    prizeFeed: prizeFeedMachine.provide({ actors: actors.prizeFeed }),
    cart: cartMachine.provide({
      actors: actors.cart,
      actions: {
        forgetQueued: (_, { key }) => {
          ports.cartQueue?.forget(key).catch(ignoreStorageFailure);
        },
      },
    }),
    countdown: countdownMachine.provide({ actors: actors.countdown }),
    giftClaim: giftClaimMachine.provide({ actors: actors.giftClaim }),
  };
}
