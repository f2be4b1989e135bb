// @ts-check
// A visitor reaching an exhibitor (x-assumed): quotation requests, shared contacts and meeting
// slots, and the exhibitor's side of them. Staff sign in with their exhibitor's code and hold a
// staff token, a kind of its own: it opens only /api/exhibitor/* (and only that exhibitor's
// rows), and a visitor's token opens none of it. Everything lives in memory like the rest of
// the platform, in tables with a bound per visitor, per exhibitor and overall.
import { randomBytes } from 'node:crypto';
import { HttpError } from './http.mjs';
import { asObject, idParam, requiredInteger } from './validate.mjs';
import { createRateLimiter, digestOf, setNewest } from './limits.mjs';
import { readContract } from '../sdk/scripts/contract.mjs';

/** The bounds of the reach tables (docs/security.md "Bounded tables"); tests pass smaller ones. */
export const REACH_LIMITS = {
  /** Inquiries one visitor may send in 24 hours (a buyer asks a few dozen exhibitors; a script thousands). */
  inquiriesPerDay: 50,
  /** Inquiries kept per visitor, per exhibitor and overall: the oldest is forgotten first. */
  inquiriesPerVisitor: 200,
  inquiriesPerExhibitor: 5_000,
  inquiries: 100_000,
  /** Shared contacts: one per visitor and exhibitor; kept per visitor, per exhibitor and overall. */
  contactsPerVisitor: 500,
  contactsPerExhibitor: 20_000,
  contacts: 200_000,
  /** Meetings: open requests (requested or accepted, not started) one visitor may hold; kept per visitor, exhibitor, overall. */
  openMeetingsPerVisitor: 10,
  meetingsPerVisitor: 100,
  meetingsPerExhibitor: 2_000,
  meetings: 50_000,
  /** Staff tokens: an exhibitor's newest 20 (phones at the booth), 5 000 overall, each for 12 hours. */
  staffTokensPerExhibitor: 20,
  staffTokens: 5_000,
  staffTokenMs: 12 * 60 * 60_000,
  /** What a staff list answers at most (newest first). */
  deskPage: 500,
};

export const NOTE_MAX = 1000;
export const REPLY_MAX = 2000;
export const MEETING_NOTE_MAX = 500;
export const QUANTITY_MAX = 1_000_000;
const UNIT_MAX = 30;
const PHONE = /^\+?[0-9][0-9 -]{5,19}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,100}\.[^\s@]{1,20}$/;
const KEY = /^[A-Za-z0-9_-]{8,100}$/;

export const STAFF_ONLY = 'Halaman ini khusus petugas stan peserta pameran. Masuk dengan kode peserta pameran dari panitia.';
export const STAFF_SIGN_IN = 'Silakan masuk dengan kode peserta pameran.';
export const UNKNOWN_STAFF_CODE = 'Kode peserta pameran tidak ditemukan. Periksa kembali kode dari panitia.';
export const NEEDS_CONSENT = 'Centang persetujuan untuk membagikan kontak Anda kepada peserta pameran ini.';
export const SLOT_TAKEN = 'Slot ini sudah diminta pengunjung lain. Pilih slot lain.';
export const SLOT_STARTED = 'Slot ini sudah dimulai. Pilih slot lain.';
export const MEETING_STARTED = 'Temu ini sudah dimulai dan tidak bisa dibatalkan lagi.';

/** The operations of the contract that take a staff token (security `exhibitorStaff`). */
export function staffOperationIds(document = readContract()) {
  /** @type {Set<string>} */
  const ids = new Set();
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(/** @type {Record<string, any>} */ (item))) {
      if ((operation?.security ?? []).some((/** @type {object} */ scheme) => 'exhibitorStaff' in scheme)) ids.add(operation.operationId);
    }
  }
  return ids;
}

