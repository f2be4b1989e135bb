// @ts-check
// The Content-Security-Policy the platform sends with the app's HTML. build.mjs computes it
// (scripts/csp.mjs) and writes csp.json into the build's records beside dist/ (dist-records/);
// this module reads it back for each HTML response
// (re-read when the file changes, so `npm run dev` rebuilds are picked up). A dist/ without
// csp.json (built before the policy existed) gets no header rather than a wrong one.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { recordsDirOf } from '../scripts/csp.mjs';

/** @type {Map<string, { mtimeMs: number, headers: Record<string, string> }>} */
const cache = new Map();

/**
 * Headers to add to an HTML response served from `distDir`.
 * @param {string} distDir
 * @returns {Promise<Record<string, string>>}
 */
export async function htmlSecurityHeaders(distDir) {
  const file = path.join(recordsDirOf(distDir), 'csp.json');
  const info = await stat(file).catch(() => null);
  if (!info) return {};
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === info.mtimeMs) return cached.headers;
  try {
    const { policy } = /** @type {{ policy?: unknown }} */ (JSON.parse(await readFile(file, 'utf8')));
    /** @type {Record<string, string>} */
    const headers = typeof policy === 'string' && policy !== '' ? { 'content-security-policy': policy } : {};
    cache.set(file, { mtimeMs: info.mtimeMs, headers });
    return headers;
  } catch {
    return {};
  }
}
