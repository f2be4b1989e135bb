// @ts-check
// The local stand-in for Firebase Auth, so the app signs in to the realtime database exactly as
// in production (docs/security.md "How the realtime rules are enforced"):
//   1. at sign-in the platform mints a custom token for uid String(user.id) (production:
//      firebase-admin createCustomToken, signed with the service account's key);
//   2. the app exchanges it with signInWithCustomToken, here against the platform's copy of the
//      Auth emulator's REST calls (connectAuthEmulator to the platform's origin);
//   3. the Firebase SDK hands the resulting ID token to the realtime database, which checks its
//      signature (firebase-server's setAuthSecret: HS256 with a secret only this process knows)
//      and reads the uid from `user_id || sub`.
// Tokens are HS256 JWTs with two random secrets made at start-up: one for custom tokens (only
// this module reads them), one for ID tokens (shared with the realtime database). An unsigned
// (`alg: none`) or forged token fails both checks.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createRateLimiter, setNewest } from './limits.mjs';

/** Custom tokens are exchangeable for an hour (Firebase's own limit); ID tokens live an hour. */
export const CUSTOM_TOKEN_SECONDS = 3600;
export const ID_TOKEN_SECONDS = 3600;
/**
 * A Firebase session (the sign-in behind an ID token and its refresh tokens) lasts until it is
 * revoked, as on real Firebase. `sessionSeconds` (REALTIME_TOKEN_SECONDS) shortens it, and the
 * custom tokens with it, so tests see a credential expire while a page stays open. ID tokens keep
 * their hour: the Firebase SDK refreshes a token 5 minutes before it expires, so a shorter one
 * would make it refresh without pause.
 */
export const NO_SESSION_LIMIT = Infinity;
/** The local project id (build.mjs DEFAULT_FIREBASE_CONFIG.projectId). */
const PROJECT_ID = 'pameran-demo';
const SERVICE_ACCOUNT = `pameran-platform@${PROJECT_ID}.iam.gserviceaccount.com`;
const CUSTOM_TOKEN_AUDIENCE = 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit';
/**
 * Firebase sessions one visitor holds at once (each page load signs in anew): past it, that
 * visitor's least recently used session is forgotten, never another visitor's. An open page
 * uses its session at least hourly (the SDK refreshes its ID token), so only a visitor who
 * opens more than this many pages within the hour ends one of their own. A forgotten refresh
 * token is answered TOKEN_EXPIRED, so that page's Firebase SDK signs out and the app asks for
 * a new credential.
 */
export const SESSIONS_PER_VISITOR = 10;
/**
 * Sessions held at once across visitors (least recently used forgotten first): one visitor holds
 * at most SESSIONS_PER_VISITOR, so it takes 20,000 visitors at their limit to reach it.
 */
const MAX_SESSIONS = 200_000;
/** Revocation times held at once (oldest forgotten first); one per visitor who logged out. */
const MAX_REVOCATIONS = 50_000;
/**
 * Custom tokens one visitor may be given in the window (`POST /api/auth/realtime-token`; past
 * it, 429 with Retry-After). The app asks for one per page load and one per refused listen;
 * ten a minute leaves room for reloads and several tabs, and keeps a stuck or hostile client
 * from minting a credential (and a Firebase sign-in) every second.
 */
export const REALTIME_TOKEN_LIMIT = { attempts: 10, windowMs: 60_000 };
/** Visitors whose credential calls are counted at once (a fair of 20,000 fits, oldest forgotten first). */
const MAX_COUNTED_VISITORS = 50_000;
/** Exchanged custom tokens remembered until they expire, so none is exchanged twice (oldest forgotten first past this). */
const MAX_EXCHANGED_TOKENS = 200_000;

/**
 * A table of values each owned by one visitor: at most `perVisitor` a visitor and `total` in
 * all, the least recently set forgotten first (a visitor's own first, when they are past theirs).
 * @template T
 * @param {number} perVisitor @param {number} total
 */
