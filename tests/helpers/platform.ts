// Test harness for the local event platform (server/platform.mjs).
//
//   import { usePlatform } from './platform';
//   const platform = usePlatform();                       // in a describe block or at file top
//   it('…', async () => { await fetch(platform.url + '/api/events/1'); platform.requests … });
//
// usePlatform() starts a fresh platform on free ports in beforeAll and closes it in afterAll.
// The returned object forwards to the running platform: `url`, `realtimePort`, `databaseURL`,
// `requests` (every /api request with headers and raw body), `resetRequests()`,
// `invitationCodes` (demo codes: BUDI2026, SITI2026, AGUS2026), `organiserCodes` (PANITIA2026),
// `tokenCount()`, `pushPrizes(userId, list)` (writes realtime `brochure/{userId}`; those prizes
// become claimable by that user), `readRealtime(path)`. Pass `{ distDir: 'dist' }` to serve a
// built app too (e2e). Each call gets its own in-memory state, so files do not share carts.
// `loginToken(platform, code)` logs a demo visitor in over HTTP and returns the access token.
// `call(platform, method, path, { token, json, form, … })` sends one raw /api request.
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { startPlatform, type Platform, type PlatformOptions } from '../../server/platform.mjs';

export type { Platform, LoggedRequest } from '../../server/platform.mjs';

export function usePlatform(options: PlatformOptions = {}): Platform {
  let running: Platform | null = null;
  beforeAll(async () => {
    running = await startPlatform({
      ...options,
      ...(options.distDir ? { distDir: path.resolve(options.distDir) } : {}),
    });
  });
  afterAll(async () => {
    await running?.close();
    running = null;
  });
  const current = (): Platform => {
    if (!running) throw new Error('The platform runs only inside tests (usePlatform starts it in beforeAll).');
    return running;
  };
  return new Proxy({} as Platform, {
    get: (_target, key) => {
      const value = current()[key as keyof Platform];
      return typeof value === 'function' ? value.bind(current()) : value;
    },
  });
}

/** Logs a demo visitor in with an invitation code; returns the bearer token. */
export async function loginToken(platform: Platform, code = 'BUDI2026'): Promise<string> {
  const response = await fetch(`${platform.url}/api/auth/invitation`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ code, force: '1', token: '' }),
  });
  const body = (await response.json()) as { data?: { access_token?: string } };
  if (!body.data?.access_token) throw new Error(`login with ${code} failed: ${JSON.stringify(body)}`);
  return body.data.access_token;
}

/** What `call` hands back. `headers` and `text` are not enumerable, so `toEqual({ status, body })` compares just those two. */
export interface ApiAnswer {
  status: number;
  body: { data?: unknown; error?: { message: string } };
  readonly headers: Headers;
  /** The raw response text (the JSON before parsing). */
  readonly text: string;
}

/** Options of `call`: at most one of `json`, `form` or `raw` (sent with Content-Type `type`, default JSON). */
export interface CallInit {
  /** Sent as `Authorization: Bearer …`; `null` or empty sends no token. */
  token?: string | null;
  /** The Authorization header as is (wins over `token`); `''` sends an empty header. */
  authorization?: string;
  /** Sent as the Origin header, as a browser page of that origin would. */
  origin?: string;
  json?: unknown;
  form?: Record<string, string>;
  raw?: string;
  type?: string;
}

/**
 * One raw HTTP request to the platform's /api, with no SDK in between. The answer must be JSON
 * (checked with `expect`); its status, headers, text and parsed body come back.
 */
export async function call(platform: Platform, method: string, path: string, init: CallInit = {}): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.authorization !== undefined) headers.Authorization = init.authorization;
  if (init.origin) headers.Origin = init.origin;
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  } else if (init.raw !== undefined) {
    headers['Content-Type'] = init.type ?? 'application/json';
    body = init.raw;
  }
  const response = await fetch(platform.url + path, { method, headers, body });
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const text = await response.text();
  const answer = { status: response.status, body: JSON.parse(text) as ApiAnswer['body'] };
  return Object.defineProperties(answer, { headers: { value: response.headers }, text: { value: text } }) as ApiAnswer;
}
