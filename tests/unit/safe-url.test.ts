// The safe-URL gate (src/security/safeUrl.ts) against a hostile corpus: nothing but http(s) and
// same-origin relative addresses gets through, whatever the spelling.
import { describe, expect, it } from 'vitest';
import { safeUrl, streamSandbox } from '../../src/security/safeUrl';

const PAGE = 'https://app.pameran.example/live-stream/80';

/** Addresses that must never be rendered as a link, image, frame or media source. */
export const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  '\u0000javascript:alert(1)',
  'javascript\u0000:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript:/*http://x*/alert(1)',
  'javascript://%0aalert(1)',
  'jav&#x09;ascript:alert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  'data:application/xhtml+xml,<x/>',
  'blob:https://app.pameran.example/2b1f0c1e-1111-2222-3333-444455556666',
  'file:///etc/passwd',
  'ftp://files.example/x',
  'about:blank',
  'chrome://settings',
  'intent://scan/#Intent;scheme=zxing;end',
  'ws://evil.example/socket',
  '//evil.example/x',
  '///evil.example/x',
  '\\\\evil.example/x',
  '/\\evil.example/x',
  '\\/evil.example/x',
  'https://user:pass@evil.example/',
  'https://app.pameran.example@evil.example/',
  'http://',
  'https://',
  '',
  '   ',
];

const NON_STRINGS: unknown[] = [null, undefined, 0, 42, true, {}, [], ['https://ok.example'], { href: 'https://ok.example' }];

describe('safeUrl', () => {
  it.each(HOSTILE_URLS)('refuses %j for every use', (raw) => {
    for (const use of ['link', 'image', 'frame', 'media'] as const) expect(safeUrl(raw, use, PAGE)).toBeNull();
  });

  it.each(NON_STRINGS)('refuses the non-string %j', (raw) => {
    expect(safeUrl(raw, 'link', PAGE)).toBeNull();
  });

  it('accepts http(s) addresses on any host, as the browser would read them', () => {
    expect(safeUrl('https://siaran.contoh.id/tanya-jawab-ekskavator', 'frame', PAGE)).toBe('https://siaran.contoh.id/tanya-jawab-ekskavator');
    expect(safeUrl('HTTPS://Siaran.Contoh.ID/a b', 'link', PAGE)).toBe('https://siaran.contoh.id/a%20b');
    expect(safeUrl('  http://127.0.0.1:8080/media/qr/BUDI2026.svg  ', 'image', PAGE)).toBe('http://127.0.0.1:8080/media/qr/BUDI2026.svg');
  });

  it('accepts relative paths that stay on the page’s origin, as given', () => {
    expect(safeUrl('/media/prize/2.svg', 'image', PAGE)).toBe('/media/prize/2.svg');
    expect(safeUrl(' media/x.png ', 'image', PAGE)).toBe('media/x.png');
    expect(safeUrl('?tab=1', 'link', PAGE)).toBe('?tab=1');
    // Looks like a scheme to a naive check, but is a path on this site (no code runs).
    expect(safeUrl('./javascript:alert(1)', 'link', PAGE)).toBe('./javascript:alert(1)');
  });

  it('accepts data: images for <img> only, and only image types', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const svg = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";
    expect(safeUrl(png, 'image', PAGE)).toBe(png);
    expect(safeUrl(svg, 'image', PAGE)).toBe(svg);
    for (const use of ['link', 'frame', 'media'] as const) {
      expect(safeUrl(png, use, PAGE)).toBeNull();
      expect(safeUrl(svg, use, PAGE)).toBeNull();
    }
    expect(safeUrl('data:image/svg+xml;charset=utf-8;base64,PHN2Zz4=', 'image', PAGE)).not.toBeNull();
    expect(safeUrl('data:image/x-icon;base64,AAAA', 'image', PAGE)).toBeNull();
    expect(safeUrl('data:text/html;image/png,<script>1</script>', 'image', PAGE)).toBeNull();
  });
});

describe('the stream player sandbox', () => {
  const ISOLATED = 'allow-scripts allow-presentation';
  const OWN_ORIGIN = 'allow-scripts allow-same-origin allow-presentation';

  it.each([
    ['a relative path', '/media/stream/80.svg'],
    ['a path with a dot segment', '/./media/stream/80.svg'],
    ['a path relative to the page', 'media/stream/80.svg'],
    ['a scheme-relative URL of the app’s host', '//app.pameran.example/media/stream/80.svg'],
    ['an absolute URL of the app’s origin', 'https://app.pameran.example/media/stream/80.svg'],
    ['an absolute URL in upper case', 'HTTPS://APP.PAMERAN.EXAMPLE:443/media/stream/80.svg'],
    ['text that is not a URL', 'http://[/'],
  ])('never gives scripts the app’s own origin for %s', (_form, href) => {
    expect(streamSandbox(href, PAGE)).toBe(ISOLATED);
  });

  it.each([
    ['an absolute URL of another origin', 'https://siaran.contoh.id/x'],
    ['a scheme-relative URL of another host', '//siaran.contoh.id/x'],
    ['another port of the app’s host', 'https://app.pameran.example:8443/x'],
  ])('keeps a player on another origin in its own origin for %s', (_form, href) => {
    expect(streamSandbox(href, PAGE)).toBe(OWN_ORIGIN);
  });
});
