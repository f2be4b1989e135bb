// A platform in its own process, so a test can attack it and then see whether the process is
// still alive (a crash in the same process as the test would take the test down with it).
// `node tests/helpers/platform-process.mjs '<PlatformOptions JSON>'` prints one JSON line
// { url, realtimePort } when it listens. Used by tests/unit/server-hardening.test.ts.
import { startPlatform } from '../../server/platform.mjs';

const platform = await startPlatform(JSON.parse(process.argv[2] ?? '{}'));
process.stdout.write(`${JSON.stringify({ url: platform.url, realtimePort: platform.realtimePort })}\n`);
process.once('SIGTERM', () => void platform.close().finally(() => process.exit(0)));
