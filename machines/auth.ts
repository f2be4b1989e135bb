import { assertEvent, assign, fromPromise, sendParent, setup } from 'xstate';
import { notProvided } from './placeholders';
import { errorMessage, isUnauthorized } from './errors';
import { prizeFeedMachine, type PrizesReceivedEvent } from './prizeFeed';
import type { RegistrationForm, StoredSession, Token, User } from './types';

export type AuthEvent =
  | { type: 'user.login'; code: string }
  | { type: 'user.register'; form: RegistrationForm }
  | { type: 'user.saveDetails'; details: Partial<User> }
  | { type: 'user.logout' }
  | { type: 'session.unauthorized' }
  | PrizesReceivedEvent;

export interface SignedIn {
  token: Token;
  user: User;
}

/** Why the session is being cleared: only the visitor's own logout navigates home. */
export type LogoutReason = 'user' | 'unauthorized';

export interface AuthContext {
  user: User | null;
  token: Token | null;
  /** What the visitor typed, kept across a failed attempt so nothing has to be retyped. */
  draft: { code: string; form: RegistrationForm };
  /** The visible error of the last login, registration or detail save. */
  error: string | null;
  logoutReason: LogoutReason;
}

export const emptyRegistrationForm: RegistrationForm = { name: '', agency: '', unit: '', salesman: '' };
const emptyDraft: AuthContext['draft'] = { code: '', form: emptyRegistrationForm };

/** Any call answered with 401 ends the session silently. */
const silentLogoutOnUnauthorized = {
  guard: 'isUnauthorized',
  target: '#auth.loggingOut',
  actions: 'markSilentLogout',
} as const;

/** Navigation happens once storage is clear, and only for the visitor's own logout. */
const leaveAfterStorageCleared = [
  { guard: 'isVisitorLogout', target: 'anonymous', actions: 'navigateHome' },
  { target: 'anonymous' },
] as const;

