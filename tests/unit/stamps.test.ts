// The booth stamp card (x-assumed, server/stamps.mjs) over real HTTP: a stamp needs the booth's
// printed secret (or the short code under the QR), the same booth twice is one stamp, the
// organisers get the sheet to print and the visitors who completed the card, and SPEC's
// platform has none of it (404).
import { describe, expect, it } from 'vitest';
import { ApiError, createPameranClient, type StampBooth } from '../../sdk/src/index';
import { call, loginToken, usePlatform, type Platform } from '../helpers/platform';
import { calls as adminCalls } from '../../sdk/src/calls/admin';
import { calls as stampCalls } from '../../sdk/src/calls/stamps';

const WRONG_STAMP = 'Kode stempel tidak cocok dengan stan ini. Pindai QR code yang tercetak di stan, atau ketik kode stempel di bawahnya.';
const REWARD = 'Helm Proyek Pameran: kumpulkan stempel stan sebanyak target, lalu panitia mengirim hadiahnya ke aplikasi Anda.';

const clientOf = (platform: Platform, token: string | null) => createPameranClient({ baseUrl: platform.url, getToken: () => token });

async function sheetOf(platform: Platform): Promise<StampBooth[]> {
  return clientOf(platform, await loginToken(platform, 'PANITIA2026')).extend(adminCalls).stampSheet();
}
const boothOf = (sheet: StampBooth[], code: string) => sheet.find((booth) => booth.booth_code === code)!;

