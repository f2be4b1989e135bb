// A door's loader (src/data/doorReads.ts, in each screen folder's loader.ts) is the one place that
// says what the door reads. The first render of a visit waits for its `first` reads
// (src/main.tsx), so it draws their answers instead of a loading state that changes under it;
// index.html asks for them, and for the `prefetched` ones, before the app's JavaScript has come
// (src/boot/prefetchPlan.ts); and the screen, run against the local platform, asks for nothing
// its loader (or the app's start) leaves out.
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { READS, type Read } from '../../src/data/catalogue';
import { startReads, type DoorReads } from '../../src/data/doorReads';
import { prefetchedReads } from '../../src/data/prefetched';
import { prefetchPlan } from '../../src/boot/prefetchPlan';
import { screenAt } from '../../src/routes';
import { usePlatform } from '../helpers/platform';
import { renderApp } from './support/renderApp';

const platform = usePlatform();

/** The request a read sends, from its catalogue entry (the entry named by the read's key). */
function requestPath(read: Read<unknown>): string {
  const [name, ...args] = read.key as [string, ...(string | number)[]];
  const entry = READS.find((candidate) => (candidate as unknown as (...a: unknown[]) => Read<unknown>)(...args).key[0] === name);
  if (!entry) throw new Error(`no catalogue entry reads ${name}`);
  return (entry.path as (...a: unknown[]) => string)(...args);
}

async function doorReadsAt(address: string): Promise<DoorReads> {
  const url = new URL(address, 'https://pameran.example');
  const module = await screenAt(url.pathname)!.load();
  return module.loader?.({ pathname: url.pathname, search: url.search }) ?? { first: [] };
}

const firstReadsAt = async (address: string) => (await doorReadsAt(address)).first.map(requestPath);

const DOORS = ['/home', '/agenda', '/products', '/products?booth=A-05', '/products?exhibitor=1', '/denah', '/live-stream/79'];

describe("a door's loader", () => {
  it.each([
    ['/home', ['/api/events/1', '/api/events/1/sessionsUpcoming?limit=2', '/api/events/1/sessionsUpcoming', '/api/events/1/sessionsOngoingExternal']],
    ['/agenda', ['/api/events/1/sessionsUpcoming', '/api/events/1/sessionsOngoingExternal']],
    // Produk opens on its exhibitors: their first page (of 200).
    ['/products', ['/api/events/1/exhibitors?page=1&per_page=200']],
    ['/denah', ['/api/events/1/floorplan']],
    // A booth's QR code and a shared exhibitor link open one exhibitor; the screen's search
    // reads the merchandise there too.
    ['/products?booth=A-05', ['/api/events/pameran-merchandise/merchandise', '/api/events/1/exhibitorCode/A-05']],
    ['/products?exhibitor=1', ['/api/events/pameran-merchandise/merchandise', '/api/events/1/exhibitors/1']],
    // The stage has a loading state of its own: the first render waits for nothing.
    ['/live-stream/79', []],
  ])('at %s makes the first render wait for the answers it draws first', async (address, expected) => {
    expect(await firstReadsAt(address)).toEqual(expected);
  });

  it.each([...DOORS, '/profile', '/login'])('at %s is what index.html asks for ahead', async (address) => {
    const url = new URL(address, 'https://pameran.example');
    const reads = await doorReadsAt(address);
    const prefetched = prefetchedReads(prefetchPlan(), url.pathname, url.search, null).map((read) => read.path);
    const public_ = (read: Read<unknown>) => !/^\/api\/(users|carts|orders|auth)\b|\/(stream|survey)$/.test(requestPath(read));
    for (const read of [...reads.first, ...(reads.prefetched ?? [])].filter(public_)) expect(prefetched).toContain(requestPath(read));
  });

  it.each(DOORS)('at %s declares every read the screen makes on its first screenful', async (address) => {
    const url = new URL(address, 'https://pameran.example');
    const reads = await doorReadsAt(address);
    const declared = [...reads.first, ...(reads.prefetched ?? []), ...(reads.later ?? []), ...startReads()].map(requestPath);
    platform.resetRequests();
    const { container } = renderApp({ path: url.pathname + url.search, platform: { url: platform.url }, statechartsOnPlatform: true });
    // The screen is up and its own reads have answered (the boot screen's reveal waits for the same).
    await waitFor(() => expect(container.querySelector('main:not(:has([data-loading]))')).not.toBeNull(), { timeout: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const asked = [...new Set(platform.requests.filter((request) => request.method === 'GET').map((request) => request.path + request.query))];
    expect(asked.length).toBeGreaterThan(0);
    for (const path of asked) expect(declared, `${address} reads ${path}, which its loader does not declare`).toContain(path);
  });
});
