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
import { fullName, starCount } from '../../machines/user';
import { authEventFixtures, authPaths, type AuthModelEvent } from './support/auth';
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

const assertions = {
  restoring: (actual, _expected, handle) => {
    const { fakes } = handle as Handle;
    expect(selectAuthStatus(actual as Snapshot)).toBe('restoring');
    expect(fakes.calls).toEqual([{ name: 'readSession', input: undefined }]);
    expectSettledInvariants(actual as Snapshot, handle as Handle);
  },
  refreshing: (actual, expected, handle) => {
    expect(selectAuthStatus(actual as Snapshot)).toBe('restoring');
    expect(selectAccessToken(actual as Snapshot)).toBe(expected.context.token.access_token);
    expect(lastCall(handle as Handle)?.name).toBe('refreshUser');
    expectSettledInvariants(actual as Snapshot, handle as Handle);
  },
  'anonymous.idle': (actual, _expected, handle) => {
    expectAnonymous(actual as Snapshot);
    expect(selectAuthError(actual as Snapshot)).toBeNull();
    expectSettledInvariants(actual as Snapshot, handle as Handle);
  },
  'anonymous.loggingIn': (actual, expected, handle) => {
    expectAnonymous(actual as Snapshot);
    expect(selectIsSigningIn(actual as Snapshot)).toBe(true);
    expect(lastCall(handle as Handle)).toEqual({ name: 'loginWithCode', input: { code: expected.context.draft.code } });
    expectSettledInvariants(actual as Snapshot, handle as Handle);
  },
  'anonymous.registering': (actual, expected, handle) => {
    expectAnonymous(actual as Snapshot);
    expect(selectIsSigningIn(actual as Snapshot)).toBe(true);
    expect(lastCall(handle as Handle)).toEqual({ name: 'register', input: { form: expected.context.draft.form } });
    expectSettledInvariants(actual as Snapshot, handle as Handle);
  },
  'anonymous.loadingUser': (actual, expected, handle) => {
    const snapshot = actual as Snapshot;
    expect(selectAuthStatus(snapshot)).toBe('anonymous');
    expect(selectIsSigningIn(snapshot)).toBe(true);
    // The new token is in context already: the SDK sends it with this read.
    expect(selectAccessToken(snapshot)).toBe(expected.context.token.access_token);
    expect(lastCall(handle as Handle)?.name).toBe('refreshUser');
    expectSettledInvariants(snapshot, handle as Handle);
  },
  'anonymous.failed': (actual, expected, handle) => {
    const snapshot = actual as Snapshot;
    expectAnonymous(snapshot);
    // The form of the sign-in that failed shows the error.
    expect(selectFailedMethod(snapshot)).toBe(expected.context.method);
    expect(['code', 'register']).toContain(selectFailedMethod(snapshot));
    expect(selectIsSigningIn(snapshot)).toBe(false);
    expect(selectAuthError(snapshot)).toBe(expected.context.error);
    expect(selectAuthError(snapshot)).not.toBe('');
    // Nothing the visitor typed is lost.
    expect(selectDraftCode(snapshot)).toBe(expected.context.draft.code);
    expect(selectDraftForm(snapshot)).toEqual(expected.context.draft.form);
    expectSettledInvariants(snapshot, handle as Handle);
  },
  'authenticated.idle': (actual, expected, handle) => {
    const snapshot = actual as Snapshot;
    const { seen } = handle as Handle;
    expect(selectAuthStatus(snapshot)).toBe('authenticated');
    expect(selectUserId(snapshot)).toBe(expected.context.user.id);
    expect(selectFullName(snapshot)).toBe(fullName(expected.context.user.name));
    expect(selectStarCount(snapshot)).toBe(starCount(expected.context.user.name));
    expect(selectAuthError(snapshot)).toBe(expected.context.error);
    const signedInAs = seen.signedInUserIds.at(-1);
    expect(signedInAs).toBeGreaterThan(0);
    expect(signedInAs).toBe(selectUserId(snapshot));
    expectSettledInvariants(snapshot, handle as Handle);
  },
  'authenticated.savingDetails': (actual, _expected, handle) => {
    expect(selectIsSavingDetails(actual as Snapshot)).toBe(true);
    expect(lastCall(handle as Handle)).toEqual({
      name: 'saveUserDetails',
      input: { details: authEventFixtures['user.saveDetails'][0]!.details },
    });
    expectSettledInvariants(actual as Snapshot, handle as Handle);
  },
  loggingOut: (actual, expected, handle) => {
    const snapshot = actual as Snapshot;
    const { seen, expected: expectations } = handle as Handle;
    expect(snapshot.context.user).toBeNull();
    expect(selectAccessToken(snapshot)).toBeNull();
    expect(lastCall(handle as Handle)?.name).toBe('clearSession');
    expectations.loggedOutNotices += 1;
    expect(seen.loggedOutNotices).toBe(expectations.loggedOutNotices);
    // Storage is being cleared: no navigation yet, and none at all for a silent logout.
    expectSettledInvariants(snapshot, handle as Handle);
    if (expected.context.logoutReason === 'user') expectations.navigations += 1;
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
