import { createActor, createMachine } from 'xstate';
import { authMachine, emptyRegistrationForm, HOME_PATH, type KeptAnswers } from '../../machines/auth';
import {
  selectAccessToken,
  selectAuthError,
  selectAuthStatus,
  selectDraftCode,
  selectDraftDetails,
  selectDraftForm,
  selectFailedMethod,
  selectKeptAnswers,
  selectSessionExpired,
  selectUser,
  selectUserId,
} from '../../machines/auth.selectors';
import type { User } from '../../machines/types';
import {
  authModel,
  demoUser,
  invitationCode,
  invitedVisitor,
  portError,
  registeredVisitor,
  registrationForm,
  storedToken,
  storedUser,
} from './support/auth';
import { edgesOf } from './support/graph';
import { createFakePromiseActors, flush, REPLAY_EPOCH } from './support/harness';

beforeEach(() => vi.useFakeTimers({ now: REPLAY_EPOCH }));
afterEach(() => vi.useRealTimers());

function startAuth() {
  const fakes = createFakePromiseActors(['readSession', 'refreshUser', 'loginWithCode', 'register', 'saveUserDetails', 'clearSession']);
  const effects: string[] = [];
  const actor = createActor(
    authMachine.provide({
      actors: fakes.actors,
      actions: {
        persistSession: ({ context }) => void effects.push(`persist:${context.user?.id}`),
        navigateHome: () => void effects.push('navigateHome'),
        notifyAuthenticated: (_, params) => void effects.push(`authenticated:${params.userId}`),
        notifyAnonymous: () => void effects.push('anonymous'),
        notifyLoggedOut: () => void effects.push('loggedOut'),
      },
    }),
  ).start();
  return { actor, fakes, effects, snapshot: () => actor.getSnapshot() };
}

/** Started on a device that keeps a session (`user` stored beside the token): its refresh is under way. */
async function restoringAuth(user: User | null = storedUser) {
  const auth = startAuth();
  auth.fakes.settle({ type: 'xstate.done.actor.readSession', output: { token: storedToken, user } });
  await flush();
  return auth;
}

async function anonymousAuth() {
  const auth = startAuth();
  auth.fakes.settle({ type: 'xstate.done.actor.readSession', output: { token: null, user: null } });
  await flush();
  auth.effects.length = 0;
  return auth;
}

