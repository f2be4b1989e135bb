// @vitest-environment jsdom
// The booth stamps of a visitor (src/features/stamps/stampStore.ts) as the stamp screens use them
// (useStamps), with the signed-in visitor, the per-visitor store and the platform's two stamp
// calls as stand-ins. The rules (the module's header, x-assumed stamp calls in sdk/openapi.yaml):
// a stamp is queued on the device and leaves the queue only once the platform answered it; one
// send at a time; a visitor not signed in keeps it in the tab until they sign in; a platform
// without stamp calls (404) keeps the stamps on the device; logout takes them out of memory.
import { createElement } from 'react';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError as ApiErrorClass } from '../../sdk/src/index';

interface Call { booth_code: string; stamp: string }

const fake = vi.hoisted(() => ({
  status: 'authenticated' as string,
  token: 'token-budi' as string | null,
  stored: new Map<string, unknown>(),
  /** What the platform answers: its card, or an error for each call. */
  card: { target: 5, stamps: [] } as { target: number; stamps: { booth_code: string }[] },
  cardError: null as Error | null,
  addError: [] as Error[],
  /** What the platform says a stamp earned ('visit': it stamps only with the booth staff's changing code). */
  recorded: 'stamp' as 'stamp' | 'visit',
  added: [] as { booth_code: string; stamp: string }[],
  cardCalls: 0,
  inFlight: 0,
  mostInFlight: 0,
  api: null as unknown,
  /** While set, reading the per-visitor store waits for it (`reads` counts the reads begun). */
  storeOpen: null as Promise<void> | null,
  reads: 0,
}));

vi.mock('../../src/app/hooks', () => ({
  useAuthStatus: () => fake.status,
  useAuth: (_selector: unknown, fallback: unknown) => fake.token ?? fallback,
}));

// The statecharts only for the token selector, which the stand-in useAuth does not call.
vi.mock('../../machines', () => ({ selectAccessToken: () => null }));

vi.mock('../../src/data/api', () => ({ useApi: () => fake.api }));

vi.mock('../../src/adapters/visitorStore', () => ({
  visitorKey: async (authorization: string) => `visitor(${authorization})`,
  loadVisitorValue: async (visitor: string, name: string) => {
    fake.reads += 1;
    // As IndexedDB: the read sees the store as it was when it began, whatever is written meanwhile.
    const value = structuredClone(fake.stored.get(`${visitor}/${name}`));
    if (fake.storeOpen) await fake.storeOpen;
    return value;
  },
  saveVisitorValue: async (visitor: string, name: string, value: unknown) => {
    fake.stored.set(`${visitor}/${name}`, value);
  },
}));

/** The stamps' calls (@pameran/sdk/calls/stamps), as the store reaches them: `api.extend(calls)`. */
const stampCalls = {
  card: async () => {
    fake.cardCalls += 1;
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (fake.cardError) throw fake.cardError;
    return structuredClone(fake.card);
  },
  addStamp: async (body: Call) => {
    fake.inFlight += 1;
    fake.mostInFlight = Math.max(fake.mostInFlight, fake.inFlight);
    await new Promise((resolve) => setTimeout(resolve, 5));
    fake.inFlight -= 1;
    const error = fake.addError.shift();
    if (error) throw error;
    fake.added.push(body);
    if (fake.recorded === 'visit') return { ...structuredClone(fake.card), recorded: 'visit' };
    if (!fake.card.stamps.some((s) => s.booth_code === body.booth_code)) fake.card.stamps.push({ booth_code: body.booth_code });
    return { ...structuredClone(fake.card), recorded: 'stamp' };
  },
};
fake.api = { extend: () => stampCalls };

/**
 * React's effects and the promise chains they start, run: a stamp the store would send has been
 * handed to the platform (`addStamp` called) by then. No stamp was sent if none was started.
 */
async function everythingRun() {
  await act(async () => {});
  await new Promise((resolve) => setImmediate(resolve));
}

type Module = typeof import('../../src/features/stamps/stampStore');
let store: Module;
/** The SDK's error class as the fresh module graph of each test has it. */
let ApiError: typeof ApiErrorClass;

