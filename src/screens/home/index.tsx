// /home: the event at a glance for a visitor on a phone — what and where, the countdown to the
// main session, the next two sessions, sessions running elsewhere now, rooms, exhibitors and
// the ways into products and the journey. Each block loads on its own, so one failure (with
// its own retry) never hides the rest.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import styled, { css } from 'styled-components';
import { Link } from 'wouter';
import { HOME_UPCOMING_LIMIT, type EventInfo, type ExhibitorSummary, type ExternalSession, type Room, type UpcomingSession } from '@pameran/sdk';
import { COUNTDOWN_INITIAL, selectCountdownStatus, selectCountdownValue, startOnDeviceClock, TRACKED_SESSION_ID } from '../../../machines';
import { copy } from '../../copy';
import { Card } from '../../components/Card';
import { Grid } from '../../components/Grid';
import { LinkButton } from '../../components/LinkButton';
import { PageHeader } from '../../components/PageHeader';
import { ResourceView } from '../../data/ResourceView';
import { LoadingState } from '../../components/Spinner';
import { useAuthStatus, useCountdown } from '../../app/hooks';
import { useRead, useSelected } from '../../data/useRead';
import { eventRead, externalSessionsRead, homeUpcomingSessionsRead, roomsRead, upcomingSessionsRead } from '../../data/catalogue';
import { media } from '../../theme';
import { CountdownClock } from '../../components/CountdownClock';
import { formatDateTime } from '../../lib/time';
import { AGENDA_PATH, exhibitorPagePath, MY_DAY_PATH, liveStreamPath } from '../../lib/paths';
import { AuthGate } from '../../features/session/AuthGate';
import { asList } from '../../lib/asList';
import { CardList, ListGrid, Meta, Section } from '../../components/Section';
import { Picture } from '../../components/Picture';
import { EventSummary } from './EventSummary';
import { hasEnded, runningExternal, runningNow, useSessionClock } from './HappeningNow';
import { safeUrl } from '../../security/safeUrl';
import { exhibitorName, roomName, sessionTitle } from '../../lib/labels';

const Columns = styled.div`
  ${media.wide} {
    display: grid;
    grid-template-columns: 1fr 1fr;
    column-gap: ${({ theme }) => theme.space[5]}px;
  }
`;

const Highlight = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  border-color: ${({ theme }) => theme.color.accent};
  p { margin: 0; }
`;

const linkCardStyle = css`
  display: block;
  min-height: 44px;
  padding: ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  color: inherit;
  text-decoration: none;
  border: 2px solid transparent;
  &:hover { border-color: ${({ theme }) => theme.color.line}; }
  strong { display: block; color: ${({ theme }) => theme.color.brand}; }
`;

const LinkCard = styled(Link)`${linkCardStyle}`;
const ExternalCard = styled.a`${linkCardStyle}`;
/** The same card without a link, when the platform's address is refused (src/security/safeUrl.ts). */
const PlainCard = styled.div`${linkCardStyle} &:hover { border-color: transparent; }`;

const ExhibitorLink = styled(LinkCard)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  img { flex: none; width: 48px; height: 48px; border-radius: ${({ theme }) => theme.radius.sm}; }
  span { min-width: 0; }
`;

/** Session 79's countdown while it runs (value ≥ 0), then a way into its stream, until it has ended. */
function MainSessionCountdown({ ended }: { ended: boolean }) {
  const status = useCountdown(selectCountdownStatus, 'loading');
  const value = useCountdown(selectCountdownValue, COUNTDOWN_INITIAL);
  if (status === 'ticking' && value >= 0) {
    return (
      <Section title={copy.home.countdownHeading}>
        <Highlight>
          <p>{copy.home.countdownIntro}</p>
          <CountdownClock seconds={value} compact />
          <Link href="/countdown">{copy.home.countdownMore}</Link>
        </Highlight>
      </Section>
    );
  }
  if (status === 'started' && ended) {
    return (
      <Section title={copy.home.countdownHeading}>
        <Highlight>
          <p>{copy.home.countdownEnded}</p>
        </Highlight>
      </Section>
    );
  }
  if (status === 'started') {
    return (
      <Section title={copy.home.countdownHeading}>
        <Highlight>
          <p>{copy.home.countdownStarted}</p>
          <LinkButton href={liveStreamPath(TRACKED_SESSION_ID)}>{copy.home.watchNow}</LinkButton>
        </Highlight>
      </Section>
    );
  }
  return null;
}

/**
 * What is still to come. A session starts when its countdown (SPEC's is_started_countdown, as
 * loaded) runs out — the start shown, and the moment it leaves the list: one that had started
 * when the list was fetched (countdown ≤ 0) is never shown, and while home stays open one
 * timer, set to the next start, takes that session off then. One whose countdown cannot be
 * read stays.
 */
