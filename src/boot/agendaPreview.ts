// The agenda's boot preview: every day's sessions, read from the two session lists through the
// SDK's checks and ordered by the agenda's own model, each card with the buttons the agenda gives
// it for a visitor whose own sessions are not known yet, painted into its template by the
// agenda's painting script (./paintAgenda.ts), which alone carries them.
import { checkExternalSessions, checkUpcomingSessions } from '@pameran/sdk';
import { agendaEntries, groupAgenda, sessionCardTextOf, type AgendaEntry, type SessionCardText } from '../features/agenda/agenda';
import { reminderLinesOf } from '../features/live/reminderLead';
import { formatWeekdayDate } from '../lib/dates';
import { linesOf, paintTemplate, shapeOfLines, slot, type Slots } from './preview';

/**
 * A session's card as the agenda draws it first: its text, and below it "Ingatkan saya"
 * (`remind`) or, inside the reminder's lead time, the line saying it is too close (`tooSoon`);
 * neither for a session running now or on another platform (the agenda's SessionEntry).
 */
export type SessionCardPreview = SessionCardText & { remind: boolean; tooSoon: boolean };

/** The agenda's preview: each day, as its heading writes it, with its sessions. */
export interface AgendaPreview {
  days: { day: string; cards: SessionCardPreview[] }[];
}

/** A card of `entry` at `now`: its text, and which reminder line the agenda gives it. */
function cardPreviewOf(entry: AgendaEntry, now: number): SessionCardPreview {
  return { ...sessionCardTextOf(entry), ...reminderLinesOf(!entry.ongoing && !entry.externalUrl, Math.floor((Date.parse(entry.startsAt) - now) / 1000)) };
}

/**
 * Which optional lines a session's card has (ongoing, on another platform, its link out, its live
 * page, room, speaker, "Ingatkan saya", too close for a reminder), as '0'/'1': its shape.
 */
export function sessionCardShapeOf(card: SessionCardPreview): string {
  return shapeOfLines([card.ongoing, card.external, card.externalHref, card.internalHref, card.room, card.speaker, card.remind, card.tooSoon]);
}

/** A session's card in `shape` with `{{field}}` for its text: what the build renders in that shape. */
export function sessionCardSlotsOf(shape: string): SessionCardPreview {
  const [ongoing, external, externalHref, internalHref, room, speaker, remind, tooSoon] = linesOf(shape);
  return {
    id: '{{id}}', title: '{{title}}', from: '{{from}}', to: '{{to}}', ongoing: !!ongoing, mine: false, external: !!external,
    externalHref: slot('externalHref', externalHref), internalHref: slot('internalHref', internalHref), room: slot('room', room), speaker: slot('speaker', speaker),
    remind: !!remind, tooSoon: !!tooSoon,
  };
}

/**
 * The preview of /agenda from its two reads' answers (`{ data: Session[] }`: the upcoming
 * sessions, the sessions on other platforms), each read through the SDK's check of it, as the
 * agenda orders and groups them at `now` (src/features/agenda/agenda.ts), for a visitor whose own
 * sessions are not known yet: null when no session is still to come.
 */
export function agendaPreviewOf(upcoming: unknown, external: unknown, now: number): AgendaPreview | null {
  const { days } = groupAgenda(agendaEntries(checkUpcomingSessions(upcoming), checkExternalSessions(external), [], now));
  if (!days.length) return null;
  return { days: days.map((day) => ({ day: formatWeekdayDate(day.firstStart), cards: day.entries.map((entry) => cardPreviewOf(entry, now)) })) };
}

/**
 * /agenda: its title, "Sesi saya" (a signed-in visitor's still loading; anyone else asked to sign
 * in) and every day's sessions in the shell's <main>, its tab marked.
 */
export function paintAgendaPreview(main: Element, preview: AgendaPreview | null, signedIn: boolean): void {
  if (!preview) return;
  const items = preview.days.flatMap(({ day, cards }) => {
    const group = { day };
    return cards.map((card): [string, Slots, Slots] => [sessionCardShapeOf(card), { ...card } as unknown as Slots, group]);
  });
  paintTemplate(main, signedIn ? 'agendaSignedIn' : 'agenda', '0', {}, items);
}
