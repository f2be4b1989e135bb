// The Content-Security-Policy: computed from the final index.html and the build configuration
// (scripts/csp.mjs), written by the build, and sent by the local platform with HTML only
// (server/csp.mjs). The browser side (no violation on any route, an injected inline script
// blocked) is tests/e2e/csp.test.ts.
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cspDirectives, inlineScriptHashes, parseStreamOrigins, realtimeOrigins, serializeCsp, writeCsp } from '../../scripts/csp.mjs';
import { startPlatform } from '../../server/platform.mjs';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const LOCAL = { apiUrl: '', firebaseConfig: { databaseURL: 'http://127.0.0.1:9000?ns=pameran-demo' }, firebaseDatabaseEmulator: '127.0.0.1:9000' };
const PRODUCTION = {
  apiUrl: 'https://api.pameran.example/',
  firebaseConfig: { databaseURL: 'https://pameran-prod-default-rtdb.asia-southeast1.firebasedatabase.app' },
  firebaseDatabaseEmulator: '',
};

describe('the policy', () => {
  it('hashes every inline script of the page, and no script with a src', () => {
    const html = '<head><script>console.log(1)</script><script type="module" src="/assets/main-AB12CD34.js"></script>\n<SCRIPT >a()</SCRIPT></head>';
    expect(inlineScriptHashes(html)).toEqual([sha256('console.log(1)'), sha256('a()')]);
  });

  it('allows scripts from the app, its inline scripts and the realtime database’s long polling only', () => {
    const policy = cspDirectives({ config: LOCAL, html: '<script>boot()</script>' });
    expect(policy['script-src']).toEqual(["'self'", sha256('boot()'), 'http://127.0.0.1:9000']);
    expect(cspDirectives({ config: { ...PRODUCTION, apiUrl: '' }, html: '' })['script-src']).toEqual([
      "'self'",
      'https://pameran-prod-default-rtdb.asia-southeast1.firebasedatabase.app',
    ]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('connects to the configured API, realtime database and Firebase Auth, the local emulator over ws: too', () => {
    expect(cspDirectives({ config: LOCAL, html: '' })['connect-src']).toEqual(["'self'", 'http://127.0.0.1:9000', 'ws://127.0.0.1:9000']);
    expect(cspDirectives({ config: PRODUCTION, html: '' })['connect-src']).toEqual([
      "'self'",
      'https://api.pameran.example',
      'https://pameran-prod-default-rtdb.asia-southeast1.firebasedatabase.app',
      'wss://pameran-prod-default-rtdb.asia-southeast1.firebasedatabase.app',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
  });

  it('names the configured database host only, never a wildcard of a domain where anyone can create a database', () => {
    expect(realtimeOrigins({ firebaseConfig: { databaseURL: 'https://demo.firebaseio.com' } })).toEqual(['https://demo.firebaseio.com', 'wss://demo.firebaseio.com']);
    const policy = serializeCsp(cspDirectives({ config: PRODUCTION, html: '' }));
    expect(policy).not.toContain('*');
  });

  it('frames the stream origins: the demo data’s by default, STREAM_ORIGINS when given', () => {
    expect(cspDirectives({ config: LOCAL, html: '' })['frame-src']).toEqual(["'self'", 'https://siaran.contoh.id']);
    expect(parseStreamOrigins('https://www.youtube-nocookie.com, https://player.vimeo.com/')).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    expect(() => parseStreamOrigins('javascript:alert(1)')).toThrow(/STREAM_ORIGINS/);
    expect(() => parseStreamOrigins('https://player.example/embed')).toThrow(/STREAM_ORIGINS/);
  });

  it('is one header line', () => {
    expect(serializeCsp({ 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] })).toBe("default-src 'self'; img-src 'self' data:");
  });
});

describe('the local platform', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('sends the built policy with every HTML response, and not with scripts', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'pameran-csp-'));
    dirs.push(dist, `${dist}-records`);
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><script>boot()</script><div id="root"></div>');
    await writeFile(path.join(dist, 'app.js'), 'boot()');
    const policy = await writeCsp(dist, LOCAL, {});
    const platform = await startPlatform({ port: 0, realtimePort: 0, distDir: dist });
    try {
      for (const route of ['/', '/home', '/profile', '/index.html']) {
        const response = await fetch(platform.url + route);
        expect(response.headers.get('content-type'), route).toMatch(/^text\/html/);
        expect(response.headers.get('content-security-policy'), route).toBe(policy);
      }
      expect(policy).toContain(sha256('boot()'));
      const script = await fetch(platform.url + '/app.js');
      expect(script.headers.get('content-security-policy')).toBeNull();
    } finally {
      await platform.close();
    }
  });
});
