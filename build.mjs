// Builds the visitor app (dist/) and the SDK package (sdk/dist/) with esbuild's JS API.
//   node build.mjs            one production build
//   node build.mjs --watch    rebuild on change (development)
//   node build.mjs --native   one production build for the native shells (npm run native:sync):
//                             no service worker and no brotli copies, which only a web host uses
// Configuration comes from the environment (see README "Configuration") and is baked in with
// `define`; src/config.ts is the one typed reader of it.
import * as esbuild from 'esbuild';
import { mkdir, readFile, readdir, rename, rm, writeFile, cp } from 'node:fs/promises';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants } from 'node:zlib';
import { createHash } from 'node:crypto';
import { recordsDirOf, writeCsp } from './scripts/csp.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(root, 'dist');
/** The build's records for tools (metafile, CSP record, source maps), outside what is published. */
export const recordsDir = recordsDirOf(outdir);
const watch = process.argv.includes('--watch');
/**
 * The native app's web view reads its files from the app package: it registers no service worker
 * (src/pwa/serviceWorker.ts) and is sent nothing compressed, so neither is built into the package.
 */
const native = process.argv.includes('--native');

export const DEFAULT_FIREBASE_CONFIG = {
  apiKey: 'demo-pameran-key',
  authDomain: 'pameran-demo.firebaseapp.com',
  projectId: 'pameran-demo',
  appId: '1:000000000000:web:pameran-demo',
  databaseURL: 'http://127.0.0.1:9000?ns=pameran-demo',
};

/**
 * Reads the build-time configuration from the environment, with DESIGN.md's defaults. It fails
 * closed: a build given its own FIREBASE_CONFIG uses no local emulator unless
 * FIREBASE_DATABASE_EMULATOR names one, a malformed emulator address is an error, and without
 * an emulator that config's database must be https.
 */
export function readConfig(env = process.env) {
  let firebaseConfig = DEFAULT_FIREBASE_CONFIG;
  if (env.FIREBASE_CONFIG) {
    try {
      firebaseConfig = JSON.parse(env.FIREBASE_CONFIG);
    } catch {
      throw new Error('FIREBASE_CONFIG is not valid JSON');
    }
  }
  // The local realtime database that `npm start` runs (REALTIME_PORT, 9000) only for the demo
  // config: a production FIREBASE_CONFIG must never reach for 127.0.0.1 on a visitor's phone.
  const firebaseDatabaseEmulator = (env.FIREBASE_DATABASE_EMULATOR ?? (env.FIREBASE_CONFIG ? '' : `127.0.0.1:${env.REALTIME_PORT || 9000}`)).trim();
  if (firebaseDatabaseEmulator !== '' && !/^[^\s/:]+:\d{1,5}$/.test(firebaseDatabaseEmulator)) {
    throw new Error(`FIREBASE_DATABASE_EMULATOR must be host:port or empty, not "${firebaseDatabaseEmulator}"`);
  }
  // The demo config's local database stays allowed (a native sync from a fresh clone, with placeholders).
  if (env.FIREBASE_CONFIG && firebaseDatabaseEmulator === '' && !/^https:\/\//.test(String(firebaseConfig?.databaseURL ?? ''))) {
    throw new Error('FIREBASE_CONFIG.databaseURL must be an https URL when no FIREBASE_DATABASE_EMULATOR is set');
  }
  return {
    apiUrl: apiOrigin(env.API_URL),
    firebaseConfig,
    firebaseDatabaseEmulator,
    // Native builds only (scripts/native-sync.mjs): may the app register for push? docs/native.md
    nativePush: env.NATIVE_PUSH === '1',
    // The fair's public address of the app: the printed booth QR codes point there (docs/stamps.md).
    publicAppUrl: appOrigin(env.PUBLIC_APP_URL, 'PUBLIC_APP_URL', "the app's public origin, e.g. https://pameran.example, or empty to print codes of the address the sheet is opened from"),
  };
}

/**
 * API_URL → the platform's origin the app calls: empty (the app's own origin) or an absolute
 * http(s) origin, a trailing slash allowed. A path, query, fragment or user name would be glued
 * in front of every request path (/api/…) or carry a secret into every bundle, so it stops the
 * build with the reason.
 * @param {string | undefined} value
 */
