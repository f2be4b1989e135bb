import { createActor } from 'xstate';
import { authMachine } from '../../machines/auth';
import {
  selectAccessToken,
  selectAuthError,
  selectAuthStatus,
  selectDraftCode,
  selectDraftForm,
  selectFailedMethod,
  selectFullName,
  selectIsSavingDetails,
  selectIsSigningIn,
  selectStarCount,
  selectUserId,
} from '../../machines/auth.selectors';
import {
  authEventFixtures,
  authPaths,
  latest,
  signInFailureMessage,
  storedToken,
  type AuthModelEvent,
  type ReplayedEvents as Past,
} from './support/auth';
import { createFakePromiseActors, describeModel, type EventExecutors, type StateAssertions } from './support/harness';

function start() {
  const fakes = createFakePromiseActors([
    'readSession',
    'refreshUser',
    'loginWithCode',
    'register',
    'saveUserDetails',
    'clearSession',
  ]);
  const seen = {
    navigations: 0,
    /** The user id of each sign-in report: whom the root's prize feed listens for. */
    signedInUserIds: [] as number[],
    loggedOutNotices: 0,
    anonymousNotices: 0,
  };
  const expected = { navigations: 0, loggedOutNotices: 0 };
  const machine = authMachine.provide({
    actors: fakes.actors,
    actions: {
      persistSession: () => {},
      navigateHome: () => void (seen.navigations += 1),
      notifyAuthenticated: (_, params) => void seen.signedInUserIds.push(params.userId),
      notifyAnonymous: () => void (seen.anonymousNotices += 1),
      notifyLoggedOut: () => void (seen.loggedOutNotices += 1),
    },
  });
  const actor = createActor(machine).start();
  return { actor, fakes, seen, expected };
}
type Handle = ReturnType<typeof start>;
type Snapshot = ReturnType<Handle['actor']['getSnapshot']>;

const send = (handle: Handle, event: AuthModelEvent) => handle.actor.send(event as never);
const settle = (handle: Handle, event: AuthModelEvent) => handle.fakes.settle(event);

const executors = {
  'user.login': send,
  'user.register': send,
  'user.saveDetails': send,
  'user.discardDetails': send,
  'user.discardAnswers': send,
  'user.logout': send,
  'session.unauthorized': send,
  'user.dismissSessionNotice': send,
  'xstate.done.actor.readSession': settle,
  'xstate.error.actor.readSession': settle,
  'xstate.done.actor.refreshUser': settle,
  'xstate.error.actor.refreshUser': settle,
  'xstate.done.actor.loginWithCode': settle,
  'xstate.error.actor.loginWithCode': settle,
  'xstate.done.actor.register': settle,
  'xstate.error.actor.register': settle,
  'xstate.done.actor.saveUserDetails': settle,
  'xstate.error.actor.saveUserDetails': settle,
  'xstate.done.actor.clearSession': settle,
  'xstate.error.actor.clearSession': settle,
} satisfies EventExecutors<AuthModelEvent, Handle>;

/** Holds in every settled state: navigation only after a visitor's logout. */
function expectSettledInvariants(_actual: Snapshot, handle: Handle) {
  expect(handle.seen.navigations).toBe(handle.expected.navigations);
}

function expectAnonymous(actual: Snapshot) {
  expect(selectAuthStatus(actual)).toBe('anonymous');
  expect(selectUserId(actual)).toBe(0);
  expect(selectAccessToken(actual)).toBeNull();
}

const lastCall = (handle: Handle) => handle.fakes.calls.at(-1);

const messageOf = (error: unknown) => (error as Error).message;

/**
 * Whose details the app shows once signed in (SPEC §8): the latest user a port answered with;
 * when the start-up refresh failed without a 401, the stored user.
 */
function expectedUser(past: Past) {
  const answer = latest(past, 'xstate.done.actor.refreshUser', 'xstate.done.actor.saveUserDetails', 'xstate.done.actor.readSession');
  return answer?.type === 'xstate.done.actor.readSession' ? answer.output.user : answer?.output;
}

/** A failed detail save shows its message until the next save or sign-in. */
function expectedSaveError(past: Past) {
  const last = latest(
    past,
    'xstate.error.actor.saveUserDetails',
    'user.saveDetails',
    'xstate.done.actor.refreshUser',
    'xstate.error.actor.refreshUser',
  );
  return last?.type === 'xstate.error.actor.saveUserDetails' ? messageOf(last.error) : null;
}

/** How each fixture user's name is shown (tests/model/support/auth.ts): written out, not computed by machines/user.ts. */
const SHOWN_AS: Record<string, { name: string; stars: number }> = {
  'Budi Santoso**': { name: 'Budi Santoso', stars: 2 },
  'Budi Santoso***': { name: 'Budi Santoso', stars: 3 },
  'Siti Rahayu*': { name: 'Siti Rahayu', stars: 1 },
  'Joko Widodo': { name: 'Joko Widodo', stars: 0 },
};

