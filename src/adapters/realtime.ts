// The `prizes` port over the Firebase realtime database. Firebase (app + database, ~100 KB
// gzip) is loaded with import() the first time a subscription starts — and the prize feed
// only subscribes while a visitor is authenticated — so it is never in the first route's chunks.
// The first subscription of a page asks the platform for a realtime credential (`POST
// /api/auth/realtime-token`, x-assumed), signs in to Firebase Auth with it and then listens, so
// the feed works after a reload at any time for as long as the bearer token does (docs/security.md
// "Realtime credential"). Later subscriptions keep that sign-in (Firebase refreshes its ID token
// by itself); a new credential is asked for only when there is no sign-in or the listen was
// refused (an ended or revoked credential). A platform without that call (404, SPEC's platform)
// gets the login answer's `firebase_token` while it is in memory, else no sign-in: the listen
// goes ahead as is. Whatever stops a subscription from starting or ends its listen is reported
// as 'refused' (with the platform's Retry-After when it asked to wait); the prize feed
// statechart then starts a new one. A lost connection is reported too: the client holds back
// until the feed lets it reconnect (`reconnect()`, at a random moment of its own, so a fair's
// clients do not all come back in the same second), then Firebase reconnects and listens again
// by itself, with its own backoff (never reset by going offline and online again).
// Nothing waits on Firebase's heartbeat IndexedDB (in WebKit it can stay pending for good after
// a quick page change, and every sign-in with it).
// With the local realtime database, Auth talks to the platform, which plays the Auth emulator.
// The connection and the sign-in live while the feed holds them (`hold()`, for the whole login)
// or someone listens: after the last let-go (logout) the client goes offline and signs out, so a
// signed-out visitor holds no connection and no credential.
import { ApiError, checkPrizes, type PameranClient, type Prize } from '@pameran/sdk';
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
  /** The SDK whose `auth.realtimeToken()` gives a fresh credential; without it only `realtimeToken` is used. */
  api?: Pick<PameranClient, 'auth'>;
  /** The current login's `firebase_token` (in memory only), or null: used where the platform has no credential call. */
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

/**
 * Each port gets a Firebase app of its own (the page makes one; tests one per platform), named
 * `pameran-N` with the first N no app has: Firebase's list of apps outlives this module when a
 * test imports it afresh.
 */
function unusedAppName(apps: readonly FirebaseApp[]): string {
  const taken = new Set(apps.map((app) => app.name));
  let number = 1;
  while (taken.has(`pameran-${number}`)) number += 1;
  return `pameran-${number}`;
}

/** Firebase's heartbeat service as far as Auth uses it (an internal of @firebase/app). */
interface HeartbeatService {
  _heartbeatsCache?: { heartbeats: unknown[] } | null;
}

/**
 * Firebase Auth waits, before each of its requests, for the heartbeat store (IndexedDB
 * `firebase-heartbeat-database`, opened once per page by @firebase/app). In WebKit, after a
 * quick page change, that open can stay pending for good (the page kept in the back-forward
 * cache holds it), and the realtime sign-in with it: no fresh app helps, the open is shared by
 * the page. The store only adds usage statistics to Auth's requests, so the service starts with
 * an empty one and nothing waits on it; once the store opens, its own copy takes over.
 */
function startWithEmptyHeartbeats(firebaseApp: typeof import('firebase/app'), app: FirebaseApp): void {
  const getProvider = (firebaseApp as unknown as { _getProvider?: (app: FirebaseApp, name: string) => { getImmediate(options: { optional: true }): unknown } })._getProvider;
  const heartbeat = getProvider?.(app, 'heartbeat').getImmediate({ optional: true }) as HeartbeatService | null | undefined;
  if (heartbeat && heartbeat._heartbeatsCache === null) heartbeat._heartbeatsCache = { heartbeats: [] };
}

