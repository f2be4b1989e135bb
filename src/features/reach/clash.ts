// A meeting slot that overlaps a session the visitor starred: the visitor is warned before asking
// for it (they may still ask).
import type { UpcomingSession } from '@pameran/sdk';
import { sessionTitle } from '../../lib/labels';
import { sessionEnd, sessionStart } from '../../lib/sessionTimes';

/**
 * The title of the first starred session that overlaps the slot, or null. A slot without an end
 * is its start alone (it clashes with a session running then).
 */
export function clashingSession(slot: { starts_at: string; ends_at?: string }, sessions: readonly UpcomingSession[], starred: readonly number[], now = Date.now()): string | null {
  const from = Date.parse(slot.starts_at);
  const to = slot.ends_at ? Date.parse(slot.ends_at) : from;
  if (Number.isNaN(from)) return null;
  const clash = sessions.find((session) => {
    if (!starred.includes(session.id)) return false;
    const start = Date.parse(sessionStart(session, now));
    const end = Date.parse(sessionEnd(session, now));
    return to > from ? start < to && from < end : start <= from && from < end;
  });
  return clash ? sessionTitle(clash) : null;
}