export function createVisitorTable(perVisitor, total) {
  /** @type {Map<string, { uid: string, value: T }>} key → its owner and value, least recently set first */
  const entries = new Map();
  /** @type {Map<string, Set<string>>} uid → their keys, least recently set first */
  const keysOf = new Map();
  /** @param {string} key */
  function remove(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysOf.get(entry.uid);
    keys?.delete(key);
    if (keys?.size === 0) keysOf.delete(entry.uid);
  }
  return {
    /** @param {string} key */
    get: (key) => entries.get(key)?.value,
    /** @param {string} uid @param {string} key @param {T} value */
    set(uid, key, value) {
      remove(key);
      entries.set(key, { uid, value });
      const keys = keysOf.get(uid) ?? new Set();
      keysOf.set(uid, keys.add(key));
      if (keys.size > perVisitor) remove(/** @type {string} */ (keys.values().next().value));
      if (entries.size > total) remove(/** @type {string} */ (entries.keys().next().value));
    },
    delete: remove,
    /** Forgets every value of a visitor. @param {string} uid */
    deleteVisitor(uid) {
      for (const key of [...(keysOf.get(uid) ?? [])]) remove(key);
    },
    get size() {
      return entries.size;
    },
    /** How many a visitor holds. @param {string} uid */
    countOf: (uid) => keysOf.get(uid)?.size ?? 0,
  };
}

