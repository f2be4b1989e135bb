// Registration that cannot be closed: past the per-address limit (or the overall one) a
// registration carries a small proof of work instead of being refused, and the SDK finds it by
// itself, so a walk-in visitor behind a busy NAT still registers; the work grows with how far
// an address is past its limit; the venue's own addresses are never held back by theirs and keep
// the last places of a full table; registrations nobody ever used are dropped after 15 minutes.
// SPEC's platform knows no challenge: there, past the limit is a 429 as before. Real HTTP and
// the real SDK against platforms in this process.
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiError, createPameranClient } from '@pameran/sdk';
import { leadingZeroBits, sha256Words } from '../../sdk/src/challenge';
import { call, usePlatform, type Platform } from '../helpers/platform';

const registration = { name: 'Dedi Kurniawan', ticket_id: '12', agency: 'CV Baru', gender: '-', country: 'INDONESIA', unit: 'Bengkel', salesman: 'Andi', agreement: '1', is_promo: '1', token: '' };

interface Challenge { id: string; bits: number; algorithm: string; expires_in: number }
interface Answer { status: number; headers: Headers; body: { data?: { access_token: string }; error?: { message: string; challenge?: Challenge } } }

/** A registration from `address` (the platforms below trust 127.0.0.1 as their proxy). */
async function register(platform: Platform, address: string, extra: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${platform.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': address },
    body: new URLSearchParams({ ...registration, ...extra }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer['body'] };
}

/** Leading zero bits of a SHA-256 digest, as the contract defines the work. */
function zeroBits(digest: Buffer): number {
  const bits = [...digest].map((byte) => byte.toString(2).padStart(8, '0')).join('');
  return bits.length - bits.replace(/^0+/, '').length;
}
/** The contract's proof of work, found with Node's own SHA-256. */
function solve(challenge: Challenge): Record<string, string> {
  for (let n = 0; ; n++) {
    if (zeroBits(createHash('sha256').update(`${challenge.id}:${n}`).digest()) >= challenge.bits) return { challenge: challenge.id, challenge_solution: String(n) };
  }
}
/** A number that does not solve the challenge. */
function notSolving(challenge: Challenge): string {
  for (let n = 0; ; n++) if (zeroBits(createHash('sha256').update(`${challenge.id}:${n}`).digest()) < challenge.bits) return String(n);
}
const challengeOf = (answer: Answer) => {
  expect(answer.status).toBe(429);
  return answer.body.error!.challenge!;
};
const FROM_ADDRESS = 'Banyak pendaftaran dari perangkat atau jaringan ini, jadi pendaftaran perlu diverifikasi oleh aplikasi. Perbarui aplikasi lalu coba lagi, atau masuk dengan kode undangan.';
const FAILED = 'Verifikasi pendaftaran tidak cocok atau sudah kedaluwarsa. Silakan coba daftar lagi.';
const CLOSED = 'Pendaftaran baru sedang ditutup sementara. Silakan masuk dengan kode undangan atau hubungi panitia.';

describe('a walk-in visitor behind a busy NAT', () => {
  const platform = usePlatform({ registrationLimit: { perAddress: { attempts: 2, windowMs: 60_000 }, overall: { attempts: 1000, windowMs: 60_000 } } });

  it('registers with the SDK past the address’s limit: it solves the 16-bit challenge and sends the form again', async () => {
    for (let i = 0; i < 2; i++) expect((await call(platform, 'POST', '/api/auth/register', { form: registration })).status).toBe(200);
    platform.resetRequests();
    let token: string | null = null;
    const api = createPameranClient({ baseUrl: platform.url, getToken: () => token });
    token = (await api.auth.register({ name: 'Wulan Sari', agency: 'PT Datang Langsung', unit: 'Gudang', salesman: 'Andi' })).access_token;
    expect(await api.users.me()).toMatchObject({ name: 'Wulan Sari', agency: 'PT Datang Langsung' });
    const sent = platform.requests.filter((request) => request.path === '/api/auth/register').map((request) => new URLSearchParams(request.body));
    expect(sent).toHaveLength(2);
    expect(sent[0]!.has('challenge')).toBe(false);
    const [id, solution] = [sent[1]!.get('challenge')!, sent[1]!.get('challenge_solution')!];
    expect(zeroBits(createHash('sha256').update(`${id}:${solution}`).digest())).toBeGreaterThanOrEqual(16);
    expect(sent[1]!.get('name')).toBe('Wulan Sari');
  });
});

describe('a registration the visitor leaves while the work runs', () => {
  const platform = usePlatform({
    registrationLimit: { perAddress: { attempts: 0, windowMs: 60_000 }, overall: { attempts: 1000, windowMs: 60_000 } },
    registrationChallenge: { bits: 24, maxBits: 24, lifeMs: 5 * 60_000, maxSolved: 100 },
  });

  it('stops the work and rejects as aborted, sending nothing more', async () => {
    const api = createPameranClient({ baseUrl: platform.url, getToken: () => null });
    const leaving = new AbortController();
    const pending = api.auth.register({ name: 'Wulan', agency: 'PT A', unit: 'U', salesman: 'S' }, { signal: leaving.signal });
    await new Promise((resolve) => setTimeout(resolve, 300));
    leaving.abort();
    await expect(pending).rejects.toMatchObject({ code: 'aborted', message: 'Permintaan dibatalkan.' });
    expect(platform.requests.filter((request) => request.path === '/api/auth/register')).toHaveLength(1);
  });
});

describe('a challenge', () => {
  let clock = Date.parse('2026-11-25T09:00:00Z');
  const platform = usePlatform({
    now: () => clock, trustedProxies: ['127.0.0.1'],
    registrationLimit: { perAddress: { attempts: 2, windowMs: 60 * 60_000 }, overall: { attempts: 1000, windowMs: 60 * 60_000 } },
    registrationChallenge: { bits: 4, maxBits: 6, lifeMs: 5 * 60_000, maxSolved: 100 },
  });

  it('is asked past the address’s limit, in Indonesian, and holds for that address, once, for 5 minutes', async () => {
    for (let i = 0; i < 2; i++) expect((await register(platform, '198.51.100.1')).status).toBe(200);
    const asked = await register(platform, '198.51.100.1');
    expect(asked.body.error).toEqual({ message: FROM_ADDRESS, challenge: { id: expect.any(String), bits: 4, algorithm: 'sha256-leading-zero-bits', expires_in: 300 } });
    const proof = solve(asked.body.error!.challenge!);
    // Another address cannot use it; a wrong solution is no solution.
    expect((await register(platform, '198.51.100.2', proof)).status).toBe(200); // under its own limit, the proof is not looked at
    expect((await register(platform, '198.51.100.2')).status).toBe(200);
    expect((await register(platform, '198.51.100.2', proof)).body.error?.message).toBe(FAILED);
    const wrong = { ...proof, challenge_solution: notSolving(asked.body.error!.challenge!) };
    expect((await register(platform, '198.51.100.1', wrong)).body.error?.message).toBe(FAILED);
    expect((await register(platform, '198.51.100.1', proof)).status).toBe(200);
    const reused = await register(platform, '198.51.100.1', proof);
    expect(reused.body.error?.message).toBe(FAILED);
    // A failed proof comes with a fresh challenge, which expires after 5 minutes.
    const fresh = solve(challengeOf(reused));
    clock += 5 * 60_000 + 1000;
    expect((await register(platform, '198.51.100.1', fresh)).body.error?.message).toBe(FAILED);
  });

  it('needs one more bit for each further limit’s worth of registrations from the address, up to its most', async () => {
    const bits: number[] = [];
    for (let i = 0; i < 2; i++) expect((await register(platform, '198.51.100.9')).status).toBe(200);
    for (let i = 0; i < 6; i++) {
      const challenge = challengeOf(await register(platform, '198.51.100.9'));
      bits.push(challenge.bits);
      expect((await register(platform, '198.51.100.9', solve(challenge))).status).toBe(200);
    }
    expect(bits).toEqual([4, 4, 5, 5, 6, 6]);
  });
});

describe('solved challenges', () => {
  const platform = usePlatform({
    registrationLimit: { perAddress: { attempts: 1, windowMs: 60_000 }, overall: { attempts: 1000, windowMs: 60_000 } },
    registrationChallenge: { bits: 2, maxBits: 2, lifeMs: 5 * 60_000, maxSolved: 2 },
  });

  it('are remembered up to their bound, then a registration is asked to come back in a minute', async () => {
    expect((await register(platform, '127.0.0.1')).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await register(platform, '127.0.0.1', solve(challengeOf(await register(platform, '127.0.0.1'))))).status).toBe(200);
    const full = await register(platform, '127.0.0.1', solve(challengeOf(await register(platform, '127.0.0.1'))));
    expect(full.body.error?.message).toBe('Pendaftaran sedang sangat ramai. Silakan coba lagi dalam 1 menit, atau masuk dengan kode undangan.');
    expect(full.headers.get('retry-after')).toBe('60');
    expect(platform.tableSizes()).toMatchObject({ registrationGate: { solved: 2 } });
  });
});

