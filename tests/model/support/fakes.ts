import { fromCallback } from 'xstate';
import type { PrizeFeedEvent, PrizeFeedInput } from '../../../machines/prizeFeed';
import type { Ports } from '../../../machines/ports';
import type {
  Cart,
  CartAddition,
  Order,
  Prize,
  RegistrationForm,
  StoredSession,
  Token,
  UpcomingSession,
  User,
} from '../../../machines/types';

/** One realtime subscription the fake database handed out. */
export interface FakeSubscription {
  userId: number;
  active: boolean;
  /** Delivers a raw database value, exactly as the realtime listener would. */
  push(raw: unknown): void;
}

/**
 * A fake realtime database for the prizeFeed's `prizeSubscription` actor: it records every
 * subscription, lets a test push raw values, and notices unsubscribing.
 */
export function createFakePrizeDatabase() {
  const subscriptions: FakeSubscription[] = [];
  const prizeSubscription = fromCallback<PrizeFeedEvent, PrizeFeedInput>(({ input, sendBack }) => {
    const subscription: FakeSubscription = {
      userId: input.userId,
      active: true,
      push: (raw) => {
        if (subscription.active) sendBack({ type: 'feed.value', raw });
      },
    };
    subscriptions.push(subscription);
    return () => {
      subscription.active = false;
    };
  });
  return {
    prizeSubscription,
    subscriptions,
    active: () => subscriptions.filter((subscription) => subscription.active),
  };
}

/** The database keeps a list as an object keyed by index. */
export function asDatabaseValue(prizes: readonly Prize[]): Record<string, Prize> {
  return Object.fromEntries(prizes.map((prize, index) => [String(index), prize]));
}

/**
 * Ports for the whole app whose calls are recorded. Every call answers with what `answers`
 * says (default: an empty, anonymous world) so a test changes only what it is about.
 */
export function createFakePorts(answers: Partial<FakeAnswers> = {}) {
  const world: FakeAnswers = { ...defaultAnswers(), ...answers };
  const calls: Array<{ port: string; args: unknown[] }> = [];
  const record =
    <TArgs extends unknown[], TResult>(port: string, answer: (...args: TArgs) => TResult) =>
    (...args: TArgs): TResult => {
      calls.push({ port, args: args.filter((arg) => !(arg instanceof AbortSignal)) });
      return answer(...args);
    };
  const database = { subscriptions: [] as FakeSubscription[] };
  const navigations: string[] = [];
  const ports: Ports = {
    session: {
      read: record('session.read', () => world.read()),
      save: record('session.save', () => Promise.resolve()),
      clear: record('session.clear', () => Promise.resolve()),
    },
    api: {
      currentUser: record('api.currentUser', () => world.currentUser()),
      loginWithCode: record('api.loginWithCode', (code: string) => world.loginWithCode(code)),
      register: record('api.register', (form: RegistrationForm) => world.register(form)),
      saveUserDetails: record('api.saveUserDetails', (details: Partial<User>) => world.saveUserDetails(details)),
      loadCarts: record('api.loadCarts', () => world.loadCarts()),
      addToCart: record('api.addToCart', (addition: CartAddition) => world.addToCart(addition)),
      removeCartItem: record('api.removeCartItem', (cartId: number, itemId: number) => world.removeCartItem(cartId, itemId)),
      placeOrder: record('api.placeOrder', (cart: Cart) => world.placeOrder(cart)),
      upcomingSessions: record('api.upcomingSessions', () => world.upcomingSessions()),
      claimPrize: record('api.claimPrize', (giftId: number) => world.claimPrize(giftId)),
    },
    prizes: {
      subscribe: record('prizes.subscribe', (userId: number, onValue: (raw: unknown) => void) => {
        const subscription: FakeSubscription = {
          userId,
          active: true,
          push: (raw) => {
            if (subscription.active) onValue(raw);
          },
        };
        database.subscriptions.push(subscription);
        return () => {
          subscription.active = false;
        };
      }),
    },
    // Follows Date, which the tests fake with vi.useFakeTimers.
    clock: { now: () => Date.now() },
    navigate: (path) => void navigations.push(path),
  };
  return {
    ports,
    calls,
    navigations,
    activeSubscriptions: () => database.subscriptions.filter((subscription) => subscription.active),
    subscriptions: database.subscriptions,
    callsTo: (port: string) => calls.filter((call) => call.port === port),
  };
}

export interface FakeAnswers {
  read(): Promise<StoredSession>;
  currentUser(): Promise<User>;
  loginWithCode(code: string): Promise<{ token: Token; user: User }>;
  register(form: RegistrationForm): Promise<{ token: Token; user: User }>;
  saveUserDetails(details: Partial<User>): Promise<User>;
  loadCarts(): Promise<Cart[]>;
  addToCart(addition: CartAddition): Promise<Cart[]>;
  removeCartItem(cartId: number, itemId: number): Promise<Cart[]>;
  placeOrder(cart: Cart): Promise<Order>;
  upcomingSessions(): Promise<UpcomingSession[]>;
  claimPrize(giftId: number): Promise<void>;
}

const unexpected = (what: string) => () => Promise.reject(new Error(`unexpected call: ${what}`));

function defaultAnswers(): FakeAnswers {
  return {
    read: () => Promise.resolve({ token: null, user: null }),
    currentUser: unexpected('currentUser'),
    loginWithCode: unexpected('loginWithCode'),
    register: unexpected('register'),
    saveUserDetails: unexpected('saveUserDetails'),
    loadCarts: () => Promise.resolve([]),
    addToCart: unexpected('addToCart'),
    removeCartItem: unexpected('removeCartItem'),
    placeOrder: unexpected('placeOrder'),
    upcomingSessions: () => Promise.resolve([]),
    claimPrize: () => Promise.resolve(),
  };
}