function apiOrigin(value) {
  return appOrigin(value, 'API_URL', "the platform's origin, e.g. https://api.pameran.id, or empty for the app's own origin");
}

/**
 * An origin setting (`name`, described as `what`) → the origin, or empty; anything else stops the build.
 * @param {string | undefined} value @param {string} name @param {string} what
 */
function appOrigin(value, name, what) {
  const text = (value ?? '').trim();
  if (text === '') return '';
  const refuse = (/** @type {string} */ why) => {
    throw new Error(`${name} must be ${what}: "${text}" ${why}`);
  };
  let url;
  try {
    url = new URL(text);
  } catch {
    return refuse('is not an absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') refuse(`uses ${url.protocol} instead of https: or http:`);
  if (url.username || url.password) refuse('carries a user name or password');
  if (url.pathname !== '/' || url.search || url.hash || /[?#]/.test(text)) refuse('has a path, query or fragment');
  if (text.replace(/\/$/, '').toLowerCase() !== url.origin.toLowerCase()) refuse('is not written as an origin');
  return url.origin;
}

/** `bootEnglish`: the boot screen's English (src/boot/prerender.tsx bootTranslations), for the English chunk to keep. */
function defineFor(config, bootEnglish = {}) {
  return {
    // As JSON text, kept as it is in localStorage by src/copy/switchLanguage.ts.
    __PAMERAN_BOOT_ENGLISH__: JSON.stringify(JSON.stringify(bootEnglish)),
    'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production'),
    __PAMERAN_API_URL__: JSON.stringify(config.apiUrl),
    // As JSON text (src/config.ts parses it): an object value would become a chunk of its own.
    __PAMERAN_FIREBASE_CONFIG__: JSON.stringify(JSON.stringify(config.firebaseConfig)),
    __PAMERAN_FIREBASE_DATABASE_EMULATOR__: JSON.stringify(config.firebaseDatabaseEmulator),
    __PAMERAN_NATIVE_PUSH__: JSON.stringify(config.nativePush),
    __PAMERAN_PUBLIC_APP_URL__: JSON.stringify(config.publicAppUrl),
  };
}

/** Every chunk `file` needs before it can run (its static imports, transitively). */
function staticClosure(outputs, file, into = new Set()) {
  for (const imp of outputs[file].imports ?? []) {
    if (imp.kind !== 'import-statement' || imp.external || into.has(imp.path)) continue;
    into.add(imp.path);
    staticClosure(outputs, imp.path, into);
  }
  return into;
}

/**
 * The chunks a door evaluates at its start: the entry with its static imports (every door's), and
 * each screen's own chunks (its index and its static imports beyond the entry's).
 */
async function startChunks(metafile) {
  const outputs = metafile.outputs;
  // Only the doors' screens: a screen a visitor never arrives at loads when it is opened.
  const { DOORS } = await importData('src/routeTable.ts');
  const entry = Object.keys(outputs).find((file) => outputs[file].entryPoint === ENTRY);
  if (!entry) throw new Error('entry output not found in metafile');
  const preload = staticClosure(outputs, entry);
  /** @type {Record<string, string[]>} */
  const screens = {};
  for (const [file, output] of Object.entries(outputs)) {
    const screen = /^src\/screens\/([^/]+)\/index\.tsx$/.exec(output.entryPoint ?? '')?.[1];
    if (screen && DOORS.includes(screen)) screens[screen] = [file, ...staticClosure(outputs, file)].filter((chunk) => chunk !== entry && !preload.has(chunk));
  }
  return { entry, preload, screens };
}


const ENTRY = 'src/main.tsx';
/**
 * The boot screen's painting scripts too big to inline into every page: each paints the answers of
 * its kinds (src/data/catalogue.ts BootPaint) into the templates of its screens
 * (src/boot/prerender.tsx), which it carries, with the CSS only they use, rather than every page.
 */
const PAINTING_SCRIPTS = {
  floorplan: { entry: 'src/boot/paintFloorPlan.ts', kinds: ['floorplan'], screens: ['denah'] },
  agenda: { entry: 'src/boot/paintAgenda.ts', kinds: ['agendaUpcoming', 'agendaExternal'], screens: ['agenda', 'agendaSignedIn'] },
};
/** A screen's template in the boot screen's markup. */
const templateOf = (screen) => new RegExp(`<template data-boot-screen="${screen}"[^>]*>[\\s\\S]*?<\\/template>`);
/** Where index.html wants the boot screen (src/boot/prerender.tsx). */
const BOOT_SCREEN_MARKER = '<!-- boot screen -->';
/**
 * The id of the empty element right after index.html's painting script (src/boot/paint.ts): its
 * parse ends src/boot/holdFirstFrame.ts's hold on rendering. The parser inserts a script element at
 * its start tag and runs it at its end tag, and may yield in between (a network chunk can end
 * inside the script), so only an element after the script is parsed once the script has run.
 */
const PAINTED_ID = 'boot-painted';
/** The screen an anonymous visitor opens first (`/` redirects to /home): its code joins the first-route chunk. */
const FIRST_SCREEN = 'src/screens/home/index.tsx';
/** The English text (src/copy/switchLanguage.ts imports it on demand). */
const ENGLISH_ENTRY = 'src/copy/en/apply.ts';

/**
 * A boot script as a minified IIFE, to inline into index.html: src/boot/prefetch.ts (before the
 * boot screen) starts the route's public API reads while the JavaScript downloads (handed to the
 * SDK by src/adapters/fetch.ts); src/boot/paint.ts (after it) paints the boot screen from them.
 */
async function inlineBootScript(entry, config, defines = {}) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2020', 'chrome111', 'safari16', 'firefox115'],
    minify: true,
    write: false,
    define: { __PAMERAN_API_URL__: JSON.stringify(config.apiUrl), ...defines },
    logLevel: 'warning',
  });
  return result.outputFiles[0].text.trim();
}

