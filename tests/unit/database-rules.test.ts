// database.rules.json: a visitor may read only brochure/{their id}, and no client writes
// anywhere. Checked twice: with targaryen (the rules evaluator firebase-server uses) on the file
// itself, and end to end with the real Firebase 12 SDK (Auth and database) against the local
// platform as `npm start` runs it: each client signs in with the custom token of a real login,
// exchanged at the platform's Auth stand-in; forged and unsigned tokens are refused.
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, inMemoryPersistence, initializeAuth, signInWithCustomToken } from 'firebase/auth';
import { connectDatabaseEmulator, getDatabase, goOffline, onValue, ref, set, type Database } from 'firebase/database';
import targaryen from 'targaryen';
import { WebSocket } from 'ws';
import { createRealtimePrizes } from '../../src/adapters/realtime';
import { call, usePlatform } from '../helpers/platform';

const rules = JSON.parse(readFileSync('database.rules.json', 'utf8'));
const data = { brochure: { 1001: [{ id: 4, name: 'Kunci Torsi Digital' }], 1002: [{ id: 5, name: 'Helm Proyek Pameran' }] } };
const database = targaryen.database(rules, data);
const asUid = (uid: string | null) => database.as(uid === null ? null : { uid, provider: 'custom' });

describe('database.rules.json (targaryen)', () => {
  it('lets a visitor read their own brochure path', () => {
    expect(asUid('1001').read('brochure/1001').allowed).toBe(true);
  });

  it.each([
    ['another visitor’s path', '1001', 'brochure/1002'],
    ['the whole brochure list', '1001', 'brochure'],
    ['the root', '1001', ''],
    ['any other path', '1001', 'users/1001'],
    ['a path while anonymous', null, 'brochure/1001'],
  ])('refuses to read %s', (_name, uid, path) => {
    expect(asUid(uid).read(path).allowed).toBe(false);
  });

  it.each([
    ['their own path', '1001', 'brochure/1001'],
    ['another visitor’s path', '1001', 'brochure/1002'],
    ['a new path', '1001', 'anything/else'],
    ['anything while anonymous', null, 'brochure/1001'],
  ])('refuses a client write to %s', (_name, uid, path) => {
    expect(asUid(uid).write(path, [{ id: 7, name: 'Hadiah palsu' }]).allowed).toBe(false);
    expect(asUid(uid).update(path, { 0: { id: 7 } }).allowed).toBe(false);
  });
});

describe('database.rules.json: a logout’s revocation time (targaryen)', () => {
  // The platform writes revocations/{uid} (seconds) at logout; Firebase keeps a session's auth_time across refreshes.
  const revoked = targaryen.database(rules, { ...data, revocations: { 1001: 2_000 } });
  const signedInAt = (authTime: number) => revoked.as({ uid: '1001', provider: 'custom', token: { auth_time: authTime } });

  it('refuses an ID token of a session signed in before the logout', () => {
    expect(signedInAt(1_999).read('brochure/1001').allowed).toBe(false);
  });

  it('refuses one signed in during the logout’s second too (times are whole seconds), and lets a later one read', () => {
    expect(signedInAt(2_000).read('brochure/1001').allowed).toBe(false);
    expect(signedInAt(2_001).read('brochure/1001').allowed).toBe(true);
  });

  it('keeps the revocation times themselves out of every client’s reach', () => {
    expect(signedInAt(3_000).read('revocations/1001').allowed).toBe(false);
  });
});

