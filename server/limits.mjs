// @ts-check
// The platform's defences that are not about one call's input (docs/security.md): which
// origins may call the API from a browser, how many sign-in attempts an address may make, and
// bounded tables, so a flood of requests or logins cannot grow memory without end.
import { createHash, randomInt } from 'node:crypto';
import { isIP } from 'node:net';

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
 * `maxKeys` keys are tracked (the oldest is forgotten first) and at most `maxPerKey` times per
 * key (the oldest go first), so a flood from many addresses or from one cannot grow it.
 * @param {{ limit: number, windowMs: number, now: () => number, maxKeys?: number, maxPerKey?: number }} options
 */
export function createRateLimiter({ limit, windowMs, now, maxKeys = 10_000, maxPerKey = limit }) {
  /** @type {Map<string, number[]>} */
  const hits = new Map();
  /** @param {string} key */
  const recent = (key) => {
    const times = hits.get(key);
    if (!times) return [];
    const from = now() - windowMs;
    let first = 0;
    while (first < times.length && /** @type {number} */ (times[first]) <= from) first++;
    if (first > 0) times.splice(0, first);
    return times;
  };
  return {
    /** Seconds until the key may try again, or 0 when it may now. @param {string} key */
    retryAfter(key) {
      const times = recent(key);
      if (times.length < limit) return 0;
      return Math.max(1, Math.ceil((/** @type {number} */ (times[times.length - limit]) + windowMs - now()) / 1000));
    },
    /** Events of the key in the window. @param {string} key */
    count: (key) => recent(key).length,
    /** @param {string} key */
    record(key) {
      const times = recent(key);
      times.push(now());
      if (times.length > maxPerKey) times.splice(0, times.length - maxPerKey);
      setNewest(hits, key, times, maxKeys);
    },
    /** Keys tracked now (tests: the table stays bounded). */
    size: () => hits.size,
  };
}

/**
 * Failed sign-ins slow an address down instead of locking it out: up to `freeFailures` in the
 * window cost nothing; after that every sign-in from the address (a valid code too, so timing
 * tells a guesser nothing) is held `firstDelayMs`, doubling with each further failure up to
 * `maxDelayMs`. At most `maxHeld` attempts of one address wait at once (and `maxHeldTotal` of
 * all): a guesser cannot buy speed with parallel connections, and memory stays bounded.
 * @param {{ freeFailures: number, windowMs: number, firstDelayMs: number, maxDelayMs: number,
 *   maxHeld: number, maxHeldTotal?: number, now: () => number, maxKeys?: number }} options
 */
export function createFailureDelay({ freeFailures, windowMs, firstDelayMs, maxDelayMs, maxHeld, maxHeldTotal = 2_000, now, maxKeys = 10_000 }) {
  // Past about 40 doublings any delay is at its cap: no need to remember more failures than that.
  const failures = createRateLimiter({ limit: freeFailures + 1, windowMs, now, maxKeys, maxPerKey: freeFailures + 40 });
  /** @type {Map<string, number>} */
  const held = new Map();
  let heldTotal = 0;
  /** @param {string} key */
  const delayOf = (key) => {
    const over = failures.count(key) - freeFailures;
    return over < 0 ? 0 : Math.min(maxDelayMs, firstDelayMs * 2 ** over);
  };
  return {
    delayOf,
    /** @param {string} key */
    recordFailure: (key) => failures.record(key),
    /**
     * Waits out the key's delay. Resolves to 0 when the attempt may go on, or to the seconds to
     * wait when too many attempts of this address (or of all) are already waiting.
     * @param {string} key
     */
    async wait(key) {
      const delay = delayOf(key);
      if (delay === 0) return 0;
      if ((held.get(key) ?? 0) >= maxHeld || heldTotal >= maxHeldTotal) return Math.max(1, Math.ceil(delay / 1000));
      held.set(key, (held.get(key) ?? 0) + 1);
      heldTotal++;
      try {
        await new Promise((resolve) => setTimeout(resolve, delay));
      } finally {
        heldTotal--;
        const left = (held.get(key) ?? 1) - 1;
        if (left === 0) held.delete(key);
        else held.set(key, left);
      }
      return 0;
    },
    /** Addresses with failures on record. */
    size: () => failures.size(),
  };
}

