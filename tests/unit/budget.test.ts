// Byte budget of the built app ("one honest byte budget"). Byte figures are
// deterministic, so they are tests; timings are scripts/bench.mjs.
//
// The test counts the files of the production build a deploy makes (build.mjs run for a
// production configuration in a private copy of the repo: tests/helpers/productionBuild.ts, the
// one build production-build.test.ts checks too), so it can never read a stale dist/ and never
// races anyone else's build.
// It counts what an anonymous /home makes the browser receive before the content appears:
// every script file — the entry's static imports (index.html modulepreloads them) and the home
// chunk with its static imports (index.html's route preload) — plus the inline scripts of the
// built index.html (build.mjs's renderHtml: the API prefetch and the route preload), each
// counted as the platform sends it to a browser: the build's brotli copy at
// the highest quality for a file of 1 KB or more (build.mjs precompress, server/http.mjs), the
// file itself below that. scripts/bench.mjs cross-checks the file count against what Chromium
// really loaded.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import type * as esbuild from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILD_HOOK_TIMEOUT_MS, productionBuild } from '../helpers/productionBuild';

const KB = 1024;
/**
 * `/home` for an anonymous visitor ≤ 105 KB as sent, counted as the browser receives it:
 * every script file (the entry, the home chunk and everything they import statically) plus
 * index.html's inline scripts (the API prefetch with the boot preview, and the route preload).
 * The boot preview paints the event before any script file has arrived; the count still
 * covers everything up to the app's own screen.
 */
const FIRST_ROUTE_BUDGET = 105 * KB;
/**
 * Of that, index.html's inline scripts: they delay the HTML itself, so they stay small. They
 * start the route's reads before the boot screen's markup, and after it paint the doors a visitor
 * arrives by before any script file (/home's event, an exhibitor's, a live session's, Produk's
 * first items, the agenda's days: a visitor arriving by a QR code or a shared link waits no
 * longer than one arriving at /home) and the boot screen in the visitor's language (no flash of
 * the wrong one). Counted as the page's brotli copy carries them. 7.5 KB since an
 * exhibitor's whole page (its card and first products, 0.2 KB more) is painted (the app's product
 * pictures were that door's largest paint, seconds after the boot screen's) and the session
 * lists' kept copies are painted on a slow network (0.3 KB more).
 */
const INLINE_BUDGET = 7.5 * KB;
/**
 * The whole page as sent (its brotli copy: boot screen, templates, inline scripts): it arrives in
 * the connection's first round trip, whose initial window is 10 segments of ≤ 1,460 bytes
 * (RFC 6928), less the response's headers.
 */
const PAGE_BUDGET = 13 * KB;
/**
 * The boot screen's painting scripts of their own, each asked for beside its answers on its door
 * only, so it arrives with them (the plan drawn within 1 s on a slow phone), and each carrying its
 * screens' templates with the CSS only they use, which every other page would otherwise be sent:
 * - the floor plan's (src/boot/paintFloorPlan.ts), /denah only: the contract's check and the
 *   drawing, not the app's libraries;
 * - the agenda's (src/boot/paintAgenda.ts), /agenda only: the contract's checks of the session
 *   lists, the agenda's order, days and dates.
 */
const PAINTING_SCRIPT_BUDGETS: Record<string, number> = { floorplan: 8.5 * KB, agenda: 7 * KB };
/** The first route is one chunk (build.mjs, firstRouteChunk) plus the entry and the home screen, not dozens. */
const FIRST_ROUTE_MAX_FILES = 4;
/**
 * What navigating to any other route adds on top of the first route. 35 KB since the floor plan
 * finds walking routes on the device, offline (its router and directions, about 4 KB as sent),
 * and the live page carries the survey's and the order's dialogs.
 */
const OTHER_ROUTE_BUDGET = 35 * KB;
const FIRST_ROUTE = 'home';
const ENTRY = 'src/main.tsx';

