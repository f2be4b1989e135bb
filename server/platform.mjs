// @ts-check
// The local event platform: the whole contract of sdk/openapi.yaml under /api, demo images
// under /media, the built app from dist/, and a realtime database (firebase-server).
// Routing and authentication come from the contract itself (x-auth-mode, security), so a call
// added to openapi.yaml without a handler stops the platform from starting.
import http from 'node:http';
import { listOperations } from '../sdk/scripts/contract.mjs';
import { createDemoData } from './data.mjs';
import { createApi } from './api.mjs';
import { HttpError, parseBody, readBodyText, send, sendError, sendJson, sendText, serveStatic } from './http.mjs';
import { allowedOriginsFrom, clientAddress, createFailureDelay, createRateLimiter, originAllowed, pushBounded } from './limits.mjs';
import { indexMediaLabels, mediaSvg, qrSvg } from './media.mjs';
import { startRealtime } from './realtime.mjs';
import { createCspReportCollector, CSP_REPORT_PATH } from './csp.mjs';
import { createFirebaseAuth, FIREBASE_AUTH_PREFIXES, NO_SESSION_LIMIT, REALTIME_TOKEN_LIMIT } from './firebaseAuth.mjs';
import { createMisbehave, sendMalformed } from './misbehave.mjs';
import { contractShaper, keepSpecFields } from './contractShape.mjs';
import { staffOperationIds } from './reach.mjs';

/** The realtime namespace of the app's default Firebase config (build.mjs DEFAULT_FIREBASE_CONFIG). */
export const REALTIME_NAMESPACE = 'pameran-demo';

/**
 * @typedef {{ method: string, path: string, query: string, headers: import('node:http').IncomingHttpHeaders,
 *   body: string }} LoggedRequest
 */

/** @param {import('node:http').Server} server @param {number} port */
function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve(/** @type {import('node:net').AddressInfo} */ (server.address()).port);
    });
  });
}

/** "/api/events/{eventId}/rooms" → a regex with one named group per parameter. @param {string} route */
function routePattern(route) {
  const source = route.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name) => `(?<${name}>[^/]+)`);
  return new RegExp(`^${source}$`);
}

/** Sign-in calls whose failures are counted: invitation logins and registrations. */
const SIGN_IN_OPERATIONS = new Set(['invitation', 'register', 'exhibitorLogin']);
/** Sign-ins with a code, whose unknown codes are counted per code: visitors' invitations and exhibitor staff's codes. */
const CODE_SIGN_INS = new Set(['invitation', 'exhibitorLogin']);
/** Calls that take an exhibitor staff token (x-assumed), never a visitor's: server/reach.mjs checks it. */
const STAFF_OPERATIONS = staffOperationIds();

/**
 * Failed invitation logins (unknown codes) a source address (an IPv6 /64) may make in the
 * window before its sign-ins are slowed down: sized for a hall of visitors behind one address
 * (docs/security.md "Sign-in limits" gives the reasoning). Past it, each sign-in waits 1 s,
 * doubling per further failure up to 16 s; at most 50 wait at once per address.
 */
export const ADDRESS_SIGN_IN_DELAY = { freeFailures: 200, windowMs: 10 * 60_000, firstDelayMs: 1000, maxDelayMs: 16_000, maxHeld: 50 };
/** Failed logins with one unknown invitation code, from anywhere, in the window. */
export const CODE_SIGN_IN_LIMIT = { attempts: 10, windowMs: 10 * 60_000 };

/**
 * Starts the platform. Ports 0 pick free ports (tests); main.mjs passes 8080/9000.
 * `misbehave`: rules of the misbehave switch (server/misbehave.mjs), e.g. 'GET /api/carts=null-data'.
 * @param {import('./platform.d.mts').PlatformOptions} [options]
 */
