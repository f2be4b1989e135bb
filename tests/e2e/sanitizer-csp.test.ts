// The sanitiser in real Chromium under the app's base-uri policy: a
// `<base href>` in the platform's code_html raises no CSP report. Chromium reports a base URI
// that the inert document DOMPurify parses into would set, so src/security/sanitizeHtml.ts must
// never let the parser see one. jsdom has no CSP, hence a browser; no app build is needed: the
// sanitiser is bundled on its own and served with the policy's base-uri.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as esbuild from 'esbuild';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './support/app';
import { UI_TIMEOUT, useBrowser } from './support/browser';

const browser = useBrowser();
let server: http.Server;
let page: Page;
const consoleReports: string[] = [];

beforeAll(async () => {
  const bundle = await esbuild.build({
    stdin: { contents: "import { sanitizeHtml } from './src/security/sanitizeHtml'; Object.assign(window, { sanitizeHtml });", resolveDir: repoRoot, loader: 'ts' },
    bundle: true, write: false, format: 'iife', define: { __PAMERAN_API_URL__: '""' }, logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]!.text;
  server = http.createServer((request, response) => {
    if (request.url === '/sanitizer.js') return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    response.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': "default-src 'self'; script-src 'self'; img-src 'self' data: https:; base-uri 'self'" });
    response.end('<!doctype html><script src="/sanitizer.js"></script>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  page = await browser.open('desktop', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleReports.push(message.text());
  });
}, 30_000);

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('code_html with <base href>', () => {
  it('is sanitised without a CSP report, and the base is gone', async () => {
    const sentinelMessage = page.waitForEvent('console', (message) => /Content Security Policy/i.test(message.text()) && message.text().includes('sentinel.example'));
    const html = await page.evaluate((timeout) => {
      const reports: string[] = [];
      const sanitize = (window as unknown as { sanitizeHtml: (html: string, origins: string[]) => string }).sanitizeHtml;
      return new Promise<{ out: string; reports: string[] }>((resolve) => {
        setTimeout(() => resolve({ out, reports: [...reports, 'the sentinel was never reported'] }), timeout);
        document.addEventListener('securitypolicyviolation', (event) => {
          if (event.blockedURI.includes('sentinel.example')) resolve({ out, reports });
          else reports.push(`${event.effectiveDirective} ${event.blockedURI}`);
        });
        const out = sanitize('<base href="https://evil.example/"><p>Kode <strong>REG-1</strong></p><BASE HREF=//evil.example/>', [location.origin]);
        // A report Chromium must make, after the sanitiser's: a <base> parsed into an inert document,
        // as the sanitiser's parser would. Reports arrive in order, so when this one is in, any
        // report of the sanitiser's would be in too.
        new DOMParser().parseFromString('<base href="https://sentinel.example/">', 'text/html');
      });
    }, UI_TIMEOUT);
    await sentinelMessage;
    expect(html).toEqual({ out: '<p>Kode <strong>REG-1</strong></p>', reports: [] });
    expect(consoleReports.filter((report) => !report.includes('sentinel.example'))).toEqual([]);
  });
});
