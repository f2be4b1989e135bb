// @ts-check
// The platform's defences that are not about one call's input (docs/security.md): which
// origins may call the API from a browser, how many sign-in attempts an address may make, and
// bounded tables, so a flood of requests or logins cannot grow memory without end.
import { randomInt } from 'node:crypto';

/**
 * Origins other than the platform's own that may call the API from a browser: the native
 * shells' WebView origins by default (capacitor.config.ts), or ALLOWED_ORIGINS
 * (comma-separated, e.g. "https://pameran.example,https://localhost").
 * @param {string | undefined} env
 * @returns {string[]}
 */
export function allowedOriginsFrom(env) {
  if (env === undefined) return ['https://localhost', 'capacitor://localhost'];
  return env.split(',').map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean);
}

/**
 * Whether a browser request with this Origin header may use the API. No Origin (curl, the
 * SDK in Node, same-origin GETs) is allowed: an Origin only matters because a browser sends
 * it for another site's page. The app's own origin is the one the request was addressed to.
 * @param {string | undefined} origin @param {string | undefined} host @param {readonly string[]} allowed
 */
export function originAllowed(origin, host, allowed) {
  if (origin === undefined) return true;
  if (host !== undefined && (origin === `http://${host}` || origin === `https://${host}`)) return true;
  return allowed.includes(origin);
}

/**
 * The key a source address is counted under: an IPv4 address as is (also when it arrives
 * IPv4-mapped, `::ffff:a.b.c.d`), an IPv6 address by its /64 — one subscriber's whole network,
 * which one device can hop around in at will.
 * @param {string | undefined} address
 */
export function sourceKey(address) {
  const text = (address ?? '').trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (mapped) return /** @type {string} */ (mapped[1]);
  if (!text.includes(':')) return text;
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array.from({ length: Math.max(0, missing) }, () => '0'), ...tailGroups];
  return `${groups.slice(0, 4).map((group) => Number.parseInt(group || '0', 16).toString(16)).join(':')}::/64`;
}

/**
 * Counts events per key in a sliding window (sign-in attempts per address). At most
 * `maxKeys` keys are tracked; the oldest is forgotten first.
 * @param {{ limit: number, windowMs: number, now: () => number, maxKeys?: number }} options
 */
export function createRateLimiter({ limit, windowMs, now, maxKeys = 10_000 }) {
  /** @type {Map<string, number[]>} */
  const hits = new Map();
  /** @param {string} key */
  const recent = (key) => (hits.get(key) ?? []).filter((at) => at > now() - windowMs);
  return {
    /** Seconds until the key may try again, or 0 when it may now. @param {string} key */
    retryAfter(key) {
      const times = recent(key);
      if (times.length < limit) return 0;
      return Math.max(1, Math.ceil((/** @type {number} */ (times[0]) + windowMs - now()) / 1000));
    },
    /** @param {string} key */
    record(key) {
      const times = recent(key);
      times.push(now());
      hits.delete(key);
      hits.set(key, times);
      if (hits.size > maxKeys) hits.delete(/** @type {string} */ (hits.keys().next().value));
    },
  };
}

/**
 * Appends to a list that keeps only its newest `max` entries.
 * @template T @param {T[]} list @param {T} entry @param {number} max
 */
export function pushBounded(list, entry, max) {
  list.push(entry);
  if (list.length > max) list.splice(0, list.length - max);
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A registration code nobody can guess from another: "REG-" and 10 random characters of an
 * alphabet without look-alikes (32^10 ≈ 10^15 codes).
 */
export function randomRegistrationCode() {
  let code = '';
  for (let i = 0; i < 10; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `REG-${code}`;
}
