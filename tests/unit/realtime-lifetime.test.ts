// The realtime connection lives only while someone listens: after the last
// unsubscribe (logout) the client goes offline; the next subscription (a new login) goes online.
// Firebase is replaced by a recorder here; tests/e2e/logout-trace.test.ts watches the real
// WebSocket close in Chromium.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];

vi.mock('firebase/app', () => ({ initializeApp: () => ({ name: 'pameran' }) }));
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

const { createRealtimePrizes } = await import('../../src/adapters/realtime');

const config = { firebase: { apiKey: 'k', projectId: 'p', databaseURL: 'http://127.0.0.1:9000?ns=p' }, firebaseDatabaseEmulator: null };
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('the realtime connection’s lifetime', () => {
  beforeEach(() => void calls.splice(0));

  it('goes offline only when the last listener leaves, and online again for the next', async () => {
    const prizes = createRealtimePrizes(config);
    const stopFirst = prizes.subscribe(1001, () => {});
    const stopSecond = prizes.subscribe(1001, () => {});
    await settle();
    stopFirst();
    stopFirst(); // twice: still one listener left
    await settle();
    expect(calls).not.toContain('offline');
    stopSecond();
    await settle();
    expect(calls.at(-1)).toBe('offline');

    prizes.subscribe(1003, () => {});
    await settle();
    expect(calls.slice(-3)).toEqual(['online', 'listen brochure/1003', 'listen .info/connected']);
  });

  it('goes offline when the visitor leaves before the database module has even loaded', async () => {
    const prizes = createRealtimePrizes(config);
    prizes.subscribe(1001, () => {})();
    await settle();
    expect(calls).toEqual(['offline']);
  });
});
