// The app's fetch (src/adapters/fetch.ts) over real HTTP: index.html's prefetched answers are
// handed to the SDK without a second request, and writes are never held back or merged. Counts
// what a local server really received. Sharing reads is the read store's (tests/unit/reads.test.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPameranClient } from '@pameran/sdk';
import { createAppFetch } from '../../src/adapters/fetch';
import { requestKey, type PrefetchEntry } from '../../src/adapters/prefetchKey';
import { PUBLIC_READS, personalReadsFor, publicReadsFor } from '../../src/adapters/publicReads';
import { encodeToken } from '../../machines';

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
    await Promise.all([client.events.answerSurvey(79, []).catch(() => undefined), client.events.answerSurvey(79, []).catch(() => undefined)]);
    expect(hits.filter((hit) => hit.startsWith('POST'))).toHaveLength(2);
  });

  it("prefetches exactly the requests the SDK makes for /home and /products (else the hand-over never happens)", async () => {
    const seen: string[] = [];
    const recording = createPameranClient({
      baseUrl: base,
      getToken: () => null,
      fetch: async (request) => {
        seen.push(requestKey(request.method, request.url, request.headers.get('Authorization')));
        return new Response(JSON.stringify({ data: [] }), { headers: { 'Content-Type': 'application/json' } });
      },
    });
    const prefetched = (segment: string) =>
      PUBLIC_READS[segment]!.map((read) => requestKey('GET', new URL(base + read.path).href, read.authorization ?? null)).sort();
    await Promise.all([recording.events.event(), recording.events.homeUpcomingSessions(), recording.events.upcomingSessions({}), recording.events.ongoingExternalSessions()].map((call) => call.catch(() => undefined)));
    expect(seen.sort()).toEqual(prefetched('home'));
    seen.length = 0;
    await Promise.all([recording.events.merchandise(), recording.events.exhibitorPage({ page: 1, per_page: 500 }), recording.events.upcomingSessions({})].map((call) => call.catch(() => undefined)));
    expect(seen.sort()).toEqual(prefetched('products'));
  });

  it("prefetches a signed-in visitor's first reads exactly as the SDK asks for them, from the token as stored", async () => {
    const seen: string[] = [];
    const recording = createPameranClient({
      baseUrl: base,
      getToken: () => 'eyJhbGciOi.visitor-token',
      fetch: async (request) => {
        seen.push(requestKey(request.method, request.url, request.headers.get('Authorization')));
        return new Response(JSON.stringify({ data: {} }), { headers: { 'Content-Type': 'application/json' } });
      },
    });
    const prefetched = (pathname: string, stored: string | null) =>
      personalReadsFor(pathname, stored).map((read) => requestKey('GET', new URL(base + read.path).href, read.authorization!)).sort();
    const stored = encodeToken({ access_token: 'eyJhbGciOi.visitor-token', token_type: 'bearer', expires_in: 3600 });
    // On every page: the session check (the stored user fetched again).
    await recording.users.me().catch(() => undefined);
    expect(prefetched('/products', stored)).toEqual(seen.sort());
    // A live session's page: its stream and its survey too.
    await Promise.all([recording.events.sessionStream(79), recording.events.survey(79)].map((call) => call.catch(() => undefined)));
    expect(prefetched('/live-stream/79', stored)).toEqual(seen.sort());
    expect(prefetched('/live-stream/bukan-sesi', stored)).toEqual(prefetched('/products', stored));
    // Nothing stored, or something that is not a stored token: nothing is asked for.
    for (const broken of [null, '', 'not base64!', btoa('{"access_token":42}'), btoa('[1]')]) expect(personalReadsFor('/live-stream/79', broken)).toEqual([]);
  });

  it("prefetches only the countdown's read for a products deep link (the merchandise would go unread), and a booth's exhibitor", () => {
    expect(publicReadsFor('/products', '')).toEqual(PUBLIC_READS['products']);
    for (const search of ['?product=101', '?product=101&exhibitor=1', '?product=101&booth=A-01', '?q=genset', '?exhibitor=nol']) {
      expect(publicReadsFor('/products', search)).toEqual(PUBLIC_READS['*']);
    }
    expect(publicReadsFor('/home', '?utm=x')).toEqual(PUBLIC_READS['home']);
  });

  it("prefetches a booth's QR code (issue 34) and a shared exhibitor link exactly as the SDK asks for them, anonymous and signed in, the code normalised as Produk does", async () => {
    const ask = async (token: string | null, code: string | number) => {
      let key = '';
      const recording = createPameranClient({
        baseUrl: base,
        getToken: () => token,
        fetch: async (request) => {
          key = requestKey(request.method, request.url, request.headers.get('Authorization'));
          return new Response(JSON.stringify({ data: {} }), { headers: { 'Content-Type': 'application/json' } });
        },
      });
      await (typeof code === 'number' ? recording.events.exhibitor(code) : recording.events.exhibitorByCode(code)).catch(() => undefined);
      return key;
    };
    const keysOf = (reads: { path: string; authorization?: string; boothPreview?: boolean }[]) =>
      reads.filter((read) => read.boothPreview).map((read) => requestKey('GET', new URL(base + read.path).href, read.authorization ?? null));
    // A printed QR code, and one a visitor typed by hand ("a05"): Produk asks for A-05 either way.
    expect(keysOf(publicReadsFor('/products', '?booth=A-05&stamp=Qm9vdGhTZWNyZXQxMjM0'))).toEqual([await ask(null, 'A-05')]);
    expect(keysOf(publicReadsFor('/products', '?booth=a05'))).toEqual([await ask(null, 'A-05')]);
    expect(keysOf(publicReadsFor('/products', '?exhibitor=3'))).toEqual([await ask(null, 3)]);
    const stored = encodeToken({ access_token: 'eyJhbGciOi.visitor-token', token_type: 'bearer', expires_in: 3600 });
    expect(keysOf(personalReadsFor('/products', stored, '?booth=A-05'))).toEqual([await ask('eyJhbGciOi.visitor-token', 'A-05')]);
    // Anonymous only for the token-less one: a signed-in visitor's app sends the bearer.
    expect(publicReadsFor('/products', '?booth=A-05').find((read) => read.boothPreview)?.anonymousOnly).toBe(true);
  });
});
