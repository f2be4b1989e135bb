// The statecharts' ports as a story describes them: who is signed in, what the device holds, and
// what the statecharts' calls answer. The device is fake (storage in memory, a fake realtime
// database, the story's router); the calls are not: the statecharts reach the story's platform
// table through the app's own SDK, as the screens do, so one table answers both. A story's
// answers to the statecharts' calls (`carts`, `login`, …) are entries of that table
// (`platformAnswersOf`), said by what they do.
import type { Cart, Order, Ports, QueuedAddition, StoredSession, Token, UpcomingSession, User } from '../../machines';
import { createFakePorts, type FakePorts } from '../../tests/support/fakePorts';
import { endpoints } from '../fixtures/api';
import { signedIn, storyToken } from '../fixtures/visitors';
import type { Outcome } from './outcome';
import type { StoryApi, StoryRequest } from './api';

export interface StoryPorts {
  /** The stored session is still being read: the app's first instant. */
  restoring?: boolean;
  /**
   * Signed in from storage as this visitor (the refresh returns the same user); `null` or
   * absent: anonymous. (Parameters merge deeply, so a story overrides a meta's visitor with null.)
   */
  user?: User | null;
  /** GET /api/users on start-up, when `user` is set. Default: `user`. */
  refreshUser?: Outcome<User>;
  /** Invitation-code login: its token (the user is then `refreshUser`). Default: signs in as the demo visitor. */
  login?: Outcome<Token>;
  /** Registration: its token. Default: signs in as the demo visitor. */
  register?: Outcome<Token>;
  /** Saving profile details. Default: the user with the changes applied. */
  saveDetails?: Outcome<User>;
  /** The visitor's carts as loaded. Default: none. */
  carts?: Outcome<Cart[]>;
  /** Adding to the cart. Default: the carts above. `failure(0, …)`: no network, the addition waits. */
  addToCart?: Outcome<Cart[]>;
  /** Additions to the cart this device kept and the platform has not answered yet (the cart's `cartQueue` port). Default: none kept. */
  keptAdditions?: QueuedAddition[];
  /** Removing a cart item. Default: the carts above. */
  removeCartItem?: Outcome<Cart[]>;
  placeOrder?: Outcome<Order>;
  /** The countdown's session list. Default: the story platform's (the same list the screens read). */
  upcomingSessions?: Outcome<UpcomingSession[]>;
  claimPrize?: Outcome<void>;
  /**
   * A raw realtime value pushed to `brochure/{userId}` while the visitor is signed in: a prize
   * list here opens the gift dialog.
   */
  pushedPrizes?: unknown;
  /**
   * What `brochure/{userId}` already holds when the feed subscribes. The feed ignores that
   * first value, whatever it is (SPEC §4); default: null, an empty path.
   */
  prizesAtLogin?: unknown;
}

export interface CreatedStoryPorts extends Ports {
  /** What the statecharts navigated to, in order (the story's router follows them). */
  navigations: string[];
  /** The session the device holds now. */
  stored: StoredSession;
}

const placedOrder: Order = {
  id: 900,
  number: 'ORD-2026-00900',
  status: 'baru',
  total: 0,
  created_at: '2026-11-21T10:00:00+07:00',
  items: [],
};

/**
 * The platform table's entries for the statecharts' calls, as the story names them (the rest keep
 * their defaults: signed in as the demo visitor, a save applying the changes, no carts, an order
 * placed). `stored` is the session the device holds when a call is made.
 */
export function platformAnswersOf(story: StoryPorts = {}, stored: () => StoredSession): StoryApi {
  const carts = story.carts ?? [];
  const storedUser = () => stored().user ?? signedIn().user;
  return {
    [endpoints.user]: () => story.refreshUser ?? storedUser(),
    [endpoints.saveUser]: ({ body }: StoryRequest) => story.saveDetails ?? { ...storedUser(), ...(body as Partial<User>) },
    [endpoints.invitation]: story.login ?? storyToken,
    [endpoints.register]: story.register ?? storyToken,
    [endpoints.carts]: carts,
    [endpoints.addToCart]: story.addToCart ?? carts,
    [endpoints.removeCartItem]: story.removeCartItem ?? carts,
    [endpoints.placeOrder]: story.placeOrder ?? placedOrder,
    [endpoints.claimGift]: story.claimPrize ?? {},
    ...(story.upcomingSessions === undefined ? {} : { [endpoints.upcomingSessions]: story.upcomingSessions }),
  };
}

/**
 * The shared fake-port builder (tests/support/fakePorts.ts) for the device, with the app's own
 * `api` port (`platformApi`: the SDK over the story's platform table) for the statecharts' calls.
 */
export function createStoryPorts(story: StoryPorts = {}, onNavigate: (path: string) => void, platformApi: Ports['api']): CreatedStoryPorts {
  // Storage lives as long as the story: a login or logout changes what a remount reads.
  const device: FakePorts = createFakePorts({
    stored: story.user ? signedIn(story.user) : { token: null, user: null },
    onNavigate,
    answers: story.restoring ? { read: () => new Promise<StoredSession>(() => {}) } : {},
    onSubscribe(subscription) {
      // Like Firebase: the path's current value first, then the push a moment later.
      const pushes = 'pushedPrizes' in story;
      const atLogin = 'prizesAtLogin' in story ? story.prizesAtLogin : null;
      const first = setTimeout(() => subscription.push(atLogin), 0);
      const push = pushes ? setTimeout(() => subscription.push(story.pushedPrizes), 10) : undefined;
      return () => {
        clearTimeout(first);
        clearTimeout(push);
      };
    },
  });
  const kept = story.keptAdditions;
  return {
    ...device,
    api: platformApi,
    ...(kept ? { cartQueue: { read: async () => kept, keepAndSend: (_queue, send) => send(), forget: async () => {} } satisfies Ports['cartQueue'] } : {}),
  };
}
