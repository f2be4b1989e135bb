// The malformed-answer corpus: every call of the SDK × every kind of broken answer
// the platform's misbehave switch can give. First each call runs once against the real local
// platform and its answer is recorded; then, for each kind, an injected fetch serves that
// answer as server/misbehave.mjs breaks it (the same code the platform's switch runs), and the
// call must either fail with the typed, Indonesian ApiError or — where the contract tolerates
// it — resolve to the same value as the good answer.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  createPameranClient,
  MESSAGES,
  type PameranClient,
} from '../../sdk/src/index';
import { malformedAnswer, MISBEHAVIOURS, type Misbehaviour } from '../../server/misbehave.mjs';
import { CALL_SHAPES, expectedOutcome, KINDS, type CallName, type Shape } from '../helpers/malformed';
import { loginToken, usePlatform } from '../helpers/platform';
import { TRACKED_SESSION_ID as TRACKED_LIVE_SESSION_ID } from '../../machines';
import { everySdkCall } from '../helpers/everySdkCall';
import { calls as accountCalls } from '../../sdk/src/calls/account';
import { calls as planCalls } from '../../sdk/src/calls/plans';
import { calls as reachCalls } from '../../sdk/src/calls/reach';
import { calls as deskCalls } from '../../sdk/src/calls/exhibitorDesk';
import { calls as adminCalls } from '../../sdk/src/calls/admin';
import { calls as stampCalls } from '../../sdk/src/calls/stamps';
import { calls as surveyCalls } from '../../sdk/src/calls/survey';

const platform = usePlatform();

interface CallCase extends Shape {
  name: CallName;
  /** The contract route the call answers on, "METHOD /route" (for the reader). */
  route: string;
  run(api: PameranClient): Promise<unknown>;
}

/** Ids the recording pass finds out, for the calls that need them. */
const found = { staffToken: '', inquiryId: 0, contactId: 0, slotId: 0, meetingId: 0, stampBooth: '', stamp: '', staffKey: '', exhibitorId: 0, boothCode: '', productId: 0, cartId: 0, itemId: 0, itemIds: [] as number[], answers: [] as { question_id: number; value: string }[] };

