// The read catalogue: every platform read the app makes, declared once. An entry names
//   - its contract operation — the request's path is the operation's with the arguments in place,
//     its auth mode the contract's x-auth-mode (the SDK's generated AUTH_MODES) —, and its SDK call;
//   - its key: the entry's name and its arguments (readers of equal keys share one answer);
//   - whether a copy is kept for offline use: a public answer in the service worker's cache, a
//     personal one (sent with a bearer token) in the visitor's store on the device;
//   - which writes make its answer stale (a reader showing it asks again when one ends).
// Derived from it, and stated nowhere else: index.html's prefetch (./prefetched.ts: the plan the
// build writes into src/boot/prefetch.ts), the service worker's rules (./serviceWorkerReads.ts,
// scripts/post-build.mjs), the offline copy (src/adapters/fetch.ts, offlineOf), and which
// mounted readers ask again after a write (src/data/reads.ts, WRITES and writeOf).
//
// Adding a read: one `readOf({...})` entry here, then `useRead(theEntry(args))` in the screen.
import type { PameranClient } from '@pameran/sdk';
import { authModeOf, EVENT_ID, HOME_UPCOMING_LIMIT, MERCHANDISE_EVENT_SLUG, ORDERS_LIMIT, type AuthMode } from '@pameran/sdk/constants';
import { EXHIBITOR_PAGE_SIZE } from '../lib/paging';

export type { AuthMode };

/** What a write changes on the platform; a read names the ones that make its answer stale. */
export type Write = 'session' | 'profile' | 'cart' | 'order' | 'gift' | 'survey' | 'stamp' | 'admin';

/** The writes, by contract operation. A write not listed here makes every answer stale. */
export const WRITES: Readonly<Record<string, Write | null>> = {
  'POST /api/auth/register': 'session',
  'POST /api/auth/invitation': 'session',
  'POST /api/auth/logout': 'session',
  // Asks for a realtime token: changes nothing a read returns.
  'POST /api/auth/realtime-token': null,
  'POST /api/users': 'profile',
  'POST /api/users/brochure/{giftId}/saved': 'gift',
  'POST /api/events/{eventId}/sessions/{sessionId}/survey': 'survey',
  'POST /api/events/{eventId}/stamps': 'stamp',
  'POST /api/carts': 'cart',
  'DELETE /api/carts/{cartId}/items/{itemId}': 'cart',
  'POST /api/orders': 'order',
  'POST /api/admin/brochure/{userId}': 'admin',
  'POST /api/admin/stamps/target': 'admin',
};

/** One read of platform data, ready for the read store: what names its answer, and how to ask for it. */
export interface Read<T> {
  /** Equal keys share one request and one answer: the entry's name and every argument. */
  key: readonly (string | number)[];
  load(api: PameranClient, signal: AbortSignal): Promise<T>;
  /** Writes after which this answer is stale. */
  staleAfter: readonly Write[];
  /** How long its answer is fresh (the read store's FRESH_MS when absent). */
  freshMs?: number;
}

/** How a copy is kept for offline use: 'kept' (shown when the network fails), 'network-first' (also kept, but only a young copy is true: the session lists' countdowns), or not at all. */
export type Offline = 'kept' | 'network-first' | false;

/**
 * What index.html's boot screen paints from a prefetched answer (src/boot/paint.ts): /home's
 * event, the exhibitor a Produk address opens, a live session's title from its stream (signed
 * in) or from the upcoming sessions (not signed in: `listedSession`, the one the path names),
 * Produk's first exhibitors (the first page's rows), the agenda's days from its two reads (both answers
 * needed: `agendaUpcoming`, `agendaExternal`), and the floor plan, drawn by a script of its own
 * (src/boot/paintFloorPlan.ts: too big for every page).
 */
export type BootPaint = 'event' | 'exhibitor' | 'session' | 'listedSession' | 'exhibitorRows' | 'agendaUpcoming' | 'agendaExternal' | 'floorplan';

export interface ReadEntry<A extends readonly (string | number)[], T> {
  (...args: A): Read<T>;
  /** "GET /api/…" as in the contract. */
  operation: string;
  auth: AuthMode;
  offline: Offline;
  /** The path and query the SDK requests for these arguments (the prefetch sends exactly this). */
  path(...args: A): string;
  /** An Accept header the SDK sends other than its default. */
  accept?: string;
  /** What index.html's boot screen paints from this answer (src/boot/paint.ts). */
  paint?: BootPaint;
}

