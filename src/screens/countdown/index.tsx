// /countdown: days/hours/minutes/seconds to session 79, read from the countdown statechart
// (value and status); once the session starts it becomes a link to its live stream.
import styled from 'styled-components';
import { COUNTDOWN_INITIAL, selectCountdownStatus, selectCountdownValue, TRACKED_SESSION_ID } from '../../../machines';
import { copy } from '../../copy';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LinkButton } from '../../components/LinkButton';
import { PageHeader } from '../../components/PageHeader';
import { LoadingState } from '../../components/Spinner';
import { useCountdown } from '../../app/hooks';
import { liveStreamPath } from '../../lib/paths';
import { CountdownClock } from '../../components/CountdownClock';

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[4]}px;
  text-align: center;
  p { margin: 0; }
`;

export default function CountdownScreen() {
  const status = useCountdown(selectCountdownStatus, 'loading');
  const value = useCountdown(selectCountdownValue, COUNTDOWN_INITIAL);
  return (
    <>
      <PageHeader title={copy.shell.titles.countdown} subtitle={copy.countdown.intro} />
      {status === 'loading' && <LoadingState label={copy.countdown.loading} />}
      {status === 'ticking' && (
        <Panel>
          <CountdownClock seconds={value} />
        </Panel>
      )}
      {status === 'started' && (
        <Panel>
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
