// The fetch the app's SDK uses (src/adapters/api.ts). Two things on top of the browser's fetch,
// both only for GETs, so the SDK (and its response checks) sees an ordinary Response:
//   1. hand-over: an answer index.html's inline prefetch already started for the same request
//      (src/boot/prefetch.ts) is used instead of a second request, once, if fresh;
//   2. sharing: identical GETs in flight, or answered within SHARE_MS, share one response —
//      the countdown and the home screen read the same upcoming sessions with one request;
//      any write (POST, DELETE, …) ends the sharing, so a read after it sees its effect;
//   3. offline copy of personal reads: a GET with a bearer token (profile, exhibitors and
//      products opened while signed in, orders, carts) is kept in the per-visitor store
//      (src/adapters/visitorStore.ts) and answered from it when the network fails.
import { PREFETCH_GLOBAL, requestKey, type PrefetchEntry } from './prefetchKey';

/** The per-visitor store, loaded with the first personal read (never for an anonymous /home). */
const visitorStore = () => import('./visitorStore');

/** Marks an answer that came from the per-visitor store instead of the network. */
export const OFFLINE_HEADER = 'X-Pameran-Offline';

/** Network first; a personal read's last answer is kept, and used when the network fails. */
function withVisitorCopy(base: Fetch): Fetch {
  return async (request) => {
    const authorization = request.headers.get('Authorization') ?? '';
    if (request.method !== 'GET' || !authorization.startsWith('Bearer ')) return base(request);
    const store = await visitorStore();
    const visitor = await store.visitorKey(authorization);
    try {
      const response = await base(request);
      if (response.status === 200) {
        const copy = response.clone();
        void copy.text().then((body) =>
          store.saveRead(visitor, request.url, { body, contentType: copy.headers.get('Content-Type') ?? 'application/json', savedAt: Date.now() }),
        );
      }
      return response;
    } catch (error) {
      if (request.signal.aborted) throw error;
      const stored = await store.loadRead(visitor, request.url);
      if (!stored) throw error;
      return new Response(stored.body, { status: 200, headers: { 'Content-Type': stored.contentType, [OFFLINE_HEADER]: String(stored.savedAt) } });
    }
  };
}

/** A prefetched answer older than this is not used (the page sat in the background). */
const PREFETCH_FRESH_MS = 30_000;
/** How long a GET's answer is shared with identical requests after it arrived. */
const SHARE_MS = 2_000;

type Fetch = (input: Request) => Promise<Response>;

/** The caller's wait for a (possibly shared) response, ended by its own abort. */
function abortable(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason);
  const aborted = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
  return Promise.race([response, aborted]);
}

export function createAppFetch(
  network: Fetch = (request) => globalThis.fetch(request),
  prefetched: () => Record<string, PrefetchEntry> | undefined = () =>
    (globalThis as unknown as Record<string, Record<string, PrefetchEntry> | undefined>)[PREFETCH_GLOBAL],
  now: () => number = Date.now,
): Fetch {
  const base = withVisitorCopy(network);
  /** Shared GETs: the original response (never read itself; every caller gets a clone). */
  const shared = new Map<string, { response: Promise<Response>; settledAt: number | null }>();

  function share(key: string, response: Promise<Response>) {
    const entry = { response, settledAt: null as number | null };
    shared.set(key, entry);
    response.then(
      (value) => {
        entry.settledAt = now();
        // Only successful answers are shared after arrival; an error is asked for again.
        if (!value.ok && shared.get(key) === entry) shared.delete(key);
      },
      () => {
        if (shared.get(key) === entry) shared.delete(key);
      },
    );
    return entry;
  }

  return (request) => {
    if (request.method !== 'GET') {
      // A write may change what any read answers (a checkout adds an order): nothing read before
      // it, or while it runs, is shared after it.
      shared.clear();
      const written = base(request);
      const forget = () => shared.clear();
      written.then(forget, forget);
      return written;
    }
    const key = requestKey('GET', request.url, request.headers.get('Authorization'));
    let entry = shared.get(key);
    if (entry && entry.settledAt !== null && now() - entry.settledAt > SHARE_MS) {
      shared.delete(key);
      entry = undefined;
    }
    if (!entry) {
      const store = prefetched();
      const early = store?.[key];
      if (early) delete store[key];
      if (early && now() - early.at <= PREFETCH_FRESH_MS) {
        // A failed prefetch (e.g. offline then) falls back to a request of our own.
        entry = share(key, early.response.catch(() => base(request.clone())));
      } else {
        // The shared request must outlive any one caller's abort: each caller's signal only
        // stops its own wait (below).
        entry = share(key, base(new Request(request, { signal: null })));
      }
    }
    return abortable(entry.response, request.signal).then((response) => response.clone());
  };
}
