// @ts-check
// Small HTTP plumbing for the platform: an error type carrying an Indonesian message, body
// reading with a size limit, one `send` that compresses text, JSON envelopes, and static files.
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { htmlSecurityHeaders } from './csp.mjs';

/**
 * Thrown by handlers; becomes `{ error: { message, ...details } }` with `status` and `headers`
 * (a 429's Retry-After, a registration's challenge).
 */
export class HttpError extends Error {
  /** @param {number} status @param {string} message @param {{ headers?: Record<string, string>, details?: Record<string, unknown> }} [extra] */
  constructor(status, message, { headers = {}, details = {} } = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
    this.details = details;
  }
}

export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Reads the whole body as text; a body over the limit is a 413 as soon as it passes the limit
 * (an endless chunked body is not read on), never a crash. sendError closes that connection.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} [limit] bytes (a call that takes less, e.g. a CSP report, says so)
 * @returns {Promise<string>}
 */
export function readBodyText(req, limit = BODY_LIMIT_BYTES) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off('data', onData);
      req.pause();
      reject(new HttpError(413, 'Data yang dikirim terlalu besar.'));
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => reject(new HttpError(400, 'Permintaan terputus sebelum selesai dikirim.')));
  });
}

/**
 * Parses a body by its declared media type. Malformed input is a 400 with a clear message.
 * @param {string} text
 * @param {string | undefined} contentType
 * @param {string | null} expected media type the contract declares for this call
 * @returns {unknown}
 */
export function parseBody(text, contentType, expected) {
  if (!expected) return undefined;
  const actual = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (actual !== expected) {
    throw new HttpError(415, `Format data harus ${expected}.`);
  }
  if (expected === 'application/x-www-form-urlencoded') {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (text.trim() === '') throw new HttpError(400, 'Data permintaan kosong.');
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Format data tidak valid (JSON rusak).');
  }
}

const TEXT_TYPES = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;
const COMPRESS_MIN_BYTES = 1024;

/**
 * Whether the client's Accept-Encoding names `coding` with a weight above zero
 * (`br;q=0` says "anything but brotli").
 * @param {import('node:http').IncomingMessage} req @param {'br' | 'gzip'} coding
 */
function accepts(req, coding) {
  return String(req.headers['accept-encoding'] ?? '').split(',').some((entry) => {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (name !== coding) return false;
    const weight = params.find((param) => param.startsWith('q='));
    return weight === undefined || Number(weight.slice(2)) > 0;
  });
}

/** @param {import('node:http').IncomingMessage} req */
const acceptsBrotli = (req) => accepts(req, 'br');

/**
 * Sends a body, brotli/gzip-compressed when it is text, large enough and the client accepts it.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {Record<string, string>} headers must include content-type
 * @param {Buffer | string} body
 * @param {Buffer | null} [brotli] the body already brotli-compressed (the build's `.br` copy)
 */
export function send(req, res, status, headers, body, brotli = null) {
  let payload = typeof body === 'string' ? Buffer.from(body) : body;
  // nosniff: a body is only ever what its content-type says (docs/csp.md lists the same for hosts).
  /** @type {Record<string, string | number>} */
  const out = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', ...headers };
  if (TEXT_TYPES.test(headers['content-type'] ?? '') && payload.length >= COMPRESS_MIN_BYTES) {
    out.vary = 'Accept-Encoding';
    if (acceptsBrotli(req)) {
      payload = brotli ?? brotliCompressSync(payload, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
      out['content-encoding'] = 'br';
    } else if (accepts(req, 'gzip')) {
      payload = gzipSync(payload);
      out['content-encoding'] = 'gzip';
    }
  }
  out['content-length'] = payload.length;
  res.writeHead(status, out);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/**
 * JSON response. Strings starting with '/media/' become absolute URLs on the origin the client
 * used, so images work for a native shell or an app served from another origin too.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} value
 */
export function sendJson(req, res, status, value) {
  const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
  const text = JSON.stringify(value, (_key, v) => (typeof v === 'string' && v.startsWith('/media/') ? origin + v : v));
  send(req, res, status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }, text);
}

/**
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {number} status @param {string} message
 * @param {{ headers?: Record<string, string>, details?: Record<string, unknown> }} [extra] an HttpError's headers and details
 */
export function sendError(req, res, status, message, { headers = {}, details = {} } = {}) {
  // The rest of a too large body is never read: the connection ends with the answer.
  if (status === 413) res.setHeader('connection', 'close');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  sendJson(req, res, status, { error: { ...details, message } });
}

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves dist/: files by extension; /assets/* (hashed) cached for a year, everything else
 * revalidated; a path without an extension that is not a file gets index.html (SPA routes).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} distDir
 * @param {string} pathname
 */
export async function serveStatic(req, res, distDir, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return sendText(req, res, 400, 'Alamat tidak valid.');
  }
  if (isBuildRecord(decoded)) return sendText(req, res, 404, 'Berkas tidak ditemukan.');
  const file = path.resolve(distDir, '.' + path.posix.normalize(decoded));
  if (!file.startsWith(path.resolve(distDir))) return sendText(req, res, 404, 'Halaman tidak ditemukan.');
  const found = await stat(file).then((s) => s.isFile(), () => false);
  if (found) {
    const ext = /** @type {keyof typeof CONTENT_TYPES} */ (path.extname(file).toLowerCase());
    const immutable = decoded.startsWith('/assets/');
    return send(req, res, 200, {
      'content-type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(ext === '.html' ? await htmlSecurityHeaders(distDir) : {}),
    }, await readFile(file), await precompressed(req, file));
  }
  if (path.extname(decoded)) return sendText(req, res, 404, 'Berkas tidak ditemukan.');
  const index = path.join(distDir, 'index.html');
  const html = await readFile(index).catch(() => null);
  if (!html) return sendText(req, res, 404, 'Aplikasi belum dibangun. Jalankan `npm run build`.');
  send(req, res, 200, { 'content-type': CONTENT_TYPES['.html'], 'cache-control': 'no-cache', ...(await htmlSecurityHeaders(distDir)) }, html, await precompressed(req, index));
}

/**
 * The build's brotli copy of `file` (build.mjs precompress) for a browser that accepts brotli,
 * unless it is missing or older than the file (a watch build rewrote it since).
 * @param {import('node:http').IncomingMessage} req
 * @param {string} file
 */
async function precompressed(req, file) {
  if (!acceptsBrotli(req)) return null;
  const [source, copy] = await Promise.all([stat(file), stat(`${file}.br`).catch(() => null)]);
  if (!copy || copy.mtimeMs < source.mtimeMs) return null;
  return readFile(`${file}.br`);
}

/**
 * Files the build leaves in dist/ for tools, not for browsers: the bundle's metafile (every
 * source path), source maps, the CSP record and the host header file, and the brotli copies
 * (sent only as the encoding of their file). Never served as themselves.
 * @param {string} decodedPath
 */
export function isBuildRecord(decodedPath) {
  const name = path.posix.basename(path.posix.normalize(decodedPath)).toLowerCase();
  return name === 'meta.json' || name === 'csp.json' || name === '_headers' || name.endsWith('.map') || name.endsWith('.br');
}

/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {number} status @param {string} text */
export function sendText(req, res, status, text) {
  send(req, res, status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }, text);
}