describe('auth (SPEC §4, §8)', () => {
  it('refreshes with a stored token, then persists and announces the user', async () => {
    const auth = await restoringAuth();
    expect(auth.fakes.calls.map((call) => call.name)).toEqual(['readSession', 'refreshUser']);
    auth.fakes.settle({ type: 'xstate.done.actor.refreshUser', output: storedUser });
    await flush();
    expect(auth.effects).toEqual(['persist:101', 'authenticated:101']);
  });

  it('treats a 401 on the refresh as a silent logout', async () => {
    const auth = await restoringAuth();
    auth.fakes.settle({ type: 'xstate.error.actor.refreshUser', error: portError('Unauthenticated.', 401) });
    await flush();
    auth.fakes.settle({ type: 'xstate.done.actor.clearSession', output: undefined });
    await flush();
    expect(auth.effects).toEqual(['loggedOut', 'anonymous']);
    expect(selectUserId(auth.snapshot())).toBe(0);
  });

  it('keeps the typed code and shows the error when login fails', async () => {
    const auth = await anonymousAuth();
    auth.actor.send({ type: 'user.login', code: 'SALAH-1' });
    auth.fakes.settle({ type: 'xstate.error.actor.loginWithCode', error: portError('Kode undangan tidak valid', 422) });
    await flush();
    expect(selectAuthError(auth.snapshot())).toBe('Kode undangan tidak valid');
    expect(selectDraftCode(auth.snapshot())).toBe('SALAH-1');
  });

  it('keeps the typed registration form when registration fails, and clears the error on retry', async () => {
    const auth = await anonymousAuth();
    auth.actor.send({ type: 'user.register', form: registrationForm });
    auth.fakes.settle({ type: 'xstate.error.actor.register', error: portError('Nama wajib diisi', 422) });
    await flush();
    expect(selectDraftForm(auth.snapshot())).toEqual(registrationForm);
    auth.actor.send({ type: 'user.register', form: registrationForm });
    expect(selectAuthError(auth.snapshot())).toBeNull();
    expect(auth.fakes.calls.at(-1)).toEqual({ name: 'register', input: { form: registrationForm } });
  });

  it('navigates home only after storage is cleared on a visitor logout', async () => {
    const auth = await anonymousAuth();
    auth.actor.send({ type: 'user.login', code: 'UNDANGAN-2026' });
    auth.fakes.settle({ type: 'xstate.done.actor.loginWithCode', output: invitedVisitor.token });
    await flush();
    auth.fakes.settle({ type: 'xstate.done.actor.refreshUser', output: invitedVisitor.user });
    await flush();
    auth.actor.send({ type: 'user.logout' });
    expect(auth.effects).toEqual(['persist:202', 'authenticated:202', 'loggedOut']);
    auth.fakes.settle({ type: 'xstate.error.actor.clearSession', error: new Error('quota') });
    await flush();
    expect(auth.effects.slice(-2)).toEqual(['navigateHome', 'anonymous']);
    expect(selectUserId(auth.snapshot())).toBe(0);
  });

  it('reads the user with the new token after a login, and forgets that token when the read fails', async () => {
    const auth = await anonymousAuth();
    auth.actor.send({ type: 'user.login', code: 'UNDANGAN-2026' });
    auth.fakes.settle({ type: 'xstate.done.actor.loginWithCode', output: invitedVisitor.token });
    await flush();
    expect(auth.snapshot().context.token).toEqual({ access_token: 'invited-token', token_type: 'bearer', expires_in: 3600 });
    expect(auth.fakes.calls.at(-1)?.name).toBe('refreshUser');
    auth.fakes.settle({ type: 'xstate.error.actor.refreshUser', error: portError('Gagal terhubung', 0) });
    await flush();
    expect(auth.snapshot().value).toEqual({ anonymous: 'failed' });
    expect(auth.snapshot().context.token).toBeNull();
    expect(selectFailedMethod(auth.snapshot())).toBe('code');
    expect(selectAuthError(auth.snapshot())).toBe('Gagal terhubung');
  });

  it('records which sign-in failed: registration', async () => {
    const auth = await anonymousAuth();
    auth.actor.send({ type: 'user.register', form: registrationForm });
    auth.fakes.settle({ type: 'xstate.error.actor.register', error: portError('Nama wajib diisi', 422) });
    await flush();
    expect(selectFailedMethod(auth.snapshot())).toBe('register');
  });

  it('ends the session on a 401 from a detail save, asks to sign in again, and keeps the typed details', async () => {
    const auth = await restoringAuth();
    auth.fakes.settle({ type: 'xstate.done.actor.refreshUser', output: storedUser });
    await flush();
    auth.actor.send({ type: 'user.saveDetails', details: { unit: 'Gudang Baru' } });
    // What the app's SDK does on a 401: its interceptor reports first, then the call fails.
    auth.actor.send({ type: 'session.unauthorized' });
    auth.fakes.settle({ type: 'xstate.error.actor.saveUserDetails', error: portError('Unauthenticated.', 401) });
    await flush();
    auth.fakes.settle({ type: 'xstate.done.actor.clearSession', output: undefined });
    await flush();
    expect(auth.snapshot().value).toEqual({ anonymous: 'idle' });
    expect(auth.snapshot().context.token).toBeNull();
    expect(selectSessionExpired(auth.snapshot())).toBe(true);
    expect(selectDraftDetails(auth.snapshot())).toEqual({ unit: 'Gudang Baru' });
    // Silent like the refresh's 401: no navigation.
    expect(auth.effects).not.toContain('navigateHome');
  });

  it('ignores the 401 report during the start-up refresh: that refresh ends the session silently', async () => {
    const auth = await restoringAuth();
    auth.actor.send({ type: 'session.unauthorized' });
    auth.fakes.settle({ type: 'xstate.error.actor.refreshUser', error: portError('Unauthenticated.', 401) });
    await flush();
    auth.fakes.settle({ type: 'xstate.done.actor.clearSession', output: undefined });
    await flush();
    expect(auth.snapshot().value).toEqual({ anonymous: 'idle' });
    expect(selectSessionExpired(auth.snapshot())).toBe(false);
    expect(auth.effects).not.toContain('navigateHome');
  });

  it('ignores session.unauthorized while anonymous', async () => {
    const auth = await anonymousAuth();
    auth.actor.send({ type: 'session.unauthorized' });
    expect(auth.snapshot().value).toEqual({ anonymous: 'idle' });
    expect(auth.effects).toEqual([]);
  });
});

