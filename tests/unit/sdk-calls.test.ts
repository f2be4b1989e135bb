// What a caller of the SDK sees of every call besides its answer: each call ends when its
// caller's signal does (and only then), a finished call leaves nothing running behind, and
// the headers the contract gives a call with a token held or not, and with an
// Idempotency-Key (sdk/openapi.yaml, SPEC §6-7), as the local platform received them.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createPameranClient, type CallOptions, type PameranClient } from '../../sdk/src/index';
import { usePlatform } from '../helpers/platform';
import { everySdkCall } from '../helpers/everySdkCall';
import { calls as accountCalls } from '../../sdk/src/calls/account';
import { calls as planCalls } from '../../sdk/src/calls/plans';
import { calls as reachCalls } from '../../sdk/src/calls/reach';
import { calls as deskCalls } from '../../sdk/src/calls/exhibitorDesk';
import { calls as adminCalls } from '../../sdk/src/calls/admin';
import { calls as stampCalls } from '../../sdk/src/calls/stamps';
import { calls as surveyCalls } from '../../sdk/src/calls/survey';

const platform = usePlatform();

beforeEach(() => {
  platform.resetRequests();
});

/** Every call of the client, with some arguments and the caller's options last. */
const CALLS: Record<string, (api: PameranClient, o: CallOptions) => Promise<unknown>> = {
  'auth.register': (api, o) => api.auth.register({ name: 'Rina', agency: 'PT Maju', unit: 'Gudang', salesman: 'Andi' }, o),
  'auth.invitation': (api, o) => api.auth.invitation({ code: 'BUDI2026' }, o),
  'auth.logout': (api, o) => api.auth.logout(o),
  'auth.realtimeToken': (api, o) => api.auth.realtimeToken(o),
  'users.me': (api, o) => api.users.me(o),
  'users.update': (api, o) => api.users.update({ unit: 'Bengkel' }, o),
  'users.claimedGifts': (api, o) => api.users.claimedGifts(o),
  'events.event': (api, o) => api.events.event(o),
  'events.exhibitorPage': (api, o) => api.events.exhibitorPage({ page: 1 }, o),
  'events.exhibitor': (api, o) => api.events.exhibitor(2, o),
  'events.exhibitorByCode': (api, o) => api.events.exhibitorByCode('D-01', o),
  'events.exhibitorProduct': (api, o) => api.events.exhibitorProduct(301, o),
  'events.merchandise': (api, o) => api.events.merchandise(o),
  'events.rooms': (api, o) => api.events.rooms(1, o),
  'events.sessionStream': (api, o) => api.events.sessionStream(79, 1, o),
  'events.upcomingSessions': (api, o) => api.events.upcomingSessions({}, o),
  'events.homeUpcomingSessions': (api, o) => api.events.homeUpcomingSessions(o),
  'events.ongoingExternalSessions': (api, o) => api.events.ongoingExternalSessions(o),
  'events.floorplan': (api, o) => api.events.floorplan(o),
  'calls/survey.survey': (api, o) => api.extend(surveyCalls).survey(79, 1, o),
  'calls/survey.answerSurvey': (api, o) => api.extend(surveyCalls).answerSurvey(79, [], 1, o),
  'commerce.carts': (api, o) => api.commerce.carts(o),
  'commerce.addToCart': (api, o) => api.commerce.addToCart({ product_id: 101, quantity: 1 }, o),
  'commerce.removeCartItem': (api, o) => api.commerce.removeCartItem(1, 2, o),
  'commerce.placeOrder': (api, o) => api.commerce.placeOrder({ cart_id: 1, item_ids: [2] }, o),
  'commerce.orders': (api, o) => api.commerce.orders(o),
  'commerce.claimGift': (api, o) => api.commerce.claimGift(3, o),
  'calls/stamps.card': (api, o) => api.extend(stampCalls).card(o),
  'calls/stamps.addStamp': (api, o) => api.extend(stampCalls).addStamp({ booth_code: 'A-01', stamp: 'x' }, o),
  'calls/stamps.boothStaffCode': (api, o) => api.extend(stampCalls).boothStaffCode('A-01', 'x', o),
  'calls/admin.visitors': (api, o) => api.extend(adminCalls).visitors(o),
  'calls/admin.prizes': (api, o) => api.extend(adminCalls).prizes(o),
  'calls/admin.pushBrochure': (api, o) => api.extend(adminCalls).pushBrochure(1001, [], o),
  'calls/admin.stampSheet': (api, o) => api.extend(adminCalls).stampSheet(o),
  'calls/admin.stampCompletions': (api, o) => api.extend(adminCalls).stampCompletions(o),
  'calls/admin.setStampTarget': (api, o) => api.extend(adminCalls).setStampTarget(3, o),
  'calls/account.sendCode': (api, o) => api.extend(accountCalls).sendCode({ email: 'budi.santoso@contoh.co.id' }, o),
  'calls/plans.agenda': (api, o) => api.extend(planCalls).agenda(o),
  'calls/plans.saveAgenda': (api, o) => api.extend(planCalls).saveAgenda({ session_ids: [79] }, o),
  'calls/plans.visitList': (api, o) => api.extend(planCalls).visitList(o),
  'calls/plans.saveVisitList': (api, o) => api.extend(planCalls).saveVisitList({ entries: [] }, o),
  'calls/reach.sendInquiry': (api, o) => api.extend(reachCalls).sendInquiry({ exhibitor_id: 1, note: 'Harga?', reply_to: { phone: '081234567890' }, consent: true }, o),
  'calls/reach.myInquiries': (api, o) => api.extend(reachCalls).myInquiries(o),
  'calls/reach.shareContact': (api, o) => api.extend(reachCalls).shareContact({ exhibitor_id: 1, share: { email: 'budi@contoh.id' }, consent: true }, o),
  'calls/reach.myContacts': (api, o) => api.extend(reachCalls).myContacts(o),
  'calls/reach.withdrawContact': (api, o) => api.extend(reachCalls).withdrawContact(1, o),
  'calls/reach.slots': (api, o) => api.extend(reachCalls).slots(1, o),
  'calls/reach.requestMeeting': (api, o) => api.extend(reachCalls).requestMeeting({ slot_id: 101 }, o),
  'calls/reach.myMeetings': (api, o) => api.extend(reachCalls).myMeetings(o),
  'calls/reach.cancelMeeting': (api, o) => api.extend(reachCalls).cancelMeeting(1, o),
  'calls/exhibitorDesk.login': (api, o) => api.extend(deskCalls).login('STAF-A01-7KQ2', o),
  'calls/exhibitorDesk.logout': (api, o) => api.extend(deskCalls).logout('token', o),
  'calls/exhibitorDesk.inquiries': (api, o) => api.extend(deskCalls).inquiries('token', o),
  'calls/exhibitorDesk.markRead': (api, o) => api.extend(deskCalls).markRead('token', 1, o),
  'calls/exhibitorDesk.reply': (api, o) => api.extend(deskCalls).reply('token', 1, 'Rp 185 juta', o),
  'calls/exhibitorDesk.contacts': (api, o) => api.extend(deskCalls).contacts('token', o),
  'calls/exhibitorDesk.slots': (api, o) => api.extend(deskCalls).slots('token', o),
  'calls/exhibitorDesk.answerMeeting': (api, o) => api.extend(deskCalls).answerMeeting('token', 1, 'accepted', o),
  'calls/exhibitorDesk.reachCounts': (api, o) => api.extend(deskCalls).reachCounts(o),
};