export function createRealtimePrizes(
  appConfig: Pick<AppConfig, 'firebase' | 'firebaseDatabaseEmulator'> & Partial<Pick<AppConfig, 'apiUrl'>> = config,
  options: RealtimeOptions = {},
): Required<Pick<Ports['prizes'], 'subscribe' | 'reconnect' | 'hold'>> {
  const realtimeToken = options.realtimeToken ?? (() => null);
  const authEmulatorUrl = options.authEmulatorUrl ?? (() => defaultAuthEmulatorUrl(appConfig.apiUrl ?? ''));
  let loading: Promise<LoadedDatabase> | null = null;
  let loadingAuth: Promise<LoadedAuth> | null = null;
  /** A sign-in under way: a second subscription waits for it instead of asking for another credential. */
  let signingIn: Promise<void> | null = null;
  /** The last listen was refused: the sign-in it used no longer works, the next one needs a new credential. */
  let credentialRefused = false;
  /** Subscriptions not yet unsubscribed, and holds not yet let go; the connection is open only while this is above 0. */
  let holders = 0;
  /** This adapter took the connection offline (a lost connection held back, or nobody holding it): goOnline brings it back. */
  let offline = false;

  const load = () => {
    loading ??= (async () => {
      const [firebaseApp, firebase] = await Promise.all([import('firebase/app'), import('firebase/database')]);
      const { getApps, initializeApp } = firebaseApp;
      const app = initializeApp(appConfig.firebase, unusedAppName(getApps()));
      startWithEmptyHeartbeats(firebaseApp, app);
      const db = firebase.getDatabase(app, appConfig.firebase.databaseURL);
      const emulator = appConfig.firebaseDatabaseEmulator;
      if (emulator) {
        // The local realtime database speaks WebSocket only. Without this, a page left while its
        // connection was still opening makes Firebase fall back to long polling on the next
        // page (it keeps `previous_websocket_failure` in localStorage), and prizes stop coming.
        firebase.forceWebSockets();
        firebase.connectDatabaseEmulator(db, emulator.host, emulator.port);
      }
      offline = false;
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
   * A fresh credential from the platform; where it has no such call (404), the login's own, if
   * any. Any other failure (offline, a 5xx, a 429, a malformed answer) is thrown: the subscription is refused.
   */
  const credential = async (): Promise<string | null> => {
    if (!options.api) return realtimeToken();
    try {
      return await options.api.auth.realtimeToken();
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return realtimeToken();
      throw error;
    }
  };

  /**
   * A Firebase sign-in that works: the one this adapter holds, unless its listen was refused;
   * else one with a new credential. None where the platform gives no credential.
   */
  const signIn = async (app: FirebaseApp): Promise<void> => {
    const held = loadingAuth ? await loadingAuth : null;
    if (held?.auth.currentUser && !credentialRefused) return;
    const token = await credential();
    if (!token) return;
    const { auth, firebaseAuth } = await loadAuth(app);
    await firebaseAuth.signInWithCustomToken(auth, token);
    credentialRefused = false;
  };

  const letGo = () => {
    holders -= 1;
    if (holders > 0) return;
    // Closed once the module is loaded (at once when it already is): nothing else listens,
    // and the visitor's realtime sign-in ends with it.
    loading?.then(({ db, firebase }) => {
      if (holders > 0) return;
      firebase.goOffline(db);
      offline = true;
    }, () => undefined);
    loadingAuth?.then(({ auth, firebaseAuth }) => {
      if (holders === 0 && auth.currentUser) return firebaseAuth.signOut(auth);
      return undefined;
    }).catch(() => undefined);
  };

  /** Brings the connection back if this adapter took it offline. */
  const goOnline = ({ db, firebase }: LoadedDatabase) => {
    if (!offline || holders === 0) return;
    offline = false;
    firebase.goOnline(db);
  };

  return {
    hold() {
      holders += 1;
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        letGo();
      };
    },
    reconnect() {
      loading?.then(goOnline, () => undefined);
    },
    subscribe(userId, onValue, onStatus = () => undefined) {
      const stops: Array<() => void> = [];
      let cancelled = false;
      holders += 1;
      (async () => {
        const loaded = await load();
        if (cancelled) return;
        signingIn ??= signIn(loaded.app).finally(() => {
          signingIn = null;
        });
        await signingIn;
        if (cancelled) return;
        const { db, firebase } = loaded;
        goOnline(loaded);
        let answered = false;
        let connected = false;
        stops.push(
          firebase.onValue(
            firebase.ref(db, prizePath(userId)),
            (snapshot) => {
              if (!answered) onStatus('connected');
              answered = true;
              connected = true;
              onValue(prizeValue(snapshot.val()));
            },
            // A refused listen (an ended or revoked credential, changed rules) is over: the feed
            // starts anew, with a new credential.
            (error) => {
              console.warn('[realtime] prize feed stopped:', error.message);
              credentialRefused = true;
              if (!cancelled) onStatus('refused');
            },
          ),
          firebase.onValue(firebase.ref(db, '.info/connected'), (snapshot) => {
            if (!answered || cancelled) return;
            const now = snapshot.val() === true;
            if (now === connected) return;
            connected = now;
            if (!now) {
              // Held back (Firebase had planned to reconnect within a second) until the feed
              // lets it go at its own random moment.
              firebase.goOffline(db);
              offline = true;
            }
            onStatus(now ? 'connected' : 'disconnected');
          }),
        );
      })().catch((error: unknown) => {
        console.warn('[realtime] could not start the prize feed:', error);
        if (cancelled) return;
        const retryAfterSeconds = error instanceof ApiError ? error.retryAfterSeconds : undefined;
        onStatus('refused', retryAfterSeconds ? { retryAfterMs: retryAfterSeconds * 1000 } : undefined);
      });
      return () => {
        if (cancelled) return;
        cancelled = true;
        for (const stop of stops) stop();
        letGo();
      };
    },
  };
}