/** Inputs that must only arrive after login / when a dialog opens, never with the first route. */
const LATE_INPUTS: { what: string; pattern: RegExp }[] = [
  { what: 'Firebase', pattern: /node_modules\/(firebase|@firebase)\// },
  { what: 'the realtime adapter (src/adapters/realtime.ts, loaded with Firebase at the first subscription)', pattern: /^src\/adapters\/realtime\.ts$/ },
  { what: 'Radix dialog', pattern: /node_modules\/@radix-ui\/react-dialog\// },
  { what: 'the gift dialog component', pattern: /^src\/shell\/GiftDialog\.tsx$/ },
  { what: 'the .ics library (loaded on the add-to-calendar tap)', pattern: /node_modules\/(ics|yup|nanoid|runes2)\// },
  // Native only: main.tsx / deviceToken.ts import() them when window.Capacitor says native.
  { what: 'Capacitor and its plugins', pattern: /node_modules\/@capacitor\// },
  { what: 'the native glue (src/adapters/native*)', pattern: /^src\/adapters\/native/ },
  // Native only: the scanner screen import()s src/adapters/nativeScanner.ts, and it the plugin, in the native app.
  { what: 'the native barcode scanner plugin (@capacitor-mlkit/barcode-scanning)', pattern: /node_modules\/@capacitor-mlkit\// },
  // English is downloaded by an English visitor only (src/copy/switchLanguage.ts).
  { what: 'the English text (src/copy/en/)', pattern: /^src\/copy\/en\// },
  { what: "the offer to switch to English (src/shell/LanguageOffer.tsx)", pattern: /^src\/shell\/LanguageOffer\.tsx$/ },
];

interface Chunk {
  /** Output path as the metafile names it. */
  file: string;
  /** Bytes on the wire: the brotli copy (1 KB or more) or the file itself. */
  sentBytes: number;
  inputs: string[];
  /** Minified bytes each input contributes to this chunk (before compression). */
  bytesByInput: Record<string, number>;
  staticImports: string[];
  dynamicImports: string[];
  entryPoint?: string;
}

let chunks: Map<string, Chunk>;
/** The built index.html (with its inline scripts). */
let html = '';
/** The boot screen's painting scripts that are files of their own (build.mjs bootPaintingScripts). */
const paintingScripts: Record<string, { url: string; code: string }> = {};

/** What the platform sends for a file of these bytes: its brotli copy from 1 KB on (PRECOMPRESS_MIN_BYTES), else itself. */
function sentSize(bytes: Uint8Array | string): number {
  const buffer = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  if (buffer.length < KB) return buffer.length;
  return brotliCompressSync(buffer, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } }).length;
}

/**
 * The inline scripts of the built index.html, as the platform sends them: inside the page's one
 * brotli copy, what they add to it (the page as sent, less the same page with empty scripts).
 */
function inlineScripts(): { count: number; sentBytes: number } {
  // Every <script> without a src, whatever its other attributes (the painting script has an id).
  const inline = /<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
  const count = [...html.matchAll(inline)].length;
  return { count, sentBytes: sentSize(html) - sentSize(html.replace(inline, '<script$1></script>')) };
}

/**
 * esbuild's chunk names (`assets/<hash>.js`) hash the files' absolute paths too: the same commit
 * names its chunks otherwise in another folder, and brotli packs those random names a little
 * better or worse (±60 B on the first route, seen between two clones). Each name is measured as
 * another name as random, made from what its chunk holds (its entry point, or its inputs as the
 * repository names them), so the figure is the same wherever the repository lies.
 */
function placeFreeNames(outputs: esbuild.Metafile['outputs']): (text: string) => string {
  const names = new Map<string, string>();
  for (const [file, output] of Object.entries(outputs)) {
    // The chunks' names (the entry's, main-<hash>.js, is named once, in index.html).
    const hash = /\/([A-Z0-9]{8})\.js$/.exec(file)?.[1];
    if (!hash) continue;
    const what = output.entryPoint ?? Object.keys(output.inputs).sort().join('\n');
    const digest = createHash('sha256').update(what).digest();
    names.set(hash, [...digest.subarray(0, 8)].map((byte) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[byte % 32]).join(''));
  }
  if (names.size === 0) return (text) => text;
  const any = new RegExp([...names.keys()].join('|'), 'g');
  return (text) => text.replace(any, (hash) => names.get(hash)!);
}

/**
 * An input's path as the repository names it (`node_modules/react/…`): the copy's node_modules
 * is a link to the repository's, and esbuild names a package's files where the link leads.
 */
const inRepo = (input: string) => input.replace(/^(?:\.\.\/)+(?:[^/]+\/)*?node_modules\//, 'node_modules/');

/** The production build's JS chunks, each with its size as sent and its imports; its page and painting scripts. */
async function buildChunks(): Promise<Map<string, Chunk>> {
  const build = await productionBuild();
  const metafile = JSON.parse(build.text('dist-records/meta.json')) as esbuild.Metafile;
  const outputs = Object.fromEntries(
    Object.entries(metafile.outputs).map(([file, output]) => [file, { ...output, inputs: Object.fromEntries(Object.entries(output.inputs).map(([input, used]) => [inRepo(input), used])) }]),
  );
  const placeFree = placeFreeNames(outputs);
  html = placeFree(build.text('dist/index.html'));
  // build.mjs bootPaintingScripts: each written as assets/boot-<name>-<hash of its code>.js.
  for (const file of build.files('dist/assets')) {
    const name = /^boot-(\w+)-[A-Z0-9]{8}\.js$/.exec(file)?.[1];
    if (name) paintingScripts[name] = { url: `/assets/${file}`, code: build.text(`dist/assets/${file}`) };
  }
  const found = new Map<string, Chunk>();
  for (const [file, output] of Object.entries(outputs)) {
    if (!file.endsWith('.js')) continue;
    found.set(file, {
      file,
      // The start files as written: with V8's compile hint first (build.mjs hintStartFiles).
      sentBytes: sentSize(placeFree(build.text(file))),
      inputs: Object.keys(output.inputs),
      bytesByInput: Object.fromEntries(Object.entries(output.inputs).map(([input, { bytesInOutput }]) => [input, bytesInOutput])),
      staticImports: output.imports.filter((imp) => imp.kind === 'import-statement' && !imp.external).map((imp) => imp.path),
      dynamicImports: output.imports.filter((imp) => imp.kind === 'dynamic-import' && !imp.external).map((imp) => imp.path),
      ...(output.entryPoint ? { entryPoint: output.entryPoint } : {}),
    });
  }
  return found;
}

function chunkForEntryPoint(entryPoint: string): Chunk {
  const chunk = [...chunks.values()].find((candidate) => candidate.entryPoint === entryPoint);
  if (!chunk) throw new Error(`no output chunk has entryPoint ${entryPoint}`);
  return chunk;
}

/** The chunks a browser must load before `roots` can run: themselves and their static imports. */
function staticClosure(roots: Chunk[]): Set<Chunk> {
  const seen = new Set<Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.staticImports) visit(chunks.get(file)!);
  };
  roots.forEach(visit);
  return seen;
}

const sentTotal = (set: Iterable<Chunk>) => [...set].reduce((sum, chunk) => sum + chunk.sentBytes, 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB (${bytes})`;

/** The biggest contributors to a set of chunks, by package (or source folder), minified bytes. */
function biggestContributors(set: Iterable<Chunk>, count = 8): string {
  const byOwner = new Map<string, number>();
  for (const chunk of set) {
    for (const [input, bytes] of Object.entries(chunk.bytesByInput)) {
      const owner = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? input.split('/').slice(0, 2).join('/');
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + bytes);
    }
  }
  return [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, count).map(([owner, bytes]) => `${owner} ${kb(bytes)}`).join(', ');
}

/** Route folders: every src/screens/<route>/index.tsx the build turned into its own chunk. */
function routeNames(): string[] {
  return [...chunks.values()]
    .map((chunk) => /^src\/screens\/([^/]+)\/index\.tsx$/.exec(chunk.entryPoint ?? '')?.[1])
    .filter((name): name is string => Boolean(name))
    .sort();
}

function firstRoute(): Set<Chunk> {
  return staticClosure([chunkForEntryPoint(ENTRY), chunkForEntryPoint(`src/screens/${FIRST_ROUTE}/index.tsx`)]);
}

beforeAll(async () => {
  chunks = await buildChunks();
}, BUILD_HOOK_TIMEOUT_MS);

describe('byte budget of the built app (as sent: brotli copies)', () => {
  it(`loads /home for an anonymous visitor with at most ${kb(FIRST_ROUTE_BUDGET)} of scripts, ${FIRST_ROUTE_MAX_FILES} files and the inline scripts included`, () => {
    const loaded = firstRoute();
    const inline = inlineScripts();
    // The inline scripts are there: the first frame's hold on a repeat visit, the API reads (which also ask for the app's scripts), the boot screen's painting.
    expect(inline.count).toBeGreaterThanOrEqual(3);
    // Every file is named in the page (the first inline script asks for them), so the page really asks for it.
    for (const chunk of loaded) {
      if (chunk.entryPoint === `src/screens/${FIRST_ROUTE}/index.tsx` || chunk.entryPoint === undefined) continue;
      expect(html, `${chunk.file} is not referenced by index.html`).toContain(path.basename(chunk.file));
    }
    const files = sentTotal(loaded);
    const total = files + inline.sentBytes;
    console.log(
      `[budget] first route /home: ${loaded.size} script files ${kb(sentTotal(loaded))} + ${inline.count} inline scripts ${kb(inline.sentBytes)} = ${kb(total)} as sent; ` +
        `biggest (minified): ${biggestContributors(loaded)}`,
    );
    expect(total, `the first route is ${kb(total)} as sent`).toBeLessThanOrEqual(FIRST_ROUTE_BUDGET);
    expect(inline.sentBytes, `index.html's inline scripts are ${kb(inline.sentBytes)} as sent`).toBeLessThanOrEqual(INLINE_BUDGET);
    const page = sentSize(html);
    console.log(`[budget] index.html as sent: ${kb(page)}`);
    expect(page, `index.html is ${kb(page)} as sent`).toBeLessThanOrEqual(PAGE_BUDGET);
    expect(loaded.size, `the first route loads ${loaded.size} script files`).toBeLessThanOrEqual(FIRST_ROUTE_MAX_FILES);
  });

  it.each(Object.entries(PAINTING_SCRIPT_BUDGETS))('paints with the %s painting script of its own, within its budget (%i B as sent), named in the page', (name, budget) => {
    const script = paintingScripts[name];
    expect(script, `no painting script ${name}`).toBeDefined();
    const sent = sentSize(script!.code);
    console.log(`[budget] the ${name} painting script: ${kb(sent)} as sent, asked for on its door only`);
    expect(sent).toBeLessThanOrEqual(budget);
    expect(html).toContain(JSON.stringify(script!.url));
  });

  it('evaluates the first route in three tasks: React and React DOM, then the SDK and the statecharts, then the shell and the first screen', () => {
    // src/start/react.ts and src/start/statecharts.ts end with a top-level await: what their
    // chunk holds after each waits for the next task. That splits the first route's evaluation
    // (one long task on a slow phone) only if each stage comes after what it evaluates and
    // before the rest.
    const reactStage = 'src/start/react.ts';
    const statechartsStage = 'src/start/statecharts.ts';
    const chunk = [...firstRoute()].find((candidate) => candidate.inputs.includes(reactStage));
    expect(chunk, `no chunk of the first route holds ${reactStage}`).toBeDefined();
    const reactAt = chunk!.inputs.indexOf(reactStage);
    const statechartsAt = chunk!.inputs.indexOf(statechartsStage);
    expect(statechartsAt, `${statechartsStage} is not in the chunk after ${reactStage}`).toBeGreaterThan(reactAt);
    const first = chunk!.inputs.slice(0, reactAt);
    const second = chunk!.inputs.slice(reactAt + 1, statechartsAt);
    const third = chunk!.inputs.slice(statechartsAt + 1);
    // React, React DOM, and React's own useSyncExternalStore that the state hooks use (build.mjs).
    const reactOnly = /node_modules\/(react|react-dom|scheduler|use-sync-external-store)\/|^src\/start\/|^src\/boot\/useSyncExternalStore\.ts$/;
    expect(first.filter((input) => !reactOnly.test(input))).toEqual([]);
    expect(first).toContain('node_modules/react-dom/cjs/react-dom.production.min.js');
    for (const statecharts of ['sdk/src/client.ts', 'machines/app.ts', 'machines/auth.ts']) {
      expect(second, `${statecharts} is not evaluated in the statecharts' stage`).toContain(statecharts);
    }
    for (const ours of ['src/app/assemble.ts', 'src/App.tsx', 'src/shell/ShellHeader.tsx', 'node_modules/styled-components/dist/styled-components.browser.esm.js']) {
      expect(third, `${ours} is not evaluated after the statecharts' stage`).toContain(ours);
    }
    const bytes = (inputs: string[]) => inputs.reduce((sum, input) => sum + chunk!.bytesByInput[input]!, 0);
    console.log(`[budget] the first route's evaluation: ${kb(bytes(first))}, ${kb(bytes(second))} and ${kb(bytes(third))} minified, one task each`);
  });

  it('splits every route screen into its own lazily loaded chunk', () => {
    const names = routeNames();
    expect(names).toContain(FIRST_ROUTE);
    expect(names.length).toBeGreaterThanOrEqual(10);
    const entryStatic = staticClosure([chunkForEntryPoint(ENTRY)]);
    for (const name of names) {
      const chunk = chunkForEntryPoint(`src/screens/${name}/index.tsx`);
      expect(entryStatic.has(chunk), `${name} is loaded with the entry`).toBe(false);
    }
  });

  it(`adds at most ${kb(OTHER_ROUTE_BUDGET)} for any other route on top of the first route`, () => {
    const alreadyLoaded = firstRoute();
    const over: string[] = [];
    for (const name of routeNames().filter((route) => route !== FIRST_ROUTE)) {
      const own = chunkForEntryPoint(`src/screens/${name}/index.tsx`);
      const added = [...staticClosure([own])].filter((chunk) => !alreadyLoaded.has(chunk));
      const total = sentTotal(added);
      console.log(`[budget] /${name}: own chunk ${kb(own.sentBytes)}, adds ${kb(total)} in ${added.length} chunks`);
      if (total > OTHER_ROUTE_BUDGET) over.push(`/${name} adds ${kb(total)}`);
    }
    expect(over).toEqual([]);
  });

  it("decodes QR codes with jsQR in the scanner's worker file only, never in a chunk of the app", () => {
    const withJsqr = [...chunks.values()].filter((chunk) => chunk.inputs.some((input) => /node_modules\/jsqr\//.test(input)));
    expect(withJsqr.map((chunk) => chunk.file)).toEqual([]);
    // build.mjs's workerUrls: src/screens/scan/qrWorker.ts (and jsQR with it) is a file of its own,
    // which no chunk imports: only `new Worker()` loads it, on the scanner, without BarcodeDetector.
    const worker = [...chunks.values()].filter((chunk) => /\/assets\/qrWorker-[A-Z0-9]{8}\.js$/.test(chunk.file));
    expect(worker.map((chunk) => chunk.inputs)).toEqual([[expect.stringMatching(/^worker-file:.*\/src\/screens\/scan\/qrWorker\.js$/)]]);
    expect(worker[0]!.staticImports).toEqual([]);
    expect([...chunks.values()].filter((chunk) => [...chunk.staticImports, ...chunk.dynamicImports].includes(worker[0]!.file))).toEqual([]);
    console.log(`[budget] the QR decoder worker (jsQR): ${kb(worker[0]!.sentBytes)} as sent, loaded by the scanner only`);
  });

  for (const { what, pattern } of LATE_INPUTS) {
    it(`keeps ${what} out of the first route and loads it only on demand`, () => {
      const offenders = [...firstRoute()].flatMap((chunk) => chunk.inputs.filter((input) => pattern.test(input)).map((input) => `${chunk.file}: ${input}`));
      expect(offenders).toEqual([]);
      // The pattern really matches something: the code exists, in a chunk reached by import().
      const lazy = [...chunks.values()].filter((chunk) => chunk.inputs.some((input) => pattern.test(input)));
      expect(lazy.length, `no chunk contains ${what}: is the pattern still right?`).toBeGreaterThan(0);
    });
  }
});
