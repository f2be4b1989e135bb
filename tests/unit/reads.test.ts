// The read store (src/data/reads.ts) over the real SDK and real HTTP, with reads from the
// catalogue: readers of one key share one request and one answer, an answer is reused only
// while fresh and never after a write it names, readers on screen ask again when such a write
// ends or the device comes back online (keeping their answer meanwhile), the last reader leaving
// stops the request (a reader that left, or left twice, no longer holds the answer; one still
// reading keeps it), and a failure is asked for again. One store per SDK instance (readsOf),
// which listens to the browser's 'online', and the statecharts' SDK reading through it
// (portApiOf); an empty list is shown as empty. Counts what a local server really received from
// the test running (each test's requests are marked), and what the app started; the store's
// clock is a plain number, and no test waits on the wall clock.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPameranClient } from '@pameran/sdk';
import { createAppFetch } from '../../src/adapters/fetch';
import { createReadStore, isEmptyData, readsOf, type ReadStore } from '../../src/data/reads';
import { homeUpcomingSessionsRead, surveyRead, upcomingSessionsRead } from '../../src/data/catalogue';
import { portApiOf } from '../../src/data/portApi';
import { calls as surveyCalls } from '../../sdk/src/calls/survey';

const UPCOMING_SESSIONS_READ = upcomingSessionsRead();
const SURVEY_READ = surveyRead(79);

let server: http.Server;
let base = '';
let hits: string[] = [];
/** Requests the server holds until released (to see one in flight). */
let held: (() => void)[] = [];
let holdNext = false;
/** The next write is held until released (to see one under way). */
let heldWrite: (() => void) | undefined;
let holdNextWrite = false;
let failNext = false;
/** The status the next failure is answered with. */
let failStatus = 500;
/** The next GET is answered with an empty list, or turned away (401). */
let emptyNext = false;
let unauthorizedNext = false;
let closedEarly = 0;
/** Each test's requests carry its number (startApp), so a late one from an earlier test is told apart. */
const TEST_HEADER = 'x-test-run';
let testRun = 0;
const sessions = [1, 2, 3].map((id) => ({ id, title: `Sesi ${id}`, is_started_countdown: 100 * id, starts_at: '2026-11-23T10:00:00+07:00', room_id: 1 }));