/**
 * The boot screen's painting scripts that are too big to inline into every page
 * (PAINTING_SCRIPTS), each a file of the build named by its content's hash like the app's chunks
 * (cached for good, precompressed, precached), with its templates: name → its URL, its code and
 * the kinds of answer it paints. index.html's first inline script asks for one where its answer is read.
 */
export async function bootPaintingScripts(config = readConfig(), bootScreen = undefined) {
  const { templates } = bootScreen ?? (await renderBootScreen(config));
  const scripts = {};
  for (const [name, { entry, kinds }] of Object.entries(PAINTING_SCRIPTS)) {
    const code = await inlineBootScript(entry, config, { __PAMERAN_BOOT_TEMPLATES__: JSON.stringify(templates[name]) });
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 8).toUpperCase();
    scripts[name] = { url: `/assets/boot-${name}-${hash}.js`, code, kinds };
  }
  return scripts;
}

/**
 * index.html's boot screen (src/boot/prerender.tsx): the app's own components rendered to HTML and
 * CSS, and what differs in English (src/boot/bootLanguage.ts). Bundled for Node with the app's
 * configuration, run once, deleted.
 */
export async function renderBootScreen(config = readConfig()) {
  const outfile = path.join(root, 'node_modules', '.cache', 'pameran-boot', `prerender-${process.pid}-${Date.now()}.cjs`);
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['src/boot/prerender.tsx'],
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    outfile,
    jsx: 'automatic',
    define: defineFor(config),
    plugins: [reactOwnSyncExternalStore, noWorkerUrls],
    // styled-components' ES module build: its CommonJS build, imported from an ES module in
    // Node's way, has `styled` at `.default.default`.
    mainFields: ['module', 'main'],
    // Loaded only by code the boot screen never runs (firebase, native glue, the dev inspector).
    external: ['firebase', 'firebase/*', '@firebase/*', '@capacitor/*', '@statelyai/inspect'],
    logLevel: 'warning',
  });
  try {
    const { default: prerender } = await import(pathToFileURL(outfile).href);
    const whole = prerender.renderBootScreen();
    // The templates a painting script paints travel with it (bootPaintingScripts), with the CSS
    // that only they use: every other page is sent neither.
    let page = whole;
    const carried = Object.entries(PAINTING_SCRIPTS).map(([name, { screens }]) => {
      const markup = screens.map((screen) => {
        const template = templateOf(screen).exec(whole)?.[0];
        if (!template) throw new Error(`boot screen: no template of ${screen}`);
        page = page.replace(template, '');
        return template;
      });
      return [name, markup.join('')];
    });
    const [screen, cssOf] = withoutCssUsedOnlyBy(page, carried.map(([, markup]) => markup));
    const templates = Object.fromEntries(carried.map(([name, markup], index) => [name, `<style>${cssOf[index]}</style>${markup}`]));
    return { screen, templates, english: prerender.bootTranslations() };
  } finally {
    await rm(outfile, { force: true });
  }
}