/** Visitor 101 signed in from the stored session; the effects so far are cleared. */
async function signedInAuth() {
  const auth = await restoringAuth();
  auth.fakes.settle({ type: 'xstate.done.actor.refreshUser', output: storedUser });
  await flush();
  auth.effects.length = 0;
  return auth;
}
type Auth = ReturnType<typeof startAuth>;

/** A bearer call answered 401 mid-session (the SDK's interceptor reports it), then storage is cleared. */
async function sessionEnds(auth: Auth, answers?: KeptAnswers) {
  auth.actor.send(answers ? { type: 'session.unauthorized', answers } : { type: 'session.unauthorized' });
  auth.fakes.settle({ type: 'xstate.done.actor.clearSession', output: undefined });
  await flush();
}

/** Signs in with the invitation code; the user read with the new token is `user`. */
async function signInAs(auth: Auth, user: User) {
  auth.actor.send({ type: 'user.login', code: invitationCode });
  auth.fakes.settle({ type: 'xstate.done.actor.loginWithCode', output: invitedVisitor.token });
  await flush();
  auth.fakes.settle({ type: 'xstate.done.actor.refreshUser', output: user });
  await flush();
}

const surveyAnswers: KeptAnswers = { key: 'survey-79', values: { '1': 'Bermanfaat' } };

describe('auth: start-up (SPEC §4, §8; DESIGN auth)', () => {
  it('navigates home to /home after the visitor’s own logout', () => {
    expect(HOME_PATH).toBe('/home');
  });

  it('starts anonymous when the stored session cannot be read (never a crash)', async () => {
    const auth = startAuth();
    auth.fakes.settle({ type: 'xstate.error.actor.readSession', error: new Error('storage unavailable') });
    await flush();
    expect(auth.snapshot().value).toEqual({ anonymous: 'idle' });
    expect(auth.effects).toEqual(['anonymous']);
  });

  it('starts with nothing typed: an empty code and an empty registration form', async () => {
    const auth = await anonymousAuth();
    const empty = { name: '', agency: '', unit: '', salesman: '' };
    expect(emptyRegistrationForm).toEqual(empty);
    expect(selectDraftCode(auth.snapshot())).toBe('');
    expect(selectDraftForm(auth.snapshot())).toEqual(empty);
    expect(selectDraftDetails(auth.snapshot())).toBeNull();
    expect(selectKeptAnswers(auth.snapshot())).toBeNull();
    expect(selectSessionExpired(auth.snapshot())).toBe(false);
  });

  it('keeps the stored user when the refresh fails without a 401 (offline)', async () => {
    const auth = await restoringAuth();
    auth.fakes.settle({ type: 'xstate.error.actor.refreshUser', error: portError('Gagal terhubung', 0) });
    await flush();
    expect(auth.snapshot().value).toEqual({ authenticated: 'idle' });
    expect(selectUserId(auth.snapshot())).toBe(101);
    expect(selectAccessToken(auth.snapshot())).toBe('stored-token');
    expect(auth.effects).toContain('authenticated:101');
    expect(auth.effects).not.toContain('loggedOut');
  });

  it('is anonymous after an offline refresh when the stored user is missing', async () => {
    const auth = await restoringAuth(null);
    auth.fakes.settle({ type: 'xstate.error.actor.refreshUser', error: portError('Gagal terhubung', 0) });
    await flush();
    expect(auth.snapshot().value).toEqual({ anonymous: 'idle' });
    expect(selectUserId(auth.snapshot())).toBe(0);
    expect(auth.effects).toEqual(['anonymous']);
  });

  it('is anonymous after an offline refresh when the stored user has id 0 (anonymous ⇔ user id 0)', async () => {
    const auth = await restoringAuth(demoUser({ id: 0 }));
    auth.fakes.settle({ type: 'xstate.error.actor.refreshUser', error: portError('Gagal terhubung', 0) });
    await flush();
    expect(selectAuthStatus(auth.snapshot())).toBe('anonymous');
    expect(auth.effects).toEqual(['anonymous']);
  });
});

