// The one way platform data is read, for screens (src/data/useRead.ts) and statecharts (the
// countdown's port, src/data/portApi.ts) alike. Each read comes from the catalogue
// (src/data/catalogue.ts) and is named by its key; every key has at most one loader actor
// (resourceMachine), so:
//   - sharing: everyone reading a key at the same time shares one request and one answer;
//   - staleness: an answer is reused for FRESH_MS after it arrived, and never after a write that
//     the read names (a POST/DELETE/… through the app's fetch, src/adapters/fetch.ts);
//   - refetch: a read on screen when such a write ends, or when the device comes back online,
//     is asked for again; the screen keeps showing its answer until the new one arrives;
//   - abort: when the last reader leaves while the answer is on its way, the request stops;
//   - retry: a reader's retry (or a new reader of a failed key) loads the key again for all.
// How an answer arrives — index.html's prefetched answer handed over, the network, or the
// signed-in visitor's offline copy — is the app's fetch below the SDK (src/adapters/fetch.ts),
// so the SDK checks each answer the same way whichever way it came.
import { assign, createActor, fromPromise, setup, type Actor, type SnapshotFrom } from 'xstate';
import type { PameranClient } from '@pameran/sdk';
import { isUnauthorized } from '../../machines';
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

/** How long an answer is shared with readers that come after it arrived. */
export const FRESH_MS = 2_000;

/** Empty means: nothing to show — null/undefined, or an empty list. */
export function isEmptyData(data: unknown): boolean {
  return data === null || data === undefined || (Array.isArray(data) && data.length === 0);
}

interface LoaderInput {
  read: Read<unknown>;
  api: PameranClient;
}

/** The loader of one key; its input names the read and the SDK. A 401 is its own state, never shown as an error. */
export const resourceMachine = setup({
  types: {
    context: {} as LoaderInput & { data?: unknown; error: Error | null },
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
  },
  guards: {
    keptEmpty: ({ context }) => isEmptyData(context.data),
    unauthorized: ({ event }) => isUnauthorized((event as { error?: unknown }).error),
  },
}).createMachine({
  context: ({ input }) => ({ error: null, ...input }),
  initial: 'loading',
  on: { 'resource.reload': '.loading' },
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => context,
        onDone: { target: 'answered', actions: 'keep' },
        onError: [
          { guard: 'unauthorized', target: 'unauthorized', actions: 'fail' },
          { target: 'failure', actions: 'fail' },
        ],
      },
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
}

export interface ReadStoreOptions {
  /** The store's clock (tests pass their own). */
  now?: () => number;
  /** Calls `listener` when the device comes back online (the browser's `online` event by default). */
  onReconnect?: (listener: () => void) => void;
}

const whenOnline = (listener: () => void) => {
  if (typeof window !== 'undefined') window.addEventListener('online', listener);
};

export function createReadStore(api: PameranClient, { now = Date.now, onReconnect = whenOnline }: ReadStoreOptions = {}): ReadStore {
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
    if (value === 'loading' || value === 'failure' || value === 'unauthorized') return reload(entry);
    entry.writes = countsOf(entry.read);
    entry.actor.send({ type: 'resource.refresh' });
  };
  const onScreen = (affected: (entry: Entry) => boolean) => {
    for (const entry of entries.values()) if (entry.readers > 0 && affected(entry)) refresh(entry);
  };

  // Counted when a write starts (an answer asked for during it may predate it) and when it ends,
  // when the readers on screen ask again.
  onPlatformWrite((write, ended) => {
    if (write === null) return;
    counts.set(write, (counts.get(write) ?? 0) + 1);
    if (ended) onScreen((entry) => write === undefined || entry.read.staleAfter.includes(write));
  });
  onReconnect(() => onScreen(() => true));

  /** Stops an entry nobody holds any more if it is loading (abort) or no longer the key's. */
  const release = (key: string, entry: Entry) => {
    const current = entries.get(key) === entry;
    if (entry.readers || (current && entry.at)) return;
    entry.actor.stop();
    if (current) entries.delete(key);
  };

  const store: ReadStore = {
    open(read) {
      const key = JSON.stringify(read.key);
      let entry = entries.get(key);
      const status = entry?.actor.getSnapshot().value;
      if (entry && status === 'failure') reload(entry);
      // Shared while loading or fresh, unless a write came since it started (its answer may predate it).
      else if (!entry || entry.writes !== countsOf(read) || (status !== 'loading' && now() - entry.at > FRESH_MS)) {
        // A new load; whoever still shows the old answer keeps it until they leave.
        if (entry) {
          entries.delete(key);
          release(key, entry);
        }
        const created: Entry = { read, actor: createActor(resourceMachine, { input: { read, api } }), readers: 0, at: 0, writes: countsOf(read) };
        created.actor.subscribe(({ value }) => {
          created.at = value === 'loading' || value === 'refreshing' ? 0 : now();
        });
        entries.set(key, created);
        created.actor.start();
        entry = created;
      }
      const held = entry;
      return {
        state: () => held.actor.getSnapshot(),
        subscribe(changed) {
          held.readers++;
          const subscription = held.actor.subscribe(changed);
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
          if (value === 'loading' || value === 'refreshing') return;
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
  };
  return store;
}

const stores = new WeakMap<PameranClient, ReadStore>();

/** The read store of an SDK instance: one per app (and per test or story that builds its own SDK). */
export function readsOf(api: PameranClient): ReadStore {
  let store = stores.get(api);
  if (!store) {
    store = createReadStore(api);
    stores.set(api, store);
  }
  return store;
}