interface EntrySpec<A extends readonly (string | number)[], T> {
  /** "GET /api/…" as in the contract; the request's path is it with the arguments in place, its auth mode the contract's. */
  operation: string;
  /** The request's query, as the SDK sends it. */
  query?(...args: A): string;
  load(api: PameranClient, signal: AbortSignal, ...args: A): Promise<T>;
  offline: Offline;
  /** Writes besides a session's start or end, which makes every non-public answer stale. */
  staleAfter?: readonly Write[];
  /** How long its answer is fresh, where it changes more slowly than the sessions' countdowns (the read store's FRESH_MS). */
  freshMs?: number;
  accept?: string;
  paint?: BootPaint;
}

/** The fixed values of SPEC §9 an operation's path names. */
const FIXED: Record<string, string | number> = { eventId: EVENT_ID, eventSlug: MERCHANDISE_EVENT_SLUG };

/** A contract operation's path: `'GET /api/orders'` → `'/api/orders'`. */
const pathOf = (operation: string) => operation.slice(operation.indexOf(' ') + 1);

function readOf<A extends readonly (string | number)[], T>(name: string, spec: EntrySpec<A, T>): ReadEntry<A, T> {
  const auth = authModeOf(spec.operation);
  const staleAfter: readonly Write[] = auth === 'none' ? (spec.staleAfter ?? []) : ['session', ...(spec.staleAfter ?? [])];
  const freshness = spec.freshMs === undefined ? {} : { freshMs: spec.freshMs };
  const entry = (...args: A): Read<T> => ({ key: [name, ...args], load: (api, signal) => spec.load(api, signal, ...args), staleAfter, ...freshness });
  const path = (...args: A) => {
    let next = 0;
    const filled = pathOf(spec.operation).replace(/\{(\w+)\}/g, (_, param: string) => encodeURIComponent(FIXED[param] ?? args[next++]!));
    return filled + (spec.query?.(...args) ?? '');
  };
  return Object.assign(entry, { operation: spec.operation, auth, offline: spec.offline, path, accept: spec.accept, paint: spec.paint }) as unknown as ReadEntry<A, T>;
}

/** Fresh for a minute: what changes over a fair's day, not by the second (the event, the plan, the rooms). */
const SLOW_CHANGING_MS = 60_000;

// Public reads: the fair itself.

/** The event: home's first block, the floor plan's and the journey's heading, Produk's list where the platform has no paged one. */
export const eventRead = /* @__PURE__ */ readOf('event', {
  operation: 'GET /api/events/{eventId}',
  load: (api, signal) => api.events.event({ signal }),
  offline: 'kept',
  paint: 'event',
  freshMs: SLOW_CHANGING_MS,
});
/** All upcoming sessions (SPEC §4): the countdown's read, and the agenda's. */
export const upcomingSessionsRead = /* @__PURE__ */ readOf('sessionsUpcoming', {
  operation: 'GET /api/events/{eventId}/sessionsUpcoming',
  load: (api, signal) => api.events.upcomingSessions({}, { signal }),
  offline: 'network-first',
});
/** Home's own request of SPEC §7/§9 (limit 2, no token); never shared with the countdown's. */
export const homeUpcomingSessionsRead = /* @__PURE__ */ readOf('homeUpcomingSessions', {
  operation: 'GET /api/events/{eventId}/sessionsUpcoming',
  query: () => `?limit=${HOME_UPCOMING_LIMIT}`,
  load: (api, signal) => api.events.homeUpcomingSessions({ signal }),
  offline: 'network-first',
});
/** Sessions on other platforms: home's and the agenda's. */
export const externalSessionsRead = /* @__PURE__ */ readOf('sessionsOngoingExternal', {
  operation: 'GET /api/events/{eventId}/sessionsOngoingExternal',
  accept: 'application/json',
  load: (api, signal) => api.events.ongoingExternalSessions({ signal }),
  offline: 'network-first',
});
/** The floor plan (/denah). */
export const floorplanRead = /* @__PURE__ */ readOf('floorplan', {
  operation: 'GET /api/events/{eventId}/floorplan',
  load: (api, signal) => api.events.floorplan({ signal }),
  offline: 'kept',
  paint: 'floorplan',
  freshMs: SLOW_CHANGING_MS,
});
/** One page of the fair's exhibitors (Produk's list). */
export const exhibitorPageRead = /* @__PURE__ */ readOf('exhibitors', {
  operation: 'GET /api/events/{eventId}/exhibitors',
  query: (page: number) => `?page=${page}&per_page=${EXHIBITOR_PAGE_SIZE}`,
  load: (api, signal, page: number) => api.events.exhibitorPage({ page, per_page: EXHIBITOR_PAGE_SIZE }, { signal }),
  offline: 'kept',
  paint: 'exhibitorRows',
});

