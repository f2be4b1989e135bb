// @ts-check
// The contract's handlers, keyed by operationId, over in-memory state that lives as long as the
// process. Every handler validates its whole input before it changes anything, so a rejected
// request never leaves half-written state behind.
import { createHmac, randomBytes } from 'node:crypto';
import { HttpError } from './http.mjs';
import { asObject, fixedValue, idParam, limitQuery, pageSize, requiredInteger, requiredText } from './validate.mjs';
import { exhibitorPage } from './exhibitorPage.mjs';
import { EVENT_ID, MERCHANDISE_EVENT_SLUG } from './data.mjs';
import { createAppliedKeys, createRateLimiter, randomRegistrationCode } from './limits.mjs';
import { createRegistrationGate } from './registration.mjs';
import { createFloorPlan } from './floorplan.mjs';
import { createStamps, stampHandlers } from './stamps.mjs';
import { createReach, reachHandlers, REACH_LIMITS } from './reach.mjs';
import { createPlans, planHandlers } from './plans.mjs';
import { accountHandlers, createAccount } from './account.mjs';

/** The demo's records have every field but the optional role. @typedef {Required<Omit<import('../sdk/src/types.ts').User, 'role'>> & Pick<import('../sdk/src/types.ts').User, 'role'>} User */
/** @typedef {Required<import('../sdk/src/types.ts').Cart>} Cart */
/** The demo's records have every field but the optional checked. @typedef {Required<Omit<import('../sdk/src/types.ts').CartItem, 'checked'>> & Pick<import('../sdk/src/types.ts').CartItem, 'checked'>} CartItem */
/** The demo's records have every field but the optional next_step. @typedef {Required<Omit<import('../sdk/src/types.ts').Order, 'next_step'>> & Pick<import('../sdk/src/types.ts').Order, 'next_step'>} Order */
/** The demo's records have every field but the optional isSaved. @typedef {Required<Omit<import('../sdk/src/types.ts').Prize, 'isSaved'>> & Pick<import('../sdk/src/types.ts').Prize, 'isSaved'>} Prize */
/** @typedef {import('./data.mjs').DemoData} DemoData */
/** @typedef {import('./data.mjs').SessionRecord} SessionRecord */
/**
 * `idempotencyKey`: the request's Idempotency-Key header (x-assumed; null on SPEC's platform, which has none).
 * `address`: the client's source key (limits.mjs clientAddress), for the registration limits.
 * @typedef {{ params: Record<string, string>, query: URLSearchParams, body: unknown,
 *   user: User | null, token: string | null, idempotencyKey?: string | null, address?: string }} HandlerContext
 * @typedef {(context: HandlerContext) => unknown} Handler
 */

export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
/**
 * What one visitor, and everyone together, may hold: every table of the platform has a bound
 * (docs/security.md "Bounded tables"). Tests pass smaller ones through startPlatform's `limits`.
 */
export const VISITOR_LIMITS = {
  /** Quotation requests, shared contacts, meetings and exhibitor staff tokens (reach.mjs). */
  ...REACH_LIMITS,
  /** Orders kept per visitor: SPEC §9's list shows 100, so a visitor's list always holds every order. */
  ordersPerVisitor: 100,
  /** Orders one visitor may place in a minute (a buyer orders a few; a script thousands). */
  ordersPerMinute: 10,
  /** What GET /api/orders answers without a limit; with one, at most ordersPerVisitor. */
  ordersPage: 20,
  /** Different items in one cart. */
  cartLines: 50,
  /** Applied Idempotency-Keys of additions (x-assumed), for everyone together, and how long each is kept. */
  additionKeys: 100_000,
  additionKeyMs: 60 * 60_000,
  /** A registration whose token no call ever used (no app read the visitor with it) is dropped after this long. */
  unusedRegistrationMs: 15 * 60_000,
  /** Registered visitors kept at most (never dropped once used); the last `venueHeadroom` places are for the venue's own addresses. */
  registeredVisitors: 20_000,
  venueHeadroom: 2_000,
};
const PLACEHOLDER_PRIZE_ID = 1;
/** A user's newest tokens stay valid (force=1 keeps other devices signed in); older ones end. */
export const TOKENS_PER_USER = 10;
export const ORGANISERS_ONLY = 'Halaman ini khusus panitia pameran. Masuk dengan kode panitia untuk membukanya.';
/** An order not paid within this time is cancelled and its merchandise goes back to stock (x-assumed). */
export const UNPAID_ORDER_MINUTES = 30;
const AWAITING_PAYMENT = 'Menunggu pembayaran';
/** What a released order says instead. */
export const RELEASED_ORDER = { status: 'Dibatalkan (tidak dibayar)', next_step: `Pesanan ini dibatalkan karena belum dibayar dalam ${UNPAID_ORDER_MINUTES} menit, dan stoknya dikembalikan. Silakan pesan lagi bila barangnya masih tersedia.` };
/** What the demo platform tells a visitor after an order (the app has its own default without it). */
export const ORDER_NEXT_STEP = 'Tim penjualan peserta pameran akan menghubungi Anda dalam 1×24 jam untuk konfirmasi stok dan mengirim tagihan. Pembayaran lewat transfer bank ke rekening yang tertera di tagihan.';

