// /agenda — every upcoming and ongoing session in WIB: "Sesi saya" (the sessions the visitor
// starred and those the platform registered in their name, with a warning where two clash) first, then every session grouped by day with its time, room and speaker. Public:
// signing in is needed only for "Sesi saya". Each session can go to the calendar (.ics) and
// get a reminder. `?room=` narrows it to one room's sessions (a room on home leads there).
import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link, useSearch } from 'wouter';
import type { ExternalSession, UpcomingSession } from '@pameran/sdk';
import { bookedSessionIds, selectUser } from '../../../machines';
import { copy } from '../../copy';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { ResourceView } from '../../data/ResourceView';
import { CardList, Meta, Section } from '../../components/Section';
import { LoginPrompt } from '../../features/session/AuthGate';
import { LoadingState } from '../../components/Spinner';
import { CalendarButton, SessionActions } from '../../features/agenda/SessionActions';
import { ReminderButton } from '../../features/live/ReminderButton';
import { useAuth, useAuthStatus } from '../../app/hooks';
import { useRead, type Resource } from '../../data/useRead';
import { externalSessionsRead, upcomingSessionsRead } from '../../data/catalogue';
import { agendaEntries, groupAgenda, sessionCardTextOf, timedItemOf, type Agenda, type AgendaEntry, type SessionCardText } from '../../features/agenda/agenda';
import { StarButton } from '../../features/agenda/StarButton';
import { useStars } from '../../features/agenda/stars';
import { useFollowReschedules } from '../../features/live/reminders';
import { clashesOf, walkMinutes, type Clash } from '../../features/myDay/timeline';
import { useWalk } from '../../features/myDay/useWalk';
import { PlanWarning } from '../../features/myDay/Warning';
import { KeptWhere } from '../../features/myDay/KeptWhere';
import type { ListHome } from '../../features/myDay/keptList';
import { formatTime } from '../../lib/dates';
import { formatWeekdayDate } from '../../lib/time';
import { AGENDA_PATH, MY_DAY_PATH } from '../../lib/paths';
import { agenda as agendaCopy } from '../../copy/agenda';

const Entry = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.md}; }
  &[data-mine='true'] { border-left: 4px solid ${({ theme }) => theme.color.accent}; }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;
`;

export const DayHeading = styled.h3`
  margin: ${({ theme }) => theme.space[4]}px 0 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

export interface AgendaData {
  upcoming: UpcomingSession[];
  external: ExternalSession[];
}

/** One session's card in the agenda's list; `actions` (calendar, reminder) need the app, so the boot screen's preview has none. */
export function SessionCard({ card, actions }: { card: SessionCardText; actions?: ReactNode }) {
  const headingId = `agenda-session-${card.id}${card.mine ? '-mine' : ''}`;
  return (
    <li>
      <Entry as="article" aria-labelledby={headingId} data-mine={card.mine} data-testid={`agenda-session-${card.id}`}>
        <Badges>
          <strong>{agendaCopy.timeRange(card.from, card.to)}</strong>
          {card.ongoing && <Badge $tone="accent">{agendaCopy.ongoing}</Badge>}
          {card.mine && <Badge $tone="brand">{agendaCopy.mineBadge}</Badge>}
          {card.external && <Badge $tone="muted">{agendaCopy.external}</Badge>}
        </Badges>
        <h3 id={headingId}>{card.title}</h3>
        {card.room && <Meta>{agendaCopy.room(card.room)}</Meta>}
        {card.speaker && <Meta>{agendaCopy.speaker(card.speaker)}</Meta>}
        {card.externalHref && <a href={card.externalHref} target="_blank" rel="noopener noreferrer">{agendaCopy.openExternal}</a>}
        {card.internalHref && <Link href={card.internalHref}>{agendaCopy.open}</Link>}
        {actions}
      </Entry>
    </li>
  );
}

const NONE_REGISTERED: ReadonlySet<number> = new Set();

function SessionEntry({ entry, registered }: { entry: AgendaEntry; registered: ReadonlySet<number> }) {
  return (
    <SessionCard
      card={sessionCardTextOf(entry)}
      actions={
        <SessionActions session={entry}>
          <StarButton session={entry} registered={registered.has(entry.id)} />
          {!entry.ongoing && !entry.externalUrl && <ReminderButton session={entry} />}
        </SessionActions>
      }
    />
  );
}