describe('auth: sign-in and the typed draft (SPEC §4, §7; DESIGN auth)', () => {
  it('signs in after a registration: the token, then the user read with it', async () => {
    const auth = await anonymousAuth();
    auth.actor.send({ type: 'user.register', form: registrationForm });
    auth.fakes.settle({ type: 'xstate.done.actor.register', output: registeredVisitor.token });
    await flush();
    expect(selectAccessToken(auth.snapshot())).toBe('registered-token');
    expect(auth.fakes.calls.at(-1)?.name).toBe('refreshUser');
    auth.fakes.settle({ type: 'xstate.done.actor.refreshUser', output: registeredVisitor.user });
    await flush();
    expect(auth.snapshot().value).toEqual({ authenticated: 'idle' });
    expect(auth.effects).toEqual(['persist:303', 'authenticated:303']);
  });

  it('forgets the typed code and form once signed in', async () => {
    const auth = await anonymousAuth();
    auth.actor.send({ type: 'user.register', form: registrationForm });
    auth.fakes.settle({ type: 'xstate.error.actor.register', error: portError('Nama wajib diisi', 422) });
    await flush();
    await signInAs(auth, invitedVisitor.user);
    expect(auth.snapshot().value).toEqual({ authenticated: 'idle' });
    expect(selectAuthError(auth.snapshot())).toBeNull();
    expect(selectDraftCode(auth.snapshot())).toBe('');
    expect(selectDraftForm(auth.snapshot())).toEqual({ name: '', agency: '', unit: '', salesman: '' });
  });

  it('shows the expired-session notice until it is dismissed', async () => {
    const auth = await signedInAuth();
    await sessionEnds(auth);
    expect(selectSessionExpired(auth.snapshot())).toBe(true);
    auth.actor.send({ type: 'user.dismissSessionNotice' });
    expect(selectSessionExpired(auth.snapshot())).toBe(false);
    expect(auth.snapshot().value).toEqual({ anonymous: 'idle' });
  });

  it('clears the expired-session notice when the visitor signs in again', async () => {
    const auth = await signedInAuth();
    await sessionEnds(auth);
    await signInAs(auth, storedUser);
    expect(selectSessionExpired(auth.snapshot())).toBe(false);
  });
});

