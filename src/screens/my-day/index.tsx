// /hari-saya — "Hari saya": the visitor's day on one timeline. The booths they want to visit come
// first (they wait for no clock), then their sessions (starred, or registered in their name) and
// meetings by start; between two rows, the walk from one to the next on the floor plan, and when
// to leave; a warning where the gap is too short to make it. Signed-in visitors only (the lists
// are theirs); where the lists are kept is said once, under the timeline.
import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { ExternalSession, UpcomingSession } from '@pameran/sdk';
import { bookedSessionIds, selectUser } from '../../../machines';
import { copy } from '../../copy';
import { myDay as dayCopy } from '../../copy/myDay';
import { Card } from '../../components/Card';
import { PlainList } from '../../components/PlainList';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { LoadingState } from '../../components/Spinner';
import { Meta } from '../../components/Section';
import { useAuth, useAuthStatus } from '../../app/hooks';
import { useRead } from '../../data/useRead';
import { externalSessionsRead, upcomingSessionsRead } from '../../data/catalogue';
import { LoginPrompt } from '../../features/session/AuthGate';
import { useRequestedMeetings, type RequestedMeeting } from '../../features/reach/meetings';
import { agendaEntries, timedItemOf } from '../../features/agenda/agenda';
import { useStars } from '../../features/agenda/stars';
import { useFollowReschedules } from '../../features/live/reminders';
import { useVisitList } from '../../features/floorplan/visitList';
import { timelineOf, walkMinutes, type BoothItem, type TimelineRow } from '../../features/myDay/timeline';
import { useWalk, type Walking } from '../../features/myDay/useWalk';
import { PlanWarning } from '../../features/myDay/Warning';
import { KeptWhere } from '../../features/myDay/KeptWhere';
import type { ListHome } from '../../features/myDay/keptList';
import { formatTime } from '../../lib/dates';
import { AGENDA_PATH, DENAH_PATH, denahBoothPath, liveStreamPath } from '../../lib/paths';

const Row = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  p { margin: 0; }
  a { min-height: 44px; display: inline-flex; align-items: center; font-weight: ${({ theme }) => theme.font.weight.bold}; }
  &[data-kind='booth'] { border-left: 4px solid ${({ theme }) => theme.color.line}; }
  &[data-kind='session'] { border-left: 4px solid ${({ theme }) => theme.color.brand}; }
  &[data-kind='meeting'] { border-left: 4px solid ${({ theme }) => theme.color.accent}; }
`;

/** The walk between two rows: a line of its own, between their cards. */
const Leg = styled.p`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const GroupHeading = styled.h2`
  margin: ${({ theme }) => theme.space[3]}px 0 ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.font.size.md};
`;

/** A meeting as the timeline shows it (the visitor's meeting requests). */
export type DayMeeting = RequestedMeeting;

function whatOf(row: TimelineRow): { label: string; time: string; place: string } {
  const { item } = row;
  if (item.kind === 'booth') return { label: '', time: '', place: item.placeName };
  return {
    label: item.kind === 'session' ? dayCopy.session : dayCopy.meeting,
    time: formatTime(item.startsAt),
    place: item.placeName ? dayCopy.at(item.placeName) : '',
  };
}

/** The line above a row: how long the walk is and, for a session or meeting, when to leave. */
function LegLine({ row, walking }: { row: TimelineRow; walking: Walking['plan'] }) {
  if (row.walkSeconds === null) return walking === 'none' || row.item.spot === null ? null : <Leg>{dayCopy.noWalk}</Leg>;
  if (row.walkSeconds === 0) return <Leg>{dayCopy.sameRoom}</Leg>;
  const minutes = walkMinutes(row.walkSeconds);
  if (row.leaveAt === null) return <Leg>{dayCopy.walk(minutes)}</Leg>;
  const { label, time, place } = whatOf(row);
  const line = dayCopy.leave(label, time, place, minutes, formatTime(new Date(row.leaveAt).toISOString()));
  if (!row.tooShort) return <Leg>{line}</Leg>;
  return (
    <PlanWarning role="status">
      <strong>{line}</strong>
      <span>{dayCopy.tooShort}</span>
    </PlanWarning>
  );
}

function RowCard({ row, meetings }: { row: TimelineRow; meetings: ReadonlyMap<string, DayMeeting> }) {
  const { item } = row;
  if (item.kind === 'booth') {
    const code = item.spot?.kind === 'booth' ? item.spot.code : '';
    return (
      <Row as="article" data-kind="booth" aria-label={code ? `${dayCopy.booth(code)}, ${item.title}` : item.title}>
        {code ? <Link href={denahBoothPath(code)}>{dayCopy.booth(code)}</Link> : <strong>{item.title}</strong>}
        {code && <p>{item.title}</p>}
      </Row>
    );
  }
  const time = dayCopy.timeRange(formatTime(item.startsAt), formatTime(item.endsAt));
  const meeting = item.kind === 'meeting' ? meetings.get(String(item.id)) : undefined;
  return (
    <Row as="article" data-kind={item.kind} aria-label={`${time}, ${item.title}`}>
      <strong>{time}</strong>
      {item.kind === 'session' ? <Link href={liveStreamPath(Number(item.id))}>{item.title}</Link> : <p>{item.title}</p>}
      <Meta>{[item.kind === 'session' ? dayCopy.session : dayCopy.meeting, item.placeName, meeting && dayCopy.meetingStatus[meeting.status]].filter(Boolean).join(' · ')}</Meta>
    </Row>
  );
}