const ClashList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]}px;
`;

/** Two of "Sesi saya" that cannot both be made: said above the list, each pair once. */
export function ClashWarning({ clashes }: { clashes: readonly Clash[] }) {
  if (clashes.length === 0) return null;
  const time = (item: Clash['first']) => agendaCopy.timeRange(formatTime(item.startsAt), formatTime(item.endsAt));
  return (
    <PlanWarning role="status" aria-labelledby="agenda-clash-heading">
      <strong id="agenda-clash-heading">{agendaCopy.clashHeading}</strong>
      <ClashList>
        {clashes.map(({ first, second, kind, walkSeconds }) => (
          <li key={`${first.id}-${second.id}`}>
            {kind === 'overlap'
              ? agendaCopy.clashOverlap(first.title, time(first), second.title, time(second))
              : agendaCopy.clashWalk(first.title, formatTime(first.endsAt), second.title, formatTime(second.startsAt), walkMinutes(walkSeconds ?? 0))}
          </li>
        ))}
      </ClashList>
      <span>{agendaCopy.clashHint}</span>
    </PlanWarning>
  );
}

export interface MineProps {
  entries: AgendaEntry[];
  signedIn: boolean | null;
  /** Sessions the platform registered in the visitor's name (no star to take off). */
  registered?: ReadonlySet<number>;
  clashes?: readonly Clash[];
  /** Where the stars are kept (null: not shown). */
  home?: ListHome | null;
}

export function Mine({ entries, signedIn, registered = NONE_REGISTERED, clashes = [], home = null }: MineProps): ReactNode {
  if (signedIn === null) return <LoadingState />;
  if (!signedIn) return <LoginPrompt hint={agendaCopy.mineLogin} />;
  const where = home && <KeptWhere home={home} />;
  if (entries.length === 0) return <><EmptyState title={agendaCopy.mineEmpty} description={agendaCopy.mineEmptyHint} />{where}</>;
  return (
    <>
      <ClashWarning clashes={clashes} />
      <CardList>
        {entries.map((entry) => <SessionEntry key={entry.id} entry={entry} registered={registered} />)}
      </CardList>
      <MineLinks>
        <CalendarButton sessions={entries} label={agendaCopy.addAllToCalendar} />
        <Link href={MY_DAY_PATH}>{agendaCopy.myDayLink}</Link>
      </MineLinks>
      {where}
    </>
  );
}

const MineLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  a { min-height: 44px; display: inline-flex; align-items: center; }
`;

/** The agenda itself, from loaded data (stories render this with fixtures). */
export function AgendaView({ agenda, ...mine }: { agenda: Agenda } & Omit<MineProps, 'entries'>) {
  const registered = mine.registered ?? NONE_REGISTERED;
  return (
    <>
      <Section title={agendaCopy.mineHeading}>
        <Mine entries={agenda.mine} {...mine} />
      </Section>
      <Section title={agendaCopy.allHeading}>
        {agenda.days.length === 0 ? (
          <EmptyState title={agendaCopy.empty} description={agendaCopy.emptyHint} />
        ) : (
          agenda.days.map((day) => (
            <div key={day.key}>
              <DayHeading>{formatWeekdayDate(day.firstStart)}</DayHeading>
              <CardList>
                {day.entries.map((entry) => <SessionEntry key={entry.id} entry={entry} registered={registered} />)}
              </CardList>
            </div>
          ))
        )}
      </Section>
    </>
  );
}

function LoadedAgenda({ data }: { data: AgendaData }) {
  const status = useAuthStatus();
  const user = useAuth(selectUser, null);
  const stars = useStars();
  const { walk } = useWalk();
  const registered = useMemo(() => new Set(bookedSessionIds(user)), [user]);
  const mine = useMemo(() => [...registered, ...stars.ids], [registered, stars.ids]);
  const agenda = useMemo(() => groupAgenda(agendaEntries(data.upcoming, data.external, mine, Date.now())), [data, mine]);
  const clashes = useMemo(() => clashesOf(agenda.mine.map(timedItemOf), walk), [agenda.mine, walk]);
  useFollowReschedules(agenda.days.flatMap((day) => day.entries));
  return <AgendaView agenda={agenda} signedIn={status === 'restoring' ? null : status === 'authenticated'} registered={registered} clashes={clashes} home={stars.status === 'ready' ? stars.home : null} />;
}

/** Our sessions decide the page; sessions on other platforms are a bonus: if that read fails, the agenda still shows ours. */
function agendaOf(upcoming: Resource<UpcomingSession[]>, external: Resource<ExternalSession[]>): Resource<AgendaData> {
  if (upcoming.status === 'loading' || external.status === 'loading') return { status: 'loading', data: undefined, error: null, retry: upcoming.retry, refresh: upcoming.refresh };
  if (upcoming.status !== 'success' && upcoming.status !== 'empty') return { ...upcoming, data: undefined };
  const others = external.status === 'success' ? external.data ?? [] : [];
  return { status: 'success', data: { upcoming: upcoming.data ?? [], external: others }, error: null, retry: upcoming.retry, refresh: upcoming.refresh };
}

/** `?room=2`: the room whose sessions the agenda is narrowed to, or null for every room. */
function roomFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('room') ?? '';
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** Only that room's sessions, and the room's name as the sessions give it. */
function inRoom(data: AgendaData, room: number): { data: AgendaData; name: string } {
  const upcoming = data.upcoming.filter((session) => session.room_id === room);
  const external = data.external.filter((session) => session.room_id === room);
  const name = upcoming.find((session) => session.room_name)?.room_name ?? copy.unnamed.room(room);
  return { data: { upcoming, external }, name };
}

/** Which room the agenda shows, and the way back to every room: a line above the sessions. */
const RoomNotice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  strong { margin-right: ${({ theme }) => theme.space[3]}px; }
`;

export { loader } from './loader';

export default function AgendaScreen() {
  // The countdown reads the same upcoming sessions: one request for both.
  const data = agendaOf(useRead(upcomingSessionsRead()), useRead(externalSessionsRead()));
  const room = roomFromSearch(useSearch());
  return (
    <>
      <PageHeader title={copy.shell.titles.agenda} subtitle={agendaCopy.intro} />
      <ResourceView resource={data} loadingLabel={agendaCopy.loading}>
        {(found: AgendaData) => {
          if (room === null) return <LoadedAgenda data={found} />;
          const narrowed = inRoom(found, room);
          return (
            <>
              <RoomNotice>
                <strong role="status">{agendaCopy.inRoom(narrowed.name)}</strong>
                <Link href={AGENDA_PATH}>{agendaCopy.allRooms}</Link>
              </RoomNotice>
              <LoadedAgenda data={narrowed.data} />
            </>
          );
        }}
      </ResourceView>
    </>
  );
}