/**
 * `page` (the boot screen: its <style>, then its markup) without the CSS rules that only `parts`
 * use, and for each part those of them it uses: a rule whose selector names classes that the page's
 * markup has none of, and the part has. At-rules (a @media block) stay in the page, whatever they hold.
 */
function withoutCssUsedOnlyBy(page, parts) {
  const style = /<style>([\s\S]*?)<\/style>/.exec(page);
  if (!style) throw new Error('boot screen: no <style>');
  const markup = page.replace(style[0], '');
  const kept = [];
  const moved = parts.map(() => []);
  let depth = 0;
  let start = 0;
  const css = style[1];
  for (let at = 0; at < css.length; at++) {
    if (css[at] === '{') depth++;
    else if (css[at] === '}' && --depth === 0) {
      const rule = css.slice(start, at + 1);
      const classes = [...rule.slice(0, rule.indexOf('{')).matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name);
      const usedBy = parts.map((part) => classes.some((name) => part.includes(name)));
      const onlyThere = !rule.startsWith('@') && classes.length > 0 && classes.every((name) => !markup.includes(name)) && usedBy.some(Boolean);
      if (onlyThere) usedBy.forEach((used, index) => used && moved[index].push(rule));
      else kept.push(rule);
      start = at + 1;
    }
  }
  if (depth !== 0 || css.slice(start).trim() !== '') throw new Error('boot screen: unbalanced CSS');
  return [page.replace(style[0], `<style>${kept.join('')}</style>`), moved.map((rules) => rules.join(''))];
}

/**
 * A module of src/data bundled for Node and imported (not written anywhere): what the build
 * takes from the read catalogue.
 */
async function importData(entry) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    logLevel: 'warning',
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
}

/**
 * What the service worker keeps of the platform's answers (src/data/serviceWorkerReads.ts).
 * @returns {Promise<{ kept: string[], networkFirst: string[] }>}
 */
export async function serviceWorkerReads() {
  return (await importData('src/data/serviceWorkerReads.ts')).SERVICE_WORKER_READS;
}

/**
 * Writes dist/index.html: the boot screen in place of its marker; before it the API prefetch,
 * which also asks for the app's JavaScript (src/boot/startApp.ts: the hashed entry, its static
 * imports and the current route's own screen chunks, so the screen downloads alongside the
 * entry instead of after React has started); after it the boot screen's painting.
 */