describe('the venue’s own addresses', () => {
  const venue = '203.0.113.50';
  const platform = usePlatform({
    trustedProxies: ['127.0.0.1'], venueAddresses: [venue],
    registrationLimit: { perAddress: { attempts: 2, windowMs: 60_000 }, overall: { attempts: 1000, windowMs: 60_000 } },
    limits: { registeredVisitors: 6, venueHeadroom: 2 },
  });

  it('register past the per-address limit without a challenge, and keep the last places of a full table', async () => {
    expect((await register(platform, '198.51.100.1')).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await register(platform, venue)).status).toBe(200);
    const outside = await register(platform, '198.51.100.2');
    expect(outside).toMatchObject({ status: 503, body: { error: { message: CLOSED } } });
    expect((await register(platform, venue)).status).toBe(200);
    expect((await register(platform, venue)).status).toBe(200);
    expect((await register(platform, venue)).status).toBe(503);
  });
});

describe('registrations nobody used', () => {
  let clock = Date.parse('2026-11-25T09:00:00Z');
  const platform = usePlatform({ now: () => clock, limits: { registeredVisitors: 2, venueHeadroom: 0 } });

  it('are dropped after 15 minutes, freeing their place; one read with its token keeps a registration', async () => {
    const used = (await call(platform, 'POST', '/api/auth/register', { form: registration })).body.data as { access_token: string };
    const me = await call(platform, 'GET', '/api/users', { token: used.access_token });
    expect(me.status).toBe(200);
    const unused = (await call(platform, 'POST', '/api/auth/register', { form: registration })).body.data as { access_token: string };
    expect((await call(platform, 'POST', '/api/auth/register', { form: registration })).status).toBe(503);
    clock += 14 * 60_000;
    expect((await call(platform, 'POST', '/api/auth/register', { form: registration })).status).toBe(503);
    clock += 60_000;
    expect((await call(platform, 'POST', '/api/auth/register', { form: registration })).status).toBe(200);
    expect((await call(platform, 'GET', '/api/users', { token: unused.access_token })).status).toBe(401);
    expect((await call(platform, 'GET', '/api/users', { token: used.access_token })).status).toBe(200);
    const code = (me.body.data as { code: string }).code;
    expect((await call(platform, 'POST', '/api/auth/invitation', { form: { code, force: '1', token: '' } })).status).toBe(200);
    expect(platform.tableSizes()).toMatchObject({ registered: 2, unusedRegistrations: 1 });
  });
});

