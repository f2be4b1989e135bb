// The visitor's QR image is kept for offline use under a digest of its address, never the
// address itself: a platform may put the invitation code (a lasting credential) in that URL.
// Real idb-keyval over fake-indexeddb; the image comes from the local platform over HTTP.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { clearVisitorStore, storedImage, storedKeys } from '../../src/adapters/visitorStore';
import { call, loginToken, usePlatform } from '../helpers/platform';

describe('the offline copy of the visitor’s QR image', () => {
  const platform = usePlatform();

  it('is stored under a key that holds neither the address nor the code', async () => {
    const token = await loginToken(platform, 'BUDI2026');
    const { qr_code: qrUrl } = (await call(platform, 'GET', '/api/users', { token })).body.data as { qr_code: string };
    await storedImage(qrUrl);
    const keys = await storedKeys();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^image [0-9a-f]{24}$/);
    expect(keys.join(' ')).not.toContain('BUDI2026');
    expect(keys.join(' ')).not.toContain('/media/');
    expect(await storedImage(qrUrl)).toMatch(/^data:image\/svg\+xml/);
    await clearVisitorStore();
  });
});
