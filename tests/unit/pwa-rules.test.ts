// The service worker's caching rules, request by request: what a visitor may read offline, and
// what must never be stored (SPEC: authenticated calls send a bearer token; exhibitor details
// go out with an empty Authorization when anonymous). The rules are made from the read
// catalogue as the build makes them; the same functions run inside sw.js, and
// tests/e2e/pwa.test.ts checks them there, in Chromium; these are the rules alone, in Node.
import { describe, expect, it } from 'vitest';
import { isMediaImage } from '../../scripts/post-build.mjs';
import { publicReadRule } from '../../src/data/publicReadRule';
import { SERVICE_WORKER_READS } from '../../src/data/serviceWorkerReads';

const rules = [publicReadRule(SERVICE_WORKER_READS.kept), publicReadRule(SERVICE_WORKER_READS.networkFirst), isMediaImage];

const ORIGIN = 'http://127.0.0.1:8080';

function decide(method: string, pathname: string, authorization?: string): boolean {
  const headers = authorization === undefined ? undefined : { Authorization: authorization };
  const request = new Request(ORIGIN + pathname, { method, headers });
  const match = { url: new URL(request.url), request };
  return rules.some((rule) => rule(match));
}

describe('the offline caching rule', () => {
  it.each([
    ['event info', '/api/events/1'],
    ['an exhibitor, anonymously', '/api/events/1/exhibitors/3', ''],
    ['an exhibitor by booth code', '/api/events/1/exhibitorCode/A-01', ''],
    ['a product', '/api/events/1/exhibitorProduct/12', ''],
    ['the merchandise (by slug)', '/api/events/pameran-merchandise/merchandise', ''],
    ['the floor plan', '/api/events/1/floorplan'],
    ['a page of exhibitors', '/api/events/1/exhibitors?page=2&per_page=500'],
    ['upcoming sessions', '/api/events/1/sessionsUpcoming'],
    ['the two upcoming sessions of home', '/api/events/1/sessionsUpcoming?limit=2'],
    ['ongoing external sessions', '/api/events/1/sessionsOngoingExternal'],
    ['an exhibitor logo', '/media/exhibitor/1.svg'],
  ])('keeps %s for offline use', (_name, pathname, authorization?: string) => {
    expect(decide('GET', pathname, authorization)).toBe(true);
  });

  it.each([
    ['an exhibitor read with a bearer token', 'GET', '/api/events/1/exhibitors/3', 'Bearer abc'],
    ['the rooms (a bearer call)', 'GET', '/api/events/1/rooms', 'Bearer abc'],
    ['the merchandise read with a bearer token', 'GET', '/api/events/pameran-merchandise/merchandise', 'Bearer abc'],
    ['the visitor', 'GET', '/api/users', 'Bearer abc'],
    ['a user-details update', 'POST', '/api/users', 'Bearer abc'],
    ['a brochure claim', 'POST', '/api/users/brochure/2/saved', 'Bearer abc'],
    ['the carts', 'GET', '/api/carts', 'Bearer abc'],
    ['a cart item removal', 'DELETE', '/api/carts/1/items/2', 'Bearer abc'],
    ['the orders', 'GET', '/api/orders', 'Bearer abc'],
    ['a login', 'POST', '/api/auth/invitation', undefined],
    ['a registration', 'POST', '/api/auth/register', undefined],
    ['the admin visitor list', 'GET', '/api/admin/visitors', 'Bearer abc'],
    ['a survey', 'GET', '/api/events/1/sessions/79/survey', 'Bearer abc'],
    ['survey answers', 'POST', '/api/events/1/sessions/79/survey', 'Bearer abc'],
    ['a session stream', 'GET', '/api/events/1/sessions/79/stream', 'Bearer abc'],
    ['an unknown event route', 'GET', '/api/events/1/secrets', undefined],
    ['the visitor’s QR code (its URL is the invitation code)', 'GET', '/media/qr/BUDI2026.svg', undefined],
  ])('never stores %s', (_name, method, pathname, authorization) => {
    expect(decide(method, pathname, authorization)).toBe(false);
  });
});
