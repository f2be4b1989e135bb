// The read catalogue (src/data/catalogue.ts) against the SDK and the contract: every entry's
// path is the request its SDK call makes, sent with the header its auth mode says, and that mode
// is the contract's (sdk/openapi.yaml x-auth-mode). index.html's prefetch sends the entry's path
// and header, so this is what makes its answers the SDK's. Which writes make which answers stale,
// and what is kept offline, are decided by the request's path: written out here from SPEC's calls.
import { describe, expect, it } from 'vitest';
import { createPameranClient } from '@pameran/sdk';
import { authModeOf } from '../../sdk/src/generated/authModes';
import { offlineOf, pathPattern, READS, writeOf, type ReadEntry } from '../../src/data/catalogue';

const BASE = 'http://platform.test';
/** An argument for each entry that takes one. */
const SAMPLE: Record<string, (string | number)[]> = { exhibitors: [2], exhibitor: [3], exhibitorCode: ['A-05'], exhibitorProduct: [101], sessionStream: [79], survey: [79] };

/** The request an entry's SDK call makes, and its Authorization header (null: none). */
async function requestOf(entry: ReadEntry<never, unknown>, token: string | null) {
  let sent: { path: string; authorization: string | null } | undefined;
  const api = createPameranClient({
    baseUrl: BASE,
    getToken: () => token,
    fetch: async (request) => {
      const url = new URL(request.url);
      sent = { path: url.pathname + url.search, authorization: request.headers.get('Authorization') };
      return new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } });
    },
  });
  const read = (entry as unknown as (...args: unknown[]) => ReturnType<typeof entry>)(...(SAMPLE[nameOf(entry)] ?? []));
  await read.load(api, new AbortController().signal).catch(() => undefined);
  return sent;
}

const nameOf = (entry: ReadEntry<never, unknown>) => String((entry as unknown as () => { key: unknown[] })(...([] as [])).key[0]);

describe('the read catalogue', () => {
  it.each(READS.map((entry) => [entry.operation, entry] as const))('%s: the path and header its SDK call sends, in the mode the contract says', async (operation, entry) => {
    expect(authModeOf(operation)).toBe(entry.auth);
    const args = SAMPLE[nameOf(entry)] ?? [];
    const path = (entry.path as (...a: unknown[]) => string)(...args);
    const anonymous = await requestOf(entry, null);
    const signedIn = await requestOf(entry, 'tok');
    expect(signedIn).toEqual({ path, authorization: entry.auth === 'none' ? null : 'Bearer tok' });
    if (entry.auth !== 'bearer') expect(anonymous).toEqual({ path, authorization: entry.auth === 'optional-empty' ? '' : null });
  });

  it.each(READS.map((entry) => [entry.operation, entry] as const))('%s: its SDK call stops when its reader leaves (the signal reaches the request)', async (_operation, entry) => {
    const leaving = new AbortController();
    leaving.abort();
    let reached: boolean | undefined;
    const api = createPameranClient({
      baseUrl: BASE,
      getToken: () => 'tok',
      fetch: async (request) => {
        reached = request.signal.aborted;
        return new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } });
      },
    });
    const read = (entry as unknown as (...args: unknown[]) => ReturnType<typeof entry>)(...(SAMPLE[nameOf(entry)] ?? []));
    await read.load(api, leaving.signal).catch(() => undefined);
    // Never sent, or sent already stopped.
    expect(reached ?? true).toBe(true);
  });

  it.each([
    ['POST', '/api/users', 'profile'],
    ['POST', '/api/carts', 'cart'],
    ['DELETE', '/api/carts/4/items/9', 'cart'],
    ['POST', '/api/orders', 'order'],
    ['POST', '/api/users/brochure/2/saved', 'gift'],
    ['POST', '/api/events/1/sessions/79/survey', 'survey'],
    ['POST', '/api/events/1/stamps', 'stamp'],
    ['POST', '/api/auth/invitation', 'session'],
    ['POST', '/api/auth/logout', 'session'],
    ['POST', '/api/auth/realtime-token', null],
    ['POST', '/api/admin/brochure/7', 'admin'],
    ['POST', '/api/something-new', undefined],
    // Only the method the contract names: a write by another method is one WRITES does not list.
    ['POST', '/api/carts/4/items/9', undefined],
    ['PUT', '/api/users', undefined],
  ])('%s %s changes %s', (method, path, write) => {
    expect(writeOf(method, BASE + path)).toBe(write);
  });

  it.each([
    ['/api/users', 'kept'],
    ['/api/orders?limit=100', 'kept'],
    ['/api/carts', 'kept'],
    ['/api/events/1/exhibitors/3', 'kept'],
    ['/api/events/1/sessionsUpcoming', 'network-first'],
    ['/api/events/1/sessions/79/stream', false],
    ['/api/admin/visitors', false],
    ['/api/events/1/secrets', false],
  ])('GET %s is kept offline: %s', (path, offline) => {
    expect(offlineOf(BASE + path)).toBe(offline);
  });

  it("an operation's path as a pattern: each argument is one segment, a trailing slash allowed", () => {
    const exhibitor = new RegExp(pathPattern('GET /api/events/{eventId}/exhibitors/{exhibitorId}'));
    expect(exhibitor.test('/api/events/1/exhibitors/3')).toBe(true);
    expect(exhibitor.test('/api/events/1/exhibitors/A-05/')).toBe(true);
    expect(exhibitor.test('/api/events/1/exhibitors')).toBe(false);
    expect(exhibitor.test('/api/events/1/exhibitors/3/products')).toBe(false);
    expect(exhibitor.test('/api/events/1/2/exhibitors/3')).toBe(false);
  });

  it("an operation's path as a pattern: its other characters stand for themselves", () => {
    const dotted = new RegExp(pathPattern('GET /api/v1.0/events/{eventId}'));
    expect(dotted.test('/api/v1.0/events/1')).toBe(true);
    expect(dotted.test('/api/v1x0/events/1')).toBe(false);
    const plus = new RegExp(pathPattern('GET /api/a+b'));
    expect(plus.test('/api/a+b')).toBe(true);
    expect(plus.test('/api/aab')).toBe(false);
  });
});
