// The one allow-list for HTML that comes from the platform (the visitor's `code_html`).
// A visitor code needs text formatting, line breaks, lists, and the platform's own images and
// links; nothing else survives. A link elsewhere keeps its text without the address (no
// phishing link beside the visitor's code), an image elsewhere is dropped (no tracking pixel
// learning who opened their profile), and no image sets its own size (SafeHtml bounds it). No style (element or attribute), no class/id (the page's own CSS could be
// borrowed to fake the app), no forms or inputs, no iframes/objects, no SVG or MathML, no
// event handlers, no data-* attributes. Links and images go through src/security/safeUrl.ts;
// every link opens in a new tab with rel="noopener noreferrer".
import DOMPurify, { type Config } from 'dompurify';
import { config } from '../config';
import { safeUrl } from './safeUrl';

export const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'span', 'div',
  'strong', 'b', 'em', 'i', 'u', 's', 'small', 'mark', 'sub', 'sup', 'code',
  'h3', 'h4', 'h5', 'h6', 'blockquote',
  'ul', 'ol', 'li',
  'a', 'img',
];

export const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'target', 'rel'];

/** The app's own origin and the platform's (API_URL): where code_html may link and load images from. */
export function platformOrigins(): string[] {
  const origins = typeof window !== 'undefined' && window.location ? [window.location.origin] : [];
  try {
    if (config.apiUrl !== '') origins.push(new URL(config.apiUrl).origin);
  } catch {
    // a malformed API_URL adds nothing
  }
  return origins;
}

/** `url` (already through safeUrl) as an address on one of `origins`, or null. data: images pass. */
function onOrigins(url: string | null, origins: readonly string[]): string | null {
  if (url === null) return null;
  if (url.startsWith('data:image/')) return url;
  try {
    return origins.includes(new URL(url, window.location.href).origin) ? url : null;
  } catch {
    return null;
  }
}

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Content of dropped elements such as <style>, <script>, <template> goes with them.
  KEEP_CONTENT: true,
  FORBID_CONTENTS: ['style', 'script', 'template', 'noscript', 'textarea', 'select', 'option', 'iframe', 'object', 'svg', 'math', 'title'],
};

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null = null;

/** Where the current sanitize call may point links and images (set for the duration of one call). */
let allowedOrigins: readonly string[] = [];

/** A DOMPurify instance of our own, so these hooks never change anyone else's sanitising. */
function instance(): Purifier {
  if (purifier) return purifier;
  const own = DOMPurify(window);
  own.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = onOrigins(safeUrl(node.getAttribute('href'), 'link'), allowedOrigins);
      if (href) node.setAttribute('href', href);
      else node.removeAttribute('href');
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.nodeName === 'IMG') {
      // An image whose address was refused (by the gate, or by DOMPurify before it) is dropped,
      // not left as an empty box.
      const src = onOrigins(safeUrl(node.getAttribute('src'), 'image'), allowedOrigins);
      if (!src) return node.remove();
      node.setAttribute('src', src);
      // Server HTML rarely describes its images; one without alt text is read out as its file
      // name, so it is marked decorative.
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      node.setAttribute('referrerpolicy', 'no-referrer');
    }
  });
  purifier = own;
  return own;
}

/**
 * Chromium reports every inline event handler it parses as a CSP violation, even in the inert
 * document a sanitiser parses into, where nothing can run: a visitor whose code_html carries
 * `onerror=` saw "Executing inline event handler violates…" on /profile. So `on…=` after a
 * space, slash or quote is renamed to a data- attribute (which the allow-list drops) before
 * parsing. Not a defence in itself — DOMPurify still removes whatever handler this misses — and
 * text that happens to read " onsomething=" comes out as " data-onsomething=".
 */
const withoutHandlerNames = (html: string) => html.replace(/([\s/"'])(on[a-z]+\s*=)/gi, '$1data-$2');

/**
 * The same for `<base href>`: parsing one sets the inert document's base URI, which Chromium
 * reports against the page's `base-uri 'self'`. Renamed to an unknown element (which the
 * allow-list drops) before parsing, so none is ever parsed.
 */
const withoutBase = (html: string) => html.replace(/<(\/?)base(?=[\s/>])/gi, '<$1data-base');

/**
 * The platform's HTML reduced to the allow-list; '' for anything that is not a string.
 * @param origins where links and images may point (default: the app's and the platform's origin)
 */
export function sanitizeHtml(html: unknown, origins: readonly string[] = platformOrigins()): string {
  if (typeof html !== 'string' || html === '') return '';
  allowedOrigins = origins;
  try {
    return instance().sanitize(withoutBase(withoutHandlerNames(html)), CONFIG) as string;
  } finally {
    allowedOrigins = [];
  }
}
