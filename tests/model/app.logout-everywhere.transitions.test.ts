// Logout everywhere at the root: the visitor's own logout hands the access token it ends to
// ports.session.endEverywhere (revoke on the platform, sign out the other tabs) before the
// session statechart forgets it; nothing is ended when nobody is signed in. Hand-written: a
// model test cannot see which token a side effect received.
import { createActor, type ActorRefFrom } from 'xstate';
import type { authMachine } from '../../machines/auth';
import { selectAuthStatus } from '../../machines/auth.selectors';
import { createAppMachine } from '../../machines/app';
import { storedToken, storedUser } from './support/auth';
import { createFakePorts } from './support/fakes';
import { flush, REPLAY_EPOCH } from './support/harness';

beforeEach(() => vi.useFakeTimers({ now: REPLAY_EPOCH }));
afterEach(() => vi.useRealTimers());

async function startApp(signedIn: boolean) {
  const fake = createFakePorts({ read: () => Promise.resolve(signedIn ? { token: storedToken, user: storedUser } : { token: null, user: null }) });
  const ended: string[] = [];
  fake.ports.session.endEverywhere = (accessToken) => void ended.push(accessToken);
  const app = createActor(createAppMachine(fake.ports), { input: { clock: fake.ports.clock } }).start();
  await flush();
  const auth = () => (app.system.get('auth') as ActorRefFrom<typeof authMachine>).getSnapshot();
  return { app, fake, ended, auth };
}

describe('logout everywhere (root)', () => {
  it('ends the signed-in token everywhere on the visitor’s logout, then logs out here', async () => {
    const { app, fake, ended, auth } = await startApp(true);
    expect(selectAuthStatus(auth())).toBe('authenticated');
    app.send({ type: 'user.logout' });
    await flush();
    expect(ended).toEqual([storedToken.access_token]);
    expect(selectAuthStatus(auth())).toBe('anonymous');
    expect(fake.callsTo('session.clear')).toHaveLength(1);
  });

  it('ends nothing when a logout arrives while nobody is signed in', async () => {
    const { app, ended } = await startApp(false);
    app.send({ type: 'user.logout' });
    await flush();
    expect(ended).toEqual([]);
  });
});
