// @ts-check
// The app's Content-Security-Policy, computed at build time (build.mjs calls writeCsp last, after
// every post-build step has touched dist/index.html) from:
//   - the final dist/index.html: a sha256 hash for each inline <script> left in it, so
//     `script-src` stays 'self' plus exactly those scripts, whatever a later change inlines;
//   - the build configuration (build.mjs readConfig): API_URL, FIREBASE_CONFIG.databaseURL and
//     FIREBASE_DATABASE_EMULATOR give `connect-src` (and the API origin's images and frames);
//   - STREAM_ORIGINS (space- or comma-separated origins): where live-stream players may come
//     from (`frame-src`); the default covers the demo data's streams;
//   - CSP_REPORT_URL: where browsers report a refused load (parseCspReportUrl).
// It writes csp.json ({ policy, headers }: the policy and its Reporting-Endpoints) into the build's records beside dist/ (dist-records/,
// never published) for the local platform (server/csp.mjs), and dist/_headers in the Netlify /
// Cloudflare Pages format. docs/csp.md shows how to send it from other hosts.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Stream players of the demo data (server/data.mjs external_url). */
export const DEFAULT_STREAM_ORIGINS = ['https://siaran.contoh.id'];

/**
 * Firebase Auth's endpoints: the app exchanges the platform's custom token for an ID token
 * (identitytoolkit) and refreshes it (securetoken). Locally the platform answers both itself.
 */
export const FIREBASE_AUTH_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

/**
 * Where the build keeps its records for tools (metafile, csp.json, source maps): beside the
 * published directory, never in it (`dist` → `dist-records`).
 * @param {string} outdir
 */
export const recordsDirOf = (outdir) => `${outdir.replace(/[\\/]+$/, '')}-records`;

/** Headers every host should send with the app besides the policy (docs/csp.md). */
export const HOST_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=31536000',
};

/**
 * The origin of an http(s) URL, or null (empty, relative or another scheme).
 * @param {string | undefined | null} value
 */
