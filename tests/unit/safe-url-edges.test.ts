// The safe-URL gate's edges (src/security/safeUrl.ts, docs/security.md "URLs from the platform"):
// the limits of what passes, beside tests/unit/safe-url.test.ts's hostile corpus.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCrossOrigin, safeUrl, STREAM_ALLOW, STREAM_REFERRER_POLICY, streamSandbox } from '../../src/security/safeUrl';

const PAGE = 'https://app.pameran.example/live-stream/80';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('safeUrl: how long an address may be', () => {
  it('accepts an address of 8192 characters and refuses one of 8193', () => {
    const prefix = 'https://siaran.contoh.id/';
    const longest = prefix + 'a'.repeat(8192 - prefix.length);
    expect(longest).toHaveLength(8192);
    expect(safeUrl(longest, 'link', PAGE)).toBe(longest);
    expect(safeUrl(`${longest}a`, 'link', PAGE)).toBeNull();
  });

  it('measures the address without the spaces around it', () => {
    const prefix = 'https://siaran.contoh.id/';
    const longest = prefix + 'a'.repeat(8192 - prefix.length);
    expect(safeUrl(`  ${longest}  `, 'link', PAGE)).toBe(longest);
  });
});

describe('safeUrl: characters no accepted address holds', () => {
  it.each([
    ['a unit separator', 'https://siaran.contoh.id/a\u001fb'],
    ['a NUL', 'https://siaran.contoh.id/a\u0000b'],
    ['a DEL', 'https://siaran.contoh.id/a\u007fb'],
    ['a line separator', 'https://siaran.contoh.id/a\u2028b'],
    ['a paragraph separator', 'https://siaran.contoh.id/a\u2029b'],
    ['a DEL in a relative path', '/media/\u007f.png'],
  ])('refuses %s', (_what, raw) => {
    expect(safeUrl(raw, 'link', PAGE)).toBeNull();
    expect(safeUrl(raw, 'image', PAGE)).toBeNull();
  });

  it('accepts ordinary characters beside them (space and tilde are not controls)', () => {
    expect(safeUrl('https://siaran.contoh.id/~budi', 'link', PAGE)).toBe('https://siaran.contoh.id/~budi');
    expect(safeUrl('https://siaran.contoh.id/é', 'link', PAGE)).toBe('https://siaran.contoh.id/%C3%A9');
  });
});

describe('safeUrl: an & is refused only where a scheme would be', () => {
  it.each([
    ['in an absolute address’s query', 'https://siaran.contoh.id/cari?q=a&b=c', 'https://siaran.contoh.id/cari?q=a&b=c'],
    ['in an absolute address’s path', 'https://siaran.contoh.id/a&b', 'https://siaran.contoh.id/a&b'],
    ['in a relative path after its first slash', '/media/a&b.png', '/media/a&b.png'],
    ['in a query of this page', '?tab=1&lang=en', '?tab=1&lang=en'],
    ['in a fragment of this page', '#satu&dua', '#satu&dua'],
  ])('accepts one %s', (_where, raw, loaded) => {
    expect(safeUrl(raw, 'link', PAGE)).toBe(loaded);
  });

  it.each(['&amp;', 'a&b/c', 'https&#58;//siaran.contoh.id/'])('refuses %j', (raw) => {
    expect(safeUrl(raw, 'link', PAGE)).toBeNull();
  });
});

describe('safeUrl: data: images', () => {
  it.each([
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/jpeg;base64,/9j/4AAQ',
    'data:image/gif,GIF89a',
    'data:image/webp;base64,UklGRg==',
    'data:image/avif;base64,AAAAIGZ0eXA=',
    'data:image/svg+xml;utf8,<svg/>',
    'DATA:IMAGE/PNG;BASE64,iVBORw0KGgo=',
    'data:image/png;name=qr_code-1.png;base64,iVBORw0KGgo=',
  ])('accepts %j for an image, as given', (raw) => {
    expect(safeUrl(raw, 'image', PAGE)).toBe(raw);
  });

  it.each([
    ['another image type', 'data:image/bmp;base64,Qk0='],
    ['a type that only starts like one', 'data:image/pngx;base64,iVBORw0KGgo='],
    ['svg without +xml', 'data:image/svg,<svg/>'],
    ['no comma', 'data:image/png'],
    ['a parameter with a space', 'data:image/png;a b,iVBORw0KGgo='],
    ['a parameter with a quote', 'data:image/png;a"b,iVBORw0KGgo='],
    ['an empty parameter', 'data:image/png;,iVBORw0KGgo='],
    ['a data image after another scheme', 'javascript:data:image/png,alert(1)'],
  ])('refuses %s', (_what, raw) => {
    expect(safeUrl(raw, 'image', PAGE)).toBeNull();
  });
});

