// The local platform sends the build's brotli copies (build.mjs precompress: `<file>.br`, at
// the highest quality) of the files a browser downloads, over real HTTP: the copy when the
// browser accepts brotli, compressed on the fly when the copy is older than its file (a watch
// build rewrote it), and never the copy as a file of its own.
import http from 'node:http';
import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { usePlatform } from '../helpers/platform';

const script = `export const greeting = ${JSON.stringify('Selamat datang di Pameran. '.repeat(100))};\n`;
const page = `<!doctype html><html lang="id"><body><div id="root"></div>${'<p>Pameran</p>'.repeat(100)}</body></html>`;
/** A copy made by the build: recognisable, so the test sees which one was sent. */
const copyOf = (text: string) => brotliCompressSync(Buffer.from(`${text}<!-- copy -->`));

const distDir = await mkdtemp(path.join(os.tmpdir(), 'pameran-precompressed-'));
await mkdir(path.join(distDir, 'assets'));
await writeFile(path.join(distDir, 'assets', 'app-AB12CD34.js'), script);
await writeFile(path.join(distDir, 'assets', 'app-AB12CD34.js.br'), copyOf(script));
await writeFile(path.join(distDir, 'assets', 'old-AB12CD34.js'), script);
await writeFile(path.join(distDir, 'assets', 'old-AB12CD34.js.br'), copyOf('stale'));
const anHourAgo = new Date(Date.now() - 3_600_000);
await utimes(path.join(distDir, 'assets', 'old-AB12CD34.js.br'), anHourAgo, anHourAgo);
await writeFile(path.join(distDir, 'index.html'), page);
await writeFile(path.join(distDir, 'index.html.br'), copyOf(page));
afterAll(() => rm(distDir, { recursive: true, force: true }));

/** One GET that leaves the body as it came (fetch would decode it). */
function get(url: string, acceptEncoding: string) {
  return new Promise<{ status: number; encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('the platform’s static files', () => {
  const platform = usePlatform({ distDir });

  it('sends the build’s brotli copy of a script to a browser that accepts brotli', async () => {
    const answer = await get(`${platform.url}/assets/app-AB12CD34.js`, 'gzip, deflate, br');
    expect(answer.encoding).toBe('br');
    expect(brotliDecompressSync(answer.body).toString()).toBe(`${script}<!-- copy -->`);
  });

  it('sends the copy of index.html for a route of the app', async () => {
    const answer = await get(`${platform.url}/denah?booth=A-05`, 'br');
    expect(answer.status).toBe(200);
    expect(brotliDecompressSync(answer.body).toString()).toBe(`${page}<!-- copy -->`);
  });

  it('compresses the file itself when its copy is older than it', async () => {
    const answer = await get(`${platform.url}/assets/old-AB12CD34.js`, 'br');
    expect(answer.encoding).toBe('br');
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('sends gzip, not the brotli copy, to a browser that does not accept brotli', async () => {
    const answer = await get(`${platform.url}/assets/app-AB12CD34.js`, 'gzip');
    expect(answer.encoding).toBe('gzip');
  });

  it('never serves a copy as a file of its own', async () => {
    expect((await get(`${platform.url}/assets/app-AB12CD34.js.br`, 'br')).status).toBe(404);
  });
});
