// build.mjs hook: runs after dist/index.html and public/ are in place. It makes the app
// installable and usable offline:
//   1. adds the manifest and Apple touch icon links to dist/index.html (when index.html lacks them);
//   2. generates dist/sw.js with workbox-build's generateSW.
//
// Why generateSW rather than injectManifest: everything the app needs — precaching with
// revisions, a navigation fallback, stale-while-revalidate routes, and the SKIP_WAITING message
// listener behind the "Muat ulang" button — is plain Workbox configuration. A hand-written SW
// source would only restate it, and would be one more file to keep in step with Workbox.
//
// Caching policy (docs/architecture.md "Storage, device token, PWA"):
//   - precache: index.html, every hashed JS/CSS chunk (route chunks included), manifest, icons;
//   - stale-while-revalidate: the public event reads the read catalogue keeps for offline use
//     (src/data/catalogue.ts: event, floor plan, exhibitors, products, merchandise) and /media
//     images, so what a visitor opened once works offline;
//   - network first: the session lists, whose countdowns go stale: the kept copy only offline or
//     on a network slower than SESSION_NETWORK_TIMEOUT_S, its countdowns counted down by its age;
//   - never cached: any request carrying a non-empty Authorization header, every other /api
//     route (users, carts, orders, auth, admin, surveys, claims), and personal media: the
//     visitor's QR code (/media/qr/<invitation code>.svg — its URL is the visitor's login
//     credential, and it must not outlive a logout) — they match no route, so the browser
//     fetches them as if there were no service worker.
import { generateSW } from 'workbox-build';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Cache names the app's data lives in (also read by tests/e2e/pwa.test.ts). */
export const DATA_CACHE = 'pameran-data';
export const MEDIA_CACHE = 'pameran-media';

/** Head tags the installed app needs; each is added only if index.html does not have it yet. */
const HEAD_TAGS = [
  { present: /<link[^>]+rel="manifest"/, tag: '<link rel="manifest" href="/manifest.webmanifest">' },
  { present: /<link[^>]+rel="apple-touch-icon"/, tag: '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">' },
  { present: /<meta[^>]+name="theme-color"/, tag: '<meta name="theme-color" content="#0b3d5c">' },
];

async function addHeadTags(outdir) {
  const file = path.join(outdir, 'index.html');
  const html = await readFile(file, 'utf8');
  const missing = HEAD_TAGS.filter(({ present }) => !present.test(html)).map(({ tag }) => tag);
  if (missing.length === 0) return;
  await writeFile(file, html.replace('</head>', `  ${missing.join('\n    ')}\n  </head>`));
}

/**
 * A service worker route's rule: a GET that carries no bearer token (an anonymous optional-empty
 * call sends an empty Authorization) and whose path matches one of `patterns` (regular
 * expressions' sources, from the read catalogue: src/data/serviceWorkerReads.ts). Workbox
 * serialises the rule into sw.js, so it is made as source with the patterns written into it.
 * @param {string[]} patterns
 * @returns {(match: { url: URL, request: Request }) => boolean}
 */
export function publicReadRule(patterns) {
  return /** @type {(match: { url: URL, request: Request }) => boolean} */ (
    new Function(
      '{ url, request }',
      `if (request.method !== 'GET') return false;
      const authorization = request.headers.get('Authorization');
      if (authorization && authorization.trim() !== '') return false;
      return ${JSON.stringify(patterns)}.some((pattern) => new RegExp(pattern).test(url.pathname));`,
    )
  );
}

/**
 * A kept session list is only as true as it is young: a session rescheduled since, or a
 * countdown read minutes later, would show the wrong time. So the network answers first (the
 * kept copy only offline, or after SESSION_NETWORK_TIMEOUT_S), the copy is stamped with the
 * device's time when it arrived, and when it is used every `is_started_countdown` in it is
 * counted down by its age. Workbox serialises these functions into sw.js: nothing from this
 * module's scope.
 */
