// The platform's access rules (docs/security.md): organiser-only admin
// calls that never list invitation codes, claims only for prizes pushed to that visitor, no
// self-given stars, random registration codes, browser origins, the sign-in slow-down, and
// bounded token table and request log. Real HTTP against platforms on free ports.
import { describe, expect, it } from 'vitest';
import { createPameranClient } from '@pameran/sdk';
import { call, loginToken, usePlatform, type Platform } from '../helpers/platform';
import { calls as adminCalls } from '../../sdk/src/calls/admin';

const login = (platform: Platform, code: string) => call(platform, 'POST', '/api/auth/invitation', { form: { code, force: '1', token: '' } });
const registration = { name: 'Dedi', ticket_id: '12', agency: 'PT A', gender: '-', country: 'INDONESIA', unit: 'U', salesman: 'S', agreement: '1', is_promo: '1', token: '' };

describe('admin calls are for organisers only', () => {
  const platform = usePlatform();

  it('answers 401 without a token and 403 with a visitor’s token, with an Indonesian message', async () => {
    const visitor = await loginToken(platform, 'BUDI2026');
    for (const [method, path, json] of [['GET', '/api/admin/visitors'], ['GET', '/api/admin/prizes'], ['POST', '/api/admin/brochure/1001', [{ id: 4 }]]] as const) {
      expect((await call(platform, method, path, { json })).status).toBe(401);
      expect(await call(platform, method, path, { json, token: visitor })).toMatchObject({
        status: 403, body: { error: { message: 'Halaman ini khusus panitia pameran. Masuk dengan kode panitia untuk membukanya.' } },
      });
    }
    // A visitor cannot push prizes to themselves: nothing was written.
    expect(await platform.readRealtime('brochure/1001')).toBeNull();
  });

  it('gives the organiser the user role with the user', async () => {
    const organiser = await loginToken(platform, 'PANITIA2026');
    expect((await call(platform, 'GET', '/api/users', { token: organiser })).body.data).toMatchObject({ id: 9001, role: 'organiser' });
    const visitor = await loginToken(platform, 'SITI2026');
    expect((await call(platform, 'GET', '/api/users', { token: visitor })).body.data).toMatchObject({ id: 1002, role: 'visitor' });
  });

  it('finds visitors by name, agency, e-mail or phone, tells them apart by e-mail and phone, and never sends an invitation code', async () => {
    const organiser = await loginToken(platform, 'PANITIA2026');
    const all = await call(platform, 'GET', '/api/admin/visitors', { token: organiser });
    const siti = { id: 1002, name: 'Siti Rahmawati*', agency: 'CV Sumber Makmur', email: 'siti.rahma@contoh.co.id', phone: '082198765432' };
    expect(all.body.data).toEqual([
      { id: 1003, name: 'Agus Prasetyo', agency: 'PT Tambang Sejahtera', email: 'agus.prasetyo@contoh.co.id', phone: '085711223344' },
      { id: 1001, name: 'Budi Santoso**', agency: 'PT Karya Teknik Mandiri', email: 'budi.santoso@contoh.co.id', phone: '081234567890' },
      siti,
    ]);
    expect(all.text).not.toMatch(/2026|"code"/);
    expect((await call(platform, 'GET', '/api/admin/visitors?q=makmur', { token: organiser })).body.data).toEqual([siti]);
    expect((await call(platform, 'GET', '/api/admin/visitors?q=siti.rahma@', { token: organiser })).body.data).toEqual([siti]);
    expect((await call(platform, 'GET', '/api/admin/visitors?q=0821987', { token: organiser })).body.data).toEqual([siti]);
    expect((await call(platform, 'GET', '/api/admin/visitors?q=BUDI2026', { token: organiser })).body.data).toEqual([]);
    expect((await call(platform, 'GET', '/api/admin/visitors?limit=1', { token: organiser })).body.data).toHaveLength(1);
    expect((await call(platform, 'GET', `/api/admin/visitors?q=${'x'.repeat(121)}`, { token: organiser })).status).toBe(400);
  });

  it('lets the SDK of an organiser push prizes (bearer on the admin calls)', async () => {
    const token = await loginToken(platform, 'PANITIA2026');
    const api = createPameranClient({ baseUrl: platform.url, getToken: () => token });
    expect(await api.extend(adminCalls).pushBrochure(1003, [{ id: 3, name: '', image_url: '' }])).toMatchObject([{ id: 3, name: 'Voucher Servis Genset' }]);
    const anonymous = createPameranClient({ baseUrl: platform.url, getToken: () => null });
    await expect(anonymous.extend(adminCalls).visitors()).rejects.toMatchObject({ status: 401 });
  });
});

