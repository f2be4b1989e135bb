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

/** What Firebase's database answers for a credential whose session has ended, and sends when one ends. */
const EXPIRED = { s: 'expired_token', d: 'Auth token is expired.' };

/**
 * @typedef {{ port: number, listen: (server: http.Server, port: number) => Promise<number>,
 *   sendPlain: (res: http.ServerResponse, status: number, text: string) => void,
 *   harden: (server: http.Server) => void, enforceRules?: boolean, idTokenSecret?: string, checkEveryMs?: number,
 *   sessionOf?: (credential: unknown) => { uid: string, endsAt: number } | null }} RealtimeOptions
 * `sessionOf`: whose Firebase session is behind a client's credential and when it ends (ms;
 * Infinity: never by itself), or null when it has ended or was revoked. Without it every signed credential is taken.
 */

/**
 * The local realtime database, restartable in place (same port, same data) so tests can drop
 * every client's connection the way a database restart does.
 * @param {RealtimeOptions} options
 */
export async function startRealtime(options) {
  let running = await startRealtimeOnce(options);
  return {
    get server() {
      return running.server;
    },
    port: running.port,
    close: () => running.close(),
    /**
     * Closes every connection and the server, then starts again on the same port with the same
     * data, after `downMs` (an outage: clients cannot connect meanwhile).
     * @param {number} [downMs]
     */
    async restart(downMs = 0) {
      const data = (await running.server.app.database().ref().once('value')).val();
      await running.close();
      if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs));
      running = await startRealtimeOnce({ ...options, port: running.port });
      if (data !== null) running.server.app.database().ref().set(data).catch(() => {});
    },
    /**
     * A visitor's Firebase sessions were revoked (logout): every open connection signed in as
     * them is told its credential ended, as Firebase tells it when one expires. The client then
     * asks Auth for a new ID token, which the revocation refuses, and its listens are refused.
     * @param {string} uid
     */
    endSessions: (uid) => running.endSessions(uid),
  };
}

/** @param {RealtimeOptions} options */
async function startRealtimeOnce({ port, listen, sendPlain, harden, enforceRules = true, idTokenSecret, checkEveryMs = 1000, sessionOf }) {
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
  /** @type {Map<any, { uid: string, end: () => void }>} each connection signed in, with whose session and how to end it */
  const signedIn = new Map();
  server.wss.on('connection', (/** @type {any} */ ws) => {
    ws.on('error', () => ws.terminate());
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let sessionEnd;
    ws.on('close', () => {
      clearTimeout(sessionEnd);
      signedIn.delete(ws);
    });
    const sendFrame = (/** @type {unknown} */ frame) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
    };
    const endSession = () => {
      clearTimeout(sessionEnd);
      signedIn.delete(ws);
      sendFrame({ t: 'd', d: { a: 'ac', b: EXPIRED } });
    };
    /**
     * A client's credential (`auth`): refused like Firebase refuses an expired one when its
     * session has ended; otherwise taken, and revoked on this connection when the session ends
     * (the client then reconnects with a refreshed credential, as against Firebase).
     * Returns whether firebase-server should see the frame.
     */
    const admitCredential = (/** @type {any} */ frame) => {
      if (!sessionOf || frame.t !== 'd' || (frame.d.a !== 'auth' && frame.d.a !== 'gauth')) return true;
      clearTimeout(sessionEnd);
      signedIn.delete(ws);
      const session = sessionOf(frame.d.b.cred);
      if (session === null) {
        sendFrame({ t: 'd', d: { r: frame.d.r, b: EXPIRED } });
        return false;
      }
      signedIn.set(ws, { uid: session.uid, end: endSession });
      if (Number.isFinite(session.endsAt)) sessionEnd = setTimeout(endSession, Math.max(0, session.endsAt - Date.now()));
      return true;
    };
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
          if (!admitCredential(parsed)) return undefined;
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
    /** @param {string} uid */
    endSessions(uid) {
      for (const { uid: holder, end } of [...signedIn.values()]) if (holder === uid) end();
    },
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
