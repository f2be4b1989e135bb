// A session list the service worker keeps (a network-first read: src/data/serviceWorkerReads.ts)
// is counted down by its age wherever a copy of it is shown: by the worker when it answers with
// its copy offline (scripts/post-build.mjs bundles this module into sw.js), and by index.html's
// boot screen when it paints that copy before the network's answer (src/adapters/prefetchKey.ts
// keptAnswer). One definition, so the two never count differently.
import { isRecord } from '../../machines/json';

/** The header with which the worker stamps the device's time a session list was kept. */
export const RECEIVED_AT_HEADER = 'x-pameran-received-at';

/** Whole seconds since `kept` was stamped (never below 0), or null for a copy without a stamp. */
export function keptAgeSeconds(kept: Response, now = Date.now()): number | null {
  const receivedAt = Number(kept.headers.get(RECEIVED_AT_HEADER));
  return receivedAt > 0 ? Math.max(0, Math.floor((now - receivedAt) / 1000)) : null;
}

/**
 * A session list's answer (`{ data: [session…] }`) with each session's `is_started_countdown`
 * counted down by `ageSeconds`, in place; any other value as it is.
 */
export function countedDown(body: unknown, ageSeconds: number): unknown {
  for (const session of isRecord(body) && Array.isArray(body.data) ? body.data : []) {
    if (isRecord(session) && typeof session.is_started_countdown === 'number') session.is_started_countdown -= ageSeconds;
  }
  return body;
}