describe('database.rules.json enforced by the local realtime database', () => {
  // The defaults of `npm start`: rules enforced, login answers carry a firebase_token.
  const platform = usePlatform();
  const apps: FirebaseApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => deleteApp(app))));

  /** A login answer of the platform, over HTTP. */
  async function login(code: string): Promise<{ access_token: string; firebase_token: string }> {
    const answer = await call(platform, 'POST', '/api/auth/invitation', { form: { code, force: '1', token: '' } });
    return answer.body.data as { access_token: string; firebase_token: string };
  }

  /** A Firebase 12 app on the local database, its Auth on the platform (as the app sets them up). */
  function firebaseApp() {
    const app = initializeApp({ apiKey: 'demo-pameran-key', projectId: 'pameran-demo', databaseURL: platform.databaseURL }, `rules-${apps.length}-${Date.now()}`);
    apps.push(app);
    const auth = initializeAuth(app, { persistence: inMemoryPersistence });
    connectAuthEmulator(auth, platform.url, { disableWarnings: true });
    return { app, auth };
  }

  /** A database client signed in with a login's custom token, as the app does. */
  async function signedIn(customToken: string) {
    const { app, auth } = firebaseApp();
    await signInWithCustomToken(auth, customToken);
    const db = getDatabase(app);
    connectDatabaseEmulator(db, '127.0.0.1', platform.realtimePort);
    return db;
  }

  /** A database client that never signs in. */
  function anonymous() {
    const { app } = firebaseApp();
    const db = getDatabase(app);
    connectDatabaseEmulator(db, '127.0.0.1', platform.realtimePort);
    return db;
  }

  /** One value of a listen (the app's only read), or the listen's cancellation. firebase-server has no one-shot get. */
  const readOnce = (db: Database, path: string) =>
    new Promise<unknown>((resolve, reject) => {
      const stop = onValue(ref(db, path), (snapshot) => {
        stop();
        resolve(snapshot.val());
      }, reject);
    });

  const jwt = (header: object, claims: object, signature = '') =>
    `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
  const now = () => Math.floor(Date.now() / 1000);

  it('lets the app’s realtime port sign in with the login’s token and deliver the visitor’s own list', async () => {
    const { firebase_token } = await login('SITI2026');
    expect(firebase_token).toEqual(expect.any(String));
    await platform.pushPrizes(1002, [{ id: 5, name: 'Helm Proyek Pameran', image_url: '/media/prize/5.svg' }]);
    const prizes = createRealtimePrizes(
      { firebase: { apiKey: 'demo-pameran-key', projectId: 'pameran-demo', databaseURL: platform.databaseURL }, firebaseDatabaseEmulator: { host: '127.0.0.1', port: platform.realtimePort } },
      { realtimeToken: () => firebase_token, authEmulatorUrl: () => platform.url },
    );
    const values: unknown[] = [];
    const stop = prizes.subscribe(1002, (value) => void values.push(value));
    try {
      await expect.poll(() => values.length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(values.at(-1)).toMatchObject([{ id: 5, name: 'Helm Proyek Pameran' }]);
    } finally {
      stop();
    }
  });

  it('lets a signed-in visitor read only their own path', async () => {
    await platform.pushPrizes(1001, [{ id: 4, name: 'Kunci Torsi Digital', image_url: '/media/prize/4.svg' }]);
    const budi = await signedIn((await login('BUDI2026')).firebase_token);
    expect(await readOnce(budi, 'brochure/1001')).toMatchObject([{ id: 4, name: 'Kunci Torsi Digital' }]);
    await expect(readOnce(budi, 'brochure/1002')).rejects.toThrow(/permission/i);
    await expect(readOnce(budi, 'brochure')).rejects.toThrow(/permission/i);
    await expect(readOnce(anonymous(), 'brochure/1001')).rejects.toThrow(/permission/i);
  });

  it('refuses a visitor writing prizes, even to their own path', async () => {
    const agus = await signedIn((await login('AGUS2026')).firebase_token);
    await expect(set(ref(agus, 'brochure/1003'), [{ id: 7, name: 'Hadiah palsu' }])).rejects.toThrow(/permission/i);
    await expect(set(ref(agus, 'brochure/1001'), [{ id: 7, name: 'Hadiah palsu' }])).rejects.toThrow(/permission/i);
    expect(await platform.readRealtime('brochure/1003')).toBeNull();
  });

  /**
   * A bare client of the database's wire protocol: `request(action, body)` answers with the
   * server's reply to that request ({ s: 'ok' | 'permission_denied' | 'invalid_token', … }).
   */
  async function wireClient() {
    const socket = new WebSocket(`ws://127.0.0.1:${platform.realtimePort}/.ws?v=5&ns=pameran-demo`);
    sockets.push(socket);
    const replies = new Map<number, (body: { s: string }) => void>();
    socket.on('message', (data) => {
      const text = String(data);
      if (/^\d+$/.test(text)) return; // the fragment count before each message
      const message = JSON.parse(text) as { t: string; d?: { r?: number; b?: { s: string } } };
      if (message.t === 'd' && message.d?.r !== undefined && message.d.b) replies.get(message.d.r)?.(message.d.b);
    });
    await once(socket, 'open');
    let nextId = 0;
    return {
      request: (action: string, body: object) =>
        new Promise<{ s: string }>((resolve) => {
          nextId += 1;
          replies.set(nextId, resolve);
          socket.send(JSON.stringify({ t: 'd', d: { r: nextId, a: action, b: body } }));
        }),
    };
  }
  const sockets: WebSocket[] = [];
  afterAll(() => sockets.forEach((socket) => socket.terminate()));

  it('reads brochure/1002 for Siti’s real ID token over the wire', async () => {
    const { auth } = firebaseApp();
    const idToken = await (await signInWithCustomToken(auth, (await login('SITI2026')).firebase_token)).user.getIdToken();
    const client = await wireClient();
    expect(await client.request('auth', { cred: idToken })).toMatchObject({ s: 'ok' });
    expect(await client.request('q', { p: '/brochure/1002', h: '' })).toMatchObject({ s: 'ok' });
  });

  it.each([
    ['an unsigned (alg: none) ID token for sub=1002', async () => jwt({ alg: 'none', typ: 'JWT' }, { sub: '1002', user_id: '1002', iat: now(), exp: now() + 3600 })],
    ['an ID token for sub=1002 signed with a guessed secret', async () => jwt({ alg: 'HS256', typ: 'JWT' }, { sub: '1002', user_id: '1002', iat: now(), exp: now() + 3600 }, 'AAAA')],
    ['a custom token presented as a database credential', async () => (await login('SITI2026')).firebase_token],
  ])('refuses %s, and the listen that follows', async (_name, forge) => {
    const client = await wireClient();
    expect((await client.request('auth', { cred: await forge() })).s).not.toBe('ok');
    expect(await client.request('q', { p: '/brochure/1002', h: '' })).toMatchObject({ s: 'permission_denied' });
  });

  /** A fresh realtime credential for a bearer token (POST /api/auth/realtime-token, x-assumed). */
  async function realtimeCredential(accessToken: string): Promise<string> {
    const answer = await call(platform, 'POST', '/api/auth/realtime-token', { token: accessToken });
    expect(answer.status).toBe(200);
    return (answer.body.data as { firebase_token: string }).firebase_token;
  }

  it('gives a fresh credential for a bearer token, any time after the login (a reload a day later)', async () => {
    const { access_token } = await login('AGUS2026');
    await platform.pushPrizes(1003, [{ id: 6, name: 'Brosur Pompa Industri', image_url: '/media/prize/6.svg' }]);
    const agus = await signedIn(await realtimeCredential(access_token));
    expect(await readOnce(agus, 'brochure/1003')).toMatchObject([{ id: 6, name: 'Brosur Pompa Industri' }]);
    expect((await call(platform, 'POST', '/api/auth/realtime-token', {})).status).toBe(401);
  });

  it('ends the visitor’s realtime access at logout: refresh refused, old sessions refused, old credentials refused', async () => {
    const { access_token } = await login('SITI2026');
    const { auth } = firebaseApp();
    const user = (await signInWithCustomToken(auth, await realtimeCredential(access_token))).user;
    const idToken = await user.getIdToken();
    const { refreshToken } = user;
    const unusedCredential = await realtimeCredential(access_token);
    // The next second, so the logout's revocation time is after this session's sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    expect((await call(platform, 'POST', '/api/auth/logout', { token: access_token })).status).toBe(200);

    const refresh = await fetch(`${platform.url}/securetoken.googleapis.com/v1/token?key=demo-pameran-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    });
    expect(refresh.status).toBe(400);
    const client = await wireClient();
    await client.request('auth', { cred: idToken });
    expect(await client.request('q', { p: '/brochure/1002', h: '' })).toMatchObject({ s: 'permission_denied' });
    await expect(signInWithCustomToken(firebaseApp().auth, unusedCredential)).rejects.toThrow(/invalid-custom-token|INVALID_CUSTOM_TOKEN/i);
  });

  it('refuses to exchange a forged or unsigned custom token', async () => {
    const claims = { uid: '1002', aud: 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit', iat: now(), exp: now() + 3600 };
    for (const forged of [jwt({ alg: 'none', typ: 'JWT' }, claims), jwt({ alg: 'HS256', typ: 'JWT' }, claims, 'AAAA')]) {
      await expect(signInWithCustomToken(firebaseApp().auth, forged)).rejects.toThrow(/invalid-custom-token|INVALID_CUSTOM_TOKEN/i);
    }
  });

  it('ends a listen already open at the logout: refused at once, and nothing pushed after it arrives', async () => {
    const { access_token } = await login('AGUS2026');
    const agus = await signedIn(await realtimeCredential(access_token));
    const values: unknown[] = [];
    const refused = new Promise<Error>((resolve) => {
      onValue(ref(agus, 'brochure/1003'), (snapshot) => void values.push(snapshot.val()), resolve);
    });
    await expect.poll(() => values.length, { timeout: 10_000 }).toBeGreaterThan(0);
    // The next second, so the logout's revocation time is after this session's sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await call(platform, 'POST', '/api/auth/logout', { token: access_token })).status).toBe(200);
    expect((await refused).message).toMatch(/permission/i);
    const seen = values.length;
    await platform.pushPrizes(1003, [{ id: 9, name: 'Topi Teknisi', image_url: '/media/prize/9.svg' }]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(values).toHaveLength(seen);
    goOffline(agus);
  });

  it('refuses a credential minted in the same second as the logout', async () => {
    const { access_token } = await login('AGUS2026');
    // Early in a second, so the credential and the logout fall in the same one.
    await new Promise((resolve) => setTimeout(resolve, 1_000 - (Date.now() % 1_000) + 10));
    const credential = await realtimeCredential(access_token);
    expect((await call(platform, 'POST', '/api/auth/logout', { token: access_token })).status).toBe(200);
    expect(Math.floor(Date.now() / 1000), 'still the same second').toBe(now());
    await expect(signInWithCustomToken(firebaseApp().auth, credential)).rejects.toThrow(/invalid-custom-token|INVALID_CUSTOM_TOKEN/i);
  });

  it('exchanges a credential once only', async () => {
    const credential = await realtimeCredential((await login('SITI2026')).access_token);
    await signInWithCustomToken(firebaseApp().auth, credential);
    await expect(signInWithCustomToken(firebaseApp().auth, credential)).rejects.toThrow(/invalid-custom-token|INVALID_CUSTOM_TOKEN/i);
  });

  it('gives one visitor 10 credentials a minute, then 429 with Retry-After', async () => {
    const { access_token } = await login('BUDI2026');
    const statuses: number[] = [];
    let refusal: Response | null = null;
    for (let asked = 0; asked < 11; asked++) {
      const answer = await fetch(`${platform.url}/api/auth/realtime-token`, { method: 'POST', headers: { authorization: `Bearer ${access_token}` } });
      statuses.push(answer.status);
      if (answer.status === 429) refusal = answer;
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const retryAfter = Number(refusal!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another visitor is not held back by it.
    expect((await call(platform, 'POST', '/api/auth/realtime-token', { token: (await login('SITI2026')).access_token })).status).toBe(200);
  });
});

describe('a realtime session and the bearer token it was asked for with', () => {
  let clock = Date.now();
  const platform = usePlatform({ now: () => clock });

  /** Firebase Auth's REST calls as the SDK makes them against an emulator. */
  const auth = async (path: string, body: Record<string, string>) => {
    const response = await fetch(`${platform.url}/${path}?key=demo-pameran-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body),
    });
    return { status: response.status, body: (await response.json()) as { refreshToken?: string; refresh_token?: string; error?: { message: string } } };
  };
  const refresh = (refreshToken: string) => auth('securetoken.googleapis.com/v1/token', { grant_type: 'refresh_token', refresh_token: refreshToken });

  it('refuses a refresh once the bearer token has expired, though nobody logged out (the next day)', async () => {
    const login = await call(platform, 'POST', '/api/auth/invitation', { form: { code: 'BUDI2026', force: '1', token: '' } });
    const { access_token, expires_in } = login.body.data as { access_token: string; expires_in: number };
    const credential = await call(platform, 'POST', '/api/auth/realtime-token', { token: access_token });
    const signedIn = await auth('identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken', { token: (credential.body.data as { firebase_token: string }).firebase_token });
    expect(signedIn.status).toBe(200);
    const stillValid = await refresh(signedIn.body.refreshToken!);
    expect(stillValid.status, 'while the bearer works').toBe(200);

    clock += (expires_in + 1) * 1000;
    const afterBearer = await refresh(stillValid.body.refresh_token!);
    expect(afterBearer.status).toBe(400);
    expect(afterBearer.body.error?.message).toBe('TOKEN_EXPIRED');
  });
});