const assertions = {
  restoring: (actual, _past, handle) => {
    const { fakes } = handle as Handle;
    expect(selectAuthStatus(actual as Snapshot)).toBe('restoring');
    expect(fakes.calls).toEqual([{ name: 'readSession', input: undefined }]);
    expectSettledInvariants(actual as Snapshot, handle as Handle);
  },
  refreshing: (actual, _past, handle) => {
    expect(selectAuthStatus(actual as Snapshot)).toBe('restoring');
    // Only a stored token leads here, and the refresh is sent with it.
    expect(selectAccessToken(actual as Snapshot)).toBe(storedToken.access_token);
    expect(lastCall(handle as Handle)?.name).toBe('refreshUser');
    expectSettledInvariants(actual as Snapshot, handle as Handle);
  },
  'anonymous.idle': (actual, _past, handle) => {
    expectAnonymous(actual as Snapshot);
    expect(selectAuthError(actual as Snapshot)).toBeNull();
    expectSettledInvariants(actual as Snapshot, handle as Handle);
  },
  'anonymous.loggingIn': (actual, past, handle) => {
    expectAnonymous(actual as Snapshot);
    expect(selectIsSigningIn(actual as Snapshot)).toBe(true);
    expect(lastCall(handle as Handle)).toEqual({ name: 'loginWithCode', input: { code: latest(past, 'user.login')!.code } });
    expectSettledInvariants(actual as Snapshot, handle as Handle);
  },
  'anonymous.registering': (actual, past, handle) => {
    expectAnonymous(actual as Snapshot);
    expect(selectIsSigningIn(actual as Snapshot)).toBe(true);
    expect(lastCall(handle as Handle)).toEqual({ name: 'register', input: { form: latest(past, 'user.register')!.form } });
    expectSettledInvariants(actual as Snapshot, handle as Handle);
  },
  'anonymous.loadingUser': (actual, past, handle) => {
    const snapshot = actual as Snapshot;
    expect(selectAuthStatus(snapshot)).toBe('anonymous');
    expect(selectIsSigningIn(snapshot)).toBe(true);
    // The new token is in context already: the SDK sends it with this read.
    const issued = latest(past, 'xstate.done.actor.loginWithCode', 'xstate.done.actor.register')!;
    expect(selectAccessToken(snapshot)).toBe(issued.output.access_token);
    expect(lastCall(handle as Handle)?.name).toBe('refreshUser');
    expectSettledInvariants(snapshot, handle as Handle);
  },
  'anonymous.failed': (actual, past, handle) => {
    const snapshot = actual as Snapshot;
    expectAnonymous(snapshot);
    // The form of the sign-in that failed shows the error.
    const attempt = latest(past, 'user.login', 'user.register')!;
    expect(selectFailedMethod(snapshot)).toBe(attempt.type === 'user.login' ? 'code' : 'register');
    expect(selectIsSigningIn(snapshot)).toBe(false);
    expect(selectAuthError(snapshot)).toBe(signInFailureMessage(past));
    // Nothing the visitor typed is lost.
    if (attempt.type === 'user.login') expect(selectDraftCode(snapshot)).toBe(attempt.code);
    else expect(selectDraftForm(snapshot)).toEqual(attempt.form);
    expectSettledInvariants(snapshot, handle as Handle);
  },
  'authenticated.idle': (actual, past, handle) => {
    const snapshot = actual as Snapshot;
    const { seen } = handle as Handle;
    const user = expectedUser(past)!;
    expect(selectAuthStatus(snapshot)).toBe('authenticated');
    expect(selectUserId(snapshot)).toBe(user.id);
    // SPEC's display rule, written out per fixture user: the name before the stars, one star per '*'.
    expect({ name: selectFullName(snapshot), stars: selectStarCount(snapshot) }).toEqual(SHOWN_AS[user.name ?? '']);
    expect(selectAuthError(snapshot)).toBe(expectedSaveError(past));
    const signedInAs = seen.signedInUserIds.at(-1);
    expect(signedInAs).toBeGreaterThan(0);
    expect(signedInAs).toBe(selectUserId(snapshot));
    expectSettledInvariants(snapshot, handle as Handle);
  },
  'authenticated.savingDetails': (actual, _past, handle) => {
    expect(selectIsSavingDetails(actual as Snapshot)).toBe(true);
    expect(lastCall(handle as Handle)).toEqual({
      name: 'saveUserDetails',
      input: { details: authEventFixtures['user.saveDetails'][0]!.details },
    });
    expectSettledInvariants(actual as Snapshot, handle as Handle);
  },
  loggingOut: (actual, past, handle) => {
    const snapshot = actual as Snapshot;
    const { seen, expected: expectations } = handle as Handle;
    expect(snapshot.context.user).toBeNull();
    expect(selectAccessToken(snapshot)).toBeNull();
    // Signed out on screen at once: the session is already forgotten, so no spinner while storage is cleared.
    expect(selectAuthStatus(snapshot)).toBe('anonymous');
    expect(lastCall(handle as Handle)?.name).toBe('clearSession');
    expectations.loggedOutNotices += 1;
    expect(seen.loggedOutNotices).toBe(expectations.loggedOutNotices);
    // Storage is being cleared: no navigation yet, and none at all for a silent logout.
    expectSettledInvariants(snapshot, handle as Handle);
    if (past.at(-1)?.type === 'user.logout') expectations.navigations += 1;
  },
} satisfies StateAssertions<Handle>;

describeModel('auth', {
  machine: authMachine,
  fixtures: authEventFixtures,
  paths: authPaths,
  start,
  executors,
  assertions,
});