/**
 * @typedef {{ id: number, name: string, booth_code: string, hall?: string }} ReachExhibitor
 * @typedef {{ id: number, name: string, exhibitor_id: number }} ReachProduct
 * @typedef {{ id: number, name: string, agency: string, role?: string }} ReachUser
 * @typedef {{ id: number, exhibitor_id: number, startsAt: number, endsAt: number }} SlotRecord
 * @typedef {{ code: string, exhibitor_id: number }} StaffCode
 * @typedef {{ id: number, owners: string[] }} Row
 */

/**
 * A table whose rows belong to owners (a visitor, an exhibitor): each owner keeps its newest
 * `perOwner(owner)` rows and the table its newest `max`; the oldest go first.
 * @template {Row} R @param {number} max @param {(owner: string) => number} perOwner
 */
function createOwnedTable(max, perOwner) {
  /** @type {Map<number, R>} oldest first */
  const rows = new Map();
  /** @type {Map<string, number[]>} owner → row ids, oldest first */
  const owned = new Map();
  /** @param {number} id */
  function remove(id) {
    const row = rows.get(id);
    if (!row) return;
    rows.delete(id);
    for (const owner of row.owners) {
      const ids = (owned.get(owner) ?? []).filter((other) => other !== id);
      if (ids.length) owned.set(owner, ids);
      else owned.delete(owner);
    }
  }
  return {
    /** Adds a row as the newest (a row already there moves to newest). @param {R} row */
    put(row) {
      remove(row.id);
      rows.set(row.id, row);
      for (const owner of row.owners) {
        owned.set(owner, [...(owned.get(owner) ?? []), row.id]);
        // remove() replaces the owner's list, so it is read again each time.
        for (let ids = owned.get(owner) ?? []; ids.length > perOwner(owner); ids = owned.get(owner) ?? []) remove(/** @type {number} */ (ids[0]));
      }
      while (rows.size > max) remove(/** @type {number} */ (rows.keys().next().value));
    },
    remove,
    /** @param {number} id */
    get: (id) => rows.get(id),
    /** An owner's rows, newest first. @param {string} owner */
    of: (owner) => (owned.get(owner) ?? []).map((id) => /** @type {R} */ (rows.get(id))).reverse(),
    size: () => rows.size,
    values: () => rows.values(),
  };
}

/** @param {number} userId */
const visitorKey = (userId) => `v:${userId}`;
/** @param {number} exhibitorId */
const exhibitorKey = (exhibitorId) => `e:${exhibitorId}`;

/**
 * @typedef {Row & { userId: number, exhibitorId: number, productId?: number, quantity?: number, unit?: string, note: string,
 *   replyTo: { phone: string } | { email: string }, status: 'sent' | 'read' | 'replied', reply?: string, createdAt: number, repliedAt?: number,
 *   key?: string, body: string }} InquiryRecord
 * @typedef {Row & { userId: number, exhibitorId: number, share: { phone?: string, email?: string }, sharedAt: number }} ContactRecord
 * @typedef {Row & { userId: number, exhibitorId: number, slotId: number, status: 'requested' | 'accepted' | 'declined' | 'cancelled',
 *   note?: string, createdAt: number, key?: string, body: string }} MeetingRecord
 */

/**
 * @param {{ exhibitors: ReachExhibitor[], products: ReachProduct[], users: Map<number, ReachUser>, slots: SlotRecord[],
 *   staffCodes: StaffCode[], now: () => number, limits?: Partial<typeof REACH_LIMITS> }} world
 */
