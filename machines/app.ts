import { assertEvent, assign, forwardTo, sendParent, sendTo, setup } from 'xstate';
import { createPortActors } from './actors';
import { authMachine, authPrizeFeed, type AuthEvent } from './auth';
import { cartMachine, type CartEvent } from './cart';
import { countdownMachine } from './countdown';
import { giftClaimMachine, type GiftClaimEvent } from './giftClaim';
import { normalisePrizes, type PrizesReceivedEvent } from './prizeFeed';
import type { Clock, Ports } from './ports';
import type { Prize } from './types';

/** Events the UI sends to the root actor (docs/architecture.md), plus the children's reports. */
export type AppEvent =
  | AuthEvent
  | Exclude<CartEvent, { type: 'cart.load' | 'cart.reset' }>
  | Exclude<GiftClaimEvent, PrizesReceivedEvent>
  | { type: 'gift.open'; prizes?: unknown }
  | PrizesReceivedEvent
  | { type: 'auth.authenticated' }
  | { type: 'auth.loggedOut' };

export interface AppInput {
  /** The countdown reads time from it (ports.clock in the app, a fake clock in tests). */
  clock: Clock;
}

export interface AppContext {
  clock: Clock;
  /** The last pushed prize list: `gift.open` without a list shows it. */
  lastPrizes: Prize[];
}

/** Auth wired to its parent: sign-in, logout and pushed prizes become root events. */
const connectedAuth = authMachine.provide({
  actions: {
    notifyAuthenticated: sendParent({ type: 'auth.authenticated' }),
    notifyLoggedOut: sendParent({ type: 'auth.loggedOut' }),
    notifyPrizes: sendParent((_, params: PrizesReceivedEvent) => params),
  },
});

export const appMachine = setup({
  types: {
    input: {} as AppInput,
    context: {} as AppContext,
    events: {} as AppEvent,
  },
  actors: {
    auth: connectedAuth,
    cart: cartMachine,
    countdown: countdownMachine,
    giftClaim: giftClaimMachine,
  },
  actions: {
    forwardToAuth: forwardTo('auth'),
    forwardToCart: forwardTo('cart'),
    forwardToGiftClaim: forwardTo('giftClaim'),
    loadCart: sendTo('cart', { type: 'cart.load' }),
    resetCart: sendTo('cart', { type: 'cart.reset' }),
    rememberPushedPrizes: assign({
      lastPrizes: ({ event }) => {
        assertEvent(event, 'prizes.received');
        return event.prizes;
      },
    }),
    rememberOpenedPrizes: assign({
      lastPrizes: ({ context, event }) => {
        assertEvent(event, 'gift.open');
        return event.prizes === undefined ? context.lastPrizes : normalisePrizes(event.prizes);
      },
    }),
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ clock: input.clock, lastPrizes: [] }),
  invoke: [
    { id: 'auth', systemId: 'auth', src: 'auth' },
    { id: 'cart', systemId: 'cart', src: 'cart' },
    { id: 'countdown', systemId: 'countdown', src: 'countdown', input: ({ context }) => ({ clock: context.clock }) },
  ],
  on: {
    'user.login': { actions: 'forwardToAuth' },
    'user.register': { actions: 'forwardToAuth' },
    'user.saveDetails': { actions: 'forwardToAuth' },
    'user.logout': { actions: 'forwardToAuth' },
    'session.unauthorized': { actions: 'forwardToAuth' },
    'cart.add': { actions: 'forwardToCart' },
    'cart.remove': { actions: 'forwardToCart' },
    'cart.toggleItem': { actions: 'forwardToCart' },
    'cart.checkout': { actions: 'forwardToCart' },
    'auth.authenticated': { actions: 'loadCart' },
    // Nothing of the previous visitor stays on screen: the cart empties, the dialog closes.
    'auth.loggedOut': { target: '.giftClosed', actions: 'resetCart' },
  },
  initial: 'giftClosed',
  states: {
    giftClosed: {
      on: {
        'gift.open': { target: 'giftOpen', actions: 'rememberOpenedPrizes' },
        'prizes.received': { target: 'giftOpen', actions: 'rememberPushedPrizes' },
      },
    },
    // The gift dialog is open; giftClaim lives exactly as long as it.
    giftOpen: {
      invoke: {
        id: 'giftClaim',
        systemId: 'giftClaim',
        src: 'giftClaim',
        input: ({ context }) => ({ prizes: context.lastPrizes }),
        onDone: 'giftClosed',
      },
      on: {
        'prizes.received': { actions: ['rememberPushedPrizes', 'forwardToGiftClaim'] },
        'user.selectPrize': { actions: 'forwardToGiftClaim' },
        'user.submitPrize': { actions: 'forwardToGiftClaim' },
        'user.closeGift': { actions: 'forwardToGiftClaim' },
        'user.acknowledgeAlert': { actions: 'forwardToGiftClaim' },
      },
    },
  },
});

/** Navigation target after the visitor's own logout (SPEC §4: the root at home). */
export const HOME_PATH = '/home';

/**
 * The root machine with every placeholder provided from the ports. Create the actor with
 * `createActor(createAppMachine(ports), { input: { clock: ports.clock } })`.
 */
export function createAppMachine(ports: Ports) {
  const actors = createPortActors(ports);
  const ignoreStorageFailure = () => {};
  return appMachine.provide({
    actors: {
      auth: connectedAuth.provide({
        actors: {
          ...actors.auth,
          prizeFeed: authPrizeFeed.provide({ actors: actors.prizeFeed }),
        },
        actions: {
          persistSession: ({ context }) => {
            ports.session.save(context.token, context.user).catch(ignoreStorageFailure);
          },
          navigateHome: () => ports.navigate(HOME_PATH),
        },
      }),
      cart: cartMachine.provide({ actors: actors.cart }),
      countdown: countdownMachine.provide({ actors: actors.countdown }),
      giftClaim: giftClaimMachine.provide({ actors: actors.giftClaim }),
    },
  });
}