// In the order the recording pass runs them (later ones use what earlier ones found).
const CALLS: CallCase[] = [
  { name: 'auth.invitation', route: 'POST /api/auth/invitation', ...CALL_SHAPES['auth.invitation'], run: (api) => api.auth.invitation({ code: 'BUDI2026' }) },
  { name: 'auth.register', route: 'POST /api/auth/register', ...CALL_SHAPES['auth.register'], run: (api) => api.auth.register({ name: 'Rina Kusuma', agency: 'PT Maju', unit: 'Gudang', salesman: 'Andi' }) },
  { name: 'users.me', route: 'GET /api/users', ...CALL_SHAPES['users.me'], run: (api) => api.users.me() },
  { name: 'users.update', route: 'POST /api/users', ...CALL_SHAPES['users.update'], run: (api) => api.users.update({ unit: 'Bengkel' }) },
  { name: 'events.event', route: 'GET /api/events/{eventId}', ...CALL_SHAPES['events.event'], run: (api) => api.events.event() },
  { name: 'events.exhibitor', route: 'GET /api/events/{eventId}/exhibitors/{exhibitorId}', ...CALL_SHAPES['events.exhibitor'], run: (api) => api.events.exhibitor(found.exhibitorId) },
  { name: 'events.exhibitorByCode', route: 'GET /api/events/{eventId}/exhibitorCode/{code}', ...CALL_SHAPES['events.exhibitorByCode'], run: (api) => api.events.exhibitorByCode(found.boothCode) },
  { name: 'events.exhibitorProduct', route: 'GET /api/events/{eventId}/exhibitorProduct/{productId}', ...CALL_SHAPES['events.exhibitorProduct'], run: (api) => api.events.exhibitorProduct(found.productId) },
  { name: 'events.merchandise', route: 'GET /api/events/{eventSlug}/merchandise', ...CALL_SHAPES['events.merchandise'], run: (api) => api.events.merchandise() },
  { name: 'events.rooms', route: 'GET /api/events/{eventId}/rooms', ...CALL_SHAPES['events.rooms'], run: (api) => api.events.rooms() },
  { name: 'events.sessionStream', route: 'GET /api/events/{eventId}/sessions/{sessionId}/stream', ...CALL_SHAPES['events.sessionStream'], run: (api) => api.events.sessionStream(TRACKED_LIVE_SESSION_ID) },
  { name: 'events.upcomingSessions', route: 'GET /api/events/{eventId}/sessionsUpcoming', ...CALL_SHAPES['events.upcomingSessions'], run: (api) => api.events.upcomingSessions() },
  { name: 'events.homeUpcomingSessions', route: 'GET /api/events/{eventId}/sessionsUpcoming', ...CALL_SHAPES['events.homeUpcomingSessions'], run: (api) => api.events.homeUpcomingSessions() },
  { name: 'events.ongoingExternalSessions', route: 'GET /api/events/{eventId}/sessionsOngoingExternal', ...CALL_SHAPES['events.ongoingExternalSessions'], run: (api) => api.events.ongoingExternalSessions() },
  { name: 'events.exhibitorPage', route: 'GET /api/events/{eventId}/exhibitors', ...CALL_SHAPES['events.exhibitorPage'], run: (api) => api.events.exhibitorPage({ page: 1, per_page: 5 }) },
  { name: 'events.floorplan', route: 'GET /api/events/{eventId}/floorplan', ...CALL_SHAPES['events.floorplan'], run: (api) => api.events.floorplan() },
  // A stamp first, so the card's list of stamps has an entry to break.
  { name: 'calls/stamps.addStamp', route: 'POST /api/events/{eventId}/stamps', ...CALL_SHAPES['calls/stamps.addStamp'], run: (api) => api.extend(stampCalls).addStamp({ booth_code: found.stampBooth, stamp: found.stamp }) },
  { name: 'calls/stamps.card', route: 'GET /api/events/{eventId}/stamps', ...CALL_SHAPES['calls/stamps.card'], run: (api) => api.extend(stampCalls).card() },
  { name: 'calls/stamps.boothStaffCode', route: 'GET /api/events/{eventId}/booth-code', ...CALL_SHAPES['calls/stamps.boothStaffCode'], run: (api) => api.extend(stampCalls).boothStaffCode(found.stampBooth, found.staffKey) },
  { name: 'calls/survey.survey', route: 'GET /api/events/{eventId}/sessions/{sessionId}/survey', ...CALL_SHAPES['calls/survey.survey'], run: (api) => api.extend(surveyCalls).survey(TRACKED_LIVE_SESSION_ID) },
  { name: 'calls/survey.answerSurvey', route: 'POST /api/events/{eventId}/sessions/{sessionId}/survey', ...CALL_SHAPES['calls/survey.answerSurvey'], run: (api) => api.extend(surveyCalls).answerSurvey(TRACKED_LIVE_SESSION_ID, found.answers) },
  { name: 'commerce.addToCart', route: 'POST /api/carts', ...CALL_SHAPES['commerce.addToCart'], run: (api) => api.commerce.addToCart({ product_id: 101, quantity: 1 }) },
  { name: 'commerce.carts', route: 'GET /api/carts', ...CALL_SHAPES['commerce.carts'], run: (api) => api.commerce.carts() },
  { name: 'commerce.removeCartItem', route: 'DELETE /api/carts/{cartId}/items/{itemId}', ...CALL_SHAPES['commerce.removeCartItem'], run: (api) => api.commerce.removeCartItem(found.cartId, found.itemId) },
  { name: 'commerce.placeOrder', route: 'POST /api/orders', ...CALL_SHAPES['commerce.placeOrder'], run: (api) => api.commerce.placeOrder({ cart_id: found.cartId, item_ids: found.itemIds }) },
  { name: 'commerce.orders', route: 'GET /api/orders', ...CALL_SHAPES['commerce.orders'], run: (api) => api.commerce.orders() },
  { name: 'commerce.claimGift', route: 'POST /api/users/brochure/{giftId}/saved', ...CALL_SHAPES['commerce.claimGift'], run: (api) => api.commerce.claimGift(3) },
  // After the claim above, so the good answer holds one prize.
  { name: 'users.claimedGifts', route: 'GET /api/users/brochure', ...CALL_SHAPES['users.claimedGifts'], run: (api) => api.users.claimedGifts() },
  { name: 'calls/admin.visitors', route: 'GET /api/admin/visitors', ...CALL_SHAPES['calls/admin.visitors'], run: (api) => api.extend(adminCalls).visitors() },
  { name: 'calls/admin.prizes', route: 'GET /api/admin/prizes', ...CALL_SHAPES['calls/admin.prizes'], run: (api) => api.extend(adminCalls).prizes() },
  { name: 'calls/admin.pushBrochure', route: 'POST /api/admin/brochure/{userId}', ...CALL_SHAPES['calls/admin.pushBrochure'], run: (api) => api.extend(adminCalls).pushBrochure(1001, [{ id: 2, name: 'Katalog', image_url: '/media/prize/2.svg' }]) },
  { name: 'calls/admin.stampSheet', route: 'GET /api/admin/stamps/sheet', ...CALL_SHAPES['calls/admin.stampSheet'], run: (api) => api.extend(adminCalls).stampSheet() },
  // A target of one: the visitor's one stamp above completes the card, so the list has an entry.
  { name: 'calls/admin.setStampTarget', route: 'POST /api/admin/stamps/target', ...CALL_SHAPES['calls/admin.setStampTarget'], run: (api) => api.extend(adminCalls).setStampTarget(1) },
  { name: 'calls/admin.stampCompletions', route: 'GET /api/admin/stamps/completions', ...CALL_SHAPES['calls/admin.stampCompletions'], run: (api) => api.extend(adminCalls).stampCompletions() },
  // Saved first, so each list has an entry to break.
  { name: 'calls/plans.saveAgenda', route: 'PUT /api/users/agenda', ...CALL_SHAPES['calls/plans.saveAgenda'], run: (api) => api.extend(planCalls).saveAgenda({ session_ids: [79, 80] }) },
  { name: 'calls/plans.agenda', route: 'GET /api/users/agenda', ...CALL_SHAPES['calls/plans.agenda'], run: (api) => api.extend(planCalls).agenda() },
  { name: 'calls/plans.saveVisitList', route: 'PUT /api/users/visit-list', ...CALL_SHAPES['calls/plans.saveVisitList'], run: (api) => api.extend(planCalls).saveVisitList({ entries: [{ exhibitor_id: 3, name: 'PT Bearing Jaya Abadi', booth_code: 'A-05', visited: false }] }) },
  { name: 'calls/plans.visitList', route: 'GET /api/users/visit-list', ...CALL_SHAPES['calls/plans.visitList'], run: (api) => api.extend(planCalls).visitList() },
  // Reaching an exhibitor, then the exhibitor's desk answering it with the staff token its sign-in gave (each list has an entry to break).
  { name: 'calls/reach.sendInquiry', route: 'POST /api/events/{eventId}/inquiries', ...CALL_SHAPES['calls/reach.sendInquiry'], run: (api) => api.extend(reachCalls).sendInquiry({ exhibitor_id: 1, product_id: 101, quantity: 2, unit: 'unit', note: 'Harga dan waktu kirim?', reply_to: { phone: '081234567890' }, consent: true }).then((inquiry) => ((found.inquiryId ||= inquiry.id), inquiry)) },
  { name: 'calls/reach.myInquiries', route: 'GET /api/users/inquiries', ...CALL_SHAPES['calls/reach.myInquiries'], run: (api) => api.extend(reachCalls).myInquiries() },
  { name: 'calls/reach.shareContact', route: 'POST /api/events/{eventId}/contacts', ...CALL_SHAPES['calls/reach.shareContact'], run: (api) => api.extend(reachCalls).shareContact({ exhibitor_id: 1, share: { phone: '081234567890', email: 'budi@contoh.id' }, consent: true }).then((contact) => ((found.contactId ||= contact.id), contact)) },
  { name: 'calls/reach.myContacts', route: 'GET /api/users/contacts', ...CALL_SHAPES['calls/reach.myContacts'], run: (api) => api.extend(reachCalls).myContacts() },
  { name: 'calls/reach.slots', route: 'GET /api/events/{eventId}/exhibitors/{exhibitorId}/slots', ...CALL_SHAPES['calls/reach.slots'], run: (api) => api.extend(reachCalls).slots(1).then((slots) => ((found.slotId ||= slots[0]?.id ?? 0), slots)) },
  { name: 'calls/reach.requestMeeting', route: 'POST /api/events/{eventId}/meetings', ...CALL_SHAPES['calls/reach.requestMeeting'], run: (api) => api.extend(reachCalls).requestMeeting({ slot_id: found.slotId, note: 'Demo mesin bubut' }).then((meeting) => ((found.meetingId ||= meeting.id), meeting)) },
  { name: 'calls/reach.myMeetings', route: 'GET /api/users/meetings', ...CALL_SHAPES['calls/reach.myMeetings'], run: (api) => api.extend(reachCalls).myMeetings() },
  { name: 'calls/exhibitorDesk.reachCounts', route: 'GET /api/admin/reach', ...CALL_SHAPES['calls/exhibitorDesk.reachCounts'], run: (api) => api.extend(deskCalls).reachCounts() },
  { name: 'calls/exhibitorDesk.login', route: 'POST /api/exhibitor/login', ...CALL_SHAPES['calls/exhibitorDesk.login'], run: (api) => api.extend(deskCalls).login('STAF-A01-7KQ2').then((session) => ((found.staffToken ||= session.access_token), session)) },
  { name: 'calls/exhibitorDesk.inquiries', route: 'GET /api/exhibitor/inquiries', ...CALL_SHAPES['calls/exhibitorDesk.inquiries'], run: (api) => api.extend(deskCalls).inquiries(found.staffToken) },
  { name: 'calls/exhibitorDesk.markRead', route: 'POST /api/exhibitor/inquiries/{inquiryId}/read', ...CALL_SHAPES['calls/exhibitorDesk.markRead'], run: (api) => api.extend(deskCalls).markRead(found.staffToken, found.inquiryId) },
  { name: 'calls/exhibitorDesk.reply', route: 'POST /api/exhibitor/inquiries/{inquiryId}/reply', ...CALL_SHAPES['calls/exhibitorDesk.reply'], run: (api) => api.extend(deskCalls).reply(found.staffToken, found.inquiryId, 'Rp 185 juta per unit, kirim 2 minggu.') },
  { name: 'calls/exhibitorDesk.contacts', route: 'GET /api/exhibitor/contacts', ...CALL_SHAPES['calls/exhibitorDesk.contacts'], run: (api) => api.extend(deskCalls).contacts(found.staffToken) },
  { name: 'calls/exhibitorDesk.slots', route: 'GET /api/exhibitor/meetings', ...CALL_SHAPES['calls/exhibitorDesk.slots'], run: (api) => api.extend(deskCalls).slots(found.staffToken) },
  { name: 'calls/exhibitorDesk.answerMeeting', route: 'POST /api/exhibitor/meetings/{meetingId}', ...CALL_SHAPES['calls/exhibitorDesk.answerMeeting'], run: (api) => api.extend(deskCalls).answerMeeting(found.staffToken, found.meetingId, 'accepted') },
  { name: 'calls/exhibitorDesk.logout', route: 'POST /api/exhibitor/logout', ...CALL_SHAPES['calls/exhibitorDesk.logout'], run: (api) => api.extend(deskCalls).logout(found.staffToken) },
  { name: 'calls/reach.cancelMeeting', route: 'DELETE /api/users/meetings/{meetingId}', ...CALL_SHAPES['calls/reach.cancelMeeting'], run: (api) => api.extend(reachCalls).cancelMeeting(found.meetingId) },
  { name: 'calls/reach.withdrawContact', route: 'DELETE /api/users/contacts/{contactId}', ...CALL_SHAPES['calls/reach.withdrawContact'], run: (api) => api.extend(reachCalls).withdrawContact(found.contactId) },
  { name: 'auth.realtimeToken', route: 'POST /api/auth/realtime-token', ...CALL_SHAPES['auth.realtimeToken'], run: (api) => api.auth.realtimeToken() },
  // Last: it revokes the token the recording pass uses.
  { name: 'calls/account.sendCode', route: 'POST /api/auth/send-code', ...CALL_SHAPES['calls/account.sendCode'], run: (api) => api.extend(accountCalls).sendCode({ email: 'budi.santoso@contoh.co.id' }) },
  { name: 'auth.logout', route: 'POST /api/auth/logout', ...CALL_SHAPES['auth.logout'], run: (api) => api.auth.logout() },
];

