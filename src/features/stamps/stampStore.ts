// The booth stamps of the signed-in visitor, and the queue that gets them to the platform.
//
// - A stamp is queued on the device first (the per-visitor store, under the digest of the
//   visitor's token like their visit list, so logout, which deletes that store, clears it) and
//   leaves the queue only once the platform has answered it: offline at the venue nothing is lost.
// - One send at a time per visitor, and the platform's stamp call is idempotent (the same booth
//   twice is one stamp), so a resend after a lost answer never doubles a stamp.
// - A visitor who is not signed in gets the stamp kept in this tab (sessionStorage) until they
//   sign in, for PENDING_STAMP_MINUTES at most; then it joins their queue. Older ones, and any
//   still waiting at a logout, are dropped: a tab left behind never gives its scans to the next
//   person who signs in on it.
// - SPEC's platform has no stamp calls (404): the stamps then stay on the device ("kept on this
//   device only") and the card counts them there.
// Everything read back from storage or the platform is checked before it is used.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { ApiError, type PameranClient, type StampCard } from '@pameran/sdk';
import { calls as stampCalls } from '@pameran/sdk/calls/stamps';
import { selectAccessToken } from '../../../machines';
import { loadVisitorValue, saveVisitorValue, visitorKey } from '../../adapters/visitorStore';
import { useAuth, useAuthStatus } from '../../app/hooks';
import { useApi } from '../../data/api';
import { createListeners } from '../../lib/listeners';
import { boothCodeOrNull } from '../../lib/booth';
import { checkStamp, type BoothVisit } from './boothLink';

export interface StampEntry {
  boothCode: string;
  stamp: string;
  exhibitorId?: number;
  name?: string;
}

/** What became of the last stamp of a booth, for the notice on its page. */
export type StampOutcome =
  | { kind: 'sign-in' }
  | { kind: 'sending' }
  | { kind: 'queued' }
  | { kind: 'stamped'; count: number; target: number }
  /** The platform stamps only with the booth staff's changing code: the printed one earned a visit. */
  | { kind: 'visit' }
  | { kind: 'device' }
  | { kind: 'refused'; message: string };

interface VisitorStamps {
  loaded: boolean;
  queue: StampEntry[];
  /** Stamps kept on the device only (a platform without stamp calls). */
  device: StampEntry[];
  /** 'none': the platform answered 404 to the stamp calls. */
  platform: 'unknown' | 'yes' | 'none';
  card: StampCard | null;
  cardFailed: boolean;
}

const QUEUE = 'stamp-queue';
const DEVICE = 'stamp-device';
const PENDING_KEY = 'pameran-pending-stamps';
/** How long a stamp scanned signed out waits in the tab for its visitor to sign in. */
export const PENDING_STAMP_MINUTES = 30;
const PENDING_STAMP_LIFETIME_MS = PENDING_STAMP_MINUTES * 60_000;

/** A stamp scanned signed out, with when (epoch ms), so that it can expire. */
interface PendingStamp extends StampEntry {
  scannedAt: number;
}

const visitors = new Map<string, VisitorStamps>();
const outcomes = new Map<string, StampOutcome>();
const sending = new Map<string, Promise<void>>();
/** The visitors whose hooks are mounted, with the client to send with (the `online` event flushes them). */
const live = new Map<string, PameranClient>();
const keys = new Map<string, string>();
const { notify, subscribe, version } = createListeners();

/** A stored or pending list as the app wrote it; anything else is dropped. */
export function checkStampEntries(value: unknown): StampEntry[] {
  if (!Array.isArray(value)) return [];
  const entries: StampEntry[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    const { boothCode, stamp, exhibitorId, name } = item as Record<string, unknown>;
    const code = typeof boothCode === 'string' ? boothCodeOrNull(boothCode) : null;
    const checked = typeof stamp === 'string' ? checkStamp(stamp) : undefined;
    if (!code || !checked || entries.some((entry) => entry.boothCode === code)) continue;
    entries.push({
      boothCode: code,
      stamp: checked,
      ...(typeof exhibitorId === 'number' && Number.isInteger(exhibitorId) && exhibitorId > 0 ? { exhibitorId } : {}),
      ...(typeof name === 'string' ? { name: name.slice(0, 200) } : {}),
    });
  }
  return entries;
}

