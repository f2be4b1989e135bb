import { assertEvent, assign, fromPromise, sendParent, setup } from 'xstate';
import { notProvided, notProvidedAction } from './placeholders';
import { errorMessage, isUnauthorized } from './errors';
import type { RegistrationForm, StoredSession, Token, User } from './types';

export type AuthEvent =
  | { type: 'user.login'; code: string }
  | { type: 'user.register'; form: RegistrationForm }
  | { type: 'user.saveDetails'; details: Partial<User> }
  /** The edit dialog was closed without saving: the kept details are dropped. */
  | { type: 'user.discardDetails' }
  | { type: 'user.logout' }
  /** A 401 mid-session; `answers` is a form's typed answers, kept for the same visitor. */
  | { type: 'session.unauthorized'; answers?: KeptAnswers }
  /** The kept answers were sent (or are no longer wanted). */
  | { type: 'user.discardAnswers' }
  | { type: 'user.dismissSessionNotice' };

/** Navigation target after the visitor's own logout (SPEC §4: the root at home). */
export const HOME_PATH = '/home';

/** What auth reports to its parent, the root (the UI never sends these). */
export type AuthReport =
  | { type: 'auth.authenticated'; userId: number }
  | { type: 'auth.anonymous' }
  | { type: 'auth.loggedOut' };

/** A form's typed answers (e.g. a survey's), kept when a 401 ends the session before they were sent. */
export interface KeptAnswers {
  /** Which form they belong to (e.g. `survey-79`). */
  key: string;
  values: Record<string, string>;
}

/** The two ways to sign in; `anonymous.failed` records which one failed. */
export type SignInMethod = 'code' | 'register';

/** Why the session is being cleared: only the visitor's own logout navigates home. */
export type LogoutReason = 'user' | 'unauthorized';

export interface AuthContext {
  user: User | null;
  token: Token | null;
  /** What the visitor typed, kept across a failed attempt so nothing has to be retyped. */
  draft: {
    code: string;
    form: RegistrationForm;
    /** Profile details sent but not saved (kept only when a 401 ended the session). */
    details: Partial<User> | null;
    /** A form's answers not sent when a 401 ended the session (the survey). */
    answers: KeptAnswers | null;
    /** Whose details and answers those are: only the same visitor gets them back after signing in. */
    detailsOf: number;
  };
  /** The visible error of the last login, registration or detail save. */
  error: string | null;
  /** The sign-in running or last run: a failure's message belongs under its form. */
  method: SignInMethod | null;
  logoutReason: LogoutReason;
  /**
   * A bearer call answered 401 mid-session: the session ended and the visitor is asked to
   * sign in again (the start-up refresh's 401 stays silent, SPEC §8).
   */
  sessionExpired: boolean;
}

export const emptyRegistrationForm: RegistrationForm = { name: '', agency: '', unit: '', salesman: '' };
const emptyDraft: AuthContext['draft'] = { code: '', form: emptyRegistrationForm, details: null, answers: null, detailsOf: 0 };


/** The start-up refresh answered 401: the stored token is dead; the session ends silently (SPEC §8). */
const silentLogoutOnUnauthorized = {
  guard: 'isUnauthorized',
  target: '#auth.loggingOut',
  actions: 'markSilentLogout',
} as const;

/** What the visitor typed is kept in the draft; the running method is recorded. */
const startSignIn = {
  'user.login': { target: 'loggingIn', actions: ['clearError', 'startLogin'] },
  'user.register': { target: 'registering', actions: ['clearError', 'startRegistration'] },
} as const;

