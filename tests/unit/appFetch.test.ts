// The app's fetch (src/adapters/fetch.ts) over real HTTP: index.html's prefetched answers are
// handed to the SDK without a second request, and writes are never held back or merged. Counts
// what a local server really received. Sharing reads is the read store's (tests/unit/reads.test.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPameranClient } from '@pameran/sdk';
import { createAppFetch } from '../../src/adapters/fetch';
import { requestKey, type PrefetchEntry } from '../../src/adapters/prefetchKey';
import { prefetchedReads } from '../../src/data/prefetched';
import { prefetchPlan } from '../../src/boot/prefetchPlan';

/** The plan as the build writes it into index.html: data, through JSON. */
const plan = JSON.parse(JSON.stringify(prefetchPlan())) as ReturnType<typeof prefetchPlan>;
import { encodeToken } from '../../machines';
import { calls as surveyCalls } from '../../sdk/src/calls/survey';

let server: http.Server;
let base = '';
let hits: string[] = [];
// Answers that fit the contract: the SDK checks every body it is handed, prefetched or not.
const sessions = [1, 2, 3].map((id) => ({ id, title: `Sesi ${id}`, is_started_countdown: 100 * id, starts_at: '2026-11-23T10:00:00+07:00', room_id: 1 }));
const eventInfo = {
  id: 1, name: 'Pameran Uji', tagline: 'Uji', venue: 'JIExpo', starts_at: '2026-11-23T09:00:00+07:00',
  ends_at: '2026-11-25T17:00:00+07:00', banner_url: '/media/banner.svg', exhibitors: [], highlights: [],
};

