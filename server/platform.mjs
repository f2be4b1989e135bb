// @ts-check
// The local event platform: the whole contract of sdk/openapi.yaml under /api, demo images
// under /media, the built app from dist/, and a realtime database (firebase-server).
// Routing and authentication come from the contract itself (x-auth-mode, security), so a call
// added to openapi.yaml without a handler stops the platform from starting.
import http from 'node:http';
import { createRequire } from 'node:module';
import { listOperations } from '../sdk/scripts/contract.mjs';
import { createDemoData } from './data.mjs';
import { createApi } from './api.mjs';
import { HttpError, parseBody, readBodyText, send, sendError, sendJson, sendText, serveStatic } from './http.mjs';
import { indexMediaLabels, mediaSvg } from './media.mjs';

const require = createRequire(import.meta.url);
/** @type {any} */
const FirebaseServer = require('firebase-server');

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

/**
 * Starts the platform. Ports 0 pick free ports (tests); main.mjs passes 8080/9000.
 * @param {{ port?: number, realtimePort?: number, distDir?: string, quiet?: boolean, now?: () => number, trackedSession?: { delayMs?: number, lengthMs?: number } }} [options]
 */
export async function startPlatform({ port = 0, realtimePort = 0, distDir, quiet = true, now = Date.now, trackedSession } = {}) {
  const data = createDemoData(now(), trackedSession);
  const realtimeHttp = http.createServer((_req, res) => sendPlain(res, 404, 'Realtime database: gunakan WebSocket.'));
  const boundRealtimePort = await listen(realtimeHttp, realtimePort);
  // The handshake announces this host; the Firebase client keeps talking to the same address.
  const realtime = new FirebaseServer({ server: realtimeHttp }, `127.0.0.1:${boundRealtimePort}`, {});
  realtime.setRules?.({ rules: { '.read': true, '.write': true } });

  let origin = '';
  /** Writes a value to the realtime database; '/media/…' images become absolute URLs. @param {string} path @param {unknown} value */
  async function writeRealtime(path, value) {
    const absolute = JSON.parse(JSON.stringify(value, (_k, v) => (typeof v === 'string' && v.startsWith('/media/') ? origin + v : v)));
    // The server's internal database is offline, so set() applies locally (and reaches every
    // listening client) at once but its promise never settles: do not wait for it.
    realtime.app.database().ref(path).set(absolute).catch(() => {});
  }

  const api = createApi(data, { now, writeRealtime });
  const mediaLabels = indexMediaLabels([data.exhibitors, data.products, data.merchandise, data.prizes, data.highlights, [{ banner_url: data.event.banner_url, name: data.event.name }]]);
  for (const session of data.sessions) mediaLabels.set(`/media/stream/${session.id}.svg`, session.title);

  const routes = listOperations().map((operation) => {
    const handler = api.handlers[operation.operationId];
    if (!handler) throw new Error(`No handler for ${operation.method} ${operation.route} (${operation.operationId})`);
    return { ...operation, handler, pattern: routePattern(operation.route) };
  });

  /** @type {LoggedRequest[]} */
  const requests = [];

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {URL} url */
  async function handleApi(req, res, url) {
    const bodyText = await readBodyText(req);
    requests.push({ method: req.method ?? '', path: url.pathname, query: url.search, headers: { ...req.headers }, body: bodyText });
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
    const user = authenticate(route, req.headers.authorization);
    const body = parseBody(bodyText, req.headers['content-type'], route.bodyType);
    const result = await route.handler({ params, query: url.searchParams, body, user });
    sendJson(req, res, 200, { data: result });
  }

  /**
   * none: the header is ignored. Routes that allow anonymous access treat a missing, empty or
   * stale token as anonymous; routes that require a token answer 401 for any of those.
   * @param {{ authMode: string, tokenRequired: boolean }} route @param {string | undefined} header
   */
  function authenticate(route, header) {
    if (route.authMode === 'none') return null;
    const match = /^Bearer (\S+)$/.exec(header ?? '');
    const user = match ? api.userForToken(/** @type {string} */ (match[1])) : null;
    if (route.tokenRequired && !user) {
      throw new HttpError(401, header ? 'Sesi Anda tidak valid atau telah berakhir. Silakan masuk kembali.' : 'Silakan masuk terlebih dahulu.');
    }
    return user;
  }

  const server = http.createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    const url = new URL(req.url ?? '/', 'http://platform.local');
    const work = url.pathname.startsWith('/api/') || url.pathname === '/api'
      ? handleApi(req, res, url)
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
      sendError(req, res, status, error instanceof HttpError ? error.message : 'Terjadi kesalahan pada server. Silakan coba lagi.');
    });
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  const boundPort = await listen(server, port);
  origin = `http://127.0.0.1:${boundPort}`;

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} pathname */
  function serveMedia(req, res, pathname) {
    const svg = mediaSvg(pathname, mediaLabels);
    if (!svg) return sendText(req, res, 404, 'Gambar tidak ditemukan.');
    send(req, res, 200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' }, svg);
  }

  if (!quiet) {
    console.log(`[platform] aplikasi & API: ${origin}`);
    console.log(`[platform] realtime database: ws://127.0.0.1:${boundRealtimePort} (ns=${REALTIME_NAMESPACE})`);
    console.log(`[platform] kode undangan demo: ${api.invitationCodes.join(', ')}`);
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
    /** Writes a prize list to the realtime path brochure/{userId} (what the admin helper does). */
    pushPrizes: (/** @type {number} */ userId, /** @type {unknown} */ list) => writeRealtime(`brochure/${userId}`, list),
    /** Reads a realtime value (tests). @param {string} path */
    readRealtime: async (path) => (await realtime.app.database().ref(path).once('value')).val(),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await realtime.close();
      realtimeHttp.closeAllConnections();
      await new Promise((resolve) => realtimeHttp.close(resolve));
    },
  };
}

/** @typedef {Awaited<ReturnType<typeof startPlatform>>} Platform */

/** @param {import('node:http').ServerResponse} res @param {number} status @param {string} text */
function sendPlain(res, status, text) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

function corsPreflightHeaders() {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
    'access-control-allow-headers': 'Authorization, Content-Type, Accept',
    'access-control-max-age': '600',
  };
}
