// @vitest-environment jsdom
// "Stan yang ingin saya kunjungi" as screens use it (useVisitList, src/features/floorplan/visitList.ts),
// with the signed-in visitor and the per-visitor store as stand-ins: marks need a signed-in visitor,
// are kept under that visitor's key (another visitor never sees them), every screen shares one
// copy, a mark made while the stored list is still being read is not lost, and logout takes the
// list out of memory.
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const fake = vi.hoisted(() => ({
  status: 'authenticated' as string,
  token: 'token-budi' as string | null,
  stored: new Map<string, unknown>(),
  /** Holds the next read of the store until released. */
  hold: null as Promise<void> | null,
}));

vi.mock('../../src/app/hooks', () => ({
  useAuthStatus: () => fake.status,
  useAuth: (_selector: unknown, fallback: unknown) => fake.token ?? fallback,
}));

// The statecharts only for the token selector, which the stand-in useAuth does not call.
vi.mock('../../machines', () => ({ selectAccessToken: () => null }));

vi.mock('../../src/adapters/visitorStore', () => ({
  visitorKey: async (authorization: string) => `visitor(${authorization})`,
  loadVisitorValue: async (visitor: string, name: string) => {
    if (fake.hold) await fake.hold;
    return fake.stored.get(`${visitor}/${name}`);
  },
  saveVisitorValue: async (visitor: string, name: string, value: unknown) => {
    fake.stored.set(`${visitor}/${name}`, value);
  },
}));

type Module = typeof import('../../src/features/floorplan/visitList');
let useVisitList: Module['useVisitList'];

const BUDI = 'visitor(Bearer token-budi)/visit-list';

beforeEach(async () => {
  fake.status = 'authenticated';
  fake.token = 'token-budi';
  fake.stored.clear();
  fake.hold = null;
  vi.resetModules();
  ({ useVisitList } = await import('../../src/features/floorplan/visitList'));
});

async function ready() {
  const view = renderHook(() => useVisitList());
  await waitFor(() => expect(view.result.current.status).toBe('ready'));
  return view;
}

