// The platform on the wire, where a client can misbehave below HTTP's meaning: an endless chunked body is cut off with 413 as
// soon as it passes the limit (docs/security.md 6a), and a client that refuses brotli
// (`br;q=0`) never gets it. Raw node:net / node:http against a platform in this process, with
// its default 30 s request timeout.
import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../helpers/platform';

const platform = usePlatform();

describe('an endless chunked body', () => {
  it('gets 413 within 2 seconds, long before the 30 s request timeout, and the connection closes', async () => {
    const { port } = new URL(platform.url);
    const started = performance.now();
    const chunk = `10000\r\n${'x'.repeat(0x10000)}\r\n`;
    const { text, sent } = await new Promise<{ text: string; sent: number }>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1');
      let received = '';
      let sent = 0;
      let open = true;
      const finish = () => {
        if (!open) return;
        open = false;
        socket.destroy();
        resolve({ text: received, sent });
      };
      const giveUp = setTimeout(finish, 6000);
      socket.on('data', (data) => void (received += data.toString('latin1')));
      socket.on('close', () => (clearTimeout(giveUp), finish()));
      socket.on('error', () => (clearTimeout(giveUp), finish()));
      socket.once('connect', () => {
        socket.write(`POST /api/users HTTP/1.1\r\nHost: ${new URL(platform.url).host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`);
        const pump = () => {
          // Never ends: as much as the socket takes, until the server answers or closes.
          while (open && received === '' && socket.write(chunk)) sent += chunk.length;
          if (open && received === '') socket.once('drain', pump);
        };
        pump();
      });
    });
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text).toContain('Data yang dikirim terlalu besar.');
    expect(performance.now() - started).toBeLessThan(2000);
    expect(sent).toBeLessThan(64 * 1024 * 1024);
  });
});

/** The Content-Encoding of a GET of a large answer sent with this Accept-Encoding. */
function encodingFor(acceptEncoding: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    http.get(`${platform.url}/api/events/1/exhibitors`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      response.resume();
      expect(response.statusCode).toBe(200);
      resolve(response.headers['content-encoding']);
    }).on('error', reject);
  });
}

describe('Accept-Encoding', () => {
  it('honours a zero weight: br;q=0 gets gzip, gzip;q=0 with br;q=0 gets neither', async () => {
    expect(await encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(await encodingFor('gzip;q=0, br;q=0')).toBeUndefined();
    expect(await encodingFor('gzip, br;q=0.5')).toBe('br');
  });
});