/** @param {object} value */
const encodePart = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An HS256 JWT of `claims`. @param {Record<string, unknown>} claims @param {string} secret */
export function signJwt(claims, secret) {
  const unsigned = `${encodePart({ alg: 'HS256', typ: 'JWT' })}.${encodePart(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/**
 * The claims of an HS256 JWT signed with `secret` and not expired at `nowSeconds`, or null
 * (any other algorithm, a bad signature, malformed text).
 * @param {unknown} token @param {string} secret @param {number} nowSeconds
 * @returns {Record<string, any> | null}
 */
export function verifyJwt(token, secret, nowSeconds) {
  if (typeof token !== 'string' || token.length > 4096) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = /** @type {[string, string, string]} */ (parts);
  try {
    const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    if (alg !== 'HS256') return null;
    const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null || typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null;
    return claims;
  } catch {
    return null;
  }
}

/**
 * `bearerAlive`: whether the platform's bearer token a custom token was minted for still works;
 * a Firebase session signed in with that custom token ends with it (without it, only logout and
 * `sessionSeconds` end sessions).
 * @param {{ now: () => number, userExists: (uid: string) => boolean, sessionSeconds?: number,
 *   mintLimit?: { attempts: number, windowMs: number }, bearerAlive?: (bearer: string) => boolean }} world
 */
export function createFirebaseAuth({ now, userExists, sessionSeconds = NO_SESSION_LIMIT, mintLimit = REALTIME_TOKEN_LIMIT, bearerAlive }) {
  const customTokenSecret = randomBytes(32).toString('base64url');
  /** Shared with the realtime database (firebase-server's setAuthSecret). */
  const idTokenSecret = randomBytes(32).toString('base64url');
  /** Signs refresh tokens, so one this module issued and has since forgotten is told apart from a made-up one. */
  const refreshTokenSecret = randomBytes(32);
  /** @type {ReturnType<typeof createVisitorTable<{ uid: string, authTime: number, claims: Record<string, unknown> }>>} refresh token → its session */
  const refreshTokens = createVisitorTable(SESSIONS_PER_VISITOR, MAX_SESSIONS);
  /** @type {Map<string, number>} uid → the second its sessions were revoked (Firebase's tokensValidAfterTime) */
  const revokedAt = new Map();
  /** @type {Map<string, number>} jti of each exchanged custom token → when it expires (seconds), oldest first */
  const exchanged = new Map();
  /** @type {ReturnType<typeof createVisitorTable<string>>} a bearer-bound session's id (`sid` claim) → the bearer token it lives by */
  const bearers = createVisitorTable(SESSIONS_PER_VISITOR, MAX_SESSIONS);
  const nowSeconds = () => Math.floor(now() / 1000);
  const customTokenSeconds = Math.min(CUSTOM_TOKEN_SECONDS, sessionSeconds);
  // A session shortened for tests (REALTIME_TOKEN_SECONDS) needs a credential each time it ends.
  const sessionsPerWindow = Number.isFinite(sessionSeconds) ? Math.ceil(mintLimit.windowMs / 1000 / sessionSeconds) : 0;
  const mints = createRateLimiter({ limit: mintLimit.attempts + sessionsPerWindow, windowMs: mintLimit.windowMs, now, maxKeys: MAX_COUNTED_VISITORS });

  /**
   * Whether a session signed in at `authTime` (seconds) is still alive: not past its lifetime,
   * not revoked, and its bearer token (when it was minted for one) still works. One signed in
   * during the second of a revocation is revoked too (times are whole seconds).
   * @param {string} uid @param {number} authTime @param {string} [sid]
   */
  function sessionAlive(uid, authTime, sid = undefined) {
    if (!(authTime + sessionSeconds > nowSeconds() && authTime > (revokedAt.get(uid) ?? -Infinity))) return false;
    if (sid === undefined || !bearerAlive) return true;
    const bearer = bearers.get(sid);
    return bearer !== undefined && bearerAlive(bearer);
  }

  /**
   * What production's createCustomToken(uid, { role }) returns. With `bearer`, the session it
   * signs in lives no longer than that bearer token (production: the platform revokes the
   * visitor's refresh tokens when their last bearer token ends).
   * @param {number} userId @param {string} role @param {string | null} [bearer]
   */
  function customToken(userId, role, bearer = null) {
    const iat = nowSeconds();
    const jti = randomBytes(12).toString('base64url');
    /** @type {Record<string, unknown>} */
    const claims = { role };
    if (bearer) {
      const sid = randomBytes(12).toString('base64url');
      bearers.set(String(userId), sid, bearer);
      claims.sid = sid;
    }
    return signJwt({ iss: SERVICE_ACCOUNT, sub: SERVICE_ACCOUNT, aud: CUSTOM_TOKEN_AUDIENCE, iat, exp: iat + customTokenSeconds, jti, uid: String(userId), claims }, customTokenSecret);
  }

  /**
   * Counts one credential call of a visitor; returns 0 when it may be answered, else the
   * seconds until it may (Retry-After). @param {number} userId
   */
  function mintAllowedIn(userId) {
    const key = String(userId);
    const wait = mints.retryAfter(key);
    if (wait === 0) mints.record(key);
    return wait;
  }

  /** Records an exchange of custom token `jti`; false when it was exchanged before. @param {string} jti @param {number} exp */
  function exchangeOnce(jti, exp) {
    const current = nowSeconds();
    for (const [old, expires] of exchanged) {
      if (expires > current) break;
      exchanged.delete(old);
    }
    if (exchanged.has(jti)) return false;
    setNewest(exchanged, jti, exp, MAX_EXCHANGED_TOKENS);
    return true;
  }

  /**
   * Logout: every Firebase session of this visitor ends (production: the Admin SDK's
   * revokeRefreshTokens(uid)). Its refresh tokens stop working, custom tokens minted before now
   * can no longer be exchanged, and the database's rules refuse ID tokens signed in before now
   * (database.rules.json reads `revocations/{uid}`, which the platform writes).
   * @param {number} userId
   * @returns {number} the revocation time, in seconds
   */
  function revoke(userId) {
    const uid = String(userId);
    const at = nowSeconds();
    setNewest(revokedAt, uid, at, MAX_REVOCATIONS);
    // A refresh with one of its forgotten refresh tokens is answered TOKEN_EXPIRED (issuedHere).
    refreshTokens.deleteVisitor(uid);
    bearers.deleteVisitor(uid);
    return at;
  }

  /**
   * The claims of a valid ID token whose session is alive, or null: what the realtime database
   * checks a client's credential against. @param {unknown} idToken
   */
  function liveIdToken(idToken) {
    const claims = verifyJwt(idToken, idTokenSecret, nowSeconds());
    if (!claims || typeof claims.user_id !== 'string' || typeof claims.auth_time !== 'number') return null;
    return sessionAlive(claims.user_id, claims.auth_time, typeof claims.sid === 'string' ? claims.sid : undefined) ? claims : null;
  }

  /** When the session behind these ID token claims ends, in ms since the epoch (Infinity: never by itself). @param {Record<string, any>} claims */
  function sessionEndsAt(claims) {
    return (claims.auth_time + sessionSeconds) * 1000;
  }

  /** @param {{ uid: string, authTime: number, claims: Record<string, unknown> }} session */
  function idTokenAnswer(session) {
    const iat = nowSeconds();
    const idToken = signJwt({
      ...session.claims, iss: `https://securetoken.google.com/${PROJECT_ID}`, aud: PROJECT_ID, auth_time: session.authTime, iat, exp: iat + ID_TOKEN_SECONDS,
      user_id: session.uid, sub: session.uid, firebase: { identities: {}, sign_in_provider: 'custom' },
    }, idTokenSecret);
    const nonce = randomBytes(24).toString('base64url');
    const refreshToken = `${nonce}.${refreshTokenSignature(nonce)}`;
    refreshTokens.set(session.uid, refreshToken, session);
    return { idToken, refreshToken, expiresIn: String(ID_TOKEN_SECONDS) };
  }

  /** @param {string} nonce */
  const refreshTokenSignature = (nonce) => createHmac('sha256', refreshTokenSecret).update(nonce).digest('base64url').slice(0, 22);

  /** Whether this module issued `token` (it may have been forgotten since). @param {string} token */
  function issuedHere(token) {
    const [nonce = '', signature = '', ...rest] = token.split('.');
    if (rest.length > 0 || nonce.length !== 32) return false;
    const expected = Buffer.from(refreshTokenSignature(nonce));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * Answers one Auth REST call (the paths the Firebase JS SDK uses against an emulator), or
   * returns null when the path is not one of them.
   * @param {string} pathname @param {unknown} body the parsed JSON or form body
   * @returns {{ status: number, body: unknown } | null}
   */
  function handle(pathname, body) {
    const fields = /** @type {Record<string, unknown>} */ (typeof body === 'object' && body !== null ? body : {});
    const failure = (/** @type {string} */ message) => ({ status: 400, body: { error: { code: 400, message, errors: [{ message, reason: 'invalid' }] } } });
    if (pathname === '/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken') {
      const claims = verifyJwt(fields.token, customTokenSecret, nowSeconds());
      if (!claims || claims.aud !== CUSTOM_TOKEN_AUDIENCE || typeof claims.uid !== 'string' || !userExists(claims.uid)) return failure('INVALID_CUSTOM_TOKEN');
      // Minted in the second of a logout or before: revoked with it (times are whole seconds).
      if (typeof claims.iat !== 'number' || claims.iat <= (revokedAt.get(claims.uid) ?? -Infinity)) return failure('INVALID_CUSTOM_TOKEN');
      if (typeof claims.jti !== 'string' || !exchangeOnce(claims.jti, claims.exp)) return failure('INVALID_CUSTOM_TOKEN');
      const session = { uid: claims.uid, authTime: nowSeconds(), claims: claims.claims ?? {} };
      return { status: 200, body: { kind: 'identitytoolkit#VerifyCustomTokenResponse', isNewUser: false, ...idTokenAnswer(session) } };
    }
    if (pathname === '/identitytoolkit.googleapis.com/v1/accounts:lookup') {
      const claims = liveIdToken(fields.idToken);
      if (!claims) return failure('INVALID_ID_TOKEN');
      return { status: 200, body: { kind: 'identitytoolkit#GetAccountInfoResponse', users: [{ localId: claims.user_id, providerUserInfo: [], lastLoginAt: String(now()), createdAt: String(now()) }] } };
    }
    if (pathname === '/securetoken.googleapis.com/v1/token') {
      const token = typeof fields.refresh_token === 'string' && fields.refresh_token.length <= 200 ? fields.refresh_token : '';
      if (fields.grant_type !== 'refresh_token' || token === '') return failure('INVALID_REFRESH_TOKEN');
      const session = refreshTokens.get(token);
      // TOKEN_EXPIRED is the answer that makes the Firebase SDK sign the user out (not retry
      // forever): for a session that ended (a logout, its bearer, its lifetime) or was forgotten.
      if (session === undefined) return failure(issuedHere(token) ? 'TOKEN_EXPIRED' : 'INVALID_REFRESH_TOKEN');
      if (!userExists(session.uid)) return failure('INVALID_REFRESH_TOKEN');
      refreshTokens.delete(token);
      const sid = typeof session.claims.sid === 'string' ? session.claims.sid : undefined;
      if (!sessionAlive(session.uid, session.authTime, sid)) return failure('TOKEN_EXPIRED');
      const answer = idTokenAnswer(session);
      return { status: 200, body: { access_token: answer.idToken, id_token: answer.idToken, refresh_token: answer.refreshToken, expires_in: answer.expiresIn, token_type: 'Bearer', user_id: session.uid, project_id: PROJECT_ID } };
    }
    return null;
  }

  /** How many rows each table holds now (tests; docs/security.md lists the bounds). */
  const tableSizes = () => ({ sessions: refreshTokens.size, bearerSessions: bearers.size, exchangedTokens: exchanged.size, revocations: revokedAt.size });

  /** The sessions (refresh tokens) one visitor holds now. @param {number} userId */
  const sessionsOf = (userId) => refreshTokens.countOf(String(userId));

  return { customToken, mintAllowedIn, handle, idTokenSecret, revoke, liveIdToken, sessionEndsAt, tableSizes, sessionsOf };
}

/** Path prefixes the platform routes to `handle`. */
export const FIREBASE_AUTH_PREFIXES = ['/identitytoolkit.googleapis.com/', '/securetoken.googleapis.com/'];
