// @ts-check
// Who may register, and when a registration must first prove some work (docs/security.md
// "Registrations"). Registration is never closed for everyone: past the per-address limit an
// address's registrations each carry a small proof of work (a challenge the app solves by
// itself), growing with how far the address is past its limit; past the overall limit every
// registration carries the base one. The venue's own addresses (a hall's Wi-Fi behind one
// public address) count only toward the overall limit.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { HttpError } from './http.mjs';
import { createRateLimiter, sourceKey } from './limits.mjs';

/** Registrations per source address and overall in the window before challenges begin. */
export const REGISTRATION_LIMIT = {
  perAddress: { attempts: 300, windowMs: 10 * 60_000 },
  overall: { attempts: 3000, windowMs: 10 * 60_000 },
};

/**
 * The proof of work: leading zero bits of SHA-256 over "<challenge id>:<solution>". 16 bits
 * (65 536 hashes on average) take a phone about a second; each further per-address limit's
 * worth of registrations from one address adds a bit (twice the work), up to 20.
 */
export const REGISTRATION_CHALLENGE = { bits: 16, maxBits: 20, lifeMs: 5 * 60_000, maxSolved: 20_000 };
export const CHALLENGE_ALGORITHM = 'sha256-leading-zero-bits';

// Said only to a client that does not solve the challenge (the app solves it and never shows them).
export const TOO_MANY_FROM_ADDRESS = 'Banyak pendaftaran dari perangkat atau jaringan ini, jadi pendaftaran perlu diverifikasi oleh aplikasi. Perbarui aplikasi lalu coba lagi, atau masuk dengan kode undangan.';
export const TOO_MANY_OVERALL = 'Pendaftaran sedang ramai, jadi pendaftaran perlu diverifikasi oleh aplikasi. Perbarui aplikasi lalu coba lagi, atau masuk dengan kode undangan.';
export const CHALLENGE_FAILED = 'Verifikasi pendaftaran tidak cocok atau sudah kedaluwarsa. Silakan coba daftar lagi.';
export const TOO_MANY_SOLVED = 'Pendaftaran sedang sangat ramai. Silakan coba lagi dalam 1 menit, atau masuk dengan kode undangan.';

