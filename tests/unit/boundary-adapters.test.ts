// What is stored or pushed passes the same contract check as an answer of the platform: the
// session port drops a stored user or token that does not fit the
// contract, and the realtime port turns whatever the database holds into a list of real prizes
// (bad entries dropped, never a throw) before the prize feed sees it — the latter with the real
// Firebase SDK against the local platform's realtime database.
import { describe, expect, it } from 'vitest';
import { checkPrizes, checkToken, checkUser } from '../../sdk/src/index';
import { createRealtimePrizes, prizeValue } from '../../src/adapters/realtime';
import { createSessionPort, TOKEN_KEY, USER_KEY } from '../../src/adapters/session';
import type { KeyValueStorage } from '../../src/adapters/storage';
import { usePlatform } from '../helpers/platform';

const budi = {
  id: 1001, name: 'Budi Santoso**', last_name: null, email: 'budi@example.id', phone: '0812', code: 'BUDI2026',
  code_html: '<b>BUDI2026</b>', qr_code: '/media/qr/BUDI2026.svg', regency_id: 3171, province_id: 31, cabang_id: null,
  is_session_booked: true, session: [79], is_data_checked: true, agency: 'PT Maju', unit: 'Gudang', salesman: 'Andi',
};
const token = { access_token: 'abc123', token_type: 'Bearer', expires_in: 86400 };
const base64Json = (value: unknown) => btoa(JSON.stringify(value));

/** The key-value storage port over a Map (what is stored, not how, is under test here). */
function memoryStorage(entries: Record<string, string>): KeyValueStorage {
  const items = new Map(Object.entries(entries));
  return {
    get: async (key) => items.get(key) ?? null,
    set: async (key, value) => void items.set(key, value),
    remove: async (key) => void items.delete(key),
    clearAll: async () => items.clear(),
  };
}

async function restore(entries: Record<string, string>) {
  const session = await createSessionPort(memoryStorage(entries)).read();
  // The bearer the SDK sends is the restored token (the auth statechart's context holds it).
  return { ...session, heldToken: session.token?.access_token ?? null };
}

describe('the restored session', () => {
  it('restores a user and token that fit the contract (numeric strings coerced, unknown fields dropped)', async () => {
    const stored = { ...budi, regency_id: '3171', province_id: '31', dari_versi_lama: true };
    const restored = await restore({ [TOKEN_KEY]: base64Json(token), [USER_KEY]: JSON.stringify(stored) });
    expect(restored.user).toEqual(budi);
    expect(restored.token).toEqual(token);
    expect(restored.heldToken).toBe('abc123');
  });

  it('keeps a stored user whose optional fields are missing, null or of the wrong kind, reading them as absent', async () => {
    const { email: _email, name: _name, session: _session, is_session_booked: _booked, ...rest } = budi;
    const stored = { ...rest, name: 42, session: 'ya', is_session_booked: 'ya' };
    const restored = await restore({ [TOKEN_KEY]: base64Json(token), [USER_KEY]: JSON.stringify(stored) });
    expect(restored.user).toMatchObject(rest);
    for (const absent of ['name', 'email', 'session', 'is_session_booked'] as const) expect(restored.user?.[absent], absent).toBeUndefined();
    expect(restored.token).toEqual(token);
  });

  it.each([
    ['no id', (({ id: _id, ...rest }) => rest)(budi)],
    ['an id that is not a number', { ...budi, id: 'satu' }],
  ])('drops a stored user with %s, and keeps the token so the user is fetched again', async (_what, stored) => {
    const restored = await restore({ [TOKEN_KEY]: base64Json(token), [USER_KEY]: JSON.stringify(stored) });
    expect(restored.user).toBeNull();
    expect(restored.token).toEqual(token);
  });

  it.each([
    ['not base64', '%%%'],
    ['base64 of a list', base64Json([token])],
    ['an access token that is not text', base64Json({ ...token, access_token: 7 })],
    ['no access token', base64Json({ token_type: token.token_type, expires_in: token.expires_in })],
  ])('drops a stored token that is %s: the visitor is anonymous, and the SDK holds no token', async (_what, stored) => {
    const restored = await restore({ [TOKEN_KEY]: stored, [USER_KEY]: JSON.stringify(budi) });
    expect(restored.token).toBeNull();
    expect(restored.heldToken).toBeNull();
  });
});

describe('the SDK checks the adapters use', () => {
  it('check a user, a token and prizes by the contract without throwing', () => {
    expect(checkUser(budi)).toEqual(budi);
    expect(checkUser(undefined)).toBeNull();
    expect(checkToken({ ...token, expires_in: '3600' })).toEqual({ ...token, expires_in: 3600 });
    expect(checkToken('abc')).toBeNull();
    expect(checkPrizes('hadiah')).toEqual([]);
  });
});

describe('realtime prize values', () => {
  const good = { id: 2, name: 'Katalog Mesin', image_url: 'https://cdn.example/2.png' };

  it('keeps an empty path (null) as null for the feed to decide on', () => {
    expect(prizeValue(null)).toBeNull();
    expect(prizeValue(undefined)).toBeNull();
  });

  it.each([
    ['a list with a null entry', [null, good], [good]],
    ['entries without an id', [{ name: 'tanpa id', image_url: '' }, good], [good]],
    ['an entry without a text name (its name reads as absent)', [{ ...good, name: null }, { ...good, id: 4, name: 4 }], [{ id: good.id, image_url: good.image_url }, { id: 4, image_url: good.image_url }]],
    ['an id sent as a numeric text', [{ ...good, id: '2' }], [good]],
    ['a list the database stored as an object keyed by index', { 0: good, 3: { ...good, id: 5 } }, [good, { ...good, id: 5 }]],
    ['a text', 'hadiah', []],
    ['a number', 12, []],
    ['an empty list', [], []],
    ['unknown fields', [{ ...good, warna: 'merah', isSaved: false }], [{ ...good, isSaved: false }]],
  ])('turns %s into a list of prizes', (_what, raw, expected) => {
    expect(prizeValue(raw)).toEqual(expected);
  });
});

describe('the realtime port against the local realtime database', () => {
  // SPEC's platform: no firebase_token, reads open; the port subscribes without signing in.
  const platform = usePlatform({ enforceRealtimeRules: false, issueRealtimeTokens: false });

  it('delivers only checked prizes, whatever is written to brochure/{userId}', async () => {
    const url = new URL(platform.databaseURL);
    const prizes = createRealtimePrizes({
      firebase: { apiKey: 'demo', projectId: 'pameran-demo', databaseURL: platform.databaseURL },
      firebaseDatabaseEmulator: { host: url.hostname, port: Number(url.port) },
    });
    const values: unknown[] = [];
    const stop = prizes.subscribe(4242, (value) => values.push(value));
    try {
      const next = async (count: number) => {
        const deadline = Date.now() + 10_000;
        while (values.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
        return values[count - 1];
      };
      expect(await next(1)).toBeNull();
      await platform.pushPrizes(4242, [null, { id: '7', name: 'Topi', image_url: '/media/prize/7.svg' }, { id: 8 }, 'x']);
      expect(await next(2)).toEqual([{ id: 7, name: 'Topi', image_url: `${platform.url}/media/prize/7.svg` }, { id: 8 }]);
      await platform.pushPrizes(4242, 'bukan daftar');
      expect(await next(3)).toEqual([]);
    } finally {
      stop();
    }
  });
});
