// The fetch the app's SDK uses (built in src/app/assemble.ts): how an answer arrives. When and how often
// a read is asked for (sharing, staleness, abort, retry) is the read store's
// (src/data/reads.ts). On top of the browser's fetch, so the SDK (and its response checks)
// sees an ordinary Response:
//   1. hand-over: a GET index.html's inline prefetch already started for the same request
//      (src/boot/prefetch.ts) is answered from it instead of a second request, once, if fresh;
//   2. offline copy of personal reads: a GET with a bearer token whose catalogue entry is kept
//      for offline use (src/data/catalogue.ts: profile, exhibitors and products opened while
//      signed in, orders, carts, …) is kept in the per-visitor store and answered from it when
//      the network fails (src/adapters/visitorCopy.ts, loaded with the first such read);
//   3. writes (POST, DELETE, …) are announced, with what they change, when they start and end:
//      the read store then knows which answers are stale (an order just placed is listed).
import { carriesToken } from '@pameran/sdk/constants';
import { PREFETCH_GLOBAL, requestKey, type PrefetchEntry } from './prefetchKey';
import { offlineOf, writeOf, type Write } from '../data/catalogue';
import { signOuts } from './signOuts';

/**
 * A personal read (a GET with a bearer token) goes through the visitor's offline copy
 * (src/adapters/visitorCopy.ts), whether its answer comes from the network or from index.html's
 * prefetch. The copy's code loads alongside the answer and is waited for only when the network
 * failed: on a signed-in first visit the session's first read never waits for it.
 */
async function keptForOffline(request: Request, answer: Promise<Response>): Promise<Response> {
  const authorization = request.headers.get('Authorization') ?? '';
  if (!carriesToken(authorization) || !offlineOf(request.url)) return answer;
  // Its code not arriving (offline before the service worker kept it) only means no copy.
  const begun = signOuts();
  const visitorCopy = import('./visitorCopy').then((module) => module.copyOf(request, authorization, begun)).catch(() => null);
  try {
    const response = await answer;
    if (response.status === 200) {
      const copy = response.clone();
      void visitorCopy.then((kept) => kept?.keep(copy)).catch(() => undefined);
    }
    return response;
  } catch (error) {
    const kept = await visitorCopy;
    if (request.signal.aborted || !kept) throw error;
    return kept.answer(error);
  }
}

/** A prefetched answer older than this is not used (the page sat in the background). */
const PREFETCH_FRESH_MS = 30_000;

type Fetch = (input: Request) => Promise<Response>;

/** What a write changes (src/data/catalogue.ts WRITES): null for nothing read, undefined for a write not named there. */
type WriteListener = (write: Write | null | undefined, ended: boolean) => void;

const writeListeners = new Set<WriteListener>();

/** Runs `listener` when any write through an app fetch starts and when it ends. */
export function onPlatformWrite(listener: WriteListener): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

export function createAppFetch(
  network: Fetch = (request) => globalThis.fetch(request),
  prefetched: () => Record<string, PrefetchEntry> | undefined = () =>
    (globalThis as unknown as Record<string, Record<string, PrefetchEntry> | undefined>)[PREFETCH_GLOBAL],
  now: () => number = Date.now,
): Fetch {
  return (request) => {
    if (request.method !== 'GET') {
      const write = writeOf(request.method, request.url);
      const announce = (ended: boolean) => writeListeners.forEach((listener) => listener(write, ended));
      announce(false);
      const written = network(request);
      written.then(
        () => announce(true),
        () => announce(true),
      );
      return written;
    }
    const store = prefetched();
    const key = requestKey('GET', request.url, request.headers.get('Authorization'));
    const early = store?.[key];
    if (early) delete store[key];
    // A failed prefetch (e.g. offline then) falls back to a request of our own. The prefetch
    // cannot be aborted; a reader that left ignores its answer (src/data/reads.ts).
    const answer = early && now() - early.at <= PREFETCH_FRESH_MS ? early.response.catch(() => network(request.clone())) : network(request);
    return keptForOffline(request, answer);
  };
}
