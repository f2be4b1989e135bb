// @ts-check
// The booth stamp card ("Paspor Booth", x-assumed): a visitor collects a stamp at a booth by
// scanning its printed QR code, which carries the booth's stamp secret. The secret is an HMAC of
// the booth code under a key only this platform holds, so a stamp cannot be made up at home from
// a booth code alone; the short stamp code printed under the QR (six characters of the same HMAC)
// lets a visitor whose camera fails type it instead. Stamps live in memory like the other state.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { HttpError } from './http.mjs';
import { asObject } from './validate.mjs';
import { createRateLimiter } from './limits.mjs';

/** Booths to stamp before the card is complete, unless the organisers change it. */
export const DEFAULT_STAMP_TARGET = 3;
/** The demo's reward (a prize of server/data.mjs the organisers push with "Kirim hadiah"). */
export const STAMP_REWARD = { prizeId: 5, text: 'Helm Proyek Pameran: kumpulkan stempel stan sebanyak target, lalu panitia mengirim hadiahnya ke aplikasi Anda.' };
export const WRONG_STAMP = 'Kode stempel tidak cocok dengan stan ini. Pindai QR code yang tercetak di stan, atau ketik kode stempel di bawahnya.';
export const TOO_MANY_WRONG_STAMPS = 'Terlalu banyak kode stempel yang salah untuk stan ini. Pindai QR code di stan, atau coba ketik kodenya lagi dalam 10 menit.';
/**
 * Wrong short codes in the window: per visitor and booth (a typo or two, not a guessing run),
 * and per source address across visitors (one guesser with many accounts; a hall behind one
 * address mistypes far less). Only the typed short code can be guessed, so only it is held
 * back: a QR's secret (128 bits) always stamps, and a wrong one counts nothing, so links with
 * wrong stamps sent to a visitor cannot stop their scanning.
 */
export const WRONG_STAMP_LIMIT = { attempts: 10, perAddress: 300, windowMs: 10 * 60_000 };
/**
 * Stamps faster than a visitor can walk: a scan opens the camera, reads the code and waits for
 * the booth's page, and the next booth is a walk away, so this many stamps or more inside one
 * minute is someone replaying codes from a photo or a list, not a visit. The organisers see it
 * on the completions list (the reward is theirs to withhold); nothing is refused.
 */
export const IMPOSSIBLE_PACE = { stamps: 5, withinMs: 60_000 };
/**
 * Rotating codes (the platform's `stampCodes: 'rotating'`): the booth staff's phone shows a code
 * made of the booth's own secret and the current step of this length, as TOTP does; the code of
 * the step before still stamps, so a code read just before it changes is not refused. The
 * printed QR and its short code then earn a visit but no stamp: a photo taken home is useless.
 */
export const ROTATING_STEP_MS = 5 * 60_000;
export const WRONG_STAFF_KEY = 'Kunci petugas stan tidak cocok. Buka lagi tautan dari lembar QR panitia.';
/** Base32 without 0/O, 1/I/L, U: a short code read off paper and typed on a phone. */
const SHORT_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';
const SHORT_LENGTH = 6;

/**
 * @typedef {{ id: number, name: string, booth_code: string }} StampExhibitor
 * @typedef {{ id: number, name: string, agency: string, role?: string }} StampUser
 * @typedef {'none' | 'sent' | 'claimed'} RewardState not sent yet; pushed to the visitor and claimable; claimed
 */

/**
 * `secret`: the key of the printed codes (stampKey.mjs); without it a random one, good for this run only.
 * `rotating`: only the staff's rotating code stamps; the printed codes earn a visit.
 * `rewardOf`: where a visitor's reward prize stands (api.mjs knows what was pushed and claimed).
 * @param {{ exhibitors: StampExhibitor[], users: Map<number, StampUser>, now: () => number, secret?: Uint8Array, rotating?: boolean, rewardOf?: (userId: number, prizeId: number) => RewardState }} world
 */
