import { assertEvent, assign, emit, forwardTo, raise, sendTo, setup } from 'xstate';
import { createPortedChildren, ignoreStorageFailure } from './actors';
import { authMachine, HOME_PATH, type AuthEvent, type AuthReport } from './auth';
import { cartMachine, type CartEvent } from './cart';
import { countdownMachine } from './countdown';
import { giftClaimMachine, keepClaimedMarks } from './giftClaim';
import { notProvidedAction } from './placeholders';
import { prizeFeedMachine, type PrizeFeedHealthEvent, type PrizesHeldEvent, type PrizesReceivedEvent } from './prizeFeed';
import type { Clock, Ports } from './ports';
import type { Prize } from './types';

export { HOME_PATH, type AuthReport };

/** Events the UI sends to the root actor (docs/architecture.md), plus the children's reports. */
export type AppEvent =
  | AuthEvent
  | Exclude<CartEvent, { type: 'cart.load' | 'cart.reset' }>
  /** The /popup-gift route is showing: open the dialog (ignored while it is open). */
  | { type: 'gift.open' }
  | PrizesReceivedEvent
  | PrizesHeldEvent
  | PrizeFeedHealthEvent
  /** The shell's "Hadiah" entry: open 'Pilih Hadiah' on the list held. */
  | { type: 'user.openPrizes' }
  | AuthReport
  /** Internal: raised once the dialog has its list, so the root lets go of its copy. */
  | { type: 'gift.listHandedOver' };

/**
 * What the root tells whoever listens (`actor.on`): /popup-gift leaves when the dialog it
 * shows is closed. Whether a visit is on is the URL's to say, not the root's.
 */
export type AppEmitted = { type: 'gift.closed' };

export interface AppInput {
  /** The countdown reads time from it (ports.clock in the app, a fake clock in tests). */
  clock: Clock;
}

export interface AppContext {
  clock: Clock;
  /**
   * The last prize list while the dialog is closed (`/popup-gift` shows it). While the dialog
   * is open the list lives in the giftClaim actor alone and comes back here when it closes:
   * there is one copy at any time.
   */
  prizes: Prize[];
  /** Who is signed in (0 while nobody is): the device keeps the held list under this id. */
  userId: number;
}

/**
 * The root: a parallel statechart. `session` follows who is signed in (the auth child owns the
 * identity: user, token, login, registration, logout) and, while someone is, runs the prize
 * feed and has loaded the cart. `gift` is the prize dialog. The cart and countdown children
 * run for the root's whole life.
 */