describe('the stamp card on the local platform', () => {
  const platform = usePlatform();

  it('starts empty, with the target of 3 booths and the reward in the platform\'s words', async () => {
    const card = await clientOf(platform, await loginToken(platform, 'AGUS2026')).extend(stampCalls).card();
    expect(card).toEqual({ target: 3, stamps: [], completed: false, reward: REWARD, reward_state: 'none' });
  });

  it('gives the organisers every booth of the fair, in booth order, each with its own six-character code', async () => {
    const sheet = await sheetOf(platform);
    expect(sheet.map((booth) => [booth.booth_code, booth.exhibitor_name])).toEqual([
      ['A-01', 'PT Sinar Baja Presisi'],
      ['A-05', 'PT Bearing Jaya Abadi'],
      ['B-02', 'CV Hidrolik Nusantara'],
      ['B-07', 'PT Genset Andalan'],
      ['C-03', 'PT Mitra Las Indonesia'],
      ['C-08', 'CV Pompa Tirta Mandiri'],
      ['D-01', 'PT Alat Berat Sentosa'],
    ]);
    for (const booth of sheet) expect(booth.stamp_code).toMatch(/^[ABCDEFGHJKMNPQRSTVWXYZ2-9]{6}$/);
    expect(new Set(sheet.map((booth) => booth.stamp)).size).toBe(7);
    expect(new Set(sheet.map((booth) => booth.stamp_code)).size).toBe(7);
  });

  it('records a scanned booth once, however often it is sent', async () => {
    const booth = boothOf(await sheetOf(platform), 'A-05');
    const api = clientOf(platform, await loginToken(platform, 'BUDI2026'));
    await api.extend(stampCalls).addStamp({ booth_code: 'A-05', stamp: booth.stamp });
    const again = await api.extend(stampCalls).addStamp({ booth_code: 'a-05', stamp: booth.stamp });
    expect(again.stamps.map((stamp) => [stamp.booth_code, stamp.exhibitor_id, stamp.exhibitor_name])).toEqual([['A-05', 3, 'PT Bearing Jaya Abadi']]);
    expect((await api.extend(stampCalls).card()).stamps).toHaveLength(1);
  });

  it('refuses a booth code with an empty or missing stamp, with a wrong stamp, or with another booth\'s stamp (403, said in Indonesian)', async () => {
    const sheet = await sheetOf(platform);
    const token = await loginToken(platform, 'SITI2026');
    const refused = [
      await call(platform, 'POST', '/api/events/1/stamps', { token, json: { booth_code: 'B-02', stamp: '' } }),
      await call(platform, 'POST', '/api/events/1/stamps', { token, json: { booth_code: 'B-02', stamp: 'AAAAAA' } }),
      await call(platform, 'POST', '/api/events/1/stamps', { token, json: { booth_code: 'B-02', stamp: boothOf(sheet, 'A-01').stamp } }),
      await call(platform, 'POST', '/api/events/1/stamps', { token, json: { booth_code: 'B-02', stamp: boothOf(sheet, 'A-01').stamp_code } }),
    ];
    expect(refused.map((answer) => [answer.status, answer.body.error?.message])).toEqual(Array(4).fill([403, WRONG_STAMP]));
    expect((await call(platform, 'POST', '/api/events/1/stamps', { token, json: { booth_code: 'B-02' } })).status).toBe(403);
    expect((await call(platform, 'POST', '/api/events/1/stamps', { token, json: { stamp: 'AAAAAA' } })).status).toBe(422);
    expect((await clientOf(platform, token).extend(stampCalls).card()).stamps).toEqual([]);
  });

  it('accepts the short code typed by hand, in any case and with spaces', async () => {
    const { stamp_code } = boothOf(await sheetOf(platform), 'C-03');
    const typed = `${stamp_code.slice(0, 3).toLowerCase()} ${stamp_code.slice(3)}`;
    const card = await clientOf(platform, await loginToken(platform, 'SITI2026')).extend(stampCalls).addStamp({ booth_code: 'C-03', stamp: typed });
    expect(card.stamps.map((stamp) => stamp.booth_code)).toEqual(['C-03']);
    expect(card.recorded).toBe('stamp');
  });

  it('answers 404 for a booth the fair does not have', async () => {
    const answer = await call(platform, 'POST', '/api/events/1/stamps', { token: await loginToken(platform), json: { booth_code: 'Z-99', stamp: 'x' } });
    expect(answer.status).toBe(404);
  });

  it('lists a visitor who stamped the target number of booths as completed, with the prize to send', async () => {
    const sheet = await sheetOf(platform);
    const api = clientOf(platform, await loginToken(platform, 'AGUS2026'));
    for (const code of ['A-01', 'B-07']) await api.extend(stampCalls).addStamp({ booth_code: code, stamp: boothOf(sheet, code).stamp });
    const organiser = clientOf(platform, await loginToken(platform, 'PANITIA2026'));
    expect((await organiser.extend(adminCalls).stampCompletions()).visitors.map((visitor) => visitor.name)).not.toContain('Agus Wijaya');
    const card = await api.extend(stampCalls).addStamp({ booth_code: 'D-01', stamp: boothOf(sheet, 'D-01').stamp });
    expect(card.completed).toBe(true);
    const completions = await organiser.extend(adminCalls).stampCompletions();
    expect(completions.target).toBe(3);
    expect(completions.reward_prize_id).toBe(5);
    expect(completions.visitors.map(({ id, stamped }) => ({ id, stamped }))).toEqual([{ id: 1003, stamped: 3 }]);
  });

  it('lets the organisers change the target, within the number of booths', async () => {
    const organiser = clientOf(platform, await loginToken(platform, 'PANITIA2026'));
    await expect(organiser.extend(adminCalls).setStampTarget(8)).rejects.toMatchObject({ status: 422 });
    expect(await organiser.extend(adminCalls).setStampTarget(2)).toEqual({ target: 2 });
    expect((await clientOf(platform, await loginToken(platform, 'BUDI2026')).extend(stampCalls).card()).target).toBe(2);
    await organiser.extend(adminCalls).setStampTarget(3);
  });

  it('keeps the organiser calls from visitors (403) and from anyone signed out (401)', async () => {
    const visitor = await loginToken(platform, 'BUDI2026');
    for (const path of ['/api/admin/stamps/sheet', '/api/admin/stamps/completions']) {
      expect((await call(platform, 'GET', path, { token: visitor })).status).toBe(403);
      expect((await call(platform, 'GET', path)).status).toBe(401);
    }
    expect((await call(platform, 'GET', '/api/events/1/stamps')).status).toBe(401);
  });
});

describe("where a visitor's reward stands", () => {
  const platform = usePlatform();

  it('is "none" until the organisers push it, "sent" once pushed, "claimed" once the visitor claims it: on the completions list and the card', async () => {
    const sheet = await sheetOf(platform);
    const siti = await loginToken(platform, 'SITI2026');
    const visitor = clientOf(platform, siti);
    for (const code of ['A-01', 'B-07', 'D-01']) await visitor.extend(stampCalls).addStamp({ booth_code: code, stamp: boothOf(sheet, code).stamp });
    const organiserToken = await loginToken(platform, 'PANITIA2026');
    const organiser = clientOf(platform, organiserToken);
    const stateOfSiti = async () => (await organiser.extend(adminCalls).stampCompletions()).visitors.find((entry) => entry.id === 1002)?.reward_state;

    expect(await stateOfSiti()).toBe('none');
    expect((await visitor.extend(stampCalls).card()).reward_state).toBe('none');
    expect((await call(platform, 'POST', '/api/admin/brochure/1002?keep=offered', { token: organiserToken, json: [{ id: 5 }] })).status).toBe(200);
    expect(await stateOfSiti()).toBe('sent');
    expect((await visitor.extend(stampCalls).card()).reward_state).toBe('sent');
    expect((await call(platform, 'POST', '/api/users/brochure/5/saved', { token: siti })).status).toBe(200);
    expect(await stateOfSiti()).toBe('claimed');
    expect((await visitor.extend(stampCalls).card()).reward_state).toBe('claimed');
  });
});

