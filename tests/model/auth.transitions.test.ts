import { createActor } from 'xstate';
import { authMachine } from '../../machines/auth';
import {
  selectAuthError,
  selectDraftCode,
  selectDraftDetails,
  selectDraftForm,
  selectFailedMethod,
  selectSessionExpired,
  selectUserId,
} from '../../machines/auth.selectors';
import { invitedVisitor, portError, registrationForm, storedToken, storedUser } from './support/auth';
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

async function anonymousAuth() {
  const auth = startAuth();
  auth.fakes.settle({ type: 'xstate.done.actor.readSession', output: { token: null, user: null } });
  await flush();
  auth.effects.length = 0;
  return auth;
}

describe('auth (SPEC §4, §8)', () => {
  it('refreshes with a stored token, then persists and announces the user', async () => {
    const auth = startAuth();
    auth.fakes.settle({ type: 'xstate.done.actor.readSession', output: { token: storedToken, user: storedUser } });
    await flush();
    expect(auth.fakes.calls.map((call) => call.name)).toEqual(['readSession', 'refreshUser']);
    auth.fakes.settle({ type: 'xstate.done.actor.refreshUser', output: storedUser });
    await flush();
    expect(auth.effects).toEqual(['persist:101', 'authenticated:101']);
  });

  it('treats a 401 on the refresh as a silent logout', async () => {
    const auth = startAuth();
    auth.fakes.settle({ type: 'xstate.done.actor.readSession', output: { token: storedToken, user: storedUser } });
    await flush();
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
    const auth = startAuth();
    auth.fakes.settle({ type: 'xstate.done.actor.readSession', output: { token: storedToken, user: storedUser } });
    await flush();
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
    const auth = startAuth();
    auth.fakes.settle({ type: 'xstate.done.actor.readSession', output: { token: storedToken, user: storedUser } });
    await flush();
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