/** The prize feed wired to auth: each list it delivers arrives here as `prizes.received`. */
export const authPrizeFeed = prizeFeedMachine.provide({
  actions: {
    deliverPrizes: sendParent((_, params: { prizes: PrizesReceivedEvent['prizes'] }) => ({
      type: 'prizes.received' as const,
      prizes: params.prizes,
    })),
  },
});

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    readSession: fromPromise<StoredSession>(notProvided('readSession')),
    refreshUser: fromPromise<User>(notProvided('refreshUser')),
    loginWithCode: fromPromise<SignedIn, { code: string }>(notProvided('loginWithCode')),
    register: fromPromise<SignedIn, { form: RegistrationForm }>(notProvided('register')),
    saveUserDetails: fromPromise<User, { details: Partial<User> }>(notProvided('saveUserDetails')),
    clearSession: fromPromise<void>(notProvided('clearSession')),
    prizeFeed: authPrizeFeed,
  },
  actions: {
    /** Writes context.token and context.user to storage (fire and forget). */
    persistSession: () => {},
    navigateHome: () => {},
    /** Tells the parent the visitor is signed in (the app then loads the cart). */
    notifyAuthenticated: () => {},
    /** Tells the parent the session is gone (the app then empties the cart). */
    notifyLoggedOut: () => {},
    /** Passes a pushed prize list to the parent (the app opens the gift dialog). */
    notifyPrizes: (_, _params: PrizesReceivedEvent) => {},
    clearError: assign({ error: null }),
    showError: assign({ error: ({ event }) => errorMessage((event as { error?: unknown }).error) }),
    /** Nothing of the previous visitor stays: not the session, not a draft, not an error. */
    /** A 401 (on refresh, on a save, or reported by a screen): clear everything, stay put. */
    markSilentLogout: assign({ logoutReason: 'unauthorized' }),
    storeSignedIn: assign((_, params: SignedIn) => ({ token: params.token, user: params.user })),
    storeUser: assign((_, params: { user: User }) => ({ user: params.user })),
    forgetSession: assign({ user: null, token: null, draft: emptyDraft, error: null }),
    /** Once signed in, the typed code and form have served their purpose. */
    forgetDraft: assign({ draft: emptyDraft }),
  },
  guards: {
    hasStoredToken: ({ event }) => (event as { output?: StoredSession }).output?.token != null,
    hasUser: ({ context }) => context.user !== null && context.user.id !== 0,
    isUnauthorized: ({ event }) => isUnauthorized((event as { error?: unknown }).error),
    isVisitorLogout: ({ context }) => context.logoutReason === 'user',
  },
}).createMachine({
  id: 'auth',
  context: {
    user: null,
    token: null,
    draft: emptyDraft,
    error: null,
    logoutReason: 'user',
  },
  initial: 'restoring',
  on: {
    'session.unauthorized': { guard: 'hasUser', target: '.loggingOut', actions: 'markSilentLogout' },
  },
  states: {
    restoring: {
      invoke: {
        id: 'readSession',
        src: 'readSession',
        onDone: [
          {
            guard: 'hasStoredToken',
            target: 'refreshing',
            actions: assign({
              token: ({ event }) => event.output.token,
              user: ({ event }) => event.output.user,
            }),
          },
          // A user without a token cannot call anything: treat it as anonymous.
          { target: 'anonymous' },
        ],
        onError: { target: 'anonymous' },
      },
    },
    // A stored token exists: fetch the user again before trusting it.
    refreshing: {
      invoke: {
        id: 'refreshUser',
        src: 'refreshUser',
        onDone: {
          target: 'authenticated',
          actions: [{ type: 'storeUser', params: ({ event }) => ({ user: event.output }) }, 'persistSession'],
        },
        onError: [
          // The stored token is dead: log out silently, without navigating.
          silentLogoutOnUnauthorized,
          // Offline or a server hiccup: keep the stored user if there is one.
          { guard: 'hasUser', target: 'authenticated' },
          // No user to fall back on: anonymous for now; storage is kept for the next start.
          { target: 'anonymous', actions: 'forgetSession' },
        ],
      },
    },
    anonymous: {
      initial: 'idle',
      on: {
        'user.login': {
          target: '.loggingIn',
          actions: [
            'clearError',
            assign({ draft: ({ context, event }) => ({ ...context.draft, code: event.code }) }),
          ],
        },
        'user.register': {
          target: '.registering',
          actions: [
            'clearError',
            assign({ draft: ({ context, event }) => ({ ...context.draft, form: event.form }) }),
          ],
        },
      },
      states: {
        idle: {},
        loggingIn: {
          invoke: {
            id: 'loginWithCode',
            src: 'loginWithCode',
            input: ({ context }) => ({ code: context.draft.code }),
            onDone: {
              target: '#auth.authenticated',
              actions: [{ type: 'storeSignedIn', params: ({ event }) => event.output }, 'persistSession'],
            },
            onError: { target: 'failed', actions: 'showError' },
          },
        },
        registering: {
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => ({ form: context.draft.form }),
            onDone: {
              target: '#auth.authenticated',
              actions: [{ type: 'storeSignedIn', params: ({ event }) => event.output }, 'persistSession'],
            },
            onError: { target: 'failed', actions: 'showError' },
          },
        },
        // The error is visible and the draft still holds what the visitor typed.
        failed: {},
      },
    },
    authenticated: {
      entry: ['clearError', 'forgetDraft', 'notifyAuthenticated'],
      // Leaving this state stops the feed: unsubscribed, and the first-value flag is gone.
      invoke: {
        id: 'prizeFeed',
        src: 'prizeFeed',
        input: ({ context }) => ({ userId: context.user?.id ?? 0 }),
      },
      initial: 'idle',
      on: {
        'prizes.received': {
          actions: { type: 'notifyPrizes', params: ({ event }) => event },
        },
        'user.logout': { target: 'loggingOut', actions: assign({ logoutReason: 'user' }) },
      },
      states: {
        idle: {
          on: {
            'user.saveDetails': { target: 'savingDetails', actions: 'clearError' },
          },
        },
        savingDetails: {
          invoke: {
            id: 'saveUserDetails',
            src: 'saveUserDetails',
            input: ({ event }) => {
              assertEvent(event, 'user.saveDetails');
              return { details: event.details };
            },
            onDone: {
              target: 'idle',
              actions: [{ type: 'storeUser', params: ({ event }) => ({ user: event.output }) }, 'persistSession'],
            },
            onError: [silentLogoutOnUnauthorized, { target: 'idle', actions: 'showError' }],
          },
        },
      },
    },
    // The user and token are gone at once; storage is cleared before anything else happens.
    loggingOut: {
      entry: ['forgetSession', 'notifyLoggedOut'],
      // The reason only decides this logout's navigation; the next one starts from 'user'.
      exit: assign({ logoutReason: 'user' }),
      invoke: {
        id: 'clearSession',
        src: 'clearSession',
        onDone: leaveAfterStorageCleared,
        // Storage that cannot be cleared must not keep the visitor signed in either.
        onError: leaveAfterStorageCleared,
      },
    },
  },
});
