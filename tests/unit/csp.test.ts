// The Content-Security-Policy: computed from the final index.html and the build configuration
// (scripts/csp.mjs), written by the build, and sent by the local platform with HTML only
// (server/csp.mjs). The browser side (no violation on any route, an injected inline script
// blocked) is tests/e2e/csp.test.ts.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cspDirectives, inlineScriptHashes, parseCspReportUrl, parseStreamOrigins, realtimeOrigins, serializeCsp, writeCsp } from '../../scripts/csp.mjs';
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
    // Long polling after the server moved the client to a shard host loads its scripts from there.
    expect(cspDirectives({ config: { ...PRODUCTION, apiUrl: '' }, html: '' })['script-src']).toEqual([
      "'self'",
      'https://pameran-prod-default-rtdb.asia-southeast1.firebasedatabase.app',
      'https://*.asia-southeast1.firebasedatabase.app',
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
      'https://*.asia-southeast1.firebasedatabase.app',
      'wss://*.asia-southeast1.firebasedatabase.app',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
  });

  it('admits the shard hosts a real database hands its clients, in its own region or firebaseio.com only, over https and wss', () => {
    // us-central1: s-usc1a-nss-2001.firebaseio.com and the like.
    expect(realtimeOrigins({ firebaseConfig: { databaseURL: 'https://demo.firebaseio.com' } })).toEqual([
      'https://demo.firebaseio.com', 'wss://demo.firebaseio.com', 'https://*.firebaseio.com', 'wss://*.firebaseio.com',
    ]);
    expect(realtimeOrigins({ firebaseConfig: { databaseURL: 'https://fair-db.europe-west1.firebasedatabase.app/' } })).toEqual([
      'https://fair-db.europe-west1.firebasedatabase.app', 'wss://fair-db.europe-west1.firebasedatabase.app',
      'https://*.europe-west1.firebasedatabase.app', 'wss://*.europe-west1.firebasedatabase.app',
    ]);
    // Any other host is named alone: no wildcard of a domain that is not Firebase's database domain.
    expect(realtimeOrigins({ firebaseConfig: { databaseURL: 'https://realtime.pameran.example' } })).toEqual(['https://realtime.pameran.example', 'wss://realtime.pameran.example']);
    expect(realtimeOrigins({ firebaseConfig: { databaseURL: 'https://firebasedatabase.app.evil.example' } })).toEqual(['https://firebasedatabase.app.evil.example', 'wss://firebasedatabase.app.evil.example']);
    const wildcards = serializeCsp(cspDirectives({ config: PRODUCTION, html: '' })).match(/[^\s;]*\*[^\s;]*/g);
    expect(wildcards).toEqual(['https://*.asia-southeast1.firebasedatabase.app', 'https://*.asia-southeast1.firebasedatabase.app', 'wss://*.asia-southeast1.firebasedatabase.app']);
    // The local emulator: no wildcard at all.
    expect(serializeCsp(cspDirectives({ config: LOCAL, html: '' }))).not.toContain('*');
  });

  it('reports a refused load to /csp-report by default, to CSP_REPORT_URL when given, and to nowhere with none', () => {
    const reporting = cspDirectives({ config: PRODUCTION, html: '' });
    expect(reporting['report-to']).toEqual(['csp']);
    expect(reporting['report-uri']).toEqual(['/csp-report']);
    expect(parseCspReportUrl(undefined)).toBe('/csp-report');
    expect(parseCspReportUrl('https://reports.pameran.example/csp')).toBe('https://reports.pameran.example/csp');
    expect(parseCspReportUrl('/laporan/csp')).toBe('/laporan/csp');
    expect(parseCspReportUrl('none')).toBeNull();
    expect(cspDirectives({ config: PRODUCTION, html: '', reportUrl: null })).not.toHaveProperty('report-to');
    for (const bad of ['http://reports.example/csp', 'javascript:alert(1)', '//reports.example/csp', 'https://a.example/x; script-src *', 'https://user:pw@a.example/', 'laporan']) {
      expect(() => parseCspReportUrl(bad), bad).toThrow(/CSP_REPORT_URL/);
    }
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
      expect((await fetch(platform.url + '/home')).headers.get('reporting-endpoints')).toBe('csp="/csp-report"');
      const script = await fetch(platform.url + '/app.js');
      expect(script.headers.get('content-security-policy')).toBeNull();
      // Other hosts get the same two headers from dist/_headers.
      expect(await readFile(path.join(dist, '_headers'), 'utf8')).toContain(`  Content-Security-Policy: ${policy}\n  Reporting-Endpoints: csp="/csp-report"\n`);
    } finally {
      await platform.close();
    }
  });

  it('takes the browsers’ reports at /csp-report, both kinds, and logs them; refuses junk, a large body and anything but POST without a crash; keeps 100 a minute', async () => {
    let clock = Date.parse('2026-03-02T09:00:00Z');
    const logged: string[] = [];
    const warn = console.warn;
    console.warn = (line: string) => void logged.push(line);
    const platform = await startPlatform({ port: 0, realtimePort: 0, quiet: false, now: () => clock });
    const post = (body: string, type: string) => fetch(platform.url + '/csp-report', { method: 'POST', headers: { 'content-type': type }, body });
    try {
      // report-uri's form (every browser), then the Reporting API's list (Chromium's report-to).
      const legacy = { 'csp-report': { 'document-uri': 'http://127.0.0.1/home', 'effective-directive': 'script-src-elem', 'blocked-uri': 'https://evil.example/x.js' } };
      expect((await post(JSON.stringify(legacy), 'application/csp-report')).status).toBe(204);
      const batch = [{ type: 'csp-violation', url: 'http://127.0.0.1/profile', body: { documentURL: 'http://127.0.0.1/profile', effectiveDirective: 'script-src-elem', blockedURL: 'inline', sample: 'alert(1)' } }];
      expect((await post(JSON.stringify(batch), 'application/reports+json')).status).toBe(204);
      expect(platform.cspReports().reports.map(({ directive, blocked, page }) => [directive, blocked, page])).toEqual([
        ['script-src-elem', 'https://evil.example/x.js', 'http://127.0.0.1/home'],
        ['script-src-elem', 'inline', 'http://127.0.0.1/profile'],
      ]);
      expect(logged.filter((line) => line.startsWith('[csp]'))).toHaveLength(2);

      for (const junk of ['', 'not json', '{"csp-report": 5}', '[{"type":"deprecation","body":{}}]', 'null']) {
        const answer = await post(junk, 'application/csp-report');
        expect(answer.status, junk).toBe(400);
      }
      expect((await post(JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(20_000) } }), 'application/csp-report')).status).toBe(413);
      expect((await fetch(platform.url + '/csp-report')).status).toBe(405);

      // A page that breaks the policy in a loop: the minute's first 100 are kept, the rest counted.
      const many = Array.from({ length: 150 }, (_, i) => ({ type: 'csp-violation', body: { documentURL: `http://127.0.0.1/loop/${i}`, effectiveDirective: 'img-src', blockedURL: 'http://x.example' } }));
      expect((await post(JSON.stringify(many.slice(0, 75)), 'application/reports+json')).status).toBe(204);
      expect((await post(JSON.stringify(many.slice(75)), 'application/reports+json')).status).toBe(204);
      expect(platform.cspReports().reports).toHaveLength(100);
      expect(platform.cspReports().dropped).toBe(52);
      clock += 60_000;
      expect((await post(JSON.stringify(legacy), 'application/csp-report')).status).toBe(204);
      expect(platform.cspReports().reports).toHaveLength(101);
      expect(logged).toContain('[csp] 52 laporan lain tidak dicatat (lebih dari 100 per menit)');
      // Still serving.
      expect((await fetch(platform.url + '/api/events/1')).status).toBe(200);
    } finally {
      console.warn = warn;
      await platform.close();
    }
  });
});
