// The booths' printed stamp codes outlive a restart of the platform: the key they are made under
// is kept in a file the first run writes (or configured as $STAMP_KEY), so a sheet printed
// before the restart still stamps after it.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startPlatform, type Platform } from '../../server/platform.mjs';
import { stampKeyFrom } from '../../server/stampKey.mjs';
import { call, loginToken } from '../helpers/platform';

const folder = mkdtempSync(path.join(tmpdir(), 'stamp-key-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

type Booth = { booth_code: string; stamp: string; stamp_code: string };
const sheetOf = async (platform: Platform) => (await call(platform, 'GET', '/api/admin/stamps/sheet', { token: await loginToken(platform, 'PANITIA2026') })).body.data as Booth[];

describe('the stamp key', () => {
  it('keeps the printed sheet valid across a restart: the QR secret and the short code still stamp', async () => {
    const file = path.join(folder, 'data', 'stamp-key');
    const before = await startPlatform({ stampKey: stampKeyFrom({ file }) });
    const printed = await sheetOf(before).finally(() => before.close());
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const after = await startPlatform({ stampKey: stampKeyFrom({ file }) });
    try {
      expect(await sheetOf(after)).toEqual(printed);
      const token = await loginToken(after, 'BUDI2026');
      const a05 = printed.find((booth) => booth.booth_code === 'A-05')!;
      const b02 = printed.find((booth) => booth.booth_code === 'B-02')!;
      expect((await call(after, 'POST', '/api/events/1/stamps', { token, json: { booth_code: 'A-05', stamp: a05.stamp } })).status).toBe(200);
      expect((await call(after, 'POST', '/api/events/1/stamps', { token, json: { booth_code: 'B-02', stamp: b02.stamp_code } })).status).toBe(200);
    } finally {
      await after.close();
    }
  });

  it('is the configured one when $STAMP_KEY is set (the same on every machine), and refuses a short one', async () => {
    const configured = 'kunci-stempel-pameran-2026-yang-panjang-sekali';
    const file = path.join(folder, 'unused');
    expect(stampKeyFrom({ configured, file })).toEqual(stampKeyFrom({ configured, file: path.join(folder, 'other') }));
    expect(() => readFileSync(file)).toThrow();
    expect(() => stampKeyFrom({ configured: 'pendek', file })).toThrow('STAMP_KEY harus minimal 32 karakter acak (kunci kode stempel stan).');
  });

  it('refuses to start on a key file that holds something else, rather than print a new sheet silently', () => {
    const file = path.join(folder, 'rusak');
    writeFileSync(file, 'bukan kunci');
    expect(() => stampKeyFrom({ file })).toThrow(`${file} bukan kunci kode stempel (64 digit heksadesimal). Hapus berkas itu hanya bila lembar QR stan akan dicetak ulang.`);
  });
});