export function createReach({ exhibitors, products, users, slots, staffCodes, now, limits: given }) {
  const limits = { ...REACH_LIMITS, ...given };
  /** Each owner's bound: a visitor's or an exhibitor's. @param {{ visitor: number, exhibitor: number }} per */
  const perOwner = (per) => (/** @type {string} */ owner) => (owner.startsWith('v:') ? per.visitor : per.exhibitor);
  /** @type {ReturnType<typeof createOwnedTable<InquiryRecord>>} */
  const inquiries = createOwnedTable(limits.inquiries, perOwner({ visitor: limits.inquiriesPerVisitor, exhibitor: limits.inquiriesPerExhibitor }));
  /** @type {ReturnType<typeof createOwnedTable<ContactRecord>>} */
  const contacts = createOwnedTable(limits.contacts, perOwner({ visitor: limits.contactsPerVisitor, exhibitor: limits.contactsPerExhibitor }));
  /** @type {ReturnType<typeof createOwnedTable<MeetingRecord>>} */
  const meetings = createOwnedTable(limits.meetings, perOwner({ visitor: limits.meetingsPerVisitor, exhibitor: limits.meetingsPerExhibitor }));
  const recentInquiries = createRateLimiter({ limit: limits.inquiriesPerDay, windowMs: 24 * 60 * 60_000, now, maxKeys: 100_000 });
  /** @type {Map<string, { exhibitorId: number, expiresAt: number }>} staff token → whose desk, oldest first */
  const staffTokens = new Map();
  let nextInquiryId = 1;
  let nextContactId = 1;
  let nextMeetingId = 1;

  /** @param {number} id */
  const exhibitorOf = (id) => exhibitors.find((exhibitor) => exhibitor.id === id);
  const iso = (/** @type {number} */ time) => new Date(time).toISOString();

  /** @param {Record<string, unknown>} body */
  function exhibitorIn(body) {
    const exhibitor = exhibitorOf(requiredInteger(body, 'exhibitor_id', 'Peserta pameran', { min: 1 }));
    if (!exhibitor) throw new HttpError(404, 'Peserta pameran tidak ditemukan.');
    return exhibitor;
  }

  /** @param {Record<string, unknown>} body */
  function consented(body) {
    if (body.consent !== true) throw new HttpError(422, NEEDS_CONSENT);
  }

  /** An optional text field, trimmed, at most `max` characters. @param {Record<string, unknown>} body @param {string} field @param {string} label @param {number} max */
  function optionalText(body, field, label, max) {
    const value = body[field];
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') throw new HttpError(422, `${label} harus berupa teks.`);
    if (value.length > max) throw new HttpError(422, `${label} terlalu panjang (maksimal ${max.toLocaleString('id-ID')} karakter).`);
    return value.trim();
  }

  /** @param {unknown} value */
  function checkedPhone(value) {
    if (typeof value !== 'string' || !PHONE.test(value.trim())) throw new HttpError(422, 'Nomor telepon hanya boleh berisi angka, spasi, + atau - (6–20 karakter).');
    return value.trim();
  }
  /** @param {unknown} value */
  function checkedEmail(value) {
    if (typeof value !== 'string' || !EMAIL.test(value.trim())) throw new HttpError(422, 'Format email tidak valid.');
    return value.trim();
  }

  /** One way to be reached: a phone or an e-mail. @param {unknown} raw @returns {{ phone: string } | { email: string }} */
  function replyTo(raw) {
    const value = raw && typeof raw === 'object' && !Array.isArray(raw) ? /** @type {Record<string, unknown>} */ (raw) : {};
    const has = (/** @type {string} */ field) => value[field] !== undefined && value[field] !== null && value[field] !== '';
    if (has('phone') === has('email')) throw new HttpError(422, 'Pilih satu cara Anda dihubungi: nomor telepon atau email.');
    return has('phone') ? { phone: checkedPhone(value.phone) } : { email: checkedEmail(value.email) };
  }

  /**
   * The row an Idempotency-Key already made for this visitor, if the same body came with it.
   * @template {Row & { key?: string, body: string }} R
   * @param {R[]} mine @param {string | null | undefined} key @param {string} body
   */
  function alreadyMade(mine, key, body) {
    if (key === null || key === undefined) return undefined;
    if (!KEY.test(key)) throw new HttpError(400, 'Idempotency-Key tidak valid.');
    const made = mine.find((row) => row.key === digestOf(key));
    if (made && made.body !== body) throw new HttpError(422, 'Idempotency-Key ini sudah dipakai untuk permintaan lain.');
    return made;
  }

  /** @param {InquiryRecord} record */
  function inquiryView(record) {
    const exhibitor = exhibitorOf(record.exhibitorId);
    const product = record.productId === undefined ? undefined : products.find((p) => p.id === record.productId);
    return {
      id: record.id, exhibitor_id: record.exhibitorId, exhibitor_name: exhibitor?.name ?? '', booth_code: exhibitor?.booth_code ?? '',
      ...(product ? { product_id: product.id, product_name: product.name } : {}),
      ...(record.quantity === undefined ? {} : { quantity: record.quantity }),
      ...(record.unit ? { unit: record.unit } : {}),
      note: record.note, reply_to: record.replyTo, status: record.status,
      ...(record.reply === undefined ? {} : { reply: record.reply, replied_at: iso(/** @type {number} */ (record.repliedAt)) }),
      created_at: iso(record.createdAt),
    };
  }

  /** Who asked, for the exhibitor's staff. @param {number} userId */
  function visitorOf(userId) {
    const user = users.get(userId);
    return { visitor_name: user?.name.replace(/\*/g, '').trim() ?? '', visitor_agency: user?.agency ?? '' };
  }

  /** @param {ContactRecord} record */
  function contactView(record) {
    return { id: record.id, exhibitor_id: record.exhibitorId, exhibitor_name: exhibitorOf(record.exhibitorId)?.name ?? '', share: record.share, shared_at: iso(record.sharedAt) };
  }

  /** @param {number} slotId */
  const slotOf = (slotId) => slots.find((slot) => slot.id === slotId);
  /** The meeting that holds a slot: asked for or accepted. @param {SlotRecord} slot */
  const holderOf = (slot) => meetings.of(exhibitorKey(slot.exhibitor_id)).find((meeting) => meeting.slotId === slot.id && (meeting.status === 'requested' || meeting.status === 'accepted'));

  /** @param {MeetingRecord} record */
  function meetingView(record) {
    const exhibitor = exhibitorOf(record.exhibitorId);
    const slot = slotOf(record.slotId);
    return {
      id: record.id, slot_id: record.slotId, exhibitor_id: record.exhibitorId, exhibitor_name: exhibitor?.name ?? '',
      booth_code: exhibitor?.booth_code ?? '', ...(exhibitor?.hall ? { hall: exhibitor.hall } : {}),
      ...(slot ? { starts_at: iso(slot.startsAt), ends_at: iso(slot.endsAt) } : {}),
      status: record.status, ...(record.note ? { note: record.note } : {}),
    };
  }

  /** @param {number} userId */
  const openMeetingsOf = (userId) =>
    meetings.of(visitorKey(userId)).filter((meeting) => (meeting.status === 'requested' || meeting.status === 'accepted') && (slotOf(meeting.slotId)?.startsAt ?? 0) > now());

  /** The exhibitor a staff token opens, or null. @param {string | null} token */
  function staffFor(token) {
    if (token === null) return null;
    const entry = staffTokens.get(token);
    if (!entry || entry.expiresAt <= now()) return null;
    return exhibitorOf(entry.exhibitorId) ?? null;
  }

  return {
    /** @param {ReachUser} user @param {unknown} raw @param {string | null | undefined} key */
    sendInquiry(user, raw, key) {
      const body = asObject(raw);
      const exhibitor = exhibitorIn(body);
      /** @type {number | undefined} */
      let productId;
      if (body.product_id !== undefined && body.product_id !== null) {
        productId = requiredInteger(body, 'product_id', 'Produk', { min: 1 });
        const product = products.find((p) => p.id === productId);
        if (!product) throw new HttpError(404, 'Produk tidak ditemukan.');
        if (product.exhibitor_id !== exhibitor.id) throw new HttpError(422, `Produk ini bukan produk ${exhibitor.name}.`);
      }
      const quantity = body.quantity === undefined || body.quantity === null ? undefined : requiredInteger(body, 'quantity', 'Jumlah', { min: 1, max: QUANTITY_MAX });
      const unit = optionalText(body, 'unit', 'Satuan', UNIT_MAX);
      const note = optionalText(body, 'note', 'Catatan', NOTE_MAX);
      if (note === '' && quantity === undefined) throw new HttpError(422, 'Tulis jumlah atau catatan untuk peserta pameran.');
      const reachedBy = replyTo(body.reply_to);
      consented(body);
      const fingerprint = JSON.stringify([exhibitor.id, productId, quantity, unit, note, reachedBy]);
      const made = alreadyMade(inquiries.of(visitorKey(user.id)), key, fingerprint);
      if (made) return inquiryView(made);
      const wait = recentInquiries.retryAfter(String(user.id));
      if (wait > 0) {
        const hours = Math.ceil(wait / 3600);
        throw new HttpError(429, `Anda sudah mengirim ${limits.inquiriesPerDay} permintaan penawaran dalam 24 jam terakhir. Permintaan ini tetap tersimpan; coba kirim lagi dalam ${hours} jam.`, { headers: { 'retry-after': String(wait) } });
      }
      /** @type {InquiryRecord} */
      const record = {
        id: nextInquiryId++, owners: [visitorKey(user.id), exhibitorKey(exhibitor.id)], userId: user.id, exhibitorId: exhibitor.id,
        ...(productId === undefined ? {} : { productId }), ...(quantity === undefined ? {} : { quantity }), ...(unit ? { unit } : {}),
        note, replyTo: reachedBy, status: 'sent', createdAt: now(), ...(key ? { key: digestOf(key) } : {}), body: fingerprint,
      };
      inquiries.put(record);
      recentInquiries.record(String(user.id));
      return inquiryView(record);
    },

    /** @param {ReachUser} user */
    myInquiries: (user) => inquiries.of(visitorKey(user.id)).map(inquiryView),

    /** @param {ReachUser} user @param {unknown} raw */
    shareContact(user, raw) {
      const body = asObject(raw);
      const exhibitor = exhibitorIn(body);
      const share = body.share && typeof body.share === 'object' && !Array.isArray(body.share) ? /** @type {Record<string, unknown>} */ (body.share) : {};
      const given = (/** @type {string} */ field) => share[field] !== undefined && share[field] !== null && share[field] !== '';
      if (!given('phone') && !given('email')) throw new HttpError(422, 'Pilih kontak yang dibagikan: nomor telepon, email, atau keduanya.');
      const shared = { ...(given('phone') ? { phone: checkedPhone(share.phone) } : {}), ...(given('email') ? { email: checkedEmail(share.email) } : {}) };
      consented(body);
      const existing = contacts.of(visitorKey(user.id)).find((contact) => contact.exhibitorId === exhibitor.id);
      /** @type {ContactRecord} */
      const record = { id: existing?.id ?? nextContactId++, owners: [visitorKey(user.id), exhibitorKey(exhibitor.id)], userId: user.id, exhibitorId: exhibitor.id, share: shared, sharedAt: now() };
      contacts.put(record);
      return contactView(record);
    },

    /** @param {ReachUser} user */
    myContacts: (user) => contacts.of(visitorKey(user.id)).map(contactView),

    /** @param {ReachUser} user @param {string} rawId */
    withdrawContact(user, rawId) {
      const id = idParam(rawId, 'Kontak tidak ditemukan.');
      const contact = contacts.get(id);
      if (!contact || contact.userId !== user.id) throw new HttpError(404, 'Kontak tidak ditemukan.');
      contacts.remove(id);
      return { id, withdrawn: true };
    },

    /** An exhibitor's slots that have not started, soonest first. @param {string} rawId */
    slotsOf(rawId) {
      const exhibitorId = idParam(rawId, 'Peserta pameran tidak ditemukan.');
      if (!exhibitorOf(exhibitorId)) throw new HttpError(404, 'Peserta pameran tidak ditemukan.');
      return slots
        .filter((slot) => slot.exhibitor_id === exhibitorId && slot.startsAt > now())
        .sort((a, b) => a.startsAt - b.startsAt)
        .map((slot) => ({ id: slot.id, starts_at: iso(slot.startsAt), ends_at: iso(slot.endsAt), available: !holderOf(slot) }));
    },

    /** @param {ReachUser} user @param {unknown} raw @param {string | null | undefined} key */
    requestMeeting(user, raw, key) {
      const body = asObject(raw);
      const slot = slotOf(requiredInteger(body, 'slot_id', 'Slot temu', { min: 1 }));
      if (!slot) throw new HttpError(404, 'Slot temu tidak ditemukan.');
      const note = optionalText(body, 'note', 'Catatan', MEETING_NOTE_MAX);
      const fingerprint = JSON.stringify([slot.id, note]);
      const made = alreadyMade(meetings.of(visitorKey(user.id)), key, fingerprint);
      if (made) return meetingView(made);
      if (slot.startsAt <= now()) throw new HttpError(409, SLOT_STARTED);
      const holder = holderOf(slot);
      if (holder) throw new HttpError(409, holder.userId === user.id ? 'Anda sudah meminta slot ini.' : SLOT_TAKEN);
      if (openMeetingsOf(user.id).length >= limits.openMeetingsPerVisitor) {
        throw new HttpError(409, `Anda sudah punya ${limits.openMeetingsPerVisitor} permintaan temu yang belum berlangsung. Batalkan salah satunya dulu.`);
      }
      /** @type {MeetingRecord} */
      const record = {
        id: nextMeetingId++, owners: [visitorKey(user.id), exhibitorKey(slot.exhibitor_id)], userId: user.id, exhibitorId: slot.exhibitor_id,
        slotId: slot.id, status: 'requested', ...(note ? { note } : {}), createdAt: now(), ...(key ? { key: digestOf(key) } : {}), body: fingerprint,
      };
      meetings.put(record);
      return meetingView(record);
    },

    /** Soonest first. @param {ReachUser} user */
    myMeetings: (user) =>
      meetings.of(visitorKey(user.id))
        .sort((a, b) => (slotOf(a.slotId)?.startsAt ?? 0) - (slotOf(b.slotId)?.startsAt ?? 0))
        .map(meetingView),

    /** @param {ReachUser} user @param {string} rawId */
    cancelMeeting(user, rawId) {
      const id = idParam(rawId, 'Temu tidak ditemukan.');
      const meeting = meetings.get(id);
      if (!meeting || meeting.userId !== user.id) throw new HttpError(404, 'Temu tidak ditemukan.');
      if ((slotOf(meeting.slotId)?.startsAt ?? 0) <= now()) throw new HttpError(409, MEETING_STARTED);
      if (meeting.status === 'requested' || meeting.status === 'accepted') meeting.status = 'cancelled';
      return meetingView(meeting);
    },

    /** @param {unknown} raw */
    staffLogin(raw) {
      const body = asObject(raw);
      const code = typeof body.code === 'string' ? body.code.trim().toUpperCase() : '';
      if (code === '' || code.length > 64) throw new HttpError(422, 'Kode peserta pameran wajib diisi (maksimal 64 karakter).');
      const exhibitor = exhibitorOf(staffCodes.find((staff) => staff.code === code)?.exhibitor_id ?? 0);
      if (!exhibitor) throw new HttpError(404, UNKNOWN_STAFF_CODE);
      const time = now();
      for (const [token, entry] of staffTokens) {
        if (entry.expiresAt > time) break;
        staffTokens.delete(token);
      }
      const mine = [...staffTokens].filter(([, entry]) => entry.exhibitorId === exhibitor.id);
      for (const [token] of mine.slice(0, Math.max(0, mine.length - limits.staffTokensPerExhibitor + 1))) staffTokens.delete(token);
      const access_token = `staf_${randomBytes(24).toString('base64url')}`;
      setNewest(staffTokens, access_token, { exhibitorId: exhibitor.id, expiresAt: time + limits.staffTokenMs }, limits.staffTokens);
      return { access_token, expires_in: Math.floor(limits.staffTokenMs / 1000), exhibitor: { id: exhibitor.id, name: exhibitor.name, booth_code: exhibitor.booth_code } };
    },

    /** @param {string | null} token */
    staffLogout(token) {
      if (token !== null) staffTokens.delete(token);
      return { revoked: true };
    },

    staffFor,

    /** @param {ReachExhibitor} exhibitor */
    deskInquiries: (exhibitor) =>
      inquiries.of(exhibitorKey(exhibitor.id)).slice(0, limits.deskPage).map((record) => ({ ...inquiryView(record), ...visitorOf(record.userId) })),

    /** @param {ReachExhibitor} exhibitor @param {string} rawId */
    deskInquiry(exhibitor, rawId) {
      const record = inquiries.get(idParam(rawId, 'Permintaan tidak ditemukan.'));
      if (!record || record.exhibitorId !== exhibitor.id) throw new HttpError(404, 'Permintaan tidak ditemukan.');
      return record;
    },

    /** @param {InquiryRecord} record */
    markRead(record) {
      if (record.status === 'sent') record.status = 'read';
      return { ...inquiryView(record), ...visitorOf(record.userId) };
    },

    /** @param {InquiryRecord} record @param {unknown} raw */
    reply(record, raw) {
      const body = asObject(raw);
      const reply = optionalText(body, 'reply', 'Balasan', REPLY_MAX);
      if (reply === '') throw new HttpError(422, 'Balasan wajib diisi.');
      Object.assign(record, { reply, status: 'replied', repliedAt: now() });
      return { ...inquiryView(record), ...visitorOf(record.userId) };
    },

    /** @param {ReachExhibitor} exhibitor */
    deskContacts: (exhibitor) =>
      contacts.of(exhibitorKey(exhibitor.id)).slice(0, limits.deskPage).map((record) => {
        const visitor = visitorOf(record.userId);
        return { id: record.id, ...visitor, share: { ...(visitor.visitor_name ? { name: visitor.visitor_name } : {}), ...record.share }, shared_at: iso(record.sharedAt) };
      }),

    /** Every slot of the exhibitor, soonest first, with the request holding it. @param {ReachExhibitor} exhibitor */
    deskSlots: (exhibitor) =>
      slots
        .filter((slot) => slot.exhibitor_id === exhibitor.id)
        .sort((a, b) => a.startsAt - b.startsAt)
        .map((slot) => {
          const holder = holderOf(slot);
          return { id: slot.id, starts_at: iso(slot.startsAt), ends_at: iso(slot.endsAt), ...(holder ? { meeting: { ...meetingView(holder), ...visitorOf(holder.userId) } } : {}) };
        }),

    /** @param {ReachExhibitor} exhibitor @param {string} rawId @param {unknown} raw */
    answerMeeting(exhibitor, rawId, raw) {
      const meeting = meetings.get(idParam(rawId, 'Permintaan temu tidak ditemukan.'));
      if (!meeting || meeting.exhibitorId !== exhibitor.id) throw new HttpError(404, 'Permintaan temu tidak ditemukan.');
      const status = asObject(raw).status;
      if (status !== 'accepted' && status !== 'declined') throw new HttpError(422, 'Jawaban temu harus accepted atau declined.');
      if (meeting.status === 'cancelled') throw new HttpError(409, 'Pengunjung sudah membatalkan temu ini.');
      meeting.status = status;
      return { ...meetingView(meeting), ...visitorOf(meeting.userId) };
    },

    counts() {
      let replied = 0;
      for (const inquiry of inquiries.values()) if (inquiry.status === 'replied') replied += 1;
      let held = 0;
      for (const meeting of meetings.values()) if (meeting.status === 'requested' || meeting.status === 'accepted') held += 1;
      return { inquiries: inquiries.size(), replied, contacts: contacts.size(), meetings: held };
    },

    /** Rows of the reach tables (tests: each within its bound). */
    sizes: () => ({
      inquiries: inquiries.size(), contacts: contacts.size(), meetings: meetings.size(), staffTokens: staffTokens.size, inquiryCounters: recentInquiries.size(),
    }),
  };
}

