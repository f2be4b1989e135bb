import { createActor, type ActorRefFrom } from 'xstate';
import { authMachine } from '../../machines/auth';
import { selectAuthStatus, selectUserId } from '../../machines/auth.selectors';
import { cartMachine } from '../../machines/cart';
import { selectCartQuantity } from '../../machines/cart.selectors';
import { countdownMachine } from '../../machines/countdown';
import { selectCountdownValue } from '../../machines/countdown.selectors';
import { createAppMachine, HOME_PATH } from '../../machines/app';
import { selectSessionToken, selectUnclaimedPrizeCount } from '../../machines/app.selectors';
import { giftClaimMachine } from '../../machines/giftClaim';
import { selectPrizeList, selectVisiblePrizes } from '../../machines/giftClaim.selectors';
import type { Prize } from '../../machines/types';
import { demoUser, invitedVisitor, portError, storedToken, storedUser } from './support/auth';
import { loadedCarts } from './support/cart';
import { upcomingSession } from './support/countdown';
import { giftDialogShown } from './support/app';
import { asDatabaseValue, createFakePorts, type FakeAnswers } from './support/fakes';
import { flush, REPLAY_EPOCH } from './support/harness';

beforeEach(() => vi.useFakeTimers({ now: REPLAY_EPOCH }));
afterEach(() => vi.useRealTimers());

async function startApp(answers: Partial<FakeAnswers> = {}) {
  const fake = createFakePorts({ loadCarts: () => Promise.resolve(loadedCarts), ...answers });
  const app = createActor(createAppMachine(fake.ports), { input: { clock: fake.ports.clock } }).start();
  await flush();
  const child = <T>(systemId: string) => app.system.get(systemId) as T;
  return {
    app,
    fake,
    auth: () => child<ActorRefFrom<typeof authMachine>>('auth').getSnapshot(),
    cart: () => child<ActorRefFrom<typeof cartMachine>>('cart').getSnapshot(),
    countdown: () => child<ActorRefFrom<typeof countdownMachine>>('countdown').getSnapshot(),
    giftClaim: () => child<ActorRefFrom<typeof giftClaimMachine> | undefined>('giftClaim')?.getSnapshot(),
  };
}

/** The first value (an empty path), then a list with prize 2, which the visitor claims. */
async function claimPushedPrize({ app, fake }: Awaited<ReturnType<typeof startApp>>) {
  const [feed] = fake.activeSubscriptions();
  feed!.push(null);
  feed!.push(asDatabaseValue([prize(2)]));
  const dialog = app.system.get('giftClaim')!;
  dialog.send({ type: 'user.selectPrize', id: 2 });
  dialog.send({ type: 'user.submitPrize' });
  await flush();
  return { feed: feed!, dialog };
}

/**
 * A bearer call answered 401 as the app's SDK delivers it: its one interceptor reports
 * `session.unauthorized` to the root first, then the call fails.
 */
function unauthorizedThroughInterceptor(app: { send(event: { type: 'session.unauthorized' }): void }): Promise<never> {
  app.send({ type: 'session.unauthorized' });
  return Promise.reject(portError('Unauthenticated.', 401));
}

const signedInSession = () => Promise.resolve({ token: storedToken, user: storedUser });
const prize = (id: number): Prize => ({ id, name: `Hadiah ${id}`, image_url: `/img/${id}.png` });