beforeAll(async () => {
  server = http.createServer((request, response) => {
    // A request an earlier test's store sent late (its socket written before it was stopped)
    // is answered, and neither counted nor given this test's behaviour.
    if (request.headers[TEST_HEADER] !== String(testRun)) {
      response.end(JSON.stringify({ data: [] }));
      return;
    }
    hits.push(`${request.method} ${request.url}`);
    const answer = () => {
      response.setHeader('Content-Type', 'application/json');
      if (failNext) {
        failNext = false;
        response.statusCode = failStatus;
        response.end(JSON.stringify({ message: 'Server sedang sibuk' }));
        return;
      }
      if (unauthorizedNext && request.method === 'GET') {
        unauthorizedNext = false;
        response.statusCode = 401;
        response.end(JSON.stringify({ message: 'Unauthenticated.' }));
        return;
      }
      if (emptyNext && request.method === 'GET') {
        emptyNext = false;
        response.end(JSON.stringify({ data: [] }));
        return;
      }
      const survey = { id: 5, session_id: 79, title: 'Survei sesi', questions: [] };
      const receipt = { survey_id: 5, session_id: 79 };
      response.end(JSON.stringify({ data: request.method !== 'GET' ? receipt : request.url?.endsWith('/survey') ? survey : sessions }));
    };
    response.on('close', () => {
      if (!response.writableEnded) closedEarly += 1;
    });
    if (holdNext && request.method === 'GET') {
      holdNext = false;
      held.push(answer);
    } else if (holdNextWrite && request.method !== 'GET') {
      holdNextWrite = false;
      heldWrite = answer;
    } else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let clock = 0;
let store: ReadStore;
/** Tells the store the device is back online. */
let reconnect = () => {};
let client: ReturnType<typeof createPameranClient>;
beforeEach(() => {
  testRun += 1;
  hits = [];
  held = [];
  holdNext = false;
  heldWrite = undefined;
  holdNextWrite = false;
  failNext = false;
  failStatus = 500;
  emptyNext = false;
  unauthorizedNext = false;
  closedEarly = 0;
  clock = 1_000_000;
  startApp();
});

/** The app's fetch over `network`, its requests marked as this test's. */
function appFetch(network: (request: Request) => Promise<Response> = (request) => globalThis.fetch(request)) {
  const run = String(testRun);
  return createAppFetch((request) => {
    request.headers.set(TEST_HEADER, run);
    return network(request);
  }, () => ({}));
}

/** The SDK and the store over `network` (the browser's fetch unless a test watches what the app starts). */
function startApp(network?: (request: Request) => Promise<Response>) {
  client = createPameranClient({ baseUrl: base, getToken: () => 'tok', fetch: appFetch(network) });
  store?.dispose();
  store = createReadStore(client, {
    now: () => clock,
    onReconnect: (listener) => {
      reconnect = listener;
      return () => undefined;
    },
    retryDelays: [],
  });
}

const signal = () => new AbortController().signal;
const gets = () => hits.filter((hit) => hit.startsWith('GET'));

/** Resolves once the server has received `count` requests. */
async function serverHasSeen(count: number) {
  while (hits.length < count) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * The survey read on screen, answered; `askAgain` makes it ask again, after which the server has
 * seen `seen` requests. Its answer stays on screen ('refreshing') until the new one is in.
 */
async function expectAskedAgainWithAnswerShown(askAgain: (onScreen: ReturnType<ReadStore['open']>) => Promise<unknown> | void, seen: number) {
  const onScreen = store.open(SURVEY_READ);
  const leave = onScreen.subscribe(() => {});
  await expect.poll(() => onScreen.state().value).toBe('success');
  holdNext = true;
  await askAgain(onScreen);
  await serverHasSeen(seen);
  expect(onScreen.state().value).toBe('refreshing');
  expect(onScreen.state().context.data).toMatchObject({ title: 'Survei sesi' });
  held.forEach((release) => release());
  await expect.poll(() => onScreen.state().value).toBe('success');
  expect(gets()).toHaveLength(2);
  leave();
}

describe('the read store', () => {
  it("shares one request between the countdown's read and the agenda's, and the answer with a reader shortly after", async () => {
    const [countdown, agenda] = await Promise.all([store.load(UPCOMING_SESSIONS_READ, signal()), store.load(UPCOMING_SESSIONS_READ, signal())]);
    expect(countdown.map((session) => session.id)).toEqual([1, 2, 3]);
    expect(agenda.map((session) => session.id)).toEqual([1, 2, 3]);
    clock += 2_000;
    expect(await store.load(UPCOMING_SESSIONS_READ, signal())).toHaveLength(3);
    expect(gets()).toEqual(['GET /api/events/1/sessionsUpcoming']);
  });

  it('asks again for an answer older than two seconds', async () => {
    await store.load(UPCOMING_SESSIONS_READ, signal());
    clock += 2_001;
    await store.load(UPCOMING_SESSIONS_READ, signal());
    expect(gets()).toHaveLength(2);
  });

  it('asks again after a write it names: the survey once answered', async () => {
    await store.load(SURVEY_READ, signal());
    await client.extend(surveyCalls).answerSurvey(79, []);
    await store.load(SURVEY_READ, signal());
    expect(gets()).toEqual(['GET /api/events/1/sessions/79/survey', 'GET /api/events/1/sessions/79/survey']);
  });

  it('shares an answer across a write it does not name: the sessions after a survey', async () => {
    await store.load(UPCOMING_SESSIONS_READ, signal());
    await client.extend(surveyCalls).answerSurvey(79, []);
    await store.load(UPCOMING_SESSIONS_READ, signal());
    expect(gets()).toEqual(['GET /api/events/1/sessionsUpcoming']);
  });

  it('takes a write the catalogue does not name as changing everything', async () => {
    await store.load(UPCOMING_SESSIONS_READ, signal());
    await appFetch()(new Request(`${base}/api/something-new`, { method: 'POST' }));
    await store.load(UPCOMING_SESSIONS_READ, signal());
    expect(gets()).toHaveLength(2);
  });

  it('does not share a read that was under way when a write it names started', async () => {
    holdNext = true;
    const before = store.load(SURVEY_READ, signal());
    await serverHasSeen(1);
    await client.extend(surveyCalls).answerSurvey(79, []);
    const after = store.load(SURVEY_READ, signal());
    held.forEach((release) => release());
    await Promise.all([before, after]);
    expect(gets()).toHaveLength(2);
  });

  it('a reader on screen asks again when a write it names ends, its answer shown meanwhile', async () => {
    // Seen: the first GET, the survey's answer (POST), the GET asked again.
    await expectAskedAgainWithAnswerShown(() => client.extend(surveyCalls).answerSurvey(79, []), 3);
  });

  it('every reader on screen asks again when the device is back online, a failed one included', async () => {
    const sessionsOnScreen = store.open(UPCOMING_SESSIONS_READ);
    const leaveSessions = sessionsOnScreen.subscribe(() => {});
    await expect.poll(() => sessionsOnScreen.state().value).toBe('success');
    failNext = true;
    const surveyOnScreen = store.open(SURVEY_READ);
    const leaveSurvey = surveyOnScreen.subscribe(() => {});
    await expect.poll(() => surveyOnScreen.state().value).toBe('failure');
    reconnect();
    await expect.poll(() => surveyOnScreen.state().value).toBe('success');
    await expect.poll(() => gets()).toEqual([
      'GET /api/events/1/sessionsUpcoming',
      'GET /api/events/1/sessions/79/survey',
      'GET /api/events/1/sessionsUpcoming',
      'GET /api/events/1/sessions/79/survey',
    ]);
    expect(sessionsOnScreen.state().value).toBe('success');
    leaveSessions();
    leaveSurvey();
  });

  it("one reader's abort leaves the shared request to the other", async () => {
    holdNext = true;
    const controller = new AbortController();
    const aborted = store.load(UPCOMING_SESSIONS_READ, controller.signal);
    const kept = store.load(UPCOMING_SESSIONS_READ, signal());
    await serverHasSeen(1);
    controller.abort();
    await expect(aborted).rejects.toBeDefined();
    held.forEach((release) => release());
    expect(await kept).toHaveLength(3);
    expect(hits).toHaveLength(1);
    expect(closedEarly).toBe(0);
  });

  it('stops the request when its last reader leaves', async () => {
    holdNext = true;
    const controller = new AbortController();
    const waiting = store.load(UPCOMING_SESSIONS_READ, controller.signal);
    await serverHasSeen(1);
    controller.abort();
    await expect(waiting).rejects.toBeDefined();
    await expect.poll(() => closedEarly).toBe(1);
  });

  it('a reader of an answer older than two seconds is shown it while it is asked for again', async () => {
    await store.load(SURVEY_READ, signal());
    clock += 2_001;
    holdNext = true;
    const revisit = store.open(SURVEY_READ);
    const leave = revisit.subscribe(() => {});
    await serverHasSeen(2);
    expect(revisit.state().value).toBe('refreshing');
    expect(revisit.state().context.data).toMatchObject({ title: 'Survei sesi' });
    held.forEach((release) => release());
    await expect.poll(() => revisit.state().value).toBe('success');
    leave();
  });

  it("shares an answer for as long as its read's freshness says: a minute", async () => {
    const slowChanging = { ...UPCOMING_SESSIONS_READ, freshMs: 60_000 };
    await store.load(slowChanging, signal());
    clock += 59_000;
    await store.load(slowChanging, signal());
    expect(gets()).toHaveLength(1);
    clock += 2_000;
    await store.load(slowChanging, signal());
    expect(gets()).toHaveLength(2);
  });

  it('keeps an answer nobody reads for a returning reader, and drops it after five minutes unread', async () => {
    const first = store.open(SURVEY_READ);
    const leave = first.subscribe(() => {});
    await expect.poll(() => first.state().value).toBe('success');
    leave();
    await Promise.resolve();
    clock += 4 * 60_000;
    const returning = store.open(SURVEY_READ);
    expect(returning.state().context.data).toMatchObject({ title: 'Survei sesi' });
    const leaveReturning = returning.subscribe(() => {});
    await expect.poll(() => returning.state().value).toBe('success');
    leaveReturning();
    await Promise.resolve();
    clock += 5 * 60_000 + 1;
    const later = store.open(SURVEY_READ);
    expect(later.state().value).toBe('loading');
    expect(later.state().context.data).toBeUndefined();
    const leaveLater = later.subscribe(() => {});
    await expect.poll(() => later.state().value).toBe('success');
    expect(gets()).toHaveLength(3);
    leaveLater();
  });

  it('tries again after a gateway that could not answer (503), and shows the answer without a failure', async () => {
    store = createReadStore(client, { now: () => clock, onReconnect: () => () => undefined, retryDelays: [5, 5] });
    failNext = true;
    failStatus = 503;
    const reader = store.open(SURVEY_READ);
    const seen: string[] = [];
    const leave = reader.subscribe(() => seen.push(String(reader.state().value)));
    await expect.poll(() => reader.state().value).toBe('success');
    expect(seen).not.toContain('failure');
    expect(gets()).toHaveLength(2);
    leave();
  });

  it('does not try again an answer the platform gave (500): the failure is shown after one request', async () => {
    store = createReadStore(client, { now: () => clock, onReconnect: () => () => undefined, retryDelays: [5, 5] });
    failNext = true;
    await expect(store.load(SURVEY_READ, signal())).rejects.toMatchObject({ status: 500 });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(gets()).toHaveLength(1);
  });

  it('gives up after its tries: a gateway failing every time is shown as a failure after three requests', async () => {
    store = createReadStore(client, { now: () => clock, onReconnect: () => () => undefined, retryDelays: [5, 5] });
    failStatus = 503;
    const failing = (async () => {
      while (gets().length < 3) {
        failNext = true;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    failNext = true;
    await expect(store.load(SURVEY_READ, signal())).rejects.toMatchObject({ status: 503 });
    await failing;
    expect(gets()).toHaveLength(3);
  });

  it('once disposed, no longer listens for the device coming back online', async () => {
    let listening = false;
    store = createReadStore(client, {
      now: () => clock,
      onReconnect: () => {
        listening = true;
        return () => (listening = false);
      },
      retryDelays: [],
    });
    expect(listening).toBe(true);
    store.dispose();
    expect(listening).toBe(false);
  });

  it('does not share a failure: the next reader asks again and gets the answer', async () => {
    failNext = true;
    await expect(store.load(UPCOMING_SESSIONS_READ, signal())).rejects.toMatchObject({ status: 500 });
    expect(await store.load(UPCOMING_SESSIONS_READ, signal())).toHaveLength(3);
    expect(gets()).toHaveLength(2);
  });

  it('shares a "not found" (404) while fresh: the platform has no such read, and the next reader takes that answer without asking again', async () => {
    failStatus = 404;
    failNext = true;
    await expect(store.load(SURVEY_READ, signal())).rejects.toMatchObject({ status: 404 });
    clock += 2_000;
    await expect(store.load(SURVEY_READ, signal())).rejects.toMatchObject({ status: 404 });
    expect(gets()).toHaveLength(1);
    // Once no longer fresh it is asked for again.
    clock += 1;
    expect(await store.load(SURVEY_READ, signal())).toMatchObject({ id: 5 });
    expect(gets()).toHaveLength(2);
  });

  it('keeps reads with different keys apart', async () => {
    await Promise.all([store.load(UPCOMING_SESSIONS_READ, signal()), store.load(homeUpcomingSessionsRead(), signal())]);
    expect(gets().sort()).toEqual(['GET /api/events/1/sessionsUpcoming', 'GET /api/events/1/sessionsUpcoming?limit=2']);
  });

  it('shows an empty list as empty, and hands it to a caller as the answer', async () => {
    emptyNext = true;
    const onScreen = store.open(UPCOMING_SESSIONS_READ);
    const leave = onScreen.subscribe(() => {});
    await expect.poll(() => onScreen.state().value).toBe('empty');
    expect(onScreen.state().context.data).toEqual([]);
    leave();
    clock += 2_001;
    emptyNext = true;
    expect(await store.load(UPCOMING_SESSIONS_READ, signal())).toEqual([]);
    expect(gets()).toHaveLength(2);
  });

  it('asks again after every write it names, not only the first', async () => {
    await store.load(SURVEY_READ, signal());
    await client.extend(surveyCalls).answerSurvey(79, []);
    await store.load(SURVEY_READ, signal());
    await client.extend(surveyCalls).answerSurvey(79, []);
    await store.load(SURVEY_READ, signal());
    expect(gets()).toHaveLength(3);
  });

  it('a reader on screen stays with its answer after a write it does not name, and asks again after one the catalogue does not name', async () => {
    const onScreen = store.open(UPCOMING_SESSIONS_READ);
    const leave = onScreen.subscribe(() => {});
    await expect.poll(() => onScreen.state().value).toBe('success');
    await client.extend(surveyCalls).answerSurvey(79, []);
    expect(onScreen.state().value).toBe('success');
    await appFetch()(new Request(`${base}/api/something-new`, { method: 'POST' }));
    await expect.poll(() => gets()).toEqual(['GET /api/events/1/sessionsUpcoming', 'GET /api/events/1/sessionsUpcoming']);
    await expect.poll(() => onScreen.state().value).toBe('success');
    leave();
  });

  it('a write it names does not ask again for an answer nobody shows: the next reader does', async () => {
    // The requests the app starts, seen as it starts them: a read asked for again when the write
    // ended would be started within the turn the write's answer resolves in.
    const started: string[] = [];
    startApp((request) => {
      started.push(`${request.method} ${new URL(request.url).pathname}`);
      return globalThis.fetch(request);
    });
    await store.load(SURVEY_READ, signal());
    await client.extend(surveyCalls).answerSurvey(79, []);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['GET /api/events/1/sessions/79/survey', 'POST /api/events/1/sessions/79/survey']);
    await store.load(SURVEY_READ, signal());
    expect(gets()).toHaveLength(2);
  });

  it('a reader on screen whose request is under way when a write it names ends asks again', async () => {
    holdNext = true;
    const onScreen = store.open(SURVEY_READ);
    const leave = onScreen.subscribe(() => {});
    await serverHasSeen(1);
    await client.extend(surveyCalls).answerSurvey(79, []);
    await expect.poll(() => gets()).toHaveLength(2);
    await expect.poll(() => onScreen.state().value).toBe('success');
    held.forEach((release) => release());
    leave();
  });

  it('a reader turned away (401) asks again when the visitor signs in, and shows the answer', async () => {
    unauthorizedNext = true;
    const onScreen = store.open(SURVEY_READ);
    const leave = onScreen.subscribe(() => {});
    await expect.poll(() => onScreen.state().value).toBe('unauthorized');
    await appFetch()(new Request(`${base}/api/auth/invitation`, { method: 'POST' }));
    await expect.poll(() => onScreen.state().value).toBe('success');
    expect(onScreen.state().context.data).toMatchObject({ title: 'Survei sesi' });
    expect(gets()).toHaveLength(2);
    leave();
  });

  it('the answer a reader on screen asked for again after a write is shared with the next reader', async () => {
    const onScreen = store.open(SURVEY_READ);
    const leave = onScreen.subscribe(() => {});
    await expect.poll(() => onScreen.state().value).toBe('success');
    await client.extend(surveyCalls).answerSurvey(79, []);
    await expect.poll(() => gets()).toHaveLength(2);
    await expect.poll(() => onScreen.state().value).toBe('success');
    await store.load(SURVEY_READ, signal());
    expect(gets()).toHaveLength(2);
    leave();
  });

  it('a failed reader on screen loaded again after a write: its answer is shared with the next reader', async () => {
    failNext = true;
    const onScreen = store.open(SURVEY_READ);
    const leave = onScreen.subscribe(() => {});
    await expect.poll(() => onScreen.state().value).toBe('failure');
    await client.extend(surveyCalls).answerSurvey(79, []);
    await expect.poll(() => onScreen.state().value).toBe('success');
    await store.load(SURVEY_READ, signal());
    expect(gets()).toHaveLength(2);
    leave();
  });

  it('stops the request asked again for a reader on screen when that reader leaves', async () => {
    const onScreen = store.open(UPCOMING_SESSIONS_READ);
    const leave = onScreen.subscribe(() => {});
    await expect.poll(() => onScreen.state().value).toBe('success');
    holdNext = true;
    reconnect();
    await serverHasSeen(2);
    expect(onScreen.state().value).toBe('refreshing');
    leave();
    await expect.poll(() => closedEarly).toBe(1);
  });

  it('after the last reader left during the request, the next reader asks again and gets the answer', async () => {
    holdNext = true;
    const controller = new AbortController();
    const left = store.load(UPCOMING_SESSIONS_READ, controller.signal);
    await serverHasSeen(1);
    controller.abort();
    await expect(left).rejects.toBeDefined();
    await expect.poll(() => closedEarly).toBe(1);
    const next = store.load(UPCOMING_SESSIONS_READ, signal());
    await expect.poll(() => gets()).toHaveLength(2);
    expect(await next).toHaveLength(3);
  });

  it('a caller whose wait has already ended is turned away with its reason', async () => {
    const controller = new AbortController();
    const reason = new Error('the countdown left');
    controller.abort(reason);
    const started: Promise<Response>[] = [];
    startApp((request) => {
      const answer = globalThis.fetch(request);
      started.push(answer);
      return answer;
    });
    holdNext = true;
    await expect(store.load(UPCOMING_SESSIONS_READ, controller.signal)).rejects.toBe(reason);
    // Nothing is left running for it: every request started for it was stopped, and one that
    // reached the server (held there) was closed before its answer.
    for (const answer of started) await expect(answer).rejects.toThrow();
    await expect.poll(() => closedEarly).toBe(gets().length);
  });

  it('a reader still showing an earlier answer leaving does not drop the newer one', async () => {
    const earlier = store.open(UPCOMING_SESSIONS_READ);
    const leaveEarlier = earlier.subscribe(() => {});
    await expect.poll(() => earlier.state().value).toBe('success');
    clock += 2_001;
    await store.load(UPCOMING_SESSIONS_READ, signal());
    leaveEarlier();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await store.load(UPCOMING_SESSIONS_READ, signal());
    expect(gets()).toHaveLength(2);
  });

  it("a reader's retry loads a failed read again, for everyone holding it", async () => {
    failNext = true;
    const first = store.open(SURVEY_READ);
    const leaveFirst = first.subscribe(() => {});
    const second = store.open(SURVEY_READ);
    const leaveSecond = second.subscribe(() => {});
    await expect.poll(() => second.state().value).toBe('failure');
    first.retry();
    await expect.poll(() => second.state().value).toBe('success');
    expect(first.state().context.data).toMatchObject({ title: 'Survei sesi' });
    expect(gets()).toHaveLength(2);
    leaveFirst();
    leaveSecond();
  });

  it("a reader's refresh asks again with its answer kept on screen meanwhile", async () => {
    await expectAskedAgainWithAnswerShown((onScreen) => onScreen.refresh(), 2);
  });

  it('a request under way when a write it names started, left by its caller while a newer one answered, leaves that newer answer shared', async () => {
    holdNext = true;
    const controller = new AbortController();
    const before = store.load(SURVEY_READ, controller.signal);
    await serverHasSeen(1);
    holdNextWrite = true;
    const writing = client.extend(surveyCalls).answerSurvey(79, []);
    await serverHasSeen(2);
    // While the write is under way: a newer request, answered.
    await store.load(SURVEY_READ, signal());
    controller.abort();
    await expect(before).rejects.toBeDefined();
    await expect.poll(() => closedEarly).toBe(1);
    await store.load(SURVEY_READ, signal());
    expect(gets()).toHaveLength(2);
    heldWrite?.();
    await writing;
  });

  it('a request nobody has taken up yet is stopped when a write it names makes a newer one start', async () => {
    holdNext = true;
    // Opened, not yet followed (a screen between its render and its subscription).
    store.open(SURVEY_READ);
    await serverHasSeen(1);
    await client.extend(surveyCalls).answerSurvey(79, []);
    await store.load(SURVEY_READ, signal());
    await expect.poll(() => closedEarly).toBe(1);
  });

  it('a caller that leaves twice counts once: a screen sharing its answer still asks again after a write', async () => {
    const onScreen = store.open(SURVEY_READ);
    const leave = onScreen.subscribe(() => {});
    await expect.poll(() => onScreen.state().value).toBe('success');
    // A port call shares the answer; its signal ends after the answer came (its state was left).
    const controller = new AbortController();
    await store.load(SURVEY_READ, controller.signal);
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await client.extend(surveyCalls).answerSurvey(79, []);
    await expect.poll(() => gets()).toHaveLength(2);
    leave();
  });
});

describe('the read store of an SDK instance (readsOf)', () => {
  it('is one per SDK instance: its readers share, another instance asks for its own', async () => {
    const other = createPameranClient({ baseUrl: base, getToken: () => 'tok', fetch: appFetch() });
    await Promise.all([readsOf(client).load(UPCOMING_SESSIONS_READ, signal()), readsOf(client).load(UPCOMING_SESSIONS_READ, signal())]);
    expect(gets()).toHaveLength(1);
    await readsOf(other).load(UPCOMING_SESSIONS_READ, signal());
    expect(gets()).toHaveLength(2);
  });

  describe("in a browser: the window's online event", () => {
    afterEach(() => vi.unstubAllGlobals());

    it('readers on screen ask again when the browser says the device is back online', async () => {
      // The browser's window as the store listens to it: an EventTarget that fires 'online'.
      const browser = new EventTarget();
      vi.stubGlobal('window', browser);
      const onScreen = readsOf(client).open(UPCOMING_SESSIONS_READ);
      const leave = onScreen.subscribe(() => {});
      await expect.poll(() => onScreen.state().value).toBe('success');
      browser.dispatchEvent(new Event('online'));
      await expect.poll(() => gets()).toHaveLength(2);
      await expect.poll(() => onScreen.state().value).toBe('success');
      leave();
    });
  });
});

describe("the statecharts' SDK (portApiOf)", () => {
  it("shares the countdown's upcoming sessions with a screen reading them: one request", async () => {
    const port = portApiOf(client, store);
    const [countdown, agenda] = await Promise.all([port.events.upcomingSessions({}, { signal: signal() }), store.load(UPCOMING_SESSIONS_READ, signal())]);
    expect(countdown.map((session) => session.id)).toEqual([1, 2, 3]);
    expect(agenda).toBe(countdown);
    // Without a signal of its own: answered all the same, from the fresh answer.
    expect(await port.events.upcomingSessions({})).toBe(countdown);
    expect(gets()).toEqual(['GET /api/events/1/sessionsUpcoming']);
  });

  it("ends only its caller's wait when the caller's signal ends", async () => {
    holdNext = true;
    const controller = new AbortController();
    const port = portApiOf(client, store);
    const left = port.events.upcomingSessions({}, { signal: controller.signal });
    const kept = store.load(UPCOMING_SESSIONS_READ, signal());
    await serverHasSeen(1);
    controller.abort();
    await expect(left).rejects.toBeDefined();
    held.forEach((release) => release());
    expect(await kept).toHaveLength(3);
    expect(closedEarly).toBe(0);
  });

  it('keeps every other call of the SDK as it is', async () => {
    const port = portApiOf(client, store);
    expect(port.events.exhibitor).toBe(client.events.exhibitor);
    expect(port.users).toBe(client.users);
    expect((await port.extend(surveyCalls).survey(79)).title).toBe('Survei sesi');
  });
});

describe('what is empty (isEmptyData)', () => {
  it('nothing, or an empty list, is empty', () => {
    expect(isEmptyData(null)).toBe(true);
    expect(isEmptyData(undefined)).toBe(true);
    expect(isEmptyData([])).toBe(true);
  });

  it('anything else is something to show, a zero and an empty text included', () => {
    for (const shown of [[0], [null], {}, { data: [] }, 0, '', false]) expect(isEmptyData(shown)).toBe(false);
  });
});
