// Sign-in that cannot be knocked over by one crowd of requests: a registration flood signs
// nobody out and keeps memory bounded; a full token table refuses instead of evicting; failed
// codes slow an address down instead of locking out a venue; a known code cannot be locked by
// anyone's tries; X-Forwarded-For counts only behind a trusted proxy. Real HTTP against
// platforms in this process.
import http from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createPameranClient } from '@pameran/sdk';
import { call, loginToken, usePlatform, type Platform } from '../helpers/platform';

const registration = { name: 'Dedi', ticket_id: '12', agency: 'PT A', gender: '-', country: 'INDONESIA', unit: 'U', salesman: 'S', agreement: '1', is_promo: '1', token: '' };

/** A raw sign-in POST, optionally as a trusted proxy forwarding for `forwardedFor`. */
async function post(platform: Platform, path: string, form: Record<string, string>, forwardedFor?: string) {
  const response = await fetch(platform.url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}) },
    body: new URLSearchParams(form),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as { error?: { message: string; challenge?: unknown } } };
}
const login = (platform: Platform, code: string, forwardedFor?: string, force = '1') =>
  post(platform, '/api/auth/invitation', { code, force, token: '' }, forwardedFor);

/** The flood's registrations: node:http with kept-alive sockets, several times faster than fetch. */
function floodRegistration(platform: Platform, agent: http.Agent, forwardedFor: string): Promise<number> {
  const body = new URLSearchParams(registration).toString();
  const { hostname, port } = new URL(platform.url);
  return new Promise((resolve, reject) => {
    const request = http.request({
      agent, hostname, port, path: '/api/auth/register', method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': forwardedFor },
    }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Retained heap after a full collection (the flag is set for this file's worker only). */
function retainedHeap(): number {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  return process.memoryUsage().heapUsed;
}

describe('a registration flood', () => {
  // Behind a trusted proxy every request can claim its own address, so only the overall
  // limit and the bounded tables stand between the flood and memory.
  const platform = usePlatform({ trustedProxies: ['127.0.0.1'] });

  it('20,000 registrations from 20,000 addresses sign nobody out and keep the heap growth under 16 MB', async () => {
    const siti = await loginToken(platform, 'SITI2026');
    const before = retainedHeap();
    const statuses = new Map<number, number>();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    for (let batch = 0; batch < 80; batch++) {
      const answers = await Promise.all(Array.from({ length: 250 }, (_, i) => {
        const n = batch * 250 + i;
        return floodRegistration(platform, agent, `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`);
      }));
      for (const status of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    agent.destroy();
    // REGISTRATION_LIMIT: 3000 registrations in 10 minutes overall, then each asks for a
    // challenge (a proof of work the flood did not send), registration-challenge.test.ts.
    expect(Object.fromEntries(statuses)).toEqual({ 200: 3000, 429: 17_000 });
    const refused = await post(platform, '/api/auth/register', registration, '10.99.0.1');
    expect(refused.body.error).toMatchObject({ message: 'Pendaftaran sedang ramai, jadi pendaftaran perlu diverifikasi oleh aplikasi. Perbarui aplikasi lalu coba lagi, atau masuk dengan kode undangan.', challenge: { bits: 16 } });
    expect((await call(platform, 'GET', '/api/users', { token: siti })).status).toBe(200);
    expect(platform.tokenCount()).toBe(3001);
    const grown = retainedHeap() - before;
    expect(grown).toBeLessThan(16 * 1024 * 1024);
    // A walk-in visitor still registers through the flood: the SDK solves the challenge.
    let walkIn: string | null = null;
    const api = createPameranClient({ baseUrl: platform.url, getToken: () => walkIn });
    walkIn = (await api.auth.register({ name: 'Wulan Sari', agency: 'PT Datang Langsung', unit: 'Gudang', salesman: 'Andi' })).access_token;
    expect((await api.users.me()).name).toBe('Wulan Sari');
  }, 60_000);
});

describe('registrations per address', () => {
  const platform = usePlatform({ registrationLimit: { perAddress: { attempts: 2, windowMs: 60_000 }, overall: { attempts: 100, windowMs: 60_000 } } });

  it('asks a third registration from one address for a challenge, in Indonesian, and counts no refused form', async () => {
    expect((await post(platform, '/api/auth/register', { ...registration, agreement: '0' })).status).toBe(422);
    expect((await post(platform, '/api/auth/register', registration)).status).toBe(200);
    expect((await post(platform, '/api/auth/register', registration)).status).toBe(200);
    const third = await post(platform, '/api/auth/register', registration);
    expect(third.status).toBe(429);
    expect(third.body.error).toMatchObject({ message: 'Banyak pendaftaran dari perangkat atau jaringan ini, jadi pendaftaran perlu diverifikasi oleh aplikasi. Perbarui aplikasi lalu coba lagi, atau masuk dengan kode undangan.', challenge: { bits: 16 } });
    expect((await login(platform, 'BUDI2026')).status).toBe(200);
  });
});

describe('a full token table', () => {
  const platform = usePlatform({ maxTokens: 12 });

  it('caps each visitor at their newest 10 tokens, then refuses new sign-ins instead of evicting anyone', async () => {
    const siti = await loginToken(platform, 'SITI2026');
    const agus: string[] = [];
    for (let i = 0; i < 12; i++) agus.push(await loginToken(platform, 'AGUS2026'));
    // Agus's own two oldest ended; Siti's token stays.
    expect((await call(platform, 'GET', '/api/users', { token: agus[0] })).status).toBe(401);
    expect((await call(platform, 'GET', '/api/users', { token: agus[2] })).status).toBe(200);
    expect((await login(platform, 'BUDI2026')).status).toBe(200);
    expect(platform.tokenCount()).toBe(12);
    const refused = await login(platform, 'BUDI2026');
    expect(refused.status).toBe(503);
    expect(refused.body.error?.message).toBe('Server sedang melayani terlalu banyak sesi. Silakan coba masuk lagi dalam beberapa menit.');
    expect((await call(platform, 'GET', '/api/users', { token: siti })).status).toBe(200);
    for (const token of agus.slice(2)) expect((await call(platform, 'GET', '/api/users', { token })).status).toBe(200);
  });
});

describe('failed codes slow an address down, never lock it out', () => {
  const delay = { freeFailures: 4, windowMs: 60_000, firstDelayMs: 50, maxDelayMs: 300, maxHeld: 50 };
  const platform = usePlatform({ signInDelay: delay });

  it('still signs a valid code in from an address past its failures, only slower', async () => {
    const fast = performance.now();
    expect((await login(platform, 'SITI2026')).status).toBe(200);
    const undelayed = performance.now() - fast;
    for (let i = 0; i < 10; i++) expect((await login(platform, `TEBAK${i}`)).status).toBe(404);
    const started = performance.now();
    const answer = await login(platform, 'BUDI2026');
    expect(answer.status).toBe(200);
    // 6 failures past the 4 free ones (50 ms doubled 6 times): the delay is at its 300 ms cap.
    expect(performance.now() - started).toBeGreaterThanOrEqual(300 - 5);
    expect(undelayed).toBeLessThan(300);
  });
});

describe('a known code', () => {
  const platform = usePlatform();

  it('cannot be locked by anyone sending it with a bad form (force=0) over and over', async () => {
    for (let i = 0; i < 15; i++) expect((await login(platform, 'budi2026', undefined, '0')).status).toBe(422);
    expect((await login(platform, 'BUDI2026')).status).toBe(200);
  });
});

describe('the client address', () => {
  const delay = { freeFailures: 2, windowMs: 60_000, firstDelayMs: 5000, maxDelayMs: 5000, maxHeld: 0 };
  const behindProxy = usePlatform({ signInDelay: delay, trustedProxies: ['127.0.0.1'] });
  const direct = usePlatform({ signInDelay: delay });

  it('comes from X-Forwarded-For only behind a trusted proxy', async () => {
    for (const guess of ['TEBAK1', 'TEBAK2']) expect((await login(behindProxy, guess, '203.0.113.7')).status).toBe(404);
    const slowed = await login(behindProxy, 'BUDI2026', '203.0.113.7');
    expect(slowed.status).toBe(429);
    expect(slowed.body.error?.message).toBe('Terlalu banyak percobaan masuk dari perangkat atau jaringan ini. Coba lagi dalam 5 detik.');
    expect(slowed.headers.get('retry-after')).toBe('5');
    // Another client behind the same proxy; a spoofed hop left of it changes nothing.
    expect((await login(behindProxy, 'BUDI2026', '203.0.113.7, 198.51.100.9')).status).toBe(200);
    // Without a trusted proxy the header is anyone's to write: ignored.
    for (const guess of ['TEBAK1', 'TEBAK2']) expect((await login(direct, guess, `192.0.2.${guess.length}`)).status).toBe(404);
    expect((await login(direct, 'BUDI2026', '192.0.2.200')).status).toBe(429);
  });
});
