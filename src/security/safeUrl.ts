// The one gate for every URL that comes from the platform (API responses, realtime values,
// query strings): links, images, frames and media. What passes is http(s), or a relative path
// that stays on the page's own origin; everything else is refused (null) and the caller shows a
// neutral placeholder instead. docs/security.md "URLs from the platform" lists what is refused.
//
// The string is parsed with the browser's own URL parser, so tricks that rely on the parser
// (`java\tscript:`, leading spaces, `\\evil.example`, upper case) are judged on what the browser
// would load, not on how the text looks. Strings with control characters are refused outright.

/** Where the URL will be used; only images may be data: URLs. */
export type UrlUse = 'link' | 'image' | 'frame' | 'media';

/**
 * Raster and SVG images as data: URLs, for <img> only. An SVG loaded as an image runs no script
 * and loads nothing (the browser's "secure static" image mode), so it is as inert as a PNG.
 */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)(?:;[a-z0-9=._+-]+)*,/i;

// C0 controls, DEL and the Unicode line/paragraph separators: never part of a URL we accept.
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/;

/**
 * An `&` before the first `/`, `?` or `#`: an HTML entity where a scheme would be
 * (`jav&#x09;ascript:`). Harmless in an attribute React sets, but a sign of an attack, and
 * dangerous if the string is ever put through an HTML parser: refused.
 */
const ENTITY_IN_SCHEME = /^[^/?#]*&/;

/** An explicit scheme at the start (what the URL parser would read as one). */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function pageLocation(): string {
  return typeof window !== 'undefined' && window.location ? window.location.href : 'http://localhost/';
}

/**
 * The URL to load, or null when `raw` must not be rendered: an absolute http(s) URL in the
 * browser's normal form, or a same-origin relative path as given (trimmed).
 * @param raw  anything the platform sent (non-strings are refused)
 * @param use  'image' also accepts data:image/(png|jpeg|gif|webp|avif|svg+xml)
 * @param base the page's address (tests pass one; the app uses window.location)
 */
export function safeUrl(raw: unknown, use: UrlUse = 'link', base: string = pageLocation()): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (text === '' || text.length > 8192 || CONTROL.test(text) || ENTITY_IN_SCHEME.test(text)) return null;
  if (use === 'image' && DATA_IMAGE.test(text)) return text;
  let url: URL;
  let page: URL;
  try {
    page = new URL(base);
    url = new URL(text, page);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol)) return null;
  // Credentials in a URL (`https://bank.example@evil.example`) only serve to mislead.
  if (url.username || url.password) return null;
  // A relative reference must stay on this origin: `//evil.example`, `\\evil.example` and
  // `/\evil.example` are relative in form but leave the site.
  if (!SCHEME.test(text)) return url.origin === page.origin ? text : null;
  return url.href;
}

/**
 * True when `href` loads from another origin than the page's. It is resolved against the page,
 * as the browser resolves a frame's src, so every way of writing the app's own origin
 * (`/media/x`, `/./media/x`, `//host/x`, `https://host/x`) counts as same-origin; text that does
 * not parse is never "another origin".
 */
export function isCrossOrigin(href: string, base: string = pageLocation()): boolean {
  try {
    const page = new URL(base);
    const target = new URL(href, page);
    return (target.protocol === 'http:' || target.protocol === 'https:') && target.origin !== page.origin;
  } catch {
    return false;
  }
}

/**
 * The sandbox of a stream player: scripts (the player), its own origin's storage (players keep
 * quality and consent settings), fullscreen via the `allow` list, presentation (casting).
 * No forms, no top navigation, no popups, no downloads, no modals. Only a player on another
 * origin gets `allow-same-origin`: on the app's own origin, scripts plus same-origin could lift
 * the sandbox and read the visitor's session (`parent.localStorage`).
 */
export function streamSandbox(href: string, base: string = pageLocation()): string {
  return isCrossOrigin(href, base) ? 'allow-scripts allow-same-origin allow-presentation' : 'allow-scripts allow-presentation';
}

/** Features a stream player may use; every other (camera, microphone, geolocation…) stays off. */
export const STREAM_ALLOW = 'autoplay; fullscreen; picture-in-picture; encrypted-media';

/** The player learns which site embeds it (players require that), never the page's path. */
export const STREAM_REFERRER_POLICY = 'strict-origin';
