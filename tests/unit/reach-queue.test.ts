// A quotation request asked for offline at the venue (src/features/reach/inquiryQueue.ts), over
// the real SDK and the local platform, the device's queue on real idb-keyval over fake-indexeddb:
// kept per visitor and sealed through a sign-out, sent once when the network is back (the same Idempotency-Key on every resend,
// so a lost answer never makes a second request), a refusal kept with the platform's words, and
// SPEC's platform (no such call: 404) said plainly.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@pameran/sdk';
import { calls as reachCalls } from '@pameran/sdk/calls/reach';
import { checkQueuedInquiries, flushInquiries, submitInquiry, type QueuedInquiry } from '../../src/features/reach/inquiryQueue';
import { vaultOf, visitorSecret, type Vault } from '../../src/adapters/vault';
import { emptyDevice, signOutOnDevice } from '../helpers/device';
import { call, usePlatform, type Platform } from '../helpers/platform';
import { visitorOnFlakyNetwork } from '../helpers/flakyNetwork';

const NOT_ENABLED = 'Penyelenggara pameran belum mengaktifkan fitur ini.';

/** The sealed store of the visitor with this code (SPEC's user has `code`), as the app opens it. */
const vaultOfCode = async (code: string, token: string) => (await vaultOf(visitorSecret({ code }, token)))!;

/** A visitor's SDK on a network the test cuts, and their sealed store on the device. */
async function visitorOn(platform: Platform, code: string) {
  const { token, api, network } = await visitorOnFlakyNetwork(platform, code);
  return { api, network, token, visitor: await vaultOfCode(code, token) };
}

const request = (key: string, note: string, extra: Partial<QueuedInquiry['body']> = {}): QueuedInquiry => ({
  key,
  body: { exhibitor_id: 5, product_id: 501, quantity: 2, unit: 'unit', note, reply_to: { phone: '+6281234567890' }, consent: true, ...extra },
  exhibitorName: 'PT Genset Andalan',
  productName: 'Genset Diesel 100 kVA',
  queuedAt: '2026-11-23T03:00:00.000Z',
});

const posted = (platform: Platform) => platform.requests.filter((sent) => sent.method === 'POST' && sent.path === '/api/events/1/inquiries');
const kept = async (visitor: Vault) => checkQueuedInquiries(await visitor.read('inquiry-queue'));

afterEach(emptyDevice);