/**
 * The address a request comes from. `X-Forwarded-For` is believed only when the connection
 * comes from one of `trustedProxies` (TRUSTED_PROXIES): then its hops are read from the right,
 * skipping trusted proxies, and the first other one is the client. Anyone can send the header,
 * so without a trusted proxy it is ignored.
 * @param {string | undefined} remoteAddress @param {string | string[] | undefined} forwardedFor
 * @param {readonly string[]} trustedProxies
 */
export function clientAddress(remoteAddress, forwardedFor, trustedProxies) {
  const peer = sourceKey(remoteAddress);
  if (trustedProxies.length === 0 || forwardedFor === undefined) return peer;
  const trusted = new Set(trustedProxies.map((address) => sourceKey(address)));
  if (!trusted.has(peer)) return peer;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',').map((hop) => hop.trim());
  let client = peer;
  for (let i = hops.length - 1; i >= 0 && trusted.has(client); i--) {
    const hop = /** @type {string} */ (hops[i]);
    if (!isIP(hop)) break;
    client = sourceKey(hop);
  }
  return client;
}

/**
 * A comma-separated list of IP addresses from the environment variable `variable`.
 * @param {string | undefined} env @param {string} variable
 */
export function addressListFrom(env, variable) {
  const list = (env ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = list.filter((entry) => !isIP(entry));
  if (bad.length) throw new Error(`${variable} harus berisi alamat IP yang dipisah koma, bukan "${bad.join(', ')}".`);
  return list;
}

/** TRUSTED_PROXIES: the reverse proxies in front of the platform. @param {string | undefined} env */
export const trustedProxiesFrom = (env) => addressListFrom(env, 'TRUSTED_PROXIES');

/**
 * Appends to a list that keeps only its newest `max` entries.
 * @template T @param {T[]} list @param {T} entry @param {number} max
 */
export function pushBounded(list, entry, max) {
  list.push(entry);
  if (list.length > max) list.splice(0, list.length - max);
}

/**
 * Puts `key` last in `map` (a Map keeps insertion order: the newest), then forgets the oldest keys
 * past `max`: the one way a table of the platform stays bounded.
 * @template K, V @param {Map<K, V>} map @param {K} key @param {V} value @param {number} max
 */
export function setNewest(map, key, value, max) {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) map.delete(/** @type {K} */ (map.keys().next().value));
}

/** A short, fixed-size digest of a text: what a table keeps instead of what a client sent. @param {string} text */
export const digestOf = (text) => createHash('sha256').update(text).digest('base64url').slice(0, 16);

/** Bits of a body's digest kept beside a key: a resend with another body is told apart 2 097 151 times in 2 097 152. */
const BODY_BITS = 21;

/**
 * Idempotency-Keys already applied, for every visitor at once: one table in least-recently-used
 * order, each for `lifeMs`, at most `maxKeys` in all (the oldest is forgotten first). A row is a
 * digest of owner and key and one number (when, in seconds, and 21 bits of the body's digest):
 * never the key or body a client sent, about 90 bytes a key. Two visitors may send the same key.
 * @param {{ maxKeys: number, lifeMs: number, now: () => number }} options
 */
export function createAppliedKeys({ maxKeys, lifeMs, now }) {
  /** @type {Map<string, number>} digest of owner and key → seconds × 2^21 + the body's bits */
  const applied = new Map();
  /** @param {string} body */
  const bodyBits = (body) => createHash('sha256').update(body).digest().readUIntBE(0, 3) & (2 ** BODY_BITS - 1);
  /** @param {number} row */
  const expired = (row) => now() / 1000 - Math.floor(row / 2 ** BODY_BITS) > lifeMs / 1000;
  /** Rows are kept in the order they were remembered, so the expired ones are at the front. */
  const forgetExpired = () => {
    for (const [key, row] of applied) {
      if (!expired(row)) break;
      applied.delete(key);
    }
  };
  return {
    /**
     * 'new' for a key not applied within its life, 'same' for one applied with this body,
     * 'other' for one applied with another body.
     * @param {string | number} owner @param {string} key @param {string} body
     */
    check(owner, key, body) {
      forgetExpired();
      const row = applied.get(digestOf(`${owner}:${key}`));
      if (row === undefined) return 'new';
      return row % 2 ** BODY_BITS === bodyBits(body) ? 'same' : 'other';
    },
    /** @param {string | number} owner @param {string} key @param {string} body */
    remember(owner, key, body) {
      const id = digestOf(`${owner}:${key}`);
      forgetExpired();
      setNewest(applied, id, Math.floor(now() / 1000) * 2 ** BODY_BITS + bodyBits(body), maxKeys);
    },
    size: () => applied.size,
  };
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
