// @ts-check
// The local realtime database: firebase-server (Firebase's wire protocol over WebSocket) on its
// own HTTP server, hardened so no client can knock it over: frames it cannot handle close that
// one connection instead of throwing out of the process, frames are bounded, and slow or
// malformed HTTP gets a 4xx. With `enforceRules` it applies database.rules.json (via targaryen,
// which firebase-server uses), and clients authenticate with the Firebase ID token the app gets
// for the platform's custom token (server/firebaseAuth.mjs): firebase-server checks its HS256
// signature with `idTokenSecret`, so an unsigned or forged token is refused.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
/** @type {any} */
const FirebaseServer = require('firebase-server');

export const RULES_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'database.rules.json');

/** The rules in the repo root (what production deploys). @returns {{ rules: Record<string, unknown> }} */
export function loadDatabaseRules() {
  return JSON.parse(readFileSync(RULES_PATH, 'utf8'));
}

/** Without rule enforcement (SPEC's platform, whose clients never sign in): any client may read, none may write. */
export const OPEN_READS_ONLY = { rules: { '.read': true, '.write': false } };

/** Largest frame a client may send: the app only sends listens and auth, a few hundred bytes. */
export const MAX_FRAME_BYTES = 16 * 1024;

/** Whether a firebase-server path is one it can handle (it throws on '.', '#', '$', '[', ']'). @param {unknown} p */
const validPath = (p) => p === undefined || (typeof p === 'string' && p.length <= 768 && !/[.#$[\]]/.test(p));

/**
 * A parsed client frame firebase-server can process without throwing: a data frame needs an
 * action, a body object and a valid path; control frames it ignores.
 * @param {any} frame
 */
function frameIsSafe(frame) {
  if (typeof frame !== 'object' || frame === null) return false;
  if (frame.t !== 'd') return true;
  const d = frame.d;
  return typeof d === 'object' && d !== null && typeof d.a === 'string' && typeof d.b === 'object' && d.b !== null && validPath(d.b.p);
}

/**
 * @param {{ port: number, listen: (server: http.Server, port: number) => Promise<number>,
 *   sendPlain: (res: http.ServerResponse, status: number, text: string) => void,
 *   harden: (server: http.Server) => void, enforceRules?: boolean, idTokenSecret?: string, checkEveryMs?: number }} options
 */
export async function startRealtime({ port, listen, sendPlain, harden, enforceRules = true, idTokenSecret, checkEveryMs = 1000 }) {
  // Node looks for requests past their header or request timeout every checkEveryMs (default
  // 30 s): without a short interval a slow client holds a socket ~40 s instead of ~10.
  const httpServer = http.createServer({ connectionsCheckingInterval: checkEveryMs }, (_req, res) => sendPlain(res, 404, 'Realtime database: gunakan WebSocket.'));
  harden(httpServer);
  const boundPort = await listen(httpServer, port);
  // The handshake announces this host; the Firebase client keeps talking to the same address.
  const server = new FirebaseServer({ server: httpServer }, `127.0.0.1:${boundPort}`, {});
  // Without enforcement reads stay open (the app connects without signing in when the login
  // answer carries no firebase_token), but no client writes anywhere; the platform's own writes
  // bypass the rules. Without a secret firebase-server would take any token's word for its uid.
  server.setRules(enforceRules ? loadDatabaseRules() : OPEN_READS_ONLY);
  if (idTokenSecret) server.setAuthSecret(idTokenSecret);
  server.wss.options.maxPayload = MAX_FRAME_BYTES;

  // firebase-server handles each message synchronously and throws on frames it does not
  // expect; guard every connection's message listener so a bad frame closes that connection.
  server.wss.removeAllListeners('connection');
  server.wss.on('connection', (/** @type {any} */ ws) => {
    ws.on('error', () => ws.terminate());
    const on = ws.on.bind(ws);
    ws.on = (/** @type {string} */ event, /** @type {(...args: any[]) => void} */ listener) => {
      if (event !== 'message') return on(event, listener);
      return on('message', (/** @type {Buffer} */ data, /** @type {boolean} */ isBinary) => {
        const text = String(data);
        if (text !== '0' && !/^\d+$/.test(text)) {
          // firebase-server keeps text that is not JSON, waiting for the rest of the frame.
          const pending = `${ws.frameBuffer ?? ''}${text}`;
          let parsed;
          try {
            parsed = JSON.parse(pending);
          } catch {
            if (pending.length > MAX_FRAME_BYTES) return ws.terminate();
            ws.frameBuffer = pending;
            return undefined;
          }
          ws.frameBuffer = '';
          if (!frameIsSafe(parsed)) return ws.terminate();
          return guarded(listener, ws, Buffer.from(JSON.stringify(parsed)), isBinary);
        }
        return guarded(listener, ws, data, isBinary);
      });
    };
    server.handleConnection(ws);
  });

  return {
    server,
    port: boundPort,
    httpServer,
    async close() {
      await server.close();
      httpServer.closeAllConnections();
      await new Promise((resolve) => httpServer.close(resolve));
    },
  };
}

/** @param {(...args: any[]) => void} listener @param {any} ws @param {Buffer} data @param {boolean} isBinary */
function guarded(listener, ws, data, isBinary) {
  try {
    listener(data, isBinary);
  } catch {
    ws.terminate();
  }
}
