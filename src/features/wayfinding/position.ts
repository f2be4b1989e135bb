// "You are here": where the visitor was last known to stand, for a while. A scanned booth QR
// code (the booth's page opened with its stamp) or "Saya di sini" on a booth or an entrance
// sets it; after HERE_MINUTES it is no longer trusted (the visitor has walked on). Kept in the
// device's local storage, which logout empties (src/adapters/storage.ts clearAll), so the next
// visitor on the device does not start where the last one stood. No React here but the hook.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Place } from './route';

export const HERE_KEY = 'pameran.here';
/** How long a position is trusted. */
export const HERE_MINUTES = 15;

export interface HerePosition {
  place: Extract<Place, { kind: 'booth' } | { kind: 'entrance' }>;
  /** When it was set (ms since the epoch). */
  at: number;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function readStored(): string | null {
  try {
    return window.localStorage.getItem(HERE_KEY);
  } catch {
    return null;
  }
}

/** A stored position as this module wrote it, or null (storage is outside: anything may be there). */
export function checkHere(raw: string | null): HerePosition | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { place?: { kind?: unknown; code?: unknown; id?: unknown }; at?: unknown };
    const { place, at } = value;
    if (typeof at !== 'number' || !Number.isFinite(at) || !place) return null;
    if (place.kind === 'booth' && typeof place.code === 'string' && place.code.length <= 20) return { place: { kind: 'booth', code: place.code }, at };
    if (place.kind === 'entrance' && typeof place.id === 'string' && place.id.length <= 60) return { place: { kind: 'entrance', id: place.id }, at };
    return null;
  } catch {
    return null;
  }
}

/** The position if set within HERE_MINUTES of `now`. */
export function currentHere(now = Date.now(), raw = readStored()): HerePosition | null {
  const here = checkHere(raw);
  return here && now - here.at >= 0 && now - here.at < HERE_MINUTES * 60_000 ? here : null;
}

/** The visitor stands at this booth or entrance now. */
export function setHere(place: HerePosition['place'], now = Date.now()): void {
  try {
    window.localStorage.setItem(HERE_KEY, JSON.stringify({ place, at: now }));
  } catch {
    // Private browsing or a full quota: the position is simply not kept.
  }
  notify();
}

export function clearHere(): void {
  try {
    window.localStorage.removeItem(HERE_KEY);
  } catch {
    // As above.
  }
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === HERE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** Re-read every half minute, so "3 menit lalu" moves on and an old position lapses. */
const TICK_MS = 30_000;

/** The position and the minutes since it was set, or null; follows changes in this tab and others. */
export function useHere(): { here: HerePosition; minutes: number } | null {
  const raw = useSyncExternalStore(subscribe, readStored, () => null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const here = currentHere(Math.max(now, checkHere(raw)?.at ?? 0), raw);
  return here ? { here, minutes: Math.floor((Math.max(now, here.at) - here.at) / 60_000) } : null;
}
