// The visitor's day, pure: which of their sessions clash, and the day as one timeline with the
// walk between consecutive items. Walking times come in as a function (from the floor plan:
// src/features/wayfinding/route.ts), so this knows nothing of the plan.

/** Time kept free beyond the walk itself: finding the door, a seat. */
export const MARGIN_SECONDS = 2 * 60;

/** Where an item is: a session room or a booth (null: online, or not on the plan). */
export type Spot = { kind: 'room'; id: number } | { kind: 'booth'; code: string };

/** A walk between two spots in seconds, or null when no walk can be said (no plan, no route). */
export type WalkSeconds = (from: Spot, to: Spot) => number | null;

export interface TimedItem {
  kind: 'session' | 'meeting';
  id: number | string;
  title: string;
  /** ISO times. */
  startsAt: string;
  endsAt: string;
  spot: Spot | null;
  /** The room's or booth's name as shown ('' when unknown). */
  placeName: string;
}

export interface BoothItem {
  kind: 'booth';
  id: number;
  title: string;
  spot: Spot | null;
  placeName: string;
}

export type DayItem = TimedItem | BoothItem;

export interface Clash {
  first: TimedItem;
  second: TimedItem;
  /** 'overlap': both run at once; 'walk': the second starts before the walk to it can end. */
  kind: 'overlap' | 'walk';
  /** For 'walk': the walk's seconds, and the free time between them. */
  walkSeconds: number | null;
  gapSeconds: number;
}

const startOf = (item: TimedItem) => Date.parse(item.startsAt);
const endOf = (item: TimedItem) => Date.parse(item.endsAt);
const byStart = (a: TimedItem, b: TimedItem) => startOf(a) - startOf(b) || endOf(a) - endOf(b) || String(a.id).localeCompare(String(b.id));

/** The walk from one spot to another: none needed within the same spot; null when unknown. */
function walkBetween(walk: WalkSeconds, from: Spot | null, to: Spot | null): number | null {
  if (!from || !to) return null;
  if (from.kind === to.kind && (from.kind === 'room' ? from.id === (to as typeof from).id : from.code === (to as typeof from).code)) return 0;
  return walk(from, to);
}

/** Every pair of items that cannot both be made: running at once, or too close to walk between (with the margin). */
export function clashesOf(items: readonly TimedItem[], walk: WalkSeconds): Clash[] {
  const sorted = items.filter((item) => !Number.isNaN(startOf(item)) && !Number.isNaN(endOf(item))).sort(byStart);
  const clashes: Clash[] = [];
  sorted.forEach((first, index) => {
    for (const second of sorted.slice(index + 1)) {
      const gapSeconds = (startOf(second) - endOf(first)) / 1000;
      if (gapSeconds < 0) {
        clashes.push({ first, second, kind: 'overlap', walkSeconds: null, gapSeconds });
        continue;
      }
      const walkSeconds = walkBetween(walk, first.spot, second.spot);
      if (walkSeconds !== null && walkSeconds > 0 && gapSeconds < walkSeconds + MARGIN_SECONDS) clashes.push({ first, second, kind: 'walk', walkSeconds, gapSeconds });
    }
  });
  return clashes;
}

export interface TimelineRow {
  item: DayItem;
  /** The walk here from the item before (null: first, or no walk can be said). */
  walkSeconds: number | null;
  /** A timed item reached by a walk: when to leave the item before (epoch ms). */
  leaveAt: number | null;
  /** Leaving then is before the item before ends: the gap is too short. */
  tooShort: boolean;
}

/**
 * The day in order: the booths to visit first (they wait for no clock: now, before the next
 * session), then sessions and meetings by start; those that ended by `now` are left out. Each
 * row carries the walk from the row before.
 */
export function timelineOf(timed: readonly TimedItem[], booths: readonly BoothItem[], now: number, walk: WalkSeconds): TimelineRow[] {
  const upcoming = timed.filter((item) => endOf(item) > now).sort(byStart);
  const items: DayItem[] = [...booths, ...upcoming];
  return items.map((item, index) => {
    const before = items[index - 1];
    const walkSeconds = before ? walkBetween(walk, before.spot, item.spot) : null;
    if (item.kind === 'booth' || walkSeconds === null) return { item, walkSeconds, leaveAt: null, tooShort: false };
    const leaveAt = startOf(item) - (walkSeconds + MARGIN_SECONDS) * 1000;
    const mustStayUntil = before && before.kind !== 'booth' ? endOf(before) : now;
    return { item, walkSeconds, leaveAt, tooShort: leaveAt < mustStayUntil };
  });
}

/** Whole minutes a walk takes, at least 1. */
export const walkMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
