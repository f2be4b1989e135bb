import { createActor } from 'xstate';
import { authMachine, authPrizeFeed } from '../../machines/auth';
import {
  selectAccessToken,
  selectAuthError,
  selectAuthStatus,
  selectDraftCode,
  selectDraftForm,
  selectFullName,
  selectIsSavingDetails,
  selectIsSigningIn,
  selectStarCount,
  selectUserId,
} from '../../machines/auth.selectors';
import type { PrizesReceivedEvent } from '../../machines/prizeFeed';
import type { Prize } from '../../machines/types';
import { fullName, starCount } from '../../machines/user';
import { authEventFixtures, authPaths, type AuthModelEvent } from './support/auth';
import { asDatabaseValue, createFakePrizeDatabase } from './support/fakes';
import { createFakePromiseActors, describeModel, type EventExecutors, type StateAssertions } from './support/harness';

/** What the database answers a new subscription with; the feed must ignore it. */
const initialDatabaseValue = asDatabaseValue([{ id: 7, name: 'Nilai awal', image_url: '' }]);

function start() {
  const fakes = createFakePromiseActors([
    'readSession',
    'refreshUser',
    'loginWithCode',
    'register',
    'saveUserDetails',
    'clearSession',
  ]);
  const database = createFakePrizeDatabase();
  const seen = {
    navigations: 0,
    /** The user id at each sign-in notice: whom the prize feed must listen for. */
    signedInUserIds: [] as number[],
    loggedOutNotices: 0,
    deliveredPrizes: [] as Prize[][],
  };
  const expected = { navigations: 0, loggedOutNotices: 0, pushedPrizes: [] as Prize[][] };
  const machine = authMachine.provide({
    actors: { ...fakes.actors, prizeFeed: authPrizeFeed.provide({ actors: { prizeSubscription: database.prizeSubscription } }) },
    actions: {
      navigateHome: () => void (seen.navigations += 1),
      notifyAuthenticated: ({ context }) => void seen.signedInUserIds.push(context.user?.id ?? 0),
      notifyLoggedOut: () => void (seen.loggedOutNotices += 1),
      notifyPrizes: (_, event: PrizesReceivedEvent) => void seen.deliveredPrizes.push(event.prizes),
    },
  });
  const actor = createActor(machine).start();
  return { actor, fakes, database, seen, expected };
}
type Handle = ReturnType<typeof start>;
type Snapshot = ReturnType<Handle['actor']['getSnapshot']>;

const send = (handle: Handle, event: AuthModelEvent) => handle.actor.send(event as never);
const settle = (handle: Handle, event: AuthModelEvent) => handle.fakes.settle(event);

const executors = {
  'user.login': send,
  'user.register': send,
  'user.saveDetails': send,
  'user.logout': send,
  'session.unauthorized': send,
  // A pushed list reaches auth only through the realtime feed, after its ignored first value.
  'prizes.received': (handle, event) => {
    const [subscription] = handle.database.active();
    if (!subscription) throw new Error('prizes pushed while nobody is subscribed');
    if (handle.expected.pushedPrizes.length === 0) subscription.push(initialDatabaseValue);
    subscription.push(asDatabaseValue(event.prizes));
    handle.expected.pushedPrizes.push(event.prizes);
  },
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

/** Holds in every settled state: navigation only after a visitor's logout, feed only while signed in. */
function expectSettledInvariants(actual: Snapshot, handle: Handle) {
  expect(handle.seen.navigations).toBe(handle.expected.navigations);
  expect(handle.database.active().length).toBe(actual.matches('authenticated') ? 1 : 0);
  expect(handle.seen.deliveredPrizes).toEqual(handle.expected.pushedPrizes);
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
  'anonymous.failed': (actual, expected, handle) => {
    const snapshot = actual as Snapshot;
    expectAnonymous(snapshot);
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
    const { database, seen } = handle as Handle;
    expect(selectAuthStatus(snapshot)).toBe('authenticated');
    expect(selectUserId(snapshot)).toBe(expected.context.user.id);
    expect(selectFullName(snapshot)).toBe(fullName(expected.context.user.name));
    expect(selectStarCount(snapshot)).toBe(starCount(expected.context.user.name));
    expect(selectAuthError(snapshot)).toBe(expected.context.error);
    const signedInAs = seen.signedInUserIds.at(-1);
    expect(signedInAs).toBeGreaterThan(0);
    expect(database.active()[0]?.userId).toBe(signedInAs);
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