const QUEUE = 'visitor(Bearer token-budi)/stamp-queue';
const DEVICE = 'visitor(Bearer token-budi)/stamp-device';
const PENDING = 'pameran-pending-stamps';
const NOT_FOUND = () => new ApiError(404, 'Data tidak ditemukan.');
const OFFLINE = () => new ApiError(0, 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.', 'network');

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

beforeEach(async () => {
  Object.assign(fake, { status: 'authenticated', token: 'token-budi', card: { target: 5, stamps: [] }, cardError: null, addError: [], recorded: 'stamp', added: [], cardCalls: 0, inFlight: 0, mostInFlight: 0, storeOpen: null, reads: 0 });
  fake.stored.clear();
  sessionStorage.clear();
  setOnline(true);
  vi.resetModules();
  store = await import('../../src/features/stamps/stampStore');
  ({ ApiError } = await import('../../sdk/src/index'));
});

afterEach(() => {
  setOnline(true);
});

/** Budi signs in on the tab the hook renders in. */
function budiSignsIn(view: { rerender(): void }) {
  fake.status = 'authenticated';
  fake.token = 'token-budi';
  view.rerender();
}

async function ready() {
  const view = renderHook(() => store.useStamps());
  await waitFor(() => expect(view.result.current.status).toBe('ready'));
  await waitFor(() => expect(view.result.current.card).not.toBeNull());
  return view;
}

/** On a platform without stamp calls, with the device already keeping A-05: the store once it knows both. */
async function deviceOnlyKeepingA05() {
  fake.stored.set(DEVICE, [{ boothCode: 'A-05', stamp: 'K7PQ2X' }]);
  fake.cardError = NOT_FOUND();
  const { result } = renderHook(() => store.useStamps());
  await waitFor(() => expect(result.current.deviceOnly).toBe(true));
  return result;
}

describe('stored stamps, read back', () => {
  it('keep well-formed entries, the booth code in capitals, a name cut to 200 characters', () => {
    expect(store.checkStampEntries([
      { boothCode: ' a-05 ', stamp: 'Qm9vdGhTZWNyZXQx', exhibitorId: 3, name: 'PT Bearing Jaya Abadi' },
      { boothCode: 'B-02', stamp: 'K7PQ2X', name: 'n'.repeat(250) },
    ])).toEqual([
      { boothCode: 'A-05', stamp: 'Qm9vdGhTZWNyZXQx', exhibitorId: 3, name: 'PT Bearing Jaya Abadi' },
      { boothCode: 'B-02', stamp: 'K7PQ2X', name: 'n'.repeat(200) },
    ]);
  });

  it('drop an entry without a booth code and a stamp of the right form, and a booth’s repeat', () => {
    expect(store.checkStampEntries([
      null, 'A-05', { stamp: 'K7PQ2X' }, { boothCode: 5, stamp: 'K7PQ2X' }, { boothCode: '<script>', stamp: 'K7PQ2X' },
      { boothCode: 'A-05' }, { boothCode: 'A-05', stamp: 42 }, { boothCode: 'A-05', stamp: 'abc' },
      { boothCode: 'A-05', stamp: 'K7PQ2X' }, { boothCode: 'a-05', stamp: 'ZZZZZZ' },
    ])).toEqual([{ boothCode: 'A-05', stamp: 'K7PQ2X' }]);
  });

  it('leave out an exhibitor number that is not a positive whole number, and a name that is not text', () => {
    for (const exhibitorId of [0, -3, 2.5, '3']) {
      expect(store.checkStampEntries([{ boothCode: 'A-05', stamp: 'K7PQ2X', exhibitorId, name: 7 }]), String(exhibitorId)).toEqual([{ boothCode: 'A-05', stamp: 'K7PQ2X' }]);
    }
  });

  it('read as none when not a list', () => {
    for (const value of [undefined, null, {}, 'A-05']) expect(store.checkStampEntries(value)).toEqual([]);
  });
});

describe('a signed-in visitor’s stamp', () => {
  it('is sent, then shows the card’s count against the target', async () => {
    const { result } = await ready();
    expect(result.current.card).toEqual({ target: 5, stamps: [] });
    expect(result.current.deviceOnly).toBe(false);
    act(() => result.current.record({ boothCode: 'A-05', stamp: 'Qm9vdGhTZWNyZXQx' }, { id: 3, name: 'PT Bearing Jaya Abadi' }));
    expect(result.current.outcomeOf('A-05')).toEqual({ kind: 'sending' });
    expect(fake.stored.get(QUEUE)).toEqual([{ boothCode: 'A-05', stamp: 'Qm9vdGhTZWNyZXQx', exhibitorId: 3, name: 'PT Bearing Jaya Abadi' }]);
    await waitFor(() => expect(result.current.outcomeOf('A-05')).toEqual({ kind: 'stamped', count: 1, target: 5 }));
    expect(fake.added).toEqual([{ booth_code: 'A-05', stamp: 'Qm9vdGhTZWNyZXQx' }]);
    expect(result.current.card?.stamps).toEqual([{ booth_code: 'A-05' }]);
    expect(result.current.queue).toEqual([]);
    expect(fake.stored.get(QUEUE)).toEqual([]);
  });

  it('says the printed code earned a visit only, when the platform stamps with the booth staff’s changing code', async () => {
    fake.recorded = 'visit';
    const { result } = await ready();
    act(() => result.current.record({ boothCode: 'A-05', stamp: 'Qm9vdGhTZWNyZXQx' }));
    await waitFor(() => expect(result.current.outcomeOf('A-05')).toEqual({ kind: 'visit' }));
    expect(result.current.card?.stamps).toEqual([]);
    expect(result.current.queue).toEqual([]);
    expect(result.current.visitedOnly).toEqual(['A-05']);
    // Then the staff's code: stamped, no longer a visit only.
    fake.recorded = 'stamp';
    act(() => result.current.record({ boothCode: 'A-05', stamp: 'KQ7M3P' }));
    await waitFor(() => expect(result.current.outcomeOf('A-05')).toEqual({ kind: 'stamped', count: 1, target: 5 }));
    expect(result.current.visitedOnly).toEqual([]);
  });

  it('sends one stamp at a time, in the order scanned', async () => {
    const { result } = await ready();
    act(() => {
      result.current.record({ boothCode: 'A-05', stamp: 'K7PQ2X' });
      result.current.record({ boothCode: 'B-02', stamp: 'H2N9Q4' });
      result.current.record({ boothCode: 'C-03', stamp: 'M4L1S7' });
    });
    await waitFor(() => expect(result.current.outcomeOf('C-03')).toEqual({ kind: 'stamped', count: 3, target: 5 }));
    expect(fake.added.map((c) => c.booth_code)).toEqual(['A-05', 'B-02', 'C-03']);
    expect(fake.mostInFlight).toBe(1);
  });

  it('is not sent again for a booth already on the card', async () => {
    fake.card = { target: 5, stamps: [{ booth_code: 'A-05' }, { booth_code: 'B-02' }] };
    const { result } = await ready();
    act(() => result.current.record({ boothCode: 'A-05', stamp: 'K7PQ2X' }));
    expect(result.current.outcomeOf('A-05')).toEqual({ kind: 'stamped', count: 2, target: 5 });
    expect(result.current.queue).toEqual([]);
    await everythingRun();
    expect(fake.mostInFlight).toBe(0);
  });

  it('waits in the queue while offline, then is sent when the device is back online', async () => {
    const { result } = await ready();
    setOnline(false);
    act(() => {
      result.current.record({ boothCode: 'A-05', stamp: 'K7PQ2X' });
      result.current.record({ boothCode: 'B-02', stamp: 'H2N9Q4' });
    });
    expect(result.current.outcomeOf('A-05')).toEqual({ kind: 'queued' });
    await waitFor(() => expect(result.current.outcomeOf('B-02')).toEqual({ kind: 'queued' }));
    expect(result.current.queue.map((e) => e.boothCode)).toEqual(['A-05', 'B-02']);
    expect((fake.stored.get(QUEUE) as { boothCode: string }[]).map((e) => e.boothCode)).toEqual(['A-05', 'B-02']);
    expect(fake.added).toEqual([]);
    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.outcomeOf('B-02')).toEqual({ kind: 'stamped', count: 2, target: 5 }));
    expect(result.current.queue).toEqual([]);
  });

  it('stays queued when the request is lost on the way, every waiting stamp with it', async () => {
    const { result } = await ready();
    fake.addError = [OFFLINE()];
    act(() => {
      result.current.record({ boothCode: 'A-05', stamp: 'K7PQ2X' });
      result.current.record({ boothCode: 'B-02', stamp: 'H2N9Q4' });
    });
    await waitFor(() => expect(result.current.outcomeOf('A-05')).toEqual({ kind: 'queued' }));
    expect(result.current.outcomeOf('B-02')).toEqual({ kind: 'queued' });
    expect(result.current.queue.map((e) => e.boothCode)).toEqual(['A-05', 'B-02']);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.queue).toEqual([]));
    expect(fake.added.map((c) => c.booth_code)).toEqual(['A-05', 'B-02']);
  });

  it('is refused with the platform’s message, and leaves the queue', async () => {
    const { result } = await ready();
    const wrong = 'Kode stempel tidak cocok dengan stan ini. Pindai QR code yang tercetak di stan, atau ketik kode stempel di bawahnya.';
    fake.addError = [new ApiError(422, wrong)];
    act(() => result.current.record({ boothCode: 'A-05', stamp: 'ZZZZZZ' }));
    await waitFor(() => expect(result.current.outcomeOf('A-05')).toEqual({ kind: 'refused', message: wrong }));
    expect(result.current.queue).toEqual([]);
    expect(fake.stored.get(QUEUE)).toEqual([]);
    // A refusal is not a question about the platform: the card is not read again.
    expect(fake.cardCalls).toBe(1);
  });

  it('is refused for a booth the platform does not know (404 from a platform with stamps)', async () => {
    const { result } = await ready();
    fake.addError = [NOT_FOUND()];
    act(() => result.current.record({ boothCode: 'Z-99', stamp: 'K7PQ2X' }));
    await waitFor(() => expect(result.current.outcomeOf('Z-99')).toEqual({ kind: 'refused', message: 'Data tidak ditemukan.' }));
    expect(result.current.deviceOnly).toBe(false);
    // The card was read: the platform has stamp calls, so a 404 is the booth's, not the calls'.
    expect(fake.cardCalls).toBe(1);
  });

  it('says the card failed when the platform cannot give it', async () => {
    fake.cardError = new ApiError(503, 'Terjadi gangguan pada server (503). Silakan coba lagi nanti.');
    const { result } = renderHook(() => store.useStamps());
    await waitFor(() => expect(result.current.cardFailed).toBe(true));
    expect(result.current.card).toBeNull();
    expect(result.current.deviceOnly).toBe(false);
  });
});

