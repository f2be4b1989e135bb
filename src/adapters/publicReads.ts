// The public (token-less) reads a route needs first, as URL paths, and a signed-in visitor's
// session check. index.html's inline prefetch (src/boot/prefetch.ts) starts them while the
// JavaScript downloads, and src/adapters/fetch.ts hands their answers to the SDK: the paths and
// headers here must be exactly what the SDK requests.
import { EVENT_ID, HOME_UPCOMING_LIMIT, MERCHANDISE_EVENT_SLUG } from '@pameran/sdk/constants';
import { EXHIBITOR_PAGE_SIZE } from '../lib/paging';

export interface PublicRead {
  path: string;
  /**
   * `''`: sent with an empty Authorization header (the SDK's optional-empty mode when anonymous);
   * `Bearer …`: the session check's stored token.
   */
  authorization?: string;
  accept?: string;
  /** Only for an anonymous visitor (a signed-in one sends a bearer token with this call). */
  anonymousOnly?: boolean;
}

/** All upcoming sessions: the countdown's request (SPEC §4), on every route. */
export const UPCOMING_SESSIONS: PublicRead = { path: `/api/events/${EVENT_ID}/sessionsUpcoming` };
/** Home's own request of SPEC §7/§9 (limit 2, no token); never shared with the countdown's. */
export const HOME_UPCOMING_SESSIONS: PublicRead = { path: `/api/events/${EVENT_ID}/sessionsUpcoming?limit=${HOME_UPCOMING_LIMIT}` };
/** The event: home's first block, and what the boot preview paints on /home (src/boot/preview.ts). */
export const EVENT: PublicRead = { path: `/api/events/${EVENT_ID}` };
const ONGOING: PublicRead = { path: `/api/events/${EVENT_ID}/sessionsOngoingExternal`, accept: 'application/json' };
/** The floor plan (/denah): on a first visit it arrives with the JavaScript, not after it. */
const FLOORPLAN: PublicRead = { path: `/api/events/${EVENT_ID}/floorplan` };
/** Produk's first read: the first page of exhibitors (the event answer only where the platform has no paged list). */
const FIRST_EXHIBITOR_PAGE: PublicRead = { path: `/api/events/${EVENT_ID}/exhibitors?page=1&per_page=${EXHIBITOR_PAGE_SIZE}` };
const MERCHANDISE: PublicRead = { path: `/api/events/${MERCHANDISE_EVENT_SLUG}/merchandise`, authorization: '', anonymousOnly: true };

/** First path segment → the public reads of that screen (the countdown runs on every route). */
export const PUBLIC_READS: Record<string, PublicRead[]> = {
  '': [EVENT, HOME_UPCOMING_SESSIONS, UPCOMING_SESSIONS, ONGOING],
  home: [EVENT, HOME_UPCOMING_SESSIONS, UPCOMING_SESSIONS, ONGOING],
  products: [MERCHANDISE, FIRST_EXHIBITOR_PAGE, UPCOMING_SESSIONS],
  denah: [FLOORPLAN, UPCOMING_SESSIONS],
  '*': [UPCOMING_SESSIONS],
};

/**
 * The reads to start for a location. A products deep link (`?exhibitor=`, `?booth=`,
 * `?product=`) opens one exhibitor or product, not the merchandise tab: only the countdown's
 * read is certain there. A prefetched answer nobody reads is wasted bandwidth on a slow
 * network (and keeps the page from ever being network-idle).
 */
export function publicReadsFor(pathname: string, search: string): PublicRead[] {
  const segment = pathname.split('/')[1] ?? '';
  if (segment === 'products' && search !== '' && search !== '?') return PUBLIC_READS['*']!;
  return PUBLIC_READS[segment] ?? PUBLIC_READS['*']!;
}

/**
 * A signed-in visitor's first read: on start the stored token's user is fetched again before
 * anything trusts it (SPEC §4), so it is asked for with the JavaScript, not after it. `stored`
 * is localStorage's `token`: base64 of the token's JSON (machines/sessionCodec.ts). Anything
 * else asks for nothing: the app then makes the request itself, or the visitor is anonymous.
 */
export function sessionUserRead(stored: string | null): PublicRead | null {
  try {
    const token: unknown = JSON.parse(atob(stored ?? '')).access_token;
    return typeof token === 'string' && token !== '' ? { path: '/api/users', authorization: `Bearer ${token}` } : null;
  } catch {
    return null;
  }
}
