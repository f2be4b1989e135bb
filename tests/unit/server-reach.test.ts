// Reaching an exhibitor on the local platform (x-assumed): who may read and answer what (a
// visitor only their own, an exhibitor's staff only their exhibitor's, neither with the other's
// token), Idempotency-Keys (an offline queue's resend is applied once), and the bounds on sizes
// and counts. Real HTTP against platforms in this process, on clocks the tests move.
import { describe, expect, it } from 'vitest';
import { call, loginToken, usePlatform, type Platform } from '../helpers/platform';

const A01_STAFF = 'STAF-A01-7KQ2';
const B02_STAFF = 'STAF-B02-M4PX';

interface Inquiry { id: number; exhibitor_id: number; status: string; reply?: string; note: string }
interface Meeting { id: number; slot_id: number; status: string }
interface Slot { id: number; starts_at: string; available: boolean }

const inquiry = (overrides: Record<string, unknown> = {}) => ({
  exhibitor_id: 1, product_id: 101, quantity: 2, unit: 'unit', note: 'Berapa harga untuk dua unit, termasuk kirim ke Surabaya?', reply_to: { phone: '0812 3456 7890' }, consent: true, ...overrides,
});

/** A POST with an Idempotency-Key, as the app's offline queue sends it. */
async function keyed(platform: Platform, path: string, token: string, key: string, json: unknown) {
  const response = await fetch(platform.url + path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(json),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { data?: Inquiry & Meeting; error?: { message: string } } };
}

async function staffToken(platform: Platform, code: string) {
  const answer = await call(platform, 'POST', '/api/exhibitor/login', { json: { code } });
  expect(answer.status).toBe(200);
  return (answer.body.data as { access_token: string }).access_token;
}

const dataOf = async <T>(answer: Promise<{ status: number; body: { data?: unknown; error?: { message: string } } }>) => {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as T;
};