/** The tab's stamps scanned signed out, checked, without those scanned too long ago (or in the future). */
function readPending(): PendingStamp[] {
  let stored: unknown;
  try {
    stored = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  const now = Date.now();
  let pending: PendingStamp[] = [];
  for (const item of stored) {
    const scannedAt: unknown = typeof item === 'object' && item !== null ? (item as Record<string, unknown>).scannedAt : undefined;
    if (typeof scannedAt !== 'number' || !(now - scannedAt >= 0 && now - scannedAt < PENDING_STAMP_LIFETIME_MS)) continue;
    for (const entry of checkStampEntries([item])) pending = withEntry(pending, { ...entry, scannedAt });
  }
  return pending;
}

/** Logout: stamps scanned signed out in this tab are nobody's now. */
export function dropPendingStamps(): void {
  writePending([]);
}

function writePending(entries: PendingStamp[]) {
  try {
    if (entries.length === 0) sessionStorage.removeItem(PENDING_KEY);
    else sessionStorage.setItem(PENDING_KEY, JSON.stringify(entries));
  } catch {
    // no storage: the stamp waits in memory only (the outcome still says sign in)
  }
}

const withEntry = <Entry extends StampEntry>(list: Entry[], entry: Entry) => [...list.filter((e) => e.boothCode !== entry.boothCode), entry];

function save(key: string, state: VisitorStamps) {
  void saveVisitorValue(key, QUEUE, state.queue);
  void saveVisitorValue(key, DEVICE, state.device);
}

/**
 * How long a stamp waits for what the device's store holds before it goes out. WebKit can leave
 * an IndexedDB open pending while the page before sits in the back-forward cache; the stamp is
 * sent meanwhile, and what the store held joins it when the store answers.
 */
const DEVICE_READ_WAIT_MS = 2_000;

/** Stamps queued before the store was read stay; the stored ones join them. */
function joinStored(state: VisitorStamps, queue: unknown, device: unknown): void {
  state.queue = checkStampEntries([...state.queue, ...checkStampEntries(queue)]);
  state.device = checkStampEntries([...state.device, ...checkStampEntries(device)]);
}

async function load(key: string, api: PameranClient) {
  if (visitors.has(key)) return;
  const state: VisitorStamps = { loaded: false, queue: [], device: [], platform: 'unknown', card: null, cardFailed: false };
  visitors.set(key, state);
  const stored = Promise.all([loadVisitorValue(key, QUEUE), loadVisitorValue(key, DEVICE)]);
  const answered = await Promise.race([stored, new Promise<null>((resolve) => setTimeout(() => resolve(null), DEVICE_READ_WAIT_MS))]);
  if (answered) joinStored(state, ...answered);
  else {
    void stored.then(([queue, device]) => {
      // A logout meanwhile took the visitor out of memory: nothing joins, nothing is sent.
      if (visitors.get(key) !== state) return;
      joinStored(state, queue, device);
      save(key, state);
      notify();
      void flush(key, api);
    });
  }
  // A stamp scanned before signing in is this visitor's now.
  const pending = readPending();
  if (pending.length > 0) {
    for (const { scannedAt: _scannedAt, ...entry } of pending) {
      // One the device keeps already is not sent again; its notice says so, not "sign in".
      if (state.device.some((e) => e.boothCode === entry.boothCode)) outcomes.set(entry.boothCode, { kind: 'device' });
      else state.queue = withEntry(state.queue, entry);
    }
    writePending([]);
  }
  state.loaded = true;
  save(key, state);
  notify();
  await refreshCard(key, api);
  await flush(key, api);
}

async function refreshCard(key: string, api: PameranClient) {
  const state = visitors.get(key);
  if (!state) return;
  try {
    state.card = await api.extend(stampCalls).card();
    state.platform = 'yes';
    state.cardFailed = false;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'http' && error.status === 404) state.platform = 'none';
    else state.cardFailed = true;
  }
  notify();
}

const isOffline = (error: unknown) => error instanceof ApiError && error.code !== 'http' && error.code !== 'invalid-response';

/** Sends the queue, one stamp at a time; a stamp leaves it only once the platform answered it. */
function flush(key: string, api: PameranClient): Promise<void> {
  const running = sending.get(key);
  if (running) return running;
  const run = (async () => {
    for (;;) {
      const state = visitors.get(key);
      const entry = state?.queue[0];
      if (!state || !entry) return;
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        outcomes.set(entry.boothCode, { kind: 'queued' });
        for (const waiting of state.queue) outcomes.set(waiting.boothCode, { kind: 'queued' });
        notify();
        return;
      }
      if (state.platform === 'none') {
        state.device = withEntry(state.device, entry);
        outcomes.set(entry.boothCode, { kind: 'device' });
      } else {
        try {
          const card = await api.extend(stampCalls).addStamp({ booth_code: entry.boothCode, stamp: entry.stamp });
          state.card = card;
          state.platform = 'yes';
          outcomes.set(entry.boothCode, card.recorded === 'visit' ? { kind: 'visit' } : { kind: 'stamped', count: card.stamps.length, target: card.target });
        } catch (error) {
          if (isOffline(error)) {
            for (const waiting of state.queue) outcomes.set(waiting.boothCode, { kind: 'queued' });
            notify();
            return;
          }
          if (error instanceof ApiError && error.status === 404 && state.platform !== 'yes') {
            // No stamp calls here, or an unknown booth: the card's own call tells which.
            await refreshCard(key, api);
            if (visitors.get(key)?.platform === 'none') continue;
          }
          outcomes.set(entry.boothCode, { kind: 'refused', message: error instanceof Error ? error.message : '' });
        }
      }
      // Answered (stamped, kept on the device, or refused): it leaves the queue.
      state.queue = state.queue.filter((e) => e.boothCode !== entry.boothCode);
      save(key, state);
      notify();
    }
  })().finally(() => sending.delete(key));
  sending.set(key, run);
  return run;
}