/** Leading zero bits of a digest. @param {Buffer} digest */
export function leadingZeroBits(digest) {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** Whether `solution` solves the challenge `id` at `bits`. @param {string} id @param {string} solution @param {number} bits */
export const solves = (id, solution, bits) => leadingZeroBits(createHash('sha256').update(`${id}:${solution}`).digest()) >= bits;

/**
 * @param {{ now: () => number, limit?: typeof REGISTRATION_LIMIT, challenge?: typeof REGISTRATION_CHALLENGE,
 *   venueAddresses?: readonly string[], offerChallenges?: boolean }} options
 * `offerChallenges` false (SPEC's platform, which has none): past a limit, 429 with Retry-After.
 */
export function createRegistrationGate({ now, limit = REGISTRATION_LIMIT, challenge = REGISTRATION_CHALLENGE, venueAddresses = [], offerChallenges = true }) {
  const byAddress = createRateLimiter({ limit: limit.perAddress.attempts, windowMs: limit.perAddress.windowMs, now, maxPerKey: limit.perAddress.attempts * (challenge.maxBits - challenge.bits + 1) });
  const overall = createRateLimiter({ limit: limit.overall.attempts, windowMs: limit.overall.windowMs, now });
  const venue = new Set(venueAddresses.map((address) => sourceKey(address)));
  const secret = randomBytes(32);
  /** @type {Map<string, number>} solved challenge id → when it expires: each is used once */
  const solved = new Map();

  /** @param {string} address @param {number} issuedAt @param {number} bits @param {string} nonce */
  const mac = (address, issuedAt, bits, nonce) => createHmac('sha256', secret).update(`${address}|${issuedAt}|${bits}|${nonce}`).digest('base64url').slice(0, 16);

  /** @param {string} address @param {number} bits */
  function issue(address, bits) {
    const issuedAt = now();
    const nonce = randomBytes(12).toString('base64url');
    return { id: `${issuedAt.toString(36)}.${bits}.${nonce}.${mac(address, issuedAt, bits, nonce)}`, bits, algorithm: CHALLENGE_ALGORITHM, expires_in: Math.round(challenge.lifeMs / 1000) };
  }

  /** The bits a challenge issued to this address carries, or 0 when it is not one (forged, expired, another address's). @param {string} address @param {string} id */
  function issuedBits(address, id) {
    const [issued = '', bitsText = '', nonce = '', tag = ''] = id.split('.');
    const issuedAt = Number.parseInt(issued, 36);
    const bits = Number(bitsText);
    if (!Number.isSafeInteger(issuedAt) || !Number.isInteger(bits) || now() - issuedAt > challenge.lifeMs || now() < issuedAt) return 0;
    const expected = mac(address, issuedAt, bits, nonce);
    return tag.length === expected.length && timingSafeEqual(Buffer.from(tag), Buffer.from(expected)) ? bits : 0;
  }

  /** The work this address's next registration needs: 0 for none. @param {string} address */
  function bitsFor(address) {
    const mine = venue.has(address) ? 0 : byAddress.count(address);
    const perAddress = mine < limit.perAddress.attempts ? 0 : challenge.bits + Math.floor((mine - limit.perAddress.attempts) / Math.max(1, limit.perAddress.attempts));
    const all = overall.count('all') < limit.overall.attempts ? 0 : challenge.bits;
    return Math.min(challenge.maxBits, Math.max(perAddress, all));
  }

  const forgetExpired = () => {
    for (const [id, expiresAt] of solved) {
      if (expiresAt > now()) break;
      solved.delete(id);
    }
  };

  return {
    /**
     * Lets a registration through (counting it), or throws 429: with a challenge to solve, or
     * with Retry-After where challenges are not offered.
     * @param {string} address the client's source key (limits.mjs clientAddress)
     * @param {Record<string, unknown>} form the registration form (`challenge`, `challenge_solution`: x-assumed)
     */
    admit(address, form) {
      const bits = bitsFor(address);
      if (bits > 0) {
        const fromAddress = !venue.has(address) && byAddress.count(address) >= limit.perAddress.attempts;
        if (!offerChallenges) {
          const wait = fromAddress ? byAddress.retryAfter(address) : overall.retryAfter('all');
          throw new HttpError(429, fromAddress
            ? `Terlalu banyak pendaftaran dari perangkat atau jaringan ini. Coba lagi dalam ${Math.ceil(wait / 60)} menit.`
            : `Pendaftaran sedang ramai. Coba lagi dalam ${Math.ceil(wait / 60)} menit, atau masuk dengan kode undangan.`, { headers: { 'retry-after': String(wait) } });
        }
        const id = typeof form.challenge === 'string' ? form.challenge.slice(0, 200) : '';
        const solution = typeof form.challenge_solution === 'string' ? form.challenge_solution.slice(0, 40) : '';
        if (id === '') throw new HttpError(429, fromAddress ? TOO_MANY_FROM_ADDRESS : TOO_MANY_OVERALL, { details: { challenge: issue(address, bits) } });
        forgetExpired();
        const carried = issuedBits(address, id);
        if (carried < bits || solved.has(id) || !solves(id, solution, carried)) throw new HttpError(429, CHALLENGE_FAILED, { details: { challenge: issue(address, bits) } });
        if (solved.size >= challenge.maxSolved) throw new HttpError(429, TOO_MANY_SOLVED, { headers: { 'retry-after': '60' } });
        solved.set(id, Number.parseInt(id, 36) + challenge.lifeMs);
      }
      byAddress.record(address);
      overall.record('all');
    },
    /** Whether the address is one of the venue's own. @param {string} address */
    isVenue: (address) => venue.has(address),
    /** Sizes of the gate's own tables (tests: they stay bounded). */
    sizes: () => ({ addresses: byAddress.size(), solved: solved.size }),
  };
}
