// The one way platform data is read, for screens (src/data/useRead.ts) and statecharts (the
// countdown's port, src/data/portApi.ts) alike. Each read comes from the catalogue
// (src/data/catalogue.ts) and is named by its key; every key has at most one loader actor
// (resourceMachine), so:
//   - sharing: everyone reading a key at the same time shares one request and one answer;
//   - staleness: an answer is fresh for its read's freshMs (FRESH_MS unless the catalogue says
//     otherwise) after it arrived; a reader of an older one is shown it while it is asked for
//     again (stale-while-revalidate), and none is shown after a write that the read names (a
//     POST/DELETE/… through the app's fetch, src/adapters/fetch.ts): it may predate that write;
//   - refetch: a read on screen when such a write ends, or when the device comes back online,
//     is asked for again; the screen keeps showing its answer until the new one arrives;
//   - abort: when the last reader leaves while the answer is on its way, the request stops;
//   - retry: a load that failed for a passing reason (no network answer, a timeout, a gateway's
//     502/503/504) is tried again after a growing, jittered delay, a few times, before the
//     failure is shown; a reader's retry (or a new reader of a failed key) loads it again for all,
//     but a "not found" (404) is the platform's answer, shared while fresh like any other;
//   - eviction: an answer nobody has read for KEEP_UNREAD_MS is dropped.
// How an answer arrives — index.html's prefetched answer handed over, the network, or the
// signed-in visitor's offline copy — is the app's fetch below the SDK (src/adapters/fetch.ts),
// so the SDK checks each answer the same way whichever way it came.
import { assign, createActor, fromPromise, setup, type Actor, type SnapshotFrom } from 'xstate';
import { ApiError, type PameranClient } from '@pameran/sdk';
import { isUnauthorized } from '../../machines';
import { isNotFound } from '../lib/notFound';
import { onPlatformWrite } from '../adapters/fetch';
import type { Read, Write } from './catalogue';

export type { Read } from './catalogue';

export type ReadStatus = 'loading' | 'success' | 'empty' | 'failure' | 'unauthorized';

export interface ReadState<T = unknown> {
  status: ReadStatus;
  /** Present when status is 'success' (and the empty value when 'empty'). */
  data: T | undefined;
  error: Error | null;
}

/** How long an answer is shared with readers that come after it arrived, unless its read says otherwise. */
export const FRESH_MS = 2_000;

/** How long an answer nobody reads is kept for a reader who comes back (TanStack Query's gcTime). */
export const KEEP_UNREAD_MS = 5 * 60_000;

/** The delays before each new try of a load that failed for a passing reason; each is jittered down to half. */
export const RETRY_DELAYS_MS: readonly number[] = [1_000, 3_000];

/**
 * A failure worth trying again: no answer from the network, a timeout, or a gateway's 502, 503
 * or 504. Not while the device says it is offline (coming back online asks again anyway), and
 * never an answer the platform gave (a 4xx, a 500, one that cannot be read), which a new try
 * would only repeat.
 */
function passing(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  if (!(error instanceof ApiError)) return false;
  return error.code === 'network' || error.code === 'timeout' || (error.code === 'http' && [502, 503, 504].includes(error.status));
}

/** Empty means: nothing to show — null/undefined, or an empty list. */
export function isEmptyData(data: unknown): boolean {
  return data === null || data === undefined || (Array.isArray(data) && data.length === 0);
}

interface LoaderInput {
  read: Read<unknown>;
  api: PameranClient;
  /** Delays before each new try of a load that failed for a passing reason. */
  retryDelays: readonly number[];
}

