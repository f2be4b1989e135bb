// The errors a caller of the SDK is handed for the answers the local platform never gives:
// an error page or body without the server's message (the Indonesian text by status), what
// an injected fetch (a native shell's) can throw, and what a broken 2xx answer says in its
// detail (for logs). Each through a real HTTP server or an injected fetch, as a caller gets it.
import { describe, expect, it } from 'vitest';
import { ApiError, checkPrizes, createPameranClient, toApiError, unwrap } from '../../sdk/src/index';
import { withServer } from '../helpers/throwawayServer';
import { calls as stampCalls } from '../../sdk/src/calls/stamps';

/** A throwaway HTTP server answering every request with `status` and `body`. */
function withAnswer(status: number, body: string, run: (url: string) => Promise<void>, contentType = 'application/json') {
  return withServer((_request, response) => response.writeHead(status, { 'content-type': contentType }).end(body), run);
}

const client = (url: string) => createPameranClient({ baseUrl: url, getToken: () => 'token' });

describe('an HTTP error without a message of the server', () => {
  it.each([
    [401, 'Sesi Anda telah berakhir. Silakan masuk kembali.'],
    [404, 'Data tidak ditemukan.'],
    [403, 'Permintaan gagal (403).'],
    [499, 'Permintaan gagal (499).'],
    [500, 'Terjadi gangguan pada server (500). Silakan coba lagi nanti.'],
    [503, 'Terjadi gangguan pada server (503). Silakan coba lagi nanti.'],
  ])('%i: an error page is told as "%s", for a read and for a claim', async (status, message) => {
    await withAnswer(status, '<html><body>Error</body></html>', async (url) => {
      await expect(client(url).events.event()).rejects.toMatchObject({ name: 'ApiError', status, code: 'http', message });
      await expect(client(url).commerce.claimGift(3)).rejects.toMatchObject({ name: 'ApiError', status, code: 'http', message });
    }, 'text/html');
  });

  it.each([
    ['null', 'null'],
    ['a text', '"Stok habis."'],
    ['a list', '["Stok habis."]'],
    ['an object without error', '{"message":"Stok habis."}'],
    ['error as a text', '{"error":"Stok habis."}'],
    ['error null', '{"error":null}'],
    ['error without a message', '{"error":{}}'],
    ['a message that is not text', '{"error":{"message":42}}'],
    ['a blank message', '{"error":{"message":"  "}}'],
  ])('a JSON body that is %s is told by its status', async (_what, body) => {
    await withAnswer(422, body, async (url) => {
      await expect(client(url).commerce.addToCart({ product_id: 1, quantity: 1 })).rejects.toMatchObject({ status: 422, code: 'http', message: 'Permintaan gagal (422).' });
      await expect(client(url).commerce.claimGift(3)).rejects.toMatchObject({ status: 422, code: 'http', message: 'Permintaan gagal (422).' });
    });
  });

  it("takes the server's message as it is sent, with its spaces", async () => {
    await withAnswer(422, '{"error":{"message":" Stok habis. "}}', async (url) => {
      await expect(client(url).commerce.addToCart({ product_id: 1, quantity: 1 })).rejects.toMatchObject({ status: 422, message: ' Stok habis. ' });
    });
  });
});