export async function renderHtml(metafile, config = readConfig(), bootScreen = undefined, paintingScripts = undefined) {
  const outputs = metafile.outputs;
  const { entry: entryOut, preload, screens } = await startChunks(metafile);
  const toUrl = (file) => '/' + path.relative(outdir, path.join(root, file)).split(path.sep).join('/');
  const screenChunks = Object.fromEntries(Object.entries(screens).map(([screen, files]) => [screen, files.map(toUrl)]));
  // The table is in every first download, so it is written small: per screen one string of the
  // hashes that name its chunks (`assets/<hash>.js`, appBuildOptions' chunkNames).
  const assetsUrl = toUrl(path.join(path.relative(root, outdir), 'assets')) + '/';
  const hashOf = (url) => {
    const hash = url.startsWith(assetsUrl) && url.endsWith('.js') ? url.slice(assetsUrl.length, -'.js'.length) : '';
    if (!/^[A-Z0-9]+$/.test(hash)) throw new Error(`route preload: ${url} is not named <hash>.js`);
    return hash;
  };
  const routeTable = await importData('src/routeTable.ts');
  const appScripts = {
    entry: toUrl(entryOut),
    preload: [...preload].map((file) => hashOf(toUrl(file))).join(' '),
    screens: Object.fromEntries(Object.entries(screenChunks).map(([screen, urls]) => [screen, urls.map(hashOf).join(' ')])),
    // First path segment → screen folder where they differ, from the route table.
    screenOfSegment: Object.fromEntries(Object.entries(routeTable.screenOfSegment()).filter(([, screen]) => screen in screenChunks)),
    assets: assetsUrl,
  };
  const cssOut = outputs[entryOut].cssBundle;
  const html = await readFile(path.join(root, 'index.html'), 'utf8');
  bootScreen ??= await renderBootScreen(config);
  // The English text's chunk, preloaded by the boot script for an English visitor only (its
  // own imports, the Indonesian tables it writes over, follow as soon as it arrives: naming them
  // all here would cost every Indonesian visitor's first download a few hundred bytes).
  const englishOut = Object.keys(outputs).find((file) => outputs[file].entryPoint === ENGLISH_ENTRY);
  if (!englishOut) throw new Error(`${ENGLISH_ENTRY} is not a chunk of its own`);
  // Before the boot screen: the reads start at once (src/boot/prefetch.ts). After it: the painting.
  const plan = (await importData('src/boot/prefetchPlan.ts')).prefetchPlan();
  const readsScript = `<script>${await inlineBootScript('src/boot/prefetch.ts', config, {
    __PAMERAN_PREFETCH_PLAN__: JSON.stringify(plan),
    __PAMERAN_APP_SCRIPTS__: JSON.stringify(appScripts),
    __PAMERAN_PAINT_SCRIPTS__: JSON.stringify(Object.fromEntries(Object.values(paintingScripts ?? (await bootPaintingScripts(config, bootScreen))).flatMap(({ url, kinds }) => kinds.map((kind) => [kind, url])))),
  })}</script>`;
  const tags = [
    `<script>${await inlineBootScript('src/boot/paint.ts', config, { __PAMERAN_ENGLISH_CHUNK__: JSON.stringify(toUrl(englishOut)) })}</script>`,
    `<template id="${PAINTED_ID}"></template>`,
    cssOut ? `<link rel="stylesheet" href="${toUrl(cssOut)}">` : '',
  ].filter(Boolean);
  const holdScript = `<script>${await inlineBootScript('src/boot/holdFirstFrame.ts', config, { __PAMERAN_PAINTED_ID__: JSON.stringify(PAINTED_ID) })}</script>`;
  if (!html.includes(BOOT_SCREEN_MARKER)) throw new Error(`index.html has no ${BOOT_SCREEN_MARKER}`);
  if (html.split('</head>').length !== 2) throw new Error('index.html has no one </head>');
  // Replaced by functions: the inserted text is taken as it is (no `$&` patterns).
  return html
    .replace('</head>', () => `  ${holdScript}\n  </head>`)
    .replace(BOOT_SCREEN_MARKER, () => readsScript + bootScreen.screen)
    // index.html references the dev entry; the built page references the hashed one instead.
    .replace(/<script type="module" src="\/src\/main\.tsx"><\/script>/, () => tags.join('\n    '));
}

/**
 * V8's explicit compile hint (Chrome 136 and later; to other engines a comment): every function
 * of a file that begins with it is compiled with the file, on the background thread that streams
 * it in, not on the main thread at its first call. The start files' functions nearly all run as
 * soon as they are evaluated (React's, the statecharts', the shell's, the screen's): compiled at
 * their first call, react-dom's alone was ~10 ms of the first route's 14–18 ms evaluation task,
 * unthrottled, and the rest lengthened every task of the start (docs/performance.md, "How a door's first content arrives").
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Every file startChunks names: the ones that begin with COMPILE_HINT. */
export async function startFiles(metafile) {
  const { entry, preload, screens } = await startChunks(metafile);
  return [...new Set([entry, ...preload, ...Object.values(screens).flat()])];
}