describe('a platform without stamp calls (SPEC’s)', () => {
  it('keeps the stamps on the device and counts them there', async () => {
    fake.cardError = NOT_FOUND();
    const { result } = renderHook(() => store.useStamps());
    await waitFor(() => expect(result.current.deviceOnly).toBe(true));
    expect(result.current.cardFailed).toBe(false);
    act(() => result.current.record({ boothCode: 'A-05', stamp: 'K7PQ2X' }, { id: 3 }));
    await waitFor(() => expect(result.current.outcomeOf('A-05')).toEqual({ kind: 'device' }));
    expect(result.current.device).toEqual([{ boothCode: 'A-05', stamp: 'K7PQ2X', exhibitorId: 3 }]);
    expect(fake.stored.get(DEVICE)).toEqual([{ boothCode: 'A-05', stamp: 'K7PQ2X', exhibitorId: 3 }]);
    expect(fake.added).toEqual([]);
    // The same booth again: already kept, nothing more.
    act(() => result.current.record({ boothCode: 'A-05', stamp: 'K7PQ2X' }));
    expect(result.current.queue).toEqual([]);
    expect(result.current.device).toHaveLength(1);
  });

  it('learns it from a 404 to the stamp when the card could not be read at first', async () => {
    fake.cardError = new ApiError(503, 'gangguan');
    const { result } = renderHook(() => store.useStamps());
    await waitFor(() => expect(result.current.cardFailed).toBe(true));
    fake.cardError = NOT_FOUND();
    fake.addError = [NOT_FOUND()];
    act(() => result.current.record({ boothCode: 'A-05', stamp: 'K7PQ2X' }));
    await waitFor(() => expect(result.current.outcomeOf('A-05')).toEqual({ kind: 'device' }));
    expect(result.current.deviceOnly).toBe(true);
    expect(result.current.device.map((e) => e.boothCode)).toEqual(['A-05']);
  });
});