describe('safeUrl: schemes and hosts', () => {
  it.each([
    ['a scheme that ends in http', 'whttp://evil.example/'],
    ['a scheme that ends in https', 'xhttps://evil.example/'],
    ['a scheme that starts with http', 'httpx://evil.example/'],
    ['a password without a user', 'https://:rahasia@evil.example/'],
    ['a user without a password', 'https://budi@evil.example/'],
  ])('refuses %s', (_what, raw) => {
    expect(safeUrl(raw, 'link', PAGE)).toBeNull();
  });

  it('gives an absolute address in the browser’s normal form, and a relative one as written', () => {
    expect(safeUrl('http://Siaran.Contoh.ID:80/a/../b', 'link', PAGE)).toBe('http://siaran.contoh.id/b');
    expect(safeUrl('/a/../b', 'link', PAGE)).toBe('/a/../b');
    expect(safeUrl('//app.pameran.example/b', 'link', PAGE)).toBe('//app.pameran.example/b');
    expect(safeUrl('https://app.pameran.example/b', 'link', PAGE)).toBe('https://app.pameran.example/b');
  });

  it('judges a relative address by the page it is on', () => {
    expect(safeUrl('//siaran.contoh.id/x', 'link', 'https://siaran.contoh.id/')).toBe('//siaran.contoh.id/x');
    expect(safeUrl('//siaran.contoh.id/x', 'link', PAGE)).toBeNull();
  });

  it('refuses everything when the page’s own address is not a URL', () => {
    expect(safeUrl('/media/x.png', 'image', 'bukan alamat')).toBeNull();
    expect(safeUrl('https://siaran.contoh.id/', 'link', 'bukan alamat')).toBeNull();
  });

  it('refuses text the URL parser refuses', () => {
    expect(safeUrl('http://[/', 'link', PAGE)).toBeNull();
    expect(safeUrl('https://exa mple.com/', 'link', PAGE)).toBeNull();
  });

  it('takes http://localhost/ as the page where there is no window (tests, workers)', () => {
    expect(safeUrl('/media/x.png', 'image')).toBe('/media/x.png');
    expect(safeUrl('//localhost/x', 'link')).toBe('//localhost/x');
    expect(safeUrl('//siaran.contoh.id/x', 'link')).toBeNull();
    vi.stubGlobal('window', {});
    expect(safeUrl('//localhost/x', 'link')).toBe('//localhost/x');
    expect(safeUrl('//siaran.contoh.id/x', 'link')).toBeNull();
  });

  it('takes the window’s address as the page where there is one', () => {
    vi.stubGlobal('window', { location: { href: 'https://siaran.contoh.id/acara' } });
    expect(safeUrl('//siaran.contoh.id/x', 'link')).toBe('//siaran.contoh.id/x');
    expect(safeUrl('//localhost/x', 'link')).toBeNull();
    expect(isCrossOrigin('https://siaran.contoh.id/x')).toBe(false);
    expect(streamSandbox('http://localhost/x')).toBe('allow-scripts allow-same-origin allow-presentation');
  });
});

describe('isCrossOrigin: a player on another origin', () => {
  it.each([
    ['an https address elsewhere', 'https://siaran.contoh.id/x', true],
    ['an http address elsewhere', 'http://siaran.contoh.id/x', true],
    ['http on the app’s host (another origin)', 'http://app.pameran.example/x', true],
    ['the app’s own origin', 'https://app.pameran.example/x', false],
    ['a relative path', '/media/x', false],
    ['a data: address', 'data:text/html,x', false],
    ['an ftp address elsewhere', 'ftp://siaran.contoh.id/x', false],
    ['a blob address', 'blob:https://siaran.contoh.id/1', false],
    ['text that does not parse', 'http://[/', false],
  ])('%s: %s', (_what, href, cross) => {
    expect(isCrossOrigin(href, PAGE)).toBe(cross);
  });

  it('is false for everything when the page’s own address is not a URL', () => {
    expect(isCrossOrigin('https://siaran.contoh.id/x', 'bukan alamat')).toBe(false);
  });

  it('judges against http://localhost/ where there is no window', () => {
    expect(isCrossOrigin('http://localhost/x')).toBe(false);
    expect(isCrossOrigin('https://siaran.contoh.id/x')).toBe(true);
    expect(streamSandbox('https://siaran.contoh.id/x')).toBe('allow-scripts allow-same-origin allow-presentation');
    expect(streamSandbox('/x')).toBe('allow-scripts allow-presentation');
  });
});

describe('what a stream player may use', () => {
  it('allows autoplay, fullscreen, picture-in-picture and encrypted media, nothing else', () => {
    expect(STREAM_ALLOW).toBe('autoplay; fullscreen; picture-in-picture; encrypted-media');
  });

  it('tells the player which site embeds it, never the page’s path', () => {
    expect(STREAM_REFERRER_POLICY).toBe('strict-origin');
  });

  it('gives an http player elsewhere its own origin too', () => {
    expect(streamSandbox('http://siaran.contoh.id/x', PAGE)).toBe('allow-scripts allow-same-origin allow-presentation');
    expect(streamSandbox('ftp://siaran.contoh.id/x', PAGE)).toBe('allow-scripts allow-presentation');
  });
});
