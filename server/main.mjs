// @ts-check
// `node server/main.mjs` (npm start runs it after the build): the local event platform on
// 127.0.0.1:$PORT (8080) serving dist/, and the realtime database on $REALTIME_PORT (9000).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addressListFrom, allowedOriginsFrom, trustedProxiesFrom } from './limits.mjs';
import { startPlatform } from './platform.mjs';
import { MISBEHAVE_ENV } from './misbehave.mjs';
import { FLOORPLAN_BOOTHS_ENV, floorPlanBoothsFrom } from './floorplan.mjs';
import { DEMO_EXHIBITORS_ENV, demoExhibitorsFrom } from './demoFair.mjs';
import { stampKeyFrom } from './stampKey.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string | undefined} value @param {number} fallback @param {string} name */
function portFrom(value, fallback, name) {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`${name} harus berupa nomor port (0–65535), bukan "${value}".`);
    process.exit(1);
  }
  return port;
}

/** PAMERAN_PLATFORM: 'demo' (default) or 'spec-minimal'. @param {string | undefined} value @returns {'demo' | 'spec-minimal'} */
function platformMode(value) {
  if (value === undefined || value === '' || value === 'demo') return 'demo';
  if (value === 'spec-minimal') return value;
  console.error(`PAMERAN_PLATFORM harus "demo" atau "spec-minimal", bukan "${value}".`);
  process.exit(1);
}

/** The floor plan's size from $PAMERAN_FLOORPLAN_BOOTHS (the bench's big plan), checked before start. */
function boothsFromEnv() {
  try {
    return floorPlanBoothsFrom(process.env[FLOORPLAN_BOOTHS_ENV]);
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
}

/** REALTIME_TOKEN_SECONDS: a short realtime credential lifetime, to watch the prize feed renew it. @param {string | undefined} value */
function realtimeTokenSecondsFrom(value) {
  if (value === undefined || value === '') return undefined;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1) {
    console.error(`REALTIME_TOKEN_SECONDS harus berupa bilangan bulat detik (≥ 1), bukan "${value}".`);
    process.exit(1);
  }
  return seconds;
}

/** @type {string[]} */
let trustedProxies;
/** @type {string[]} */
let venueAddresses;
try {
  trustedProxies = trustedProxiesFrom(process.env.TRUSTED_PROXIES);
  venueAddresses = addressListFrom(process.env.VENUE_ADDRESSES, 'VENUE_ADDRESSES');
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}

/** @type {number | undefined} */
let demoExhibitors;
try {
  demoExhibitors = demoExhibitorsFrom(process.env[DEMO_EXHIBITORS_ENV]);
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}

/** @type {Buffer} */
let stampKey;
try {
  // The printed booth codes stay valid across restarts: the key is configured or kept on disk.
  stampKey = stampKeyFrom({ configured: process.env.STAMP_KEY, file: process.env.STAMP_KEY_FILE || path.join(root, '.pameran', 'stamp-key') });
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}

const platform = await startPlatform({
  port: portFrom(process.env.PORT, 8080, 'PORT'),
  realtimePort: portFrom(process.env.REALTIME_PORT, 9000, 'REALTIME_PORT'),
  distDir: path.join(root, 'dist'),
  quiet: false,
  // Browser origins besides the platform's own that may call the API (comma-separated).
  allowedOrigins: allowedOriginsFrom(process.env.ALLOWED_ORIGINS),
  // Host headers besides 127.0.0.1:$PORT and localhost:$PORT (e.g. a LAN address for a phone).
  publicHosts: (process.env.PUBLIC_HOSTS ?? '').split(',').map((host) => host.trim()).filter(Boolean),
  // Reverse proxies whose X-Forwarded-For names the client (sign-in limits count per client).
  trustedProxies,
  // The venue's own public addresses: a hall's registrations are never held back by the per-address limit.
  venueAddresses,
  // The request log is for tests; a running platform keeps no record of tokens or codes.
  requestLogLimit: 0,
  misbehave: process.env[MISBEHAVE_ENV],
  platform: platformMode(process.env.PAMERAN_PLATFORM),
  floorplanBooths: boothsFromEnv(),
  demoExhibitors,
  realtimeTokenSeconds: realtimeTokenSecondsFrom(process.env.REALTIME_TOKEN_SECONDS),
  stampKey,
  stampCodes: process.env.STAMP_CODES === 'rotating' ? 'rotating' : 'printed',
}).catch((/** @type {Error} */ error) => {
  if (!error.message.startsWith(`${MISBEHAVE_ENV}:`)) throw error;
  console.error(error.message);
  process.exit(1);
});

// `kill -USR2 <pid>`: restart the realtime database under the running platform (same port and
// data), as a database restart at the venue would drop every visitor's connection.
process.on('SIGUSR2', () => {
  platform.restartRealtime().then(() => console.log('[platform] realtime database dimulai ulang'), (error) => console.error('[platform] realtime database gagal dimulai ulang:', error));
});

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    platform.close().finally(() => process.exit(0));
  });
}