describe('app start (SPEC §4)', () => {
  it('refreshes the stored user, stores it, then loads the cart', async () => {
    const fresh = demoUser({ id: 101, name: 'Budi Santoso***' });
    const { fake, auth, cart } = await startApp({ read: signedInSession, currentUser: () => Promise.resolve(fresh) });
    expect(selectAuthStatus(auth())).toBe('authenticated');
    const order = fake.calls.map((call) => call.port);
    const [read, refresh, save, loadCart] = ['session.read', 'api.currentUser', 'session.save', 'api.loadCarts'].map(
      (port) => order.indexOf(port),
    );
    expect([read, refresh, save, loadCart].every((index) => index! >= 0)).toBe(true);
    expect(read! < refresh! && refresh! < save! && save! < loadCart!).toBe(true);
    expect(fake.callsTo('session.save')[0]!.args).toEqual([storedToken, fresh]);
    expect(selectCartQuantity(cart())).toBe(5);
  });

  it('logs out silently on a 401 from that refresh: storage cleared, no navigation, no cart', async () => {
    const { fake, auth, cart } = await startApp({
      read: signedInSession,
      currentUser: () => Promise.reject(portError('Unauthenticated.', 401)),
    });
    expect(selectAuthStatus(auth())).toBe('anonymous');
    expect(selectUserId(auth())).toBe(0);
    expect(fake.callsTo('session.clear')).toHaveLength(1);
    expect(fake.navigations).toEqual([]);
    expect(fake.callsTo('api.loadCarts')).toEqual([]);
    expect(selectCartQuantity(cart())).toBe(0);
  });

  it('keeps the stored user when the refresh fails for another reason', async () => {
    const { auth, fake } = await startApp({ read: signedInSession, currentUser: () => Promise.reject(portError('Gagal terhubung', 0)) });
    expect(selectUserId(auth())).toBe(storedUser.id);
    expect(fake.callsTo('session.clear')).toEqual([]);
  });

  it('starts anonymous (user id 0) with nothing stored', async () => {
    const { auth, fake } = await startApp();
    expect(selectAuthStatus(auth())).toBe('anonymous');
    expect(selectUserId(auth())).toBe(0);
    expect(fake.callsTo('prizes.subscribe')).toEqual([]);
  });

  it('runs the countdown from the upcoming sessions', async () => {
    const { countdown } = await startApp({ upcomingSessions: () => Promise.resolve([upcomingSession(79, 42)]) });
    expect(selectCountdownValue(countdown())).toBe(42);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(selectCountdownValue(countdown())).toBe(41);
  });
});

