// @ts-check
// `node server/main.mjs` (npm start runs it after the build): the local event platform on
// 127.0.0.1:$PORT (8080) serving dist/, and the realtime database on $REALTIME_PORT (9000).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allowedOriginsFrom } from './limits.mjs';
import { startPlatform } from './platform.mjs';
import { MISBEHAVE_ENV } from './misbehave.mjs';
import { DEMO_EXHIBITORS_ENV, demoExhibitorsFrom } from './demoFair.mjs';

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

/** @type {number | undefined} */
let demoExhibitors;
try {
  demoExhibitors = demoExhibitorsFrom(process.env[DEMO_EXHIBITORS_ENV]);
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
  misbehave: process.env[MISBEHAVE_ENV],
  demoExhibitors,
}).catch((/** @type {Error} */ error) => {
  if (!error.message.startsWith(`${MISBEHAVE_ENV}:`)) throw error;
  console.error(error.message);
  process.exit(1);
});

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    platform.close().finally(() => process.exit(0));
  });
}
