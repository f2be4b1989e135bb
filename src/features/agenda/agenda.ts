// The agenda's model, pure: the platform's own upcoming/ongoing sessions and the sessions running
// on external platforms become one list of entries, the visitor's own ("Sesi saya") first, the
// rest grouped by their WIB day. Shared by the agenda and the live page (calendar, reminders).
import type { ExternalSession, UpcomingSession } from '@pameran/sdk';
import { eventDayKey } from '../../lib/dates';
import { sessionTitle } from '../../lib/labels';
import { sessionEnd, sessionStart } from '../../lib/sessionTimes';
import { compareText } from '../../lib/text';
import { formatTime } from '../../lib/dates';
import { liveStreamPath } from '../../lib/livePath';
import { safeUrl } from '../../security/safeUrl';
import type { TimedItem } from '../myDay/timeline';



export interface AgendaEntry {
  id: number;
  title: string;
  /** ISO timestamps (UTC from the platform). */
  startsAt: string;
  endsAt: string;
  roomName: string;
  /** The platform's room (null for a session without one): where a walk to it goes. */
  roomId: number | null;
  speaker: string;
  /** Running now. */
  ongoing: boolean;
  /** Set for sessions streamed on another platform. */
  externalUrl: string | null;
  mine: boolean;
}

export interface AgendaDay {
  /** '2026-11-23' in WIB. */
  key: string;
  /** Any start time on that day, for the heading. */
  firstStart: string;
  entries: AgendaEntry[];
}

export interface Agenda {
  mine: AgendaEntry[];
  days: AgendaDay[];
}

const byStartThenRoom = (a: AgendaEntry, b: AgendaEntry) =>
  Date.parse(a.startsAt) - Date.parse(b.startsAt) || compareText(a.roomName, b.roomName) || a.id - b.id;

/**
 * Every session that has not ended at `now`, soonest first, with the visitor's `bookedIds`
 * marked. `roomNames` fills in room names the sessions do not carry.
 */
export function agendaEntries(
  upcoming: readonly UpcomingSession[],
  external: readonly ExternalSession[],
  bookedIds: readonly number[],
  now: number,
  roomNames: ReadonlyMap<number, string> = new Map(),
): AgendaEntry[] {
  const booked = new Set(bookedIds);
  const seen = new Set<number>();
  const entries: AgendaEntry[] = [];
  const add = (entry: Omit<AgendaEntry, 'ongoing' | 'mine'>) => {
    const start = Date.parse(entry.startsAt);
    const end = Date.parse(entry.endsAt);
    if (seen.has(entry.id) || Number.isNaN(start) || end <= now) return;
    seen.add(entry.id);
    entries.push({ ...entry, ongoing: start <= now, mine: booked.has(entry.id) });
  };
  for (const session of upcoming) {
    add({
      id: session.id, title: sessionTitle(session), startsAt: sessionStart(session, now), endsAt: sessionEnd(session, now),
      roomName: session.room_name || (session.room_id === undefined ? '' : roomNames.get(session.room_id)) || '', roomId: session.room_id ?? null, speaker: session.speaker ?? '', externalUrl: null,
    });
  }
  for (const session of external) {
    add({
      id: session.id, title: sessionTitle(session), startsAt: sessionStart(session, now), endsAt: sessionEnd(session, now),
      roomName: (session.room_id === undefined ? '' : roomNames.get(session.room_id)) ?? '', roomId: null, speaker: session.speaker ?? '', externalUrl: session.external_url ?? null,
    });
  }
  return entries.sort(byStartThenRoom);
}

/** "Sesi saya" first, then every session by WIB day (a day's sessions by start time, then room). */
export function groupAgenda(entries: readonly AgendaEntry[]): Agenda {
  const sorted = [...entries].sort(byStartThenRoom);
  const days = new Map<string, AgendaDay>();
  for (const entry of sorted) {
    const key = eventDayKey(entry.startsAt);
    const day = days.get(key) ?? { key, firstStart: entry.startsAt, entries: [] };
    day.entries.push(entry);
    days.set(key, day);
  }
  return { mine: sorted.filter((entry) => entry.mine), days: [...days.values()] };
}

/**
 * A session's card as the agenda writes it: its id and times as text, and each optional line
 * (null: not there). The boot screen's preview of /agenda renders the same card with slots for
 * the text (src/boot/prerender.tsx).
 */
export interface SessionCardText {
  id: string;
  title: string;
  from: string;
  to: string;
  ongoing: boolean;
  mine: boolean;
  /** Streamed on another platform (its badge). */
  external: boolean;
  /** Where "open" leads: the session's live page, or the other platform (if its address passes the gate). */
  internalHref: string | null;
  externalHref: string | null;
  room: string | null;
  speaker: string | null;
}

/** What a session's card writes, from the agenda's entry: times in WIB. */
export function sessionCardTextOf(entry: AgendaEntry): SessionCardText {
  return {
    id: String(entry.id),
    title: entry.title,
    from: formatTime(entry.startsAt),
    to: formatTime(entry.endsAt),
    ongoing: entry.ongoing,
    mine: entry.mine,
    external: entry.externalUrl !== null,
    internalHref: entry.externalUrl ? null : liveStreamPath(entry.id),
    // Platform URLs pass the gate (src/security/safeUrl.ts) or are not linked at all.
    externalHref: entry.externalUrl ? safeUrl(entry.externalUrl) : null,
    room: entry.roomName || null,
    speaker: entry.speaker || null,
  };
}

/** A session of "Sesi saya" as the day's timeline and its clash check see it; sessions elsewhere have no room to walk to. */
export const timedItemOf = (entry: AgendaEntry): TimedItem => ({
  kind: 'session', id: entry.id, title: entry.title, startsAt: entry.startsAt, endsAt: entry.endsAt,
  spot: entry.roomId !== null && entry.externalUrl === null ? { kind: 'room', id: entry.roomId } : null, placeName: entry.roomName,
});