export function createStamps({ exhibitors, users, now, secret = randomBytes(32), rotating = false, rewardOf = () => 'none' }) {
  let target = DEFAULT_STAMP_TARGET;
  /** @type {Map<number, Map<string, string>>} user id → booth code → when stamped (ISO), in stamping order */
  const stampsOf = new Map();
  const wrongByVisitor = createRateLimiter({ limit: WRONG_STAMP_LIMIT.attempts, windowMs: WRONG_STAMP_LIMIT.windowMs, now, maxKeys: 100_000 });
  const wrongByAddress = createRateLimiter({ limit: WRONG_STAMP_LIMIT.perAddress, windowMs: WRONG_STAMP_LIMIT.windowMs, now });

  /** @param {string} boothCode */
  const mac = (boothCode) => createHmac('sha256', secret).update(`stamp:${boothCode}`).digest();
  /** Six characters of a digest in the short codes' alphabet. @param {Buffer} digest */
  const shortCode = (digest) => [...digest.subarray(0, SHORT_LENGTH)].map((byte) => SHORT_ALPHABET[byte % SHORT_ALPHABET.length]).join('');
  /** The secret printed in the QR code. @param {string} boothCode */
  const stampOf = (boothCode) => mac(boothCode).subarray(0, 16).toString('base64url');
  /** The short code printed under the QR code. @param {string} boothCode */
  const stampCodeOf = (boothCode) => shortCode(mac(boothCode).subarray(16));

  /** The code the staff's phone shows in one step. @param {string} boothCode @param {number} step */
  const rotatingCodeOf = (boothCode, step) => shortCode(createHmac('sha256', createHmac('sha256', secret).update(`booth:${boothCode}`).digest()).update(String(step)).digest());
  /** The key in the staff page's link (printed on the organisers' sheet only). @param {string} boothCode */
  const staffKeyOf = (boothCode) => createHmac('sha256', secret).update(`staff:${boothCode}`).digest().subarray(0, 16).toString('base64url');
  const stepNow = () => Math.floor(now() / ROTATING_STEP_MS);

  /** @param {string} a @param {string} b */
  const same = (a, b) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  /** The short code as typed, spaces, dashes and case forgiven. @param {string} stamp */
  const typedCode = (stamp) => stamp.replace(/[\s-]/g, '').toUpperCase();

  /**
   * What a stamp earns: the printed QR's secret or its typed short code a stamp (with rotating
   * codes only a visit), the staff's code of this step or the one before a stamp, anything else nothing.
   * @param {string} boothCode @param {string} stamp @returns {'stamp' | 'visit' | null}
   */
  function earned(boothCode, stamp) {
    if (rotating) {
      const typed = typedCode(stamp);
      const step = stepNow();
      if (same(typed, rotatingCodeOf(boothCode, step)) || same(typed, rotatingCodeOf(boothCode, step - 1))) return 'stamp';
    }
    if (same(stamp, stampOf(boothCode)) || same(typedCode(stamp), stampCodeOf(boothCode))) return rotating ? 'visit' : 'stamp';
    return null;
  }

  /** @param {string} raw */
  function exhibitorAt(raw) {
    const code = raw.trim().toUpperCase();
    const exhibitor = exhibitors.find((e) => e.booth_code === code);
    if (!exhibitor) throw new HttpError(404, `Tidak ada stan dengan kode ${code.slice(0, 20)}.`);
    return exhibitor;
  }

  /** The most stamps inside any one window of IMPOSSIBLE_PACE.withinMs. @param {Iterable<string>} stampedAt ISO times in stamping order */
  function mostWithinWindow(stampedAt) {
    const times = [...stampedAt].map((at) => Date.parse(at));
    let most = 0;
    for (let first = 0, last = 0; last < times.length; last += 1) {
      while (/** @type {number} */ (times[last]) - /** @type {number} */ (times[first]) >= IMPOSSIBLE_PACE.withinMs) first += 1;
      most = Math.max(most, last - first + 1);
    }
    return most;
  }

  /** @param {number} userId */
  function cardOf(userId) {
    const stamps = [...(stampsOf.get(userId) ?? new Map())].map(([boothCode, stampedAt]) => {
      const exhibitor = exhibitors.find((e) => e.booth_code === boothCode);
      return { booth_code: boothCode, exhibitor_id: exhibitor?.id ?? 0, exhibitor_name: exhibitor?.name ?? '', stamped_at: stampedAt };
    });
    return { target, stamps, completed: stamps.length >= target, reward: STAMP_REWARD.text, reward_state: rewardOf(userId, STAMP_REWARD.prizeId) };
  }


  return {
    /** The visitor's card. @param {StampUser} user */
    card: (user) => cardOf(user.id),

    /**
     * Records a stamp; the same booth again changes nothing (offline queues may resend).
     * @param {StampUser} user @param {unknown} body @param {string} address the client's source key
     */
    stamp(user, body, address) {
      const form = asObject(body);
      if (typeof form.booth_code !== 'string' || form.booth_code.trim() === '' || form.booth_code.length > 20) throw new HttpError(422, 'Kode stan wajib diisi (maksimal 20 karakter).');
      if (form.stamp !== undefined && (typeof form.stamp !== 'string' || form.stamp.length > 64)) throw new HttpError(422, 'Kode stempel harus berupa teks (maksimal 64 karakter).');
      const exhibitor = exhibitorAt(form.booth_code);
      const stamp = typeof form.stamp === 'string' ? form.stamp : '';
      const visitorKey = `${user.id}:${exhibitor.booth_code}`;
      // A short code is the only guessable stamp: only it is counted and held back.
      const typed = typedCode(stamp).length === SHORT_LENGTH;
      const wait = typed ? Math.max(wrongByVisitor.retryAfter(visitorKey), wrongByAddress.retryAfter(address)) : 0;
      if (wait > 0) throw new HttpError(429, TOO_MANY_WRONG_STAMPS, { headers: { 'retry-after': String(wait) } });
      const recorded = stamp === '' ? null : earned(exhibitor.booth_code, stamp);
      if (recorded === null) {
        if (typed) {
          wrongByVisitor.record(visitorKey);
          wrongByAddress.record(address);
        }
        throw new HttpError(403, WRONG_STAMP);
      }
      if (recorded === 'stamp') {
        const mine = stampsOf.get(user.id) ?? new Map();
        if (!mine.has(exhibitor.booth_code)) mine.set(exhibitor.booth_code, new Date(now()).toISOString());
        stampsOf.set(user.id, mine);
      }
      return { ...cardOf(user.id), recorded };
    },

    /**
     * The staff page's code: the booth's rotating code of this step and when it changes.
     * @param {URLSearchParams} query `booth` and the staff `key` from the organisers' sheet
     */
    staffCode(query) {
      const exhibitor = exhibitorAt((query.get('booth') ?? '').slice(0, 20));
      if (!same(query.get('key') ?? '', staffKeyOf(exhibitor.booth_code))) throw new HttpError(403, WRONG_STAFF_KEY);
      const step = stepNow();
      return { booth_code: exhibitor.booth_code, code: rotatingCodeOf(exhibitor.booth_code, step), valid_until: new Date((step + 1) * ROTATING_STEP_MS).toISOString(), rotating };
    },

    /** Rows of the stamp tables (tests: stamps bounded by visitors × booths; the wrong-code counters by their limiters). */
    sizes: () => ({
      stamps: [...stampsOf.values()].reduce((sum, mine) => sum + mine.size, 0),
      wrongStampKeys: wrongByVisitor.size() + wrongByAddress.size(),
    }),

    /** Every booth with its printed secret and short code, in booth order (the organisers' sheet). */
    sheet: () =>
      exhibitors
        .filter((e) => e.booth_code)
        .map((e) => ({ booth_code: e.booth_code, exhibitor_id: e.id, exhibitor_name: e.name, stamp: stampOf(e.booth_code), stamp_code: stampCodeOf(e.booth_code), staff_key: staffKeyOf(e.booth_code) }))
        .sort((a, b) => a.booth_code.localeCompare(b.booth_code, 'en')),

    /** The target, the reward and the visitors who reached the target (first to complete first). */
    completions() {
      const visitors = [...stampsOf]
        .filter(([, stamps]) => stamps.size >= target)
        .map(([userId, stamps]) => {
          const user = users.get(userId);
          const mostInAMinute = mostWithinWindow(stamps.values());
          // Completed when the target-th stamp came in (stamps are kept in the order they came).
          return {
            id: userId, name: user?.name ?? '', agency: user?.agency ?? '', stamped: stamps.size, completed_at: /** @type {string} */ ([...stamps.values()][target - 1]),
            most_in_a_minute: mostInAMinute, too_fast: mostInAMinute >= IMPOSSIBLE_PACE.stamps, reward_state: rewardOf(userId, STAMP_REWARD.prizeId),
          };
        })
        .sort((a, b) => a.completed_at.localeCompare(b.completed_at));
      return { target, reward: STAMP_REWARD.text, reward_prize_id: STAMP_REWARD.prizeId, visitors };
    },

    /** @param {unknown} body */
    setTarget(body) {
      const form = asObject(body);
      const value = form.target;
      const most = exhibitors.filter((e) => e.booth_code).length;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > most) throw new HttpError(422, `Target stempel harus bilangan bulat 1–${most} (jumlah stan).`);
      target = value;
      return { target };
    },
  };
}