describe('a stamp scanned before signing in', () => {
  it('waits in the tab, then is sent as the visitor’s once they sign in', async () => {
    fake.status = 'anonymous';
    fake.token = null;
    const view = renderHook(() => store.useStamps());
    expect(view.result.current.status).toBe('anonymous');
    act(() => view.result.current.record({ boothCode: 'A-05', stamp: 'K7PQ2X' }, { id: 3, name: 'PT Bearing Jaya Abadi' }));
    expect(view.result.current.outcomeOf('A-05')).toEqual({ kind: 'sign-in' });
    expect(JSON.parse(sessionStorage.getItem(PENDING)!)).toEqual([{ boothCode: 'A-05', stamp: 'K7PQ2X', exhibitorId: 3, name: 'PT Bearing Jaya Abadi', scannedAt: expect.any(Number) }]);
    budiSignsIn(view);
    await waitFor(() => expect(view.result.current.outcomeOf('A-05')).toEqual({ kind: 'stamped', count: 1, target: 5 }));
    expect(fake.added).toEqual([{ booth_code: 'A-05', stamp: 'K7PQ2X' }]);
    expect(sessionStorage.getItem(PENDING)).toBeNull();
  });

  it('is not sent again when the device already keeps that booth', async () => {
    fake.stored.set(DEVICE, [{ boothCode: 'A-05', stamp: 'K7PQ2X' }]);
    fake.cardError = NOT_FOUND();
    sessionStorage.setItem(PENDING, JSON.stringify([{ boothCode: 'A-05', stamp: 'K7PQ2X', scannedAt: Date.now() }, { boothCode: 'B-02', stamp: 'H2N9Q4', scannedAt: Date.now() }]));
    const { result } = renderHook(() => store.useStamps());
    await waitFor(() => expect(result.current.device.map((e) => e.boothCode)).toEqual(['A-05', 'B-02']));
    expect(result.current.outcomeOf('A-05')).toEqual({ kind: 'device' });
    expect(sessionStorage.getItem(PENDING)).toBeNull();
  });

  it('scanned signed out for a booth the device keeps: after sign-in it says "kept on this device", not "sign in"', async () => {
    fake.stored.set(DEVICE, [{ boothCode: 'A-05', stamp: 'K7PQ2X' }]);
    fake.cardError = NOT_FOUND();
    fake.status = 'anonymous';
    fake.token = null;
    const view = renderHook(() => store.useStamps());
    act(() => view.result.current.record({ boothCode: 'A-05', stamp: 'K7PQ2X' }));
    expect(view.result.current.outcomeOf('A-05')).toEqual({ kind: 'sign-in' });
    fake.status = 'authenticated';
    fake.token = 'token-budi';
    view.rerender();
    await waitFor(() => expect(view.result.current.status).toBe('ready'));
    expect(view.result.current.outcomeOf('A-05')).toEqual({ kind: 'device' });
    expect(view.result.current.device.map((e) => e.boothCode)).toEqual(['A-05']);
    expect(fake.added).toEqual([]);
  });

  it('keeps the stamps the visitor scanned one by one, the latest of a booth', () => {
    fake.status = 'anonymous';
    fake.token = null;
    const { result } = renderHook(() => store.useStamps());
    act(() => {
      result.current.record({ boothCode: 'A-05', stamp: 'K7PQ2X' });
      result.current.record({ boothCode: 'B-02', stamp: 'H2N9Q4' });
      result.current.record({ boothCode: 'A-05', stamp: 'Qm9vdGhTZWNyZXQx' });
    });
    expect(JSON.parse(sessionStorage.getItem(PENDING)!)).toEqual([
      { boothCode: 'B-02', stamp: 'H2N9Q4', scannedAt: expect.any(Number) },
      { boothCode: 'A-05', stamp: 'Qm9vdGhTZWNyZXQx', scannedAt: expect.any(Number) },
    ]);
  });

  it('waits 30 minutes at most: a sign-in after that gets only the stamps scanned in the last 30 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.parse('2026-03-10T09:00:00Z'));
      fake.status = 'anonymous';
      fake.token = null;
      const view = renderHook(() => store.useStamps());
      act(() => view.result.current.record({ boothCode: 'A-05', stamp: 'K7PQ2X' }));
      vi.setSystemTime(Date.parse('2026-03-10T09:20:00Z'));
      act(() => view.result.current.record({ boothCode: 'B-02', stamp: 'H2N9Q4' }));
      vi.setSystemTime(Date.parse('2026-03-10T09:31:00Z'));
      budiSignsIn(view);
      await waitFor(() => expect(view.result.current.outcomeOf('B-02')).toEqual({ kind: 'stamped', count: 1, target: 5 }));
      expect(fake.added).toEqual([{ booth_code: 'B-02', stamp: 'H2N9Q4' }]);
      expect(sessionStorage.getItem(PENDING)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is dropped at a logout before it was taken up: the next visitor to sign in on the tab is not given it', async () => {
    const { default: StampQueue } = await import('../../src/features/stamps/StampQueue');
    fake.status = 'anonymous';
    fake.token = null;
    const scanner = renderHook(() => store.useStamps());
    act(() => scanner.result.current.record({ boothCode: 'A-05', stamp: 'K7PQ2X' }));
    // Budi signs in and logs out again while his store is still being read.
    let openStore = () => {};
    fake.storeOpen = new Promise<void>((resolve) => (openStore = resolve));
    fake.status = 'authenticated';
    fake.token = 'token-budi';
    const shell = render(createElement(StampQueue));
    await everythingRun();
    fake.status = 'anonymous';
    fake.token = null;
    shell.rerender(createElement(StampQueue));
    await everythingRun();
    expect(sessionStorage.getItem(PENDING)).toBeNull();
    openStore();
    fake.storeOpen = null;
    fake.status = 'authenticated';
    fake.token = 'token-siti';
    shell.rerender(createElement(StampQueue));
    await everythingRun();
    expect(fake.added).toEqual([]);
  });

  it('ignores a pending list that is not one', async () => {
    sessionStorage.setItem(PENDING, '{broken');
    const { result } = await ready();
    expect(result.current.queue).toEqual([]);
    expect(fake.added).toEqual([]);
  });
});

