// When a session starts and ends, from whatever the platform sent: SPEC promises only its
// is_started_countdown; starts_at and ends_at are ours (sdk/openapi.yaml).

import { DEFAULT_SESSION_MS, startOnDeviceClock } from '../../machines/sessions';

/**
 * The start of a session: its starts_at, or, when the platform sent none it can read, the
 * moment its is_started_countdown (SPEC's own field) runs out, counted from `now`.
 */
export function sessionStart(session: { starts_at?: string; is_started_countdown?: number }, now = Date.now()): string {
  const start = session.starts_at ? Date.parse(session.starts_at) : Number.NaN;
  if (!Number.isNaN(start)) return new Date(start).toISOString();
  return new Date(startOnDeviceClock({ is_started_countdown: session.is_started_countdown ?? 0 }, now)).toISOString();
}

/** The end of a session: its ends_at, or start + DEFAULT_SESSION_MS when missing or broken. */
export function sessionEnd(session: { starts_at?: string; ends_at?: string; is_started_countdown?: number }, now = Date.now()): string {
  const start = Date.parse(sessionStart(session, now));
  const end = session.ends_at ? Date.parse(session.ends_at) : Number.NaN;
  if (!Number.isNaN(end) && end > start) return new Date(end).toISOString();
  return new Date(start + DEFAULT_SESSION_MS).toISOString();
}

