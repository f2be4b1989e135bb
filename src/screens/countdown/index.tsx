// /countdown: session 79 — its title, start (WIB), speaker and room — with the days/hours/minutes/
// seconds to its start from the countdown statechart (value and status), add-to-calendar and the
// reminder; once the session starts, one message and the way to its live stream.
import styled from 'styled-components';
import type { UpcomingSession } from '@pameran/sdk';
import { COUNTDOWN_INITIAL, selectCountdownStatus, selectCountdownValue, TRACKED_SESSION_ID } from '../../../machines';
import { copy } from '../../copy';
import { countdownScreen as screenCopy } from '../../copy/countdownScreen';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LinkButton } from '../../components/LinkButton';
import { PageHeader } from '../../components/PageHeader';
import { LoadingState } from '../../components/Spinner';
import { Meta } from '../../components/Section';
import { useCountdown } from '../../app/hooks';
import { useRead } from '../../data/useRead';
import { upcomingSessionsRead } from '../../data/catalogue';
import { asList } from '../../lib/asList';
import { sessionTitle } from '../../lib/labels';
import { liveStreamPath } from '../../lib/paths';
import { sessionStart } from '../../lib/sessionTimes';
import { formatDateTime } from '../../lib/time';
import { CountdownClock } from '../../components/CountdownClock';
import { calendarSessionOf, SessionActions } from '../../features/agenda/SessionActions';
import { ReminderButton } from '../../features/live/ReminderButton';

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[4]}px;
  text-align: center;
  h2 { font-size: ${({ theme }) => theme.font.size.xl}; color: ${({ theme }) => theme.color.brand}; }
  p { margin: 0; }
  /* The calendar and reminder row, centred like the rest of the panel. */
  > :last-child { justify-content: center; }
`;

const TITLE_ID = 'countdown-session-title';

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
`;

/**
 * The session's title, start, speaker and room. They come from the same upcoming-sessions read
 * as the countdown (one request in the app); without them the clock still counts.
 */
function SessionDetails({ session }: { session: UpcomingSession }) {
  return (
    <Details>
      <h2 id={TITLE_ID}>{sessionTitle(session)}</h2>
      <Meta>{screenCopy.startsAt(formatDateTime(sessionStart(session)))}</Meta>
      {session.speaker && <Meta>{screenCopy.speaker(session.speaker)}</Meta>}
      {session.room_name && <Meta>{screenCopy.room(session.room_name)}</Meta>}
    </Details>
  );
}

export default function CountdownScreen() {
  const status = useCountdown(selectCountdownStatus, 'loading');
  const value = useCountdown(selectCountdownValue, COUNTDOWN_INITIAL);
  const sessions = useRead(upcomingSessionsRead());
  const session = sessions.status === 'success' ? asList(sessions.data).find((s) => s.id === TRACKED_SESSION_ID) : undefined;
  const title = session ? sessionTitle(session) : '';
  return (
    <>
      {/* "Akan segera dimulai" only while it has not: after zero the screen says one thing. */}
      <PageHeader title={copy.shell.titles.countdown} subtitle={status === 'started' ? undefined : copy.countdown.intro} />
      {status === 'loading' && <LoadingState label={copy.countdown.loading} />}
      {status === 'ticking' && (
        <Panel as="article" aria-labelledby={session ? TITLE_ID : undefined}>
          {session && <SessionDetails session={session} />}
          <CountdownClock seconds={value} />
          {session && (
            <SessionActions session={calendarSessionOf(session)}>
              {/* The reminder is due on this device's clock: where the countdown reaches zero. */}
              <ReminderButton session={{ id: session.id, title, startsAt: new Date(Date.now() + value * 1000).toISOString() }} />
            </SessionActions>
          )}
        </Panel>
      )}
      {status === 'started' && (
        <Panel as="article" aria-labelledby={session ? TITLE_ID : undefined}>
          {session && <SessionDetails session={session} />}
          <p role="status">{copy.countdown.started}</p>
          <LinkButton href={liveStreamPath(TRACKED_SESSION_ID)}>{copy.countdown.watch}</LinkButton>
        </Panel>
      )}
      {status === 'absent' && (
        <EmptyState title={copy.countdown.absent} description="" action={<LinkButton href="/home" $variant="secondary">{copy.countdown.backHome}</LinkButton>} />
      )}
      {status === 'unavailable' && <ErrorState message={copy.countdown.unavailable} />}
    </>
  );
}