/** The loader of one key; its input names the read and the SDK. A 401 is its own state, never shown as an error. */
export const resourceMachine = setup({
  types: {
    context: {} as LoaderInput & { data?: unknown; error: Error | null; tries: number },
    input: {} as LoaderInput,
    events: {} as { type: 'resource.reload' } | { type: 'resource.refresh' },
  },
  actors: {
    load: fromPromise<unknown, LoaderInput>(({ input, signal }) => input.read.load(input.api, signal)),
  },
  actions: {
    // An error left from an earlier load is never shown: only 'failure' shows it, and sets it anew.
    keep: assign({ data: ({ event }) => (event as { output?: unknown }).output }),
    // The SDK throws Errors; anything else has no message to show, and gets the generic one.
    fail: assign({ error: ({ event }) => (event as { error?: Error }).error ?? null }),
    countTry: assign({ tries: ({ context }) => context.tries + 1 }),
    resetTries: assign({ tries: 0 }),
  },
  delays: {
    // Jittered, so that the readers of a whole fair who lost the same answer do not come back together.
    nextTry: ({ context }) => (context.retryDelays[context.tries - 1] ?? 0) * (0.5 + Math.random() / 2),
  },
  guards: {
    keptEmpty: ({ context }) => isEmptyData(context.data),
    unauthorized: ({ event }) => isUnauthorized((event as { error?: unknown }).error),
    worthAnotherTry: ({ context, event }) => context.tries < context.retryDelays.length && passing((event as { error?: unknown }).error),
  },
}).createMachine({
  context: ({ input }) => ({ error: null, tries: 0, ...input }),
  initial: 'loading',
  on: { 'resource.reload': { target: '.loading', actions: 'resetTries' } },
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => context,
        onDone: { target: 'answered', actions: ['keep', 'resetTries'] },
        onError: [
          { guard: 'unauthorized', target: 'unauthorized', actions: 'fail' },
          { guard: 'worthAnotherTry', target: 'waiting', actions: 'countTry' },
          { target: 'failure', actions: ['fail', 'resetTries'] },
        ],
      },
    },
    // Before another try of a load that failed for a passing reason: still loading, to a reader.
    waiting: {
      after: { nextTry: 'loading' },
    },
    // Passed through at once: the answer kept is something to show, or nothing.
    answered: {
      always: [{ guard: 'keptEmpty', target: 'empty' }, { target: 'success' }],
    },
    success: { on: { 'resource.refresh': 'refreshing' } },
    empty: { on: { 'resource.refresh': 'refreshing' } },
    // Asked again while the last answer stays on screen; a failure keeps that answer.
    refreshing: {
      on: { 'resource.refresh': { target: 'refreshing', reenter: true } },
      invoke: {
        src: 'load',
        input: ({ context }) => context,
        onDone: { target: 'answered', actions: 'keep' },
        onError: [{ guard: 'unauthorized', target: 'unauthorized', actions: 'fail' }, { target: 'answered' }],
      },
    },
    failure: {},
    unauthorized: {},
  },
});

type Snapshot = SnapshotFrom<typeof resourceMachine>;

interface Entry {
  read: Read<unknown>;
  actor: Actor<typeof resourceMachine>;
  readers: number;
  /** When the answer arrived (store clock); 0 while loading. */
  at: number;
  /** When its last reader left (store clock), or when it arrived if nobody has left yet. */
  lastRead: number;
  /** The counts of the read's writes when this load started: a write since makes the answer stale. */
  writes: string;
}

/** One reader's hold on a key's answer (a mounted screen, or a port call waiting). */
export interface ReadHandle {
  state(): Snapshot;
  /** Follows the answer; `changed` runs on each new state. Returns the unsubscribe. */
  subscribe(changed: () => void): () => void;
  /** Loads the key again for everyone holding it, from its loading state. */
  retry(): void;
  /** Asks again for everyone holding it, the answer staying on screen until the new one comes. */
  refresh(): void;
}

export interface ReadStore {
  /** The key's answer: shared while loading or fresh, else asked for anew. */
  open(read: Read<unknown>): ReadHandle;
  /** The answer as a promise (a statechart's port); the signal ends only this caller's wait. */
  load<T>(read: Read<T>, signal: AbortSignal): Promise<T>;
  /** Stops every load and listener (a test's or a story's store; the app's lives with the page). */
  dispose(): void;
}

export interface ReadStoreOptions {
  /** The store's clock (tests pass their own). */
  now?: () => number;
  /** Calls `listener` when the device comes back online (the browser's `online` event by default); returns the unsubscribe. */
  onReconnect?: (listener: () => void) => () => void;
  /** Delays before each new try of a load that failed for a passing reason (RETRY_DELAYS_MS by default). */
  retryDelays?: readonly number[];
}

const whenOnline = (listener: () => void) => {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('online', listener);
  return () => window.removeEventListener('online', listener);
};

/** Still on its way: loading, waiting for another try, or asked again. */
const underWay = (value: Snapshot['value']) => value === 'loading' || value === 'waiting' || value === 'refreshing';

