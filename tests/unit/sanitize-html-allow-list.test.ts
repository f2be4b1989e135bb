// @vitest-environment jsdom
// code_html's allow-list, item by item (src/security/sanitizeHtml.ts, docs/security.md): every
// formatting element a visitor code may use survives, the content of what is dropped goes with it,
// links and images keep exactly the attributes the file's header promises, and only the app's and
// the platform's origins may be linked to or loaded from.
import { afterEach, describe, expect, it } from 'vitest';
import { config } from '../../src/config';
import { platformOrigins, sanitizeHtml } from '../../src/security/sanitizeHtml';

const PLATFORM = 'https://pameran.example';

/** The sanitised HTML parsed into a detached element, as SafeHtml renders it. */
function render(html: string, origins: readonly string[] = [PLATFORM]): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html, origins);
  return box;
}

const attributesOf = (element: Element) => Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value]));

const apiUrl = config.apiUrl;
afterEach(() => {
  config.apiUrl = apiUrl;
});

// First in the file on purpose: the sanitiser's hooks are set up by the first call, so this is
// the test that shows they are there at all.
describe('a visitor code, whole', () => {
  it('keeps its text, its platform link in a new tab and its platform image; drops the rest', () => {
    const html =
      '<p>Kode: <strong>BUDI2026</strong></p>' +
      '<a href="https://pameran.example/info">Info</a> <a href="https://hadiah-gratis.example/">Hadiah</a>' +
      '<img src="https://pameran.example/media/qr.png"><img src="https://pelacak.example/p.gif" alt="x">';
    expect(sanitizeHtml(html, [PLATFORM])).toBe(
      '<p>Kode: <strong>BUDI2026</strong></p>' +
        '<a href="https://pameran.example/info" target="_blank" rel="noopener noreferrer">Info</a> <a target="_blank" rel="noopener noreferrer">Hadiah</a>' +
        '<img src="https://pameran.example/media/qr.png" alt="" referrerpolicy="no-referrer">',
    );
  });
});