/** The star for "Sesi saya": its logic and copy load with it, only for a signed-in visitor. */
const Star = lazy(() => import('../../features/agenda/StarButton'));

function UpcomingList({ sessions }: { sessions: UpcomingSession[] }) {
  const signedIn = useAuthStatus() === 'authenticated';
  // When this list was loaded: the countdowns in it count from then.
  const [loaded, setLoaded] = useState(() => ({ sessions, at: Date.now() }));
  if (loaded.sessions !== sessions) setLoaded({ sessions, at: Date.now() });
  const loadedAt = loaded.at;
  const [ticks, tick] = useState(0);
  const startOf = (session: UpcomingSession) => startOnDeviceClock(session, loadedAt);
  const notStarted = sessions.filter((session) => !(startOf(session) <= Date.now()));
  const next = Math.min(...notStarted.map((session) => startOf(session) || Infinity));
  useEffect(() => {
    // At most 1e9 ms (11.6 days; a browser's timer takes up to 24.8), also when there is
    // nothing to wait for. Every tick looks again, so a start further off, or one the timer
    // reached a moment early, is not missed.
    const timer = setTimeout(tick, Math.min(next - Date.now(), 1e9), ticks + 1);
    return () => clearTimeout(timer);
  }, [next, ticks]);
  return (
    <CardList>
      {notStarted.map((session) => (
        <li key={session.id}>
          <LinkCard href={liveStreamPath(session.id)}>
            <strong>{sessionTitle(session)}</strong>
            <Meta>{copy.home.startsAt(formatDateTime(new Date(startOf(session)).toISOString()))}</Meta>
            {session.speaker && <Meta>{copy.home.speaker(session.speaker)}</Meta>}
          </LinkCard>
          {signedIn && <Suspense fallback={null}><Star session={{ id: session.id, title: sessionTitle(session) }} /></Suspense>}
        </li>
      ))}
    </CardList>
  );
}

function OngoingList({ sessions }: { sessions: ExternalSession[] }) {
  return (
    <CardList>
      {sessions.map((session) => {
        const href = safeUrl(session.external_url);
        const details = (
          <>
            {session.ends_at && <Meta>{copy.home.ongoingUntil(formatDateTime(session.ends_at))}</Meta>}
            {session.speaker && <Meta>{copy.home.speaker(session.speaker)}</Meta>}
          </>
        );
        return (
          <li key={session.id}>
            {href ? (
              <ExternalCard href={href} target="_blank" rel="noopener noreferrer">
                <strong>{sessionTitle(session)}</strong>
                <span className="visually-hidden">{copy.home.opensElsewhere}</span>
                {details}
              </ExternalCard>
            ) : (
              <PlainCard>
                <strong>{sessionTitle(session)}</strong>
                {details}
                <Meta>{copy.home.externalUnavailable}</Meta>
              </PlainCard>
            )}
          </li>
        );
      })}
    </CardList>
  );
}

/**
 * Rooms need a signed-in visitor (bearer call), so this only mounts behind the AuthGate. A room
 * leads to the agenda narrowed to its sessions, so it is a card like the other ways on from home.
 */
function Rooms() {
  const rooms = useRead(roomsRead());
  return (
    <ResourceView resource={rooms} empty={{ title: copy.home.roomsEmpty, description: '' }}>
      {(list: Room[]) => (
        <CardList>
          {asList(list).map((room) => (
            <li key={room.id}>
              <LinkCard href={`${AGENDA_PATH}?room=${room.id}`}>
                <strong>{roomName(room)}</strong>
                {room.description && <Meta>{room.description}</Meta>}
                {room.session_ids && <Meta>{copy.home.roomSessions(room.session_ids.length)}</Meta>}
              </LinkCard>
            </li>
          ))}
        </CardList>
      )}
    </ResourceView>
  );
}

function Exhibitors({ exhibitors }: { exhibitors: ExhibitorSummary[] }) {
  if (exhibitors.length === 0) return <Meta>{copy.home.exhibitorsEmpty}</Meta>;
  return (
    <ListGrid $columns={1} $wideColumns={2}>
      {exhibitors.map((exhibitor) => (
        <li key={exhibitor.id}>
          <ExhibitorLink href={exhibitorPagePath(exhibitor.id)}>
            <Picture src={exhibitor.logo_url} alt="" width={48} height={48} loading="lazy" />
            <span>
              <strong>{exhibitorName(exhibitor)}</strong>
              <Meta>{[exhibitor.booth_code && copy.home.booth(exhibitor.booth_code), exhibitor.category && copy.home.categoryName(exhibitor.category)].filter(Boolean).join(' · ')}</Meta>
            </span>
          </ExhibitorLink>
        </li>
      ))}
    </ListGrid>
  );
}