describe('auth: what a 401 keeps, and for whom (SPEC §4; DESIGN auth)', () => {
  it('gives the unsaved details back to the same visitor, until they are discarded', async () => {
    const auth = await signedInAuth();
    auth.actor.send({ type: 'user.saveDetails', details: { unit: 'Gudang Baru' } });
    await sessionEnds(auth);
    await signInAs(auth, storedUser);
    expect(selectUserId(auth.snapshot())).toBe(101);
    expect(selectDraftDetails(auth.snapshot())).toEqual({ unit: 'Gudang Baru' });
    auth.actor.send({ type: 'user.discardDetails' });
    expect(selectDraftDetails(auth.snapshot())).toBeNull();
  });

  it('drops the unsaved details when another visitor signs in', async () => {
    const auth = await signedInAuth();
    auth.actor.send({ type: 'user.saveDetails', details: { unit: 'Gudang Baru' } });
    await sessionEnds(auth);
    await signInAs(auth, invitedVisitor.user);
    expect(selectUserId(auth.snapshot())).toBe(202);
    expect(selectDraftDetails(auth.snapshot())).toBeNull();
  });

  it('keeps a form’s answers for the same visitor, until they are discarded', async () => {
    const auth = await signedInAuth();
    await sessionEnds(auth, surveyAnswers);
    expect(selectKeptAnswers(auth.snapshot())).toEqual({ key: 'survey-79', values: { '1': 'Bermanfaat' } });
    await signInAs(auth, storedUser);
    expect(selectKeptAnswers(auth.snapshot())).toEqual({ key: 'survey-79', values: { '1': 'Bermanfaat' } });
    auth.actor.send({ type: 'user.discardAnswers' });
    expect(selectKeptAnswers(auth.snapshot())).toBeNull();
  });

  it('drops a form’s answers when another visitor signs in', async () => {
    const auth = await signedInAuth();
    await sessionEnds(auth, surveyAnswers);
    await signInAs(auth, invitedVisitor.user);
    expect(selectKeptAnswers(auth.snapshot())).toBeNull();
  });
});

describe('auth: saving the profile details (SPEC §7 POST /api/users)', () => {
  it('stores the saved user and keeps no draft of the details', async () => {
    const auth = await signedInAuth();
    auth.actor.send({ type: 'user.saveDetails', details: { unit: 'Gudang' } });
    auth.fakes.settle({ type: 'xstate.done.actor.saveUserDetails', output: demoUser({ id: 101, unit: 'Gudang' }) });
    await flush();
    expect(auth.snapshot().value).toEqual({ authenticated: 'idle' });
    expect(selectUser(auth.snapshot())?.unit).toBe('Gudang');
    expect(auth.effects).toEqual(['persist:101']);
    expect(selectDraftDetails(auth.snapshot())).toBeNull();
  });

  it('shows a failed save’s message and keeps no draft of the details (the dialog holds them)', async () => {
    const auth = await signedInAuth();
    auth.actor.send({ type: 'user.saveDetails', details: { unit: 'Gudang' } });
    auth.fakes.settle({ type: 'xstate.error.actor.saveUserDetails', error: portError('Data tidak dapat disimpan', 422) });
    await flush();
    expect(auth.snapshot().value).toEqual({ authenticated: 'idle' });
    expect(selectAuthError(auth.snapshot())).toBe('Data tidak dapat disimpan');
    expect(selectDraftDetails(auth.snapshot())).toBeNull();
  });
});

describe('auth: what it reports to the root (the root starts the prize feed and the cart for that user)', () => {
  it('reports anonymous, the signed-in user id, the logout, then anonymous again', async () => {
    const fakes = createFakePromiseActors(['readSession', 'refreshUser', 'loginWithCode', 'register', 'saveUserDetails', 'clearSession']);
    const reports: unknown[] = [];
    const root = createActor(
      createMachine({
        invoke: {
          src: authMachine.provide({ actors: fakes.actors, actions: { persistSession: () => {}, navigateHome: () => {} } }),
        },
        on: { '*': { actions: ({ event }) => void reports.push(event) } },
      }),
    ).start();
    fakes.settle({ type: 'xstate.done.actor.readSession', output: { token: null, user: null } });
    await flush();
    const auth = Object.values(root.getSnapshot().children)[0]!;
    auth.send({ type: 'user.login', code: invitationCode });
    fakes.settle({ type: 'xstate.done.actor.loginWithCode', output: invitedVisitor.token });
    await flush();
    fakes.settle({ type: 'xstate.done.actor.refreshUser', output: invitedVisitor.user });
    await flush();
    auth.send({ type: 'user.logout' });
    fakes.settle({ type: 'xstate.done.actor.clearSession', output: undefined });
    await flush();
    expect(reports).toEqual([
      { type: 'auth.anonymous' },
      { type: 'auth.authenticated', userId: 202 },
      { type: 'auth.loggedOut' },
      { type: 'auth.anonymous' },
    ]);
    root.stop();
  });
});

