// @ts-check
// The Content-Security-Policy the platform sends with the app's HTML, and the collector of the
// reports browsers send when it refuses something. build.mjs computes the policy
// (scripts/csp.mjs) and writes csp.json into the build's records beside dist/ (dist-records/);
// this module reads it back for each HTML response
// (re-read when the file changes, so `npm run dev` rebuilds are picked up). A dist/ without
// csp.json (built before the policy existed) gets no header rather than a wrong one.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_CSP_REPORT_PATH, recordsDirOf } from '../scripts/csp.mjs';

/** The headers csp.json may set on an HTML response: the policy, and where its reports go. */
const POLICY_HEADERS = ['content-security-policy', 'reporting-endpoints'];

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
    const { policy, headers: written } = /** @type {{ policy?: unknown, headers?: Record<string, unknown> }} */ (JSON.parse(await readFile(file, 'utf8')));
    /** @type {Record<string, string>} */
    const headers = {};
    if (typeof policy === 'string' && policy !== '') {
      headers['content-security-policy'] = policy;
      for (const name of POLICY_HEADERS) {
        const value = written?.[name];
        if (name !== 'content-security-policy' && typeof value === 'string' && value !== '') headers[name] = value;
      }
    }
    cache.set(file, { mtimeMs: info.mtimeMs, headers });
    return headers;
  } catch {
    return {};
  }
}

/** The path the platform collects reports at: the policy's default report URL. */
export const CSP_REPORT_PATH = DEFAULT_CSP_REPORT_PATH;

/**
 * How much the collector takes: a report is a few hundred bytes (a batch of the Reporting API
 * a few kilobytes); a page that breaks the policy in a loop, or anyone posting junk, fills
 * neither memory nor the log: past `perMinute` reports a minute the rest are counted, not kept.
 */
export const CSP_REPORT_LIMITS = { maxBodyBytes: 16 * 1024, perMinute: 100, kept: 200 };

/**
 * @typedef {{ at: number, directive: string, blocked: string, page: string, sample: string }} CspReport
 */

/** @param {unknown} value @param {number} [max] */
const text = (value, max = 300) => (typeof value === 'string' ? value.slice(0, max) : typeof value === 'number' ? String(value) : '');

/**
 * The reports in a body: the Reporting API's list (`application/reports+json`, each
 * `{ type: 'csp-violation', body: { effectiveDirective, blockedURL, documentURL, sample } }`)
 * or one `report-uri` report (`application/csp-report`, `{ 'csp-report': { … } }`). Anything
 * else is no report (null).
 * @param {string} body @param {number} at
 * @returns {CspReport[] | null}
 */
export function parseCspReports(body, at) {
  let value;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  /** @param {Record<string, unknown>} fields @param {boolean} camel */
  const report = (fields, camel) => ({
    at,
    directive: text(camel ? fields.effectiveDirective : fields['effective-directive'] ?? fields['violated-directive'], 100),
    blocked: text(camel ? fields.blockedURL : fields['blocked-uri']),
    page: text(camel ? fields.documentURL : fields['document-uri']),
    sample: text(camel ? fields.sample : fields['script-sample'], 100),
  });
  const isObject = (/** @type {unknown} */ v) => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (Array.isArray(value)) {
    const reports = value
      .filter((entry) => isObject(entry) && entry.type === 'csp-violation' && isObject(entry.body))
      .map((entry) => report(entry.body, true));
    return reports.length > 0 ? reports : null;
  }
  if (isObject(value) && isObject(value['csp-report'])) return [report(value['csp-report'], false)];
  return null;
}

/**
 * The platform's collector of CSP reports: `receive(body)` keeps and logs each report of a
 * body (parseCspReports), at most `perMinute` a minute and the last `kept`; answers the status
 * to send (204 taken or counted, 400 no report).
 * @param {{ now: () => number, log?: (line: string) => void, limits?: typeof CSP_REPORT_LIMITS }} options
 */
export function createCspReportCollector({ now, log = () => {}, limits = CSP_REPORT_LIMITS }) {
  /** @type {CspReport[]} */
  const reports = [];
  let windowStart = 0;
  let inWindow = 0;
  let dropped = 0;
  return {
    limits,
    /** @param {string} body @returns {number} */
    receive(body) {
      const at = now();
      const parsed = parseCspReports(body, at);
      if (!parsed) return 400;
      if (at - windowStart >= 60_000) {
        if (dropped > 0) log(`[csp] ${dropped} laporan lain tidak dicatat (lebih dari ${limits.perMinute} per menit)`);
        windowStart = at;
        inWindow = 0;
        dropped = 0;
      }
      for (const one of parsed) {
        if (inWindow >= limits.perMinute) {
          dropped += 1;
          continue;
        }
        inWindow += 1;
        reports.push(one);
        if (reports.length > limits.kept) reports.shift();
        log(`[csp] ditolak: ${one.directive} ${one.blocked || '(inline)'} di ${one.page}${one.sample ? ` «${one.sample}»` : ''}`);
      }
      return 204;
    },
    /** The reports kept, oldest first, and how many were counted but not kept this minute. */
    snapshot: () => ({ reports: [...reports], dropped }),
  };
}