export const appMachine = setup({
  types: {
    input: {} as AppInput,
    context: {} as AppContext,
    events: {} as AppEvent,
    emitted: {} as AppEmitted,
  },
  actors: {
    auth: authMachine,
    cart: cartMachine,
    countdown: countdownMachine,
    prizeFeed: prizeFeedMachine,
    giftClaim: giftClaimMachine,
  },
  actions: {
    forwardToAuth: forwardTo('auth'),
    /** The visitor's own logout: revoke the token on the platform and sign out the other tabs. */
    endSessionEverywhere: notProvidedAction('endSessionEverywhere'),
    forwardToCart: forwardTo('cart'),
    forwardToGiftClaim: forwardTo('giftClaim'),
    loadCart: sendTo('cart', { type: 'cart.load' }),
    resetCart: sendTo('cart', { type: 'cart.reset' }),
    keepPushedPrizes: assign({
      prizes: ({ event }) => {
        assertEvent(event, 'prizes.received');
        return event.prizes;
      },
    }),
    /** A list within reach that opens nothing; what was claimed stays claimed. */
    holdPrizes: assign({
      prizes: ({ context, event }) => {
        assertEvent(event, 'prizes.held');
        return keepClaimedMarks(event.prizes, context.prizes);
      },
    }),
    forgetPrizes: assign({ prizes: [] }),
    /** The visitor closed the dialog (or it failed); a logout closes it without this. */
    announceDialogClosed: emit({ type: 'gift.closed' } as const),
    rememberUserId: assign({
      userId: ({ event }) => {
        assertEvent(event, 'auth.authenticated');
        return event.userId;
      },
    }),
    /**
     * Placeholder: the app writes the held list (context.prizes) to this device under
     * context.userId, so it survives a reload; logout clears it with the visitor's storage.
     * A list that arrives while the dialog is open is not written: it is the path's current
     * value, which a reload delivers again as the first value.
     */
    keepPrizesOnDevice: notProvidedAction('keepPrizesOnDevice'),
    /** A child actor failed: it is gone, the root and every other child keep working. */
    reportChildFailure: ({ event }) => console.warn('[app] a child actor failed:', (event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'app',
  type: 'parallel',
  context: ({ input }) => ({ clock: input.clock, prizes: [], userId: 0 }),
  // Containment: every child's failure is handled where it is invoked, so none can stop the
  // root (the children handle their own calls' failures first; this catches the rest).
  invoke: [
    { id: 'auth', systemId: 'auth', src: 'auth', onError: { actions: 'reportChildFailure' } },
    { id: 'cart', systemId: 'cart', src: 'cart', onError: { actions: 'reportChildFailure' } },
    {
      id: 'countdown',
      systemId: 'countdown',
      src: 'countdown',
      input: ({ context }) => ({ clock: context.clock }),
      onError: { actions: 'reportChildFailure' },
    },
  ],
  // Grouped forwarding: the auth child owns every `user.*` and `session.*` event, the cart child
  // every `cart.*` one (an exact descriptor wins over a wildcard, so the logout's extra step and
  // the gift region's `user.openPrizes` keep their own handling; auth ignores the latter).
  on: {
    'user.*': { actions: 'forwardToAuth' },
    'session.*': { actions: 'forwardToAuth' },
    'cart.*': { actions: 'forwardToCart' },
    // Ended everywhere first, while the session statechart still holds the token.
    'user.logout': { actions: ['endSessionEverywhere', 'forwardToAuth'] },
  },
  states: {
    session: {
      initial: 'restoring',
      states: {
        // The stored session is being read (and refreshed): nobody is signed in or out yet.
        restoring: {
          on: {
            'auth.authenticated': { target: 'authenticated', actions: 'rememberUserId' },
            'auth.anonymous': 'anonymous',
          },
        },
        anonymous: {
          on: { 'auth.authenticated': { target: 'authenticated', actions: 'rememberUserId' } },
        },
        authenticated: {
          entry: 'loadCart',
          // Leaving this state drops the subscription, and with it the first-value flag.
          invoke: {
            id: 'prizeFeed',
            src: 'prizeFeed',
            input: ({ event }) => {
              assertEvent(event, 'auth.authenticated');
              return { userId: event.userId };
            },
            // The visitor stays signed in without live prizes.
            onError: { actions: 'reportChildFailure' },
          },
          on: {
            // Nothing of the previous visitor stays in memory: the cart empties (the gift
            // region forgets the prize list).
            'auth.loggedOut': { target: 'anonymous', actions: ['resetCart', assign({ userId: 0 })] },
          },
          // Whether prizes can reach the visitor now: the "Hadiah" entry says so while they cannot.
          initial: 'prizesReachable',
          states: {
            prizesReachable: { on: { 'prizes.feedDown': 'prizesUnreachable' } },
            prizesUnreachable: { on: { 'prizes.feedUp': 'prizesReachable' } },
          },
        },
      },
    },
    gift: {
      initial: 'closed',
      on: {
        // The dialog closes with the session; nothing of the visitor's list stays in memory.
        'auth.loggedOut': { target: '.closed', actions: 'forgetPrizes' },
      },
      states: {
        closed: {
          on: {
            // The /popup-gift route: the last pushed list.
            'gift.open': 'open',
            'user.openPrizes': 'open',
            'prizes.received': { target: 'open', actions: ['keepPushedPrizes', 'keepPrizesOnDevice'] },
            'prizes.held': { actions: ['holdPrizes', 'keepPrizesOnDevice'] },
          },
        },
        // The gift dialog is open; giftClaim lives exactly as long as it.
        open: {
          // The dialog's input is evaluated after entry actions: let go of the list one step later.
          entry: raise({ type: 'gift.listHandedOver' }),
          invoke: {
            id: 'giftClaim',
            systemId: 'giftClaim',
            src: 'giftClaim',
            input: ({ context }) => ({ prizes: context.prizes }),
            onDone: {
              target: 'closed',
              actions: [assign({ prizes: ({ event }) => event.output.prizes }), 'keepPrizesOnDevice', 'announceDialogClosed'],
            },
            onError: { target: 'closed', actions: ['reportChildFailure', 'announceDialogClosed'] },
          },
          on: {
            // The list moved into the dialog (its input): the root holds none while it is open.
            'gift.listHandedOver': { actions: 'forgetPrizes' },
            'prizes.received': { actions: 'forwardToGiftClaim' },
            // The kept list arriving after /popup-gift opened the dialog on an empty one.
            'prizes.held': {
              actions: sendTo('giftClaim', ({ event }) => ({ type: 'prizes.received' as const, prizes: event.prizes, held: true })),
            },
          },
        },
      },
    },
  },
});

/**
 * The root machine with every placeholder provided, once: the children over the ports
 * (machines/actors.ts) and the root's own two side effects. Create the actor with
 * `createActor(createAppMachine(ports), { input: { clock: ports.clock } })`.
 */
export function createAppMachine(ports: Ports) {
  return appMachine.provide({
    actions: {
      endSessionEverywhere: ({ self }) => {
        const token = self.getSnapshot().children.auth?.getSnapshot().context.token?.access_token;
        if (token) ports.session.endEverywhere?.(token);
      },
      keepPrizesOnDevice: ({ context }) => {
        if (context.userId !== 0) ports.prizes.keep?.(context.userId, context.prizes).catch(ignoreStorageFailure);
      },
    },
    actors: createPortedChildren(ports),
  });
}
