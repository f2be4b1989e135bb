import type { PameranClient } from '@pameran/sdk';
import type { Cart, Prize, QueuedAddition, StoredSession, Token, User } from './types';

/**
 * The SDK calls the statecharts make, exactly as the SDK declares them (a type-only import: no
 * SDK code reaches machines/). The app passes its SDK client itself; tests and stories pass a
 * fake of the same shape. machines/actors.ts is the one place that turns these into actors.
 */
export interface ApiPort {
  auth: Pick<PameranClient['auth'], 'invitation' | 'register'>;
  users: Pick<PameranClient['users'], 'me' | 'update'>;
  commerce: Pick<PameranClient['commerce'], 'carts' | 'addToCart' | 'removeCartItem' | 'placeOrder' | 'claimGift'>;
  events: Pick<PameranClient['events'], 'upcomingSessions'>;
}

/**
 * How the machines reach the world. `createAppMachine(ports)` provides every named actor and
 * action from this one object; src/main.tsx builds the real one, tests and stories build fakes.
 * Every SDK call takes `{ signal }` last and rejects with an Error that may carry a numeric
 * `status`.
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
  api: ApiPort;
  /** The device (push) token sent with login and registration; '' on the web. */
  deviceToken(): Promise<string>;
  /**
   * Realtime database. `subscribe` signs in (keeping the realtime sign-in of the last
   * subscription while it works; a realtime credential is asked for only when there is none
   * or it was refused) and listens to `brochure/{userId}`: `onStatus('connected')` when the
   * listen is first answered (before its first value) and again after a lost connection came
   * back, `onValue` every raw value (first one too). After `'refused'` the subscription is over
   * (the prize feed starts a new one; `retryAfterMs` when the platform asked to wait); after
   * `'disconnected'` the client holds back until `reconnect()` (or the next subscription), then
   * reconnects and listens again by itself.
   */
  prizes: {
    subscribe(userId: number, onValue: (raw: unknown) => void, onStatus?: (status: PrizeFeedStatus, detail?: PrizeFeedStatusDetail) => void): () => void;
    /** A lost connection's client may reconnect now, with its own backoff. Without it, it reconnects at once. */
    reconnect?(): void;
    /**
     * Keeps the realtime connection and sign-in between one subscription and the next (the
     * feed holds them for the whole login); the returned function lets go, and once nothing
     * holds or listens the client goes offline and signs out. Without it they live only while
     * a subscription does.
     */
    hold?(): () => void;
    /** Calls back each time the device comes back online; returns the unsubscribe. */
    onOnline?(callback: () => void): () => void;
    /**
     * The visitor's prize list this device kept (raw, checked by the prize feed), or null.
     * Without it (or them) nothing is kept: a reload then relies on the first value alone.
     */
    readKept?(userId: number): Promise<unknown>;
    /** Keeps the visitor's list on this device; logout's `session.clear()` removes it. */
    keep?(userId: number, prizes: Prize[]): Promise<void>;
  };
  /**
   * The signed-in visitor's additions to the cart kept on this device until the platform has
   * answered them (a visitor at the venue adds offline), sealed so that only the same visitor
   * signing in again reads them. Without it an addition waits in memory only (a reload loses
   * what waits).
   */
  cartQueue?: CartQueuePort;
  clock: Clock;
  navigate(path: string): void;
}

export interface CartQueuePort {
  /** The visitor's kept additions (raw, checked by the cart), [] when none. */
  read(): Promise<unknown>;
  /**
   * One tab at a time: keeps each addition of `queue` the device does not hold yet (behind
   * those it holds, so nothing is lost if the network, the tab or the answer goes away), then
   * sends the first once for this device: `send()`, unless another tab already has the
   * platform's answer to its key (then `current()`, the carts as they are). Once answered, the
   * first is forgotten. Without storage it only sends.
   */
  keepAndSend(queue: readonly QueuedAddition[], send: () => Promise<Cart[]>, current: () => Promise<Cart[]>): Promise<Cart[]>;
  /** Forgets an addition the platform refused. */
  forget(key: string): Promise<void>;
  /** Calls back each time the device comes back online; returns the unsubscribe. */
  onOnline?(callback: () => void): () => void;
}

export type PrizeFeedStatus = 'connected' | 'disconnected' | 'refused';

/** With `'refused'`: the platform refused the credential call for now and asked to wait this long (Retry-After). */
export interface PrizeFeedStatusDetail {
  retryAfterMs?: number;
}

export interface Clock {
  /** Milliseconds since the epoch, like Date.now(). */
  now(): number;
}