export function originOf(value) {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * STREAM_ORIGINS → a list of origins. Anything that is not an http(s) origin is an error, so a
 * typo never widens (or silently empties) the policy.
 * @param {string | undefined} value
 */
export function parseStreamOrigins(value) {
  if (value === undefined || value.trim() === '') return DEFAULT_STREAM_ORIGINS;
  return value.split(/[\s,]+/).filter(Boolean).map((entry) => {
    const origin = originOf(entry);
    if (!origin || origin !== entry.replace(/\/$/, '')) throw new Error(`STREAM_ORIGINS: "${entry}" is not an http(s) origin (e.g. https://player.example)`);
    return origin;
  });
}

/**
 * The Firebase domains whose databases the client may be moved to a shard host of
 * (docs/csp.md "The realtime database's shard hosts"): a database named `x.firebaseio.com`
 * (us-central1) or `x.<region>.firebasedatabase.app` (every other location).
 */
const SHARDED_DATABASE_HOST = /^[a-z0-9-]+\.(firebaseio\.com|[a-z0-9-]+\.firebasedatabase\.app)$/;

/**
 * The origins of the realtime database the app actually talks to, for connect-src: the local
 * emulator (http and ws) when one is configured — the app then never contacts databaseURL's
 * host — else the database's https and wss forms, and, for a database of Firebase's own domains,
 * the shard hosts its server may hand the client (`s-….firebaseio.com`,
 * `s-….<region>.firebasedatabase.app`) for reconnects and long polling: CSP can only say
 * `*.` + the database's parent domain, so that region's (or firebaseio.com's) other databases
 * are admitted too, never another region's nor another domain.
 * @param {{ firebaseConfig: { databaseURL?: string }, firebaseDatabaseEmulator?: string }} config
 */
export function realtimeOrigins(config) {
  const emulator = (config.firebaseDatabaseEmulator ?? '').trim();
  if (/^[^\s/:]+:\d+$/.test(emulator)) return [`http://${emulator}`, `ws://${emulator}`];
  const database = originOf(config.firebaseConfig?.databaseURL);
  if (!database) return [];
  const url = new URL(database);
  const socket = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const shards = url.protocol === 'https:' && url.port === '' ? SHARDED_DATABASE_HOST.exec(url.hostname)?.[1] : undefined;
  return [database, `${socket}//${url.host}`, ...(shards ? [`https://*.${shards}`, `wss://*.${shards}`] : [])];
}

/** Where browsers send reports of a refused load when CSP_REPORT_URL is not set: the local platform's collector (server/csp.mjs). */
export const DEFAULT_CSP_REPORT_PATH = '/csp-report';
/** The Reporting API's name for that endpoint (`report-to` and the `Reporting-Endpoints` header). */
export const CSP_REPORT_GROUP = 'csp';

/**
 * CSP_REPORT_URL → where violation reports go: unset or empty, DEFAULT_CSP_REPORT_PATH on the
 * app's own origin; `none`, nowhere; else an absolute https URL (http only for a loopback host)
 * or a path of the app's origin. Anything else fails the build: the value lands in a header,
 * where a space, comma, semicolon or quote would change the policy.
 * @param {string | undefined} value
 * @returns {string | null}
 */
export function parseCspReportUrl(value) {
  const text = (value ?? '').trim();
  if (text === '') return DEFAULT_CSP_REPORT_PATH;
  if (text === 'none') return null;
  const problem = `CSP_REPORT_URL: "${text}" is not an https URL, a path starting with / or none`;
  if (/[\s,;"'\\]/.test(text)) throw new Error(problem);
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new Error(problem);
  }
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
  if (!(url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) || url.username || url.password) throw new Error(problem);
  return url.href;
}

/**
 * sha256 sources for every inline <script> of an HTML page (scripts with `src` need none).
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  /** @type {string[]} */
  const hashes = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/**
 * @typedef {{ apiUrl: string, firebaseConfig: { databaseURL?: string }, firebaseDatabaseEmulator?: string }} CspConfig
 */

/**
 * The policy as directive → sources. `reportUrl` (parseCspReportUrl; null: none) receives a
 * report of each refused load: `report-to` names it for browsers with the Reporting API (the
 * `Reporting-Endpoints` header, cspHeaders), `report-uri` for the others (a browser that knows
 * `report-to` ignores `report-uri`).
 * @param {{ config: CspConfig, html: string, streamOrigins?: string[], reportUrl?: string | null }} input
 * @returns {Record<string, string[]>}
 */
export function cspDirectives({ config, html, streamOrigins = DEFAULT_STREAM_ORIGINS, reportUrl = DEFAULT_CSP_REPORT_PATH }) {
  const api = originOf(config.apiUrl);
  const apiSources = api ? [api] : [];
  const unique = (/** @type {string[]} */ list) => [...new Set(list)];
  // With a local realtime database the platform also plays Firebase Auth (same origin as the API);
  // the same test as realtimeOrigins and src/config.ts, so the policy names what the app uses.
  const emulated = /^[^\s/:]+:\d+$/.test((config.firebaseDatabaseEmulator ?? '').trim());
  return {
    'default-src': ["'self'"],
    // The realtime database's http(s) origins too: the Firebase client falls back to long
    // polling, which loads <script src=".lp?..."> from the database (JSONP), when WebSockets
    // fail or the previous page's socket was cut during its handshake (a reload).
    'script-src': unique(["'self'", ...inlineScriptHashes(html), ...realtimeOrigins(config).filter((origin) => /^https?:/.test(origin))]),
    // styled-components writes its rules into <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Pictures come from the platform's /media and the realtime prize feed (any https host);
    // data: for the blank placeholder and data: QR codes (src/security/safeUrl.ts).
    'img-src': unique(["'self'", 'data:', 'https:', ...apiSources]),
    'media-src': unique(["'self'", 'https:', ...apiSources]),
    'font-src': ["'self'"],
    'connect-src': unique(["'self'", ...apiSources, ...realtimeOrigins(config), ...(emulated ? [] : FIREBASE_AUTH_ORIGINS)]),
    'frame-src': unique(["'self'", ...apiSources, ...streamOrigins]),
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // A build for a real host (no local emulator) is served over https: an http:// picture or
    // medium from the platform is then fetched over https, upgraded before the policy is checked,
    // so it neither raises a report nor mixes content. (A local http build would upgrade itself.)
    ...(emulated ? {} : { 'upgrade-insecure-requests': [] }),
    ...(reportUrl ? { 'report-uri': [reportUrl], 'report-to': [CSP_REPORT_GROUP] } : {}),
  };
}

/**
 * The headers of an HTML response: the policy and, when it reports, the endpoint its
 * `report-to` names.
 * @param {string} policy @param {string | null} reportUrl
 * @returns {Record<string, string>}
 */
export function cspHeaders(policy, reportUrl) {
  return { 'content-security-policy': policy, ...(reportUrl ? { 'reporting-endpoints': `${CSP_REPORT_GROUP}="${reportUrl}"` } : {}) };
}

/** @param {Record<string, string[]>} directives */
export function serializeCsp(directives) {
  return Object.entries(directives).map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * Writes `<records>/csp.json` and dist/_headers (the policy and HOST_HEADERS) from the final
 * dist/index.html; returns the policy.
 * @param {string} outdir
 * @param {CspConfig} config
 * @param {NodeJS.ProcessEnv} [env]
 * @param {string} [recordsDir]
 */
export async function writeCsp(outdir, config, env = process.env, recordsDir = recordsDirOf(outdir)) {
  const html = await readFile(path.join(outdir, 'index.html'), 'utf8');
  const reportUrl = parseCspReportUrl(env.CSP_REPORT_URL);
  const policy = serializeCsp(cspDirectives({ config, html, streamOrigins: parseStreamOrigins(env.STREAM_ORIGINS), reportUrl }));
  const headers = cspHeaders(policy, reportUrl);
  await mkdir(recordsDir, { recursive: true });
  await writeFile(path.join(recordsDir, 'csp.json'), JSON.stringify({ policy, headers }, null, 2) + '\n');
  const headerName = (/** @type {string} */ name) => name.replace(/(^|-)([a-z])/g, (_m, dash, letter) => dash + letter.toUpperCase());
  const lines = [...Object.entries(headers).map(([name, value]) => `${headerName(name)}: ${value}`), ...Object.entries(HOST_HEADERS).map(([name, value]) => `${name}: ${value}`)];
  await writeFile(path.join(outdir, '_headers'), `/*\n${lines.map((line) => `  ${line}\n`).join('')}`);
  return policy;
}