describe('stamps faster than walking', () => {
  let clock = Date.parse('2026-03-10T09:00:00Z');
  const platform = usePlatform({ now: () => clock });

  it('flags on the completions list a visitor with 5 booths inside one minute, not one who walked them', async () => {
    const sheet = await sheetOf(platform);
    const stampEvery = async (code: string, seconds: number) => {
      const api = clientOf(platform, await loginToken(platform, code));
      for (const booth of ['A-01', 'A-05', 'B-02', 'B-07', 'C-03']) {
        await api.extend(stampCalls).addStamp({ booth_code: booth, stamp: boothOf(sheet, booth).stamp });
        clock += seconds * 1000;
      }
    };
    await stampEvery('AGUS2026', 12);
    await stampEvery('SITI2026', 25);
    const { visitors } = await clientOf(platform, await loginToken(platform, 'PANITIA2026')).extend(adminCalls).stampCompletions();
    expect(visitors.map(({ id, most_in_a_minute, too_fast }) => ({ id, most_in_a_minute, too_fast }))).toEqual([
      { id: 1003, most_in_a_minute: 5, too_fast: true },
      { id: 1002, most_in_a_minute: 3, too_fast: false },
    ]);
  });
});

describe('rotating codes shown by the booth staff', () => {
  let clock = Date.parse('2026-03-10T09:01:00Z');
  const platform = usePlatform({ now: () => clock, stampCodes: 'rotating' });
  type StaffCode = { booth_code: string; code: string; valid_until: string; rotating: boolean };
  const staffCode = async (booth: string, key: string) => call(platform, 'GET', `/api/events/1/booth-code?booth=${booth}&key=${encodeURIComponent(key)}`);
  const codeOf = async (booth: StampBooth) => (await staffCode(booth.booth_code, booth.staff_key!)).body.data as StaffCode;

  it('shows the staff page a six-character code that changes every 5 minutes, only with the booth’s key', async () => {
    const sheet = await sheetOf(platform);
    const a05 = boothOf(sheet, 'A-05');
    const first = await codeOf(a05);
    expect(first).toEqual({ booth_code: 'A-05', code: expect.stringMatching(/^[ABCDEFGHJKMNPQRSTVWXYZ2-9]{6}$/), valid_until: '2026-03-10T09:05:00.000Z', rotating: true });
    clock += 5 * 60_000;
    expect((await codeOf(a05)).code).not.toBe(first.code);
    expect(await staffCode('A-05', boothOf(sheet, 'B-02').staff_key!)).toMatchObject({ status: 403, body: { error: { message: 'Kunci petugas stan tidak cocok. Buka lagi tautan dari lembar QR panitia.' } } });
  });

  it('earns a visit, not a stamp, with the printed QR or its short code; a stamp with the staff’s code of now or of the step before', async () => {
    const sheet = await sheetOf(platform);
    const api = clientOf(platform, await loginToken(platform, 'BUDI2026'));
    const printed = await api.extend(stampCalls).addStamp({ booth_code: 'A-05', stamp: boothOf(sheet, 'A-05').stamp });
    expect([printed.recorded, printed.stamps]).toEqual(['visit', []]);
    expect((await api.extend(stampCalls).addStamp({ booth_code: 'A-05', stamp: boothOf(sheet, 'A-05').stamp_code })).recorded).toBe('visit');

    const now = await api.extend(stampCalls).addStamp({ booth_code: 'A-05', stamp: (await codeOf(boothOf(sheet, 'A-05'))).code });
    expect([now.recorded, now.stamps.map((stamp) => stamp.booth_code)]).toEqual(['stamp', ['A-05']]);
    const b02 = (await codeOf(boothOf(sheet, 'B-02'))).code;
    clock += 5 * 60_000;
    expect((await api.extend(stampCalls).addStamp({ booth_code: 'B-02', stamp: b02 })).recorded).toBe('stamp');
    const c03 = (await codeOf(boothOf(sheet, 'C-03'))).code;
    clock += 10 * 60_000;
    expect((await call(platform, 'POST', '/api/events/1/stamps', { token: await loginToken(platform, 'BUDI2026'), json: { booth_code: 'C-03', stamp: c03 } })).status).toBe(403);
  });
});

