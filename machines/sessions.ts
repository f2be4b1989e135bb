// Pure helpers about sessions a visitor plans around: when one starts and how long it lasts,
// and which sessions are the visitor's own.
import type { User } from './types';

/** A session without an end time in the contract is taken to last this long. */
export const DEFAULT_SESSION_MS = 60 * 60_000;

/**
 * The one place a session's start is computed on this device's clock (epoch ms): the moment its
 * is_started_countdown (SPEC's own field, in seconds, relative to when it was read) runs out.
 * Relative, so another clock's starts_at and the device's skew do not matter. A countdown that
 * is not a number gives NaN, which counts as neither started nor still to come.
 */
export function startOnDeviceClock(session: { is_started_countdown: number }, readAt: number): number {
  return readAt + session.is_started_countdown * 1000;
}

/** A positive whole number, or null. */
function sessionIdOf(entry: unknown): number | null {
  const raw = typeof entry === 'object' && entry !== null
    ? ((entry as { id?: unknown; session_id?: unknown }).session_id ?? (entry as { id?: unknown }).id)
    : entry;
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The ids of the visitor's booked sessions ("Sesi saya"): `User.session` holds ids (or objects
 * with `id` / `session_id`), and counts only while `is_session_booked` is true. Anything else
 * is skipped, never a crash.
 */
export function bookedSessionIds(user: Pick<User, 'session' | 'is_session_booked'> | null | undefined): number[] {
  if (!user || user.is_session_booked !== true || !Array.isArray(user.session)) return [];
  const ids = user.session.map(sessionIdOf).filter((id): id is number => id !== null);
  return [...new Set(ids)];
}