// Reads that carry the visitor's token when there is one (SPEC §6's optional-empty).

/** One exhibitor by number: Produk's detail, a shared `?exhibitor=` link, a live session's demonstrated products. */
export const exhibitorRead = /* @__PURE__ */ readOf('exhibitor', {
  operation: 'GET /api/events/{eventId}/exhibitors/{exhibitorId}',
  load: (api, signal, id: number) => api.events.exhibitor(id, { signal }),
  offline: 'kept',
  paint: 'exhibitor',
});
/** One exhibitor by booth code: a booth's printed QR code (`?booth=`), a stamp. */
export const exhibitorByCodeRead = /* @__PURE__ */ readOf('exhibitorCode', {
  operation: 'GET /api/events/{eventId}/exhibitorCode/{code}',
  load: (api, signal, code: string) => api.events.exhibitorByCode(code, { signal }),
  offline: 'kept',
  paint: 'exhibitor',
});
export const exhibitorProductRead = /* @__PURE__ */ readOf('exhibitorProduct', {
  operation: 'GET /api/events/{eventId}/exhibitorProduct/{productId}',
  load: (api, signal, id: number) => api.events.exhibitorProduct(id, { signal }),
  offline: 'kept',
});
export const merchandiseRead = /* @__PURE__ */ readOf('merchandise', {
  operation: 'GET /api/events/{eventSlug}/merchandise',
  load: (api, signal) => api.events.merchandise({ signal }),
  offline: 'kept',
});

// The signed-in visitor's reads.

/**
 * The visitor: read again on start before the stored token's user is trusted (SPEC §4). The
 * session statechart loads it through the SDK itself (it owns that load's outcome: signed in or
 * not); the entry names its prefetch and its offline copy.
 */
export const currentUserRead = /* @__PURE__ */ readOf('user', {
  operation: 'GET /api/users',
  load: (api, signal) => api.users.me({ signal }),
  offline: 'kept',
  staleAfter: ['profile', 'gift'],
});
export const claimedGiftsRead = /* @__PURE__ */ readOf('claimedGifts', {
  operation: 'GET /api/users/brochure',
  load: (api, signal) => api.users.claimedGifts({ signal }),
  offline: 'kept',
  staleAfter: ['gift'],
});
export const roomsRead = /* @__PURE__ */ readOf('rooms', {
  operation: 'GET /api/events/{eventId}/rooms',
  load: (api, signal) => api.events.rooms(undefined, { signal }),
  offline: 'kept',
  freshMs: SLOW_CHANGING_MS,
});
/** A live session's stream: read again when the session goes live (its address may come only then). */
export const sessionStreamRead = /* @__PURE__ */ readOf('sessionStream', {
  operation: 'GET /api/events/{eventId}/sessions/{sessionId}/stream',
  load: (api, signal, id: number) => api.events.sessionStream(id, undefined, { signal }),
  // A kept stream address plays nothing offline.
  offline: false,
  paint: 'session',
});
export const surveyRead = /* @__PURE__ */ readOf('survey', {
  operation: 'GET /api/events/{eventId}/sessions/{sessionId}/survey',
  // The survey's calls come with the live session's page, not with the first route.
  load: async (api, signal, id: number) => api.extend((await import('@pameran/sdk/calls/survey')).calls).survey(id, undefined, { signal }),
  offline: 'kept',
  staleAfter: ['survey'],
});
/**
 * The carts. The cart statechart loads them through the SDK itself (it owns the cart's loading
 * beside the additions queued on the device and their sending); the entry names its offline copy.
 */