/** Puts COMPILE_HINT first in the start files, their source maps a line down to match. */
async function hintStartFiles(metafile) {
  for (const file of await startFiles(metafile)) {
    const full = path.join(root, file);
    await writeFile(full, COMPILE_HINT + (await readFile(full, 'utf8')));
    const mapFile = `${full}.map`;
    if (!existsSync(mapFile)) continue;
    const map = JSON.parse(await readFile(mapFile, 'utf8'));
    await writeFile(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
  }
}

async function writeHtml(metafile, bootScreen) {
  const config = readConfig();
  bootScreen ??= await renderBootScreen(config);
  const paintingScripts = await bootPaintingScripts(config, bootScreen);
  for (const { url, code } of Object.values(paintingScripts)) await writeFile(path.join(outdir, url), code);
  await writeFile(path.join(outdir, 'index.html'), await renderHtml(metafile, config, bootScreen, paintingScripts));
}

async function copyPublic() {
  const publicDir = path.join(root, 'public');
  if (existsSync(publicDir)) await cp(publicDir, outdir, { recursive: true });
}

/** Post-build steps other modules may register (e.g. the service worker generator). */
async function postBuild(metafile, bootScreen) {
  // Not in a watch build: its source maps are inline, and the files are the developer's to debug.
  if (!watch) await hintStartFiles(metafile);
  await writeHtml(metafile, bootScreen);
  await copyPublic();
  await mkdir(recordsDir, { recursive: true });
  await writeFile(path.join(recordsDir, 'meta.json'), JSON.stringify(metafile));
  await moveSourceMaps();
  const hook = path.join(root, 'scripts', 'post-build.mjs');
  if (existsSync(hook)) {
    const { default: run } = await import(hook);
    await run({ outdir, metafile, reads: await serviceWorkerReads(), serviceWorker: !watch && !native });
  }
  // The Content-Security-Policy hashes the inline scripts of the final index.html.
  await writeCsp(outdir, readConfig(), process.env, recordsDir);
  // Last, once every file is final; a watch build changes files at will and is served compressed on the fly.
  if (!watch && !native) await precompress(outdir);
}

/**
 * Source maps go to the records (`<records>/maps/…`, same relative paths): they name every
 * source file and line, and a host that publishes dist/ as is must not publish them.
 */
async function moveSourceMaps() {
  const maps = (await readdir(outdir, { recursive: true })).filter((file) => file.endsWith('.map'));
  await Promise.all(maps.map(async (file) => {
    const target = path.join(recordsDir, 'maps', file);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(path.join(outdir, file), target);
  }));
}

/** What a browser downloads as text, worth compressing (the build's records for tools are never served). */
const PRECOMPRESSED = /\.(js|css|html|svg|webmanifest)$/;
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes a brotli copy (`<file>.br`, at the highest quality) beside every text file the browser
 * downloads. Compressing once here, rather than at a fast quality on every request, makes the
 * first route's script about 8 % smaller. The local platform sends these copies
 * (server/http.mjs serveStatic), as does any host that serves precompressed files (docs/performance.md, "The service worker and the brotli copies").
 */
async function precompress(dir) {
  const compress = promisify(brotliCompress);
  const files = (await readdir(dir, { recursive: true })).filter((file) => PRECOMPRESSED.test(file));
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(path.join(dir, file));
      if (body.length < PRECOMPRESS_MIN_BYTES) return;
      const params = { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length };
      await writeFile(path.join(dir, `${file}.br`), await compress(body, { params }));
    }),
  );
}

/**
 * React 18's own useSyncExternalStore instead of the shim package @xstate/react imports
 * (src/boot/useSyncExternalStore.ts); `…/shim/with-selector` itself stays.
 */
const reactOwnSyncExternalStore = {
  name: 'react-own-sync-external-store',
  setup(build) {
    build.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({ path: path.join(root, 'src', 'boot', 'useSyncExternalStore.ts') }));
  },
};

/**
 * `import url from './x?worker&url'` (the form Vite reads too): x.ts bundled on its own, with
 * everything it imports, into one self-contained module worker file, `assets/x-<hash>.js`,
 * written with the app (so the service worker precaches it and `worker-src 'self'` allows it);
 * the import is that file's absolute URL. The worker shares no chunk with the app: it loads one
 * file, only when the app starts it. The scanner's jsQR worker is one (src/screens/scan/qrWorker.ts).
 */
