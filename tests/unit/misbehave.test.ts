// The local platform's misbehave switch (server/misbehave.mjs): rules from PAMERAN_MISBEHAVE or
// startPlatform({ misbehave }), changed at run time with platform.misbehave(rules), answered
// over real HTTP; bad rules are refused with a message that says what to write instead.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MISBEHAVE_ENV, misbehavedData, parseMisbehave } from '../../server/misbehave.mjs';
import { loginToken, usePlatform } from '../helpers/platform';

const root = path.resolve(import.meta.dirname, '../..');
const platform = usePlatform({ misbehave: 'GET /api/carts=null-data' });

async function get(route: string, token?: string) {
  const response = await fetch(platform.url + route, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

describe('the rules', () => {
  const routes = [{ method: 'GET', route: '/api/carts' }, { method: 'GET', route: '/api/events/{eventId}' }];

  it('reads METHOD /route=kind rules separated by commas, with * for any method or route', () => {
    expect(parseMisbehave('GET /api/carts=null-data, * *=html', routes)).toEqual([
      { method: 'GET', route: '/api/carts', kind: 'null-data' },
      { method: '*', route: '*', kind: 'html' },
    ]);
    expect(parseMisbehave('', routes)).toEqual([]);
    expect(parseMisbehave(undefined, routes)).toEqual([]);
  });

  it('refuses a rule without =kind, an unknown kind and a route the contract does not have', () => {
    expect(() => parseMisbehave('GET /api/carts', routes)).toThrow(`${MISBEHAVE_ENV}: "GET /api/carts" is not METHOD /route=kind`);
    expect(() => parseMisbehave('GET /api/carts=kacau', routes)).toThrow(/unknown kind "kacau".*null-data/);
    expect(() => parseMisbehave('GET /api/events/1=html', routes)).toThrow(/not a call of sdk\/openapi.yaml.*\{eventId\}/);
  });

  it('breaks data the way each kind says', () => {
    const carts = [{ id: 1, items: [{ id: 5, name: 'Bor', price: 1500 }] }];
    expect(misbehavedData('null-entries', carts)).toEqual([null, { id: 1, items: [null, { id: 5, name: 'Bor', price: 1500 }] }]);
    expect(misbehavedData('null-lists', carts)).toEqual([{ id: 1, items: null }]);
    expect(misbehavedData('missing-fields', carts)).toEqual([{ items: [{ name: 'Bor', price: 1500 }] }]);
    expect(misbehavedData('null-names', carts)).toEqual([{ id: 1, items: [{ id: 5, name: null, price: 1500 }] }]);
    expect(misbehavedData('numeric-strings', carts)).toEqual([{ id: '1', items: [{ id: '5', name: 'Bor', price: '1500' }] }]);
    expect(misbehavedData('wrong-kind', carts)).toEqual(carts[0]);
    expect(misbehavedData('wrong-kind', { id: 1 })).toEqual([{ id: 1 }]);
  });
});

describe('the platform with the switch on', () => {
  it('answers the chosen route as told and every other route normally', async () => {
    const token = await loginToken(platform);
    expect(JSON.parse((await get('/api/carts', token)).text)).toEqual({ data: null });
    expect(JSON.parse((await get('/api/users', token)).text).data).toMatchObject({ name: 'Budi Santoso**' });
  });

  it('leaves the platform’s own errors alone (a 401 stays a 401)', async () => {
    expect((await get('/api/carts')).status).toBe(401);
  });

  it('changes its rules while running: HTML, a 500 page, null entries, then off again', async () => {
    try {
      platform.misbehave('GET /api/events/{eventId}=html,GET /api/events/{eventId}/rooms=500,GET /api/events/{eventId}/sessionsUpcoming=null-entries');
      const page = await get('/api/events/1');
      expect(page).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
      expect(page.text).toMatch(/^<!doctype html>/);
      const token = await loginToken(platform);
      expect(await get('/api/events/1/rooms', token)).toMatchObject({ status: 500, type: 'text/html; charset=utf-8' });
      const sessions = JSON.parse((await get('/api/events/1/sessionsUpcoming?limit=2')).text).data as unknown[];
      expect(sessions[0]).toBeNull();
      expect(sessions).toHaveLength(3);
      expect(() => platform.misbehave('GET /api/nope=html')).toThrow(MISBEHAVE_ENV);
    } finally {
      platform.misbehave('');
    }
    expect(JSON.parse((await get('/api/events/1')).text).data).toMatchObject({ id: 1 });
  });
});

/** Runs `node server/main.mjs` with the environment given until it prints its URL or exits. */
function runMain(env: Record<string, string>): Promise<{ url: string | null; output: string; code: number | null; stop(): void }> {
  const child = spawn(process.execPath, [path.join(root, 'server/main.mjs')], {
    env: { ...process.env, PORT: '0', REALTIME_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve) => {
    const stop = () => child.kill('SIGTERM');
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /aplikasi & API: (http:\/\/\S+)/.exec(output)?.[1];
      if (url && output.includes('SENGAJA RUSAK')) resolve({ url, output, code: null, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => resolve({ url: null, output, code, stop }));
  });
}

describe(`npm start with ${MISBEHAVE_ENV}`, () => {
  it('misbehaves as the variable says and says so at start-up', async () => {
    const run = await runMain({ [MISBEHAVE_ENV]: 'GET /api/events/{eventId}=string' });
    try {
      expect(run.output).toContain('SENGAJA RUSAK (PAMERAN_MISBEHAVE): GET /api/events/{eventId} → string');
      const body = await (await fetch(`${run.url}/api/events/1`)).json();
      expect(body).toEqual({ data: 'OK' });
    } finally {
      run.stop();
    }
  });

  it('refuses to start with a rule it cannot read, and says why', async () => {
    const run = await runMain({ [MISBEHAVE_ENV]: 'GET /api/carts=rusak' });
    expect(run.code).toBe(1);
    expect(run.output).toContain(`${MISBEHAVE_ENV}: unknown kind "rusak"`);
  });
});