describe('login, prize feed and logout through the root actor', () => {
  async function signIn() {
    const started = await startApp({
      loginWithCode: () => Promise.resolve(invitedVisitor.token),
      currentUser: () => Promise.resolve(invitedVisitor.user),
    });
    started.app.send({ type: 'user.login', code: 'UNDANGAN-2026' });
    await flush();
    return started;
  }

  it('loads the cart after login and listens for prizes of that user', async () => {
    const { fake, auth, cart } = await signIn();
    expect(fake.callsTo('api.loginWithCode')[0]!.args).toEqual(['UNDANGAN-2026']);
    expect(selectUserId(auth())).toBe(202);
    expect(selectCartQuantity(cart())).toBe(5);
    expect(fake.activeSubscriptions().map((subscription) => subscription.userId)).toEqual([202]);
  });

  it('ignores the first realtime value and opens the gift dialog with each later one', async () => {
    const { fake, app, giftClaim } = await signIn();
    const [feed] = fake.activeSubscriptions();
    feed!.push(asDatabaseValue([prize(2)]));
    expect(giftDialogShown(app)).toBe(false);
    feed!.push(asDatabaseValue([prize(1), prize(3)]));
    expect(giftDialogShown(app)).toBe(true);
    expect(selectVisiblePrizes(giftClaim()!).map((item) => item.id)).toEqual([3]);
    // A newer push while open replaces the list in the open dialog.
    feed!.push(asDatabaseValue([prize(3), prize(4)]));
    expect(selectVisiblePrizes(giftClaim()!).map((item) => item.id)).toEqual([3, 4]);
  });

  it('counts an empty path (null) as the ignored first value: the first push opens the dialog (SPEC §4)', async () => {
    const { fake, app, giftClaim } = await signIn();
    const [feed] = fake.activeSubscriptions();
    feed!.push(null); // what the database answers a new subscription when the path is empty
    expect(giftDialogShown(app)).toBe(false);
    feed!.push(asDatabaseValue([prize(2)]));
    expect(giftDialogShown(app)).toBe(true);
    expect(selectVisiblePrizes(giftClaim()!).map((item) => item.id)).toEqual([2]);
  });

  it('opens nothing for a later value without prizes (null, empty, not a list)', async () => {
    const { fake, app } = await signIn();
    const [feed] = fake.activeSubscriptions();
    feed!.push(null);
    for (const value of [null, {}, [], 'bukan daftar', 42]) feed!.push(value);
    expect(giftDialogShown(app)).toBe(false);
  });

  it('opens a list that arrives while Berhasil di klaim is up, after OK', async () => {
    const started = await signIn();
    const { app, giftClaim } = started;
    const { feed, dialog } = await claimPushedPrize(started);
    expect(giftClaim()?.context.alert).toEqual({ kind: 'success', message: 'Berhasil di klaim' });
    feed!.push(asDatabaseValue([prize(5), prize(6)]));
    dialog.send({ type: 'user.acknowledgeAlert' });
    expect(giftDialogShown(app)).toBe(true);
    expect(giftClaim()?.context.alert).toBeNull();
    expect(selectVisiblePrizes(giftClaim()!).map((item) => item.id)).toEqual([5, 6]);
  });

  it('logs out on a 401 from a cart change, keeps the visitor on the page, and says why', async () => {
    const { app, auth, fake } = await startApp({
      read: signedInSession,
      currentUser: () => Promise.resolve(storedUser),
      addToCart: () => unauthorizedThroughInterceptor(app),
    });
    app.send({ type: 'cart.add', addition: { product_id: 501, quantity: 1 } });
    await flush();
    expect(selectAuthStatus(auth())).toBe('anonymous');
    expect(auth().context.sessionExpired).toBe(true);
    expect(fake.navigations).toEqual([]);
    expect(fake.activeSubscriptions()).toEqual([]);
  });

  it('logs out on a 401 from a prize claim', async () => {
    const started = await startApp({
      read: signedInSession,
      currentUser: () => Promise.resolve(storedUser),
      claimPrize: () => unauthorizedThroughInterceptor(started.app),
    });
    const { app, auth } = started;
    const { feed, dialog } = await claimPushedPrize(started);
    expect(selectAuthStatus(auth())).toBe('anonymous');
    expect(giftDialogShown(app)).toBe(false);
    expect(auth().context.sessionExpired).toBe(true);
  });

  it('forgets the token of a failed refresh: the next login sends only the new one', async () => {
    let refreshes = 0;
    const { app, auth } = await startApp({
      read: signedInSession,
      // The stored token is dead; the new one reads the user.
      currentUser: () =>
        refreshes++ === 0 ? Promise.reject(portError('Unauthenticated.', 401)) : Promise.resolve(invitedVisitor.user),
      loginWithCode: () => Promise.resolve(invitedVisitor.token),
    });
    expect(selectSessionToken(app.getSnapshot())).toBeNull();
    app.send({ type: 'user.login', code: 'UNDANGAN-2026' });
    await flush();
    expect(auth().context.token).toEqual(invitedVisitor.token);
    expect(selectSessionToken(app.getSnapshot())).toBe('invited-token');
  });

  it('logout clears storage, stops the listener, empties the cart, then navigates home', async () => {
    const { fake, app, auth, cart } = await signIn();
    app.send({ type: 'user.logout' });
    expect(fake.activeSubscriptions()).toEqual([]);
    expect(fake.navigations).toEqual([]);
    await flush();
    expect(fake.callsTo('session.clear')).toHaveLength(1);
    expect(fake.navigations).toEqual([HOME_PATH]);
    expect(selectAuthStatus(auth())).toBe('anonymous');
    expect(selectCartQuantity(cart())).toBe(0);
  });

  it('logout empties the prize list in memory', async () => {
    const { fake, app, giftClaim } = await signIn();
    const [feed] = fake.activeSubscriptions();
    feed!.push(null);
    feed!.push(asDatabaseValue([prize(2)]));
    app.system.get('giftClaim')!.send({ type: 'user.closeGift' });
    expect(selectUnclaimedPrizeCount(app.getSnapshot()), 'the count on "Hadiah"').toBe(1);
    app.send({ type: 'user.logout' });
    await flush();
    expect(selectUnclaimedPrizeCount(app.getSnapshot()), 'the count on "Hadiah"').toBe(0);
    // /popup-gift opened after logout shows nothing of the visitor who left.
    app.send({ type: 'gift.open' });
    expect(selectPrizeList(giftClaim()!)).toEqual([]);
  });

  it('a new login ignores its first realtime value again', async () => {
    const { fake, app } = await signIn();
    fake.activeSubscriptions()[0]!.push(asDatabaseValue([prize(2)]));
    app.send({ type: 'user.logout' });
    await flush();
    app.send({ type: 'user.login', code: 'UNDANGAN-2026' });
    await flush();
    const [feed] = fake.activeSubscriptions();
    expect(fake.subscriptions).toHaveLength(2);
    feed!.push(asDatabaseValue([prize(2)]));
    expect(giftDialogShown(app)).toBe(false);
    feed!.push(asDatabaseValue([prize(2)]));
    expect(giftDialogShown(app)).toBe(true);
  });

  it('logs out silently when a screen reports a 401', async () => {
    const { fake, app, auth } = await signIn();
    app.send({ type: 'session.unauthorized' });
    await flush();
    expect(selectAuthStatus(auth())).toBe('anonymous');
    expect(fake.callsTo('session.clear')).toHaveLength(1);
    expect(fake.navigations).toEqual([]);
  });

  it('closes an open gift dialog on logout', async () => {
    const { app } = await signIn();
    app.send({ type: 'gift.open' });
    expect(giftDialogShown(app)).toBe(true);
    app.send({ type: 'user.logout' });
    expect(giftDialogShown(app)).toBe(false);
  });
});

