// The logout's revoke (Ports.session.endEverywhere, src/app/assemble.ts) goes out through the
// app's fetch like every other call: the platform revokes the token, and the write is announced
// (the read catalogue's 'session'), so every answer read with the ended session is stale.
import { describe, expect, it } from 'vitest';
import { assembleApp } from '../../src/app/assemble';
import { onPlatformWrite } from '../../src/adapters/fetch';
import { call, loginToken, usePlatform } from '../helpers/platform';

const platform = usePlatform();

describe("the logout's revoke", () => {
  it('revokes the token at the platform and is announced as the session write', async () => {
    const token = await loginToken(platform);
    const { ports } = assembleApp({ platform: { url: platform.url }, start: 'later' });
    const writes: string[] = [];
    const stop = onPlatformWrite((write, ended) => {
      if (ended) writes.push(String(write));
    });
    ports.session.endEverywhere!(token);
    await expect.poll(() => writes).toEqual(['session']);
    stop();
    expect((await call(platform, 'GET', '/api/users', { token })).status).toBe(401);
  });
});
