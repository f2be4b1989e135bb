// The realtime connection and sign-in live while the prize feed holds them or someone listens:
// a start over of the feed keeps both (Firebase's own reconnect backoff and the Auth session
// survive it); after the last let-go (logout) the client goes offline and signs out. A lost
// connection is held back until the feed lets it reconnect. A credential is asked for only when
// there is no sign-in or the listen was refused; the platform's Retry-After reaches the feed.
// Firebase is replaced by a recorder here; tests/e2e/logout-trace.test.ts watches the real
// WebSocket close in Chromium, and the soak (`npm run soak`) runs the real SDK by the hundred.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
/** The listeners of the database's paths, by path: a test answers them. */
const listeners = new Map<string, { value: (snapshot: { val: () => unknown }) => void; cancel?: (error: Error) => void }>();

vi.mock('firebase/app', () => ({
  getApps: () => [],
  initializeApp: () => ({ name: 'pameran' }),
  // No heartbeat service here (tests/e2e/prize-feed.test.ts meets one whose store never opens).
  _getProvider: () => ({ getImmediate: () => null }),
}));
vi.mock('firebase/database', () => ({
  getDatabase: () => ({ db: true }),
  connectDatabaseEmulator: () => undefined,
  ref: (_db: unknown, path: string) => path,
  onValue: (path: string, value: (snapshot: { val: () => unknown }) => void, cancel?: (error: Error) => void) => {
    calls.push(`listen ${path}`);
    listeners.set(path, { value, cancel });
    return () => calls.push(`unlisten ${path}`);
  },
  goOnline: () => calls.push('online'),
  goOffline: () => calls.push('offline'),
}));
vi.mock('firebase/auth', () => ({
  inMemoryPersistence: {},
  initializeAuth: () => ({ currentUser: null }),
  connectAuthEmulator: () => undefined,
  signInWithCustomToken: async (auth: { currentUser: unknown }, token: string) => {
    calls.push(`sign in ${token}`);
    auth.currentUser = { uid: '1001' };
  },
  signOut: async (auth: { currentUser: unknown }) => {
    calls.push('sign out');
    auth.currentUser = null;
  },
}));

// The unit files share one module graph (isolate: false): a module another file imported first
// would come from the cache, its mocked imports unmocked. Imported afresh, it takes the mocks.
vi.resetModules();
const { createRealtimePrizes } = await import('../../src/adapters/realtime');
// The SDK's error class as the adapter, imported afresh, knows it.
const { ApiError } = await import('@pameran/sdk');
type ApiError = InstanceType<typeof ApiError>;

const config = { firebase: { apiKey: 'k', projectId: 'p', databaseURL: 'http://127.0.0.1:9000?ns=p' }, firebaseDatabaseEmulator: null };
/** The turn after this one: every promise already settled has run its callbacks (the database module, once loaded, is used in them). */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const answer = (path: string, value: unknown) => listeners.get(path)!.value({ val: () => value });

/** An adapter whose credential calls are counted, answering `credentials` in turn. */
function withCredentials(...credentials: Array<string | ApiError>) {
  let issued = 0;
  const realtimeToken = vi.fn(async () => {
    const next = credentials[Math.min(issued++, credentials.length - 1)]!;
    if (next instanceof ApiError) throw next;
    return next;
  });
  return { prizes: createRealtimePrizes(config, { api: { auth: { realtimeToken } } as never }), realtimeToken };
}

beforeEach(() => {
  calls.splice(0);
  listeners.clear();
});