describe('auth graph', () => {
  it('has exactly the transitions SPEC §4, §8 and DESIGN ("auth") give', () => {
    // Built inside the test, not while the file loads: a static mutant stays active for the whole
    // StrykerJS run either way, and a graph that throws then fails this test instead of the file's
    // load (which StrykerJS 9.6.1 counts as survived).
    expect(edgesOf(authModel)).toEqual([
      // The expired-session notice can be dismissed in every anonymous state (it changes nothing else).
      'anonymous.failed user.dismissSessionNotice → anonymous.failed',
      // A failed sign-in can be tried again, either way.
      'anonymous.failed user.login → anonymous.loggingIn',
      'anonymous.failed user.register → anonymous.registering',
      'anonymous.idle user.dismissSessionNotice → anonymous.idle',
      'anonymous.idle user.login → anonymous.loggingIn',
      'anonymous.idle user.register → anonymous.registering',
      'anonymous.loadingUser user.dismissSessionNotice → anonymous.loadingUser',
      // The user read with the new token: signed in, or the sign-in failed.
      'anonymous.loadingUser xstate.done.actor.refreshUser → authenticated.idle',
      'anonymous.loadingUser xstate.error.actor.refreshUser → anonymous.failed',
      'anonymous.loggingIn user.dismissSessionNotice → anonymous.loggingIn',
      'anonymous.loggingIn xstate.done.actor.loginWithCode → anonymous.loadingUser',
      'anonymous.loggingIn xstate.error.actor.loginWithCode → anonymous.failed',
      'anonymous.registering user.dismissSessionNotice → anonymous.registering',
      'anonymous.registering xstate.done.actor.register → anonymous.loadingUser',
      'anonymous.registering xstate.error.actor.register → anonymous.failed',
      // A 401 mid-session or the visitor's logout: storage is cleared first.
      'authenticated.idle session.unauthorized → loggingOut',
      // Kept answers or details (the same visitor's, after a 401) can be dropped.
      'authenticated.idle user.discardAnswers → authenticated.idle',
      'authenticated.idle user.discardDetails → authenticated.idle',
      'authenticated.idle user.logout → loggingOut',
      'authenticated.idle user.saveDetails → authenticated.savingDetails',
      'authenticated.savingDetails session.unauthorized → loggingOut',
      'authenticated.savingDetails user.logout → loggingOut',
      'authenticated.savingDetails xstate.done.actor.saveUserDetails → authenticated.idle',
      'authenticated.savingDetails xstate.error.actor.saveUserDetails → authenticated.idle',
      // Storage that cannot be cleared does not keep the visitor signed in either.
      'loggingOut xstate.done.actor.clearSession → anonymous.idle',
      'loggingOut xstate.error.actor.clearSession → anonymous.idle',
      // The refresh: stored again; on a 401 a silent logout; otherwise the stored user, if any.
      'refreshing xstate.done.actor.refreshUser → authenticated.idle',
      'refreshing xstate.error.actor.refreshUser → anonymous.idle',
      'refreshing xstate.error.actor.refreshUser → authenticated.idle',
      'refreshing xstate.error.actor.refreshUser → loggingOut',
      // A stored token is refreshed; none, or storage unreadable: anonymous.
      'restoring xstate.done.actor.readSession → anonymous.idle',
      'restoring xstate.done.actor.readSession → refreshing',
      'restoring xstate.error.actor.readSession → anonymous.idle',
    ]);
  });
});
