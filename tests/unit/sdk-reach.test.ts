// The SDK's reach calls (@pameran/sdk/calls/reach) and the exhibitor desk's
// (@pameran/sdk/calls/exhibitorDesk) over real HTTP to the local platform: what they send (the
// Idempotency-Key, the staff token in place of the visitor's) and what they resolve to.
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createPameranClient } from '../../sdk/src/index';
import { calls as reachCalls } from '../../sdk/src/calls/reach';
import { calls as deskCalls } from '../../sdk/src/calls/exhibitorDesk';
import { loginToken, usePlatform } from '../helpers/platform';

const platform = usePlatform();
let visitorToken: string | null = null;
let sessionEnds = 0;

const client = () => createPameranClient({ baseUrl: platform.url, getToken: () => visitorToken, onUnauthorized: () => (sessionEnds += 1) });
const received = (path: string) => platform.requests.filter((request) => request.path === path);

beforeEach(async () => {
  platform.resetRequests();
  sessionEnds = 0;
  visitorToken = await loginToken(platform, 'BUDI2026');
});

describe('a visitor reaching an exhibitor', () => {
  it('sends a quotation request with its Idempotency-Key, once however often it is sent, and reads it back', async () => {
    const reach = client().extend(reachCalls);
    const request = { exhibitor_id: 2, product_id: 201, quantity: 4, unit: 'set', note: 'Untuk ekskavator 20 ton', reply_to: { email: 'budi.santoso@contoh.co.id' }, consent: true } as const;
    const sent = await reach.sendInquiry(request, { idempotencyKey: 'kunci-penawaran-01' });
    const resent = await reach.sendInquiry(request, { idempotencyKey: 'kunci-penawaran-01' });
    expect(resent).toEqual(sent);
    expect(received('/api/events/1/inquiries').map((r) => r.headers['idempotency-key'])).toEqual(['kunci-penawaran-01', 'kunci-penawaran-01']);
    expect(sent).toMatchObject({ exhibitor_name: 'CV Hidrolik Nusantara', booth_code: 'B-02', quantity: 4, unit: 'set', status: 'sent', reply_to: { email: 'budi.santoso@contoh.co.id' } });
    expect((await reach.myInquiries()).filter((mine) => mine.id === sent.id)).toHaveLength(1);
  });

  it("ends in the platform's Indonesian message when a request is refused", async () => {
    const refused = await client().extend(reachCalls)
      .sendInquiry({ exhibitor_id: 2, note: 'x'.repeat(1001), reply_to: { phone: '081234567890' }, consent: true })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 422, message: 'Catatan terlalu panjang (maksimal 1.000 karakter).' });
  });

  it('shares a contact and withdraws it', async () => {
    const reach = client().extend(reachCalls);
    const shared = await reach.shareContact({ exhibitor_id: 4, share: { phone: '081234567890' }, consent: true });
    expect(shared).toMatchObject({ exhibitor_id: 4, exhibitor_name: 'PT Mitra Las Indonesia', share: { phone: '081234567890' } });
    expect((await reach.myContacts()).map((contact) => contact.id)).toContain(shared.id);
    expect(await reach.withdrawContact(shared.id)).toEqual({ id: shared.id, withdrawn: true });
    expect((await reach.myContacts()).map((contact) => contact.id)).not.toContain(shared.id);
  });

  it('reads free slots without a token, books one and cancels it', async () => {
    visitorToken = null;
    const slots = await client().extend(reachCalls).slots(5);
    expect(received('/api/events/1/exhibitors/5/slots')[0]!.headers.authorization).toBe('');
    expect(slots[0]).toMatchObject({ available: true });
    visitorToken = await loginToken(platform, 'SITI2026');
    const reach = client().extend(reachCalls);
    const meeting = await reach.requestMeeting({ slot_id: slots[0]!.id, note: 'Genset 500 kVA' }, { idempotencyKey: 'kunci-temu-0001' });
    expect(meeting).toMatchObject({ exhibitor_name: 'PT Genset Andalan', booth_code: 'B-07', hall: 'Hall B', status: 'requested', starts_at: slots[0]!.starts_at });
    expect((await reach.myMeetings()).map((mine) => mine.id)).toEqual([meeting.id]);
    expect(await reach.cancelMeeting(meeting.id)).toMatchObject({ id: meeting.id, status: 'cancelled' });
  });
});

describe("the exhibitor's desk", () => {
  it("sends the staff token in place of the visitor's, and its 401 never ends the visitor's session", async () => {
    const desk = client().extend(deskCalls);
    const session = await desk.login('STAF-B02-M4PX');
    expect(session.exhibitor).toEqual({ id: 2, name: 'CV Hidrolik Nusantara', booth_code: 'B-02' });
    await desk.inquiries(session.access_token);
    expect(received('/api/exhibitor/inquiries')[0]!.headers.authorization).toBe(`Bearer ${session.access_token}`);
    await desk.logout(session.access_token);
    const ended = await desk.inquiries(session.access_token).catch((error: unknown) => error);
    expect(ended).toMatchObject({ status: 401, message: 'Silakan masuk dengan kode peserta pameran.' });
    expect(sessionEnds).toBe(0);
    expect(await client().users.me()).toMatchObject({ name: expect.stringContaining('Budi') });
  });

  it('reads what visitors sent, answers it, and the visitor reads the answer', async () => {
    const reach = client().extend(reachCalls);
    const asked = await reach.sendInquiry({ exhibitor_id: 3, note: 'Bearing 6205 200 pcs', quantity: 200, unit: 'pcs', reply_to: { phone: '081234567890' }, consent: true });
    const shared = await reach.shareContact({ exhibitor_id: 3, share: { email: 'budi.santoso@contoh.co.id' }, consent: true });
    const [slot] = await reach.slots(3);
    const meeting = await reach.requestMeeting({ slot_id: slot!.id });

    const desk = client().extend(deskCalls);
    const { access_token: staff } = await desk.login('STAF-A05-R8TD');
    expect((await desk.inquiries(staff))[0]).toMatchObject({ id: asked.id, visitor_name: 'Budi Santoso', visitor_agency: 'PT Karya Teknik Mandiri', status: 'sent' });
    expect(await desk.markRead(staff, asked.id)).toMatchObject({ status: 'read' });
    expect(await desk.reply(staff, asked.id, 'Tersedia, Rp 45.000 per pcs.')).toMatchObject({ status: 'replied', reply: 'Tersedia, Rp 45.000 per pcs.' });
    expect((await desk.contacts(staff)).map((contact) => contact.id)).toEqual([shared.id]);
    const held = (await desk.slots(staff)).find((deskSlot) => deskSlot.id === slot!.id);
    expect(held?.meeting).toMatchObject({ id: meeting.id, status: 'requested', visitor_name: 'Budi Santoso' });
    expect(await desk.answerMeeting(staff, meeting.id, 'accepted')).toMatchObject({ status: 'accepted' });

    expect((await reach.myInquiries()).find((mine) => mine.id === asked.id)).toMatchObject({ status: 'replied', reply: 'Tersedia, Rp 45.000 per pcs.' });
    expect((await reach.myMeetings()).find((mine) => mine.id === meeting.id)).toMatchObject({ status: 'accepted' });
  });

  it("gives the organisers the fair's counts with their own token", async () => {
    visitorToken = await loginToken(platform, 'PANITIA2026');
    const counts = await client().extend(deskCalls).reachCounts();
    expect(counts.inquiries).toBeGreaterThanOrEqual(2);
    expect(counts.replied).toBeGreaterThanOrEqual(1);
  });
});
