// The statecharts' ports as a story describes them: who is signed in and what every call
// answers. `createStoryPorts` turns that description into the `Ports` the decorator passes to
// assembleApp (src/app/assemble.ts) in place of the app's own.
import type { Cart, Order, Ports, QueuedAddition, StoredSession, Token, UpcomingSession, User } from '../../machines';
import { createFakePorts, type FakePorts } from '../../tests/support/fakePorts';
import { signedIn, storyToken } from '../fixtures/visitors';
import { settle, type Outcome } from './outcome';

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
 * The shared fake-port builder (tests/support/fakePorts.ts), answering as the story says; the
 * countdown's sessions, unless the story names them, come from `platformApi` (the story's
 * platform table, which the screens read too).
 */
export function createStoryPorts(story: StoryPorts = {}, onNavigate: (path: string) => void = () => {}, platformApi?: Ports['api']): CreatedStoryPorts {
  const carts = story.carts ?? [];
  // Storage lives as long as the story: a login or logout changes what a remount reads.
  const ports: FakePorts = createFakePorts({
    stored: story.user ? signedIn(story.user) : { token: null, user: null },
    onNavigate,
    answers: {
      ...(story.restoring ? { read: () => new Promise<StoredSession>(() => {}) } : {}),
      currentUser: (signal) => settle(story.refreshUser ?? ports.stored.user ?? signedIn().user, signal),
      loginWithCode: (_code, signal) => settle(story.login ?? storyToken, signal),
      register: (_form, signal) => settle(story.register ?? storyToken, signal),
      saveUserDetails: (details, signal) =>
        settle(story.saveDetails ?? { ...(ports.stored.user ?? signedIn().user), ...details }, signal),
      loadCarts: (signal) => settle(carts, signal),
      addToCart: (_addition, signal) => settle(story.addToCart ?? carts, signal),
      removeCartItem: (_cartId, _itemId, signal) => settle(story.removeCartItem ?? carts, signal),
      placeOrder: (_cart, signal) => settle(story.placeOrder ?? placedOrder, signal),
      upcomingSessions: (signal) =>
        story.upcomingSessions === undefined && platformApi ? platformApi.events.upcomingSessions({}, { signal }) : settle(story.upcomingSessions ?? [], signal),
      claimPrize: (_giftId, signal) => settle(story.claimPrize ?? undefined, signal),
    },
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
  if (story.keptAdditions) {
    const kept = story.keptAdditions;
    ports.cartQueue = { read: async () => kept, keepAndSend: (_queue, send) => send(), forget: async () => {} };
  }
  return ports;
}
