// The one fake-port builder: the statecharts' Ports with a stored session in memory, recorded
// calls, a fake realtime database and a navigation log. Model tests, component tests and
// stories each configure it (their own defaults, vi.fn wrappers, timed pushes); none copies it.
// No test-runner import here: stories use it too.
import type {
  Cart,
  CartAddition,
  Order,
  Ports,
  PrizeFeedStatus,
  RegistrationForm,
  StoredSession,
  Token,
  UpcomingSession,
  User,
} from '../../machines';
import type { OrderRequest } from '@pameran/sdk';

/**
 * What each SDK call the statecharts make answers, by what it does (the fake's SDK-shaped `api`
 * hands each the request's meaning, not its wire form), plus the stored session's read. Calls
 * are recorded under these names (`api.loginWithCode`).
 */
export interface FakeAnswers extends Pick<Ports['session'], 'read'> {
  /** `users.me` */
  currentUser(signal?: AbortSignal): Promise<User>;
  /** `auth.invitation` */
  loginWithCode(code: string, signal?: AbortSignal): Promise<Token>;
  /** `auth.register` */
  register(form: RegistrationForm, signal?: AbortSignal): Promise<Token>;
  /** `users.update` */
  saveUserDetails(details: Partial<User>, signal?: AbortSignal): Promise<User>;
  /** `commerce.carts` */
  loadCarts(signal?: AbortSignal): Promise<Cart[]>;
  /** `commerce.addToCart` */
  addToCart(addition: CartAddition, signal?: AbortSignal): Promise<Cart[]>;
  /** `commerce.removeCartItem` */
  removeCartItem(cartId: number, itemId: number, signal?: AbortSignal): Promise<Cart[]>;
  /** `commerce.placeOrder`, with the order's body */
  placeOrder(order: OrderRequest, signal?: AbortSignal): Promise<Order>;
  /** `events.upcomingSessions` */
  upcomingSessions(signal?: AbortSignal): Promise<UpcomingSession[]>;
  /** `commerce.claimGift` */
  claimPrize(giftId: number, signal?: AbortSignal): Promise<void>;
}

/** One realtime subscription the fake database handed out. */
export interface FakeSubscription {
  userId: number;
  active: boolean;
  /** Delivers a raw database value, exactly as the realtime listener would. */
  push(raw: unknown): void;
  /** Reports what happened to the listen, as the realtime adapter does ('refused' ends it). */
  report(status: PrizeFeedStatus, detail?: { retryAfterMs?: number }): void;
}

export interface FakePortsOptions {
  /** Answers by call; the ones left out reject loudly ("unexpected call"). */
  answers?: Partial<FakeAnswers>;
  /** What storage holds at start (session.read answers it unless `answers.read` is given). */
  stored?: StoredSession;
  /** Wraps each port function once (component tests pass vi.fn to spy and override). */
  wrap?: <F extends (...args: never[]) => unknown>(name: string, fn: F) => F;
  /** Called for every new subscription (stories push values on a timer from here). */
  onSubscribe?(subscription: FakeSubscription): (() => void) | void;
  /** Whether a subscription reports 'connected' as it starts (default true); false leaves it to the test. */
  feedAnswersAtOnce?: boolean;
  onNavigate?(path: string): void;
  clock?: Ports['clock'];
}

export interface FakePorts extends Ports {
  api: FakeApi;
  /** Every call in order, without its AbortSignal. */
  calls: Array<{ port: string; args: unknown[] }>;
  callsTo(port: string): Array<{ port: string; args: unknown[] }>;
  navigations: string[];
  /** Storage as the session port left it; `cleared` counts logouts' clears. */
  stored: StoredSession & { cleared: number };
  subscriptions: FakeSubscription[];
  activeSubscriptions(): FakeSubscription[];
  /** Pushes a raw value to every active subscription. */
  pushPrizes(raw: unknown): void;
  /** The device comes back online (the `prizes.onOnline` callbacks run). */
  goOnline(): void;
}

/** The flat answers, plus the SDK-shaped port over them (the machines call the latter). */
export type FakeApi = Ports['api'] & Omit<FakeAnswers, 'read'>;

/**
 * The SDK-shaped api port over answers named by what each call does. Each call reads its
 * answer when it is made, so a test may replace or re-mock `api.<answer>` after the start.
 */
