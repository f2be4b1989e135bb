// build.mjs hook: runs after dist/index.html and public/ are in place. It makes the app
// installable and usable offline:
//   1. adds the manifest and Apple touch icon links to dist/index.html (when index.html lacks them);
//   2. writes dist/sw.js: Workbox's own modules (precaching, routing, strategies, expiration),
//      configured below and bundled by esbuild with the precache manifest of this build.
//
// Why not workbox-build's generateSW, which writes the same worker from the same configuration:
// it bundles with Rollup and Babel on every build (6 CPU-s of a 13 CPU-s build; `npm test` builds
// the web app three times) and brings some 230 packages (6,800 files) into every install. The
// worker below is what generateSW's template makes of this configuration, one call per option.
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
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

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
 * Exhibitor logos, product photos, banners: served by the platform under /media. Not the
 * visitor's QR code (/media/qr/…), which is personal. Written into sw.js as source.
 */
export function isMediaImage({ url, request }) {
  return request.method === 'GET' && url.pathname.startsWith('/media/') && !url.pathname.startsWith('/media/qr/');
}

/** What the worker precaches: the page, every chunk and stylesheet (route chunks included), images and fonts of the build, the manifest, the icons. */
const PRECACHED = /^(?:index\.html|manifest\.webmanifest|icons\/[^/]+\.png|assets\/.+\.(?:js|css|png|svg|jpg|webp|woff2))$/;
/**
 * esbuild names entries and assets `name-HASH.ext`, chunks `HASH.js` (build.mjs): the URL
 * already changes with the content, and needs no revision of its own.
 */
const CONTENT_HASHED = /^assets\/(?:.+-)?[A-Z0-9]{8}\.\w+$/;
/** A route chunk of a big screen (e.g. the Firebase client) must not drop silently out of the precache. */
const PRECACHE_MAX_BYTES = 5 * 1024 * 1024;
/** Entries kept per runtime cache: the oldest go first. */
const RUNTIME_CACHE_ENTRIES = 300;
const MEDIA_MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * The precache manifest of the build in `outdir`: each file's URL (relative to the worker) with
 * a revision, the MD5 of its content as Workbox computes it, unless its name carries its hash.
 * @param {string} outdir
 */
async function precacheManifest(outdir) {
  const files = (await readdir(outdir, { recursive: true })).map((file) => file.split(path.sep).join('/')).filter((file) => PRECACHED.test(file)).sort();
  /** @type {{ url: string, revision: string | null }[]} */
  const entries = [];
  let size = 0;
  for (const url of files) {
    const body = await readFile(path.join(outdir, url));
    if (body.length > PRECACHE_MAX_BYTES) {
      console.warn(`[sw] ${url} is ${body.length} bytes, over the precache limit of ${PRECACHE_MAX_BYTES}: not precached`);
      continue;
    }
    size += body.length;
    entries.push({ url, revision: CONTENT_HASHED.test(url) ? null : createHash('md5').update(body).digest('hex') });
  }
  return { entries, size };
}

/**
 * The worker's source: generateSW's template for this configuration.
 *   - A new version waits until the visitor presses "Muat ulang" (the SKIP_WAITING message), so a
 *     page never runs against chunks of another build; once active it takes the open pages over.
 *   - Navigations get the precached index.html, except /api and /media.
 *   - The runtime routes of the caching policy above, in order: the first that matches answers.
 * @param {{ url: string, revision: string | null }[]} manifest
 * @param {{ kept: string[], networkFirst: string[] }} reads
 */
function serviceWorkerSource(manifest, reads) {
  return `import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { RECEIVED_AT_HEADER, countedDown, keptAgeSeconds } from '../src/adapters/keptSessionList.ts';
import { publicReadRule } from '../src/data/publicReadRule.ts';
import { SESSION_NETWORK_TIMEOUT_S } from '../src/boot/timing.ts';

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});
clientsClaim();
precacheAndRoute(${JSON.stringify(manifest)}, {});
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\\/api\\//, /^\\/media\\//] }));
// A kept session list is only as true as it is young: a session rescheduled since, or a countdown
// read minutes later, would show the wrong time. So the network answers first (the kept copy only
// offline, or after the timeout), the copy is stamped with the device's time when it arrived, and
// when it is used every countdown in it is counted down by its age (src/adapters/keptSessionList.ts).
const sessionAge = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set(RECEIVED_AT_HEADER, String(Date.now()));
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    const age = cachedResponse ? keptAgeSeconds(cachedResponse) : null;
    if (!cachedResponse || age === null) return cachedResponse;
    try {
      const body = countedDown(await cachedResponse.clone().json(), age);
      const headers = new Headers(cachedResponse.headers);
      headers.delete('content-length');
      return new Response(JSON.stringify(body), { status: 200, statusText: cachedResponse.statusText, headers });
    } catch {
      return cachedResponse;
    }
  },
};
registerRoute(publicReadRule(${JSON.stringify(reads.networkFirst)}), new NetworkFirst({
  cacheName: ${JSON.stringify(DATA_CACHE)},
  networkTimeoutSeconds: SESSION_NETWORK_TIMEOUT_S,
  plugins: [new ExpirationPlugin({ maxEntries: ${RUNTIME_CACHE_ENTRIES} }), sessionAge],
}), 'GET');
registerRoute(publicReadRule(${JSON.stringify(reads.kept)}), new StaleWhileRevalidate({
  cacheName: ${JSON.stringify(DATA_CACHE)},
  plugins: [new ExpirationPlugin({ maxEntries: ${RUNTIME_CACHE_ENTRIES} }), new CacheableResponsePlugin({ statuses: [200] })],
}), 'GET');
registerRoute(${isMediaImage}, new StaleWhileRevalidate({
  cacheName: ${JSON.stringify(MEDIA_CACHE)},
  // 0: an image from another origin without CORS is opaque but still displayable.
  plugins: [new ExpirationPlugin({ maxEntries: ${RUNTIME_CACHE_ENTRIES}, maxAgeSeconds: ${MEDIA_MAX_AGE_S} }), new CacheableResponsePlugin({ statuses: [0, 200] })],
}), 'GET');
`;
}

/**
 * Writes `outdir`/sw.js for the build in `outdir`.
 * @param {string} outdir
 * @param {{ kept: string[], networkFirst: string[] }} reads what the read catalogue keeps (src/data/serviceWorkerReads.ts)
 */
async function writeServiceWorker(outdir, reads) {
  const { entries, size } = await precacheManifest(outdir);
  await esbuild.build({
    stdin: { contents: serviceWorkerSource(entries, reads), resolveDir: path.dirname(fileURLToPath(import.meta.url)), sourcefile: 'sw.js', loader: 'js' },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    // Workbox's modules log and check their arguments only in development.
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: path.join(outdir, 'sw.js'),
    logLevel: 'warning',
  });
  return { count: entries.length, size };
}

/** @param {{ outdir: string, reads: { kept: string[], networkFirst: string[] }, serviceWorker: boolean }} options */
export default async function postBuild({ outdir, reads, serviceWorker }) {
  await addHeadTags(outdir);
  // Not for `npm run dev`, which rebuilds on every save: a service worker there would serve stale
  // chunks (src/pwa/serviceWorker.ts also unregisters leftovers in development). Nor for the
  // native shells, whose web view never registers one (build.mjs --native).
  if (!serviceWorker) return;
  const { count, size } = await writeServiceWorker(outdir, reads);
  console.log(`[sw] precache: ${count} files, ${(size / 1024).toFixed(1)} KiB → sw.js`);
}
