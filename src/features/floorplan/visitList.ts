// "Stan yang ingin saya kunjungi": the exhibitors a signed-in visitor marked, each with a
// visited tick. Kept on the device only (the platform has no call for it: sdk/openapi.yaml,
// floorplan), in the per-visitor store under the visitor's token prefix, so another visitor
// never sees it and logout (which deletes that store) takes it away. Every screen that shows a
// mark shares one copy in memory per visitor, so a mark made on /products shows on /denah.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { selectAccessToken } from '../../../machines';
import { loadVisitorValue, saveVisitorValue, visitorKey } from '../../adapters/visitorStore';
import { useAuth, useAuthStatus } from '../../app/hooks';

export interface VisitEntry {
  exhibitorId: number;
  /** What the list shows while no floor plan names the exhibitor. */
  name?: string;
  boothCode?: string;
  visited: boolean;
}

const STORE_NAME = 'visit-list';

/** A stored list as the app wrote it; anything else in an entry's place is dropped (storage is outside). */
export function checkVisitList(value: unknown): VisitEntry[] {
  if (!Array.isArray(value)) return [];
  const entries: VisitEntry[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    const { exhibitorId, name, boothCode, visited } = item as Record<string, unknown>;
    if (typeof exhibitorId !== 'number' || !Number.isInteger(exhibitorId) || exhibitorId <= 0) continue;
    if (entries.some((entry) => entry.exhibitorId === exhibitorId)) continue;
    entries.push({
      exhibitorId,
      ...(typeof name === 'string' ? { name } : {}),
      ...(typeof boothCode === 'string' ? { boothCode } : {}),
      visited: visited === true,
    });
  }
  return entries;
}

/** One visitor's list in memory: null until read from the store. */
const lists = new Map<string, VisitEntry[] | null>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

async function keyOf(token: string): Promise<string> {
  return visitorKey(`Bearer ${token}`);
}

function useVisitorKeyOf(token: string | null): string | null {
  const [key, setKey] = useSyncKey(token);
  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    void keyOf(token).then((value) => {
      if (!live) return;
      setKey(token, value);
      if (!lists.has(value)) {
        lists.set(value, null);
        void loadVisitorValue(value, STORE_NAME).then((stored) => {
          // A mark made before the read finished wins over the stored list.
          if (lists.get(value) === null) lists.set(value, checkVisitList(stored));
          notify();
        });
      }
    });
    return () => {
      live = false;
    };
  }, [token, setKey]);
  return key;
}

/** token → key, shared so every mounted hook agrees at once. */
const keys = new Map<string, string>();
function useSyncKey(token: string | null): [string | null, (token: string, key: string) => void] {
  const key = useSyncExternalStore(subscribe, () => (token ? keys.get(token) ?? null : null), () => null);
  const remember = useCallback((forToken: string, value: string) => {
    if (keys.get(forToken) === value) return;
    keys.set(forToken, value);
    notify();
  }, []);
  return [key, remember];
}

export interface VisitList {
  /** 'anonymous': marks need a signed-in visitor; 'loading': the stored list is being read. */
  status: 'anonymous' | 'loading' | 'ready';
  entries: readonly VisitEntry[];
  isMarked(exhibitorId: number): boolean;
  /** Adds the exhibitor (not yet visited), or removes it when already marked. */
  toggle(entry: Omit<VisitEntry, 'visited'>): void;
  setVisited(exhibitorId: number, visited: boolean): void;
  /** Ticks the exhibitor as visited, adding it to the list first when it is not there (a scanned booth QR code). */
  visit(entry: Omit<VisitEntry, 'visited'>): void;
}

const NO_ENTRIES: readonly VisitEntry[] = [];

export function useVisitList(): VisitList {
  const status = useAuthStatus();
  const token = useAuth(selectAccessToken, null);
  const signedIn = status === 'authenticated' && token !== null;
  const key = useVisitorKeyOf(signedIn ? token : null);
  const entries = useSyncExternalStore(subscribe, () => (key ? lists.get(key) ?? null : null), () => null);

  const write = useCallback(
    (change: (current: VisitEntry[]) => VisitEntry[]) => {
      if (!key) return;
      const next = change([...(lists.get(key) ?? [])]);
      lists.set(key, next);
      notify();
      void saveVisitorValue(key, STORE_NAME, next);
    },
    [key],
  );

  // Logout wipes the store; the copy in memory goes with it.
  useEffect(() => {
    if (status === 'anonymous') {
      lists.clear();
      keys.clear();
      notify();
    }
  }, [status]);

  if (!signedIn) return { status: 'anonymous', entries: NO_ENTRIES, isMarked: () => false, toggle: () => undefined, setVisited: () => undefined, visit: () => undefined };
  const list = entries ?? NO_ENTRIES;
  return {
    status: entries === null ? 'loading' : 'ready',
    entries: list,
    isMarked: (exhibitorId) => list.some((entry) => entry.exhibitorId === exhibitorId),
    toggle: (entry) =>
      write((current) =>
        current.some((e) => e.exhibitorId === entry.exhibitorId)
          ? current.filter((e) => e.exhibitorId !== entry.exhibitorId)
          : [...current, { ...entry, visited: false }],
      ),
    setVisited: (exhibitorId, visited) => write((current) => current.map((e) => (e.exhibitorId === exhibitorId ? { ...e, visited } : e))),
    visit: (entry) =>
      write((current) =>
        current.some((e) => e.exhibitorId === entry.exhibitorId)
          ? current.map((e) => (e.exhibitorId === entry.exhibitorId ? { ...e, visited: true } : e))
          : [...current, { ...entry, visited: true }],
      ),
  };
}