describe('the formatting a visitor code may use', () => {
  const KEPT = ['p', 'span', 'div', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'mark', 'sub', 'sup', 'code', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ol', 'ul'];

  it.each(KEPT)('keeps <%s> with its text', (tag) => {
    const box = render(`<${tag}>Kode BUDI2026</${tag}>`);
    expect(box.innerHTML).toBe(`<${tag}>Kode BUDI2026</${tag}>`);
  });

  it('keeps list items, line breaks and rules', () => {
    expect(render('<ol><li>Hall A</li></ol>').innerHTML).toBe('<ol><li>Hall A</li></ol>');
    expect(render('<p>satu<br>dua</p><hr>').innerHTML).toBe('<p>satu<br>dua</p><hr>');
  });

  it('keeps a title (a tooltip) on an element', () => {
    expect(render('<span title="Kode undangan">BUDI2026</span>').innerHTML).toBe('<span title="Kode undangan">BUDI2026</span>');
  });

  it('keeps the text of an element it drops', () => {
    expect(render('<article>Hall <font color="red">A</font>, <h1>Booth</h1> <table><tr><td>B-07</td></tr></table></article>').textContent).toBe(
      'Hall A, Booth B-07',
    );
  });
});

describe('what goes with the elements it drops', () => {
  it.each([
    ['style', '<style>p{color:red}</style>'],
    ['script', '<script>rahasia()</script>'],
    ['template', '<template><p>rahasia</p></template>'],
    ['noscript', '<noscript>rahasia</noscript>'],
    ['textarea', '<textarea>rahasia</textarea>'],
    ['select', '<select>rahasia</select>'],
    ['option', '<option>rahasia</option>'],
    ['option in a select', '<select><option>rahasia</option></select>'],
    ['iframe', '<iframe>rahasia</iframe>'],
    ['object', '<object>rahasia</object>'],
    ['svg', '<svg><text>rahasia</text></svg>'],
    ['math', '<math><mi>rahasia</mi></math>'],
    ['title', '<title>rahasia</title>'],
  ])('drops the content of <%s>', (_tag, html) => {
    const box = render(`<p>Kode</p>${html}<p>BUDI2026</p>`);
    expect(box.textContent).toBe('KodeBUDI2026');
    expect(box.innerHTML).toBe('<p>Kode</p><p>BUDI2026</p>');
  });
});

describe('links', () => {
  it('keeps a link to the platform with only its address, a new tab and no opener or referrer', () => {
    const link = render('<a href="https://pameran.example/info" title="Info" id="x" class="y" target="_self" rel="opener" data-x="1" aria-label="z" style="color:red" onclick="x()">Info</a>').querySelector('a')!;
    expect(attributesOf(link)).toEqual({ href: 'https://pameran.example/info', title: 'Info', target: '_blank', rel: 'noopener noreferrer' });
  });

  it('gives a refused link a new tab and no opener too, without an address', () => {
    const link = render('<a href="https://hadiah-gratis.example/klaim">Klaim</a>').querySelector('a')!;
    expect(attributesOf(link)).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
    expect(link.textContent).toBe('Klaim');
  });

  it('keeps a same-origin relative link as written when the app’s origin is allowed', () => {
    const link = render('<a href="/agenda">Agenda</a>', [window.location.origin]).querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/agenda');
  });

  it('drops a relative link when only the platform’s origin is allowed', () => {
    expect(render('<a href="/agenda">Agenda</a>').querySelector('a')!.hasAttribute('href')).toBe(false);
  });

  it('links to nothing when no origin is allowed', () => {
    expect(render('<a href="https://pameran.example/info">Info</a>', []).querySelector('a')!.hasAttribute('href')).toBe(false);
  });
});

describe('images', () => {
  it('keeps a platform image with its address, its alt text, and no referrer; nothing else', () => {
    const image = render('<img src="https://pameran.example/media/qr.png" alt="QR" title="Kode" id="x" class="y" width="9" height="9" data-x="1" style="width:1px" onload="x()">').querySelector('img')!;
    expect(attributesOf(image)).toEqual({ src: 'https://pameran.example/media/qr.png', alt: 'QR', title: 'Kode', referrerpolicy: 'no-referrer' });
  });

  it('marks an image without alt text decorative', () => {
    const image = render('<img src="https://pameran.example/media/qr.png">').querySelector('img')!;
    expect(attributesOf(image)).toEqual({ src: 'https://pameran.example/media/qr.png', alt: '', referrerpolicy: 'no-referrer' });
  });

  it('keeps a data: image (the visitor’s QR code inline), on no origin at all', () => {
    const qr = 'data:image/png;base64,iVBORw0KGgo=';
    expect(render(`<p><img src="${qr}" alt="QR"></p>`, []).innerHTML).toBe(`<p><img src="${qr}" alt="QR" referrerpolicy="no-referrer"></p>`);
  });

  it('drops an image without an address, elsewhere or refused, keeping the text around it', () => {
    expect(render('<p>a<img alt="QR">b</p>').innerHTML).toBe('<p>ab</p>');
    expect(render('<p>a<img src="https://pelacak.example/p.gif">b</p>').innerHTML).toBe('<p>ab</p>');
    expect(render('<p>a<img src="data:text/html,x">b</p>').innerHTML).toBe('<p>ab</p>');
  });

  it('drops an image whose address DOMPurify refuses after the gate accepted it', () => {
    // `</title>` in an attribute is refused by DOMPurify (SAFE_FOR_XML), though safeUrl passes it.
    expect(render('<p>a<img src="/media/qr.png?v=</title>">b</p>', [window.location.origin]).innerHTML).toBe('<p>ab</p>');
  });

  it('keeps a same-origin relative image as written when the app’s origin is allowed', () => {
    expect(render('<img src="/media/qr/a.svg" alt="">', [window.location.origin]).innerHTML).toBe('<img src="/media/qr/a.svg" alt="" referrerpolicy="no-referrer">');
  });
});

describe('text that reads like an event handler or a <base>', () => {
  it.each([
    ['after a space', '<p>tekan onclick=1</p>', 'tekan data-onclick=1'],
    ['in upper case', '<p>tekan ONCLICK=1</p>', 'tekan data-ONCLICK=1'],
    ['with a space before =', '<p>tekan onclick =1</p>', 'tekan data-onclick =1'],
    ['after a slash', '<p>a/onclick=1</p>', 'a/data-onclick=1'],
    ['after a double quote', '<p>"onclick=1</p>', '"data-onclick=1'],
    ['after a single quote', "<p>'onclick=1</p>", "'data-onclick=1"],
    ['each of several', '<p> onx=1 ony=2</p>', ' data-onx=1 data-ony=2'],
  ])('comes out renamed (docs: " onsomething=" reads " data-onsomething=") %s', (_where, html, text) => {
    expect(render(html).textContent).toBe(text);
  });

  it.each([
    ['inside a word', '<p>salon=1</p>', 'salon=1'],
    ['without =', '<p>tekan onclick</p>', 'tekan onclick'],
    ['“on” alone', '<p>a on=1</p>', 'a on=1'],
    ['with a digit', '<p>a on1=1</p>', 'a on1=1'],
  ])('is left alone %s', (_where, html, text) => {
    expect(render(html).textContent).toBe(text);
  });

  it('drops every handler attribute however it is written', () => {
    const box = render('<p onclick="a()" ONMOUSEOVER=b() onfocus = "c()"/onblur="d()">x</p><img/onerror=e() src="https://pameran.example/a.png">');
    expect(box.innerHTML).not.toMatch(/\son\w+=/i);
    expect(box.querySelector('p')!.attributes).toHaveLength(0);
  });

  it('drops a <base> and keeps what follows it', () => {
    expect(render('<base href="https://evil.example/"><p>Kode</p></base><a href="https://pameran.example/x">x</a>').innerHTML).toBe(
      '<p>Kode</p><a href="https://pameran.example/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('where links and images may point by default', () => {
  it('is the app’s own origin when the platform is on the same origin', () => {
    config.apiUrl = '';
    expect(platformOrigins()).toEqual([window.location.origin]);
    expect(sanitizeHtml('<a href="/agenda">Agenda</a>')).toBe('<a href="/agenda" target="_blank" rel="noopener noreferrer">Agenda</a>');
  });

  it('adds the platform’s origin (API_URL)', () => {
    config.apiUrl = 'https://api.pameran.example/v1/';
    expect(platformOrigins()).toEqual([window.location.origin, 'https://api.pameran.example']);
    expect(sanitizeHtml('<img src="https://api.pameran.example/media/qr.png" alt="QR">')).toBe(
      '<img src="https://api.pameran.example/media/qr.png" alt="QR" referrerpolicy="no-referrer">',
    );
    expect(sanitizeHtml('<img src="https://pelacak.example/p.gif" alt="">')).toBe('');
  });

  it('adds nothing for a malformed API_URL', () => {
    config.apiUrl = 'bukan alamat';
    expect(platformOrigins()).toEqual([window.location.origin]);
  });

  it('gives nothing for an empty string', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml(42)).toBe('');
  });

  it('forgets one call’s origins before the next', () => {
    expect(render('<a href="https://siaran.contoh.id/x">x</a>', ['https://siaran.contoh.id']).querySelector('a')!.getAttribute('href')).toBe('https://siaran.contoh.id/x');
    expect(render('<a href="https://siaran.contoh.id/x">x</a>').querySelector('a')!.hasAttribute('href')).toBe(false);
  });
});