describe('the list of booths to visit', () => {
  it('needs a signed-in visitor: nothing is marked and a mark changes nothing', () => {
    fake.status = 'anonymous';
    fake.token = null;
    const { result } = renderHook(() => useVisitList());
    expect(result.current.status).toBe('anonymous');
    expect(result.current.entries).toEqual([]);
    act(() => {
      result.current.toggle({ exhibitorId: 3 });
      result.current.visit({ exhibitorId: 4 });
      result.current.setVisited(3, true);
    });
    expect(result.current.isMarked(3)).toBe(false);
    expect(fake.stored.size).toBe(0);
  });

  it('is anonymous while the visitor is still being restored, even with a token', () => {
    fake.status = 'restoring';
    const { result } = renderHook(() => useVisitList());
    expect(result.current.status).toBe('anonymous');
  });

  it('reads the visitor’s stored list, checked, after a moment of loading', async () => {
    fake.stored.set(BUDI, [{ exhibitorId: 3, name: 'PT Bearing Jaya Abadi', boothCode: 'A-05', visited: true }, { exhibitorId: 0 }]);
    const { result } = renderHook(() => useVisitList());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.entries).toEqual([{ exhibitorId: 3, name: 'PT Bearing Jaya Abadi', boothCode: 'A-05', visited: true }]);
    expect(result.current.isMarked(3)).toBe(true);
    expect(result.current.isMarked(4)).toBe(false);
  });

  it('marks an exhibitor, not yet visited, and keeps it; marking again removes it', async () => {
    const { result } = await ready();
    act(() => result.current.toggle({ exhibitorId: 3, name: 'PT Bearing Jaya Abadi', boothCode: 'A-05' }));
    act(() => result.current.toggle({ exhibitorId: 7 }));
    expect(result.current.entries).toEqual([{ exhibitorId: 3, name: 'PT Bearing Jaya Abadi', boothCode: 'A-05', visited: false }, { exhibitorId: 7, visited: false }]);
    expect(fake.stored.get(BUDI)).toEqual(result.current.entries);
    act(() => result.current.toggle({ exhibitorId: 3 }));
    expect(result.current.entries).toEqual([{ exhibitorId: 7, visited: false }]);
    expect(fake.stored.get(BUDI)).toEqual([{ exhibitorId: 7, visited: false }]);
  });

  it('ticks and unticks one booth as visited', async () => {
    const { result } = await ready();
    act(() => result.current.toggle({ exhibitorId: 3 }));
    act(() => result.current.toggle({ exhibitorId: 7 }));
    act(() => result.current.setVisited(7, true));
    expect(result.current.entries).toEqual([{ exhibitorId: 3, visited: false }, { exhibitorId: 7, visited: true }]);
    act(() => result.current.setVisited(7, false));
    expect(result.current.entries).toEqual([{ exhibitorId: 3, visited: false }, { exhibitorId: 7, visited: false }]);
  });

  it('ticks a scanned booth as visited, adding it when it was not marked', async () => {
    const { result } = await ready();
    act(() => result.current.toggle({ exhibitorId: 3 }));
    act(() => result.current.toggle({ exhibitorId: 5 }));
    act(() => result.current.visit({ exhibitorId: 3 }));
    act(() => result.current.visit({ exhibitorId: 7, name: 'CV Hidrolik Nusantara', boothCode: 'B-02' }));
    expect(result.current.entries).toEqual([
      { exhibitorId: 3, visited: true },
      { exhibitorId: 5, visited: false },
      { exhibitorId: 7, name: 'CV Hidrolik Nusantara', boothCode: 'B-02', visited: true },
    ]);
    expect(fake.stored.get(BUDI)).toEqual(result.current.entries);
  });

  it('shows a mark made on one screen on every other at once', async () => {
    const products = await ready();
    const denah = renderHook(() => useVisitList());
    act(() => products.result.current.toggle({ exhibitorId: 3 }));
    expect(denah.result.current.isMarked(3)).toBe(true);
    expect(denah.result.current.status).toBe('ready');
  });

  it('keeps a mark made while the stored list was still being read', async () => {
    fake.stored.set(BUDI, [{ exhibitorId: 9, visited: false }]);
    let release = () => {};
    fake.hold = new Promise<void>((resolve) => (release = resolve));
    const { result } = renderHook(() => useVisitList());
    await waitFor(() => expect(result.current.status).toBe('loading'));
    // The key is known (the hook can write) while the read still waits.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    act(() => result.current.toggle({ exhibitorId: 3 }));
    expect(result.current.entries).toEqual([{ exhibitorId: 3, visited: false }]);
    act(() => release());
    // The read's answer is in once the list is ready: the mark made meanwhile is still there.
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.entries).toEqual([{ exhibitorId: 3, visited: false }]);
  });

  it('is another visitor’s own list after the first signs out', async () => {
    fake.stored.set(BUDI, [{ exhibitorId: 3, visited: false }]);
    const view = await ready();
    expect(view.result.current.isMarked(3)).toBe(true);
    fake.status = 'anonymous';
    fake.token = null;
    view.rerender();
    expect(view.result.current.status).toBe('anonymous');
    expect(view.result.current.isMarked(3)).toBe(false);
    fake.status = 'authenticated';
    fake.token = 'token-sari';
    view.rerender();
    await waitFor(() => expect(view.result.current.status).toBe('ready'));
    expect(view.result.current.entries).toEqual([]);
    act(() => view.result.current.toggle({ exhibitorId: 5 }));
    expect(fake.stored.get('visitor(Bearer token-sari)/visit-list')).toEqual([{ exhibitorId: 5, visited: false }]);
    expect(fake.stored.get(BUDI)).toEqual([{ exhibitorId: 3, visited: false }]);
  });

  it('reads the list from the store again after a logout and sign-in, not from memory', async () => {
    const view = await ready();
    act(() => view.result.current.toggle({ exhibitorId: 3 }));
    fake.status = 'anonymous';
    fake.token = null;
    view.rerender();
    // Logout deleted the visitor's store.
    fake.stored.clear();
    fake.status = 'authenticated';
    fake.token = 'token-budi';
    view.rerender();
    await waitFor(() => expect(view.result.current.status).toBe('ready'));
    expect(view.result.current.entries).toEqual([]);
  });
});
