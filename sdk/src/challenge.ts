// The registration challenge (x-assumed): a platform that sees many registrations from one
// network asks each for a small proof of work instead of refusing it. The answer is a number
// whose SHA-256 over "<challenge id>:<number>" starts with `bits` zero bits; finding it takes a
// phone about a second at 16 bits. SHA-256 is computed here, synchronously: Web Crypto's digest
// is a promise per hash (far slower for 65 536 small hashes) and absent outside secure
// contexts (a phone on the venue's LAN over plain http). It imports nothing. It travels with the
// client, in the first route (about 0.9 KB as sent): loaded on demand instead, its chunk split
// the first route's evaluation stages apart (tests/unit/budget.test.ts).

export const CHALLENGE_ALGORITHM = 'sha256-leading-zero-bits';
/** Above this the work would take a phone minutes: such a challenge is not taken up. */
export const MOST_CHALLENGE_BITS = 24;
/** Hashes between two pauses, so the page keeps answering taps while the work runs. */
const HASHES_PER_SLICE = 8192;

/**
 * SHA-256's constants, computed rather than written out (a shorter script on the first route):
 * the first 32 bits of the fractional parts of the square roots of the first 8 primes and the
 * cube roots of the first 64 (FIPS 180-4 §4.2.2, §5.3.3); a test holds the hash to Node's.
 */
const INITIAL_HASH: number[] = [];
const ROUND_CONSTANTS: number[] = [];
const primes: number[] = [];
const fractionBits = (root: number) => ((root - Math.floor(root)) * 2 ** 32) | 0;
for (let candidate = 2; primes.length < 64; candidate++) {
  if (primes.some((prime) => candidate % prime === 0)) continue;
  primes.push(candidate);
  if (primes.length <= 8) INITIAL_HASH.push(fractionBits(candidate ** (1 / 2)));
  ROUND_CONSTANTS.push(fractionBits(candidate ** (1 / 3)));
}
const schedule = new Uint32Array(64);
let scratch = new Uint8Array(128);

/** SHA-256 of the first `length` bytes of `message`, as eight 32-bit words. */
export function sha256Words(message: Uint8Array, length = message.length): Uint32Array {
  const size = Math.ceil((length + 9) / 64) * 64;
  if (scratch.length < size) scratch = new Uint8Array(size);
  const bytes = scratch;
  bytes.set(message.subarray(0, length));
  bytes.fill(0, length, size);
  bytes[length] = 0x80;
  // The length in bits, big-endian in the last 8 bytes; a challenge's text is far below 512 MB.
  for (let i = 1; i <= 4; i++) bytes[size - i] = ((length * 8) >>> (8 * (i - 1))) & 0xff;
  let [h0, h1, h2, h3, h4, h5, h6, h7] = INITIAL_HASH as [number, number, number, number, number, number, number, number];
  const w = schedule;
  for (let offset = 0; offset < size; offset += 64) {
    for (let i = 0; i < 16; i++) {
      const at = offset + i * 4;
      w[i] = (bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!;
    }
    for (let i = 16; i < 64; i++) {
      const x = w[i - 15]!;
      const y = w[i - 2]!;
      const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
      const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
    }
    let a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7;
    for (let i = 0; i < 64; i++) {
      const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const t1 = (h + s1 + ((e & f) ^ (~e & g)) + ROUND_CONSTANTS[i]! + w[i]!) | 0;
      const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    h0 = (h0 + a) | 0;
    h1 = (h1 + b) | 0;
    h2 = (h2 + c) | 0;
    h3 = (h3 + d) | 0;
    h4 = (h4 + e) | 0;
    h5 = (h5 + f) | 0;
    h6 = (h6 + g) | 0;
    h7 = (h7 + h) | 0;
  }
  return new Uint32Array([h0, h1, h2, h3, h4, h5, h6, h7]);
}

/** Leading zero bits of a digest given as 32-bit words. */
export function leadingZeroBits(words: Uint32Array): number {
  let bits = 0;
  for (const word of words) {
    if (word !== 0) return bits + Math.clz32(word);
    bits += 32;
  }
  return bits;
}

export interface RegistrationChallenge {
  id: string;
  bits: number;
  algorithm?: string;
}

/** Whether the SDK can solve this challenge in a phone's patience. */
export const canSolve = (challenge: RegistrationChallenge) =>
  (challenge.algorithm ?? CHALLENGE_ALGORITHM) === CHALLENGE_ALGORITHM && Number.isInteger(challenge.bits) && challenge.bits >= 0 && challenge.bits <= MOST_CHALLENGE_BITS;

/**
 * The smallest number whose hash with the challenge's id has its bits; pauses between slices of
 * work, and stops with an AbortError when `signal` fires.
 */
export async function solveChallenge(challenge: RegistrationChallenge, signal?: AbortSignal): Promise<string> {
  const prefix = new TextEncoder().encode(`${challenge.id}:`);
  // The prefix once, then each candidate's digits written after it in place.
  const message = new Uint8Array(prefix.length + 16);
  message.set(prefix);
  for (let start = 0; ; start += HASHES_PER_SLICE) {
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    for (let candidate = start; candidate < start + HASHES_PER_SLICE; candidate++) {
      const digits = String(candidate);
      for (let i = 0; i < digits.length; i++) message[prefix.length + i] = digits.charCodeAt(i);
      if (leadingZeroBits(sha256Words(message, prefix.length + digits.length)) >= challenge.bits) return digits;
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