describe('SPEC’s platform', () => {
  const platform = usePlatform({ platform: 'spec-minimal', registrationLimit: { perAddress: { attempts: 1, windowMs: 60_000 }, overall: { attempts: 1000, windowMs: 60_000 } } });

  it('answers past the limit with a 429 and Retry-After, which the SDK shows as is after one request', async () => {
    expect((await call(platform, 'POST', '/api/auth/register', { form: registration })).status).toBe(200);
    const refused = await call(platform, 'POST', '/api/auth/register', { form: registration });
    expect(refused.body).toEqual({ error: { message: 'Terlalu banyak pendaftaran dari perangkat atau jaringan ini. Coba lagi dalam 1 menit.' } });
    expect(refused.headers.get('retry-after')).toMatch(/^[1-6]?\d$/);
    platform.resetRequests();
    const api = createPameranClient({ baseUrl: platform.url, getToken: () => null });
    const error = await api.auth.register({ name: 'Wulan', agency: 'PT A', unit: 'U', salesman: 'S' }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, message: 'Terlalu banyak pendaftaran dari perangkat atau jaringan ini. Coba lagi dalam 1 menit.' });
    expect(platform.requests).toHaveLength(1);
  });
});

describe('the SDK’s SHA-256', () => {
  it('hashes as Node does, at every length around a block’s edges', () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 200]) {
      const message = randomBytes(length);
      const words = sha256Words(message);
      const expected = createHash('sha256').update(message).digest();
      expect([...words].map((word) => word.toString(16).padStart(8, '0')).join('')).toBe(expected.toString('hex'));
      expect(leadingZeroBits(words)).toBe(zeroBits(expected));
    }
  });
});