describe('guessing stamps', () => {
  const platform = usePlatform({ trustedProxies: ['127.0.0.1'] });
  const stampFrom = (address: string, token: string, booth_code: string, stamp: string) =>
    fetch(`${platform.url}/api/events/1/stamps`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify({ booth_code, stamp }),
    }).then((response) => response.status);

  it('stops a visitor’s typed codes for a booth after ten wrong ones (429, the right code too), while its QR and other booths still stamp', async () => {
    const sheet = await sheetOf(platform);
    const token = await loginToken(platform, 'BUDI2026');
    const typed = (booth: string, stamp: string) => call(platform, 'POST', '/api/events/1/stamps', { token, json: { booth_code: booth, stamp } });
    for (let i = 0; i < 10; i++) expect((await typed('A-05', `GUESS${i}`)).status).toBe(403);
    const blocked = await typed('A-05', boothOf(sheet, 'A-05').stamp_code);
    expect(blocked).toEqual({ status: 429, body: { error: { message: 'Terlalu banyak kode stempel yang salah untuk stan ini. Pindai QR code di stan, atau coba ketik kodenya lagi dalam 10 menit.' } } });
    expect(blocked.headers.get('retry-after')).toBe('600');
    expect((await typed('B-02', boothOf(sheet, 'B-02').stamp_code)).status).toBe(200);
    expect((await typed('A-05', boothOf(sheet, 'A-05').stamp)).status).toBe(200);
  });

  it('counts nothing for a wrong QR secret: links with wrong stamps sent to a visitor leave their typing alone', async () => {
    const sheet = await sheetOf(platform);
    const token = await loginToken(platform, 'SITI2026');
    for (let i = 0; i < 15; i++) {
      const crafted = `${boothOf(sheet, 'C-03').stamp.slice(0, -4)}${String(i).padStart(4, 'x')}`;
      expect((await call(platform, 'POST', '/api/events/1/stamps', { token, json: { booth_code: 'C-03', stamp: crafted } })).status).toBe(403);
    }
    expect((await call(platform, 'POST', '/api/events/1/stamps', { token, json: { booth_code: 'C-03', stamp: boothOf(sheet, 'C-03').stamp_code } })).status).toBe(200);
  });

  it('stops typed codes from one address after 300 wrong ones across its accounts, not another address’s', async () => {
    const sheet = await sheetOf(platform);
    const registration = { name: 'Penebak', ticket_id: '12', agency: 'PT X', gender: '-', country: 'INDONESIA', unit: 'U', salesman: 'S', agreement: '1', is_promo: '1', token: '' };
    const accounts: string[] = [];
    for (let i = 0; i < 31; i++) accounts.push(((await call(platform, 'POST', '/api/auth/register', { form: registration })).body.data as { access_token: string }).access_token);
    for (const token of accounts.slice(0, 30)) {
      for (let i = 0; i < 10; i++) expect(await stampFrom('198.51.100.7', token, 'D-01', `TEBAK${i}`)).toBe(403);
    }
    const fresh = accounts[30]!;
    expect(await stampFrom('198.51.100.7', fresh, 'A-01', boothOf(sheet, 'A-01').stamp_code)).toBe(429);
    expect(await stampFrom('198.51.100.8', fresh, 'A-01', boothOf(sheet, 'A-01').stamp_code)).toBe(200);
  });
});

describe('the stamps of another platform', () => {
  const first = usePlatform();
  const second = usePlatform();

  it('are not this platform\'s: the secret is the platform\'s own', async () => {
    const { stamp } = boothOf(await sheetOf(first), 'A-05');
    const answer = await call(second, 'POST', '/api/events/1/stamps', { token: await loginToken(second), json: { booth_code: 'A-05', stamp } });
    expect(answer.status).toBe(403);
  });
});

describe("SPEC's platform", () => {
  const platform = usePlatform({ platform: 'spec-minimal' });

  it('has no stamp calls: each answers 404', async () => {
    const api = clientOf(platform, await loginToken(platform, 'BUDI2026'));
    const statuses = await Promise.all([
      api.extend(stampCalls).card().catch((error: ApiError) => error.status),
      api.extend(stampCalls).addStamp({ booth_code: 'A-05', stamp: 'x' }).catch((error: ApiError) => error.status),
      call(platform, 'GET', '/api/events/1/booth-code?booth=A-05&key=x').then((answer) => answer.status),
    ]);
    expect(statuses).toEqual([404, 404, 404]);
  });
});
