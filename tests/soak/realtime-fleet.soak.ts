// A fair's worth of prize feeds at once (not part of `npm test`: `npm run soak`). FEEDS
// visitors, each with the app's own prize feed: its statechart (prizeFeedMachine, random
// jitter from Math.random as in the app), its actors (createPortActors) and the realtime
// adapter (createRealtimePrizes) over the real Firebase 12 SDK, each with a Firebase app,
// Auth session and WebSocket of its own, against the local platform and realtime database.
// The database restarts, then goes down for 45 s; a list pushed to every visitor while their
// feed is down must reach each of them. Prints when each feed was live again and how many
// credential calls (`POST /api/auth/realtime-token`) each made; expects the reconnects to spread
// over at least 10 s and at most one credential call per feed per outage.
import { createActor, setup, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createPameranClient } from '@pameran/sdk';
import { createPortActors } from '../../machines/actors';
import { prizeFeedMachine, type PrizeFeedHealthEvent, type PrizesHeldEvent, type PrizesReceivedEvent } from '../../machines/prizeFeed';
import type { Ports } from '../../machines/ports';
import { createRealtimePrizes } from '../../src/adapters/realtime';
import { call, usePlatform } from '../helpers/platform';

const FEEDS = Number(process.env.SOAK_FEEDS ?? 200);
const OUTAGE_MS = Number(process.env.SOAK_OUTAGE_MS ?? 45_000);
const MIN_SPREAD_MS = 10_000;

const platform = usePlatform({
  registrationLimit: { perAddress: { attempts: FEEDS + 10, windowMs: 600_000 }, overall: { attempts: FEEDS + 10, windowMs: 600_000 } },
  requestLogLimit: 100_000,
});

interface Feed {
  userId: number;
  /** When each credential call was made (ms since the epoch). */
  credentialCalls: number[];
  /** When the feed became live, each time. */
  liveAt: number[];
  /** Ids of the first prize of each list that reached the visitor (opened or held). */
  received: number[];
  actor: AnyActorRef;
}

const form = (n: number) => ({
  name: `Pengunjung ${n}`, ticket_id: '12', agency: 'PT Uji Beban', gender: '-', country: 'INDONESIA', unit: 'Bengkel', salesman: 'Andi', agreement: '1', is_promo: '1', token: '',
});

/** Registers visitor n and starts the app's prize feed for them. */
async function startFeed(n: number): Promise<Feed> {
  const registered = await call(platform, 'POST', '/api/auth/register', { form: form(n) });
  const { access_token } = registered.body.data as { access_token: string };
  const me = await call(platform, 'GET', '/api/users', { token: access_token });
  const userId = (me.body.data as { id: number }).id;
  const feed: Feed = { userId, credentialCalls: [], liveAt: [], received: [], actor: undefined as never };
  const sdk = createPameranClient({ baseUrl: platform.url, getToken: () => access_token });
  const api = {
    auth: {
      ...sdk.auth,
      realtimeToken: (...args: Parameters<typeof sdk.auth.realtimeToken>) => {
        feed.credentialCalls.push(Date.now());
        return sdk.auth.realtimeToken(...args);
      },
    },
  };
  const prizes = createRealtimePrizes(
    { firebase: { apiKey: 'demo-pameran-key', projectId: 'pameran-demo', databaseURL: platform.databaseURL }, firebaseDatabaseEmulator: { host: '127.0.0.1', port: platform.realtimePort } },
    { api: api as never, authEmulatorUrl: () => platform.url },
  );
  const ports = { prizes } as unknown as Ports;
  const record = (prizesOf: { prizes: Array<{ id: number }> }) => void feed.received.push(prizesOf.prizes[0]?.id ?? 0);
  const parent = setup({
    types: { events: {} as PrizesReceivedEvent | PrizesHeldEvent | PrizeFeedHealthEvent },
    actors: { prizeFeed: prizeFeedMachine.provide({ actors: createPortActors(ports).prizeFeed }) },
  }).createMachine({
    invoke: { id: 'prizeFeed', src: 'prizeFeed', input: { userId } },
    on: {
      'prizes.received': { actions: ({ event }) => record(event) },
      'prizes.held': { actions: ({ event }) => record(event) },
    },
  });
  const root = createActor(parent).start();
  feed.actor = root;
  const child = root.getSnapshot().children.prizeFeed as AnyActorRef;
  let wasLive = false;
  child.subscribe((snapshot: { matches: (value: unknown) => boolean }) => {
    const live = snapshot.matches({ subscribed: 'live' });
    if (live && !wasLive) feed.liveAt.push(Date.now());
    wasLive = live;
  });
  return feed;
}

