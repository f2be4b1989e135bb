// Add to calendar: an iCalendar (RFC 5545) file for one session or for all of "Sesi saya",
// made with the `ics` package, which is loaded with import() on the tap that needs it so it
// stays out of the first route. Times are written in UTC ('Z'); UIDs are stable per session,
// so importing the file again updates the event instead of doubling it.
import { downloadText } from '../../lib/download';
import type { AgendaEntry } from './agenda';
import { safeUrl } from '../../security/safeUrl';
import { agenda as agendaCopy } from '../../copy/agenda';

export const CALENDAR_PRODUCT_ID = '-//Pameran//Agenda Sesi//ID';

/** Stable, globally unique per session and event. */
export const sessionUid = (sessionId: number) => `sesi-${sessionId}@pameran.event-1`;

export type CalendarSession = Pick<AgendaEntry, 'id' | 'title' | 'startsAt' | 'endsAt' | 'roomName' | 'speaker' | 'externalUrl'>;

/** The .ics text for these sessions; `pageUrl` gives each session's link (its live page). */
export async function buildCalendar(sessions: readonly CalendarSession[], pageUrl: (sessionId: number) => string): Promise<string> {
  // ics is CommonJS: bundled, its exports may arrive only under `default`.
  const module: typeof import('ics') & { default?: typeof import('ics') } = await import('ics');
  const createEvents = module.default?.createEvents ?? module.createEvents;
  const { error, value } = createEvents(
    sessions.map((session) => ({
      uid: sessionUid(session.id),
      productId: CALENDAR_PRODUCT_ID,
      title: session.title,
      start: Date.parse(session.startsAt),
      end: Date.parse(session.endsAt),
      startInputType: 'utc' as const,
      startOutputType: 'utc' as const,
      endInputType: 'utc' as const,
      endOutputType: 'utc' as const,
      location: session.roomName || undefined,
      description: [session.speaker && agendaCopy.calendarSpeaker(session.speaker), session.roomName && agendaCopy.calendarRoom(session.roomName)].filter(Boolean).join('\n') || undefined,
      url: (session.externalUrl && safeUrl(session.externalUrl)) || pageUrl(session.id),
    })),
    { calName: agendaCopy.calendarName, productId: CALENDAR_PRODUCT_ID },
  );
  if (error || !value) throw error ?? new Error('ics: no calendar');
  return foldLines(value);
}

const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/**
 * RFC 5545 §3.1 folds content lines at 75 *octets*; the library counts characters, so a title
 * with 'é' or '—' can come out too long. Unfold, then fold again by UTF-8 octets, never
 * inside a character.
 */
export function foldLines(text: string): string {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n').filter((line, index, all) => line !== '' || index < all.length - 1);
  const out: string[] = [];
  for (const line of lines) {
    let current = '';
    let octets = 0;
    for (const character of line) {
      const size = encoder.encode(character).length;
      if (octets + size > MAX_LINE_OCTETS) {
        out.push(current);
        current = ' ';
        octets = 1;
      }
      current += character;
      octets += size;
    }
    out.push(current);
  }
  return `${out.join('\r\n')}\r\n`;
}

/** 'sesi-79.ics' / 'sesi-saya.ics' (English: 'session-79.ics' / 'my-sessions.ics') */
export const calendarFileName = (sessions: readonly CalendarSession[]) => agendaCopy.calendarFile(sessions.length === 1 ? sessions[0]!.id : null);

/** Downloads the .ics and resolves to the file's name (the button says where it went). */
export async function downloadCalendar(sessions: readonly CalendarSession[], pageUrl: (sessionId: number) => string): Promise<string> {
  const text = await buildCalendar(sessions, pageUrl);
  const fileName = calendarFileName(sessions);
  downloadText(fileName, text, 'text/calendar;charset=utf-8');
  return fileName;
}