export const cartsRead = /* @__PURE__ */ readOf('carts', {
  operation: 'GET /api/carts',
  load: (api, signal) => api.commerce.carts({ signal }),
  offline: 'kept',
  staleAfter: ['cart', 'order'],
});
export const ordersRead = /* @__PURE__ */ readOf('orders', {
  operation: 'GET /api/orders',
  query: () => `?limit=${ORDERS_LIMIT}`,
  load: (api, signal) => api.commerce.orders({ signal }),
  offline: 'kept',
  staleAfter: ['order'],
});
/**
 * The visitor's booth stamps ("Paspor Stan"). Their store (src/features/stamps/stampStore.ts)
 * loads them through the SDK itself, beside the stamps queued on the device and their sending;
 * the entry names its offline copy.
 */
export const stampsRead = /* @__PURE__ */ readOf('stamps', {
  operation: 'GET /api/events/{eventId}/stamps',
  // The stamps' calls come with the first screen that shows the card, not with the first route.
  load: async (api, signal) => api.extend((await import('@pameran/sdk/calls/stamps')).calls).card({ signal }),
  offline: 'kept',
  staleAfter: ['stamp'],
});

// The organiser's reads (the admin area): never kept on the device. Their calls come with the
// first of them, not with a visitor's first route.
const adminCallsOf = (api: PameranClient) => import('@pameran/sdk/calls/admin').then(({ calls }) => api.extend(calls));

export const adminVisitorsRead = /* @__PURE__ */ readOf('admin.visitors', {
  operation: 'GET /api/admin/visitors',
  load: async (api, signal) => (await adminCallsOf(api)).visitors({ signal }),
  offline: false,
  staleAfter: ['admin'],
});
export const adminPrizesRead = /* @__PURE__ */ readOf('admin.prizes', {
  operation: 'GET /api/admin/prizes',
  load: async (api, signal) => (await adminCallsOf(api)).prizes({ signal }),
  offline: false,
  staleAfter: ['admin'],
});
export const adminStampSheetRead = /* @__PURE__ */ readOf('admin.stampSheet', {
  operation: 'GET /api/admin/stamps/sheet',
  load: async (api, signal) => (await adminCallsOf(api)).stampSheet({ signal }),
  offline: false,
  staleAfter: ['admin'],
});
export const adminStampCompletionsRead = /* @__PURE__ */ readOf('admin.stampCompletions', {
  operation: 'GET /api/admin/stamps/completions',
  load: async (api, signal) => (await adminCallsOf(api)).stampCompletions({ signal }),
  offline: false,
  staleAfter: ['admin', 'stamp'],
});

/** Every entry: what the service worker's rules, the offline copy and the contract test are derived from. */
export const READS: readonly ReadEntry<never, unknown>[] = [
  eventRead, upcomingSessionsRead, homeUpcomingSessionsRead, externalSessionsRead, floorplanRead, exhibitorPageRead,
  exhibitorRead, exhibitorByCodeRead, exhibitorProductRead, merchandiseRead,
  currentUserRead, claimedGiftsRead, roomsRead, sessionStreamRead, surveyRead, cartsRead, ordersRead, stampsRead,
  adminVisitorsRead, adminPrizesRead, adminStampSheetRead, adminStampCompletionsRead,
] as unknown as readonly ReadEntry<never, unknown>[];

/** A contract operation's path as a pattern over a URL's path (an argument is one segment). */
export function pathPattern(operation: string): string {
  return `${pathOf(operation).split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('[^/]+')}/?$`;
}

/** The operations with their patterns, made once: every write and every personal read is matched against them. */
const matchers = (operations: Iterable<string>) => [...new Set(operations)].map((operation) => ({ operation, pattern: new RegExp(pathPattern(operation)) }));
let writeMatchers: ReturnType<typeof matchers> | undefined;
let readMatchers: ReturnType<typeof matchers> | undefined;

function operationOf(known: ReturnType<typeof matchers>, method: string, url: string): string | undefined {
  const { pathname } = new URL(url);
  return known.find(({ operation, pattern }) => operation.startsWith(`${method} `) && pattern.test(pathname))?.operation;
}

/** What a write changes: null for one that changes nothing read, undefined for one not in WRITES (everything is stale). */
export function writeOf(method: string, url: string): Write | null | undefined {
  const operation = operationOf((writeMatchers ??= matchers(Object.keys(WRITES))), method, url);
  return operation === undefined ? undefined : WRITES[operation];
}

/** Whether a GET's answer is kept for offline use (the first entry whose operation matches decides). */
export function offlineOf(url: string): Offline {
  const operation = operationOf((readMatchers ??= matchers(READS.map((entry) => entry.operation))), 'GET', url);
  return READS.find((entry) => entry.operation === operation)?.offline ?? false;
}