beforeAll(async () => {
  server = http.createServer((request, response) => {
    hits.push(`${request.method} ${request.url} ${JSON.stringify(request.headers.authorization ?? null)}`);
    response.setHeader('Content-Type', 'application/json');
    const url = request.url ?? '';
    response.end(JSON.stringify({ data: url.includes('sessionsUpcoming') ? sessions : url.includes('merchandise') ? [] : eventInfo }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  hits = [];
});

function sdk(store: Record<string, PrefetchEntry> = {}, token: string | null = null) {
  return createPameranClient({ baseUrl: base, getToken: () => token, fetch: createAppFetch(undefined, () => store) });
}

describe('the app fetch', () => {
  it('hands a prefetched answer to the SDK: the platform sees one request, the SDK reads its data', async () => {
    const url = `${base}/api/events/1`;
    const store: Record<string, PrefetchEntry> = { [requestKey('GET', url, null)]: { at: Date.now(), response: fetch(url) } };
    const event = await sdk(store).events.event();
    expect(event).toMatchObject({ name: 'Pameran Uji' });
    expect(hits).toEqual(['GET /api/events/1 null']);
    expect(store).toEqual({});
  });

  it('does not hand over an answer for another Authorization header', async () => {
    const url = `${base}/api/events/pameran-merchandise/merchandise`;
    // Prefetched anonymously (empty header), but the visitor now holds a token.
    const store: Record<string, PrefetchEntry> = { [requestKey('GET', url, '')]: { at: Date.now(), response: fetch(url, { headers: { Authorization: '' } }) } };
    await sdk(store, 'tok').events.merchandise();
    expect(hits.sort()).toEqual(['GET /api/events/pameran-merchandise/merchandise ""', 'GET /api/events/pameran-merchandise/merchandise "Bearer tok"']);
  });

  it('sends every write', async () => {
    const client = sdk({}, 'tok');
    await Promise.all([client.extend(surveyCalls).answerSurvey(79, []).catch(() => undefined), client.extend(surveyCalls).answerSurvey(79, []).catch(() => undefined)]);
    expect(hits.filter((hit) => hit.startsWith('POST'))).toHaveLength(2);
  });

  // The paths and headers are the SDK's own by the catalogue's test (tests/unit/catalogue.test.ts);
  // here, which requests each door starts, written out.
  const TOKEN = 'eyJhbGciOi.visitor-token';
  const stored = encodeToken({ access_token: TOKEN, token_type: 'bearer', expires_in: 3600 });
  const asked = (pathname: string, search = '', token: string | null = null) =>
    prefetchedReads(plan, pathname, search, token).map(({ path, authorization }) => `${path} ${authorization === undefined ? '-' : `[${authorization}]`}`);

  it('prefetches the reads of /home, /products, /agenda and /denah, and the countdown\'s on every other route', () => {
    const home = ['/api/events/1 -', '/api/events/1/sessionsUpcoming?limit=2 -', '/api/events/1/sessionsUpcoming -', '/api/events/1/sessionsOngoingExternal -'];
    expect(asked('/')).toEqual(home);
    expect(asked('/home', '?utm=x')).toEqual(home);
    expect(asked('/products')).toEqual(['/api/events/1/exhibitors?page=1&per_page=200 -', '/api/events/pameran-merchandise/merchandise []', '/api/events/1/sessionsUpcoming -']);
    expect(asked('/denah')).toEqual(['/api/events/1/floorplan -', '/api/events/1/sessionsUpcoming -']);
    expect(asked('/agenda')).toEqual(['/api/events/1/sessionsUpcoming -', '/api/events/1/sessionsOngoingExternal -']);
    expect(asked('/profile')).toEqual(['/api/events/1/sessionsUpcoming -']);
  });

  it("prefetches a signed-in visitor's session check on every route, and a live session's stream and survey", () => {
    expect(asked('/profile', '', stored)).toEqual(['/api/events/1/sessionsUpcoming -', `/api/users [Bearer ${TOKEN}]`]);
    expect(asked('/live-stream/79', '', stored)).toEqual([
      '/api/events/1/sessionsUpcoming -',
      `/api/users [Bearer ${TOKEN}]`,
      `/api/events/1/sessions/79/stream [Bearer ${TOKEN}]`,
      `/api/events/1/sessions/79/survey [Bearer ${TOKEN}]`,
    ]);
    expect(asked('/live-stream/bukan-sesi', '', stored)).toEqual(asked('/profile', '', stored));
    // Nothing stored, or something that is not a stored token: anonymous.
    for (const broken of [null, '', 'not base64!', btoa('{"access_token":42}'), btoa('[1]')]) expect(asked('/live-stream/79', '', broken)).toEqual(['/api/events/1/sessionsUpcoming -']);
    // The boot screen paints the session from the upcoming sessions the countdown reads anyway,
    // then, signed in, from its stream; on a path that names no session, from neither.
    expect(prefetchedReads(plan, '/live-stream/79', '', stored).map((read) => read.paint)).toEqual(['listedSession', undefined, 'session', undefined]);
    expect(prefetchedReads(plan, '/live-stream/79', '', null).map((read) => read.paint)).toEqual(['listedSession']);
    expect(prefetchedReads(plan, '/live-stream/bukan-sesi', '', null).map((read) => read.paint)).toEqual([undefined]);
    // The agenda's days from both its reads; Produk's first items from the merchandise.
    expect(prefetchedReads(plan, '/agenda', '', null).map((read) => read.paint)).toEqual(['agendaUpcoming', 'agendaExternal']);
    expect(prefetchedReads(plan, '/products', '', null).map((read) => read.paint)).toEqual(['exhibitorRows', undefined, undefined]);
  });

  it("prefetches the countdown's read and the merchandise for a products deep link (not the exhibitors' list, which would go unread), and the exhibitor a booth's QR code or a shared link opens", () => {
    // Produk reads its merchandise on every address: its search covers it.
    const merchandise = '/api/events/pameran-merchandise/merchandise []';
    for (const search of ['?product=101', '?product=101&exhibitor=1', '?product=101&booth=A-01', '?q=genset', '?exhibitor=nol']) {
      expect(asked('/products', search)).toEqual(['/api/events/1/sessionsUpcoming -', merchandise]);
    }
    // A printed QR code, and one a visitor typed by hand ("a05"): Produk asks for A-05 either way.
    expect(asked('/products', '?booth=A-05&stamp=Qm9vdGhTZWNyZXQxMjM0')).toEqual(['/api/events/1/sessionsUpcoming -', '/api/events/1/exhibitorCode/A-05 []', merchandise]);
    expect(asked('/products', '?booth=a05')).toEqual(['/api/events/1/sessionsUpcoming -', '/api/events/1/exhibitorCode/A-05 []', merchandise]);
    expect(asked('/products', '?exhibitor=3')).toEqual(['/api/events/1/sessionsUpcoming -', '/api/events/1/exhibitors/3 []', merchandise]);
    expect(asked('/products', '?booth=A-05', stored)).toEqual([
      '/api/events/1/sessionsUpcoming -',
      `/api/events/1/exhibitorCode/A-05 [Bearer ${TOKEN}]`,
      `/api/events/pameran-merchandise/merchandise [Bearer ${TOKEN}]`,
      `/api/users [Bearer ${TOKEN}]`,
    ]);
    // The boot screen paints the exhibitor's answer (src/boot/paint.ts), and /home's event.
    expect(prefetchedReads(plan, '/products', '?booth=A-05', null).map((read) => read.paint)).toEqual([undefined, 'exhibitor', undefined]);
    expect(prefetchedReads(plan, '/home', '', null).map((read) => read.paint)).toEqual(['event', undefined, undefined, undefined]);
  });
});
