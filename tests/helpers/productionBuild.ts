// One production build for all the test files of a process that check it (production-build's
// policy and listing, budget's bytes): the real build.mjs, run as a deploy runs it, with a
// production configuration, in a private copy of the repository (scripts/build-copy.mjs), so it
// never reads a stale dist/ nor races another build. A build is several seconds of CPU: it is
// made once, its files read into memory and the copy deleted at once, so that no test file has
// to clean up after another.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { copyBuildInputs } from '../../scripts/build-copy.mjs';

/** The production database the configuration names (no local emulator: the build must not name one). */
export const PRODUCTION_DATABASE = 'https://pameran-prod-default-rtdb.asia-southeast1.firebasedatabase.app';
/** A deploy's settings: its own API origin and FIREBASE_CONFIG, and no FIREBASE_DATABASE_EMULATOR. */
export const PRODUCTION_ENV = {
  API_URL: 'https://api.pameran.example',
  FIREBASE_CONFIG: JSON.stringify({ apiKey: 'k', projectId: 'pameran-prod', databaseURL: PRODUCTION_DATABASE }),
};
/** Settings of the test's own environment that a deploy does not set and the build would read. */
const UNSET = ['FIREBASE_DATABASE_EMULATOR', 'REALTIME_PORT', 'STREAM_ORIGINS', 'NATIVE_PUSH'];
/** What the build writes: the published files and the records for tools. */
const OUTPUT_DIRS = ['dist', 'dist-records'];
/** How long `node build.mjs` may take on a loaded two-core machine. */
const BUILD_TIMEOUT_MS = 170_000;
/** A test file's hook: another run's build in the copy's folder (claimWork), then this one's. */
export const BUILD_HOOK_TIMEOUT_MS = 2 * BUILD_TIMEOUT_MS + 10_000;

const repoRoot = path.resolve(import.meta.dirname, '../..');
/**
 * The copy's folder, the same on every run of this clone: esbuild's chunk names depend on where
 * the build lies (the scanner's worker module is named by its absolute path), and index.html's
 * inline script carries them, its own names minified around them: a new folder each run would
 * change its bytes as sent by up to 22 B from one run to the next.
 */
const WORK = path.join(os.tmpdir(), `pameran-production-build-${createHash('sha256').update(repoRoot).digest('hex').slice(0, 8)}`);
/** The process building in WORK: its pid. */
const OWNER = path.join(WORK, '.owner');

export interface ProductionBuild {
  /** The files under `dir` (`dist`, `dist-records` or a folder of theirs), relative to it, sorted. */
  files(dir: string): string[];
  /** A file's text, by its path in the copy (`dist/index.html`). */
  text(file: string): string;
}

let built: Promise<ProductionBuild> | undefined;

/** The production build, made at the first call; later calls in the same module graph share it. */
export function productionBuild(): Promise<ProductionBuild> {
  built ??= build();
  return built;
}

/** Is WORK another process's that still runs (or of this process's other worker, building)? */
async function heldByAnother(): Promise<boolean> {
  const owner = Number(await readFile(OWNER, 'utf8').catch(() => ''));
  // Its owner is about to write its pid, unless it ended in between.
  if (!owner) return Date.now() - ((await stat(WORK).catch(() => null))?.mtimeMs ?? 0) < 10_000;
  try {
    process.kill(owner, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Makes WORK this process's: waits while another run builds there, removes what an ended one left. */
async function claimWork(): Promise<void> {
  const deadline = Date.now() + BUILD_TIMEOUT_MS;
  for (;;) {
    try {
      await mkdir(WORK);
      await writeFile(OWNER, String(process.pid));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (!(await heldByAnother())) await rm(WORK, { recursive: true, force: true });
    else if (Date.now() > deadline) throw new Error(`${WORK} is still another run's build after ${BUILD_TIMEOUT_MS} ms`);
    else await sleep(500);
  }
}

async function build(): Promise<ProductionBuild> {
  await claimWork();
  const contents = new Map<string, Buffer>();
  try {
    await copyBuildInputs(WORK);
    const env: NodeJS.ProcessEnv = { ...process.env, ...PRODUCTION_ENV };
    for (const name of UNSET) delete env[name];
    await promisify(execFile)(process.execPath, ['build.mjs'], { cwd: WORK, env, timeout: BUILD_TIMEOUT_MS });
    for (const dir of OUTPUT_DIRS) {
      for (const entry of await readdir(path.join(WORK, dir), { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        contents.set(path.relative(WORK, full).split(path.sep).join('/'), await readFile(full));
      }
    }
  } finally {
    await rm(WORK, { recursive: true, force: true });
  }
  return {
    files: (dir) => [...contents.keys()].filter((file) => file.startsWith(`${dir}/`)).map((file) => file.slice(dir.length + 1)).sort(),
    text: (file) => {
      const found = contents.get(file);
      if (!found) throw new Error(`the production build wrote no ${file}`);
      return found.toString('utf8');
    },
  };
}
