// Pure helpers about sessions a visitor plans around: which sessions are the visitor's own.
import type { User } from './types';

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