describe('claims, stars and codes', () => {
  const platform = usePlatform();

  it('accepts a claim only for a prize that was pushed to that visitor', async () => {
    const budi = await loginToken(platform, 'BUDI2026');
    const siti = await loginToken(platform, 'SITI2026');
    const organiser = await loginToken(platform, 'PANITIA2026');
    expect(await call(platform, 'POST', '/api/users/brochure/3/saved', { token: budi })).toMatchObject({ status: 403, body: { error: { message: 'Hadiah ini tidak ditawarkan kepada Anda.' } } });
    expect((await call(platform, 'POST', '/api/admin/brochure/1001', { token: organiser, json: [{ id: 3 }] })).status).toBe(200);
    expect((await call(platform, 'POST', '/api/users/brochure/3/saved', { token: siti })).status).toBe(403);
    expect((await call(platform, 'POST', '/api/users/brochure/3/saved', { token: budi })).status).toBe(200);
  });

  it('strips the stars a visitor types into their name and keeps the ones they have', async () => {
    const agus = await loginToken(platform, 'AGUS2026');
    expect((await call(platform, 'POST', '/api/users', { token: agus, json: { name: 'Agus *****' } })).body.data).toMatchObject({ name: 'Agus' });
    const budi = await loginToken(platform, 'BUDI2026');
    expect((await call(platform, 'POST', '/api/users', { token: budi, json: { name: 'Budi S.***' } })).body.data).toMatchObject({ name: 'Budi S.**' });
    expect((await call(platform, 'POST', '/api/users', { token: budi, json: { name: '***' } })).body.error?.message).toBe('Nama wajib diisi.');
    const registered = await call(platform, 'POST', '/api/auth/register', { form: { ...registration, name: 'Dedi*****' } });
    const token = (registered.body.data as { access_token: string }).access_token;
    expect((await call(platform, 'GET', '/api/users', { token })).body.data).toMatchObject({ name: 'Dedi' });
  });

  it('gives registered visitors random codes, not sequential ones', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const registered = await call(platform, 'POST', '/api/auth/register', { form: registration });
      const token = (registered.body.data as { access_token: string }).access_token;
      const user = (await call(platform, 'GET', '/api/users', { token })).body.data as { id: number; code: string };
      expect(user.code).toMatch(/^REG-[A-HJ-NP-Z2-9]{10}$/);
      expect(user.code).not.toContain(String(user.id));
      codes.push(user.code);
      expect((await login(platform, user.code)).status).toBe(200);
    }
    expect(new Set(codes).size).toBe(3);
  });

  it('mints a Firebase custom token for the user at sign-in (uid = user id)', async () => {
    const token = (await login(platform, 'SITI2026')).body.data as { firebase_token: string };
    const claims = JSON.parse(Buffer.from(token.firebase_token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ uid: '1002', claims: { role: 'visitor' } });
  });
});

describe('browser origins', () => {
  const platform = usePlatform({ allowedOrigins: ['https://pameran.example'] });

  it('refuses another site’s page with 403 and no CORS header', async () => {
    const answer = await call(platform, 'GET', '/api/events/1', { origin: 'https://jahat.example' });
    expect(answer).toMatchObject({ status: 403, body: { error: { message: 'Asal permintaan tidak diizinkan.' } } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${platform.url}/api/users`, { method: 'OPTIONS', headers: { Origin: 'https://jahat.example', 'Access-Control-Request-Method': 'POST' } });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect((await login(platform, 'BUDI2026')).status).toBe(200);
  });

  it('allows the app’s own origin and the configured ones, never with "*"', async () => {
    const own = await call(platform, 'GET', '/api/events/1', { origin: platform.url });
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBe(platform.url);
    const configured = await fetch(`${platform.url}/api/users`, { method: 'OPTIONS', headers: { Origin: 'https://pameran.example', 'Access-Control-Request-Method': 'POST' } });
    expect(configured.status).toBe(204);
    expect(configured.headers.get('access-control-allow-origin')).toBe('https://pameran.example');
    expect(configured.headers.get('access-control-allow-headers')).toContain('Authorization');
  });
});

describe('sign-in slow-down per address', () => {
  const platform = usePlatform({ signInDelay: { freeFailures: 3, windowMs: 60_000, firstDelayMs: 60_000, maxDelayMs: 60_000, maxHeld: 0 } });

  it('answers 429 in Indonesian when too many sign-ins of a slowed address already wait', async () => {
    expect((await login(platform, 'AGUS2026')).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await login(platform, `TEBAK${i}`)).status).toBe(404);
    const limited = await login(platform, 'AGUS2026');
    expect(limited.status).toBe(429);
    expect(limited.body.error?.message).toBe('Terlalu banyak percobaan masuk dari perangkat atau jaringan ini. Coba lagi dalam 60 detik.');
    expect(limited.headers.get('retry-after')).toBe('60');
    expect((await call(platform, 'POST', '/api/auth/register', { form: registration })).status).toBe(429);
    // The SDK hands the server's message to the app as is.
    const api = createPameranClient({ baseUrl: platform.url, getToken: () => null });
    await expect(api.auth.invitation({ code: 'AGUS2026' })).rejects.toMatchObject({ status: 429, message: limited.body.error?.message });
  });
});

describe('bounded tables', () => {
  const platform = usePlatform({ requestLogLimit: 20, maxTokens: 15 });

  it('keeps only the newest requests in the log', async () => {
    for (let i = 0; i < 30; i++) await call(platform, 'GET', `/api/events/1/sessionsUpcoming?limit=${i + 1}`);
    expect(platform.requests).toHaveLength(20);
    expect(platform.requests.at(-1)?.query).toBe('?limit=30');
  });

  it('keeps a visitor’s newest 10 tokens, and at most maxTokens in all', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 12; i++) tokens.push(await loginToken(platform, 'AGUS2026'));
    expect(platform.tokenCount()).toBe(10);
    expect((await call(platform, 'GET', '/api/users', { token: tokens[0] })).status).toBe(401);
    expect((await call(platform, 'GET', '/api/users', { token: tokens[1] })).status).toBe(401);
    expect((await call(platform, 'GET', '/api/users', { token: tokens[2] })).status).toBe(200);
    for (let i = 0; i < 5; i++) await loginToken(platform, i % 2 ? 'BUDI2026' : 'SITI2026');
    expect(platform.tokenCount()).toBe(15);
    expect((await login(platform, 'BUDI2026')).status).toBe(503);
    expect(platform.tokenCount()).toBe(15);
  });
});