async function until(what: string, done: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const isLive = (feed: Feed) => (feed.actor.getSnapshot().children.prizeFeed as AnyActorRef).getSnapshot().matches({ subscribed: 'live' });

/** Pushes list `id` to every visitor and waits until each has received it. */
async function pushToAll(feeds: Feed[], id: number, timeoutMs: number) {
  await Promise.all(feeds.map((feed) => platform.pushPrizes(feed.userId, [{ id, name: `Hadiah ${id}`, image_url: '/media/prize/2.svg' }])));
  const pushedAt = Date.now();
  await until(`list ${id} at every feed`, () => feeds.every((feed) => feed.received.includes(id)), timeoutMs);
  return Date.now() - pushedAt;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Reconnect times after `from`, the spread, a per-second histogram, and the credential calls per feed since `from`. */
function report(name: string, feeds: Feed[], from: number, back: number) {
  const reconnects = feeds.map((feed) => feed.liveAt.find((at) => at > from) ?? Number.NaN).map((at) => at - back);
  const sorted = [...reconnects].sort((a, b) => a - b);
  const spread = sorted.at(-1)! - sorted[0]!;
  const calls = feeds.map((feed) => feed.credentialCalls.filter((at) => at > from).length);
  const histogram = new Map<number, number>();
  for (const at of sorted) histogram.set(Math.floor(at / 1000), (histogram.get(Math.floor(at / 1000)) ?? 0) + 1);
  console.log(
    `[soak] ${name}: ${feeds.length} feeds live again between ${(sorted[0]! / 1000).toFixed(2)} s and ${(sorted.at(-1)! / 1000).toFixed(2)} s after the database was back ` +
      `(spread ${(spread / 1000).toFixed(2)} s; p10 ${(percentile(sorted, 10) / 1000).toFixed(2)} s, median ${(percentile(sorted, 50) / 1000).toFixed(2)} s, p90 ${(percentile(sorted, 90) / 1000).toFixed(2)} s); ` +
      `per second: ${[...histogram].map(([second, count]) => `${second}s:${count}`).join(' ')}; ` +
      `credential calls: ${calls.reduce((a, b) => a + b, 0)} in all, at most ${Math.max(...calls)} per feed`,
  );
  return { spread, reconnects, maxCalls: Math.max(...calls) };
}

describe(`${FEEDS} prize feeds through a database restart and a ${OUTAGE_MS / 1000} s outage`, () => {
  const feeds: Feed[] = [];

  it('starts every feed: one credential call each, every feed live', async () => {
    for (let n = 0; n < FEEDS; n += 20) feeds.push(...(await Promise.all(Array.from({ length: Math.min(20, FEEDS - n) }, (_, i) => startFeed(n + i)))));
    await until('every feed live', () => feeds.every(isLive), 120_000);
    const took = await pushToAll(feeds, 101, 60_000);
    console.log(`[soak] start: ${feeds.length} feeds live; list 101 reached all in ${took} ms; credential calls ${feeds.reduce((sum, feed) => sum + feed.credentialCalls.length, 0)}`);
    expect(Math.max(...feeds.map((feed) => feed.credentialCalls.length))).toBe(1);
  }, 300_000);

  it('spreads the reconnects after a restart over 10 s or more, without new credentials, and delivers the list pushed meanwhile', async () => {
    const from = Date.now();
    await platform.restartRealtime();
    const back = Date.now();
    // Pushed while the feeds are still held back: each gets it once it is live again.
    const took = await pushToAll(feeds, 102, 120_000);
    await until('every feed live', () => feeds.every(isLive), 60_000);
    const { spread, maxCalls } = report('restart', feeds, from, back);
    console.log(`[soak] restart: list 102 reached all ${feeds.length} feeds within ${took} ms of the push`);
    expect(spread).toBeGreaterThanOrEqual(MIN_SPREAD_MS);
    expect(maxCalls).toBeLessThanOrEqual(1);
  }, 300_000);

  it(`spreads the reconnects after a ${OUTAGE_MS / 1000} s outage over 10 s or more, at most one credential call per feed, and delivers the list pushed meanwhile`, async () => {
    const from = Date.now();
    await platform.restartRealtime(OUTAGE_MS);
    const back = Date.now();
    const took = await pushToAll(feeds, 103, 180_000);
    await until('every feed live', () => feeds.every(isLive), 120_000);
    const { spread, maxCalls } = report(`${OUTAGE_MS / 1000} s outage`, feeds, from, back);
    console.log(`[soak] outage: list 103 reached all ${feeds.length} feeds within ${took} ms of the push`);
    expect(spread).toBeGreaterThanOrEqual(MIN_SPREAD_MS);
    expect(maxCalls).toBeLessThanOrEqual(1);
    for (const feed of feeds) feed.actor.stop();
  }, 400_000);
});
