// @vitest-environment jsdom
// "Stan yang ingin saya kunjungi" as screens use it (useVisitList, src/features/floorplan/visitList.ts,
// on src/features/myDay/keptList.ts), with the signed-in visitor, the device's sealed copy and the
// account as stand-ins: marks need a signed-in visitor, every screen shares one copy, a mark made
// while the device's copy is still being read is not lost, another visitor never sees the list,
// and the same visitor gets it back after signing out and in — from the account where the
// platform keeps it, from the device where it has no call (404).
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type AccountEntry = { exhibitor_id: number; name?: string; booth_code?: string; visited?: boolean };

const fake = vi.hoisted(() => ({
  status: 'authenticated' as string,
  token: 'token-budi' as string | null,
  user: { id: 1, code: 'BUDI2026' } as { id: number; code?: string } | null,
  /** The device's sealed copies, by secret and name. */
  sealed: new Map<string, unknown>(),
  /** The platform's lists by user id; null: the platform has no call (404); 'offline': the network fails. */
  account: new Map<number, AccountEntry[]>() as Map<number, AccountEntry[]> | null | 'offline',
  /** Holds the next read of the device's copy until released. */
  hold: null as Promise<void> | null,
}));

vi.mock('../../machines', () => ({ selectAccessToken: 'token', selectUser: 'user' }));
vi.mock('../../src/app/hooks', () => ({
  useAuthStatus: () => fake.status,
  useAuth: (selector: unknown, fallback: unknown) => (selector === 'token' ? fake.token : fake.user) ?? fallback,
}));
vi.mock('../../src/adapters/vault', async (importOriginal) => ({
  visitorSecret: (await importOriginal<typeof import('../../src/adapters/vault')>()).visitorSecret,
  vaultOf: async (secret: string) => ({
    read: async (name: string) => {
      if (fake.hold) await fake.hold;
      return fake.sealed.get(`${secret}/${name}`);
    },
    write: async (name: string, value: unknown) => void fake.sealed.set(`${secret}/${name}`, value),
  }),
  forgetVaultKeys: () => undefined,
}));

function answer<T>(work: (account: Map<number, AccountEntry[]>) => T): Promise<T> {
  const { account } = fake;
  if (account === null) return Promise.reject(Object.assign(new Error('Alamat API tidak ditemukan.'), { status: 404 }));
  if (account === 'offline') return Promise.reject(Object.assign(new Error('Tidak dapat terhubung'), { status: 0 }));
  return Promise.resolve(work(account));
}
const plans = {
  visitList: () => answer((account) => ({ entries: account.get(fake.user!.id) ?? [] })),
  saveVisitList: (body: { entries: AccountEntry[] }) => answer((account) => (account.set(fake.user!.id, body.entries), body)),
};
const api = { extend: () => plans };
vi.mock('../../src/data/api', () => ({ useApi: () => api }));

type Module = typeof import('../../src/features/floorplan/visitList');
let useVisitList: Module['useVisitList'];

const BUDI = 'code:BUDI2026/visit-list';
const accountOf = (id: number) => (fake.account as Map<number, AccountEntry[]>).get(id);

beforeEach(async () => {
  fake.status = 'authenticated';
  fake.token = 'token-budi';
  fake.user = { id: 1, code: 'BUDI2026' };
  fake.sealed.clear();
  fake.account = new Map();
  fake.hold = null;
  vi.resetModules();
  ({ useVisitList } = await import('../../src/features/floorplan/visitList'));
});

async function ready() {
  const view = renderHook(() => useVisitList());
  await waitFor(() => expect(view.result.current.status).toBe('ready'));
  return view;
}

function signOut(view: { rerender: () => void }) {
  fake.status = 'anonymous';
  fake.token = null;
  fake.user = null;
  view.rerender();
}

function signIn(view: { rerender: () => void }, user: { id: number; code: string }, token: string) {
  fake.status = 'authenticated';
  fake.token = token;
  fake.user = user;
  view.rerender();
}