describe('the realtime connection’s lifetime', () => {
  it('goes offline only when the last listener leaves, and online again for the next', async () => {
    const prizes = createRealtimePrizes(config);
    const stopFirst = prizes.subscribe(1001, () => {});
    const stopSecond = prizes.subscribe(1001, () => {});
    await vi.waitFor(() => expect(calls.filter((call) => call === 'listen brochure/1001')).toHaveLength(2));
    stopFirst();
    stopFirst(); // twice: still one listener left
    await nextTurn();
    expect(calls).not.toContain('offline');
    stopSecond();
    await vi.waitFor(() => expect(calls.at(-1)).toBe('offline'));

    prizes.subscribe(1003, () => {});
    await vi.waitFor(() => expect(calls.slice(-3)).toEqual(['online', 'listen brochure/1003', 'listen .info/connected']));
  });

  it('goes offline when the visitor leaves before the database module has even loaded', async () => {
    const prizes = createRealtimePrizes(config);
    prizes.subscribe(1001, () => {})();
    // 'offline' comes from the database module: once it is called, the module is loaded, and a
    // listen it should not make would come in the same turn.
    await vi.waitFor(() => expect(calls).toContain('offline'));
    await nextTurn();
    expect(calls).toEqual(['offline']);
  });

  it('keeps the connection across a start over while the feed holds it, and ends it when the feed lets go', async () => {
    const prizes = createRealtimePrizes(config);
    const letGo = prizes.hold();
    const stopFirst = prizes.subscribe(1001, () => {});
    await vi.waitFor(() => expect(calls).toContain('listen .info/connected'));
    stopFirst();
    const stopSecond = prizes.subscribe(1001, () => {});
    await vi.waitFor(() => expect(calls.filter((call) => call === 'listen brochure/1001')).toHaveLength(2));
    await nextTurn();
    expect(calls.filter((call) => call === 'offline' || call === 'online'), 'no reset of Firebase’s reconnect backoff').toEqual([]);
    stopSecond();
    await nextTurn();
    expect(calls).not.toContain('offline');
    letGo();
    await vi.waitFor(() => expect(calls.at(-1)).toBe('offline'));
  });

  it('holds a lost connection back until the feed lets it reconnect', async () => {
    const prizes = createRealtimePrizes(config);
    const statuses: string[] = [];
    prizes.hold();
    prizes.subscribe(1001, () => {}, (status) => void statuses.push(status));
    await vi.waitFor(() => expect(calls).toContain('listen .info/connected'));
    answer('.info/connected', true);
    answer('brochure/1001', null);
    answer('.info/connected', false);
    expect(statuses).toEqual(['connected', 'disconnected']);
    expect(calls.at(-1), 'Firebase’s own reconnect (within a second, for everyone) waits').toBe('offline');
    prizes.reconnect();
    await vi.waitFor(() => expect(calls.at(-1)).toBe('online'));
    answer('.info/connected', true);
    expect(statuses).toEqual(['connected', 'disconnected', 'connected']);
  });
});

describe('the realtime sign-in', () => {
  it('asks for one credential and keeps its sign-in across start overs, until the listen is refused', async () => {
    const { prizes, realtimeToken } = withCredentials('kredensial-1', 'kredensial-2');
    prizes.hold();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const statuses: string[] = [];
    const stopFirst = prizes.subscribe(1001, () => {});
    await vi.waitFor(() => expect(calls).toContain('listen brochure/1001'));
    stopFirst();
    prizes.subscribe(1001, () => {}, (status) => void statuses.push(status));
    await vi.waitFor(() => expect(calls.filter((call) => call === 'listen brochure/1001')).toHaveLength(2));
    expect(realtimeToken).toHaveBeenCalledTimes(1);
    listeners.get('brochure/1001')!.cancel!(new Error('permission_denied at /brochure/1001'));
    expect(statuses).toEqual(['refused']);
    prizes.subscribe(1001, () => {});
    await vi.waitFor(() => expect(calls.filter((call) => call === 'listen brochure/1001')).toHaveLength(3));
    expect(realtimeToken).toHaveBeenCalledTimes(2);
    expect(calls.filter((call) => call.startsWith('sign in'))).toEqual(['sign in kredensial-1', 'sign in kredensial-2']);
    warn.mockRestore();
  });

  it('hands the platform’s Retry-After to the feed with the refusal', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { prizes } = withCredentials(new ApiError(429, 'Terlalu sering.', 'http', undefined, 42));
    const refusals: unknown[] = [];
    prizes.subscribe(1001, () => {}, (status, detail) => void refusals.push([status, detail]));
    await vi.waitFor(() => expect(refusals).toEqual([['refused', { retryAfterMs: 42_000 }]]));
    warn.mockRestore();
  });
});
