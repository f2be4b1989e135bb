// The first render of a visit waits for the first screen's first reads (src/main.tsx), so it
// draws their answers instead of a loading state that changes under it: a read answered while a
// render is under way makes React render the whole screen again, at once. Each first read must
// be one index.html already asks for at that address: the first render never waits on a
// request of its own.
import { describe, expect, it } from 'vitest';
import { READS, type Read } from '../../src/data/catalogue';
import { prefetchedReads, prefetchPlan } from '../../src/data/prefetched';
import { screenAt } from '../../src/routes';

/** The request a read sends, from its catalogue entry (the entry named by the read's key). */
function requestPath(read: Read<unknown>): string {
  const [name, ...args] = read.key as [string, ...(string | number)[]];
  const entry = READS.find((candidate) => ((candidate as unknown as (...a: unknown[]) => Read<unknown>)(...args).key[0] === name));
  if (!entry) throw new Error(`no catalogue entry reads ${name}`);
  return (entry.path as (...a: unknown[]) => string)(...args);
}

async function firstReadsAt(address: string): Promise<string[]> {
  const url = new URL(address, 'https://pameran.example');
  const module = await screenAt(url.pathname)!.load();
  return (module.firstReads?.({ search: url.search }) ?? []).map(requestPath);
}

describe('the first screen of a visit', () => {
  it.each([
    ['/home', ['/api/events/1', '/api/events/1/sessionsUpcoming?limit=2', '/api/events/1/sessionsOngoingExternal', '/api/events/1/sessionsUpcoming']],
    ['/agenda', ['/api/events/1/sessionsUpcoming', '/api/events/1/sessionsOngoingExternal']],
    ['/products', ['/api/events/pameran-merchandise/merchandise']],
    ['/denah', ['/api/events/1/floorplan']],
    // A booth's QR code and a shared exhibitor link open one exhibitor; the screen's search
    // reads the merchandise there too.
    ['/products?booth=A-05', ['/api/events/pameran-merchandise/merchandise', '/api/events/1/exhibitorCode/A-05']],
    ['/products?exhibitor=1', ['/api/events/pameran-merchandise/merchandise', '/api/events/1/exhibitors/1']],
  ])('at %s waits for the answers it draws first', async (address, expected) => {
    expect(await firstReadsAt(address)).toEqual(expected);
  });

  it.each(['/home', '/agenda', '/products', '/products?booth=A-05', '/products?exhibitor=1', '/denah', '/live-stream/79', '/profile', '/login'])(
    'at %s waits only for answers index.html has asked for',
    async (address) => {
      const url = new URL(address, 'https://pameran.example');
      const prefetched = prefetchedReads(prefetchPlan(), url.pathname, url.search, null).map((read) => read.path);
      for (const path of await firstReadsAt(address)) expect(prefetched).toContain(path);
    },
  );
});
