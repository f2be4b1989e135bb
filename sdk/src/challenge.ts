// The registration challenge (x-assumed): a platform that sees many registrations from one
// network asks each for a small proof of work instead of refusing it. The answer is a number
// whose SHA-256 over "<challenge id>:<number>" starts with `bits` zero bits; finding it takes a
// phone about a second at 16 bits. SHA-256 is computed here, synchronously: Web Crypto's digest
// is a promise per hash (far slower for 65 536 small hashes) and absent outside secure
// contexts (a phone on the venue's LAN over plain http).
import { ApiError, MESSAGES } from './errors.js';

export const CHALLENGE_ALGORITHM = 'sha256-leading-zero-bits';
/** Above this the work would take a phone minutes: such a challenge is not taken up. */
export const MOST_CHALLENGE_BITS = 24;
/** Hashes between two pauses, so the page keeps answering taps while the work runs. */
const HASHES_PER_SLICE = 8192;

const ROUND_CONSTANTS = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const INITIAL_HASH = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

const rotate = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** SHA-256 of `message`, as eight 32-bit words. */
export function sha256Words(message: Uint8Array): Uint32Array {
  const blocks = Math.ceil((message.length + 9) / 64);
  const padded = new Uint8Array(blocks * 64);
  padded.set(message);
  padded[message.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor((message.length * 8) / 2 ** 32));
  view.setUint32(padded.length - 4, (message.length * 8) >>> 0);
  const hash = new Uint32Array(INITIAL_HASH);
  const w = new Uint32Array(64);
  for (let block = 0; block < blocks; block++) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(block * 64 + i * 4);
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15]!;
      const b = w[i - 2]!;
      w[i] = (w[i - 16]! + (rotate(a, 7) ^ rotate(a, 18) ^ (a >>> 3)) + w[i - 7]! + (rotate(b, 17) ^ rotate(b, 19) ^ (b >>> 10))) >>> 0;
    }
    let [a, b, c, d, e, f, g, h] = hash as unknown as [number, number, number, number, number, number, number, number];
    for (let i = 0; i < 64; i++) {
      const t1 = (h + (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) + ((e & f) ^ (~e & g)) + ROUND_CONSTANTS[i]! + w[i]!) >>> 0;
      const t2 = ((rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    const next = [a, b, c, d, e, f, g, h];
    for (let i = 0; i < 8; i++) hash[i] = (hash[i]! + next[i]!) >>> 0;
  }
  return hash;
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
 * work, and stops with an `aborted` ApiError when `signal` fires.
 */
export async function solveChallenge(challenge: RegistrationChallenge, signal?: AbortSignal): Promise<string> {
  const encoder = new TextEncoder();
  const prefix = `${challenge.id}:`;
  for (let start = 0; ; start += HASHES_PER_SLICE) {
    if (signal?.aborted) throw new ApiError(0, MESSAGES.aborted, 'aborted');
    for (let candidate = start; candidate < start + HASHES_PER_SLICE; candidate++) {
      if (leadingZeroBits(sha256Words(encoder.encode(prefix + candidate))) >= challenge.bits) return String(candidate);
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