function fakeApi(answer: Omit<FakeAnswers, 'read'>): FakeApi {
  return Object.assign(answer, {
    users: {
      me: (o) => answer.currentUser(o?.signal),
      update: (details, o) => answer.saveUserDetails(details, o?.signal),
    },
    auth: {
      invitation: (input, o) => answer.loginWithCode(input.code, o?.signal),
      register: ({ name, agency, unit, salesman }, o) => answer.register({ name, agency, unit, salesman }, o?.signal),
    },
    commerce: {
      carts: (o) => answer.loadCarts(o?.signal),
      addToCart: (addition, o) => answer.addToCart(addition, o?.signal),
      removeCartItem: (cartId, itemId, o) => answer.removeCartItem(cartId, itemId, o?.signal),
      placeOrder: (order, o) => answer.placeOrder(order, o?.signal),
      claimGift: (giftId, o) => answer.claimPrize(giftId, o?.signal),
    },
    events: {
      upcomingSessions: (_query, o) => answer.upcomingSessions(o?.signal),
    },
  } satisfies Ports['api']);
}

const unexpected = (what: string) => () => Promise.reject(new Error(`unexpected call: ${what}`));

export function createFakePorts(options: FakePortsOptions = {}): FakePorts {
  const { answers = {}, wrap = (_name, fn) => fn, onSubscribe, onNavigate } = options;
  const stored = { ...(options.stored ?? { token: null, user: null }), cleared: 0 };
  const calls: FakePorts['calls'] = [];
  const subscriptions: FakeSubscription[] = [];
  const onlineListeners = new Set<() => void>();
  const navigations: string[] = [];

  /** Records the call, then answers with `answers[name]` (or rejects as unexpected). */
  const port = <K extends keyof FakeAnswers>(name: K, fallback?: FakeAnswers[K]) => {
    const answer = (answers[name] ?? fallback ?? unexpected(name)) as (...args: unknown[]) => unknown;
    return wrap(`api.${name}`, ((...args: unknown[]) => {
      calls.push({ port: `api.${name}`, args: args.filter((arg) => !(arg instanceof AbortSignal)) });
      return answer(...args);
    }) as unknown as FakeAnswers[K]);
  };

  return {
    calls,
    callsTo: (name) => calls.filter((call) => call.port === name),
    navigations,
    stored,
    subscriptions,
    activeSubscriptions: () => subscriptions.filter((subscription) => subscription.active),
    pushPrizes(raw) {
      for (const subscription of subscriptions) subscription.push(raw);
    },
    goOnline() {
      for (const listener of [...onlineListeners]) listener();
    },
    session: {
      read: wrap('session.read', async () => {
        calls.push({ port: 'session.read', args: [] });
        return answers.read ? answers.read() : { token: stored.token, user: stored.user };
      }),
      save: wrap('session.save', async (token: Token | null, user: User | null) => {
        calls.push({ port: 'session.save', args: [token, user] });
        stored.token = token;
        stored.user = user;
      }),
      clear: wrap('session.clear', async () => {
        calls.push({ port: 'session.clear', args: [] });
        stored.token = null;
        stored.user = null;
        stored.cleared += 1;
      }),
    },
    api: fakeApi({
      currentUser: port('currentUser'),
      loginWithCode: port('loginWithCode'),
      register: port('register'),
      saveUserDetails: port('saveUserDetails'),
      loadCarts: port('loadCarts', async () => []),
      addToCart: port('addToCart'),
      removeCartItem: port('removeCartItem'),
      placeOrder: port('placeOrder'),
      upcomingSessions: port('upcomingSessions', async () => []),
      claimPrize: port('claimPrize', async () => undefined),
    }),
    deviceToken: async () => '',
    prizes: {
      subscribe: wrap('prizes.subscribe', (userId: number, onValue: (raw: unknown) => void, onStatus?: (status: PrizeFeedStatus, detail?: { retryAfterMs?: number }) => void) => {
        calls.push({ port: 'prizes.subscribe', args: [userId] });
        const subscription: FakeSubscription = {
          userId,
          active: true,
          push: (raw) => {
            if (subscription.active) onValue(raw);
          },
          report: (status, detail) => {
            if (subscription.active) onStatus?.(status, detail);
          },
        };
        subscriptions.push(subscription);
        // A working database answers a listen at once; model tests answer it themselves.
        if (options.feedAnswersAtOnce !== false) subscription.report('connected');
        const stop = onSubscribe?.(subscription);
        return () => {
          subscription.active = false;
          stop?.();
        };
      }),
      onOnline: (callback: () => void) => {
        onlineListeners.add(callback);
        return () => void onlineListeners.delete(callback);
      },
    },
    // Follows Date by default, which tests fake with vi.useFakeTimers.
    clock: options.clock ?? { now: () => Date.now() },
    navigate: wrap('navigate', (path: string) => {
      navigations.push(path);
      onNavigate?.(path);
    }),
  };
}