/** The good answer's envelope and checked value of each call, from the recording pass. */
const recorded = new Map<string, { envelope: { data: unknown }; value: unknown }>();

beforeAll(async () => {
  let token: string | null = null;
  let lastBody: unknown;
  const api = createPameranClient({
    baseUrl: platform.url,
    getToken: () => token,
    fetch: async (request) => {
      const response = await fetch(request);
      lastBody = await response.clone().json();
      return response;
    },
  });
  token = (await api.auth.invitation({ code: 'BUDI2026' })).access_token;
  const organiserToken = await loginToken(platform, platform.organiserCodes[0]);
  const event = await api.events.event();
  found.exhibitorId = event.exhibitors![0]!.id;
  found.boothCode = event.exhibitors![1]!.booth_code!;
  found.productId = (await api.events.exhibitor(found.exhibitorId)).products![0]!.id;
  const survey = await api.extend(surveyCalls).survey(TRACKED_LIVE_SESSION_ID);
  const [booth] = await createPameranClient({ baseUrl: platform.url, getToken: () => organiserToken }).extend(adminCalls).stampSheet();
  found.stampBooth = booth!.booth_code;
  found.stamp = booth!.stamp;
  found.staffKey = booth!.staff_key!;
  found.answers = survey.questions!.map((q) => ({ question_id: q.id, value: q.type === 'choice' ? q.options![0]! : 'Bagus' }));
  for (const call of CALLS) {
    if (call.name === 'commerce.removeCartItem') {
      // Two more items, one of which the call removes; the order then takes the rest.
      await api.commerce.addToCart({ product_id: 2, quantity: 2, kind: 'merchandise' });
      const cart = (await api.commerce.addToCart({ product_id: found.productId, quantity: 1 }))[0]!;
      found.cartId = cart.id!;
      found.itemId = cart.items!.at(-1)!.id!;
    }
    if (call.name === 'commerce.placeOrder') {
      const cart = (await api.commerce.carts())[0]!;
      found.itemIds = cart.items!.map((item) => item.id!);
    }
    if (call.name === 'commerce.claimGift') await platform.pushPrizes(1001, [{ id: 3 }]);
    // The admin calls are the organiser's (the visitor's token gets a 403).
    if (call.name.startsWith('calls/admin.')) token = (await api.auth.invitation({ code: platform.organiserCodes[0]! })).access_token;
    const value = await call.run(api);
    recorded.set(call.name, { envelope: lastBody as { data: unknown }, value });
  }
});

