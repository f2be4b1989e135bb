// index.html's prefetch, derived from the doors' loaders (./doorReads.ts) and the read catalogue
// (./catalogue.ts): which reads a route needs first, as the requests the SDK would send for them. src/boot/prefetch.ts starts them
// while the JavaScript downloads, and src/adapters/fetch.ts hands their answers to the SDK, so
// each must be exactly the SDK's request: the entry's path, and its auth mode's header.
//
// The plan is made from the doors' loaders and the catalogue when the app is built
// (src/boot/prefetchPlan.ts, build.mjs) and written into the inline script as data: the script
// carries the requests, not the catalogue's SDK calls. prefetchedReads picks a location's
// requests from it.
import { authorizationOf } from '@pameran/sdk/constants';
import { boothOfSearch, exhibitorOfSearch, isPrintedBoothCode } from '../lib/booth';
import { liveSessionIdOf } from '../lib/livePath';
import { decodeToken } from '../../machines/sessionCodec';
import type { AuthMode, BootPaint } from './catalogue';

/** One request of the plan; `{}` in its path stands for the argument taken from the address. */
export interface PlannedRequest {
  path: string;
  auth: AuthMode;
  accept?: string;
  paint?: BootPaint;
  /** The service worker answers it network first (a session list): the boot screen paints its kept copy meanwhile. */
  networkFirst?: true;
  /** Asked for when this one answers 404 (the loader's stand-in), and painted in its place. */
  onNotFound?: PlannedRequest;
}

export interface PrefetchPlan {
  /** First path segment → its screen's first reads ('*': every other route: the countdown's). */
  routes: Record<string, PlannedRequest[]>;
  /** The exhibitor a booth's QR code (`?booth=`) or a shared link (`?exhibitor=`) opens. */
  exhibitorByCode: PlannedRequest;
  /** Produk's merchandise on a deep link: read by the screen on every address (its search), painted only on the list. */
  deepLinkMerchandise: PlannedRequest;
  exhibitor: PlannedRequest;
  /** A live session's page for a visitor not signed in: the countdown's sessions, in which the boot screen finds the session. */
  listedSession: PlannedRequest;
  /** A signed-in visitor's: the session check on every route, a live session's stream and survey. */
  user: PlannedRequest;
  sessionStream: PlannedRequest;
  survey: PlannedRequest;
}

/** One prefetched request. */
export interface PrefetchedRead {
  path: string;
  /** Absent: no header. `''`: the empty header of an anonymous optional-empty call. `Bearer …`: the stored token. */
  authorization?: string;
  accept?: string;
  paint?: BootPaint;
  networkFirst?: true;
  onNotFound?: PrefetchedRead;
}

/** A planned request as sent, its argument in place; null when it needs a token the visitor does not have. */
function request({ path, auth, accept, paint, networkFirst, onNotFound }: PlannedRequest, token: string | null, argument?: string | number): PrefetchedRead | null {
  const read: PrefetchedRead = { path: argument === undefined ? path : path.replace('{}', encodeURIComponent(argument)) };
  if (accept) read.accept = accept;
  if (paint) read.paint = paint;
  if (networkFirst) read.networkFirst = networkFirst;
  const standIn = onNotFound && request(onNotFound, token);
  if (standIn) read.onNotFound = standIn;
  const authorization = authorizationOf(auth, token);
  if (authorization !== null) return { ...read, authorization };
  return auth === 'bearer' ? null : read;
}

/**
 * The requests to start for a location, `stored` being localStorage's token (read with the
 * app's own codec, machines/sessionCodec.ts). A products deep link (`?exhibitor=`, `?booth=`,
 * `?product=`) opens one exhibitor or product, not the merchandise tab: the countdown's read,
 * the exhibitor it opens (painted by the boot screen) and the merchandise, which Produk reads on
 * every address for its search, there unpainted (a booth only for a code as booths are printed:
 * lib/booth.ts isPrintedBoothCode); not the exhibitors' list (a prefetched answer
 * nobody reads is wasted bandwidth on a slow network). A signed-in visitor's user is read again
 * on start before anything trusts it (SPEC §4), and a live session's page reads its stream and
 * survey. The boot screen finds a live page's session in the countdown's read (the service
 * worker's kept copy on a repeat visit, until the network's answer), then, signed in, paints it
 * from its stream.
 */
export function prefetchedReads(plan: PrefetchPlan, pathname: string, search: string, stored: string | null): PrefetchedRead[] {
  const segment = pathname.split('/')[1] ?? '';
  const token = decodeToken(stored)?.access_token ?? null;
  const session = liveSessionIdOf(pathname);
  const asked: [PlannedRequest, (string | number)?][] = [];
  if (segment === 'products' && search !== '' && search !== '?') {
    asked.push(...plan.routes['*']!.map((one): [PlannedRequest] => [one]));
    const code = boothOfSearch(search);
    const id = exhibitorOfSearch(search);
    if (code !== null && isPrintedBoothCode(code)) asked.push([plan.exhibitorByCode, code]);
    else if (id !== null) asked.push([plan.exhibitor, id]);
    asked.push([plan.deepLinkMerchandise]);
  } else if (session !== null) asked.push([plan.listedSession]);
  else asked.push(...(plan.routes[segment] ?? plan.routes['*']!).map((one): [PlannedRequest] => [one]));
  if (token !== null) {
    asked.push([plan.user]);
    if (session !== null) asked.push([plan.sessionStream, session], [plan.survey, session]);
  }
  return asked.map(([planned, argument]) => request(planned, token, argument)).filter((read): read is PrefetchedRead => read !== null);
}