/** The display name's stars ('*') are the visitor's star count; visitors cannot type them. @param {string} name */
const starsOf = (name) => (name.match(/\*/g) ?? []).length;
/** @param {string} name */
const withoutStars = (name) => name.replace(/\*/g, '').trim();

/**
 * @param {DemoData} data
 * `realtimeToken` mints the Firebase custom token a login answer carries (`firebase_token`;
 * absent when it returns undefined, as on SPEC's platform); `endRealtimeAccess` ends a visitor's
 * Firebase sessions at logout.
 * `limits` replaces some of VISITOR_LIMITS; `registrationLimit`, `registrationChallenge`,
 * `venueAddresses` and `offerChallenges` go to the registration gate (registration.mjs);
 * `stampKey` is the key of the booths' printed stamp codes, `stampCodes` whether only the booth
 * staff's rotating codes stamp (stamps.mjs).
 * @param {{ now: () => number, writeRealtime: (path: string, value: unknown) => Promise<void>, maxTokens?: number, maxRegisteredUsers?: number,
 *   realtimeToken?: (user: User, bearer: string | null) => string | undefined, endRealtimeAccess?: (userId: number) => void, floorplanBooths?: number,
 *   limits?: Partial<typeof VISITOR_LIMITS>,
 *   registrationLimit?: typeof import('./registration.mjs').REGISTRATION_LIMIT, registrationChallenge?: typeof import('./registration.mjs').REGISTRATION_CHALLENGE,
 *   venueAddresses?: readonly string[], offerChallenges?: boolean, stampKey?: Uint8Array, stampCodes?: 'printed' | 'rotating' }} world
 */
