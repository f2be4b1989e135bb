// /live-stream/:id — the session's stream. Before the start: its poster and a countdown from the
// session's own is_started_countdown; at zero the stream is loaded again and plays. After the
// end: a note. Below it, the session survey. Streams and surveys need a signed-in visitor.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Link, useParams } from 'wouter';
import type { SessionStream } from '@pameran/sdk';
import { copy } from '../../copy';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { ErrorState } from '../../components/ErrorState';
import { PageHeader } from '../../components/PageHeader';
import { LoadingState } from '../../components/Spinner';
import { ResourceView } from '../../components/ResourceView';
import { useApi } from '../../state/api';
import { useResource } from '../../state/useResource';
import { CountdownClock } from '../../components/CountdownClock';
import { formatDateTime, useSecondsUntil } from '../../state/time';
import { Meta, Section } from '../../components/Section';
import { AuthGate } from '../../components/AuthGate';
import { SessionSurvey } from './Survey';
import { Picture } from '../../components/Picture';
import { safeUrl, STREAM_ALLOW, STREAM_REFERRER_POLICY, streamSandbox } from '../../security/safeUrl';

const Stage = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  h2 { font-size: ${({ theme }) => theme.font.size.xl}; color: ${({ theme }) => theme.color.brand}; }
  p { margin: 0; }
`;

/** 16:9 box sized before anything loads, so the player or poster shifts nothing. */
const Screen = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.brandStrong};
  iframe, img { position: absolute; inset: 0; width: 100%; height: 100%; border: 0; object-fit: contain; }
  p { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; padding: ${({ theme }) => theme.space[4]}px; color: #fff; text-align: center; }
`;

/** A positive whole number from the route, or null. */
export function parseSessionId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

function Stream({ stream, onStart }: { stream: SessionStream; onStart(): void }) {
  const { session } = stream;
  const waiting = !stream.is_live && session.is_started_countdown > 0;
  const seconds = useSecondsUntil(waiting ? session.is_started_countdown : null);
  // The player's address passes the gate (src/security/safeUrl.ts) or is not loaded at all.
  const streamUrl = stream.is_live ? safeUrl(stream.stream_url, 'frame') : null;
  const startHasCome = waiting && seconds !== null && seconds <= 0;
  useEffect(() => {
    // Ask the platform again for the live stream; the reloaded Stream mounts afresh.
    if (startHasCome) onStart();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startHasCome]);
  return (
    <Stage as="article" aria-labelledby="session-title">
      <h2 id="session-title">{session.title}</h2>
      <Meta>{copy.liveStream.startsAt(formatDateTime(session.starts_at))}</Meta>
      {session.speaker && <Meta>{copy.liveStream.speaker(session.speaker)}</Meta>}
      {stream.is_live ? (
        <>
          <div><Badge $tone="accent">{copy.liveStream.live}</Badge></div>
          <Screen>
            {streamUrl ? (
              <iframe
                src={streamUrl}
                title={copy.liveStream.playerTitle(session.title)}
                width={640}
                height={360}
                sandbox={streamSandbox(streamUrl)}
                allow={STREAM_ALLOW}
                referrerPolicy={STREAM_REFERRER_POLICY}
                allowFullScreen
              />
            ) : (
              <p role="status">{copy.liveStream.playerUnavailable}</p>
            )}
          </Screen>
          {streamUrl && <a href={streamUrl} target="_blank" rel="noopener noreferrer">{copy.liveStream.openExternal}</a>}
        </>
      ) : (
        <>
          <Screen>
            <Picture src={stream.poster_url} alt={copy.liveStream.posterAlt(session.title)} width={640} height={360} />
          </Screen>
          {waiting ? (
            <>
              <p>{copy.liveStream.notStarted}</p>
              <p>{copy.liveStream.startsIn}</p>
              <CountdownClock seconds={seconds ?? session.is_started_countdown} compact />
            </>
          ) : (
            <p role="status">{copy.liveStream.ended}</p>
          )}
        </>
      )}
    </Stage>
  );
}

function SessionPage({ sessionId }: { sessionId: number }) {
  const api = useApi();
  const [loadCount, setLoadCount] = useState(0);
  const stream = useResource(async (signal) => api.events.sessionStream(sessionId, undefined, { signal }), [sessionId, loadCount]);
  const survey = useResource(async (signal) => api.events.survey(sessionId, undefined, { signal }), [sessionId]);
  // Stage and survey appear together the first time, so the survey is never pushed down (CLS).
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (stream.status !== 'loading' && survey.status !== 'loading') setShown(true);
  }, [stream.status, survey.status]);
  if (!shown) return <LoadingState />;
  return (
    <>
      <ResourceView resource={stream}>
        {(found: SessionStream) => <Stream key={`${sessionId}-${loadCount}`} stream={found} onStart={() => setLoadCount((count) => count + 1)} />}
      </ResourceView>
      <Section title={copy.liveStream.surveyHeading}>
        <SessionSurvey sessionId={sessionId} survey={survey} />
      </Section>
    </>
  );
}

export default function LiveStreamScreen() {
  const params = useParams<{ id: string }>();
  const sessionId = parseSessionId(params.id);
  return (
    <>
      <PageHeader title={copy.shell.titles.liveStream} />
      {sessionId === null ? (
        <>
          <ErrorState message={copy.liveStream.invalidId} />
          <Link href="/home">{copy.countdown.backHome}</Link>
        </>
      ) : (
        <AuthGate hint={copy.liveStream.loginHint}>
          <SessionPage key={sessionId} sessionId={sessionId} />
        </AuthGate>
      )}
    </>
  );
}