/** Navigation happens once storage is clear, and only for the visitor's own logout. */
const leaveAfterStorageCleared = [
  { guard: 'isVisitorLogout', target: 'anonymous', actions: 'navigateHome' },
  { target: 'anonymous' },
] as const;

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    readSession: fromPromise<StoredSession>(notProvided('readSession')),
    /** GET /api/users with the token in context: the refresh, and the read after a sign-in. */
    refreshUser: fromPromise<User>(notProvided('refreshUser')),
    loginWithCode: fromPromise<Token, { code: string }>(notProvided('loginWithCode')),
    register: fromPromise<Token, { form: RegistrationForm }>(notProvided('register')),
    saveUserDetails: fromPromise<User, { details: Partial<User> }>(notProvided('saveUserDetails')),
    clearSession: fromPromise<void>(notProvided('clearSession')),
  },
  // persistSession and navigateHome are placeholders the app (createAppMachine) provides once;
  // unprovided, they throw.
  actions: {
    /** Writes context.token and context.user to storage (fire and forget). */
    persistSession: notProvidedAction('persistSession'),
    navigateHome: notProvidedAction('navigateHome'),
    /** Tells the parent who signed in (the root then starts the prize feed and the cart load). */
    notifyAuthenticated: sendParent((_, params: { userId: number }): AuthReport => ({ type: 'auth.authenticated', userId: params.userId })),
    /** Tells the parent nobody is signed in (restoring is over, or a logout finished). */
    notifyAnonymous: sendParent({ type: 'auth.anonymous' } satisfies AuthReport),
    /** Tells the parent the session is gone (the root then empties the cart and the prize list). */
    notifyLoggedOut: sendParent({ type: 'auth.loggedOut' } satisfies AuthReport),
    clearError: assign({ error: null }),
    showError: assign({ error: ({ event }) => errorMessage((event as { error?: unknown }).error) }),
    /** The start-up refresh answered 401: clear everything, stay put, say nothing. */
    markSilentLogout: assign({ logoutReason: 'unauthorized' }),
    /** Mid-session 401: the visitor is told, and what they typed stays (forgetSession keeps it). */
    markSessionExpired: assign({ logoutReason: 'unauthorized', sessionExpired: true }),
    storeUser: assign((_, params: { user: User }) => ({ user: params.user })),
    startLogin: assign(({ context, event }) => {
      assertEvent(event, 'user.login');
      return { method: 'code' as const, draft: { ...context.draft, code: event.code } };
    }),
    startRegistration: assign(({ context, event }) => {
      assertEvent(event, 'user.register');
      return { method: 'register' as const, draft: { ...context.draft, form: event.form } };
    }),
    storeToken: assign((_, params: { token: Token }) => ({ token: params.token })),
    /** Nothing of the previous visitor stays: not the session, not an error, and no draft unless the session expired. */
    forgetSession: assign(({ context }) => ({
      user: null,
      token: null,
      error: null,
      method: null,
      draft: context.sessionExpired ? context.draft : emptyDraft,
    })),
    /**
     * Once signed in, the typed code and form have served their purpose; unsaved details wait
     * for the visitor who typed them, and are dropped for anyone else.
     */
    forgetDraft: assign({
      draft: ({ context }) =>
        (context.draft.details !== null || context.draft.answers !== null) &&
        context.draft.detailsOf === (context.user?.id ?? 0)
          ? { ...emptyDraft, details: context.draft.details, answers: context.draft.answers, detailsOf: context.draft.detailsOf }
          : emptyDraft,
    }),
    forgetDetails: assign({ draft: ({ context }) => ({ ...context.draft, details: null }) }),
    forgetAnswers: assign({ draft: ({ context }) => ({ ...context.draft, answers: null }) }),
    /** The answers a form held when the 401 came, owned by the visitor whose session ends. */
    keepAnswers: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'session.unauthorized');
        return event.answers
          ? { ...context.draft, answers: event.answers, detailsOf: context.user?.id ?? 0 }
          : context.draft;
      },
    }),
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
    method: null,
    logoutReason: 'user',
    sessionExpired: false,
  },
  initial: 'restoring',
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
      entry: 'notifyAnonymous',
      // The notice of an expired session shows while anonymous; signing in clears it too.
      on: { 'user.dismissSessionNotice': { actions: assign({ sessionExpired: false }) } },
      initial: 'idle',
      // One sign-in at a time: a running one ignores another tap.
      states: {
        idle: { on: startSignIn },
        loggingIn: {
          invoke: {
            id: 'loginWithCode',
            src: 'loginWithCode',
            input: ({ context }) => ({ code: context.draft.code }),
            // A token: the user is read with it before anything trusts it.
            onDone: { target: 'loadingUser', actions: { type: 'storeToken', params: ({ event }) => ({ token: event.output }) } },
            onError: { target: 'failed', actions: 'showError' },
          },
        },
        registering: {
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => ({ form: context.draft.form }),
            // A token: the user is read with it before anything trusts it.
            onDone: { target: 'loadingUser', actions: { type: 'storeToken', params: ({ event }) => ({ token: event.output }) } },
            onError: { target: 'failed', actions: 'showError' },
          },
        },
        // The new token is in context (the SDK reads it from here); the user is read with it.
        loadingUser: {
          invoke: {
            id: 'refreshUser',
            src: 'refreshUser',
            onDone: {
              target: '#auth.authenticated',
              actions: [{ type: 'storeUser', params: ({ event }) => ({ user: event.output }) }, 'persistSession'],
            },
            // A half-finished sign-in leaves nothing: the token is forgotten again.
            onError: { target: 'failed', actions: ['showError', assign({ token: null })] },
          },
        },
        // The error is visible under the form of `context.method` (the one that failed), and
        // the draft still holds what the visitor typed.
        failed: { on: startSignIn },
      },
    },
    authenticated: {
      entry: [
        'clearError',
        'forgetDraft',
        assign({ method: null, sessionExpired: false }),
        { type: 'notifyAuthenticated', params: ({ context }) => ({ userId: context.user?.id ?? 0 }) },
      ],
      initial: 'idle',
      on: {
        'user.logout': { target: 'loggingOut', actions: assign({ logoutReason: 'user' }) },
        // Any bearer call answered 401 (the SDK's interceptor reports it through the root).
        // Only here: the start-up refresh reads its own 401 (silent, SPEC §8), a sign-in's user
        // read shows its error under the form.
        'session.unauthorized': { target: 'loggingOut', actions: ['keepAnswers', 'markSessionExpired'] },
      },
      states: {
        idle: {
          on: {
            'user.saveDetails': {
              target: 'savingDetails',
              actions: [
                'clearError',
                assign({
                  draft: ({ context, event }) => ({ ...context.draft, details: event.details, detailsOf: context.user?.id ?? 0 }),
                }),
              ],
            },
            'user.discardDetails': { actions: 'forgetDetails' },
            'user.discardAnswers': { actions: 'forgetAnswers' },
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
              actions: [
                { type: 'storeUser', params: ({ event }) => ({ user: event.output }) },
                'persistSession',
                'forgetDetails',
              ],
            },
            // The dialog still holds what was typed; the draft is for an ended session only (a
            // 401 ends it through `session.unauthorized` before this failure arrives).
            onError: { target: 'idle', actions: ['showError', 'forgetDetails'] },
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
