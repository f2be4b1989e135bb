// A platform that cannot be knocked over: raw bytes over node:net against a
// platform in its own process — malformed request lines and URLs, oversized headers, slow
// headers and bodies, bad WebSocket frames to the realtime database — each gets a 4xx (or
// that one connection closes), and afterwards the same process still answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SLOW = { headersMs: 600, requestMs: 1200 };

let child: ChildProcess;
let api: { host: string; port: number };
let realtimePort: number;
let stderr = '';

beforeAll(async () => {
  child = spawn(process.execPath, [path.resolve('tests/helpers/platform-process.mjs'), JSON.stringify({ timeouts: SLOW, publicHosts: ['x'] })], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderr!.on('data', (chunk: Buffer) => void (stderr += chunk));
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`platform exited (${code}): ${stderr}`)));
  });
  const started = JSON.parse(line) as { url: string; realtimePort: number };
  api = { host: '127.0.0.1', port: Number(new URL(started.url).port) };
  realtimePort = started.realtimePort;
});

afterAll(() => {
  child.kill('SIGTERM');
});

type Step = string | Buffer | { waitMs: number };

/** Writes the steps to a raw TCP connection; resolves with everything read until the server closes it (or `giveUpMs`). */
function exchange(port: number, steps: Step[], giveUpMs = 4000): Promise<{ text: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let done = false;
    const finish = (closedByServer: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ text: Buffer.concat(chunks).toString('latin1'), closedByServer });
    };
    const timer = setTimeout(() => finish(false), giveUpMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.once('connect', async () => {
      for (const step of steps) {
        if (done || socket.destroyed) return;
        if (typeof step === 'object' && 'waitMs' in step) await new Promise((r) => setTimeout(r, step.waitMs));
        else socket.write(step);
      }
    });
  });
}

const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);

async function stillServing() {
  const response = await fetch(`http://${api.host}:${api.port}/api/events/1`);
  expect(response.status).toBe(200);
  expect(child.exitCode).toBeNull();
}

// Each test has connections of its own and most wait on the platform's timeouts: they run at once.
describe.concurrent('the API port', () => {
  it.each([
    ['an absolute-form URL that does not parse', 400, 'GET http://[/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['an absolute-form URL to another host', 400, 'GET http://evil.example/api/users HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['an asterisk target', 400, 'GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['a broken percent-escape in an API path', 400, 'GET /api/events/1/exhibitors/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['a request line that is not HTTP', 400, 'HELLO THERE\r\n\r\n'],
    ['a header line without a colon', 400, 'GET / HTTP/1.1\r\nHost x\r\n\r\n'],
    ['a control character in the URL', 400, 'GET /api/\x01 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['20 KB of headers', 431, `GET / HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(20_000)}\r\n\r\n`],
    ['a body larger than its Content-Length says', 400, 'POST /api/auth/invitation HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n'],
  ])('answers %s with %i and stays up', async (_name, status, request) => {
    const { text } = await exchange(api.port, [request]);
    expect(statusOf(text)).toBe(status);
    await stillServing();
  });

  it('answers headers that arrive too slowly with 408', async () => {
    const started = Date.now();
    const { text, closedByServer } = await exchange(api.port, ['GET /api/events/1 HTTP/1.1\r\n', { waitMs: 300 }, 'Host: x\r\n', { waitMs: 3000 }]);
    expect(statusOf(text)).toBe(408);
    expect(closedByServer).toBe(true);
    expect(Date.now() - started).toBeLessThan(3500);
    await stillServing();
  });

  it('answers a body that never finishes with 408', async () => {
    const { text, closedByServer } = await exchange(api.port, [
      'POST /api/auth/invitation HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\ncode=BU',
      { waitMs: 3000 },
    ]);
    expect(statusOf(text)).toBe(408);
    expect(closedByServer).toBe(true);
    await stillServing();
  });

  it('answers an endless chunked body with 413 once it passes the limit', async () => {
    const chunk = `10000\r\n${'x'.repeat(0x10000)}\r\n`;
    const { text } = await exchange(api.port, [
      'POST /api/users HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      chunk, chunk, '0\r\n\r\n',
    ]);
    expect(statusOf(text)).toBe(413);
    expect(text).toContain('Data yang dikirim terlalu besar.');
    await stillServing();
  });

  it('gives its 4xx answers an Indonesian message', async () => {
    const { text } = await exchange(api.port, ['GET http://[/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n']);
    expect(text).toContain('"message":"Alamat permintaan tidak valid."');
  });
});

/** A masked client text frame (RFC 6455 §5.2). */
function textFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const mask = randomBytes(4);
  const header = payload.length < 126
    ? Buffer.from([0x81, 0x80 | payload.length])
    : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff]);
  return Buffer.concat([header, mask, payload.map((byte, i) => byte ^ mask[i % 4]!)]);
}

const upgrade = (target = '/.ws?v=5&ns=pameran-demo') =>
  `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n\r\n`;

async function realtimeStillServing() {
  const { text } = await exchange(realtimePort, [upgrade(), { waitMs: 200 }], 600);
  expect(statusOf(text)).toBe(101);
  expect(text).toContain('"t":"h"');
  expect(child.exitCode).toBeNull();
}

describe.concurrent('the realtime database port', () => {
  it.each([
    ['a data frame without a body', '{"t":"d"}'],
    ['a path firebase-server cannot handle', '{"t":"d","d":{"r":1,"a":"p","b":{"p":"/a/[","d":1}}}'],
    ['a listen on a number', '{"t":"d","d":{"r":1,"a":"q","b":{"p":7}}}'],
    ['a frame larger than 16 KB', JSON.stringify({ t: 'd', d: { r: 1, a: 'p', b: { p: '/x', d: 'x'.repeat(20_000) } } })],
  ])('closes the connection that sends %s and stays up', async (_name, frame) => {
    const { text, closedByServer } = await exchange(realtimePort, [upgrade(), { waitMs: 100 }, textFrame(frame), { waitMs: 500 }], 1500);
    expect(statusOf(text)).toBe(101);
    expect(closedByServer).toBe(true);
    await realtimeStillServing();
  });

  it('refuses a client write anywhere', async () => {
    const { text } = await exchange(realtimePort, [upgrade(), { waitMs: 100 }, textFrame('{"t":"d","d":{"r":7,"a":"p","b":{"p":"/brochure/1001","d":[{"id":4}]}}}'), { waitMs: 500 }], 800);
    expect(text).toContain('"r":7,"b":{"s":"permission_denied"');
  });

  it('answers headers that arrive too slowly with 408, as soon as the API port does', async () => {
    const started = Date.now();
    const { text, closedByServer } = await exchange(realtimePort, ['GET /.ws HTTP/1.1\r\n', { waitMs: 300 }, 'Host: x\r\n', { waitMs: 3000 }]);
    expect(statusOf(text)).toBe(408);
    expect(closedByServer).toBe(true);
    expect(Date.now() - started).toBeLessThan(3500);
    await realtimeStillServing();
  });

  it('answers a malformed request line or oversized headers with a 4xx and stays up', async () => {
    expect(statusOf((await exchange(realtimePort, ['GET http://[/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'])).text)).toBe(404);
    expect(statusOf((await exchange(realtimePort, ['HELLO\r\n\r\n'])).text)).toBe(400);
    expect(statusOf((await exchange(realtimePort, [`GET / HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(20_000)}\r\n\r\n`])).text)).toBe(431);
    await realtimeStillServing();
  });
});
