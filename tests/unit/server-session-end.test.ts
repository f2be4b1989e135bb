// The platform's half of logout everywhere: POST /api/auth/logout (x-assumed) revokes the bearer
// token it is called with, at once; the same visitor's other devices keep theirs.
import { describe, expect, it } from 'vitest';
import { call, loginToken, usePlatform } from '../helpers/platform';

describe('revoking a token', () => {
  const platform = usePlatform();

  it('answers 401 to every later call with a revoked token, and keeps the visitor’s other devices signed in', async () => {
    const phone = await loginToken(platform, 'BUDI2026');
    const laptop = await loginToken(platform, 'BUDI2026');
    expect((await call(platform, 'GET', '/api/users', { token: phone })).status).toBe(200);

    expect(await call(platform, 'POST', '/api/auth/logout', { token: phone })).toEqual({ status: 200, body: { data: { revoked: true } } });

    for (const [method, path] of [['GET', '/api/users'], ['GET', '/api/carts'], ['POST', '/api/auth/logout']] as const) {
      expect(await call(platform, method, path, { token: phone })).toEqual({
        status: 401,
        body: { error: { message: 'Sesi Anda tidak valid atau telah berakhir. Silakan masuk kembali.' } },
      });
    }
    expect((await call(platform, 'GET', '/api/users', { token: laptop })).status).toBe(200);
  });

  it('refuses a logout without a token', async () => {
    expect((await call(platform, 'POST', '/api/auth/logout')).status).toBe(401);
  });
});
