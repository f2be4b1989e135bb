// The platform as a story describes it: the app's own SDK (src/app/assemble.ts) reaches it
// exactly as in the app (URLs, envelopes, checks, error messages), but the answers come from
// the story.
import type { PlatformOptions } from '../../src/app/assemble';
import { isFailure, isPending, type Outcome } from './outcome';

/** What an answer computed from the request sees of it. */
export interface StoryRequest {
  /** The JSON body as sent, or undefined. */
  body: unknown;
}

/**
 * What each endpoint answers, keyed `'GET /api/orders'`; `:name` matches one path segment
 * (`'GET /api/events/1/exhibitors/:id'`). The query string is ignored. An answer may be computed
 * from the request (a save answering the saved details).
 */
export type StoryApi = Record<string, Outcome<unknown> | ((request: StoryRequest) => Outcome<unknown>)>;

const STORY_ORIGIN = 'https://pameran.story';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function routeMatcher(key: string) {
  const [method, pattern = ''] = key.split(' ');
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  const expression = new RegExp(`^${source}$`);
  return (requestMethod: string, path: string) => requestMethod === method && expression.test(path);
}

/** Answers requests from the story's table; a call the story did not describe is a story bug. */
export function createStoryFetch(routes: StoryApi) {
  const table = Object.entries(routes).map(([key, outcome]) => ({ key, matches: routeMatcher(key), outcome }));
  return async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    const route = table.find(({ matches }) => matches(request.method, path));
    if (!route) {
      console.error(`[story] no fake answer for ${request.method} ${path}: add it to parameters.pameran.api`);
      return jsonResponse(404, { error: { message: 'Data tidak ditemukan.' } });
    }
    const outcome = typeof route.outcome === 'function' ? await route.outcome({ body: await bodyOf(request) }) : route.outcome;
    // Status 0: no answer at all, as when the device is offline.
    if (isFailure(outcome) && outcome.status === 0) throw new TypeError('Failed to fetch');
    if (isFailure(outcome)) return jsonResponse(outcome.status, { error: { message: outcome.message } });
    if (isPending(outcome)) {
      return new Promise((_resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
      });
    }
    return jsonResponse(200, { data: outcome });
  };
}

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
}

export function storyPlatform(routes: StoryApi = {}): PlatformOptions {
  // A pending request must stay pending while a designer looks at it: no timeout.
  return { url: STORY_ORIGIN, fetch: createStoryFetch(routes), timeoutMs: 2 ** 31 - 1 };
}
