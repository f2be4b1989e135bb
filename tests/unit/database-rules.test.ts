// database.rules.json (issue 11 item 7): a visitor may read only brochure/{their id}, and no
// client writes anywhere. Checked twice: with targaryen (the rules evaluator firebase-server
// uses) on the file itself, and end to end with the real Firebase 12 SDK against the local
// realtime database enforcing the same file, each client signed in as its own uid (the
// emulator form of the custom token the platform mints at sign-in).
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, onValue, ref, set, type Database } from 'firebase/database';
import targaryen from 'targaryen';
import { usePlatform } from '../helpers/platform';

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

describe('database.rules.json enforced by the local realtime database', () => {
  const platform = usePlatform({ enforceRealtimeRules: true });
  const apps: FirebaseApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => deleteApp(app))));

  /** A Firebase 12 client of the local database, signed in as `uid` (or anonymous). */
  function client(uid: string | null) {
    const app = initializeApp({ apiKey: 'demo', projectId: 'pameran-demo', databaseURL: platform.databaseURL }, `rules-${uid}-${apps.length}-${Date.now()}`);
    apps.push(app);
    const db = getDatabase(app);
    connectDatabaseEmulator(db, '127.0.0.1', platform.realtimePort, uid === null ? {} : { mockUserToken: { sub: uid, user_id: uid } });
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

  it('delivers a pushed list to its visitor only', async () => {
    await platform.pushPrizes(1001, [{ id: 4, name: 'Kunci Torsi Digital', image_url: '/media/prize/4.svg' }]);
    const own = client('1001');
    const values: unknown[] = [];
    const stop = onValue(ref(own, 'brochure/1001'), (snapshot) => void values.push(snapshot.val()));
    await expect.poll(() => values.length, { timeout: 10_000 }).toBeGreaterThan(0);
    stop();
    expect(values.at(-1)).toMatchObject([{ id: 4, name: 'Kunci Torsi Digital' }]);
    await expect(readOnce(own, 'brochure/1002')).rejects.toThrow(/permission/i);
    await expect(readOnce(own, 'brochure')).rejects.toThrow(/permission/i);
    await expect(readOnce(client('1002'), 'brochure/1001')).rejects.toThrow(/permission/i);
    await expect(readOnce(client(null), 'brochure/1001')).rejects.toThrow(/permission/i);
    expect(await readOnce(client('1002'), 'brochure/1002')).toBeNull();
  });

  it('refuses a visitor writing prizes, even to their own path', async () => {
    const own = client('1003');
    await expect(set(ref(own, 'brochure/1003'), [{ id: 7, name: 'Hadiah palsu' }])).rejects.toThrow(/permission/i);
    await expect(set(ref(own, 'brochure/1001'), [{ id: 7, name: 'Hadiah palsu' }])).rejects.toThrow(/permission/i);
    expect(await platform.readRealtime('brochure/1003')).toBeNull();
  });
});
