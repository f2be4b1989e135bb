// The agenda's boot preview: its first day's first sessions, read from the two session lists
// through the SDK's checks and ordered by the agenda's own model, painted into its template by
// the agenda's painting script (./paintAgenda.ts), which alone carries them.
import { checkExternalSessions, checkUpcomingSessions } from '@pameran/sdk';
import { agendaEntries, groupAgenda, sessionCardTextOf, type SessionCardText } from '../features/agenda/agenda';
import { formatWeekdayDate } from '../lib/dates';
import { linesOf, paintTemplate, shapeOfLines, slot, type Slots } from './preview';

/** How many of the first day's sessions the agenda's preview shows. */
export const AGENDA_PREVIEW_ITEMS = 4;

/** The agenda's preview: its first day, as its heading writes it, and that day's first sessions. */
export interface AgendaPreview {
  day: string;
  cards: SessionCardText[];
}

/**
 * Which optional lines a session's card has (ongoing, on another platform with its link out, its
 * live page, room, speaker), as '0'/'1': its shape.
 */
export function sessionCardShapeOf(card: SessionCardText): string {
  return shapeOfLines([card.ongoing, card.externalHref, card.internalHref, card.room, card.speaker]);
}

/** A session's card in `shape` with `{{field}}` for its text: what the build renders in that shape. */
export function sessionCardSlotsOf(shape: string): SessionCardText {
  const [ongoing, external, internalHref, room, speaker] = linesOf(shape);
  return {
    id: '{{id}}', title: '{{title}}', from: '{{from}}', to: '{{to}}', ongoing: !!ongoing, mine: false, external: !!external,
    externalHref: slot('externalHref', external), internalHref: slot('internalHref', internalHref), room: slot('room', room), speaker: slot('speaker', speaker),
  };
}

/**
 * The preview of /agenda from its two reads' answers (`{ data: Session[] }`: the upcoming
 * sessions, the sessions on other platforms), each read through the SDK's check of it, as the
 * agenda orders and groups them at `now` (src/features/agenda/agenda.ts), for a visitor whose own
 * sessions are not known yet: null when no session is still to come.
 */
export function agendaPreviewOf(upcoming: unknown, external: unknown, now: number): AgendaPreview | null {
  const first = groupAgenda(agendaEntries(checkUpcomingSessions(upcoming), checkExternalSessions(external), [], now)).days[0];
  if (!first) return null;
  const cards = first.entries.slice(0, AGENDA_PREVIEW_ITEMS).map(sessionCardTextOf);
  // A session elsewhere whose address the gate refused has its badge and no link: a shape the
  // preview does not have; the preview stops before it.
  const shown = cards.findIndex((card) => card.external && !card.externalHref);
  return { day: formatWeekdayDate(first.firstStart), cards: shown < 0 ? cards : cards.slice(0, shown) };
}

/**
 * /agenda: its title, "Sesi saya" (a signed-in visitor's still loading; anyone else asked to sign
 * in) and the first day's first sessions in the shell's <main>, its tab marked.
 */
export function paintAgendaPreview(main: Element, preview: AgendaPreview | null, signedIn: boolean): void {
  if (preview?.cards.length) paintTemplate(main, signedIn ? 'agendaSignedIn' : 'agenda', '0', { day: preview.day }, preview.cards.map((card) => [sessionCardShapeOf(card), { ...card } as unknown as Slots]));
}
