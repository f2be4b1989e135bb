// @ts-check
// "Kirim kode saya" (x-assumed): a visitor who lost the invitation code asks for it by the email
// or phone kept with the account. The answer is the same whether or not the address is known, so
// the call tells nobody which addresses have accounts. The local platform has no mail or SMS
// gateway: each message "sent" goes to a bounded outbox and the server log, where an organiser
// reads it. Asking is limited per requesting address (429) and per address asked for (silently:
// a refusal there would say the address is known).
import { HttpError } from './http.mjs';
import { asObject } from './validate.mjs';
import { createRateLimiter, pushBounded } from './limits.mjs';

export const ACCOUNT_LIMITS = {
  /** Requests one client address may make in 10 minutes. */
  requestsPerAddress: 5,
  requestWindowMs: 10 * 60_000,
  /** Messages one email or phone may receive in an hour (the rest are dropped without a word). */
  sendsPerTarget: 3,
  sendWindowMs: 60 * 60_000,
  /** Messages the outbox keeps (the oldest go first). */
  outbox: 200,
};

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,100}\.[^\s@]{1,20}$/;
const PHONE = /^\+?[0-9][0-9 -]{5,19}$/;
/** The same answer for every request that is well formed. */
export const SEND_CODE_ANSWER = { accepted: true };

/** A phone as digits only, with Indonesia's 0 and +62 read alike. @param {string} phone */
export const phoneKey = (phone) => phone.replace(/\D/g, '').replace(/^62/, '0');

/**
 * @typedef {{ id: number, code: string, name?: string | null, email?: string | null, phone?: string | null }} Account
 * @typedef {{ at: string, to: string, channel: 'email' | 'phone', text: string }} OutboxMessage
 */

/**
 * @param {{ users: Map<number, Account>, now: () => number, limits?: typeof ACCOUNT_LIMITS, log?: (line: string) => void }} options
 */
export function createAccount({ users, now, limits = ACCOUNT_LIMITS, log = (line) => console.log(line) }) {
  const perAddress = createRateLimiter({ limit: limits.requestsPerAddress, windowMs: limits.requestWindowMs, now });
  const perTarget = createRateLimiter({ limit: limits.sendsPerTarget, windowMs: limits.sendWindowMs, now });
  /** @type {OutboxMessage[]} */
  const outbox = [];

  /** @param {'email' | 'phone'} channel @param {string} value */
  const accountOf = (channel, value) => {
    for (const user of users.values()) {
      const kept = user[channel];
      if (typeof kept !== 'string' || kept.trim() === '' || !user.code) continue;
      if (channel === 'email' ? kept.trim().toLowerCase() === value : phoneKey(kept) === value) return user;
    }
    return null;
  };

  return {
    /** @param {unknown} body @param {string} address */
    sendCode(body, address) {
      const form = asObject(body);
      const email = typeof form.email === 'string' ? form.email.trim().toLowerCase() : '';
      const phone = typeof form.phone === 'string' ? form.phone.trim() : '';
      if ((email === '') === (phone === '')) throw new HttpError(422, 'Isi email atau nomor telepon (salah satu saja).');
      if (email && !EMAIL.test(email)) throw new HttpError(422, 'Alamat email tidak valid. Contoh: nama@perusahaan.co.id');
      if (phone && !PHONE.test(phone)) throw new HttpError(422, 'Nomor telepon tidak valid. Contoh: 0812 3456 7890');
      const wait = perAddress.retryAfter(address);
      if (wait > 0) {
        throw new HttpError(429, `Terlalu banyak permintaan kode. Coba lagi dalam ${Math.ceil(wait / 60)} menit.`, { headers: { 'retry-after': String(wait) } });
      }
      perAddress.record(address);
      const channel = email ? 'email' : 'phone';
      const target = email || phoneKey(phone);
      const user = accountOf(channel, target);
      if (user && perTarget.retryAfter(target) === 0) {
        perTarget.record(target);
        const to = email || phone;
        const text = `Kode undangan Pameran Anda: ${user.code}. Jangan bagikan kode ini kepada siapa pun.`;
        pushBounded(outbox, { at: new Date(now()).toISOString(), to, channel, text }, limits.outbox);
        log(`[platform] kirim kode (${channel}) ke ${to}: ${text}`);
      }
      return SEND_CODE_ANSWER;
    },
    /** What was "sent", oldest first (the organiser's view; tests). */
    outbox: () => [...outbox],
    sizes: () => ({ outbox: outbox.length, sendCodeAddresses: perAddress.size(), sendCodeTargets: perTarget.size() }),
  };
}

/**
 * The call's handler, by operation id.
 * @param {ReturnType<typeof createAccount>} account
 */
export function accountHandlers(account) {
  return {
    /** @param {{ body: unknown, address?: string }} context */
    sendCode: (context) => account.sendCode(context.body, context.address ?? ''),
  };
}
