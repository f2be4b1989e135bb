// index.html's prefetch (src/data/prefetched.ts): the requests a location starts, from the plan
// the build writes (data, through JSON, as tests/unit/appFetch.test.ts reads it). Which requests
// each door starts is appFetch.test.ts's; here: a live session's page only for an id its page
// takes (src/lib/livePath.ts sessionIdOf: a positive whole number), the headers a
// request carries, and no request sent that needs a token the visitor does not have.
import { describe, expect, it } from 'vitest';
import { encodeToken } from '../../machines';
import { prefetchedReads, type PrefetchPlan } from '../../src/data/prefetched';
import { prefetchPlan } from '../../src/boot/prefetchPlan';

const plan = JSON.parse(JSON.stringify(prefetchPlan())) as PrefetchPlan;
const TOKEN = 'eyJhbGciOi.visitor-token';
const stored = encodeToken({ access_token: TOKEN, token_type: 'bearer', expires_in: 3600 });
const paths = (pathname: string, search = '', token: string | null = stored) => prefetchedReads(plan, pathname, search, token).map((read) => read.path);

describe("index.html's prefetch", () => {
  it("starts a live session's stream and survey only for an id its page takes", () => {
    const signedIn = ['/api/events/1/sessionsUpcoming', '/api/users'];
    expect(paths('/live-stream/7')).toEqual([...signedIn, '/api/events/1/sessions/7/stream', '/api/events/1/sessions/7/survey']);
    // The page reads "007" as session 7 too.
    expect(paths('/live-stream/007')).toEqual([...signedIn, '/api/events/1/sessions/7/stream', '/api/events/1/sessions/7/survey']);
    // No session 0; an id past what a number holds exactly is no id the page asks for.
    expect(paths('/live-stream/0')).toEqual(signedIn);
    expect(paths('/live-stream/9007199254740993')).toEqual(signedIn);
    expect(paths('/live-stream/7/extra')).toEqual(signedIn);
  });

  it('sends the Accept header an entry asks for, and no other', () => {
    expect(prefetchedReads(plan, '/home', '', null).map((read) => [read.path, read.accept])).toEqual([
      ['/api/events/1', undefined],
      ['/api/events/1/sessionsUpcoming?limit=2', undefined],
      ['/api/events/1/sessionsUpcoming', undefined],
      ['/api/events/1/sessionsOngoingExternal', 'application/json'],
    ]);
  });

  it('takes an empty query as none: /products? is the products tab', () => {
    expect(paths('/products', '?', null)).toEqual(paths('/products', '', null));
    expect(paths('/products', '', null)).toEqual(['/api/events/1/exhibitors?page=1&per_page=200', '/api/events/pameran-merchandise/merchandise', '/api/events/1/sessionsUpcoming']);
  });

  it("asks, where Produk's first page of exhibitors is not found (SPEC names no list of them), for the event that stands in for it, painted in its place", () => {
    const [page] = prefetchedReads(plan, '/products', '', null);
    expect(page).toEqual({ path: '/api/events/1/exhibitors?page=1&per_page=200', paint: 'exhibitorRows', onNotFound: { path: '/api/events/1', paint: 'exhibitorRows' } });
  });

  it("never sends a read that needs a token for a visitor without one: a route's signed-in read is left out, not sent bare", () => {
    // A plan whose route also reads the visitor (as a build could make it): the anonymous visitor sends the rest.
    const withUser: PrefetchPlan = { ...plan, routes: { ...plan.routes, akun: [plan.routes['*']![0]!, plan.user] } };
    expect(prefetchedReads(withUser, '/akun', '', null)).toEqual([{ path: '/api/events/1/sessionsUpcoming' }]);
  });

  it('asks for a booth only by a code as booths print it: nothing that would make the request another path, the token with it', () => {
    const merchandise = '/api/events/pameran-merchandise/merchandise';
    const signedIn = ['/api/events/1/sessionsUpcoming', merchandise, '/api/users'];
    expect(paths('/products', '?booth=A-05')).toEqual(['/api/events/1/sessionsUpcoming', '/api/events/1/exhibitorCode/A-05', merchandise, '/api/users']);
    expect(paths('/products', '?booth=HALL1-A05')).toEqual(['/api/events/1/sessionsUpcoming', '/api/events/1/exhibitorCode/HALL1-A05', merchandise, '/api/users']);
    // `..` and `.` resolve away as path segments (/api/events/1/, /exhibitorCode/); the rest is no printed code.
    for (const booth of ['..', '.', '%2E%2E', '../users', 'A-05/..', 'a%2F05', '-', 'A 05 B', 'A-05?x=1', 'X'.repeat(21), 'hall%20timur']) {
      const reads = prefetchedReads(plan, '/products', `?booth=${booth}`, stored);
      expect(reads.map((read) => read.path), booth).toEqual(signedIn);
      expect(reads.filter((read) => read.authorization !== undefined && !read.path.startsWith('/api/users') && !read.path.startsWith(merchandise)), booth).toEqual([]);
    }
  });
});