/**
 * The contract's stamp handlers (operationIds of sdk/openapi.yaml), for api.mjs's handler table.
 * @template {StampUser} U
 * @param {ReturnType<typeof createStamps>} stamps
 * @param {{ currentUser: (context: any) => U, currentOrganiser: (context: any) => U, eventParam: (raw: string) => void }} checks
 * @returns {Record<string, (context: { params: Record<string, string>, query?: URLSearchParams, body: unknown, address?: string }) => unknown>}
 */
export function stampHandlers(stamps, { currentUser, currentOrganiser, eventParam }) {
  return {
    stamps(context) {
      const user = currentUser(context);
      eventParam(context.params.eventId ?? '');
      return stamps.card(user);
    },
    addStamp(context) {
      const user = currentUser(context);
      eventParam(context.params.eventId ?? '');
      return stamps.stamp(user, context.body, context.address ?? '');
    },
    boothStaffCode(context) {
      eventParam(context.params.eventId ?? '');
      return stamps.staffCode(context.query ?? new URLSearchParams());
    },
    adminStampSheet(context) {
      currentOrganiser(context);
      return stamps.sheet();
    },
    adminStampCompletions(context) {
      currentOrganiser(context);
      return stamps.completions();
    },
    adminStampTarget(context) {
      currentOrganiser(context);
      return stamps.setTarget(context.body);
    },
  };
}
