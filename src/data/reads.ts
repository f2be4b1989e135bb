// The one way platform data is read, for screens (src/data/useRead.ts) and statecharts (the
// countdown's port) alike. Each read is named by a key; every key has at most one loader
// actor (resourceMachine), so:
//   - sharing: everyone reading a key at the same time shares one request and one answer;
//   - staleness: an answer is reused for FRESH_MS after it arrived, and never after a write
//     (a POST/DELETE/… through the app's fetch, src/adapters/fetch.ts): the next reader asks
//     again, e.g. the orders right after a checkout;
//   - abort: when the last reader leaves while the answer is on its way, the request stops;
//   - retry: a reader's retry (or a new reader of a failed key) loads the key again for all.
// How an answer arrives — index.html's prefetched answer handed over, the network, or the
// signed-in visitor's offline copy — is the app's fetch below the SDK (src/adapters/fetch.ts),
// so the SDK checks each answer the same way whichever way it came.
import { assign, createActor, fromPromise, setup, type Actor, type SnapshotFrom } from 'xstate';
import type { PameranClient } from '@pameran/sdk';
import { isUnauthorized } from '../../machines';
import { onPlatformWrite } from '../adapters/fetch';

/** One read of platform data: what names its answer, and how the SDK asks for it. */
export interface Read<T> {
  /** Equal keys share one request and one answer; include every argument of `load`. */
  key: readonly (string | number)[];
  load(api: PameranClient, signal: AbortSignal): Promise<T>;
}

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
    events: {} as { type: 'resource.reload' },
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
}).createMachine({
  context: ({ input }) => ({ error: null, ...input }),
  initial: 'loading',
  on: { 'resource.reload': '.loading' },
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => context,
        onDone: [
          { guard: ({ event }) => isEmptyData(event.output), target: 'empty', actions: 'keep' },
          { target: 'success', actions: 'keep' },
        ],
        onError: [
          { guard: ({ event }) => isUnauthorized(event.error), target: 'unauthorized', actions: 'fail' },
          { target: 'failure', actions: 'fail' },
        ],
      },
    },
    success: {},
    empty: {},
    failure: {},
    unauthorized: {},
  },
});

type Snapshot = SnapshotFrom<typeof resourceMachine>;

interface Entry {
  actor: Actor<typeof resourceMachine>;
  readers: number;
  /** When the answer arrived (store clock); 0 while loading. */
  at: number;
  /** The write count when this load started: a write since makes the answer stale. */
  writes: number;
}

/** One reader's hold on a key's answer (a mounted screen, or a port call waiting). */
export interface ReadHandle {
  state(): Snapshot;
  /** Follows the answer; `changed` runs on each new state. Returns the unsubscribe. */
  subscribe(changed: () => void): () => void;
  /** Loads the key again for everyone holding it. */
  retry(): void;
}

export interface ReadStore {
  /** The key's answer: shared while loading or fresh, else asked for anew. */
  open(read: Read<unknown>): ReadHandle;
  /** The answer as a promise (a statechart's port); the signal ends only this caller's wait. */
  load<T>(read: Read<T>, signal: AbortSignal): Promise<T>;
}

export function createReadStore(api: PameranClient, now: () => number = Date.now): ReadStore {
  const entries = new Map<string, Entry>();
  let writes = 0;
  onPlatformWrite(() => writes++);

  const reload = (entry: Entry) => {
    entry.writes = writes;
    entry.actor.send({ type: 'resource.reload' });
  };

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
      else if (!entry || entry.writes !== writes || (status !== 'loading' && now() - entry.at > FRESH_MS)) {
        // A new load; whoever still shows the old answer keeps it until they leave.
        if (entry) {
          entries.delete(key);
          release(key, entry);
        }
        const created: Entry = { actor: createActor(resourceMachine, { input: { read, api } }), readers: 0, at: 0, writes };
        created.actor.subscribe(({ value }) => {
          created.at = value === 'loading' ? 0 : now();
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
      };
    },
    load: <T>(read: Read<T>, signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        const handle = store.open(read as Read<unknown>);
        const settle = () => {
          const { value, context } = handle.state();
          if (value === 'loading') return;
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

// Reads asked for in more than one place; one key each, so they share one request.

/** The event: home's first block, the floor plan's and the journey's heading. */
export const EVENT_READ = { key: ['event'], load: (api: PameranClient, signal: AbortSignal) => api.events.event({ signal }) };
/** All upcoming sessions (SPEC §4): the countdown's read, and the agenda's. */
export const UPCOMING_SESSIONS_READ = { key: ['sessionsUpcoming'], load: (api: PameranClient, signal: AbortSignal) => api.events.upcomingSessions({}, { signal }) };
/** Sessions on other platforms: home's and the agenda's. */
export const EXTERNAL_SESSIONS_READ = { key: ['sessionsOngoingExternal'], load: (api: PameranClient, signal: AbortSignal) => api.events.ongoingExternalSessions({ signal }) };