describe('what an injected fetch throws', () => {
  const throwing = (thrown: unknown) => createPameranClient({ baseUrl: 'http://platform.invalid', getToken: () => null, fetch: () => Promise.reject(thrown) });

  it.each([
    ['its own timeout (TimeoutError)', new DOMException('signal timed out', 'TimeoutError'), 'timeout', 'Server terlalu lama merespons. Silakan coba lagi.'],
    ['its own abort (AbortError)', new DOMException('aborted', 'AbortError'), 'aborted', 'Permintaan dibatalkan.'],
    ['a failed connection (TypeError)', new TypeError('fetch failed'), 'network', 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.'],
    ['a body it could not read as JSON (SyntaxError)', new SyntaxError('Unexpected token <'), 'invalid-response', 'Respons server tidak dapat dibaca. Silakan coba lagi nanti.'],
  ])('%s is a status 0 ApiError of its kind, for a read and for a claim', async (_what, thrown, code, message) => {
    await expect(throwing(thrown).events.event()).rejects.toMatchObject({ name: 'ApiError', status: 0, code, message });
    await expect(throwing(thrown).commerce.claimGift(3)).rejects.toMatchObject({ name: 'ApiError', status: 0, code, message });
  });

  it('anything else thrown, an Error or not, is a network failure', () => {
    for (const thrown of [null, undefined, 'boom', 42, { name: 'AbortError' }, new Error('x')]) {
      expect(toApiError(thrown), String(thrown)).toMatchObject({ name: 'ApiError', status: 0, code: 'network' });
    }
    const own = new ApiError(0, 'x', 'timeout');
    expect(toApiError(own)).toBe(own);
  });
});

describe('a 2xx answer that breaks the contract', () => {
  it('says in its detail where and why, as path: reason for each place, joined by "; "', async () => {
    // A stamp card has an integer target and a list of stamps (sdk/openapi.yaml StampCard).
    await withAnswer(200, JSON.stringify({ data: { target: 'lima', stamps: 5 } }), async (url) => {
      const error = await client(url).extend(stampCalls).card().catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 200, code: 'invalid-response', message: 'Respons server tidak dapat dibaca. Silakan coba lagi nanti.' });
      const places = (error as ApiError).detail!.split('; ');
      expect(places.map((place) => place.slice(0, place.indexOf(': ')))).toEqual(['data.target', 'data.stamps']);
      for (const place of places) expect(place).toMatch(/^[\w.]+: \S.*\S$/);
    });
  });

  it.each([['null', 'null'], ['a text', '"OK"'], ['a number', '42']])('refuses a 2xx body that is %s: not the envelope', async (_what, body) => {
    await withAnswer(200, body, async (url) => {
      await expect(client(url).events.merchandise()).rejects.toMatchObject({ name: 'ApiError', status: 200, code: 'invalid-response', detail: 'the body is not a { data } envelope' });
    });
  });

  it('says that a body without data is not the envelope', async () => {
    await withAnswer(200, '{"items":[]}', async (url) => {
      await expect(client(url).events.merchandise()).rejects.toMatchObject({ code: 'invalid-response', detail: 'the body is not a { data } envelope' });
    });
  });
});

describe('unwrap without a schema', () => {
  it("resolves to the envelope's data as it is", async () => {
    const data = { any: ['thing'] };
    await expect(unwrap(Promise.resolve({ data: { data }, response: new Response(null, { status: 200 }) }))).resolves.toBe(data);
  });
});

describe('checkPrizes', () => {
  it('is [] for a value that holds no list, null and undefined included (an empty realtime path)', () => {
    expect(checkPrizes(null)).toEqual([]);
    expect(checkPrizes(undefined)).toEqual([]);
  });
});

describe('a booth code that is no path segment', () => {
  it.each(['', '.', '..'])('%j is not found, and nothing is sent (the URL would name another call)', async (code) => {
    const sent: string[] = [];
    const api = createPameranClient({ baseUrl: 'http://platform.test', getToken: () => 'token', fetch: async (request) => (sent.push(request.url), new Response('{}')) });
    await expect(api.events.exhibitorByCode(code)).rejects.toMatchObject({ name: 'ApiError', status: 404, message: 'Data tidak ditemukan.' });
    expect(sent).toEqual([]);
  });

  it('sends any other code as one encoded segment', async () => {
    const sent: string[] = [];
    const api = createPameranClient({ baseUrl: 'http://platform.test', getToken: () => 'token', fetch: async (request) => (sent.push(request.url), new Response('{"data":{"id":1}}')) });
    await api.events.exhibitorByCode('../users').catch(() => undefined);
    expect(sent).toEqual(['http://platform.test/api/events/1/exhibitorCode/..%2Fusers']);
  });
});
