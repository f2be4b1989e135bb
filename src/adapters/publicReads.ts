// The public (token-less) reads a route needs first, as URL paths, and a signed-in visitor's
// session check. index.html's inline prefetch (src/boot/prefetch.ts) starts them while the
// JavaScript downloads, and src/adapters/fetch.ts hands their answers to the SDK: the paths and
// headers here must be exactly what the SDK requests.
import { EVENT_ID, HOME_UPCOMING_LIMIT, MERCHANDISE_EVENT_SLUG } from '@pameran/sdk/constants';
import { EXHIBITOR_PAGE_SIZE } from '../lib/paging';
import { boothOfSearch, exhibitorOfSearch } from '../lib/booth';
import { decodeToken } from '../../machines/sessionCodec';

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
  /** The boot screen paints the exhibitor of this answer (a booth's QR code, a shared exhibitor link: src/boot/preview.ts). */
  boothPreview?: boolean;
}

/**
 * The exhibitor a Produk address opens — a booth's printed QR code (`?booth=A-05`, issue 34) or a
 * shared link (`?exhibitor=3`, issue 35) — asked for as Produk asks (SPEC's exhibitorCode or
 * exhibitors/{id}; optional-empty: '' anonymous, the bearer signed in).
 */
function exhibitorRead(search: string, authorization: string): PublicRead[] {
  const code = boothOfSearch(search);
  const id = exhibitorOfSearch(search);
  const path = code ? `exhibitorCode/${encodeURIComponent(code)}` : id !== null ? `exhibitors/${id}` : null;
  return path ? [{ path: `/api/events/${EVENT_ID}/${path}`, authorization, anonymousOnly: authorization === '', boothPreview: true }] : [];
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
 * read is certain there, and the exhibitor it opens. A prefetched answer nobody reads is wasted
 * bandwidth on a slow network (and keeps the page from ever being network-idle).
 */
export function publicReadsFor(pathname: string, search: string): PublicRead[] {
  const segment = pathname.split('/')[1] ?? '';
  if (segment === 'products' && search !== '' && search !== '?') return [...PUBLIC_READS['*']!, ...exhibitorRead(search, '')];
  return PUBLIC_READS[segment] ?? PUBLIC_READS['*']!;
}

/** A live session's page, with its id as the page reads it (src/screens/live-stream parseSessionId). */
const LIVE_PAGE = /^\/live-stream\/(\d+)$/;

/**
 * A signed-in visitor's first reads, asked for with the JavaScript rather than after it: on
 * start the stored token's user is fetched again before anything trusts it (SPEC §4), and a
 * live session's page reads its stream and survey, a booth's QR code or an exhibitor's link that exhibitor. `stored` is localStorage's `token`, read
 * with the app's own codec (machines/sessionCodec.ts). Anything else asks for nothing: the app
 * then makes the requests itself, or the visitor is anonymous.
 */
export function personalReadsFor(pathname: string, stored: string | null, search = ''): PublicRead[] {
  const token = decodeToken(stored);
  if (!token) return [];
  const authorization = `Bearer ${token.access_token}`;
  const reads: PublicRead[] = [{ path: '/api/users', authorization }];
  if (pathname === '/products') reads.push(...exhibitorRead(search, authorization));
  const session = Number(LIVE_PAGE.exec(pathname)?.[1]);
  if (session > 0 && Number.isSafeInteger(session)) {
    for (const part of ['stream', 'survey']) reads.push({ path: `/api/events/${EVENT_ID}/sessions/${session}/${part}`, authorization });
  }
  return reads;
}
