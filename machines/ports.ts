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
} from './types';
import type { OrderableCart } from './cart';

/**
 * How the machines reach the world. `createAppMachine(ports)` provides every named actor and
 * action from this one object; src/adapters builds the real one, tests and stories build fakes.
 * Every async function takes an AbortSignal last and rejects with an Error that may carry a
 * numeric `status` (401 is recognised structurally).
 */
export interface Ports {
  session: {
    /** Reads token (key `token`, base64 JSON) and user (key `user`, JSON). Corrupt → null. */
    read(): Promise<StoredSession>;
    save(token: Token | null, user: User | null): Promise<void>;
    /** Clears user, token, the key-value storage and all local storage. */
    clear(): Promise<void>;
    /**
     * The visitor logged out: revoke this access token on the platform and sign out the app's
     * other tabs. Never throws and is never waited for: the local logout goes ahead regardless.
     */
    endEverywhere?(accessToken: string): void;
  };
  api: {
    /** GET /api/users with the session's token (the SDK reads it from the auth statechart). */
    currentUser(signal: AbortSignal): Promise<User>;
    /** POST /api/auth/invitation: the new token (the user is then read with it). */
    loginWithCode(code: string, signal: AbortSignal): Promise<Token>;
    register(form: RegistrationForm, signal: AbortSignal): Promise<Token>;
    saveUserDetails(details: Partial<User>, signal: AbortSignal): Promise<User>;
    loadCarts(signal: AbortSignal): Promise<Cart[]>;
    addToCart(addition: CartAddition, signal: AbortSignal): Promise<Cart[]>;
    removeCartItem(cartId: number, itemId: number, signal: AbortSignal): Promise<Cart[]>;
    placeOrder(cart: OrderableCart, signal: AbortSignal): Promise<Order>;
    upcomingSessions(signal: AbortSignal): Promise<UpcomingSession[]>;
    claimPrize(giftId: number, signal: AbortSignal): Promise<void>;
  };
  /** Realtime database; `onValue` gets every raw value of `brochure/{userId}` (first one too). */
  prizes: {
    subscribe(userId: number, onValue: (raw: unknown) => void): () => void;
    /**
     * The visitor's prize list this device kept (raw, checked by the prize feed), or null.
     * Without it (or them) nothing is kept: a reload then relies on the first value alone.
     */
    readKept?(userId: number): Promise<unknown>;
    /** Keeps the visitor's list on this device; logout's `session.clear()` removes it. */
    keep?(userId: number, prizes: Prize[]): Promise<void>;
  };
  clock: Clock;
  navigate(path: string): void;
}

export interface Clock {
  /** Milliseconds since the epoch, like Date.now(). */
  now(): number;
}