export const sessionAgePlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set('x-pameran-received-at', String(Date.now()));
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    const receivedAt = Number(cachedResponse?.headers.get('x-pameran-received-at'));
    if (!cachedResponse || !(receivedAt > 0)) return cachedResponse;
    const age = Math.max(0, Math.floor((Date.now() - receivedAt) / 1000));
    try {
      const body = await cachedResponse.clone().json();
      if (!body || !Array.isArray(body.data)) return cachedResponse;
      for (const session of body.data) {
        if (session && typeof session.is_started_countdown === 'number') session.is_started_countdown -= age;
      }
      const headers = new Headers(cachedResponse.headers);
      headers.delete('content-length');
      return new Response(JSON.stringify(body), { status: 200, statusText: cachedResponse.statusText, headers });
    } catch {
      return cachedResponse;
    }
  },
};

/** Seconds the network gets to answer a session list before the (age-corrected) kept copy is used. */
export const SESSION_NETWORK_TIMEOUT_S = 4;

/**
 * Exhibitor logos, product photos, banners: served by the platform under /media. Not the
 * visitor's QR code (/media/qr/…), which is personal. Serialised into sw.js like the rule above.
 */
export function isMediaImage({ url, request }) {
  return request.method === 'GET' && url.pathname.startsWith('/media/') && !url.pathname.startsWith('/media/qr/');
}

/**
 * @param {string} outdir
 * @param {{ kept: string[], networkFirst: string[] }} reads what the read catalogue keeps (src/data/serviceWorkerReads.ts)
 */
export function serviceWorkerOptions(outdir, reads) {
  return {
    globDirectory: outdir,
    globPatterns: ['index.html', 'assets/**/*.{js,css,png,svg,jpg,webp,woff2}', 'manifest.webmanifest', 'icons/*.png'],
    globIgnores: ['sw.js', 'workbox-*.js'],
    swDest: path.join(outdir, 'sw.js'),
    // esbuild names entries and assets `name-HASH.ext`, chunks `HASH.js` (build.mjs): the URL
    // already changes with the content.
    dontCacheBustURLsMatching: /^assets\/(?:.+-)?[A-Z0-9]{8}\.\w+$/,
    // Route chunks of a big screen (e.g. the Firebase client) must not drop silently out of the precache.
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/media\//],
    cleanupOutdatedCaches: true,
    // A new version waits until the visitor presses "Muat ulang" (SKIP_WAITING message),
    // so a page never runs against chunks of another build.
    skipWaiting: false,
    clientsClaim: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    runtimeCaching: [
      {
        urlPattern: publicReadRule(reads.networkFirst),
        handler: 'NetworkFirst',
        options: {
          cacheName: DATA_CACHE,
          networkTimeoutSeconds: SESSION_NETWORK_TIMEOUT_S,
          expiration: { maxEntries: 300 },
          plugins: [sessionAgePlugin],
        },
      },
      {
        urlPattern: publicReadRule(reads.kept),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: DATA_CACHE,
          expiration: { maxEntries: 300 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: isMediaImage,
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: MEDIA_CACHE,
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
          // 0: an image from another origin without CORS is opaque but still displayable.
          cacheableResponse: { statuses: [0, 200] },
        },
      },
    ],
  };
}

/** @param {{ outdir: string, reads: { kept: string[], networkFirst: string[] }, serviceWorker: boolean }} options */
export default async function postBuild({ outdir, reads, serviceWorker }) {
  await addHeadTags(outdir);
  // Not for `npm run dev`, which rebuilds on every save: a service worker there would serve stale
  // chunks (src/pwa/serviceWorker.ts also unregisters leftovers in development). Nor for the
  // native shells, whose web view never registers one (build.mjs --native).
  if (!serviceWorker) return;
  const { count, size, warnings } = await generateSW(serviceWorkerOptions(outdir, reads));
  for (const warning of warnings) console.warn(`[sw] ${warning}`);
  console.log(`[sw] precache: ${count} files, ${(size / 1024).toFixed(1)} KiB → sw.js`);
}
