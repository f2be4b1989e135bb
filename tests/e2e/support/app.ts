// The built app + the local platform for end-to-end tests.
//
//   const app = useApp();          // at file top: builds (once), starts the platform per file
//   app.url, app.platform.pushPrizes(userId, list), app.platform.requests …
//
// Build once per source version. The realtime database address is baked into the bundle at
// build time (build.mjs readConfig(): FIREBASE_DATABASE_EMULATOR), so the build picks a free
// high port and every file's platform listens on that same port (e2e files run one after the
// other). Vitest isolates modules per file, so "once" is an on-disk cache: a copy of the build
// inputs plus its dist/ under the OS temp dir, keyed by a hash of every input file. A source
// change gives a new hash, hence a fresh build — it can never be stale. Building in a copy
// (build.mjs always writes next to itself) keeps us off the dist/ other engineers build.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startPlatform, type Platform, type PlatformOptions } from '../../../server/platform.mjs';
import { BUILD_INPUTS, buildCopy, copyBuildInputs } from '../../../scripts/build-copy.mjs';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
const cacheRoot = path.join(os.tmpdir(), 'pameran-e2e-builds');

/** Old cached builds are removed after this long (a concurrent run may still serve a younger one). */
const STALE_BUILD_MS = 60 * 60 * 1000;

export interface BuiltApp {
  distDir: string;
  /** The realtime database port the bundle talks to. */
  realtimePort: number;
  buildMs: number;
}

async function filesUnder(target: string): Promise<string[]> {
  if (!existsSync(target)) return [];
  if (!(await stat(target)).isDirectory()) return [target];
  const entries = await readdir(target, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => filesUnder(path.join(target, entry.name))));
  return nested.flat();
}

/** The inputs' hash, read once per run: the files do not change while the tests run. */
let inputsHash: Promise<string> | null = null;
const hashBuildInputs = () => (inputsHash ??= hashInputFiles());

async function hashInputFiles(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await Promise.all(BUILD_INPUTS.map((input) => filesUnder(path.join(repoRoot, input))))).flat().sort();
  for (const file of files) hash.update(path.relative(repoRoot, file)).update('\0').update(await readFile(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function pickFreeHighPort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 30_000);
    if (await isPortFree(port)) return port;
  }
  throw new Error('no free port found for the realtime database');
}

async function pruneOldBuilds(keepPrefix: string): Promise<void> {
  if (!existsSync(cacheRoot)) return;
  for (const name of await readdir(cacheRoot)) {
    const dir = path.join(cacheRoot, name);
    if (name.startsWith(keepPrefix)) continue;
    if (Date.now() - (await stat(dir)).mtimeMs > STALE_BUILD_MS) await rm(dir, { recursive: true, force: true });
  }
}

async function buildInto(target: string, realtimePort: number): Promise<number> {
  const work = `${target}.partial-${process.pid}`;
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  await copyBuildInputs(work);
  const buildMs = await buildCopy(work, realtimePort);
  await writeFile(path.join(work, 'e2e-build.json'), JSON.stringify({ realtimePort, buildMs }));
  // Appears complete or not at all: a crashed build leaves only a .partial directory.
  await rename(work, target);
  return buildMs;
}

/**
 * The app built for e2e, from the cache when the inputs have not changed. Two e2e runs at once
 * (`npm test` runs two) each name their own builds (`PAMERAN_E2E_BUILD`): a build carries the
 * realtime port its platforms listen on, and one run's port is free between its files.
 */
export async function builtApp(): Promise<BuiltApp> {
  const inputs = await hashBuildInputs();
  const hash = `${inputs}${process.env.PAMERAN_E2E_BUILD ? `-${process.env.PAMERAN_E2E_BUILD}` : ''}`;
  await mkdir(cacheRoot, { recursive: true });
  await pruneOldBuilds(inputs);
  for (const name of await readdir(cacheRoot)) {
    const marker = path.join(cacheRoot, name, 'e2e-build.json');
    if (!name.startsWith(`${hash}-port`) || !existsSync(marker)) continue;
    const { realtimePort, buildMs } = JSON.parse(await readFile(marker, 'utf8')) as { realtimePort: number; buildMs: number };
    if (await isPortFree(realtimePort)) return { distDir: path.join(cacheRoot, name, 'dist'), realtimePort, buildMs };
  }
  const realtimePort = await pickFreeHighPort();
  const target = path.join(cacheRoot, `${hash}-port${realtimePort}`);
  const buildMs = await buildInto(target, realtimePort);
  console.log(`[e2e] built the app in ${buildMs} ms (realtime port ${realtimePort})`);
  return { distDir: path.join(target, 'dist'), realtimePort, buildMs };
}

export interface E2eApp {
  /** Origin serving the built app and /api. */
  readonly url: string;
  readonly platform: Platform;
  readonly built: BuiltApp;
}

/**
 * Builds (or reuses) the app and runs a fresh platform serving it for this test file;
 * `options` choose the platform (e.g. `{ platform: 'spec-minimal' }`).
 */
export function useApp(options: Pick<PlatformOptions, 'platform' | 'trackedSession' | 'demoExhibitors' | 'realtimeTokenSeconds' | 'registrationLimit' | 'now'> = {}): E2eApp {
  let platform: Platform | null = null;
  let built: BuiltApp | null = null;
  beforeAll(async () => {
    built = await builtApp();
    platform = await startPlatform({ ...options, port: 0, realtimePort: built.realtimePort, distDir: built.distDir });
  });
  afterAll(async () => {
    await platform?.close();
    platform = null;
  });
  const running = (): Platform => {
    if (!platform) throw new Error('The app runs only inside tests (useApp starts it in beforeAll).');
    return platform;
  };
  return {
    get url() {
      return running().url;
    },
    get platform() {
      return running();
    },
    get built() {
      if (!built) throw new Error('not built yet');
      return built;
    },
  };
}