/**
 * Whether stamps of the visitor holding `token` wait on this device: in their queue, or scanned
 * in this tab before they signed in. Reads the device only, nothing of the platform.
 */
export async function hasWaitingStamps(token: string): Promise<boolean> {
  return (await countWaitingStamps(token)) > 0;
}

/** How many booths' stamps of the visitor holding `token` wait on this device (a logout deletes them). */
export async function countWaitingStamps(token: string): Promise<number> {
  const key = await visitorKey(`Bearer ${token}`);
  const queued = checkStampEntries(await loadVisitorValue(key, QUEUE));
  const booths = new Set([...readPending(), ...queued, ...(visitors.get(key)?.queue ?? [])].map((entry) => entry.boothCode));
  return booths.size;
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    for (const [key, api] of live) void flush(key, api);
  });
}

export interface Stamps {
  status: 'anonymous' | 'loading' | 'ready';
  card: StampCard | null;
  cardFailed: boolean;
  /** The platform has no stamp calls: the card is the device's. */
  deviceOnly: boolean;
  device: readonly StampEntry[];
  queue: readonly StampEntry[];
  /** Booths whose printed code earned a visit but no stamp (rotating codes), not stamped since. */
  visitedOnly: readonly string[];
  outcomeOf(boothCode: string): StampOutcome | undefined;
  /** Records a scanned (or typed) stamp: queued, then sent; anonymous: kept until sign-in. */
  record(visit: Required<BoothVisit>, exhibitor?: { id: number; name?: string }): void;
}

const NOTHING: readonly StampEntry[] = [];

export function useStamps(): Stamps {
  const api = useApi();
  const status = useAuthStatus();
  const token = useAuth(selectAccessToken, null);
  const signedIn = status === 'authenticated' && token !== null;
  useSyncExternalStore(subscribe, version, version);
  const key = signedIn ? keys.get(token) ?? null : null;

  useEffect(() => {
    if (!signedIn || !token) return undefined;
    let current = true;
    void visitorKey(`Bearer ${token}`).then((value) => {
      if (!current) return;
      if (keys.get(token) !== value) {
        keys.set(token, value);
        notify();
      }
      live.set(value, api);
      void load(value, api).then(() => flush(value, api));
    });
    return () => {
      current = false;
    };
  }, [signedIn, token, api]);

  // Logout deletes the per-visitor store; what is in memory goes with it.
  useEffect(() => {
    if (status !== 'anonymous') return;
    if (visitors.size === 0 && live.size === 0) return;
    visitors.clear();
    live.clear();
    keys.clear();
    for (const [code, outcome] of outcomes) if (outcome.kind !== 'sign-in') outcomes.delete(code);
    notify();
  }, [status]);

  const record = useCallback(
    (visit: Required<BoothVisit>, exhibitor?: { id: number; name?: string }) => {
      const entry: StampEntry = { boothCode: visit.boothCode, stamp: visit.stamp, ...(exhibitor ? { exhibitorId: exhibitor.id, ...(exhibitor.name ? { name: exhibitor.name } : {}) } : {}) };
      if (!key) {
        writePending(withEntry(readPending(), { ...entry, scannedAt: Date.now() }));
        outcomes.set(entry.boothCode, { kind: 'sign-in' });
        notify();
        return;
      }
      const state = visitors.get(key);
      if (!state) return;
      const stamped = state.card?.stamps.some((stamp) => stamp.booth_code === entry.boothCode) || state.device.some((e) => e.boothCode === entry.boothCode);
      if (stamped && state.platform !== 'unknown') {
        // Already on the card: nothing to send (the platform would change nothing either).
        if (!outcomes.has(entry.boothCode)) outcomes.set(entry.boothCode, state.platform === 'none' ? { kind: 'device' } : { kind: 'stamped', count: state.card?.stamps.length ?? 0, target: state.card?.target ?? 0 });
        notify();
        return;
      }
      state.queue = withEntry(state.queue, entry);
      outcomes.set(entry.boothCode, typeof navigator !== 'undefined' && navigator.onLine === false ? { kind: 'queued' } : { kind: 'sending' });
      save(key, state);
      notify();
      void flush(key, api);
    },
    [key, api],
  );

  const state = key ? visitors.get(key) : undefined;
  return {
    status: !signedIn ? 'anonymous' : state?.loaded ? 'ready' : 'loading',
    card: state?.card ?? null,
    cardFailed: state?.cardFailed ?? false,
    deviceOnly: state?.platform === 'none',
    device: state?.device ?? NOTHING,
    queue: state?.queue ?? NOTHING,
    visitedOnly: [...outcomes].filter(([code, outcome]) => outcome.kind === 'visit' && !state?.card?.stamps.some((stamp) => stamp.booth_code === code)).map(([code]) => code),
    outcomeOf: (boothCode) => outcomes.get(boothCode),
    record,
  };
}