// "Sedang berlangsung di pameran" is its own chunk, asked for as home loads (beside its reads), so
// it costs the first route nothing and is there by the time the reads are.
type HappeningNowList = typeof import('./HappeningNowList').HappeningNowList;
let HappeningNowList: HappeningNowList | null = null;
// Settled either way: a chunk that cannot be fetched (offline before the service worker kept it) leaves the block out.
let happeningNowSettled = false;
const happeningNowList = import('./HappeningNowList')
  .then((module) => void (HappeningNowList = module.HappeningNowList), () => undefined)
  .finally(() => void (happeningNowSettled = true));

/** The running sessions' list once its chunk is in, and whether home is still waiting for it. */
function useHappeningNowList(): { List: HappeningNowList | null; waiting: boolean } {
  const [, settled] = useState(false);
  // Always: the chunk may have settled between this render and its effect.
  useEffect(() => void happeningNowList.then(() => settled(true)), []);
  return { List: HappeningNowList, waiting: !happeningNowSettled };
}

/** The first screenful appears in one piece, so nothing already on screen is pushed down (CLS). */
function useSettled(...statuses: string[]): boolean {
  return statuses.every((status) => status !== 'loading');
}

export { loader } from './loader';

export default function HomeScreen() {
  // async wrappers: a call that throws synchronously still ends as the block's error state.
  const event = useRead(eventRead());
  // SPEC §7/§9: home's own request, limit 2 and no token; the countdown reads the full list
  // in a request of its own. A platform may still send more than asked: home shows two.
  const upcoming = useSelected(useRead(homeUpcomingSessionsRead()), (sessions) => sessions.slice(0, HOME_UPCOMING_LIMIT));
  const ongoing = useRead(externalSessionsRead());
  // The countdown's read: the fair's own sessions until each ends (what runs now, and whether the main one has ended).
  const fairSessions = useRead(upcomingSessionsRead());
  const clock = useSessionClock(fairSessions, ongoing);
  const { List: RunningList, waiting: listWaiting } = useHappeningNowList();
  const running = runningNow(clock.sessions, clock.readAt, clock.now).length > 0;
  const countdownStatus = useCountdown(selectCountdownStatus, 'loading');
  const settled = useSettled(event.status, upcoming.status, ongoing.status, countdownStatus) && !(running && listWaiting);

  return (
    <>
      <PageHeader title={copy.shell.titles.home} />
      {!settled ? (
        <LoadingState />
      ) : (
        <>
          <ResourceView resource={event}>
            {(info: EventInfo) => <EventSummary event={info} />}
          </ResourceView>
          <MainSessionCountdown ended={hasEnded(clock, TRACKED_SESSION_ID)} />
          {RunningList && <RunningList clock={clock} card={LinkCard} />}
          <Columns>
            <Section title={copy.home.upcomingHeading}>
              <ResourceView resource={upcoming} empty={{ title: copy.home.upcomingEmpty, description: '' }}>
                {(sessions: UpcomingSession[]) => <UpcomingList sessions={sessions} />}
              </ResourceView>
            </Section>
            <Section title={copy.home.ongoingHeading}>
              <ResourceView resource={runningExternal(ongoing, clock.now)} empty={{ title: copy.home.ongoingEmpty, description: '' }}>
                {(sessions: ExternalSession[]) => <OngoingList sessions={sessions} />}
              </ResourceView>
            </Section>
          </Columns>
          <Section title={copy.home.exploreHeading}>
            <Grid $columns={1} $wideColumns={2}>
              <LinkCard href="/products">
                <strong>{copy.home.productsEntry}</strong>
                <Meta>{copy.home.productsEntryHint}</Meta>
              </LinkCard>
              <LinkCard href={AGENDA_PATH}>
                <strong>{copy.home.agendaEntry}</strong>
                <Meta>{copy.home.agendaEntryHint}</Meta>
              </LinkCard>
              <LinkCard href={MY_DAY_PATH}>
                <strong>{copy.home.myDayEntry}</strong>
                <Meta>{copy.home.myDayEntryHint}</Meta>
              </LinkCard>
              <LinkCard href="/journey">
                <strong>{copy.home.journeyEntry}</strong>
                <Meta>{copy.home.journeyEntryHint}</Meta>
              </LinkCard>
            </Grid>
          </Section>
          {/* The exhibitors come with the event info (whose error shows above). */}
          {event.status === 'success' && event.data && (
            <Section title={copy.home.exhibitorsHeading}>
              <Exhibitors exhibitors={asList(event.data.exhibitors)} />
            </Section>
          )}
          {/* Last: it loads after the session is restored, and grows without pushing anything. */}
          <Section title={copy.home.roomsHeading}>
            <AuthGate hint={copy.home.roomsLogin}>
              <Rooms />
            </AuthGate>
          </Section>
        </>
      )}
    </>
  );
}
