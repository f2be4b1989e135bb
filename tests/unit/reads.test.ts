// The read store (src/data/reads.ts) over the real SDK and real HTTP, with reads from the
// catalogue: readers of one key share one request and one answer, an answer is reused only
// while fresh and never after a write it names, readers on screen ask again when such a write
// ends or the device comes back online (keeping their answer meanwhile), the last reader leaving
// stops the request, and a failure is asked for again. Counts what a local server really
// received; the store's clock is a plain number, never waited on.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPameranClient } from '@pameran/sdk';
import { createAppFetch } from '../../src/adapters/fetch';
import { createReadStore, type ReadStore } from '../../src/data/reads';
import { homeUpcomingSessionsRead, surveyRead, upcomingSessionsRead } from '../../src/data/catalogue';

const UPCOMING_SESSIONS_READ = upcomingSessionsRead();
const SURVEY_READ = surveyRead(79);

let server: http.Server;
let base = '';
let hits: string[] = [];
/** Requests the server holds until released (to see one in flight). */
let held: (() => void)[] = [];
let holdNext = false;
let failNext = false;
let closedEarly = 0;
const sessions = [1, 2, 3].map((id) => ({ id, title: `Sesi ${id}`, is_started_countdown: 100 * id, starts_at: '2026-11-23T10:00:00+07:00', room_id: 1 }));

beforeAll(async () => {
  server = http.createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    const answer = () => {
      response.setHeader('Content-Type', 'application/json');
      if (failNext) {
        failNext = false;
        response.statusCode = 500;
        response.end(JSON.stringify({ message: 'Server sedang sibuk' }));
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
  hits = [];
  held = [];
  holdNext = false;
  failNext = false;
  closedEarly = 0;
  clock = 1_000_000;
  client = createPameranClient({ baseUrl: base, getToken: () => 'tok', fetch: createAppFetch(undefined, () => ({})) });
  store = createReadStore(client, { now: () => clock, onReconnect: (listener) => (reconnect = listener) });
});

const signal = () => new AbortController().signal;
const gets = () => hits.filter((hit) => hit.startsWith('GET'));

/** Resolves once the server has received `count` requests. */
async function serverHasSeen(count: number) {
  while (hits.length < count) await new Promise((resolve) => setImmediate(resolve));
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
    await client.events.answerSurvey(79, []);
    await store.load(SURVEY_READ, signal());
    expect(gets()).toEqual(['GET /api/events/1/sessions/79/survey', 'GET /api/events/1/sessions/79/survey']);
  });

  it('shares an answer across a write it does not name: the sessions after a survey', async () => {
    await store.load(UPCOMING_SESSIONS_READ, signal());
    await client.events.answerSurvey(79, []);
    await store.load(UPCOMING_SESSIONS_READ, signal());
    expect(gets()).toEqual(['GET /api/events/1/sessionsUpcoming']);
  });

  it('takes a write the catalogue does not name as changing everything', async () => {
    await store.load(UPCOMING_SESSIONS_READ, signal());
    await createAppFetch(undefined, () => ({}))(new Request(`${base}/api/something-new`, { method: 'POST' }));
    await store.load(UPCOMING_SESSIONS_READ, signal());
    expect(gets()).toHaveLength(2);
  });

  it('does not share a read that was under way when a write it names started', async () => {
    holdNext = true;
    const before = store.load(SURVEY_READ, signal());
    await serverHasSeen(1);
    await client.events.answerSurvey(79, []);
    const after = store.load(SURVEY_READ, signal());
    held.forEach((release) => release());
    await Promise.all([before, after]);
    expect(gets()).toHaveLength(2);
  });

  it('a reader on screen asks again when a write it names ends, its answer shown meanwhile', async () => {
    const onScreen = store.open(SURVEY_READ);
    const leave = onScreen.subscribe(() => {});
    await expect.poll(() => onScreen.state().value).toBe('success');
    holdNext = true;
    await client.events.answerSurvey(79, []);
    await serverHasSeen(3);
    expect(onScreen.state().value).toBe('refreshing');
    expect(onScreen.state().context.data).toMatchObject({ title: 'Survei sesi' });
    held.forEach((release) => release());
    await expect.poll(() => onScreen.state().value).toBe('success');
    expect(gets()).toHaveLength(2);
    leave();
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

  it('does not share a failure: the next reader asks again and gets the answer', async () => {
    failNext = true;
    await expect(store.load(UPCOMING_SESSIONS_READ, signal())).rejects.toMatchObject({ status: 500 });
    expect(await store.load(UPCOMING_SESSIONS_READ, signal())).toHaveLength(3);
    expect(gets()).toHaveLength(2);
  });

  it('keeps reads with different keys apart', async () => {
    await Promise.all([store.load(UPCOMING_SESSIONS_READ, signal()), store.load(homeUpcomingSessionsRead(), signal())]);
    expect(gets().sort()).toEqual(['GET /api/events/1/sessionsUpcoming', 'GET /api/events/1/sessionsUpcoming?limit=2']);
  });
});
