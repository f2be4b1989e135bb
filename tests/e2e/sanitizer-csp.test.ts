// The sanitiser in real Chromium under the app's base-uri policy (issue 31 item 7): a
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
import { useBrowser } from './support/browser';

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
    const html = await page.evaluate(() => {
      const reports: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) => reports.push(`${event.effectiveDirective} ${event.blockedURI}`));
      const sanitize = (window as unknown as { sanitizeHtml: (html: string, origins: string[]) => string }).sanitizeHtml;
      const out = sanitize('<base href="https://evil.example/"><p>Kode <strong>REG-1</strong></p><BASE HREF=//evil.example/>', [location.origin]);
      return new Promise<{ out: string; reports: string[] }>((resolve) => setTimeout(() => resolve({ out, reports }), 300));
    });
    expect(html).toEqual({ out: '<p>Kode <strong>REG-1</strong></p>', reports: [] });
    expect(consoleReports).toEqual([]);
  });
});
