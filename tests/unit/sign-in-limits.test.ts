// Sign-in limits that fit a venue: failures are counted per source address (an IPv6 address by
// its /64) and per invitation code; successful logins and registrations never count, so a hall
// of visitors behind one address is not slowed down by signing in. The per-address slow-down
// is tests/unit/sign-in-flood.test.ts and tests/unit/server-security.test.ts.
import { describe, expect, it } from 'vitest';
import { sourceKey } from '../../server/limits.mjs';
import { call, usePlatform, type Platform } from '../helpers/platform';

const login = (platform: Platform, code: string) => call(platform, 'POST', '/api/auth/invitation', { form: { code, force: '1', token: '' } });
const registration = { name: 'Dedi', ticket_id: '12', agency: 'PT A', gender: '-', country: 'INDONESIA', unit: 'U', salesman: 'S', agreement: '1', is_promo: '1', token: '' };

describe('successes never count', () => {
  const platform = usePlatform({ signInDelay: { freeFailures: 3, windowMs: 60_000, firstDelayMs: 60_000, maxDelayMs: 60_000, maxHeld: 0 } });

  it('lets a hall register and log in far past the failure budget', async () => {
    for (let i = 0; i < 6; i++) expect((await call(platform, 'POST', '/api/auth/register', { form: registration })).status).toBe(200);
    for (let i = 0; i < 6; i++) expect((await login(platform, 'BUDI2026')).status).toBe(200);
  });
});

describe('failures per invitation code', () => {
  const platform = usePlatform({ codeSignInLimit: { attempts: 2, windowMs: 60_000 } });

  it('refuses a code after its failure budget, and only that code', async () => {
    expect((await login(platform, 'SALAH2026')).status).toBe(404);
    expect((await login(platform, 'salah2026')).status).toBe(404);
    const limited = await login(platform, 'SALAH2026');
    expect(limited.status).toBe(429);
    expect(limited.body.error?.message).toBe('Terlalu banyak percobaan dengan kode ini. Periksa kembali kode Anda dan coba lagi dalam 1 menit.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(platform, 'LAIN2026')).status).toBe(404);
    expect((await login(platform, 'SITI2026')).status).toBe(200);
  });
});

describe('the key of a source address', () => {
  it('counts every address of one IPv6 /64 together, and different /64s apart', () => {
    expect(sourceKey('2001:db8:1:2:aaaa::1')).toBe(sourceKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
    expect(sourceKey('2001:DB8:0001:0002::')).toBe(sourceKey('2001:db8:1:2::9'));
    expect(sourceKey('2001:db8:1:3::1')).not.toBe(sourceKey('2001:db8:1:2::1'));
  });

  it('counts an IPv4 address alone, also when it arrives IPv4-mapped', () => {
    expect(sourceKey('::ffff:10.0.0.7')).toBe('10.0.0.7');
    expect(sourceKey('10.0.0.7')).not.toBe(sourceKey('10.0.0.8'));
  });
});
