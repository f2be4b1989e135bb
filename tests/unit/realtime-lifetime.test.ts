// The realtime connection lives only while someone listens: after the last
// unsubscribe (logout) the client goes offline; the next subscription (a new login) goes online.
// Firebase is replaced by a recorder here; tests/e2e/logout-trace.test.ts watches the real
// WebSocket close in Chromium.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];

vi.mock('firebase/app', () => ({ getApps: () => [], initializeApp: () => ({ name: 'pameran' }) }));
vi.mock('firebase/database', () => ({
  getDatabase: () => ({ db: true }),
  connectDatabaseEmulator: () => undefined,
  ref: (_db: unknown, path: string) => path,
  onValue: (path: string) => {
    calls.push(`listen ${path}`);
    return () => calls.push(`unlisten ${path}`);
  },
  goOnline: () => calls.push('online'),
  goOffline: () => calls.push('offline'),
}));

// The unit files share one module graph (isolate: false): a module another file imported first
// would come from the cache, its mocked imports unmocked. Imported afresh, it takes the mocks.
vi.resetModules();
const { createRealtimePrizes } = await import('../../src/adapters/realtime');

const config = { firebase: { apiKey: 'k', projectId: 'p', databaseURL: 'http://127.0.0.1:9000?ns=p' }, firebaseDatabaseEmulator: null };
/** The turn after this one: every promise already settled has run its callbacks (the database module, once loaded, is used in them). */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('the realtime connection’s lifetime', () => {
  beforeEach(() => void calls.splice(0));

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
});
