// The lower findings of the attack review, on the platform, over real HTTP: a prize the
// organiser took off a visitor's list can no longer be claimed; a Host header the platform does
// not know gets nothing (no CORS "own origin", no /media/ URLs built on it); the build's records
// for tools (metafile, source maps, CSP record, host header file) are never served.
import http from 'node:http';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, loginToken, usePlatform } from '../helpers/platform';

const distDir = await mkdtemp(path.join(os.tmpdir(), 'pameran-records-'));
await mkdir(path.join(distDir, 'assets'));
for (const file of ['index.html', 'meta.json', 'csp.json', '_headers', 'assets/main-AB12.js', 'assets/main-AB12.js.map']) {
  await writeFile(path.join(distDir, file), file === 'index.html' ? '<!doctype html><div id="root"></div>' : `record ${file}`);
}
afterAll(() => rm(distDir, { recursive: true, force: true }));

/** One GET with a Host header of our choosing (fetch does not let a caller set Host). */
function getWithHost(url: string, host: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.get(url, { headers: { ...headers, Host: host } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
  });
}

describe('the platform, after the attack review', () => {
  const platform = usePlatform({ distDir });

  it('refuses a claim for a prize the organiser took off the visitor’s list', async () => {
    const organiser = await loginToken(platform, 'PANITIA2026');
    const visitor = await loginToken(platform, 'AGUS2026');
    expect((await call(platform, 'POST', '/api/admin/brochure/1003', { token: organiser, json: [{ id: 4 }, { id: 5 }] })).status).toBe(200);
    expect((await call(platform, 'POST', '/api/admin/brochure/1003', { token: organiser, json: [{ id: 5 }] })).status).toBe(200);
    expect(await call(platform, 'POST', '/api/users/brochure/4/saved', { token: visitor })).toMatchObject({
      status: 403, body: { error: { message: 'Hadiah ini tidak ditawarkan kepada Anda.' } },
    });
    expect((await call(platform, 'POST', '/api/users/brochure/5/saved', { token: visitor })).status).toBe(200);
  });

  it('keeps a visitor’s earlier offers beside a stamp card’s reward pushed with keep=offered', async () => {
    const organiser = await loginToken(platform, 'PANITIA2026');
    const visitor = await loginToken(platform, 'SITI2026');
    expect((await call(platform, 'POST', '/api/admin/brochure/1002', { token: organiser, json: [{ id: 2 }, { id: 3 }] })).status).toBe(200);
    const added = await call(platform, 'POST', '/api/admin/brochure/1002?keep=offered', { token: organiser, json: [{ id: 5 }, { id: 3 }] });
    expect((added.body.data as { id: number }[]).map((prize) => prize.id)).toEqual([2, 3, 5]);
    expect(((await platform.readRealtime('brochure/1002')) as { id: number }[]).map((prize) => prize.id)).toEqual([2, 3, 5]);
    for (const id of [2, 5]) expect((await call(platform, 'POST', `/api/users/brochure/${id}/saved`, { token: visitor })).status).toBe(200);
    expect((await call(platform, 'POST', '/api/admin/brochure/1002?keep=semua', { token: organiser, json: [] })).status).toBe(400);
  });

  it('answers a Host it does not know with 421, no CORS header and no URL built on it', async () => {
    const forged = await getWithHost(`${platform.url}/api/events/1`, 'jahat.example', { Origin: 'http://jahat.example' });
    expect(forged.status).toBe(421);
    expect(JSON.parse(forged.body)).toEqual({ error: { message: 'Alamat server tidak dikenal.' } });
    expect(forged.headers['access-control-allow-origin']).toBeUndefined();
    const own = await getWithHost(`${platform.url}/api/events/1`, new URL(platform.url).host);
    expect(own.status).toBe(200);
    expect(own.body).toContain(`${platform.url}/media/`);
    expect(own.body).not.toContain('jahat.example');
  });

  it.each(['/meta.json', '/csp.json', '/_headers', '/assets/main-AB12.js.map', '/assets/../meta.json', '/META.JSON'])('never serves the build record %s', async (target) => {
    const answer = await fetch(`${platform.url}${target}`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('record');
  });

  it('still serves the app and its scripts', async () => {
    expect(await (await fetch(`${platform.url}/assets/main-AB12.js`)).text()).toBe('record assets/main-AB12.js');
    expect((await fetch(`${platform.url}/home`)).status).toBe(200);
  });
});

describe('a platform started as npm start starts it (requestLogLimit 0, server/main.mjs)', () => {
  const platform = usePlatform({ requestLogLimit: 0 });

  it('keeps no record of requests: no bearer token, no invitation code in its memory', async () => {
    const token = await loginToken(platform, 'BUDI2026');
    await call(platform, 'GET', '/api/users', { token });
    expect(platform.requests).toEqual([]);
  });
});
