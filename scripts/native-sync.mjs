// npm run native:sync [-- android|ios] — builds the web app for the native shells and copies
// it, with capacitor.config and the plugins, into android/ and ios/ (`cap sync`).
//
// The Capacitor CLI 8 needs Node 22; the project runs on Node 20. So this script fetches a
// pinned Node 22 binary from the npm registry (the `node-<os>-<arch>` package that the `node`
// package's install script would otherwise fetch — install scripts do not run here) into
// node_modules/.cache/node22/, and the pinned CLI into node_modules/.cache/capacitor-cli/, once
// each, and runs the CLI with that Node. The CLI is not a dependency of the project, so
// `npm install` on Node 20 never meets its Node 22 `engines`. Nothing is installed by hand.
//
// Build settings for the device (see docs/native.md): API_URL must be the platform's absolute
// https URL (the app is served from https://localhost / capacitor://localhost, so "same origin"
// would be the phone itself); FIREBASE_DATABASE_EMULATOR defaults to empty (the real realtime
// database); NATIVE_PUSH=1 lets the app register for push (on by default once
// android/app/google-services.json exists: without it Android's push plugin crashes the app).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The Node 22 the Capacitor CLI runs under (the `node-<os>-<arch>` packages share versions). */
export const NODE22_VERSION = '22.23.3';

/** The Capacitor CLI, the same version as @capacitor/core, android and ios. */
export const CAPACITOR_CLI_VERSION = '8.5.2';

/** Used when API_URL is not set, so a fresh clone syncs; a device build must set the real one. */
export const PLACEHOLDER_API_URL = 'https://api.pameran.example';

const log = (line) => process.stdout.write(`[native:sync] ${line}\n`);

function registryPackage() {
  const os = { linux: 'linux', darwin: 'darwin' }[process.platform];
  const arch = { x64: 'x64', arm64: 'arm64' }[process.arch];
  if (!os || !arch) throw new Error(`no Node 22 package for ${process.platform}/${process.arch}: run the script under Node 22 or newer instead`);
  return `node-${os}-${arch}`;
}

/** A Node ≥ 22 binary: this one if it is new enough, else the pinned one from the registry (cached). */
export function ensureNode22({ cacheDir = path.join(root, 'node_modules/.cache/node22') } = {}) {
  if (Number(process.versions.node.split('.')[0]) >= 22) return process.execPath;
  const dir = path.join(cacheDir, NODE22_VERSION);
  const binary = path.join(dir, 'package/bin/node');
  if (!existsSync(binary)) {
    const spec = `${registryPackage()}@${NODE22_VERSION}`;
    log(`fetching Node ${NODE22_VERSION} from the npm registry (${spec}), once`);
    // Unpacked beside the cache and renamed into place, so a parallel run never sees half a binary.
    const partial = `${dir}.partial-${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    try {
      execFileSync('npm', ['pack', spec, '--pack-destination', partial, '--silent'], { cwd: partial, stdio: ['ignore', 'ignore', 'inherit'] });
      const tarball = readdirSync(partial).find((name) => name.endsWith('.tgz'));
      if (!tarball) throw new Error(`npm pack ${spec} left no tarball in ${partial}`);
      execFileSync('tar', ['-xzf', tarball, 'package/bin/node'], { cwd: partial, stdio: 'inherit' });
      rmSync(path.join(partial, tarball));
      if (!existsSync(binary)) renameSync(partial, dir);
    } finally {
      rmSync(partial, { recursive: true, force: true });
    }
  }
  const version = execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
  if (version !== `v${NODE22_VERSION}`) throw new Error(`${binary} reports ${version}, expected v${NODE22_VERSION}`);
  return binary;
}

/** The pinned Capacitor CLI's entry point, installed from the registry into the cache once. */
export function ensureCapacitorCli({ cacheDir = path.join(root, 'node_modules/.cache/capacitor-cli') } = {}) {
  const dir = path.join(cacheDir, CAPACITOR_CLI_VERSION);
  const entry = (base) => path.join(base, 'node_modules/@capacitor/cli/bin/capacitor');
  if (!existsSync(entry(dir))) {
    const spec = `@capacitor/cli@${CAPACITOR_CLI_VERSION}`;
    log(`installing ${spec} from the npm registry, once`);
    // Installed beside the cache and renamed into place, so a parallel run never sees half a CLI.
    const partial = `${dir}.partial-${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    try {
      // npm runs under this (Node 20) process and would warn that the CLI wants Node 22: it
      // runs under the Node 22 above, so only errors are shown.
      execFileSync(
        'npm',
        ['install', spec, '--prefix', partial, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error'],
        { cwd: partial, stdio: ['ignore', 'ignore', 'inherit'] },
      );
      if (!existsSync(entry(partial))) throw new Error(`npm install ${spec} left no ${entry(partial)}`);
      if (!existsSync(entry(dir))) renameSync(partial, dir);
    } finally {
      rmSync(partial, { recursive: true, force: true });
    }
  }
  return entry(dir);
}

/** The environment of the device build: the caller's, with the native defaults filled in. */
export function nativeBuildEnv(env = process.env) {
  const pushConfigured = existsSync(path.join(root, 'android/app/google-services.json'));
  return {
    ...env,
    API_URL: env.API_URL || PLACEHOLDER_API_URL,
    FIREBASE_DATABASE_EMULATOR: env.FIREBASE_DATABASE_EMULATOR ?? '',
    NATIVE_PUSH: env.NATIVE_PUSH ?? (pushConfigured ? '1' : '0'),
  };
}

function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${path.basename(command)} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

export function nativeSync(platforms = [], env = process.env) {
  const buildEnv = nativeBuildEnv(env);
  if (!env.API_URL) log(`API_URL is not set: building with the placeholder ${PLACEHOLDER_API_URL} (set API_URL=https://… for a device build)`);
  log(`build: API_URL=${buildEnv.API_URL} FIREBASE_DATABASE_EMULATOR=${buildEnv.FIREBASE_DATABASE_EMULATOR || '(none)'} NATIVE_PUSH=${buildEnv.NATIVE_PUSH}`);
  run(process.execPath, [path.join(root, 'build.mjs'), '--native'], buildEnv);
  const node22 = ensureNode22();
  log(`${['cap sync', ...platforms].join(' ')} under Node ${execFileSync(node22, ['--version'], { encoding: 'utf8' }).trim()}`);
  run(node22, [ensureCapacitorCli(), 'sync', ...platforms], buildEnv);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    nativeSync(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`[native:sync] ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