describe('the queue kept on the device', () => {
  it('is sent when the visitor comes back', async () => {
    fake.stored.set(QUEUE, [{ boothCode: 'A-05', stamp: 'K7PQ2X' }, { boothCode: 'A_05!', stamp: 'K7PQ2X' }]);
    const { result } = renderHook(() => store.useStamps());
    await waitFor(() => expect(result.current.outcomeOf('A-05')).toEqual({ kind: 'stamped', count: 1, target: 5 }));
    expect(fake.added).toEqual([{ booth_code: 'A-05', stamp: 'K7PQ2X' }]);
    expect(result.current.queue).toEqual([]);
  });

  it('goes out of memory on logout; the sign-in notice stays', async () => {
    fake.stored.set(QUEUE, [{ boothCode: 'A-05', stamp: 'K7PQ2X' }]);
    setOnline(false);
    const view = renderHook(() => store.useStamps());
    await waitFor(() => expect(view.result.current.outcomeOf('A-05')).toEqual({ kind: 'queued' }));
    fake.status = 'anonymous';
    fake.token = null;
    view.rerender();
    await waitFor(() => expect(view.result.current.outcomeOf('A-05')).toBeUndefined());
    expect(view.result.current).toMatchObject({ status: 'anonymous', card: null, queue: [], device: [], deviceOnly: false, cardFailed: false });
    act(() => view.result.current.record({ boothCode: 'B-02', stamp: 'H2N9Q4' }));
    view.rerender();
    expect(view.result.current.outcomeOf('B-02')).toEqual({ kind: 'sign-in' });
    // Back online with nobody signed in: nothing is sent.
    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await everythingRun();
    expect(fake.mostInFlight).toBe(0);
  });
});

