// Builds the app in a private copy of the repo, so the e2e tests, the PWA test and the
// benchmark never race each other (or `npm start`) over dist/, and can bake in their own
// realtime database port. One place knows what build.mjs reads.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, readFile, symlink } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What build.mjs reads (the app imports the SDK from source, through tsconfig.json's paths). */
export const BUILD_INPUTS = [
  'build.mjs', 'index.html', 'package.json', 'tsconfig.json', 'src', 'machines', 'public', 'scripts',
  'sdk/src', 'sdk/package.json', 'sdk/tsconfig.json',
];

/** Copies the build inputs into `work` (which must exist) and links the repo's node_modules. */
export async function copyBuildInputs(work) {
  for (const input of BUILD_INPUTS) {
    const source = path.join(repoRoot, input);
    if (existsSync(source)) await cp(source, path.join(work, input), { recursive: true });
  }
  await symlink(path.join(repoRoot, 'node_modules'), path.join(work, 'node_modules'), 'dir');
}

/**
 * Runs build.mjs in `work` (a copy made by copyBuildInputs) for an app served from the same
 * origin whose realtime database is 127.0.0.1:`realtimePort`. Resolves to the build's time in ms.
 */
export async function buildCopy(work, realtimePort, timeoutMs = 180_000) {
  const env = { ...process.env, API_URL: '', FIREBASE_DATABASE_EMULATOR: `127.0.0.1:${realtimePort}` };
  const started = performance.now();
  await run(process.execPath, ['build.mjs'], { cwd: work, env, timeout: timeoutMs });
  return Math.round(performance.now() - started);
}

/**
 * The realtime database port a build in `distDir` was made for (its _headers' CSP names it):
 * a build made elsewhere (another commit's, for a comparison run by run) talks only to that one.
 * @param {string} distDir
 * @returns {Promise<number>}
 */
export async function realtimePortOf(distDir) {
  const builtFor = /127\.0\.0\.1:(\d+)/.exec(await readFile(path.join(distDir, '_headers'), 'utf8'));
  if (!builtFor) throw new Error(`${distDir}/_headers names no local realtime database`);
  return Number(builtFor[1]);
}

/**
 * A port free on this machine now, for the realtime database a copy's build bakes in.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}
