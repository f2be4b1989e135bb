// The `prizes` port over the Firebase realtime database. Firebase (app + database, ~100 KB
// gzip) is loaded with import() the first time a subscription starts — and the prize feed
// only subscribes while a visitor is authenticated — so it is never in the first route's chunks.
// When the login answer carried a custom token (`firebase_token`, x-assumed), Firebase Auth is
// loaded too and the visitor signs in with it before subscribing, so database.rules.json can
// let them read brochure/{their id} only. Without one (SPEC's platform) it subscribes as is.
// With the local realtime database, Auth talks to the platform, which plays the Auth emulator.
// The connection lives only while someone listens: after the last unsubscribe (logout) the
// client goes offline, so a signed-out visitor, like an anonymous one, holds no connection;
// the next subscription (the next login) goes online again.
import { checkPrizes, type Prize } from '@pameran/sdk';
import type { Ports } from '../../machines';
import { config, type AppConfig } from '../config';

type Database = import('firebase/database').Database;
type DatabaseModule = typeof import('firebase/database');
type FirebaseApp = import('firebase/app').FirebaseApp;
type Auth = import('firebase/auth').Auth;
type AuthModule = typeof import('firebase/auth');

interface LoadedDatabase {
  app: FirebaseApp;
  db: Database;
  firebase: DatabaseModule;
}

interface LoadedAuth {
  auth: Auth;
  firebaseAuth: AuthModule;
}

export interface RealtimeOptions {
  /** The current login's `firebase_token`, or null (SPEC's platform sends none). */
  realtimeToken?: () => string | null;
  /** Where Firebase Auth goes with a local realtime database: the platform (default: the API's origin, else the page's). */
  authEmulatorUrl?: () => string;
}

function defaultAuthEmulatorUrl(apiUrl: string): string {
  if (apiUrl !== '') return new URL(apiUrl).origin;
  return typeof window !== 'undefined' ? window.location.origin : 'http://127.0.0.1:8080';
}

/** `brochure/{userId}`: where the platform writes the visitor's prize list (DESIGN.md). */
export function prizePath(userId: number): string {
  return `brochure/${userId}`;
}

/**
 * A realtime value as the prize feed gets it: an empty path (null) stays null; anything else
 * is checked against the contract's Prize schema and becomes a list of prizes — entries that
 * are not prizes are dropped, a value that holds no list is []. Never throws.
 */
export function prizeValue(raw: unknown): Prize[] | null {
  return raw === null || raw === undefined ? null : checkPrizes(raw);
}

export function createRealtimePrizes(
  appConfig: Pick<AppConfig, 'firebase' | 'firebaseDatabaseEmulator'> & Partial<Pick<AppConfig, 'apiUrl'>> = config,
  options: RealtimeOptions = {},
): Ports['prizes'] {
  const realtimeToken = options.realtimeToken ?? (() => null);
  const authEmulatorUrl = options.authEmulatorUrl ?? (() => defaultAuthEmulatorUrl(appConfig.apiUrl ?? ''));
  let loading: Promise<LoadedDatabase> | null = null;
  let loadingAuth: Promise<LoadedAuth> | null = null;
  /** Subscriptions not yet unsubscribed; the connection is open only while this is above 0. */
  let listeners = 0;

  const load = () => {
    loading ??= (async () => {
      const [{ initializeApp }, firebase] = await Promise.all([import('firebase/app'), import('firebase/database')]);
      const app = initializeApp(appConfig.firebase, 'pameran');
      const db = firebase.getDatabase(app, appConfig.firebase.databaseURL);
      const emulator = appConfig.firebaseDatabaseEmulator;
      if (emulator) {
        // The local realtime database speaks WebSocket only. Without this, a page left while its
        // connection was still opening makes Firebase fall back to long polling on the next
        // page (it keeps `previous_websocket_failure` in localStorage), and prizes stop coming.
        firebase.forceWebSockets();
        firebase.connectDatabaseEmulator(db, emulator.host, emulator.port);
      }
      return { app, db, firebase };
    })();
    // A failed download (offline) must not stick: the next login tries again.
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };

  /** Firebase Auth for this app, kept in memory only: nothing of it outlives the page or a logout. */
  const loadAuth = (app: FirebaseApp) => {
    loadingAuth ??= import('firebase/auth').then((firebaseAuth) => {
      const auth = firebaseAuth.initializeAuth(app, { persistence: firebaseAuth.inMemoryPersistence });
      if (appConfig.firebaseDatabaseEmulator) firebaseAuth.connectAuthEmulator(auth, authEmulatorUrl(), { disableWarnings: true });
      return { auth, firebaseAuth };
    });
    loadingAuth.catch(() => {
      loadingAuth = null;
    });
    return loadingAuth;
  };

  /**
   * Signs in as `userId` with the login's custom token, unless already signed in as them. A
   * failure is reported and the listen goes ahead: the rules then answer for themselves.
   */
  const signIn = async (app: FirebaseApp, userId: number, token: string) => {
    try {
      const { auth, firebaseAuth } = await loadAuth(app);
      if (auth.currentUser?.uid === String(userId)) return;
      await firebaseAuth.signInWithCustomToken(auth, token);
    } catch (error) {
      console.warn('[realtime] could not sign in to the realtime database:', error);
    }
  };

  return {
    subscribe(userId, onValue) {
      let stop: (() => void) | null = null;
      let cancelled = false;
      listeners += 1;
      const token = realtimeToken();
      load().then(
        async ({ app, db, firebase }) => {
          if (cancelled) return;
          if (token) await signIn(app, userId, token);
          if (cancelled) return;
          firebase.goOnline(db);
          stop = firebase.onValue(
            firebase.ref(db, prizePath(userId)),
            (snapshot) => onValue(prizeValue(snapshot.val())),
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
        // Closed once the module is loaded (at once when it already is): nothing else listens,
        // and the visitor's realtime sign-in ends with it.
        loading?.then(({ db, firebase }) => {
          if (listeners === 0) firebase.goOffline(db);
        }, () => undefined);
        loadingAuth?.then(({ auth, firebaseAuth }) => {
          if (listeners === 0 && auth.currentUser) return firebaseAuth.signOut(auth);
          return undefined;
        }).catch(() => undefined);
      };
    },
  };
}
