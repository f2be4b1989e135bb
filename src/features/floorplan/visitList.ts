// "Stan yang ingin saya kunjungi": the exhibitors a signed-in visitor marked, each with a
// visited tick. Kept with the account where the platform offers it (x-assumed GET/PUT
// /api/users/visit-list), and on the device sealed with the visitor's sign-in code, so it
// survives sign-out and comes back at the same visitor's next sign-in, and nobody else reads it
// (src/features/myDay/keptList.ts). Every screen that shows a mark shares one copy in memory,
// so a mark made on /products shows on /denah.
import { keptList, type ListHome } from '../myDay/keptList';

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

/** The list sent to and read from the account: the platform's field names. */
const toAccount = (entries: VisitEntry[]) => ({
  entries: entries.map((entry) => ({
    exhibitor_id: entry.exhibitorId,
    ...(entry.name ? { name: entry.name } : {}),
    ...(entry.boothCode ? { booth_code: entry.boothCode } : {}),
    visited: entry.visited,
  })),
});
const fromAccount = (list: { entries: { exhibitor_id: number; name?: string; booth_code?: string; visited?: boolean }[] }): VisitEntry[] =>
  checkVisitList(list.entries.map((entry) => ({ exhibitorId: entry.exhibitor_id, name: entry.name, boothCode: entry.booth_code, visited: entry.visited })));

const kept = keptList<VisitEntry>({
  name: STORE_NAME,
  check: checkVisitList,
  pull: (plans) => plans.visitList().then(fromAccount),
  push: (plans, entries) => plans.saveVisitList(toAccount(entries)).then(fromAccount),
});

export interface VisitList {
  /** 'anonymous': marks need a signed-in visitor; 'loading': the stored list is being read. */
  status: 'anonymous' | 'loading' | 'ready';
  /** Where the list is kept besides this device (src/features/myDay/keptList.ts); absent: not known. */
  home?: ListHome;
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
  const { status, entries: list, home, write } = kept.useList();
  if (status === 'anonymous') return { status, home, entries: NO_ENTRIES, isMarked: () => false, toggle: () => undefined, setVisited: () => undefined, visit: () => undefined };
  return {
    status,
    home,
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

/** Logout: the list leaves memory; its sealed copy stays on the device for the same visitor's next sign-in. */
export const forgetVisitList = kept.forget;
