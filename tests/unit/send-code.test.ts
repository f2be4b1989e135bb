// "Kirim kode saya" on the local platform (server/account.mjs, x-assumed): a visitor who lost the
// invitation code asks for it by the email or phone kept with the account. The answer never says
// whether an address is known; a message goes only to an address an account holds, into the
// bounded outbox the organisers read (and the server log); asking is rate-limited.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS, createAccount } from '../../server/account.mjs';
import { call, usePlatform } from '../helpers/platform';

const platform = usePlatform();
const outboxSize = () => (platform.tableSizes() as { outbox: number }).outbox;

describe('sending a visitor their code (real HTTP)', () => {
  it('answers a known and an unknown email alike, and sends only to the known one', async () => {
    const known = await call(platform, 'POST', '/api/auth/send-code', { json: { email: 'Budi.Santoso@contoh.co.id ' } });
    const unknown = await call(platform, 'POST', '/api/auth/send-code', { json: { email: 'tidak.ada@contoh.co.id' } });
    expect([known.status, known.text]).toEqual([200, '{"data":{"accepted":true}}']);
    expect([unknown.status, unknown.text]).toEqual([known.status, known.text]);
    expect(outboxSize()).toBe(1);
  });

  it('finds a phone written another way (+62, spaces, dashes)', async () => {
    const answer = await call(platform, 'POST', '/api/auth/send-code', { json: { phone: '+62 812-3456-7890' } });
    expect(answer.status).toBe(200);
    expect(outboxSize()).toBe(2);
  });

  it('refuses a body without exactly one well-formed address, in Indonesian', async () => {
    const both = await call(platform, 'POST', '/api/auth/send-code', { json: { email: 'budi.santoso@contoh.co.id', phone: '081234567890' } });
    expect([both.status, both.body.error?.message]).toEqual([422, 'Isi email atau nomor telepon (salah satu saja).']);
    const badEmail = await call(platform, 'POST', '/api/auth/send-code', { json: { email: 'budi@' } });
    expect([badEmail.status, badEmail.body.error?.message]).toEqual([422, 'Alamat email tidak valid. Contoh: nama@perusahaan.co.id']);
  });

  it('slows down one client that asks too often (429 with Retry-After), known address or not', async () => {
    // Three requests were taken above; two more fill the window of five.
    for (const email of ['a@contoh.co.id', 'b@contoh.co.id']) expect((await call(platform, 'POST', '/api/auth/send-code', { json: { email } })).status).toBe(200);
    const refused = await call(platform, 'POST', '/api/auth/send-code', { json: { email: 'budi.santoso@contoh.co.id' } });
    expect(refused.status).toBe(429);
    expect(refused.body.error?.message).toBe('Terlalu banyak permintaan kode. Coba lagi dalam 10 menit.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(outboxSize()).toBe(2);
  });
});

describe("the platform's outbox", () => {
  const budi = { id: 1001, code: 'BUDI2026', email: 'budi@contoh.co.id', phone: '081234567890' };

  it('sends one address at most 3 messages an hour, without saying so, and says the code in each', () => {
    let now = 0;
    const lines: string[] = [];
    const account = createAccount({ users: new Map([[1001, budi]]), now: () => now, limits: { ...ACCOUNT_LIMITS, requestsPerAddress: 100 }, log: (line) => lines.push(line) });
    for (let i = 0; i < 5; i++) expect(account.sendCode({ email: 'budi@contoh.co.id' }, '10.0.0.1')).toEqual({ accepted: true });
    expect(account.outbox()).toHaveLength(3);
    expect(account.outbox()[0]).toMatchObject({ to: 'budi@contoh.co.id', channel: 'email', text: 'Kode undangan Pameran Anda: BUDI2026. Jangan bagikan kode ini kepada siapa pun.' });
    expect(lines).toHaveLength(3);
    now += ACCOUNT_LIMITS.sendWindowMs;
    account.sendCode({ email: 'budi@contoh.co.id' }, '10.0.0.1');
    expect(account.outbox()).toHaveLength(4);
  });

  it('keeps only the newest messages', () => {
    const users = new Map(Array.from({ length: 30 }, (_, i) => [i + 1, { id: i + 1, code: `KODE${i + 1}`, email: `v${i + 1}@contoh.co.id` }]));
    const account = createAccount({ users, now: () => 0, limits: { ...ACCOUNT_LIMITS, requestsPerAddress: 100, outbox: 10 }, log: () => undefined });
    for (let i = 1; i <= 30; i++) account.sendCode({ email: `v${i}@contoh.co.id` }, '10.0.0.1');
    expect(account.outbox().map((message) => message.to)).toEqual(Array.from({ length: 10 }, (_, i) => `v${i + 21}@contoh.co.id`));
  });
});
