// index.html's prefetch, derived from the read catalogue (./catalogue.ts): which reads a route
// needs first, as the requests the SDK would send for them. src/boot/prefetch.ts starts them
// while the JavaScript downloads, and src/adapters/fetch.ts hands their answers to the SDK, so
// each must be exactly the SDK's request: the entry's path, and its auth mode's header.
import { boothOfSearch, exhibitorOfSearch } from '../lib/booth';
import { decodeToken } from '../../machines/sessionCodec';
import {
  currentUserRead,
  eventRead,
  exhibitorByCodeRead,
  exhibitorPageRead,
  exhibitorRead,
  externalSessionsRead,
  floorplanRead,
  homeUpcomingSessionsRead,
  merchandiseRead,
  sessionStreamRead,
  surveyRead,
  upcomingSessionsRead,
  type ReadEntry,
} from './catalogue';

/** One prefetched request. */
export interface PrefetchedRead {
  path: string;
  /** Absent: no header. `''`: the empty header of an anonymous optional-empty call. `Bearer …`: the stored token. */
  authorization?: string;
  accept?: string;
  paint?: 'event' | 'exhibitor';
}

type Entry = ReadEntry<never, unknown>;
/** A catalogue entry with its arguments, as a route asks for it. */
type Asked = [entry: Entry, ...args: (string | number)[]];

/** First path segment → the reads its screen makes first (the countdown's runs on every route). */
export const PREFETCHED: Record<string, Asked[]> = {
  '': [[eventRead], [homeUpcomingSessionsRead], [upcomingSessionsRead], [externalSessionsRead]],
  home: [[eventRead], [homeUpcomingSessionsRead], [upcomingSessionsRead], [externalSessionsRead]],
  products: [[merchandiseRead], [exhibitorPageRead as Entry, 1], [upcomingSessionsRead]],
  denah: [[floorplanRead], [upcomingSessionsRead]],
  '*': [[upcomingSessionsRead]],
} as unknown as Record<string, Asked[]>;

/** The request for an entry, as the SDK's auth modes send it; null when it needs a token the visitor does not have. */
function request([entry, ...args]: Asked, token: string | null): PrefetchedRead | null {
  const read: PrefetchedRead = { path: (entry.path as (...a: unknown[]) => string)(...args) };
  if (entry.accept) read.accept = entry.accept;
  if (entry.paint) read.paint = entry.paint;
  if (entry.auth === 'none') return read;
  if (token === null) return entry.auth === 'bearer' ? null : { ...read, authorization: '' };
  return { ...read, authorization: `Bearer ${token}` };
}

/** The exhibitor a Produk address opens: a booth's printed QR code (`?booth=A-05`) or a shared link (`?exhibitor=3`). */
function exhibitorOf(search: string): Asked[] {
  const code = boothOfSearch(search);
  if (code) return [[exhibitorByCodeRead as Entry, code]];
  const id = exhibitorOfSearch(search);
  return id !== null ? [[exhibitorRead as Entry, id]] : [];
}

/** A live session's page, with its id as the page reads it (src/screens/live-stream parseSessionId). */
const LIVE_PAGE = /^\/live-stream\/(\d+)$/;

/**
 * The requests to start for a location, `stored` being localStorage's token (read with the
 * app's own codec, machines/sessionCodec.ts). A products deep link (`?exhibitor=`, `?booth=`,
 * `?product=`) opens one exhibitor or product, not the merchandise tab: only the countdown's
 * read is certain there, and the exhibitor it opens (a prefetched answer nobody reads is wasted
 * bandwidth on a slow network). A signed-in visitor's user is read again on start before
 * anything trusts it (SPEC §4), and a live session's page reads its stream and survey.
 */
export function prefetchedReads(pathname: string, search: string, stored: string | null): PrefetchedRead[] {
  const segment = pathname.split('/')[1] ?? '';
  const deepLink = segment === 'products' && search !== '' && search !== '?';
  const asked: Asked[] = deepLink ? [...PREFETCHED['*']!, ...exhibitorOf(search)] : [...(PREFETCHED[segment] ?? PREFETCHED['*']!)];
  const token = decodeToken(stored)?.access_token ?? null;
  if (token !== null) {
    asked.push([currentUserRead as Entry]);
    const session = Number(LIVE_PAGE.exec(pathname)?.[1]);
    if (session > 0 && Number.isSafeInteger(session)) asked.push([sessionStreamRead as Entry, session], [surveyRead as Entry, session]);
  }
  return asked.map((one) => request(one, token)).filter((read): read is PrefetchedRead => read !== null);
}