export const workerUrls = {
  name: 'worker-urls',
  setup(build) {
    const options = build.initialOptions;
    build.onResolve({ filter: /\?worker&url$/ }, async (args) => {
      const resolved = await build.resolve(args.path.slice(0, -'?worker&url'.length), { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      // The path names the emitted file (`[name]` of assetNames), with the extension it is served with.
      return { path: resolved.path.replace(/\.[cm]?[jt]sx?$/, '.js'), namespace: 'worker-url', pluginData: { source: resolved.path } };
    });
    // The URL: the file loader gives the file's path relative to the chunk that holds this module.
    build.onLoad({ filter: /.*/, namespace: 'worker-url' }, (args) => ({
      contents: `import file from ${JSON.stringify(args.path)}; export default new URL(file, import.meta.url).href;`,
      loader: 'js',
      pluginData: args.pluginData,
    }));
    build.onResolve({ filter: /.*/, namespace: 'worker-url' }, (args) => ({ path: args.path, namespace: 'worker-file', pluginData: args.pluginData }));
    build.onLoad({ filter: /.*/, namespace: 'worker-file' }, async (args) => {
      const result = await esbuild.build({
        absWorkingDir: options.absWorkingDir,
        entryPoints: [args.pluginData.source],
        bundle: true,
        format: 'esm',
        platform: 'browser',
        target: options.target,
        minify: options.minify,
        define: options.define,
        legalComments: 'none',
        write: false,
        metafile: true,
        logLevel: 'warning',
      });
      const cwd = options.absWorkingDir ?? root;
      return {
        contents: result.outputFiles[0].contents,
        loader: 'file',
        watchFiles: Object.keys(result.metafile.inputs).map((input) => path.resolve(cwd, input)),
      };
    });
  },
};

/** For builds that never start a worker (the boot screen's prerender in Node): every worker URL is ''. */
const noWorkerUrls = {
  name: 'no-worker-urls',
  setup(build) {
    build.onResolve({ filter: /\?worker&url$/ }, (args) => ({ path: args.path, namespace: 'no-worker-url' }));
    build.onLoad({ filter: /.*/, namespace: 'no-worker-url' }, () => ({ contents: 'export default "";', loader: 'js' }));
  },
};

const SOURCE_LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.jsx': 'jsx' };

/** False when `file` belongs to a package whose package.json limits or denies side effects. */
function mayImportBare(file) {
  const packageDir = /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)/.exec(file)?.[1];
  if (!packageDir) return true;
  try {
    return JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).sideEffects === undefined;
  } catch {
    return false;
  }
}

/**
 * One first-route chunk. esbuild's code splitting puts
 * each module into one chunk per *set of entry points that reach it*, and every `import()`
 * target is an entry point. A module main.tsx shares with five lazy screens so lands in a
 * different chunk from one it shares with six: an anonymous /home loaded 36 script files, each a
 * request (round trips on HTTP/1.1) compressed on its own.
 *
 * Before each build this plugin runs a probe build for the module graph, then makes every lazy
 * module (each `import()` target of our own code that main.tsx does not import statically) also
 * import what the first route imports: main.tsx's static imports and the first screen's. Every
 * entry then reaches all of them, so esbuild writes them into ONE chunk; main.tsx imports the
 * first screen's imports too, so that code joins it. The added imports run nothing new: a lazy
 * module loads after main.tsx has run, and each module runs once. A screen's own code still
 * arrives with that screen.
 */
const firstRouteChunk = {
  name: 'first-route-chunk',
  setup(build) {
    const options = build.initialOptions;
    const cwd = options.absWorkingDir ?? root;
    /** Absolute path → the absolute paths it must also import. */
    let extraImports = new Map();
    build.onStart(async () => {
      const probe = await esbuild.build({
        ...options,
        plugins: (options.plugins ?? []).filter((plugin) => plugin.name !== 'first-route-chunk'),
        write: false,
        sourcemap: false,
        metafile: true,
        logLevel: 'silent',
      });
      const inputs = probe.metafile.inputs;
      const importsOf = (file, kinds) => (inputs[file]?.imports ?? []).filter((imp) => kinds.includes(imp.kind) && !imp.external && !imp.path.startsWith('<'));
      const reachedFromEntry = new Set();
      const visit = (file) => {
        if (reachedFromEntry.has(file)) return;
        reachedFromEntry.add(file);
        for (const imp of importsOf(file, ['import-statement', 'require-call'])) visit(imp.path);
      };
      visit(ENTRY);
      // Not into packages marked `"sideEffects": false`: esbuild drops a bare import of those
      // (with a warning), and our own modules' imports of them bring them along anyway.
      const ownImportsOf = (file) => importsOf(file, ['import-statement']).map((imp) => imp.path).filter((dep) => mayImportBare(path.join(cwd, dep)));
      const firstRouteImports = [ENTRY, FIRST_SCREEN].flatMap(ownImportsOf);
      const lazyModules = new Set();
      for (const input of Object.values(inputs)) {
        for (const imp of input.imports) {
          if (imp.kind !== 'dynamic-import' || imp.external || imp.path.includes('node_modules/') || reachedFromEntry.has(imp.path)) continue;
          lazyModules.add(imp.path);
        }
      }
      extraImports = new Map();
      const add = (file, wanted) => extraImports.set(path.join(cwd, file), [...new Set(wanted)].filter((dep) => dep !== file).map((dep) => path.join(cwd, dep)));
      add(ENTRY, ownImportsOf(FIRST_SCREEN));
      // A lazy module that imports nothing shares nothing with the first route: left alone, its
      // chunk is just itself (the SDK's challenge solver).
      for (const file of lazyModules) if (importsOf(file, ['import-statement']).length > 0) add(file, firstRouteImports);
    });
    build.onLoad({ filter: /\.(m?js|jsx|tsx?)$/ }, async (args) => {
      const wanted = extraImports.get(args.path);
      if (!wanted) return undefined;
      const source = await readFile(args.path, 'utf8');
      return {
        contents: `${source}\n${wanted.map((dep) => `import ${JSON.stringify(dep)};`).join('\n')}\n`,
        loader: SOURCE_LOADERS[path.extname(args.path)],
        resolveDir: path.dirname(args.path),
      };
    });
  },
};

