// Deep links into the native app: `pameran://live-stream/79` and
// `https://pameran.example/live-stream/79` both open /live-stream/79. The scheme and host are
// declared in android/app/src/main/AndroidManifest.xml, ios/App/App/Info.plist (scheme) and
// ios/App/App/App.entitlements (host); tests/unit/native-sync.test.ts keeps them in step.
import { HOME_PATH } from '../../machines';

/** Replace webHost with the web app's real domain here and in the native projects (docs/native.md). */
export const DEEP_LINKS = { scheme: 'pameran', webHost: 'pameran.example' } as const;

/** `text` with its %-escapes decoded, or as is when they are malformed. */
function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A media popup opens with its source and kind only: its title is never taken from a link. */
function mediaQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of ['src', 'type']) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** The app path a link opens, or null when the link is not one of ours. */
export function deepLinkPath(url: string, links: { scheme: string; webHost: string } = DEEP_LINKS): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  let path: string;
  if (parsed.protocol === `${links.scheme}:`) {
    // pameran://live-stream/79 → host "live-stream", path "/79"; pameran:///live-stream/79 has no host.
    path = `/${parsed.host}${parsed.pathname}`;
  } else if (parsed.protocol === 'https:' && parsed.hostname === links.webHost) {
    path = parsed.pathname;
  } else {
    return null;
  }
  // A backslash is a slash to the URL parser (`/\evil.example` is another host): not ours.
  if (path.includes('\\') || decodeSafely(path).includes('\\')) return null;
  // One leading slash (never a protocol-relative //host), no trailing one.
  path = `/${path.split('/').filter(Boolean).join('/')}`;
  if (path === '/popup-media') return path + mediaQuery(parsed.searchParams);
  return (path === '/' ? HOME_PATH : path) + parsed.search;
}