describe('gift dialog from the route', () => {
  it('opens with the last pushed list when none is given, and ends its actor on close', async () => {
    const { app, giftClaim } = await startApp();
    app.send({ type: 'gift.open' });
    expect(giftClaim()?.context.prizes).toEqual([]);
    app.system.get('giftClaim')!.send({ type: 'user.closeGift' });
    expect(giftDialogShown(app)).toBe(false);
    expect(giftClaim()).toBeUndefined();
  });

  it('shows the list kept on the device when it arrives after /popup-gift opened the dialog on an empty one', async () => {
    const { app, giftClaim } = await startApp();
    app.send({ type: 'gift.open' });
    expect(giftClaim()?.context.prizes).toEqual([]);
    app.send({ type: 'prizes.held', prizes: [prize(4)] });
    expect(giftClaim()?.context.prizes.map((shown) => shown.id)).toEqual([4]);
    expect(giftDialogShown(app)).toBe(true);
  });

  it('keeps a prize this visitor claimed out of the dialog when a held list that still offers it arrives while the dialog is open', async () => {
    const { app, giftClaim } = await startApp();
    // The list kept after a claim: prize 5 claimed (a reload before the platform's list says so).
    app.send({ type: 'prizes.held', prizes: [prize(4), { ...prize(5), isSaved: true }] });
    app.send({ type: 'user.openPrizes' });
    // The login's first value arrives late: the list as pushed, before the claim.
    app.send({ type: 'prizes.held', prizes: [prize(4), prize(5)] });
    expect(giftClaim()?.context.prizes.filter((shown) => shown.isSaved !== true).map((shown) => shown.id)).toEqual([4]);
  });

  it('claims through the port and shows Berhasil di klaim', async () => {
    const { app, fake, giftClaim } = await startApp({ read: signedInSession, currentUser: () => Promise.resolve(storedUser) });
    const [feed] = fake.activeSubscriptions();
    feed!.push(null);
    feed!.push({ 0: prize(2), 1: prize(5) });
    app.system.get('giftClaim')!.send({ type: 'user.closeGift' });
    // The route reopens the last pushed list.
    app.send({ type: 'gift.open' });
    const dialog = app.system.get('giftClaim')!;
    dialog.send({ type: 'user.selectPrize', id: 5 });
    dialog.send({ type: 'user.submitPrize' });
    await flush();
    expect(fake.callsTo('api.claimPrize')[0]!.args).toEqual([5]);
    expect(giftClaim()?.context.alert).toEqual({ kind: 'success', message: 'Berhasil di klaim' });
    dialog.send({ type: 'user.acknowledgeAlert' });
    expect(giftDialogShown(app)).toBe(false);
  });
});