export function appBuildOptions(config = readConfig(), bootEnglish = {}) {
  return {
    absWorkingDir: root,
    entryPoints: [ENTRY],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome111', 'safari16', 'firefox115'],
    outdir,
    entryNames: 'assets/[name]-[hash]',
    // Chunks (lazy screens and shared code) by hash alone: their names fill the route preload table in every first download.
    chunkNames: 'assets/[hash]',
    assetNames: 'assets/[name]-[hash]',
    minify: !watch,
    // 'external': no sourceMappingURL comment pointing at a file that is not published.
    sourcemap: watch ? 'inline' : 'external',
    // Maps name files and lines for stack traces; the source text itself stays off the server.
    sourcesContent: watch,
    metafile: true,
    jsx: 'automatic',
    legalComments: 'none',
    define: defineFor(config, bootEnglish),
    plugins: [reactOwnSyncExternalStore, firstRouteChunk, workerUrls],
    loader: { '.png': 'file', '.svg': 'file', '.jpg': 'file', '.webp': 'file', '.woff2': 'file' },
    logLevel: 'warning',
  };
}

/** The SDK package: ESM for consumers; .d.ts come from TypeScript's native compiler (sdk/tsconfig.json). */
async function buildSdk() {
  const sdkRoot = path.join(root, 'sdk');
  if (!existsSync(path.join(sdkRoot, 'src', 'index.ts'))) return;
  // One file per subpath the package exports (index, constants, each module of further calls),
  // sharing their common code through split chunks.
  const callModules = existsSync(path.join(sdkRoot, 'src', 'calls'))
    ? readdirSync(path.join(sdkRoot, 'src', 'calls')).filter((name) => name.endsWith('.ts')).map((name) => `src/calls/${name}`)
    : [];
  await esbuild.build({
    absWorkingDir: sdkRoot,
    entryPoints: ['src/index.ts', 'src/constants.ts', ...callModules],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    outdir: path.join(sdkRoot, 'dist'),
    outbase: 'src',
    chunkNames: 'chunks/[name]-[hash]',
    external: ['openapi-fetch', 'valibot'],
    sourcemap: true,
    logLevel: 'warning',
  });
  const { execFileSync } = await import('node:child_process');
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'typescript-native', 'bin', 'tsc'), '-p', path.join(sdkRoot, 'tsconfig.json')], { stdio: 'inherit' });
}

async function main() {
  const started = performance.now();
  await rm(outdir, { recursive: true, force: true });
  await rm(recordsDir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  // The boot screen first: the English chunk carries its English (src/boot/bootLanguage.ts).
  const config = readConfig();
  const bootScreen = await renderBootScreen(config);
  const options = appBuildOptions(config, bootScreen.english);
  if (watch) {
    const ctx = await esbuild.context({
      ...options,
      plugins: [...options.plugins, { name: 'html', setup(build) { build.onEnd(async (r) => { if (r.metafile) await postBuild(r.metafile); console.log(`[build] ${new Date().toLocaleTimeString()} ${r.errors.length} errors`); }); } }],
    });
    await ctx.watch();
    console.log('[build] watching src/, machines/, sdk/ …');
    return;
  }
  const result = await esbuild.build(options);
  await postBuild(result.metafile, bootScreen);
  await buildSdk();
  const ms = Math.round(performance.now() - started);
  console.log(`[build] app + sdk built in ${ms} ms → dist/`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
