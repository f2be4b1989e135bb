// "Rute kunjungan": the booths to visit in the order that walks least, from where the visitor
// stands. Up to EXACT_STOPS booths the order is the best there is (every subset once, Held–Karp);
// above that, nearest neighbour improved by 2-opt and by moving short stretches (or-opt), which
// is close at a fair's list sizes.
import type { FloorPlan } from '@pameran/sdk';
import { METRES_PER_SECOND, type Place, walkingDistances } from './route';

/** Lists up to this long are ordered exactly (2^n·n² steps: 8 booths ≈ 16,000). */
export const EXACT_STOPS = 8;

export interface VisitOrder {
  /** The stops' indexes in walking order. */
  order: number[];
  /** The walk from the start through every stop in that order. */
  metres: number;
}

/** The length of an open walk from 0 through `order` (indexes into `distance`, 1-based stops). */
export function walkLength(distance: number[][], order: number[]): number {
  let metres = 0;
  let at = 0;
  for (const stop of order) {
    metres += distance[at]![stop + 1]!;
    at = stop + 1;
  }
  return metres;
}

function exactOrder(distance: number[][], stops: number): number[] {
  const full = (1 << stops) - 1;
  // best[set][last]: the shortest walk from the start through `set`, ending at `last`.
  const best = Array.from({ length: full + 1 }, () => new Float64Array(stops).fill(Infinity));
  const previous = Array.from({ length: full + 1 }, () => new Int8Array(stops).fill(-1));
  for (let s = 0; s < stops; s++) best[1 << s]![s] = distance[0]![s + 1]!;
  for (let set = 1; set <= full; set++) {
    for (let last = 0; last < stops; last++) {
      const here = best[set]![last]!;
      if (!(set & (1 << last)) || here === Infinity) continue;
      for (let next = 0; next < stops; next++) {
        if (set & (1 << next)) continue;
        const grown = set | (1 << next);
        const metres = here + distance[last + 1]![next + 1]!;
        if (metres < best[grown]![next]!) {
          best[grown]![next] = metres;
          previous[grown]![next] = last;
        }
      }
    }
  }
  let last = 0;
  for (let s = 1; s < stops; s++) if (best[full]![s]! < best[full]![last]!) last = s;
  const order: number[] = [];
  for (let set = full; last >= 0; ) {
    order.push(last);
    const before = previous[set]![last]!;
    set &= ~(1 << last);
    last = before;
  }
  return order.reverse();
}

function nearestNeighbourOrder(distance: number[][], stops: number): number[] {
  const order: number[] = [];
  const left = new Set(Array.from({ length: stops }, (_, s) => s));
  let at = 0;
  while (left.size > 0) {
    let nearest = -1;
    for (const s of left) if (nearest < 0 || distance[at]![s + 1]! < distance[at]![nearest + 1]!) nearest = s;
    order.push(nearest);
    left.delete(nearest);
    at = nearest + 1;
  }
  return order;
}

/** 2-opt for an open walk: reverse a stretch while that shortens the walk. */
function improveByTwoOpt(distance: number[][], order: number[]): number[] {
  const node = (k: number) => (k < 0 ? 0 : order[k]! + 1);
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 0; i < order.length - 1; i++) {
      for (let j = i + 1; j < order.length; j++) {
        const before = distance[node(i - 1)]![node(i)]! + (j + 1 < order.length ? distance[node(j)]![node(j + 1)]! : 0);
        const after = distance[node(i - 1)]![node(j)]! + (j + 1 < order.length ? distance[node(i)]![node(j + 1)]! : 0);
        if (after < before - 1e-9) {
          order.splice(i, j - i + 1, ...order.slice(i, j + 1).reverse());
          improved = true;
        }
      }
    }
  }
  return order;
}

/** Or-opt: move a stretch of 1–3 stops elsewhere in the walk while that shortens it. */
function improveByMoving(distance: number[][], order: number[]): boolean {
  for (let length = 1; length <= 3; length++) {
    for (let i = 0; i + length <= order.length; i++) {
      const current = walkLength(distance, order);
      const stretch = order.slice(i, i + length);
      const rest = [...order.slice(0, i), ...order.slice(i + length)];
      for (let at = 0; at <= rest.length; at++) {
        if (at === i) continue;
        for (const piece of [stretch, [...stretch].reverse()]) {
          const candidate = [...rest.slice(0, at), ...piece, ...rest.slice(at)];
          if (walkLength(distance, candidate) < current - 1e-9) {
            order.splice(0, order.length, ...candidate);
            return true;
          }
        }
      }
    }
  }
  return false;
}

/**
 * The shortest open walk from the start (row and column 0 of `distance`) through every stop
 * (rows and columns 1…n), as the stops' 0-based indexes.
 */
export function visitOrder(distance: number[][], exactUpTo = EXACT_STOPS): VisitOrder {
  const stops = distance.length - 1;
  if (stops <= 0) return { order: [], metres: 0 };
  let order: number[];
  if (stops <= exactUpTo) {
    order = exactOrder(distance, stops);
  } else {
    order = nearestNeighbourOrder(distance, stops);
    do improveByTwoOpt(distance, order);
    while (improveByMoving(distance, order));
  }
  return { order, metres: walkLength(distance, order) };
}

export interface VisitRoute {
  /** The booth codes in walking order. */
  booths: string[];
  metres: number;
  seconds: number;
  /** Booths not on the plan or cut off from the start: left out of the order. */
  unreachable: string[];
}

/** The booths to visit ordered by walking distance from `from`, with the whole walk's length. */
export function visitRoute(plan: FloorPlan, from: Place, boothCodes: string[]): VisitRoute {
  const places: Place[] = boothCodes.map((code) => ({ kind: 'booth', code }));
  const fromStart = walkingDistances(plan, from, places);
  const reachable = boothCodes.filter((_, k) => fromStart[k] !== null);
  const unreachable = boothCodes.filter((_, k) => fromStart[k] === null);
  const reachablePlaces: Place[] = reachable.map((code) => ({ kind: 'booth', code }));
  const distance = [
    [0, ...reachable.map((code) => fromStart[boothCodes.indexOf(code)]!)],
    ...reachablePlaces.map((place) => [0, ...walkingDistances(plan, place, reachablePlaces).map((m) => m ?? Infinity)]),
  ];
  const { order, metres } = visitOrder(distance);
  return { booths: order.map((k) => reachable[k]!), metres, seconds: metres / METRES_PER_SECOND, unreachable };
}