/**
 * The contract's reach handlers (operationIds of sdk/openapi.yaml), for api.mjs's handler table.
 * @template {ReachUser} U
 * @param {ReturnType<typeof createReach>} reach
 * @param {{ currentUser: (context: any) => U, currentOrganiser: (context: any) => U, eventParam: (raw: string) => void,
 *   isVisitorToken: (token: string) => boolean }} checks
 * @returns {Record<string, (context: { params: Record<string, string>, body: unknown, token: string | null, user: unknown, idempotencyKey?: string | null }) => unknown>}
 */
export function reachHandlers(reach, { currentUser, currentOrganiser, eventParam, isVisitorToken }) {
  /** A staff token's exhibitor; a visitor's token is 403, none or a stale one 401. @param {{ token: string | null }} context */
  const currentStaff = (context) => {
    const exhibitor = reach.staffFor(context.token);
    if (exhibitor) return exhibitor;
    if (context.token !== null && isVisitorToken(context.token)) throw new HttpError(403, STAFF_ONLY);
    throw new HttpError(401, STAFF_SIGN_IN);
  };
  /** A visitor call of an event. @param {{ params: Record<string, string> }} context */
  const visitorOfEvent = (context) => {
    const user = currentUser(context);
    eventParam(context.params.eventId ?? '');
    return user;
  };
  return {
    sendInquiry: (context) => reach.sendInquiry(visitorOfEvent(context), context.body, context.idempotencyKey),
    myInquiries: (context) => reach.myInquiries(currentUser(context)),
    shareContact: (context) => reach.shareContact(visitorOfEvent(context), context.body),
    myContacts: (context) => reach.myContacts(currentUser(context)),
    withdrawContact: (context) => reach.withdrawContact(currentUser(context), context.params.contactId ?? ''),
    exhibitorSlots(context) {
      eventParam(context.params.eventId ?? '');
      return reach.slotsOf(context.params.exhibitorId ?? '');
    },
    requestMeeting: (context) => reach.requestMeeting(visitorOfEvent(context), context.body, context.idempotencyKey),
    myMeetings: (context) => reach.myMeetings(currentUser(context)),
    cancelMeeting: (context) => reach.cancelMeeting(currentUser(context), context.params.meetingId ?? ''),
    exhibitorLogin: (context) => reach.staffLogin(context.body),
    exhibitorLogout(context) {
      currentStaff(context);
      return reach.staffLogout(context.token);
    },
    deskInquiries: (context) => reach.deskInquiries(currentStaff(context)),
    deskMarkInquiryRead: (context) => reach.markRead(reach.deskInquiry(currentStaff(context), context.params.inquiryId ?? '')),
    deskReplyInquiry: (context) => reach.reply(reach.deskInquiry(currentStaff(context), context.params.inquiryId ?? ''), context.body),
    deskContacts: (context) => reach.deskContacts(currentStaff(context)),
    deskMeetings: (context) => reach.deskSlots(currentStaff(context)),
    deskAnswerMeeting: (context) => reach.answerMeeting(currentStaff(context), context.params.meetingId ?? '', context.body),
    adminReach(context) {
      currentOrganiser(context);
      return reach.counts();
    },
  };
}
