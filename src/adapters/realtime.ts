// The `prizes` port over the Firebase realtime database. Firebase (app + database, ~100 KB
// gzip) is loaded with import() the first time a subscription starts — and the prize feed
// only subscribes while a visitor is authenticated — so it is never in the first route's chunks.
// The connection lives only while someone listens: after the last unsubscribe (logout) the
// client goes offline, so a signed-out visitor, like an anonymous one, holds no connection;
// the next subscription (the next login) goes online again.
import type { Ports } from '../../machines';
import { config, type AppConfig } from '../config';

type Database = import('firebase/database').Database;
type DatabaseModule = typeof import('firebase/database');

interface LoadedDatabase {
  db: Database;
  firebase: DatabaseModule;
}

/** `brochure/{userId}`: where the platform writes the visitor's prize list (DESIGN.md). */
export function prizePath(userId: number): string {
  return `brochure/${userId}`;
}

export function createRealtimePrizes(appConfig: Pick<AppConfig, 'firebase' | 'firebaseDatabaseEmulator'> = config): Ports['prizes'] {
  let loading: Promise<LoadedDatabase> | null = null;
  /** Subscriptions not yet unsubscribed; the connection is open only while this is above 0. */
  let listeners = 0;

  const load = () => {
    loading ??= (async () => {
      const [{ initializeApp }, firebase] = await Promise.all([import('firebase/app'), import('firebase/database')]);
      const app = initializeApp(appConfig.firebase, 'pameran');
      const db = firebase.getDatabase(app, appConfig.firebase.databaseURL);
      const emulator = appConfig.firebaseDatabaseEmulator;
      if (emulator) firebase.connectDatabaseEmulator(db, emulator.host, emulator.port);
      return { db, firebase };
    })();
    // A failed download (offline) must not stick: the next login tries again.
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };

  return {
    subscribe(userId, onValue) {
      let stop: (() => void) | null = null;
      let cancelled = false;
      listeners += 1;
      load().then(
        ({ db, firebase }) => {
          if (cancelled) return;
          firebase.goOnline(db);
          stop = firebase.onValue(
            firebase.ref(db, prizePath(userId)),
            (snapshot) => onValue(snapshot.val()),
            // Permission or connection errors end this listener; the app keeps working without prizes.
            (error) => console.warn('[realtime] prize feed stopped:', error.message),
          );
        },
        (error: unknown) => console.warn('[realtime] could not load the realtime database:', error),
      );
      return () => {
        if (cancelled) return;
        cancelled = true;
        stop?.();
        listeners -= 1;
        if (listeners > 0) return;
        // Closed once the module is loaded (at once when it already is): nothing else listens.
        loading?.then(({ db, firebase }) => {
          if (listeners === 0) firebase.goOffline(db);
        }, () => undefined);
      };
    },
  };
}