/** The timeline from its rows (stories render this with fixtures). */
export function DayView({ rows, walking, home, meetings = new Map() }: { rows: readonly TimelineRow[]; walking: Walking['plan']; home: ListHome; meetings?: ReadonlyMap<string, DayMeeting> }): ReactNode {
  if (rows.length === 0) {
    return (
      <>
        <EmptyState title={dayCopy.empty} description={dayCopy.emptyHint} action={<p><Link href={AGENDA_PATH}>{dayCopy.toAgenda}</Link> · <Link href={DENAH_PATH}>{dayCopy.toPlan}</Link></p>} />
        <KeptWhere home={home} />
      </>
    );
  }
  return (
    <>
      {walking === 'none' && <Meta>{dayCopy.noPlan}</Meta>}
      {rows[0]?.item.kind === 'booth' && <GroupHeading>{dayCopy.boothsNow}</GroupHeading>}
      <PlainList as="ol">
        {rows.map((row, index) => (
          <li key={`${row.item.kind}-${row.item.id}`}>
            {index > 0 && <LegLine row={row} walking={walking} />}
            <RowCard row={row} meetings={meetings} />
          </li>
        ))}
      </PlainList>
      <KeptWhere home={home} />
    </>
  );
}

interface DayData {
  upcoming: readonly UpcomingSession[];
  external: readonly ExternalSession[];
}

/** The signed-in visitor's day, from the sessions read and their lists. */
function LoadedDay({ data, meetings }: { data: DayData; meetings: readonly DayMeeting[] }) {
  const user = useAuth(selectUser, null);
  const stars = useStars();
  const visits = useVisitList();
  const walking = useWalk();
  const now = Date.now();
  const mine = useMemo(() => [...bookedSessionIds(user), ...stars.ids], [user, stars.ids]);
  const sessions = useMemo(() => agendaEntries(data.upcoming, data.external, mine, now).filter((entry) => entry.mine), [data, mine, now]);
  useFollowReschedules(sessions);
  const booths = useMemo<BoothItem[]>(
    () => visits.entries.filter((entry) => !entry.visited).map((entry) => ({
      kind: 'booth', id: entry.exhibitorId, title: entry.name ?? copy.unnamed.exhibitor(entry.exhibitorId),
      spot: entry.boothCode ? { kind: 'booth', code: entry.boothCode } : null, placeName: entry.boothCode ? dayCopy.booth(entry.boothCode) : '',
    })),
    [visits.entries],
  );
  const timedMeetings = useMemo(
    () => meetings.filter((meeting) => meeting.status === 'requested' || meeting.status === 'accepted').map((meeting) => ({
      kind: 'meeting' as const, id: String(meeting.id), title: dayCopy.meetingWith(meeting.exhibitorName), startsAt: meeting.startsAt, endsAt: meeting.endsAt,
      spot: meeting.boothCode ? { kind: 'booth' as const, code: meeting.boothCode } : null, placeName: meeting.boothCode ? dayCopy.booth(meeting.boothCode) : '',
    })),
    [meetings],
  );
  const rows = useMemo(() => timelineOf([...sessions.map(timedItemOf), ...timedMeetings], booths, now, walking.walk), [sessions, timedMeetings, booths, now, walking.walk]);
  if (stars.status !== 'ready' || visits.status !== 'ready') return <LoadingState label={dayCopy.loading} />;
  const meetingsById = new Map(meetings.map((meeting) => [String(meeting.id), meeting]));
  return <DayView rows={rows} walking={walking.plan} home={stars.home} meetings={meetingsById} />;
}

function SignedInDay() {
  const meetings = useRequestedMeetings();
  const upcoming = useRead(upcomingSessionsRead());
  const external = useRead(externalSessionsRead());
  if (upcoming.status === 'loading' || external.status === 'loading') return <LoadingState label={dayCopy.loading} />;
  // Sessions that fail to load leave the booths and meetings: the day is still worth showing.
  const data = { upcoming: upcoming.data ?? [], external: external.data ?? [] };
  return <LoadedDay data={data} meetings={meetings} />;
}

export default function MyDayScreen() {
  const status = useAuthStatus();
  return (
    <>
      <PageHeader title={dayCopy.title} subtitle={dayCopy.intro} />
      {status === 'restoring' ? <LoadingState /> : status === 'authenticated' ? <SignedInDay /> : <LoginPrompt hint={dayCopy.login} />}
    </>
  );
}