export async function startPlatform({
  port = 0, realtimePort = 0, distDir, quiet = true, now = Date.now,
  allowedOrigins = allowedOriginsFrom(undefined),
  signInDelay = ADDRESS_SIGN_IN_DELAY, codeSignInLimit = CODE_SIGN_IN_LIMIT, registrationLimit, registrationChallenge, venueAddresses, limits,
  trustedProxies = [], maxRegisteredUsers,
  timeouts = { headersMs: 10_000, requestMs: 30_000 },
  requestLogLimit = 1000, maxTokens = 50_000, publicHosts = [], enforceRealtimeRules = true, issueRealtimeTokens = true, misbehave: misbehaveRules,
  realtimeTokenSeconds = NO_SESSION_LIMIT, realtimeTokenLimit = REALTIME_TOKEN_LIMIT,
  trackedSession, platform = 'demo', floorplanBooths, demoExhibitors, stampKey, stampCodes,
} = {}) {
  // spec-minimal: answers carry SPEC §3's fields only (server/contractShape.mjs), no realtime
  // token, and the realtime database lets a visitor's subscription through without a sign-in.
  const specMinimal = platform === 'spec-minimal' ? contractShaper(keepSpecFields) : null;
  const data = createDemoData(now(), trackedSession, demoExhibitors);
  /** Slow or malformed HTTP gets a 4xx from Node itself (408, 400, 431), never a crash. @param {http.Server} target */
  const harden = (target) => {
    target.headersTimeout = timeouts.headersMs;
    target.requestTimeout = timeouts.requestMs;
    target.on('clientError', (/** @type {NodeJS.ErrnoException} */ error, socket) => {
      // Like Node's own handler: answer unless a response has already started on this socket.
      if (!socket.writable || /** @type {any} */ (socket)._httpMessage?._headerSent) return socket.destroy();
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      const body = JSON.stringify({ error: { message: status === 408 ? 'Permintaan terlalu lama dikirim.' : status === 431 ? 'Header permintaan terlalu besar.' : 'Permintaan tidak valid.' } });
      socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
    });
  };
  const firebaseAuth = createFirebaseAuth({
    now, userExists: (uid) => /^\d+$/.test(uid) && api.users.has(Number(uid)), sessionSeconds: realtimeTokenSeconds, mintLimit: realtimeTokenLimit,
    // A realtime session lives no longer than the bearer token its credential was asked for with.
    bearerAlive: (bearer) => api.userForToken(bearer) !== null,
  });
  const realtimeDb = await startRealtime({
    port: realtimePort, listen, sendPlain, harden, enforceRules: enforceRealtimeRules && !specMinimal, idTokenSecret: firebaseAuth.idTokenSecret,
    checkEveryMs: Math.min(1000, timeouts.headersMs),
    sessionOf: (credential) => {
      const claims = firebaseAuth.liveIdToken(credential);
      return claims ? { uid: claims.user_id, endsAt: firebaseAuth.sessionEndsAt(claims) } : null;
    },
  });
  const boundRealtimePort = realtimeDb.port;
  const failuresByAddress = createFailureDelay({ ...signInDelay, now });
  const cspReports = createCspReportCollector({ now, log: quiet ? undefined : (line) => console.warn(line) });
  const failuresByCode = createRateLimiter({ limit: codeSignInLimit.attempts, windowMs: codeSignInLimit.windowMs, now });

  let origin = '';
  /** Writes a value to the realtime database; '/media/…' images become absolute URLs. @param {string} path @param {unknown} value */
  async function writeRealtime(path, value) {
    const absolute = JSON.parse(JSON.stringify(value, (_k, v) => (typeof v === 'string' && v.startsWith('/media/') ? origin + v : v)));
    // The server's internal database is offline, so set() applies locally (and reaches every
    // listening client) at once but its promise never settles: do not wait for it.
    realtimeDb.server.app.database().ref(path).set(absolute).catch(() => {});
  }

  const api = createApi(data, {
    now, writeRealtime, maxTokens, maxRegisteredUsers, floorplanBooths,
    // Registration limits and per-visitor bounds live with the handlers (api.mjs, registration.mjs).
    limits, registrationLimit, registrationChallenge, venueAddresses, offerChallenges: !specMinimal, stampKey, stampCodes,
    realtimeToken: issueRealtimeTokens && !specMinimal ? (user, bearer) => firebaseAuth.customToken(user.id, user.role ?? 'visitor', bearer) : undefined,
    // Logout ends the visitor's realtime access too (docs/security.md "Realtime credential").
    // Its open connections are told at once: an open listen does not outlive the logout.
    endRealtimeAccess: issueRealtimeTokens && !specMinimal
      ? (userId) => {
        writeRealtime(`revocations/${userId}`, firebaseAuth.revoke(userId));
        realtimeDb.endSessions(String(userId));
      }
      : undefined,
  });
  const mediaLabels = indexMediaLabels([data.exhibitors, data.products, data.merchandise, data.prizes, data.highlights, [{ banner_url: data.event.banner_url, name: data.event.name }]]);
  for (const session of data.sessions) mediaLabels.set(`/media/stream/${session.id}.svg`, session.title);

  const routes = listOperations().map((operation) => {
    const handler = api.handlers[operation.operationId];
    if (!handler) throw new Error(`No handler for ${operation.method} ${operation.route} (${operation.operationId})`);
    return { ...operation, handler, pattern: routePattern(operation.route) };
  });
  const misbehave = createMisbehave(misbehaveRules, routes);

  /** @type {LoggedRequest[]} */
  const requests = [];

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {URL} url */
  async function handleApi(req, res, url) {
    const bodyText = await readBodyText(req);
    pushBounded(requests, { method: req.method ?? '', path: url.pathname, query: url.search, headers: { ...req.headers }, body: bodyText }, requestLogLimit);
    // A page of another site may not use the API (no token is ambient, but it could still
    // guess codes from visitors' browsers or read public data as them).
    if (!originAllowed(req.headers.origin, req.headers.host, allowedOrigins)) throw new HttpError(403, 'Asal permintaan tidak diizinkan.');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, corsPreflightHeaders());
      return res.end();
    }
    const matching = routes.filter((r) => r.pattern.test(url.pathname));
    if (matching.length === 0) throw new HttpError(404, 'Alamat API tidak ditemukan.');
    const route = matching.find((r) => r.method === req.method);
    if (!route) throw new HttpError(405, 'Metode permintaan tidak didukung untuk alamat ini.');
    const params = /** @type {Record<string, string>} */ ({ ...route.pattern.exec(url.pathname)?.groups });
    for (const key of Object.keys(params)) {
      try {
        params[key] = decodeURIComponent(/** @type {string} */ (params[key]));
      } catch {
        throw new HttpError(400, 'Alamat tidak valid.');
      }
    }
    const address = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxies);
    const countsAsSignIn = SIGN_IN_OPERATIONS.has(route.operationId);
    // SPEC's platform has only SPEC's calls: ours (floor plan, paged exhibitors, revoke, admin…) are not there.
    if (specMinimal?.assumed(route.method, route.route)) throw new HttpError(404, 'Alamat API tidak ditemukan.');
    const { user, token } = authenticate(route, req.headers.authorization);
    const body = parseBody(bodyText, req.headers['content-type'], route.bodyType);
    const codeKey = CODE_SIGN_INS.has(route.operationId) ? attemptedCode(body) : null;
    /** @param {number} seconds @param {string} message */
    const tooMany = (seconds, message) => {
      res.setHeader('retry-after', String(seconds));
      return new HttpError(429, message);
    };
    if (countsAsSignIn) {
      // Only unknown codes are ever held back: a known code cannot be locked by anyone's tries.
      const waitCode = codeKey === null ? 0 : failuresByCode.retryAfter(codeKey);
      if (waitCode > 0) throw tooMany(waitCode, `Terlalu banyak percobaan dengan kode ini. Periksa kembali kode Anda dan coba lagi dalam ${Math.ceil(waitCode / 60)} menit.`);
      // Held before the code is looked at, valid or not: the delay tells a guesser nothing.
      const waitAddress = await failuresByAddress.wait(address);
      if (waitAddress > 0) throw tooMany(waitAddress, `Terlalu banyak percobaan masuk dari perangkat atau jaringan ini. Coba lagi dalam ${waitAddress} detik.`);
    }
    // One visitor asks for realtime credentials at most so often (server/firebaseAuth.mjs).
    if (route.operationId === 'realtimeToken' && user && !specMinimal) {
      const wait = firebaseAuth.mintAllowedIn(user.id);
      if (wait > 0) {
        res.setHeader('access-control-expose-headers', 'Retry-After');
        throw tooMany(wait, `Kredensial realtime terlalu sering diminta. Coba lagi dalam ${wait} detik.`);
      }
    }
    let result;
    try {
      // SPEC's platform has no Idempotency-Key (x-assumed): there, a resend is a new request.
      const sentKey = req.headers['idempotency-key'];
      const idempotencyKey = !specMinimal && typeof sentKey === 'string' ? sentKey : null;
      result = await route.handler({ params, query: url.searchParams, body, user, token, idempotencyKey, address });
    } catch (error) {
      // Only guesses count (an unknown code): a hall of visitors signing in, or a visitor
      // sending a known code with a bad form, never slows anyone down.
      if (CODE_SIGN_INS.has(route.operationId) && error instanceof HttpError && error.status === 404) {
        failuresByAddress.recordFailure(address);
        if (codeKey !== null) failuresByCode.record(codeKey);
      }
      throw error;
    }
    if (specMinimal) result = specMinimal.shape(route.method, route.route, result);
    const broken = misbehave.answerFor(route.method, route.route, { data: result });
    if (broken) return sendMalformed(req, res, broken);
    sendJson(req, res, 200, { data: result });
  }

  /**
   * none: the header is ignored. Routes that allow anonymous access treat a missing, empty or
   * stale token as anonymous; routes that require a token answer 401 for any of those.
   * @param {{ authMode: string, tokenRequired: boolean, operationId: string }} route @param {string | undefined} header
   */
  function authenticate(route, header) {
    if (route.authMode === 'none') return { user: null, token: null };
    const match = /^Bearer (\S+)$/.exec(header ?? '');
    const token = match ? /** @type {string} */ (match[1]) : null;
    if (STAFF_OPERATIONS.has(route.operationId)) return { user: null, token };
    const user = token ? api.userForToken(token) : null;
    if (route.tokenRequired && !user) {
      throw new HttpError(401, header ? 'Sesi Anda tidak valid atau telah berakhir. Silakan masuk kembali.' : 'Silakan masuk terlebih dahulu.');
    }
    return { user, token: user ? token : null };
  }

  /**
   * Firebase Auth's REST calls, as the Auth emulator answers them (server/firebaseAuth.mjs):
   * JSON or form bodies, CORS for the app's allowed origins, whatever headers the SDK sends.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {URL} url
   */
  async function handleFirebaseAuth(req, res, url) {
    if (!originAllowed(req.headers.origin, req.headers.host, allowedOrigins)) throw new HttpError(403, 'Asal permintaan tidak diizinkan.');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...corsPreflightHeaders(), 'access-control-allow-headers': String(req.headers['access-control-request-headers'] ?? 'Content-Type').slice(0, 500) });
      return res.end();
    }
    if (req.method !== 'POST') throw new HttpError(405, 'Metode permintaan tidak didukung untuk alamat ini.');
    const text = await readBodyText(req);
    /** @type {unknown} */
    let body = {};
    if (/json/i.test(req.headers['content-type'] ?? '')) {
      try {
        body = JSON.parse(text);
      } catch {
        throw new HttpError(400, 'Permintaan tidak valid.');
      }
    } else {
      body = Object.fromEntries(new URLSearchParams(text));
    }
    const answer = firebaseAuth.handle(url.pathname, body);
    if (!answer) throw new HttpError(404, 'Alamat tidak ditemukan.');
    sendJson(req, res, answer.status, answer.body);
  }

  /**
   * A browser's report of a load the app's policy refused (scripts/csp.mjs report-to and
   * report-uri): logged and kept, bounded in size and number (server/csp.mjs).
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   */
  async function receiveCspReport(req, res) {
    if (req.method !== 'POST') throw new HttpError(405, 'Metode permintaan tidak didukung untuk alamat ini.');
    const status = cspReports.receive(await readBodyText(req, cspReports.limits.maxBodyBytes));
    if (status !== 204) throw new HttpError(status, 'Laporan CSP tidak dikenali.');
    res.writeHead(204, { 'cache-control': 'no-store' });
    res.end();
  }

  /** Host headers this platform answers to (filled in once the port is known). @type {Set<string>} */
  const knownHosts = new Set(publicHosts.map((host) => host.toLowerCase()));
  const server = http.createServer({ connectionsCheckingInterval: Math.min(1000, timeouts.headersMs) }, (req, res) => {
    /** @type {URL} */
    let url;
    try {
      // Origin-form only: "GET http://[/ HTTP/1.1" and other absolute or broken targets are 400.
      if (!(req.url ?? '').startsWith('/')) throw new TypeError('not origin-form');
      url = new URL(req.url ?? '/', 'http://platform.local');
    } catch {
      req.resume();
      return sendError(req, res, 400, 'Alamat permintaan tidak valid.');
    }
    // The Host header decides the app's own origin (CORS) and the absolute /media/ URLs in
    // answers: one the platform does not know (DNS rebinding, a forged header) gets nothing.
    if (!knownHosts.has(String(req.headers.host ?? '').toLowerCase())) {
      req.resume();
      return sendError(req, res, 421, 'Alamat server tidak dikenal.');
    }
    const origin = req.headers.origin;
    if (origin !== undefined && originAllowed(origin, req.headers.host, allowedOrigins)) {
      res.setHeader('access-control-allow-origin', origin);
    }
    res.setHeader('vary', 'Origin');
    const work = url.pathname.startsWith('/api/') || url.pathname === '/api'
      ? handleApi(req, res, url)
      : FIREBASE_AUTH_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))
        ? handleFirebaseAuth(req, res, url)
        : url.pathname === CSP_REPORT_PATH
          ? receiveCspReport(req, res)
        : url.pathname.startsWith('/media/')
          ? Promise.resolve(serveMedia(req, res, url.pathname))
          : distDir
            ? serveStatic(req, res, distDir, url.pathname)
            : Promise.resolve(sendText(req, res, 404, 'Halaman tidak ditemukan.'));
    work.catch((error) => {
      if (!(error instanceof HttpError) && !quiet) console.error('[platform]', error);
      if (res.headersSent) return res.destroy();
      // Drain whatever is left of the body, so the client gets the answer instead of a reset.
      req.resume();
      const status = error instanceof HttpError ? error.status : 500;
      sendError(req, res, status, error instanceof HttpError ? error.message : 'Terjadi kesalahan pada server. Silakan coba lagi.', error instanceof HttpError ? error : {});
    });
  });
  harden(server);
  const boundPort = await listen(server, port);
  origin = `http://127.0.0.1:${boundPort}`;
  knownHosts.add(`127.0.0.1:${boundPort}`).add(`localhost:${boundPort}`);

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} pathname */
  function serveMedia(req, res, pathname) {
    const qrId = /^\/media\/qr\/([A-Za-z0-9_-]{22})\.svg$/.exec(pathname)?.[1];
    const qrCode = qrId === undefined ? undefined : api.codeForQr(qrId);
    const svg = pathname.startsWith('/media/qr/') ? (qrCode === undefined ? null : qrSvg(qrCode)) : mediaSvg(pathname, mediaLabels);
    if (!svg) return sendText(req, res, 404, 'Gambar tidak ditemukan.');
    // A QR image is a credential in picture form: kept in no cache.
    send(req, res, 200, { 'content-type': 'image/svg+xml', 'cache-control': pathname.startsWith('/media/qr/') ? 'private, no-store' : 'public, max-age=3600' }, svg);
  }

  if (!quiet) {
    console.log(`[platform] aplikasi & API: ${origin}`);
    console.log(`[platform] realtime database: ws://127.0.0.1:${boundRealtimePort} (ns=${REALTIME_NAMESPACE})`);
    console.log(`[platform] kode undangan demo: ${api.invitationCodes.join(', ')}`);
    console.log(`[platform] kode panitia (membuka /admin-gift): ${api.organiserCodes.join(', ')}`);
    console.log(`[platform] kode petugas stan (membuka /exhibitor): ${data.staffCodes.map((staff) => staff.code).join(', ')}`);
    if (specMinimal) console.log('[platform] mode spec-minimal: jawaban hanya berisi field yang disebut SPEC §3 (PAMERAN_PLATFORM=spec-minimal)');
    for (const rule of misbehave.rules) console.log(`[platform] SENGAJA RUSAK (PAMERAN_MISBEHAVE): ${rule.method} ${rule.route} → ${rule.kind}`);
  }

  return {
    url: origin,
    realtimeHost: '127.0.0.1',
    realtimePort: boundRealtimePort,
    /** The app's databaseURL for this platform. */
    databaseURL: `http://127.0.0.1:${boundRealtimePort}?ns=${REALTIME_NAMESPACE}`,
    /** Every /api request received, in order: method, path, query, headers, raw body. */
    requests,
    resetRequests: () => void requests.splice(0),
    invitationCodes: api.invitationCodes,
    organiserCodes: api.organiserCodes,
    tokenCount: api.tokenCount,
    tableSizes: api.tableSizes,
    /** Writes a prize list to the realtime path brochure/{userId} (what the admin call does; its prizes become claimable). */
    pushPrizes: (/** @type {number} */ userId, /** @type {unknown} */ list) => {
      api.recordOffer(userId, list);
      return writeRealtime(`brochure/${userId}`, list);
    },
    /** Replaces the misbehave switch's rules ('' = behave). @param {string} rules */
    misbehave: (rules) => misbehave.set(rules),
    /** Reads a realtime value (tests). @param {string} path */
    readRealtime: async (path) => (await realtimeDb.server.app.database().ref(path).once('value')).val(),
    /**
     * The organisers reschedule a session: it starts at `startsAt` (epoch ms) and keeps its
     * length; every answer from then on says so (tests: a reload shows the new time).
     * @param {number} sessionId @param {number} startsAt
     */
    moveSession: (sessionId, startsAt) => {
      const session = data.sessions.find((s) => s.id === sessionId);
      if (!session) throw new Error(`No session ${sessionId} to move.`);
      session.endsAt = startsAt + (session.endsAt - session.startsAt);
      session.startsAt = startsAt;
    },
    /** Restarts the realtime database in place (same port and data), after `downMs` down: every client loses its connection. */
    restartRealtime: (/** @type {number | undefined} */ downMs) => realtimeDb.restart(downMs),
    /** The CSP reports received (kept, oldest first) and those counted past the minute's limit. */
    cspReports: () => cspReports.snapshot(),
    /** Open client connections to the realtime database (tests: a signed-out visitor holds none). */
    realtimeClients: () => realtimeDb.server.wss.clients.size,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await realtimeDb.close();
    },
  };
}

/** @typedef {Awaited<ReturnType<typeof startPlatform>>} Platform */

/** The invitation code a login form carries, as the platform compares it (upper case), or null. @param {unknown} body */
function attemptedCode(body) {
  const code = typeof body === 'object' && body !== null ? /** @type {Record<string, unknown>} */ (body).code : undefined;
  return typeof code === 'string' && code.trim() !== '' ? code.trim().toUpperCase().slice(0, 64) : null;
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {string} text */
function sendPlain(res, status, text) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

/** The allowed origin itself is already set on the response (never '*'). */
function corsPreflightHeaders() {
  return {
    'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
    'access-control-allow-headers': 'Authorization, Content-Type, Accept, Idempotency-Key',
    'access-control-max-age': '600',
  };
}
