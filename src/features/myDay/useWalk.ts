// Walking times for the visitor's day, from the floor plan (a public read, kept offline) through
// the wayfinding's routes. Each pair of places is walked once per plan.
import { useMemo } from 'react';
import type { FloorPlan } from '@pameran/sdk';
import { floorplanRead } from '../../data/catalogue';
import { useRead } from '../../data/useRead';
import { walkingRoute } from '../wayfinding/route';
import type { Spot, WalkSeconds } from './timeline';

export interface Walking {
  walk: WalkSeconds;
  /** 'none': the platform has no plan (or it failed): no walk can be said. */
  plan: 'loading' | 'ready' | 'none';
}

const noWalk: WalkSeconds = () => null;
const keyOf = (spot: Spot) => (spot.kind === 'room' ? `room ${spot.id}` : `booth ${spot.code}`);

/** Seconds between two places of a plan, remembered per pair. */
export function walkOn(plan: FloorPlan): WalkSeconds {
  const known = new Map<string, number | null>();
  return (from, to) => {
    const key = `${keyOf(from)} > ${keyOf(to)}`;
    if (!known.has(key)) known.set(key, walkingRoute(plan, from, to)?.seconds ?? null);
    return known.get(key)!;
  };
}

export function useWalk(): Walking {
  const plan = useRead(floorplanRead());
  return useMemo(() => {
    if (plan.status === 'success' && plan.data) return { walk: walkOn(plan.data), plan: 'ready' };
    return { walk: noWalk, plan: plan.status === 'loading' ? 'loading' : 'none' };
  }, [plan.status, plan.data]);
}