/** A server that holds every request; after `answerAfterMs` it answers 503 (so a call that did not stop fails otherwise, instead of hanging). */
async function withSlowServer(answerAfterMs: number, run: (url: string, received: () => number) => Promise<void>) {
  let count = 0;
  const server = http.createServer((_request, response) => {
    count += 1;
    setTimeout(() => response.writeHead(503).end(), answerAfterMs).unref();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, () => count);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const ABORTED = { name: 'ApiError', status: 0, code: 'aborted', message: 'Permintaan dibatalkan.' };

describe("the caller's signal", () => {
  it('covers every call of the client', () => {
    const api = createPameranClient({ baseUrl: '', getToken: () => null });
    const everyCall = everySdkCall(api);
    expect(Object.keys(CALLS).sort()).toEqual(everyCall.sort());
  });

  it('ends every call, waiting for an answer, with the aborted error as soon as it aborts', async () => {
    await withSlowServer(3_000, async (url, received) => {
      const api = createPameranClient({ baseUrl: url, getToken: () => 'token' });
      const outcomes = await Promise.all(Object.entries(CALLS).map(async ([name, run]) => {
        const controller = new AbortController();
        const pending = run(api, { signal: controller.signal }).then(() => 'answered', (error: unknown) => error);
        // Aborted once its request has reached the server.
        while (received() === 0) await new Promise((resolve) => setTimeout(resolve, 5));
        setTimeout(() => controller.abort(), 100);
        const started = Date.now();
        const outcome = await pending;
        return [name, outcome, Date.now() - started < 2_500] as const;
      }));
      for (const [name, outcome, soon] of outcomes) {
        expect(outcome, name).toMatchObject(ABORTED);
        expect(soon, `${name} ends before the server answers`).toBe(true);
      }
    });
  });

  it('sends nothing for a signal that has already aborted', async () => {
    const api = createPameranClient({ baseUrl: platform.url, getToken: () => null });
    const signal = AbortSignal.abort();
    expect(await api.events.event({ signal }).catch((e: unknown) => e)).toMatchObject(ABORTED);
    expect(await api.commerce.claimGift(3, { signal }).catch((e: unknown) => e)).toMatchObject(ABORTED);
    expect(platform.requests).toEqual([]);
  });

  it("leaves a finished call's request alone: neither its timeout nor a later abort of the caller's signal ends it", async () => {
    // The SDK's timer on a clock the test moves (real time still passes for the HTTP under it).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const sent: Request[] = [];
    const api = createPameranClient({
      baseUrl: platform.url,
      getToken: () => null,
      timeoutMs: 1_000,
      fetch: (request) => {
        sent.push(request);
        return fetch(request);
      },
    });
    const controller = new AbortController();
    expect((await api.events.event({ signal: controller.signal })).id).toBe(1);
    // A claim is answered 401 here (no token): finished all the same.
    await expect(api.commerce.claimGift(3, { signal: controller.signal })).rejects.toMatchObject({ status: 401 });
    // Past the timeout of both (started less than a second ago each).
    vi.advanceTimersByTime(1_100);
    controller.abort();
    expect(sent.map((request) => [new URL(request.url).pathname, request.signal.aborted])).toEqual([
      ['/api/events/1', false],
      ['/api/users/brochure/3/saved', false],
    ]);
  });
});

describe('headers by the contract', () => {
  it('sends no Authorization header at all for a bearer call without a token (not an empty one)', async () => {
    const api = createPameranClient({ baseUrl: platform.url, getToken: () => null });
    await expect(api.users.me()).rejects.toMatchObject({ status: 401 });
    const [request] = platform.requests;
    expect(request!.path).toBe('/api/users');
    expect(request!.headers).not.toHaveProperty('authorization');
  });

  it('registers without a device token as token "" (the web has none)', async () => {
    const api = createPameranClient({ baseUrl: platform.url, getToken: () => null });
    await api.auth.register({ name: 'Dewi Lestari', agency: 'CV Sinar', unit: 'Produksi', salesman: 'Joko' });
    const [request] = platform.requests;
    expect(new URLSearchParams(request!.body).get('token')).toBe('');
  });

  it('sends an addition\'s Idempotency-Key, and the platform applies a resend with the same key once', async () => {
    let token: string | null = null;
    const api = createPameranClient({ baseUrl: platform.url, getToken: () => token });
    token = (await api.auth.invitation({ code: 'AGUS2026' })).access_token;
    platform.resetRequests();
    const key = 'tambah-101-0001';
    await api.commerce.addToCart({ product_id: 101, quantity: 1 }, { idempotencyKey: key });
    const carts = await api.commerce.addToCart({ product_id: 101, quantity: 1 }, { idempotencyKey: key });
    expect(carts[0]!.items!.map((item) => [item.product_id, item.quantity])).toEqual([[101, 1]]);
    await api.commerce.addToCart({ product_id: 301, quantity: 2 });
    expect(platform.requests.map((request) => request.headers['idempotency-key'])).toEqual([key, key, undefined]);
  });
});

describe('onUnauthorized', () => {
  it('is not called for an answer that is not 401, a refusal (403) or a 404 included', async () => {
    let token: string | null = null;
    let reports = 0;
    const api = createPameranClient({ baseUrl: platform.url, getToken: () => token, onUnauthorized: () => (reports += 1) });
    token = (await api.auth.invitation({ code: 'BUDI2026' })).access_token;
    expect((await api.users.me()).id).toBe(1001);
    await expect(api.extend(adminCalls).visitors()).rejects.toMatchObject({ status: 403 });
    await expect(api.events.exhibitor(999_999)).rejects.toMatchObject({ status: 404 });
    expect(reports).toBe(0);
  });
});

describe('the assumed calls (sdk/openapi.yaml x-assumed), as the platform receives and answers them', () => {
  it('stamps a booth, sets the stamp target, pushes prizes, gets a realtime token and logs out', async () => {
    let visitor: string | null = null;
    let organiser: string | null = null;
    const api = createPameranClient({ baseUrl: platform.url, getToken: () => visitor });
    const admin = createPameranClient({ baseUrl: platform.url, getToken: () => organiser });
    visitor = (await api.auth.invitation({ code: 'BUDI2026' })).access_token;
    organiser = (await admin.auth.invitation({ code: platform.organiserCodes[0]! })).access_token;
    const [booth] = await admin.extend(adminCalls).stampSheet();
    platform.resetRequests();

    expect((await admin.extend(adminCalls).setStampTarget(2)).target).toBe(2);
    const card = await api.extend(stampCalls).addStamp({ booth_code: booth!.booth_code, stamp: booth!.stamp });
    expect(card.target).toBe(2);
    expect(card.stamps.map((stamp) => stamp.booth_code)).toEqual([booth!.booth_code]);
    const prizes = [{ id: 3, name: 'Voucher Genset', image_url: '/media/prize/3.svg' }];
    expect((await admin.extend(adminCalls).pushBrochure(1001, prizes)).map((prize) => prize.id)).toEqual([3]);
    // A stamp card's reward keeps what the organisers offered before (x-assumed keep=offered).
    expect((await admin.extend(adminCalls).pushBrochure(1001, [{ id: 5, name: 'Helm', image_url: '/media/prize/5.svg' }], { keepOffered: true })).map((prize) => prize.id)).toEqual([3, 5]);
    const realtime = await api.auth.realtimeToken();
    expect(typeof realtime).toBe('string');
    expect(realtime.length).toBeGreaterThan(20);
    expect(await api.auth.logout()).toEqual({ revoked: true });

    expect(platform.requests.map((request) => [request.method, request.path + request.query, request.body])).toEqual([
      ['POST', '/api/admin/stamps/target', JSON.stringify({ target: 2 })],
      ['POST', '/api/events/1/stamps', JSON.stringify({ booth_code: booth!.booth_code, stamp: booth!.stamp })],
      ['POST', '/api/admin/brochure/1001', JSON.stringify(prizes)],
      ['POST', '/api/admin/brochure/1001?keep=offered', JSON.stringify([{ id: 5, name: 'Helm', image_url: '/media/prize/5.svg' }])],
      ['POST', '/api/auth/realtime-token', ''],
      ['POST', '/api/auth/logout', ''],
    ]);
    // The logged-out token is refused from then on.
    await expect(api.users.me()).rejects.toMatchObject({ status: 401 });
  });

  it('takes a platform address with a trailing slash as the same origin', async () => {
    const api = createPameranClient({ baseUrl: `${platform.url}/`, getToken: () => null });
    expect((await api.events.event()).id).toBe(1);
    expect(platform.requests.map((request) => request.path)).toEqual(['/api/events/1']);
  });
});