describe('the list of booths to visit', () => {
  it('needs a signed-in visitor: nothing is marked and a mark changes nothing', () => {
    fake.status = 'anonymous';
    fake.token = null;
    fake.user = null;
    const { result } = renderHook(() => useVisitList());
    expect(result.current.status).toBe('anonymous');
    act(() => {
      result.current.toggle({ exhibitorId: 3 });
      result.current.visit({ exhibitorId: 4 });
      result.current.setVisited(3, true);
    });
    expect(result.current.isMarked(3)).toBe(false);
    expect(fake.sealed.size).toBe(0);
  });

  it('is anonymous while the visitor is still being restored, even with a token', () => {
    fake.status = 'restoring';
    expect(renderHook(() => useVisitList()).result.current.status).toBe('anonymous');
  });

  it("reads the device's copy, checked, then takes the account's list", async () => {
    fake.sealed.set(BUDI, [{ exhibitorId: 3, name: 'PT Bearing Jaya Abadi', boothCode: 'A-05', visited: true }, { exhibitorId: 0 }]);
    (fake.account as Map<number, AccountEntry[]>).set(1, [{ exhibitor_id: 3, name: 'PT Bearing Jaya Abadi', booth_code: 'A-05', visited: true }, { exhibitor_id: 6, visited: false }]);
    const { result } = renderHook(() => useVisitList());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.home).toBe('account'));
    expect(result.current.entries).toEqual([{ exhibitorId: 3, name: 'PT Bearing Jaya Abadi', boothCode: 'A-05', visited: true }, { exhibitorId: 6, visited: false }]);
    expect(fake.sealed.get(BUDI)).toEqual(result.current.entries);
  });

  it('marks an exhibitor, not yet visited, on the device and with the account; marking again removes it', async () => {
    const { result } = await ready();
    act(() => result.current.toggle({ exhibitorId: 3, name: 'PT Bearing Jaya Abadi', boothCode: 'A-05' }));
    act(() => result.current.toggle({ exhibitorId: 7 }));
    expect(result.current.entries).toEqual([{ exhibitorId: 3, name: 'PT Bearing Jaya Abadi', boothCode: 'A-05', visited: false }, { exhibitorId: 7, visited: false }]);
    expect(fake.sealed.get(BUDI)).toEqual(result.current.entries);
    await waitFor(() => expect(accountOf(1)).toEqual([{ exhibitor_id: 3, name: 'PT Bearing Jaya Abadi', booth_code: 'A-05', visited: false }, { exhibitor_id: 7, visited: false }]));
    act(() => result.current.toggle({ exhibitorId: 3 }));
    expect(result.current.entries).toEqual([{ exhibitorId: 7, visited: false }]);
    await waitFor(() => expect(accountOf(1)).toEqual([{ exhibitor_id: 7, visited: false }]));
  });

  it('ticks a scanned booth as visited, adding it when it was not marked, and unticks one', async () => {
    const { result } = await ready();
    act(() => result.current.toggle({ exhibitorId: 3 }));
    act(() => result.current.toggle({ exhibitorId: 5 }));
    act(() => result.current.visit({ exhibitorId: 3 }));
    act(() => result.current.visit({ exhibitorId: 7, name: 'CV Hidrolik Nusantara', boothCode: 'B-02' }));
    act(() => result.current.setVisited(5, true));
    act(() => result.current.setVisited(5, false));
    expect(result.current.entries).toEqual([
      { exhibitorId: 3, visited: true },
      { exhibitorId: 5, visited: false },
      { exhibitorId: 7, name: 'CV Hidrolik Nusantara', boothCode: 'B-02', visited: true },
    ]);
  });

  it('shows a mark made on one screen on every other at once', async () => {
    const products = await ready();
    const denah = renderHook(() => useVisitList());
    act(() => products.result.current.toggle({ exhibitorId: 3 }));
    expect(denah.result.current.isMarked(3)).toBe(true);
    expect(denah.result.current.status).toBe('ready');
  });

  it("keeps a mark made while the device's copy was still being read, and sends it to an account that had none", async () => {
    fake.sealed.set(BUDI, [{ exhibitorId: 9, visited: false }]);
    let release = () => {};
    fake.hold = new Promise<void>((resolve) => (release = resolve));
    const { result } = renderHook(() => useVisitList());
    await waitFor(() => expect(result.current.status).toBe('loading'));
    act(() => result.current.toggle({ exhibitorId: 3 }));
    act(() => release());
    await waitFor(() => expect(result.current.home).toBe('account'));
    expect(result.current.entries).toEqual([{ exhibitorId: 3, visited: false }]);
    await waitFor(() => expect(accountOf(1)).toEqual([{ exhibitor_id: 3, visited: false }]));
  });

  it("is another visitor's own list after the first signs out, and the first one's again when they sign back in", async () => {
    const view = await ready();
    act(() => view.result.current.toggle({ exhibitorId: 3 }));
    await waitFor(() => expect(accountOf(1)).toHaveLength(1));
    signOut(view);
    expect(view.result.current.status).toBe('anonymous');
    expect(view.result.current.isMarked(3)).toBe(false);
    signIn(view, { id: 2, code: 'SARI2026' }, 'token-sari');
    await waitFor(() => expect(view.result.current.status).toBe('ready'));
    expect(view.result.current.entries).toEqual([]);
    signOut(view);
    signIn(view, { id: 1, code: 'BUDI2026' }, 'token-budi-2');
    await waitFor(() => expect(view.result.current.entries).toEqual([{ exhibitorId: 3, visited: false }]));
  });

  it('stays on the device where the platform has no call (404), said as its home, and comes back after signing out and in', async () => {
    fake.account = null;
    const view = await ready();
    act(() => view.result.current.toggle({ exhibitorId: 3 }));
    await waitFor(() => expect(view.result.current.home).toBe('device'));
    signOut(view);
    signIn(view, { id: 1, code: 'budi2026' }, 'token-budi-2');
    await waitFor(() => expect(view.result.current.status).toBe('ready'));
    expect(view.result.current.entries).toEqual([{ exhibitorId: 3, visited: false }]);
    expect(view.result.current.home).toBe('device');
  });

  it('sends a change made offline when the network is back', async () => {
    fake.account = 'offline';
    const { result } = await ready();
    act(() => result.current.toggle({ exhibitorId: 3 }));
    await waitFor(() => expect(result.current.home).toBe('unknown'));
    fake.account = new Map();
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(accountOf(1)).toEqual([{ exhibitor_id: 3, visited: false }]));
    expect(result.current.home).toBe('account');
  });
});