export function createReadStore(api: PameranClient, { now = Date.now, onReconnect = whenOnline, retryDelays = RETRY_DELAYS_MS }: ReadStoreOptions = {}): ReadStore {
  const entries = new Map<string, Entry>();
  /** Writes counted by what they change; `undefined` counts the writes WRITES does not name, which make every answer stale. */
  const counts = new Map<Write | undefined, number>();
  const countsOf = (read: Read<unknown>) => [undefined, ...read.staleAfter].map((write) => counts.get(write) ?? 0).join();

  const reload = (entry: Entry) => {
    entry.writes = countsOf(entry.read);
    entry.actor.send({ type: 'resource.reload' });
  };
  /** A reader's answer asked for again: shown while the new one comes, or loaded anew if there is none to show. */
  const refresh = (entry: Entry) => {
    const { value } = entry.actor.getSnapshot();
    if (value === 'loading' || value === 'waiting' || value === 'failure' || value === 'unauthorized') return reload(entry);
    entry.writes = countsOf(entry.read);
    entry.actor.send({ type: 'resource.refresh' });
  };
  const onScreen = (affected: (entry: Entry) => boolean) => {
    for (const entry of entries.values()) if (entry.readers > 0 && affected(entry)) refresh(entry);
  };

  // Counted when a write starts (an answer asked for during it may predate it) and when it ends,
  // when the readers on screen ask again.
  const stopWrites = onPlatformWrite((write, ended) => {
    if (write === null) return;
    counts.set(write, (counts.get(write) ?? 0) + 1);
    if (ended) onScreen((entry) => write === undefined || entry.read.staleAfter.includes(write));
  });
  const stopReconnect = onReconnect(() => onScreen(() => true));

  /** Stops an entry nobody holds any more if it is on its way (abort) or no longer the key's. */
  const release = (key: string, entry: Entry) => {
    const current = entries.get(key) === entry;
    if (entry.readers) return;
    entry.lastRead = now();
    if (current && entry.at) return;
    entry.actor.stop();
    if (current) entries.delete(key);
  };
  /** Drops the answers nobody has read for KEEP_UNREAD_MS. */
  const evictUnread = () => {
    for (const [key, entry] of entries) {
      if (entry.readers === 0 && entry.at && now() - entry.lastRead > KEEP_UNREAD_MS) {
        entry.actor.stop();
        entries.delete(key);
      }
    }
  };

  /**
   * The key's entry as a new reader gets it. Shared unless a write came since it started (its
   * answer may predate it): as it is while on its way or fresh, and once its time is up its
   * answer is shown while it is asked for again; a failure is loaded again for everyone.
   */
  const entryFor = (key: string, read: Read<unknown>): Entry => {
    const entry = entries.get(key);
    if (entry) {
      const { value: status, context } = entry.actor.getSnapshot();
      const fresh = entry.writes === countsOf(read) && now() - entry.at <= (read.freshMs ?? FRESH_MS);
      // A platform without the read (Produk's first page on SPEC's platform) answers 404 again: the
      // screen that reads it after the first render's wait takes that answer, not a second request.
      if (status === 'failure' && !(fresh && isNotFound(context.error))) {
        reload(entry);
        return entry;
      }
      if (entry.writes === countsOf(read)) {
        if (underWay(status) || fresh) return entry;
        if (status === 'success' || status === 'empty') {
          refresh(entry);
          return entry;
        }
      }
      // A new load; whoever still shows the old answer keeps it until they leave.
      entries.delete(key);
      release(key, entry);
    }
    const created: Entry = { read, actor: createActor(resourceMachine, { input: { read, api, retryDelays } }), readers: 0, at: 0, lastRead: now(), writes: countsOf(read) };
    created.actor.subscribe(({ value }) => {
      created.at = underWay(value) ? 0 : now();
    });
    entries.set(key, created);
    created.actor.start();
    return created;
  };

  /**
   * While a reader is being opened: a screen opens its read as it renders (useRead), and opening
   * may ask a held key again (a failure loaded again, a stale answer refreshed). The readers
   * already holding it are then told after that render, not during it: telling them at once
   * updates another component while React renders this one (a language switch, which draws every
   * screen anew beside the old one, did it to every screen holding a failed read).
   */
  let opening = false;
  const store: ReadStore = {
    open(read) {
      evictUnread();
      const key = JSON.stringify(read.key);
      opening = true;
      let held: Entry;
      try {
        held = entryFor(key, read);
      } finally {
        opening = false;
      }
      return {
        state: () => held.actor.getSnapshot(),
        subscribe(changed) {
          held.readers++;
          const subscription = held.actor.subscribe(() => {
            if (!opening) changed();
            else
              queueMicrotask(() => {
                if (!left) changed();
              });
          });
          let left = false;
          return () => {
            if (left) return;
            left = true;
            subscription.unsubscribe();
            held.readers--;
            // Deferred: React's StrictMode leaves and comes back at once; that must not abort.
            queueMicrotask(() => release(key, held));
          };
        },
        retry: () => reload(held),
        refresh: () => refresh(held),
      };
    },
    load: <T>(read: Read<T>, signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        const handle = store.open(read as Read<unknown>);
        const settle = () => {
          const { value, context } = handle.state();
          if (underWay(value)) return;
          stop();
          if (value === 'success' || value === 'empty') resolve(context.data as T);
          else reject(context.error);
        };
        const stop = handle.subscribe(settle);
        const abort = () => {
          stop();
          reject(signal.reason);
        };
        if (signal.aborted) abort();
        signal.addEventListener('abort', abort);
        settle();
      }),
    dispose() {
      stopWrites();
      stopReconnect();
      for (const entry of entries.values()) entry.actor.stop();
      entries.clear();
    },
  };
  return store;
}

const stores = new WeakMap<PameranClient, ReadStore>();

/**
 * The read store of an SDK instance: one per app (and per test or story that builds its own SDK).
 * `options` are taken when the store is made, by the first caller (the app's assembly).
 */
export function readsOf(api: PameranClient, options?: ReadStoreOptions): ReadStore {
  let store = stores.get(api);
  if (!store) {
    store = createReadStore(api, options);
    stores.set(api, store);
  }
  return store;
}