/** A client whose every request gets the recorded good answer of `call`, broken as `kind` says. */
function misbehavingClient(call: CallCase, kind: Misbehaviour): PameranClient {
  const { envelope } = recorded.get(call.name)!;
  return createPameranClient({
    baseUrl: 'http://platform.invalid',
    getToken: () => 'token',
    fetch: async () => {
      const answer = malformedAnswer(kind, envelope);
      return new Response(answer.body, { status: answer.status, headers: answer.headers });
    },
  });
}

/** user.session is untyped in the contract (entries of any kind), so it passes as it comes. */
function withoutUntyped(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('session' in value) || !('qr_code' in value)) return value;
  const { session: _session, ...rest } = value as Record<string, unknown>;
  return rest;
}

describe('the recorded good answers', () => {
  it('hold something for every kind of breakage to break (lists are not empty)', () => {
    for (const call of CALLS) {
      const { envelope } = recorded.get(call.name)!;
      if (call.list) expect((envelope.data as unknown[]).length, `${call.name} answers a non-empty list`).toBeGreaterThan(0);
      else expect(typeof envelope.data, call.name).toBe('object');
    }
  });
});

describe.each(CALLS.map((call) => [call.name, call] as const))('%s against a misbehaving platform', (_name, call) => {
  it.each(KINDS.map((kind) => [kind, MISBEHAVIOURS[kind]] as const))('%s (%s)', async (kind) => {
    const outcome = expectedOutcome(call, kind);
    const result = await call.run(misbehavingClient(call, kind)).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    if (outcome === 'tolerated' || outcome === 'degraded') {
      expect(result.ok, `${call.name} tolerates ${kind}: ${result.ok ? '' : String((result as { error: unknown }).error)}`).toBe(true);
      // A claim hands back its body as sent (the dialog reads how_to_collect from it when it is there): any body is a success.
      if (result.ok && outcome === 'tolerated' && !call.anyBody) expect(withoutUntyped(result.value)).toEqual(withoutUntyped(recorded.get(call.name)!.value));
      if (result.ok && call.anyBody) expect(typeof result.value === 'string' || result.value === undefined, `${call.name} hands back the body as text`).toBe(true);
      if (result.ok && outcome === 'degraded' && call.list) {
        // What is left of a list is some of the same entries, each still with its id.
        const good = (recorded.get(call.name)!.value as { id: number }[]).map((entry) => entry.id);
        for (const entry of result.value as { id?: number }[]) if (entry.id !== undefined) expect(good).toContain(entry.id);
      }
      return;
    }
    expect(result.ok, `${call.name} refuses ${kind}`).toBe(false);
    const error = (result as { error: unknown }).error;
    expect(error).toBeInstanceOf(ApiError);
    if (outcome === 'server-error') {
      expect(error).toMatchObject({ status: 500, code: 'http', message: MESSAGES.server(500) });
    } else {
      expect(error).toMatchObject({ code: 'invalid-response', message: MESSAGES.invalidResponse });
    }
  });
});

describe('the corpus', () => {
  it('covers every call of the client', () => {
    const api = createPameranClient({ baseUrl: '', getToken: () => null });
    const everyCall = everySdkCall(api);
    expect(CALLS.map((call) => call.name).sort()).toEqual(everyCall.sort());
  });

  it(`has ${CALLS.length} calls × ${KINDS.length} kinds = ${CALLS.length * KINDS.length} cases`, () => {
    expect(CALLS.length * KINDS.length).toBeGreaterThanOrEqual(300);
  });
});