describe('containment: no failing actor stops the root', () => {
  const boom = (what: string) => () => {
    throw new Error(`${what} meledak`);
  };
  const once = <T,>(first: () => T, then: () => T) => {
    let calls = 0;
    return () => (calls++ === 0 ? first() : then());
  };
  const cases: Array<[string, Partial<FakeAnswers>]> = [
    // The start-up refresh throws; the read after a later login works.
    ['the refresh', { read: signedInSession, currentUser: once(boom('refresh'), () => Promise.resolve(invitedVisitor.user)) as never }],
    ['the cart load', { loadCarts: boom('cart load') as never }],
    ['the countdown load', { upcomingSessions: boom('countdown load') as never }],
    ['the claim', { claimPrize: boom('claim') as never }],
    ["logout's storage clear", {}],
  ];

  for (const [name, answers] of cases) {
    it(`signs in, claims and signs out when ${name} throws`, async () => {
      const started = await startApp({
        ...answers,
        loginWithCode: () => Promise.resolve(invitedVisitor.token),
        currentUser: (answers.currentUser as never) ?? (() => Promise.resolve(invitedVisitor.user)),
      });
      const { app, fake, auth } = started;
      if (name === "logout's storage clear") fake.session.clear = boom('storage clear') as never;
      if (selectAuthStatus(auth()) !== 'anonymous') {
        app.send({ type: 'user.logout' });
        await flush();
      }
      app.send({ type: 'user.login', code: 'UNDANGAN-2026' });
      await flush();
      expect(app.getSnapshot().status).toBe('active');
      const [feed] = fake.activeSubscriptions();
      feed?.push(null);
      feed?.push(asDatabaseValue([prize(2)]));
      app.system.get('giftClaim')?.send({ type: 'user.selectPrize', id: 2 });
      app.system.get('giftClaim')?.send({ type: 'user.submitPrize' });
      await flush();
      app.system.get('giftClaim')?.send({ type: 'user.acknowledgeAlert' });
      app.system.get('giftClaim')?.send({ type: 'user.closeGift' });
      app.send({ type: 'user.logout' });
      await flush();
      expect(app.getSnapshot().status).toBe('active');
      expect(selectAuthStatus(auth())).toBe('anonymous');
      expect(fake.navigations.at(-1)).toBe(HOME_PATH);
      app.send({ type: 'user.login', code: 'UNDANGAN-2026' });
      await flush();
      expect(selectAuthStatus(auth())).toBe('authenticated');
    });
  }

  it('keeps the visitor signed in when the prize feed throws', async () => {
    const { app, fake, auth } = await startApp({
      loginWithCode: () => Promise.resolve(invitedVisitor.token),
      currentUser: () => Promise.resolve(invitedVisitor.user),
    });
    fake.prizes.subscribe = boom('prize feed') as never;
    app.send({ type: 'user.login', code: 'UNDANGAN-2026' });
    await flush();
    expect(app.getSnapshot().status).toBe('active');
    expect(selectAuthStatus(auth())).toBe('authenticated');
    app.send({ type: 'user.logout' });
    await flush();
    expect(selectAuthStatus(auth())).toBe('anonymous');
    expect(fake.navigations).toEqual([HOME_PATH]);
  });
});
