// index.html's prefetch plan (src/data/prefetched.ts PrefetchPlan), made when the app is built
// (build.mjs) from the doors' loaders (src/data/doorReads.ts) and the read catalogue: each door
// asks for what its loader reads first (and asks for ahead), and every door for the app's start
// reads. A deep link's argument (a booth's code, an exhibitor's number) is left open: the loader
// is asked at an address holding a stand-in, and the stand-in in the request's path becomes `{}`.
import { READS, type BootPaint, type Read, type ReadEntry } from '../data/catalogue';
import { startReads, type Loader } from '../data/doorReads';
import type { PlannedRequest, PrefetchPlan } from '../data/prefetched';
import { loader as homeLoader } from '../screens/home/loader';
import { loader as productsLoader } from '../screens/products/loader';
import { loader as agendaLoader } from '../screens/agenda/loader';
import { loader as denahLoader } from '../screens/denah/loader';
import { loader as liveStreamLoader } from '../screens/live-stream/loader';
import { upcomingSessionsRead } from '../data/catalogue';

/** Stand-ins for a deep link's argument: a booth's code as booths are printed, and an exhibitor's number. */
const BOOTH_STAND_IN = 'Z-9999';
const EXHIBITOR_STAND_IN = 987654321;
const SESSION_STAND_IN = 987654322;

/** The catalogue entry a read comes from, and its arguments. */
function entryOf(read: Read<unknown>): [ReadEntry<never, unknown>, (string | number)[]] {
  const [name, ...args] = read.key as [string, ...(string | number)[]];
  const found = READS.find((candidate) => (candidate as unknown as (...a: unknown[]) => Read<unknown>)(...args).key[0] === name);
  if (!found) throw new Error(`prefetch plan: no catalogue entry reads ${name}`);
  return [found, args];
}

/** A read's request as the plan holds it; `standIn` (in its path) left open as `{}`. */
function planned(read: Read<unknown>, standIn?: string | number): PlannedRequest {
  const [entry, args] = entryOf(read);
  const path = (entry.path as (...a: unknown[]) => string)(...args);
  return {
    path: standIn === undefined ? path : path.replace(encodeURIComponent(String(standIn)), '{}'),
    auth: entry.auth,
    ...(entry.accept ? { accept: entry.accept } : {}),
    ...(entry.paint ? paintedAs(read, entry.paint) : {}),
  };
}

/** What marks a read the boot screen paints as `paint`: the kind, and whether the service worker answers it network first. */
function paintedAs(read: Read<unknown>, paint: BootPaint): Pick<PlannedRequest, 'paint' | 'networkFirst'> {
  const [entry] = entryOf(read);
  return { paint, ...(entry.offline === 'network-first' ? { networkFirst: true as const } : {}) };
}

const sameRequest = (one: PlannedRequest, other: PlannedRequest) => one.path === other.path && one.auth === other.auth;

/** The door's reads index.html asks for, then the start reads it does not already ask for (the countdown's once). */
function doorRequests(reads: readonly Read<unknown>[], paints: Partial<Record<string, BootPaint>> = {}): PlannedRequest[] {
  const requests: PlannedRequest[] = [];
  for (const read of [...reads, ...startReads()]) {
    const paint = paints[String(read.key[0])];
    const request = paint ? { ...planned(read), ...paintedAs(read, paint) } : planned(read);
    if (!requests.some((other) => sameRequest(other, request))) requests.push(request);
  }
  return requests;
}

/** The reads index.html asks for at a door, per its loader. */
const askedAhead = (loader: Loader, pathname: string, search = '') => {
  const reads = loader({ pathname, search });
  return [...reads.first, ...(reads.prefetched ?? [])];
};

/** `requests` with each read the loader gives a stand-in asking for it on a 404, painted as the read is. */
function withStandIns(requests: PlannedRequest[], loader: Loader, pathname: string): PlannedRequest[] {
  const standIns = loader({ pathname, search: '' }).standIns ?? [];
  return requests.map((request) => {
    const found = standIns.find(([read]) => sameRequest(planned(read), request));
    return found ? { ...request, onNotFound: { ...planned(found[1]), paint: request.paint } } : request;
  });
}

/** The one read of `reads` whose path holds `standIn`. */
function withStandIn(reads: readonly Read<unknown>[], standIn: string | number): PlannedRequest {
  const found = reads.map((read) => planned(read, standIn)).find((request) => request.path.includes('{}'));
  if (!found) throw new Error(`prefetch plan: no read at the deep link's argument ${standIn}`);
  return found;
}

const isUser = (request: PlannedRequest) => request.auth === 'bearer';

/** The plan. */
export function prefetchPlan(): PrefetchPlan {
  const home = doorRequests(askedAhead(homeLoader, '/home'));
  const start = doorRequests([]);
  const booth = productsLoader({ pathname: '/products', search: `?booth=${BOOTH_STAND_IN}` }).first;
  const exhibitor = productsLoader({ pathname: '/products', search: `?exhibitor=${EXHIBITOR_STAND_IN}` }).first;
  const live = askedAhead(liveStreamLoader, `/live-stream/${SESSION_STAND_IN}`);
  // The agenda's two reads are painted together (src/boot/paint.ts): each marked for its half.
  const agenda = doorRequests(askedAhead(agendaLoader, '/agenda'), { sessionsUpcoming: 'agendaUpcoming', sessionsOngoingExternal: 'agendaExternal' });
  // A live session's page is painted from the countdown's list, which every door asks for (src/boot/paint.ts finds the session in it).
  const listed = upcomingSessionsRead();
  return {
    routes: {
      '': home.filter((request) => !isUser(request)),
      home: home.filter((request) => !isUser(request)),
      products: withStandIns(doorRequests(askedAhead(productsLoader, '/products')), productsLoader, '/products').filter((request) => !isUser(request)),
      agenda: agenda.filter((request) => !isUser(request)),
      denah: doorRequests(askedAhead(denahLoader, '/denah')).filter((request) => !isUser(request)),
      '*': start.filter((request) => !isUser(request)),
    },
    exhibitorByCode: withStandIn(booth, BOOTH_STAND_IN),
    // Read by the screen on every Produk address (its search); painted only on the list.
    deepLinkMerchandise: { ...planned(booth[0]!), paint: undefined },
    exhibitor: withStandIn(exhibitor, EXHIBITOR_STAND_IN),
    listedSession: { ...planned(listed), ...paintedAs(listed, 'listedSession') },
    user: start.find(isUser)!,
    sessionStream: withStandIn(live.filter((read) => read.key[0] === 'sessionStream'), SESSION_STAND_IN),
    survey: withStandIn(live.filter((read) => read.key[0] !== 'sessionStream'), SESSION_STAND_IN),
  };
}