describe('a quotation request on the local platform', () => {
  const platform = usePlatform();

  it('is sent at once when the device is online, with its key, and nothing is kept', async () => {
    const { api, visitor } = await visitorOn(platform, 'BUDI2026');
    platform.resetRequests();
    expect(await submitInquiry(api, visitor, request('online-request-0001', 'Harga genset 100 kVA untuk 2 unit?'))).toBe('sent');
    expect(posted(platform).map((sent) => sent.headers['idempotency-key'])).toEqual(['online-request-0001']);
    expect(await kept(visitor)).toEqual([]);
    const mine = await api.extend(reachCalls).myInquiries();
    expect(mine.map((inquiry) => [inquiry.note, inquiry.status, inquiry.exhibitor_name])).toEqual([['Harga genset 100 kVA untuk 2 unit?', 'sent', 'PT Genset Andalan']]);
  });

  it('waits on the device offline, and once back online is one request even when an answer was lost on the way', async () => {
    const { api, network, visitor } = await visitorOn(platform, 'SITI2026');
    platform.resetRequests();
    network.mode = 'down';
    expect(await submitInquiry(api, visitor, request('offline-request-01', 'Mohon penawaran genset untuk pabrik.'))).toBe('queued');
    expect((await kept(visitor)).map((entry) => entry.key)).toEqual(['offline-request-01']);
    expect(posted(platform)).toHaveLength(0);

    // Back, but the platform's answer is lost: it stays queued, and goes again with the same key.
    network.mode = 'loses-answers';
    await flushInquiries(visitor, api);
    expect((await kept(visitor)).map((entry) => entry.key)).toEqual(['offline-request-01']);
    network.mode = 'up';
    await flushInquiries(visitor, api);
    expect(await kept(visitor)).toEqual([]);

    expect(posted(platform).map((sent) => sent.headers['idempotency-key'])).toEqual(['offline-request-01', 'offline-request-01']);
    const mine = await api.extend(reachCalls).myInquiries();
    expect(mine.map((inquiry) => inquiry.note)).toEqual(['Mohon penawaran genset untuk pabrik.']);
  });

  it('keeps a request the platform refuses once back online, in its words, and sends the ones after it', async () => {
    const { api, network, visitor } = await visitorOn(platform, 'AGUS2026');
    network.mode = 'down';
    await submitInquiry(api, visitor, request('too-many-units-01', 'Dua juta unit.', { quantity: 2_000_000 }));
    await submitInquiry(api, visitor, request('after-refusal-001', 'Brosur genset, mohon.'));
    network.mode = 'up';
    await flushInquiries(visitor, api);
    const left = await kept(visitor);
    expect(left.map((entry) => entry.key)).toEqual(['too-many-units-01']);
    expect(left[0]!.refused).toMatch(/\S/);
    expect(left[0]!.refused).not.toBe(NOT_ENABLED);
    expect((await api.extend(reachCalls).myInquiries()).map((inquiry) => inquiry.note)).toEqual(['Brosur genset, mohon.']);
  });

  it('keeps a request through a refused token and a sign-out, for the same visitor’s next sign-in only', async () => {
    const { api, network, token, visitor } = await visitorOn(platform, 'BUDI2026');
    network.mode = 'down';
    await submitInquiry(api, visitor, request('through-a-401-001', 'Genset untuk bengkel, mohon harganya.'));
    // The platform ends the token before the network is back: the send meets a 401 and keeps it.
    expect((await call(platform, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    network.mode = 'up';
    await flushInquiries(visitor, api);
    expect((await kept(visitor)).map((entry) => [entry.key, entry.refused])).toEqual([['through-a-401-001', undefined]]);

    await signOutOnDevice();
    const siti = await visitorOn(platform, 'SITI2026');
    expect(await kept(siti.visitor)).toEqual([]);
    const again = await visitorOn(platform, 'BUDI2026');
    await flushInquiries(again.visitor, again.api);
    expect(await kept(again.visitor)).toEqual([]);
    expect((await again.api.extend(reachCalls).myInquiries()).map((inquiry) => inquiry.note)).toContain('Genset untuk bengkel, mohon harganya.');
  });

  it('refuses a stored queue that is not the app’s, entry by entry', () => {
    const good = request('stored-request-001', 'Harga?');
    expect(checkQueuedInquiries([good, { ...good, key: 'x'.repeat(101) }, { ...good, key: 'no-consent-0001', body: { ...good.body, consent: false } }, { ...good, key: 'both-ways-00001', body: { ...good.body, reply_to: { phone: '+62812', email: 'a@b.co' } } }, 'text', null, good])).toEqual([good]);
    expect(checkQueuedInquiries({ key: 'not-a-list' })).toEqual([]);
  });
});

describe("SPEC's platform (no quotation requests)", () => {
  const platform = usePlatform({ platform: 'spec-minimal' });

  it('refuses a request sent online with 404, and one kept offline says the organiser has not enabled it', async () => {
    const { api, network, visitor } = await visitorOn(platform, 'BUDI2026');
    const refusal = await submitInquiry(api, visitor, request('spec-online-0001', 'Harga?')).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 404 });
    network.mode = 'down';
    expect(await submitInquiry(api, visitor, request('spec-offline-001', 'Harga?'))).toBe('queued');
    network.mode = 'up';
    await flushInquiries(visitor, api);
    expect((await kept(visitor)).map((entry) => [entry.key, entry.refused])).toEqual([['spec-offline-001', NOT_ENABLED]]);
  });
});