describe('stamps, more edges (each kills a mutant of stampStore.ts that survived the others)', () => {
  it('drop a stored stamp that is a number, even one of the right length', () => {
    expect(store.checkStampEntries([{ boothCode: 'A-05', stamp: 123456 }, { boothCode: 'B-02', stamp: 'H2N9Q4' }])).toEqual([{ boothCode: 'B-02', stamp: 'H2N9Q4' }]);
  });

  it('are loading until the visitor’s store is read', () => {
    const { result } = renderHook(() => store.useStamps());
    expect(result.current.status).toBe('loading');
  });

  it('another booth is still sent once the card has a stamp', async () => {
    fake.card = { target: 5, stamps: [{ booth_code: 'A-05' }] };
    const { result } = await ready();
    act(() => result.current.record({ boothCode: 'C-03', stamp: 'M4L1S7' }));
    await waitFor(() => expect(result.current.outcomeOf('C-03')).toEqual({ kind: 'stamped', count: 2, target: 5 }));
    expect(fake.added).toEqual([{ booth_code: 'C-03', stamp: 'M4L1S7' }]);
  });

  it('an answer that cannot be read is refused with its message and leaves the queue (it is not offline)', async () => {
    const { result } = await ready();
    fake.addError = [new ApiError(200, 'Respons server tidak dapat dibaca. Silakan coba lagi nanti.', 'invalid-response')];
    act(() => result.current.record({ boothCode: 'A-05', stamp: 'K7PQ2X' }));
    await waitFor(() => expect(result.current.outcomeOf('A-05')).toEqual({ kind: 'refused', message: 'Respons server tidak dapat dibaca. Silakan coba lagi nanti.' }));
    expect(result.current.queue).toEqual([]);
    expect(fake.stored.get(QUEUE)).toEqual([]);
  });

  it('a booth the device already keeps, scanned again on a platform without stamp calls: “kept on this device”, nothing sent', async () => {
    const result = await deviceOnlyKeepingA05();
    act(() => result.current.record({ boothCode: 'A-05', stamp: 'K7PQ2X' }));
    expect(result.current.outcomeOf('A-05')).toEqual({ kind: 'device' });
    expect(result.current.queue).toEqual([]);
    await everythingRun();
    expect(fake.mostInFlight).toBe(0);
  });

  it('another booth on a platform without stamp calls is kept beside the ones the device keeps', async () => {
    const result = await deviceOnlyKeepingA05();
    act(() => result.current.record({ boothCode: 'B-02', stamp: 'H2N9Q4' }));
    await waitFor(() => expect(result.current.outcomeOf('B-02')).toEqual({ kind: 'device' }));
    expect(result.current.device).toEqual([{ boothCode: 'A-05', stamp: 'K7PQ2X' }, { boothCode: 'B-02', stamp: 'H2N9Q4' }]);
    expect(fake.stored.get(DEVICE)).toEqual([{ boothCode: 'A-05', stamp: 'K7PQ2X' }, { boothCode: 'B-02', stamp: 'H2N9Q4' }]);
  });

  it('a booth the device keeps is still sent while the card cannot be read (the platform may have stamp calls)', async () => {
    fake.stored.set(DEVICE, [{ boothCode: 'A-05', stamp: 'K7PQ2X' }]);
    fake.cardError = new ApiError(503, 'Terjadi gangguan pada server (503). Silakan coba lagi nanti.');
    const { result } = renderHook(() => store.useStamps());
    await waitFor(() => expect(result.current.cardFailed).toBe(true));
    act(() => result.current.record({ boothCode: 'A-05', stamp: 'K7PQ2X' }));
    expect(result.current.outcomeOf('A-05')).toEqual({ kind: 'sending' });
    await waitFor(() => expect(result.current.outcomeOf('A-05')).toEqual({ kind: 'stamped', count: 1, target: 5 }));
    expect(fake.added).toEqual([{ booth_code: 'A-05', stamp: 'K7PQ2X' }]);
  });

  it('with the card unreadable: a refusal does not read it again, nor a 404 once a stamp went through', async () => {
    fake.cardError = new ApiError(503, 'gangguan');
    const { result } = renderHook(() => store.useStamps());
    await waitFor(() => expect(result.current.cardFailed).toBe(true));
    fake.addError = [new ApiError(422, 'Kode stempel tidak cocok.')];
    act(() => result.current.record({ boothCode: 'A-05', stamp: 'ZZZZZZ' }));
    await waitFor(() => expect(result.current.outcomeOf('A-05')).toEqual({ kind: 'refused', message: 'Kode stempel tidak cocok.' }));
    expect(fake.cardCalls).toBe(1);
    act(() => result.current.record({ boothCode: 'B-02', stamp: 'H2N9Q4' }));
    await waitFor(() => expect(result.current.outcomeOf('B-02')).toEqual({ kind: 'stamped', count: 1, target: 5 }));
    // The stamp call answered: the platform has them, so the next 404 is an unknown booth.
    fake.addError = [NOT_FOUND()];
    act(() => result.current.record({ boothCode: 'Z-99', stamp: 'K7PQ2X' }));
    await waitFor(() => expect(result.current.outcomeOf('Z-99')).toEqual({ kind: 'refused', message: 'Data tidak ditemukan.' }));
    expect(fake.cardCalls).toBe(1);
    expect(result.current.deviceOnly).toBe(false);
  });

  it('with the card unreadable at first: a 404 to a stamp reads it again, and a card read means an unknown booth', async () => {
    fake.cardError = new ApiError(503, 'gangguan');
    const { result } = renderHook(() => store.useStamps());
    await waitFor(() => expect(result.current.cardFailed).toBe(true));
    fake.cardError = null;
    fake.addError = [NOT_FOUND()];
    act(() => result.current.record({ boothCode: 'Z-99', stamp: 'K7PQ2X' }));
    await waitFor(() => expect(result.current.outcomeOf('Z-99')).toEqual({ kind: 'refused', message: 'Data tidak ditemukan.' }));
    expect(fake.cardCalls).toBe(2);
    expect(result.current.cardFailed).toBe(false);
    expect(result.current.card).toEqual({ target: 5, stamps: [] });
    expect(result.current.deviceOnly).toBe(false);
    expect(result.current.queue).toEqual([]);
    expect(fake.added).toEqual([]);
  });

  it('a second stamp screen reads nothing again, and sends a stamp whose request was lost', async () => {
    const first = await ready();
    fake.addError = [OFFLINE()];
    act(() => first.result.current.record({ boothCode: 'A-05', stamp: 'K7PQ2X' }));
    await waitFor(() => expect(first.result.current.outcomeOf('A-05')).toEqual({ kind: 'queued' }));
    // navigator.onLine never changed, so no `online` event comes: the next screen retries.
    const second = renderHook(() => store.useStamps());
    await waitFor(() => expect(second.result.current.outcomeOf('A-05')).toEqual({ kind: 'stamped', count: 1, target: 5 }));
    expect(fake.added).toEqual([{ booth_code: 'A-05', stamp: 'K7PQ2X' }]);
    expect(fake.cardCalls).toBe(1);
    expect(fake.reads).toBe(2);
  });

  it('read nothing while the session is being restored, even with its token', async () => {
    fake.status = 'restoring';
    const { result } = renderHook(() => store.useStamps());
    expect(result.current.status).toBe('anonymous');
    await everythingRun();
    expect(fake.reads).toBe(0);
    expect(fake.cardCalls).toBe(0);
  });

  it('read nothing for a visitor who logged out before their store was found', async () => {
    const view = renderHook(() => store.useStamps());
    fake.status = 'anonymous';
    fake.token = null;
    view.rerender();
    await everythingRun();
    expect(fake.reads).toBe(0);
    expect(fake.cardCalls).toBe(0);
    expect(view.result.current.status).toBe('anonymous');
  });

  it('a stamp scanned while the stored queue is still read is sent, then the stored one', async () => {
    fake.stored.set(QUEUE, [{ boothCode: 'A-05', stamp: 'K7PQ2X' }]);
    let open!: () => void;
    fake.storeOpen = new Promise<void>((resolve) => { open = resolve; });
    const { result } = renderHook(() => store.useStamps());
    await waitFor(() => expect(fake.reads).toBe(2));
    expect(result.current).toMatchObject({ status: 'loading', queue: [], device: [] });
    act(() => result.current.record({ boothCode: 'B-02', stamp: 'H2N9Q4' }));
    await waitFor(() => expect(result.current.outcomeOf('B-02')).toEqual({ kind: 'stamped', count: 1, target: 5 }));
    expect(result.current.status).toBe('loading');
    act(() => open());
    await waitFor(() => expect(result.current.outcomeOf('A-05')).toEqual({ kind: 'stamped', count: 2, target: 5 }));
    expect(fake.added).toEqual([{ booth_code: 'B-02', stamp: 'H2N9Q4' }, { booth_code: 'A-05', stamp: 'K7PQ2X' }]);
    expect(result.current.status).toBe('ready');
  });

  it('a store that never answers (WebKit, with the page before in the back-forward cache) holds nothing back: after a short wait the card is read and stamps go out', async () => {
    fake.storeOpen = new Promise<void>(() => {});
    const { result } = renderHook(() => store.useStamps());
    await waitFor(() => expect(fake.reads).toBe(2));
    act(() => result.current.record({ boothCode: 'B-02', stamp: 'H2N9Q4' }));
    await waitFor(() => expect(result.current.status).toBe('ready'), { timeout: 5_000 });
    expect(fake.cardCalls).toBeGreaterThan(0);
    await waitFor(() => expect(result.current.outcomeOf('B-02')).toEqual({ kind: 'stamped', count: 1, target: 5 }));
    expect(fake.added).toEqual([{ booth_code: 'B-02', stamp: 'H2N9Q4' }]);
  });

  it('a logout while the visitor’s store is read: the card is not asked for, nothing is sent', async () => {
    fake.stored.set(QUEUE, [{ boothCode: 'A-05', stamp: 'K7PQ2X' }]);
    let open!: () => void;
    fake.storeOpen = new Promise<void>((resolve) => { open = resolve; });
    // The read's continuation finds the visitor gone: it stops, it does not fail.
    const failures: unknown[] = [];
    const onFailure = (reason: unknown) => void failures.push(reason);
    process.on('unhandledRejection', onFailure);
    try {
      const view = renderHook(() => store.useStamps());
      await waitFor(() => expect(fake.reads).toBe(2));
      fake.status = 'anonymous';
      fake.token = null;
      view.rerender();
      act(() => open());
      await everythingRun();
      await everythingRun();
      expect(fake.cardCalls).toBe(0);
      expect(fake.mostInFlight).toBe(0);
      expect(view.result.current).toMatchObject({ status: 'anonymous', queue: [] });
      expect(failures).toEqual([]);
    } finally {
      process.off('unhandledRejection', onFailure);
    }
  });
});
