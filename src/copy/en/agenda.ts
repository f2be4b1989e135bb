import type { English } from '../translation';
import type { agenda as indonesian } from '../agenda';

/** The agenda (/agenda), add to calendar and reminders. */
export const agenda: English<typeof indonesian> = {
  intro: 'All upcoming and ongoing sessions, in Jakarta time (WIB).',
  mineHeading: 'My sessions',
  mineBadge: 'My session',
  mineLogin: 'Sign in to see the sessions registered in your name.',
  mineEmpty: 'No sessions are registered in your name yet.',
  mineEmptyHint: 'Sessions the organisers register for you will appear here, at the top.',
  allHeading: 'Session schedule',
  inRoom: (room: string) => `Sessions in ${room}`,
  allRooms: 'Show all rooms',
  empty: 'No sessions scheduled yet.',
  emptyHint: 'The session schedule will appear here as soon as it is announced.',
  loading: 'Loading the schedule…',
  timeRange: (from: string, to: string) => `${from}–${to} WIB`,
  room: (name: string) => `Room: ${name}`,
  speaker: (name: string) => `Speaker: ${name}`,
  ongoing: 'Happening now',
  external: 'On another platform',
  open: 'Open session',
  openExternal: 'Open the stream (another site)',
  addToCalendar: 'Add to calendar',
  addToCalendarLabel: (title: string) => `Add to calendar: ${title}`,
  addAllToCalendar: 'Add all my sessions to your calendar',
  calendarFailed: 'The calendar file could not be created. Try again.',
  calendarSaved: (file: string) => `The file ${file} is saved in your downloads. Open it to add the session to your calendar.`,
  calendarName: 'Pameran — My sessions',
  calendarSpeaker: (name: string) => `Speaker: ${name}`,
  calendarRoom: (name: string) => `Room: ${name}`,
  calendarFile: (sessionId: number | null) => (sessionId === null ? 'my-sessions.ics' : `session-${sessionId}.ics`),
};