describe('who reads and answers what', () => {
  const platform = usePlatform();

  it("keeps a visitor's inquiries, contacts and meetings from other visitors", async () => {
    const budi = await loginToken(platform, 'BUDI2026');
    const siti = await loginToken(platform, 'SITI2026');
    const asked = await dataOf<Inquiry>(call(platform, 'POST', '/api/events/1/inquiries', { token: budi, json: inquiry() }));
    const shared = await dataOf<{ id: number }>(call(platform, 'POST', '/api/events/1/contacts', { token: budi, json: { exhibitor_id: 1, share: { email: 'budi@contoh.co.id' }, consent: true } }));
    const [slot] = await dataOf<Slot[]>(call(platform, 'GET', '/api/events/1/exhibitors/1/slots'));
    const meeting = await dataOf<Meeting>(call(platform, 'POST', '/api/events/1/meetings', { token: budi, json: { slot_id: slot!.id } }));

    expect(await dataOf(call(platform, 'GET', '/api/users/inquiries', { token: siti }))).toEqual([]);
    expect(await dataOf(call(platform, 'GET', '/api/users/contacts', { token: siti }))).toEqual([]);
    expect(await dataOf(call(platform, 'GET', '/api/users/meetings', { token: siti }))).toEqual([]);
    expect(await call(platform, 'DELETE', `/api/users/contacts/${shared.id}`, { token: siti })).toEqual({ status: 404, body: { error: { message: 'Kontak tidak ditemukan.' } } });
    expect(await call(platform, 'DELETE', `/api/users/meetings/${meeting.id}`, { token: siti })).toEqual({ status: 404, body: { error: { message: 'Temu tidak ditemukan.' } } });
    expect((await dataOf<Inquiry[]>(call(platform, 'GET', '/api/users/inquiries', { token: budi }))).map((own) => own.id)).toEqual([asked.id]);
  });

  it("shows an exhibitor's staff only their exhibitor's, and lets them answer only those", async () => {
    const agus = await loginToken(platform, 'AGUS2026');
    const toA01 = await dataOf<Inquiry>(call(platform, 'POST', '/api/events/1/inquiries', { token: agus, json: inquiry({ note: 'Untuk A-01' }) }));
    await dataOf(call(platform, 'POST', '/api/events/1/inquiries', { token: agus, json: inquiry({ exhibitor_id: 2, product_id: 201, note: 'Untuk B-02' }) }));
    const b02 = await staffToken(platform, B02_STAFF);
    const seen = await dataOf<Inquiry[]>(call(platform, 'GET', '/api/exhibitor/inquiries', { token: b02 }));
    expect(seen.map((received) => received.note)).toEqual(['Untuk B-02']);
    expect(await call(platform, 'POST', `/api/exhibitor/inquiries/${toA01.id}/reply`, { token: b02, json: { reply: 'Bukan untuk kami' } }))
      .toEqual({ status: 404, body: { error: { message: 'Permintaan tidak ditemukan.' } } });
    expect(await call(platform, 'POST', `/api/exhibitor/inquiries/${toA01.id}/read`, { token: b02 })).toMatchObject({ status: 404 });
  });

  it("refuses a visitor's token on the staff calls (403) and a staff token on the visitor's (401)", async () => {
    const budi = await loginToken(platform, 'BUDI2026');
    const a01 = await staffToken(platform, A01_STAFF);
    expect(await call(platform, 'GET', '/api/exhibitor/inquiries', { token: budi })).toEqual({
      status: 403, body: { error: { message: 'Halaman ini khusus petugas stan peserta pameran. Masuk dengan kode peserta pameran dari panitia.' } },
    });
    expect(await call(platform, 'GET', '/api/exhibitor/contacts')).toEqual({ status: 401, body: { error: { message: 'Silakan masuk dengan kode peserta pameran.' } } });
    for (const path of ['/api/users/inquiries', '/api/users/contacts', '/api/users/meetings', '/api/users']) {
      expect((await call(platform, 'GET', path, { token: a01 })).status, path).toBe(401);
    }
    expect((await call(platform, 'POST', '/api/events/1/inquiries', { token: a01, json: inquiry() })).status).toBe(401);
    expect((await call(platform, 'GET', '/api/admin/reach', { token: a01 })).status).toBe(401);
  });

  it('ends a staff token at its logout', async () => {
    const a01 = await staffToken(platform, A01_STAFF);
    expect((await call(platform, 'POST', '/api/exhibitor/logout', { token: a01 })).status).toBe(200);
    expect(await call(platform, 'GET', '/api/exhibitor/inquiries', { token: a01 })).toMatchObject({ status: 401 });
  });

  it('signs staff in by their code, forgiving case and spaces, and counts unknown codes like invitation codes', async () => {
    const answer = await call(platform, 'POST', '/api/exhibitor/login', { json: { code: ' staf-b02-m4px ' } });
    expect(answer.body.data).toMatchObject({ exhibitor: { id: 2, name: 'CV Hidrolik Nusantara', booth_code: 'B-02' } });
    const guesses = [];
    for (let i = 0; i < 11; i++) guesses.push((await call(platform, 'POST', '/api/exhibitor/login', { json: { code: 'STAF-A01-0000' } })).status);
    expect(guesses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(guesses[10]).toBe(429);
    expect((await call(platform, 'POST', '/api/exhibitor/login', { json: { code: 'STAF-A01-0001' } })).body).toEqual({
      error: { message: 'Kode peserta pameran tidak ditemukan. Periksa kembali kode dari panitia.' },
    });
  });

  it('gives every demo exhibitor a staff code, and the organisers alone the counts', async () => {
    const codes = ['STAF-A01-7KQ2', 'STAF-B02-M4PX', 'STAF-A05-R8TD', 'STAF-C03-W2HN', 'STAF-B07-J6VC', 'STAF-D01-Y3LB', 'STAF-C08-Q9FS'];
    const opened = [];
    for (const code of codes) opened.push((await call(platform, 'POST', '/api/exhibitor/login', { json: { code } })).body.data as { exhibitor: { booth_code: string } });
    expect(opened.map((session) => session.exhibitor.booth_code)).toEqual(['A-01', 'B-02', 'A-05', 'C-03', 'B-07', 'D-01', 'C-08']);
    const budi = await loginToken(platform, 'BUDI2026');
    expect(await call(platform, 'GET', '/api/admin/reach', { token: budi })).toMatchObject({ status: 403 });
    const organiser = await loginToken(platform, 'PANITIA2026');
    const counts = await dataOf<Record<string, number>>(call(platform, 'GET', '/api/admin/reach', { token: organiser }));
    expect(Object.keys(counts).sort()).toEqual(['contacts', 'inquiries', 'meetings', 'replied']);
    expect(counts.inquiries).toBeGreaterThanOrEqual(3);
  });
});

describe('the journey of an inquiry and a meeting', () => {
  const platform = usePlatform();

  it('goes sent → read → replied, and the visitor reads the reply', async () => {
    const budi = await loginToken(platform, 'BUDI2026');
    const sent = await dataOf<Inquiry>(call(platform, 'POST', '/api/events/1/inquiries', { token: budi, json: inquiry() }));
    expect(sent).toMatchObject({ exhibitor_id: 1, exhibitor_name: 'PT Sinar Baja Presisi', booth_code: 'A-01', product_id: 101, quantity: 2, unit: 'unit', reply_to: { phone: '0812 3456 7890' }, status: 'sent' });
    const a01 = await staffToken(platform, A01_STAFF);
    const [received] = await dataOf<(Inquiry & { visitor_name: string })[]>(call(platform, 'GET', '/api/exhibitor/inquiries', { token: a01 }));
    expect(received).toMatchObject({ id: sent.id, visitor_name: 'Budi Santoso', reply_to: { phone: '0812 3456 7890' } });
    expect(await dataOf(call(platform, 'POST', `/api/exhibitor/inquiries/${sent.id}/read`, { token: a01 }))).toMatchObject({ status: 'read' });
    expect(await call(platform, 'POST', `/api/exhibitor/inquiries/${sent.id}/reply`, { token: a01, json: { reply: 'x'.repeat(2001) } }))
      .toEqual({ status: 422, body: { error: { message: 'Balasan terlalu panjang (maksimal 2.000 karakter).' } } });
    expect(await call(platform, 'POST', `/api/exhibitor/inquiries/${sent.id}/reply`, { token: a01, json: { reply: '  ' } })).toMatchObject({ status: 422 });
    await dataOf(call(platform, 'POST', `/api/exhibitor/inquiries/${sent.id}/reply`, { token: a01, json: { reply: 'Rp 185.000.000 per unit, kirim 2 minggu.' } }));
    const [mine] = await dataOf<Inquiry[]>(call(platform, 'GET', '/api/users/inquiries', { token: budi }));
    expect(mine).toMatchObject({ status: 'replied', reply: 'Rp 185.000.000 per unit, kirim 2 minggu.' });
    // Marking it read again does not take the reply back.
    expect(await dataOf(call(platform, 'POST', `/api/exhibitor/inquiries/${sent.id}/read`, { token: a01 }))).toMatchObject({ status: 'replied' });
  });

  it('holds a slot for the visitor who asked, frees it when declined or cancelled', async () => {
    const budi = await loginToken(platform, 'BUDI2026');
    const siti = await loginToken(platform, 'SITI2026');
    const slots = await dataOf<Slot[]>(call(platform, 'GET', '/api/events/1/exhibitors/2/slots'));
    expect(slots.length).toBeGreaterThanOrEqual(5);
    const slot = slots[0]!;
    const asked = await dataOf<Meeting>(call(platform, 'POST', '/api/events/1/meetings', { token: budi, json: { slot_id: slot.id, note: 'Tentang pompa hidrolik' } }));
    expect(asked).toMatchObject({ slot_id: slot.id, exhibitor_id: 2, booth_code: 'B-02', status: 'requested', starts_at: slot.starts_at });
    expect((await dataOf<Slot[]>(call(platform, 'GET', '/api/events/1/exhibitors/2/slots')))[0]).toMatchObject({ id: slot.id, available: false });
    expect(await call(platform, 'POST', '/api/events/1/meetings', { token: siti, json: { slot_id: slot.id } }))
      .toEqual({ status: 409, body: { error: { message: 'Slot ini sudah diminta pengunjung lain. Pilih slot lain.' } } });
    const b02 = await staffToken(platform, B02_STAFF);
    expect(await dataOf(call(platform, 'POST', `/api/exhibitor/meetings/${asked.id}`, { token: b02, json: { status: 'declined' } }))).toMatchObject({ status: 'declined', visitor_name: 'Budi Santoso' });
    const taken = await dataOf<Meeting>(call(platform, 'POST', '/api/events/1/meetings', { token: siti, json: { slot_id: slot.id } }));
    expect(await dataOf(call(platform, 'POST', `/api/exhibitor/meetings/${taken.id}`, { token: b02, json: { status: 'accepted' } }))).toMatchObject({ status: 'accepted' });
    expect(await dataOf(call(platform, 'DELETE', `/api/users/meetings/${taken.id}`, { token: siti }))).toMatchObject({ status: 'cancelled' });
    expect(await call(platform, 'POST', `/api/exhibitor/meetings/${taken.id}`, { token: b02, json: { status: 'accepted' } }))
      .toEqual({ status: 409, body: { error: { message: 'Pengunjung sudah membatalkan temu ini.' } } });
    expect((await dataOf<Slot[]>(call(platform, 'GET', '/api/events/1/exhibitors/2/slots')))[0]).toMatchObject({ id: slot.id, available: true });
    const [deskSlot] = await dataOf<{ id: number; meeting?: unknown }[]>(call(platform, 'GET', '/api/exhibitor/meetings', { token: b02 }));
    expect(deskSlot).toMatchObject({ id: slot.id });
    expect(deskSlot!.meeting).toBeUndefined();
  });

  it('replaces a shared contact when shared again, and hides a withdrawn one from the exhibitor', async () => {
    const budi = await loginToken(platform, 'BUDI2026');
    const first = await dataOf<{ id: number }>(call(platform, 'POST', '/api/events/1/contacts', { token: budi, json: { exhibitor_id: 3, share: { phone: '081234567890' }, consent: true } }));
    const again = await dataOf<{ id: number; share: unknown }>(call(platform, 'POST', '/api/events/1/contacts', { token: budi, json: { exhibitor_id: 3, share: { phone: '081234567890', email: 'budi@contoh.co.id' }, consent: true } }));
    expect(again).toMatchObject({ id: first.id, share: { phone: '081234567890', email: 'budi@contoh.co.id' } });
    const a05 = await staffToken(platform, 'STAF-A05-R8TD');
    expect(await dataOf(call(platform, 'GET', '/api/exhibitor/contacts', { token: a05 }))).toEqual([
      expect.objectContaining({ visitor_name: 'Budi Santoso', share: { name: 'Budi Santoso', phone: '081234567890', email: 'budi@contoh.co.id' } }),
    ]);
    expect(await dataOf(call(platform, 'DELETE', `/api/users/contacts/${first.id}`, { token: budi }))).toEqual({ id: first.id, withdrawn: true });
    expect(await dataOf(call(platform, 'GET', '/api/exhibitor/contacts', { token: a05 }))).toEqual([]);
    expect(await dataOf(call(platform, 'GET', '/api/users/contacts', { token: budi }))).toEqual([]);
  });

  it("carries an exhibitor's WhatsApp number as typed, where the exhibitor has one", async () => {
    const whatsappOf = async (id: number) => (await dataOf<{ whatsapp?: string }>(call(platform, 'GET', `/api/events/1/exhibitors/${id}`))).whatsapp;
    expect(await whatsappOf(2)).toBe('0812-3456-7890');
    expect(await whatsappOf(5)).toBe('+62 811 2233 4455');
    expect(await whatsappOf(1)).toBeUndefined();
  });
});

describe('Idempotency-Keys', () => {
  const platform = usePlatform();

  it('applies an inquiry sent again with its key once, and refuses the key with another body', async () => {
    const budi = await loginToken(platform, 'BUDI2026');
    const first = await keyed(platform, '/api/events/1/inquiries', budi, 'antrian-penawaran-0001', inquiry());
    const again = await keyed(platform, '/api/events/1/inquiries', budi, 'antrian-penawaran-0001', inquiry());
    expect(again).toEqual(first);
    expect(await dataOf<unknown[]>(call(platform, 'GET', '/api/users/inquiries', { token: budi }))).toHaveLength(1);
    expect(await keyed(platform, '/api/events/1/inquiries', budi, 'antrian-penawaran-0001', inquiry({ quantity: 3 }))).toMatchObject({
      status: 422, body: { error: { message: 'Idempotency-Key ini sudah dipakai untuk permintaan lain.' } },
    });
    // Another visitor's key is theirs: the same text from Siti is a new inquiry.
    const siti = await loginToken(platform, 'SITI2026');
    const hers = await keyed(platform, '/api/events/1/inquiries', siti, 'antrian-penawaran-0001', inquiry());
    expect(hers.body.data!.id).not.toBe(first.body.data!.id);
    expect((await keyed(platform, '/api/events/1/inquiries', budi, 'pendek', inquiry())).status).toBe(400);
  });

  it('applies a meeting request sent again with its key once (no 409 for its own slot)', async () => {
    const agus = await loginToken(platform, 'AGUS2026');
    const [slot] = await dataOf<Slot[]>(call(platform, 'GET', '/api/events/1/exhibitors/4/slots'));
    const first = await keyed(platform, '/api/events/1/meetings', agus, 'antrian-temu-0001', { slot_id: slot!.id });
    expect(await keyed(platform, '/api/events/1/meetings', agus, 'antrian-temu-0001', { slot_id: slot!.id })).toEqual(first);
    expect(await dataOf<unknown[]>(call(platform, 'GET', '/api/users/meetings', { token: agus }))).toHaveLength(1);
  });
});

describe('bounds on sizes and counts', () => {
  let clock = Date.parse('2026-11-25T09:00:00Z');
  const limits = { inquiriesPerDay: 3, inquiriesPerVisitor: 2, inquiriesPerExhibitor: 3, inquiries: 4, openMeetingsPerVisitor: 1, staffTokensPerExhibitor: 2, staffTokens: 3 };
  const platform = usePlatform({ now: () => clock, limits });

  it('refuses what is too long, too many, or not agreed to, with the reason in Indonesian', async () => {
    const budi = await loginToken(platform, 'BUDI2026');
    const refused = async (json: unknown) => (await call(platform, 'POST', '/api/events/1/inquiries', { token: budi, json })).body.error?.message;
    expect(await refused(inquiry({ note: 'x'.repeat(1001) }))).toBe('Catatan terlalu panjang (maksimal 1.000 karakter).');
    expect(await refused(inquiry({ quantity: 0 }))).toBe('Jumlah minimal 1.');
    expect(await refused(inquiry({ quantity: 1_000_001 }))).toBe('Jumlah maksimal 1000000.');
    expect(await refused(inquiry({ consent: false }))).toBe('Centang persetujuan untuk membagikan kontak Anda kepada peserta pameran ini.');
    expect(await refused(inquiry({ consent: 'true' }))).toBe('Centang persetujuan untuk membagikan kontak Anda kepada peserta pameran ini.');
    expect(await refused(inquiry({ reply_to: { phone: '0812', email: 'a@b.id' } }))).toBe('Pilih satu cara Anda dihubungi: nomor telepon atau email.');
    expect(await refused(inquiry({ reply_to: { email: 'bukan-email' } }))).toBe('Format email tidak valid.');
    expect(await refused(inquiry({ product_id: 201 }))).toBe('Produk ini bukan produk PT Sinar Baja Presisi.');
    expect(await refused(inquiry({ quantity: undefined, note: '' }))).toBe('Tulis jumlah atau catatan untuk peserta pameran.');
    expect(await refused(inquiry({ exhibitor_id: 999 }))).toBe('Peserta pameran tidak ditemukan.');
    expect((await call(platform, 'POST', '/api/events/1/contacts', { token: budi, json: { exhibitor_id: 1, share: {}, consent: true } })).body.error?.message)
      .toBe('Pilih kontak yang dibagikan: nomor telepon, email, atau keduanya.');
    expect((await call(platform, 'POST', '/api/events/1/meetings', { token: budi, json: { slot_id: 101, note: 'x'.repeat(501) } })).body.error?.message)
      .toBe('Catatan terlalu panjang (maksimal 500 karakter).');
    expect(await dataOf(call(platform, 'GET', '/api/users/inquiries', { token: budi }))).toEqual([]);
  });

  it("takes a visitor's inquiries up to the day's limit, then 429 with Retry-After until a day has passed", async () => {
    const siti = await loginToken(platform, 'SITI2026');
    for (let i = 0; i < 3; i++) expect((await call(platform, 'POST', '/api/events/1/inquiries', { token: siti, json: inquiry({ note: `Permintaan ${i}` }) })).status).toBe(200);
    clock += 60 * 60_000;
    const refused = await call(platform, 'POST', '/api/events/1/inquiries', { token: siti, json: inquiry({ note: 'Satu lagi' }) });
    expect(refused).toEqual({ status: 429, body: { error: { message: 'Anda sudah mengirim 3 permintaan penawaran dalam 24 jam terakhir. Permintaan ini tetap tersimpan; coba kirim lagi dalam 23 jam.' } } });
    expect(refused.headers.get('retry-after')).toBe(String(23 * 60 * 60));
    clock += 23 * 60 * 60_000;
    // A day later the sign-in has ended too: Siti signs in again.
    const tomorrow = await loginToken(platform, 'SITI2026');
    expect((await call(platform, 'POST', '/api/events/1/inquiries', { token: tomorrow, json: inquiry({ note: 'Besok' }) })).status).toBe(200);
  });

  it('keeps the newest inquiries per visitor, per exhibitor and overall', async () => {
    const agus = await loginToken(platform, 'AGUS2026');
    for (const note of ['satu', 'dua', 'tiga']) await dataOf(call(platform, 'POST', '/api/events/1/inquiries', { token: agus, json: inquiry({ exhibitor_id: 6, product_id: 601, note }) }));
    expect((await dataOf<Inquiry[]>(call(platform, 'GET', '/api/users/inquiries', { token: agus }))).map((kept) => kept.note)).toEqual(['tiga', 'dua']);
    const sizes = platform.tableSizes() as Record<string, number>;
    expect(sizes.inquiries).toBeLessThanOrEqual(limits.inquiries);
    const d01 = await staffToken(platform, 'STAF-D01-Y3LB');
    expect((await dataOf<Inquiry[]>(call(platform, 'GET', '/api/exhibitor/inquiries', { token: d01 }))).length).toBeLessThanOrEqual(limits.inquiriesPerExhibitor);
  });

  it('lets a visitor hold a bounded number of open meeting requests, and no cancelling once a slot has started', async () => {
    const budi = await loginToken(platform, 'BUDI2026');
    const slots = await dataOf<Slot[]>(call(platform, 'GET', '/api/events/1/exhibitors/7/slots'));
    const held = await dataOf<Meeting>(call(platform, 'POST', '/api/events/1/meetings', { token: budi, json: { slot_id: slots[0]!.id } }));
    expect(await call(platform, 'POST', '/api/events/1/meetings', { token: budi, json: { slot_id: slots[1]!.id } }))
      .toEqual({ status: 409, body: { error: { message: 'Anda sudah punya 1 permintaan temu yang belum berlangsung. Batalkan salah satunya dulu.' } } });
    clock = Date.parse(slots[0]!.starts_at) + 60_000;
    expect(await call(platform, 'DELETE', `/api/users/meetings/${held.id}`, { token: budi }))
      .toEqual({ status: 409, body: { error: { message: 'Temu ini sudah dimulai dan tidak bisa dibatalkan lagi.' } } });
    // A started slot is no longer offered, nor can it be asked for.
    expect((await dataOf<Slot[]>(call(platform, 'GET', '/api/events/1/exhibitors/7/slots'))).map((slot) => slot.id)).not.toContain(slots[0]!.id);
    expect((await call(platform, 'POST', '/api/events/1/meetings', { token: budi, json: { slot_id: slots[0]!.id } })).body.error?.message).toBe('Slot ini sudah dimulai. Pilih slot lain.');
  });

  it("keeps an exhibitor's newest staff tokens and a bounded number overall", async () => {
    const tokens = [];
    for (let i = 0; i < 3; i++) tokens.push(await staffToken(platform, A01_STAFF));
    expect((await call(platform, 'GET', '/api/exhibitor/inquiries', { token: tokens[0]! })).status).toBe(401);
    expect((await call(platform, 'GET', '/api/exhibitor/inquiries', { token: tokens[2]! })).status).toBe(200);
    for (const code of [B02_STAFF, 'STAF-C03-W2HN']) await staffToken(platform, code);
    expect((platform.tableSizes() as Record<string, number>).staffTokens).toBeLessThanOrEqual(limits.staffTokens);
  });
});

describe("SPEC's platform (spec-minimal)", () => {
  const platform = usePlatform({ platform: 'spec-minimal' });

  it('answers 404 to every reach call and carries no whatsapp', async () => {
    const budi = await loginToken(platform, 'BUDI2026');
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/events/1/inquiries', inquiry()], ['GET', '/api/users/inquiries'], ['POST', '/api/events/1/contacts', { exhibitor_id: 1, share: { phone: '081234567890' }, consent: true }],
      ['GET', '/api/users/contacts'], ['DELETE', '/api/users/contacts/1'], ['GET', '/api/events/1/exhibitors/1/slots'], ['POST', '/api/events/1/meetings', { slot_id: 101 }],
      ['GET', '/api/users/meetings'], ['DELETE', '/api/users/meetings/1'], ['POST', '/api/exhibitor/login', { code: A01_STAFF }], ['GET', '/api/exhibitor/inquiries'],
      ['GET', '/api/exhibitor/contacts'], ['GET', '/api/exhibitor/meetings'], ['GET', '/api/admin/reach'],
    ];
    for (const [method, path, json] of calls) {
      expect(await call(platform, method, path, { token: budi, json }), `${method} ${path}`).toEqual({ status: 404, body: { error: { message: 'Alamat API tidak ditemukan.' } } });
    }
    expect((await call(platform, 'GET', '/api/events/1/exhibitors/2')).body.data).not.toHaveProperty('whatsapp');
  });
});