export function createApi(data, world) {
  const limits = { ...VISITOR_LIMITS, ...world.limits };
  const maxTokens = world.maxTokens ?? 50_000;
  /** Registered visitors who used their registration are never dropped: past this many, registration is refused. */
  const maxRegisteredUsers = world.maxRegisteredUsers ?? limits.registeredVisitors;
  let registeredUsers = 0;
  /** @type {Map<number, number>} user id → when registered, for registrations whose token no call has used yet (oldest first) */
  const unusedRegistrations = new Map();
  const registrationGate = createRegistrationGate({
    now: world.now, limit: world.registrationLimit, challenge: world.registrationChallenge, venueAddresses: world.venueAddresses, offerChallenges: world.offerChallenges,
  });
  /** @type {Map<number, User>} */
  const users = new Map();
  /** @type {Map<string, number>} invitation and organiser code → user id */
  const invitationCodes = new Map();
  /**
   * The QR image's address names no invitation code (a lasting credential that would otherwise
   * sit in URLs, logs and the app's offline store): an HMAC of it, mapped back here.
   * @type {Map<string, string>} QR id → code
   */
  const qrCodes = new Map();
  const qrSecret = randomBytes(32);
  /** @param {string} code */
  const qrId = (code) => createHmac('sha256', qrSecret).update(code).digest('base64url').slice(0, 22);
  /** @param {string} code */
  const qrUrl = (code) => {
    qrCodes.set(qrId(code), code);
    return `/media/qr/${qrId(code)}.svg`;
  };
  for (const { code, user } of data.visitors) {
    users.set(user.id, { ...user, role: 'visitor', code, qr_code: qrUrl(code) });
    invitationCodes.set(code, user.id);
  }
  for (const { code, user } of data.organisers) {
    users.set(user.id, { ...user, role: 'organiser', code, qr_code: qrUrl(code) });
    invitationCodes.set(code, user.id);
  }
  /** @type {Map<string, { userId: number, expiresAt: number }>} oldest first (insertion order) */
  const tokens = new Map();
  /** @type {Map<number, string[]>} user id → their tokens, oldest first (some may have ended) */
  const tokensOfUser = new Map();
  /** @type {Map<number, Set<number>>} user id → prize ids pushed to brochure/{id} */
  const offered = new Map();
  /** @type {Map<number, Cart>} user id → the visitor's one cart */
  const carts = new Map();
  const appliedAdditions = createAppliedKeys({ maxKeys: limits.additionKeys, lifeMs: limits.additionKeyMs, now: world.now });
  /** One key per visitor, at most one per visitor at a time: as many keys as there are visitors. */
  const recentOrders = createRateLimiter({ limit: limits.ordersPerMinute, windowMs: 60_000, now: world.now, maxKeys: maxRegisteredUsers + data.visitors.length + data.organisers.length });
  /** @type {Map<number, Order[]>} */
  const orders = new Map();
  /** @type {Map<number, Map<number, string>>} user id → claimed prize id → when (ISO time) */
  const claims = new Map();
  /** @type {Map<string, unknown>} "userId:surveyId" → answers */
  const surveyAnswers = new Map();
  let nextUserId = 2001;
  let nextCartId = 1;
  let nextCartItemId = 1;
  let nextOrderId = 1;

  /**
   * A new token. The table stays bounded without signing anyone else out: expired tokens go, a
   * user keeps their newest TOKENS_PER_USER (their own oldest ends), and a full table refuses
   * the new sign-in instead of ending another visitor's session.
   * @param {number} userId
   */
  function issueToken(userId) {
    const now = world.now();
    // Every token lives equally long, so insertion order is expiry order.
    for (const [token, entry] of tokens) {
      if (entry.expiresAt > now) break;
      tokens.delete(token);
    }
    const mine = (tokensOfUser.get(userId) ?? []).filter((token) => tokens.has(token));
    while (mine.length >= TOKENS_PER_USER) tokens.delete(/** @type {string} */ (mine.shift()));
    tokensOfUser.set(userId, mine);
    if (tokens.size >= maxTokens) throw new HttpError(503, 'Server sedang melayani terlalu banyak sesi. Silakan coba masuk lagi dalam beberapa menit.');
    const access_token = randomBytes(24).toString('base64url');
    tokens.set(access_token, { userId, expiresAt: now + TOKEN_LIFETIME_SECONDS * 1000 });
    mine.push(access_token);
    const firebase_token = world.realtimeToken?.(/** @type {User} */ (users.get(userId)), access_token);
    return { access_token, token_type: 'Bearer', expires_in: TOKEN_LIFETIME_SECONDS, ...(firebase_token ? { firebase_token } : {}) };
  }

  /**
   * Remembers what was pushed to brochure/{userId}: only those prizes can be claimed. Each push
   * replaces the last (the realtime value does too), so a prize the organiser took off the
   * list is no longer claimable.
   * @param {number} userId @param {unknown} list
   */
  function recordOffer(userId, list) {
    const ids = new Set();
    for (const entry of Array.isArray(list) ? list : []) {
      if (entry && typeof entry === 'object' && Number.isInteger(entry.id)) ids.add(entry.id);
    }
    offered.set(userId, ids);
  }

  /** The user holding this token, or null when it is unknown or expired. Its first use keeps a registration. @param {string} token */
  function userForToken(token) {
    const entry = tokens.get(token);
    if (!entry || entry.expiresAt <= world.now()) return null;
    unusedRegistrations.delete(entry.userId);
    return users.get(entry.userId) ?? null;
  }

  /**
   * Drops the registrations nobody ever used past their time: a flood's accounts free their
   * places, while a visitor whose app read them once (right after registering) is kept.
   */
  function dropUnusedRegistrations() {
    for (const [userId, registeredAt] of unusedRegistrations) {
      if (world.now() - registeredAt < limits.unusedRegistrationMs) break;
      unusedRegistrations.delete(userId);
      const code = users.get(userId)?.code ?? '';
      users.delete(userId);
      invitationCodes.delete(code);
      qrCodes.delete(qrId(code));
      for (const token of tokensOfUser.get(userId) ?? []) tokens.delete(token);
      tokensOfUser.delete(userId);
      // Only an organiser can have written anything else for a visitor who never signed in.
      offered.delete(userId);
      registeredUsers--;
    }
  }

  /** @param {HandlerContext} context */
  const currentUser = (context) => {
    if (!context.user) throw new HttpError(401, 'Silakan masuk terlebih dahulu.');
    return context.user;
  };

  /** The admin calls are for organisers only. @param {HandlerContext} context */
  const currentOrganiser = (context) => {
    const user = currentUser(context);
    if (user.role !== 'organiser') throw new HttpError(403, ORGANISERS_ONLY);
    return user;
  };

  /** @param {string} raw */
  function eventParam(raw) {
    if (raw !== String(EVENT_ID)) throw new HttpError(404, 'Acara tidak ditemukan.');
  }

  /** @param {SessionRecord} session */
  function sessionView(session) {
    return {
      id: session.id,
      title: session.title,
      is_started_countdown: Math.ceil((session.startsAt - world.now()) / 1000),
      starts_at: new Date(session.startsAt).toISOString(),
      room_id: session.room_id,
      speaker: session.speaker,
      ends_at: new Date(session.endsAt).toISOString(),
      room_name: data.rooms.find((room) => room.id === session.room_id)?.name ?? '',
      exhibitor_id: session.exhibitor_id,
      product_ids: [...session.product_ids],
    };
  }

  /** @param {string} raw */
  function findSession(raw) {
    const id = idParam(raw, 'Sesi tidak ditemukan.');
    const session = data.sessions.find((s) => s.id === id);
    if (!session) throw new HttpError(404, 'Sesi tidak ditemukan.');
    return session;
  }

  /** @param {number} exhibitorId */
  function exhibitorDetails(exhibitorId) {
    const exhibitor = data.exhibitors.find((e) => e.id === exhibitorId);
    if (!exhibitor) throw new HttpError(404, 'Peserta pameran tidak ditemukan.');
    return { ...exhibitor, products: data.products.filter((p) => p.exhibitor_id === exhibitor.id) };
  }

  /** The catalogue item a cart line refers to. @param {'product' | 'merchandise'} kind @param {number} id */
  function catalogueItem(kind, id) {
    const item = kind === 'merchandise' ? data.merchandise.find((m) => m.id === id) : data.products.find((p) => p.id === id);
    if (!item) throw new HttpError(404, kind === 'merchandise' ? 'Merchandise tidak ditemukan.' : 'Produk tidak ditemukan.');
    return item;
  }

  /** @param {number} userId */
  const cartsOf = (userId) => {
    const cart = carts.get(userId);
    return cart ? [cart] : [];
  };

  /**
   * Whether an addition was applied before under this Idempotency-Key (x-assumed). The same key
   * with another body is refused: it is another addition under a key already used.
   * @param {number} userId @param {string | null | undefined} key @param {string} body
   */
  function appliedAddition(userId, key, body) {
    if (key === null || key === undefined) return false;
    if (!/^[A-Za-z0-9_-]{8,100}$/.test(key)) throw new HttpError(400, 'Idempotency-Key tidak valid.');
    const applied = appliedAdditions.check(userId, key, body);
    if (applied === 'other') throw new HttpError(422, 'Idempotency-Key ini sudah dipakai untuk tambahan lain ke keranjang.');
    return applied === 'same';
  }

  /** @param {Record<string, unknown>} body */
  function cartKind(body) {
    const kind = body.kind ?? 'product';
    if (kind !== 'product' && kind !== 'merchandise') throw new HttpError(422, 'Jenis item harus product atau merchandise.');
    return kind;
  }

  /** Unpaid orders, oldest first: every order waits the same time, so the front expires first. @type {Order[]} */
  const awaitingPayment = [];

  /** Cancels the orders left unpaid past their time and puts their merchandise back in stock. */
  function releaseUnpaidOrders() {
    const now = world.now();
    while (awaitingPayment.length > 0 && Date.parse(/** @type {Order} */ (awaitingPayment[0]).pay_before ?? '') <= now) {
      const order = /** @type {Order} */ (awaitingPayment.shift());
      if (order.status !== AWAITING_PAYMENT) continue;
      for (const line of order.items) {
        const merch = line.kind === 'merchandise' ? data.merchandise.find((m) => m.id === line.product_id) : null;
        if (merch) merch.stock += line.quantity ?? 0;
      }
      Object.assign(order, RELEASED_ORDER);
    }
  }

  /** How many of one merchandise item a visitor holds: in the cart and in unpaid orders. @param {number} userId @param {number} merchandiseId */
  function merchandiseHeld(userId, merchandiseId) {
    const of = (/** @type {{ kind?: string, product_id?: number, quantity?: number }[]} */ lines) =>
      lines.filter((line) => line.kind === 'merchandise' && line.product_id === merchandiseId).reduce((sum, line) => sum + (line.quantity ?? 0), 0);
    const unpaid = (orders.get(userId) ?? []).filter((order) => order.status === AWAITING_PAYMENT);
    return of(carts.get(userId)?.items ?? []) + unpaid.reduce((sum, order) => sum + of(order.items), 0);
  }

  /** Merchandise stock left after what is already in the cart. @param {Cart | undefined} cart @param {number} merchandiseId @param {number} stock */
  const stockLeft = (cart, merchandiseId, stock) =>
    stock - (cart?.items ?? []).filter((i) => i.kind === 'merchandise' && i.product_id === merchandiseId).reduce((sum, i) => sum + i.quantity, 0);

  // The booth stamp card (x-assumed): its logic and handlers live in stamps.mjs.
  const stamps = createStamps({
    exhibitors: data.exhibitors, users, now: world.now, secret: world.stampKey, rotating: world.stampCodes === 'rotating',
    rewardOf: (userId, prizeId) => (claims.get(userId)?.has(prizeId) ? 'claimed' : offered.get(userId)?.has(prizeId) ? 'sent' : 'none'),
  });
  // A visitor's starred sessions and booths to visit (x-assumed): plans.mjs.
  const plans = createPlans();
  // "Kirim kode saya" (x-assumed): a lost code sent to the account's email or phone; account.mjs.
  const account = createAccount({ users, now: world.now });
  // Reaching an exhibitor and the exhibitor's staff desk (x-assumed): reach.mjs.
  const reach = createReach({ exhibitors: data.exhibitors, products: data.products, users, slots: data.meetingSlots, staffCodes: data.staffCodes, now: world.now, limits });
  /** @type {Record<string, Handler>} */
  const handlers = {
    register({ body, address = '' }) {
      const form = asObject(body);
      const name = withoutStars(requiredText(form, 'name', 'Nama'));
      if (name === '') throw new HttpError(422, 'Nama wajib diisi.');
      const agency = requiredText(form, 'agency', 'Instansi/perusahaan');
      const unit = requiredText(form, 'unit', 'Unit');
      const salesman = requiredText(form, 'salesman', 'Nama salesman');
      fixedValue(form, 'ticket_id', 12, 'Tiket');
      fixedValue(form, 'gender', '-', 'Jenis kelamin');
      fixedValue(form, 'country', 'INDONESIA', 'Negara');
      fixedValue(form, 'agreement', 1, 'Persetujuan syarat dan ketentuan');
      fixedValue(form, 'is_promo', 1, 'Persetujuan promosi');
      if (typeof form.token !== 'string') throw new HttpError(422, 'Token perangkat wajib dikirim (boleh kosong).');
      // Registered visitors who used their registration are never dropped (that would sign them
      // out): a full table refuses, keeping its last places for the venue's own addresses.
      dropUnusedRegistrations();
      const places = registrationGate.isVenue(address) ? maxRegisteredUsers : maxRegisteredUsers - limits.venueHeadroom;
      if (registeredUsers >= places) throw new HttpError(503, 'Pendaftaran baru sedang ditutup sementara. Silakan masuk dengan kode undangan atau hubungi panitia.');
      registrationGate.admit(address, form);
      const id = nextUserId++;
      let code = randomRegistrationCode();
      while (invitationCodes.has(code)) code = randomRegistrationCode();
      users.set(id, { role: 'visitor',
        id, name, last_name: null, email: '', phone: '', code, code_html: `<p>Kode registrasi: <strong>${code}</strong></p>`,
        qr_code: qrUrl(code), regency_id: null, province_id: null, cabang_id: null, is_session_booked: false,
        session: [], is_data_checked: false, agency, unit, salesman,
      });
      invitationCodes.set(code, id);
      registeredUsers++;
      unusedRegistrations.set(id, world.now());
      return issueToken(id);
    },

    invitation({ body }) {
      const form = asObject(body);
      const code = requiredText(form, 'code', 'Kode undangan', 64).toUpperCase();
      fixedValue(form, 'force', 1, 'Parameter force');
      if (typeof form.token !== 'string') throw new HttpError(422, 'Token perangkat wajib dikirim (boleh kosong).');
      const userId = invitationCodes.get(code);
      if (userId === undefined) throw new HttpError(404, 'Kode undangan tidak ditemukan. Periksa kembali kode Anda.');
      unusedRegistrations.delete(userId);
      // force=1 means "log in even when another session is active": earlier tokens stay valid,
      // so a visitor on two devices (or a test and its browser) do not log each other out.
      return issueToken(userId);
    },

    currentUser: (context) => currentUser(context),

    /**
     * Revokes the bearer token it was called with; the user's other devices stay signed in.
     * Their realtime access ends with it (every device's feed then asks for a fresh credential).
     */
    logout(context) {
      const user = currentUser(context);
      if (context.token !== null) tokens.delete(context.token);
      world.endRealtimeAccess?.(user.id);
      return { revoked: true };
    },

    /** A fresh Firebase custom token for the bearer's visitor: the prize feed signs in with it on every start. */
    realtimeToken(context) {
      const user = currentUser(context);
      const firebase_token = world.realtimeToken?.(user, context.token);
      if (!firebase_token) throw new HttpError(404, 'Platform ini tidak memakai kredensial realtime.');
      return { firebase_token };
    },

    updateUser(context) {
      const user = currentUser(context);
      const body = asObject(context.body);
      const editable = ['name', 'email', 'phone', 'agency', 'unit', 'salesman'];
      const unknown = Object.keys(body).filter((key) => !editable.includes(key));
      if (unknown.length) throw new HttpError(422, `Kolom tidak dikenal: ${unknown.join(', ')}.`);
      if (Object.keys(body).length === 0) throw new HttpError(422, 'Tidak ada data yang diubah.');
      /** @type {Record<string, string>} */
      const changes = {};
      for (const key of Object.keys(body)) {
        const value = body[key];
        if (typeof value !== 'string') throw new HttpError(422, `Kolom ${key} harus berupa teks.`);
        if (value.length > 120) throw new HttpError(422, `Kolom ${key} terlalu panjang (maksimal 120 karakter).`);
        changes[key] = value.trim();
      }
      // Stars are given by the organisers, never typed: '*' is dropped, the earned stars stay.
      if ('name' in changes) changes.name = withoutStars(changes.name ?? '');
      if ('name' in changes && changes.name === '') throw new HttpError(422, 'Nama wajib diisi.');
      if (changes.name) changes.name += '*'.repeat(starsOf(user.name));
      if (changes.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(changes.email)) throw new HttpError(422, 'Format email tidak valid.');
      if (changes.phone && !/^\+?[0-9 -]{6,20}$/.test(changes.phone)) throw new HttpError(422, 'Nomor telepon hanya boleh berisi angka, spasi, + atau - (6–20 karakter).');
      Object.assign(user, changes, { is_data_checked: true });
      return user;
    },

    claimGift(context) {
      const user = currentUser(context);
      const giftId = idParam(context.params.giftId ?? '', 'Hadiah tidak ditemukan.');
      const prize = data.prizes.find((p) => p.id === giftId);
      if (!prize) throw new HttpError(404, 'Hadiah tidak ditemukan.');
      if (prize.id === PLACEHOLDER_PRIZE_ID) throw new HttpError(422, 'Hadiah ini tidak dapat diklaim.');
      if (!offered.get(user.id)?.has(prize.id)) throw new HttpError(403, 'Hadiah ini tidak ditawarkan kepada Anda.');
      const claimed = claims.get(user.id) ?? new Map();
      if (claimed.has(prize.id)) throw new HttpError(409, 'Hadiah ini sudah Anda klaim sebelumnya.');
      const claimedAt = new Date(world.now()).toISOString();
      claimed.set(prize.id, claimedAt);
      claims.set(user.id, claimed);
      return { ...prize, isSaved: true, claimed_at: claimedAt };
    },

    claimedGifts(context) {
      const user = currentUser(context);
      return [...(claims.get(user.id) ?? new Map())]
        .map(([id, claimedAt]) => {
          const prize = data.prizes.find((p) => p.id === id);
          return { id, name: prize?.name ?? '', image_url: prize?.image_url ?? '', claimed_at: claimedAt, ...(prize?.how_to_collect ? { how_to_collect: prize.how_to_collect } : {}) };
        })
        .reverse();
    },

    eventInfo({ params }) {
      eventParam(params.eventId ?? '');
      return {
        ...data.event,
        exhibitors: data.exhibitors.map(({ id, name, booth_code, logo_url, category, hall }) => ({ id, name, booth_code, logo_url, category, hall })),
        highlights: data.highlights,
      };
    },

    floorplan({ params }) {
      eventParam(params.eventId ?? '');
      if (world.floorplanBooths === 0) throw new HttpError(404, 'Denah pameran belum tersedia.');
      return createFloorPlan(data, { booths: world.floorplanBooths });
    },

    exhibitorPage({ params, query }) {
      eventParam(params.eventId ?? '');
      return exhibitorPage(data, query);
    },

    exhibitor({ params }) {
      eventParam(params.eventId ?? '');
      return exhibitorDetails(idParam(params.exhibitorId ?? '', 'Peserta pameran tidak ditemukan.'));
    },

    exhibitorByCode({ params }) {
      eventParam(params.eventId ?? '');
      const code = (params.code ?? '').toUpperCase();
      const exhibitor = data.exhibitors.find((e) => e.booth_code === code);
      if (!exhibitor) throw new HttpError(404, `Tidak ada peserta pameran dengan kode stan ${params.code}.`);
      return exhibitorDetails(exhibitor.id);
    },

    exhibitorProduct({ params }) {
      eventParam(params.eventId ?? '');
      return catalogueItem('product', idParam(params.productId ?? '', 'Produk tidak ditemukan.'));
    },

    merchandise({ params }) {
      if (params.eventSlug !== MERCHANDISE_EVENT_SLUG) throw new HttpError(404, 'Acara merchandise tidak ditemukan.');
      releaseUnpaidOrders();
      return data.merchandise;
    },

    rooms(context) {
      currentUser(context);
      eventParam(context.params.eventId ?? '');
      return data.rooms;
    },

    sessionStream(context) {
      currentUser(context);
      eventParam(context.params.eventId ?? '');
      const session = findSession(context.params.sessionId ?? '');
      const now = world.now();
      return {
        session: sessionView(session),
        stream_url: session.external_url ?? `/media/stream/${session.id}.svg`,
        poster_url: `/media/stream/${session.id}.svg`,
        is_live: session.startsAt <= now && now < session.endsAt,
      };
    },

    upcomingSessions({ params, query }) {
      eventParam(params.eventId ?? '');
      const limit = limitQuery(query);
      // Our own sessions that have not ended, soonest first; once started their countdown is ≤ 0.
      const upcoming = data.sessions
        .filter((s) => s.external_url === null && s.endsAt > world.now())
        .sort((a, b) => a.startsAt - b.startsAt)
        .map(sessionView);
      return limit === undefined ? upcoming : upcoming.slice(0, limit);
    },

    ongoingExternalSessions({ params }) {
      eventParam(params.eventId ?? '');
      const now = world.now();
      return data.sessions
        .filter((s) => s.external_url !== null && s.startsAt <= now && now < s.endsAt)
        .map((s) => ({
          id: s.id, title: s.title, room_id: s.room_id, speaker: s.speaker, external_url: /** @type {string} */ (s.external_url),
          starts_at: new Date(s.startsAt).toISOString(), ends_at: new Date(s.endsAt).toISOString(),
        }));
    },

    survey(context) {
      currentUser(context);
      eventParam(context.params.eventId ?? '');
      const session = findSession(context.params.sessionId ?? '');
      const survey = data.surveys.find((s) => s.session_id === session.id);
      if (!survey) throw new HttpError(404, 'Survei untuk sesi ini belum tersedia.');
      return survey;
    },

    answerSurvey(context) {
      const user = currentUser(context);
      const survey = /** @type {{ id: number, questions: any[] }} */ (handlers.survey(context));
      const body = asObject(context.body);
      if (!Array.isArray(body.answers) || body.answers.length === 0) throw new HttpError(422, 'Jawaban survei wajib diisi.');
      /** @type {Map<number, string>} */
      const answers = new Map();
      for (const entry of body.answers) {
        const answer = asObject(entry);
        const questionId = requiredInteger(answer, 'question_id', 'Nomor pertanyaan');
        const question = survey.questions.find((q) => q.id === questionId);
        if (!question) throw new HttpError(422, `Pertanyaan ${questionId} tidak ada di survei ini.`);
        const value = requiredText(answer, 'value', `Jawaban pertanyaan "${question.text}"`, 1000);
        if (question.type === 'choice' && !question.options.includes(value)) throw new HttpError(422, `Pilihan untuk "${question.text}" tidak valid.`);
        answers.set(questionId, value);
      }
      // Free-text questions (suggestions) are optional; every choice question needs an answer.
      if (survey.questions.some((question) => question.type === 'choice' && !answers.has(question.id))) throw new HttpError(422, 'Mohon jawab semua pertanyaan survei.');
      const key = `${user.id}:${survey.id}`;
      if (surveyAnswers.has(key)) throw new HttpError(409, 'Anda sudah mengisi survei ini.');
      surveyAnswers.set(key, Object.fromEntries(answers));
      return { survey_id: survey.id, session_id: Number(context.params.sessionId), answered: answers.size, submitted_at: new Date(world.now()).toISOString() };
    },

    carts: (context) => cartsOf(currentUser(context).id),

    addToCart(context) {
      const user = currentUser(context);
      const body = asObject(context.body);
      const kind = cartKind(body);
      const productId = requiredInteger(body, 'product_id', 'ID produk', { min: 1 });
      const quantity = requiredInteger(body, 'quantity', 'Jumlah', { min: 1, max: 99 });
      const item = catalogueItem(kind, productId);
      // Sent again with its key (a retry after a lost answer, a reload, another tab): applied once.
      const fingerprint = JSON.stringify({ kind, product_id: productId, quantity });
      if (appliedAddition(user.id, context.idempotencyKey, fingerprint)) return cartsOf(user.id);
      const cart = carts.get(user.id);
      releaseUnpaidOrders();
      if ('stock' in item && stockLeft(cart, item.id, item.stock) < quantity) throw new HttpError(422, `Stok ${item.name} tidak mencukupi.`);
      if ('max_per_visitor' in item && typeof item.max_per_visitor === 'number') {
        const held = merchandiseHeld(user.id, item.id);
        if (held + quantity > item.max_per_visitor) {
          throw new HttpError(422, `Maksimal ${item.max_per_visitor} ${item.name} per pengunjung. Keranjang dan pesanan Anda yang belum dibayar sudah berisi ${held}, jadi Anda hanya dapat menambah ${Math.max(0, item.max_per_visitor - held)} lagi.`);
        }
      }
      const existing = cart?.items.find((i) => i.kind === kind && i.product_id === productId);
      if (existing && existing.quantity + quantity > 99) throw new HttpError(422, 'Jumlah maksimal 99 per item.');
      if (!existing && (cart?.items.length ?? 0) >= limits.cartLines) {
        throw new HttpError(422, `Keranjang sudah berisi ${limits.cartLines} barang berbeda, batas satu keranjang. Pesan atau hapus sebagian dulu, lalu tambahkan lagi.`);
      }
      // Validated; now change state.
      const target = cart ?? { id: nextCartId++, items: [] };
      carts.set(user.id, target);
      if (existing) existing.quantity += quantity;
      else target.items.push({ id: nextCartItemId++, product_id: item.id, kind, name: item.name, price: item.price, quantity, image_url: item.image_url });
      if (context.idempotencyKey) appliedAdditions.remember(user.id, context.idempotencyKey, fingerprint);
      return cartsOf(user.id);
    },

    removeCartItem(context) {
      const user = currentUser(context);
      const cart = carts.get(user.id);
      const cartId = idParam(context.params.cartId ?? '', 'Keranjang tidak ditemukan.');
      if (!cart || cart.id !== cartId) throw new HttpError(404, 'Keranjang tidak ditemukan.');
      const itemId = idParam(context.params.itemId ?? '', 'Item tidak ditemukan di keranjang.');
      const index = cart.items.findIndex((i) => i.id === itemId);
      if (index < 0) throw new HttpError(404, 'Item tidak ditemukan di keranjang.');
      cart.items.splice(index, 1);
      return cartsOf(user.id);
    },

    placeOrder(context) {
      const user = currentUser(context);
      const body = asObject(context.body);
      const cartId = requiredInteger(body, 'cart_id', 'ID keranjang', { min: 1 });
      if (!Array.isArray(body.item_ids) || body.item_ids.length === 0) throw new HttpError(422, 'Pilih minimal satu item untuk dipesan.');
      const itemIds = body.item_ids;
      if (!itemIds.every((id) => Number.isInteger(id) && id > 0)) throw new HttpError(422, 'Daftar item berisi ID yang tidak valid.');
      if (new Set(itemIds).size !== itemIds.length) throw new HttpError(422, 'Daftar item berisi ID ganda.');
      const cart = carts.get(user.id);
      if (!cart || cart.id !== cartId) throw new HttpError(404, 'Keranjang tidak ditemukan.');
      // Refused before anything changes: the items stay in the cart, checked as they were.
      if ((orders.get(user.id)?.length ?? 0) >= limits.ordersPerVisitor) {
        throw new HttpError(409, `Anda sudah membuat ${limits.ordersPerVisitor} pesanan, batas per pengunjung selama pameran. Barang di keranjang tetap tersimpan; hubungi panitia bila perlu memesan lagi.`);
      }
      const wait = recentOrders.retryAfter(String(user.id));
      if (wait > 0) {
        throw new HttpError(429, `Terlalu banyak pesanan dalam satu menit. Barang di keranjang tetap tersimpan; coba pesan lagi dalam ${wait} detik.`, { headers: { 'retry-after': String(wait) } });
      }
      releaseUnpaidOrders();
      const chosen = itemIds.map((id) => cart.items.find((i) => i.id === id));
      if (chosen.some((i) => !i)) throw new HttpError(422, 'Sebagian item tidak ada lagi di keranjang. Muat ulang keranjang Anda.');
      const lines = /** @type {CartItem[]} */ (chosen);
      for (const line of lines) {
        const merch = line.kind === 'merchandise' ? data.merchandise.find((m) => m.id === line.product_id) : null;
        if (merch && merch.stock < line.quantity) throw new HttpError(422, `Stok ${merch.name} tidak mencukupi.`);
      }
      // Everything checked; from here on nothing can fail, so the order is never half-written.
      for (const line of lines) {
        const merch = line.kind === 'merchandise' ? data.merchandise.find((m) => m.id === line.product_id) : null;
        if (merch) merch.stock -= line.quantity;
      }
      cart.items = cart.items.filter((i) => !itemIds.includes(i.id));
      const id = nextOrderId++;
      /** @type {Order} */
      const order = {
        id,
        number: `PMR-${new Date(world.now()).getFullYear()}-${String(id).padStart(4, '0')}`,
        status: AWAITING_PAYMENT,
        next_step: ORDER_NEXT_STEP,
        pay_before: new Date(world.now() + UNPAID_ORDER_MINUTES * 60_000).toISOString(),
        total: lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
        created_at: new Date(world.now()).toISOString(),
        items: lines.map(({ product_id, kind, name, price, quantity }) => ({ product_id, kind, name, price, quantity })),
      };
      orders.set(user.id, [order, ...(orders.get(user.id) ?? [])]);
      recentOrders.record(String(user.id));
      if (order.items.some((line) => line.kind === 'merchandise')) awaitingPayment.push(order);
      return order;
    },

    orders(context) {
      const user = currentUser(context);
      releaseUnpaidOrders();
      return (orders.get(user.id) ?? []).slice(0, pageSize(context.query, { fallback: limits.ordersPage, most: limits.ordersPerVisitor }));
    },

    adminVisitors(context) {
      currentOrganiser(context);
      const raw = context.query.get('q') ?? '';
      if (raw.length > 120) throw new HttpError(400, 'Kata pencarian terlalu panjang (maksimal 120 karakter).');
      const needle = raw.trim().toLowerCase();
      const limit = pageSize(context.query, { fallback: 100, most: 100 });
      return [...users.values()]
        .filter((user) => user.role !== 'organiser')
        .filter((user) => needle === '' || [user.name, user.agency, user.email ?? '', user.phone ?? ''].some((field) => field.toLowerCase().includes(needle)))
        .sort((a, b) => a.name.localeCompare(b.name, 'id'))
        .slice(0, limit)
        // Never the code: it is the visitor's credential. E-mail and phone tell two visitors of the same name apart.
        .map(({ id, name, agency, email, phone }) => ({ id, name, agency, ...(email ? { email } : {}), ...(phone ? { phone } : {}) }));
    },

    adminPrizes(context) {
      currentOrganiser(context);
      return data.prizes;
    },

    async adminPushBrochure(context) {
      currentOrganiser(context);
      const { params, body, query } = context;
      const userId = idParam(params.userId ?? '', 'Pengunjung tidak ditemukan.');
      if (!users.has(userId)) throw new HttpError(404, 'Pengunjung tidak ditemukan.');
      if (!Array.isArray(body)) throw new HttpError(422, 'Daftar hadiah harus berupa array.');
      const keep = query.get('keep');
      if (keep !== null && keep !== 'offered') throw new HttpError(400, 'Parameter keep hanya boleh "offered".');
      const pushed = body.map((entry) => requiredInteger(asObject(entry), 'id', 'ID hadiah', { min: 1 }));
      // keep=offered: what the visitor was offered before stays claimable beside the new prizes.
      const ids = [...new Set([...(keep === 'offered' ? offered.get(userId) ?? [] : []), ...pushed])];
      const list = ids.map((id) => {
        const known = data.prizes.find((p) => p.id === id);
        if (!known) throw new HttpError(404, `Hadiah ${id} tidak ditemukan.`);
        return { ...known, isSaved: claims.get(userId)?.has(id) ?? false };
      });
      recordOffer(userId, list);
      // An empty value first: a value listener does not fire for a value equal to the last one,
      // so the same list sent again would reach nobody. The app opens nothing for a value
      // without prizes (SPEC §4), so the extra value is harmless.
      await world.writeRealtime(`brochure/${userId}`, null);
      await world.writeRealtime(`brochure/${userId}`, list);
      return list;
    },

    ...stampHandlers(stamps, { currentUser, currentOrganiser, eventParam }),
    ...accountHandlers(account),
    ...reachHandlers(reach, { currentUser, currentOrganiser, eventParam, isVisitorToken: (token) => userForToken(token) !== null }),
    ...planHandlers(plans, { currentUser }),
  };

  return {
    handlers, userForToken, recordOffer, users,
    /** The invitation code behind a QR image id, or undefined. @param {string} id */
    codeForQr: (id) => qrCodes.get(id),
    /** The demo visitors' invitation codes (what `npm start` prints). */
    invitationCodes: data.visitors.map((visitor) => visitor.code),
    /** The demo organisers' codes (they open /admin-gift). */
    organiserCodes: data.organisers.map((organiser) => organiser.code),
    tokenCount: () => tokens.size,
    /** How many rows each table holds now (tests: every one stays within its bound). */
    tableSizes: () => ({
      users: users.size, registered: registeredUsers, unusedRegistrations: unusedRegistrations.size, tokens: tokens.size,
      carts: carts.size, orders: [...orders.values()].reduce((sum, list) => sum + list.length, 0), additionKeys: appliedAdditions.size(),
      recentOrders: recentOrders.size(), ...stamps.sizes(), ...reach.sizes(), ...plans.sizes(), ...account.sizes(), registrationGate: registrationGate.sizes(),
    }),
  };
}
