// /live-stream/:id — the session's stream. The stage switches itself (liveSession statechart):
// before the start its poster and a countdown from the session's own is_started_countdown; at
// zero the player (the stream is loaded again when it had none); at the end the survey opens
// once in a dialog. Below it, the session survey. Streams and surveys need a signed-in visitor;
// someone not signed in sees what the public reads say about the session, and the sign-in.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import type { SessionStream } from '@pameran/sdk';
import { copy } from '../../copy';
import { liveStream as liveStreamCopy } from '../../copy/liveStream';
import { Badge } from '../../components/Badge';
import { ErrorState } from '../../components/ErrorState';
import { PageHeader } from '../../components/PageHeader';
import { LoadingState } from '../../components/Spinner';
import { ResourceView } from '../../data/ResourceView';
import { useRead } from '../../data/useRead';
import { CountdownClock } from '../../components/CountdownClock';
import { formatDateTime } from '../../lib/time';
import { useLiveSession } from '../../features/live/useLiveSession';
import { Dialog } from '../../components/Dialog';
import { Section } from '../../components/Section';
import { AuthGate, LoginPrompt } from '../../features/session/AuthGate';
import { externalSessionsRead, sessionStreamRead, surveyRead, upcomingSessionsRead } from '../../data/catalogue';
import { asList } from '../../lib/asList';
import { SessionSurvey } from './Survey';
import { keepSurveyAnswers, loadAnsweredSurvey, type KeptSurveyAnswer } from '../../features/live/surveyAnswers';
import { useAuth, useAuthStatus } from '../../app/hooks';
import { selectUserId, startOnDeviceClock } from '../../../machines';
import { DemoProducts } from './DemoProducts';
import { calendarSessionOf, SessionActions } from '../../features/agenda/SessionActions';
import { ReminderButton } from '../../features/live/ReminderButton';
import { sessionStart } from '../../lib/sessionTimes';
import { sessionTitle } from '../../lib/labels';
import { sessionIdOf } from '../../lib/livePath';
import { Picture } from '../../components/Picture';
import { Beside, NotStarted, Screen, SessionStage } from './stage';
import { isCrossOrigin, safeUrl, STREAM_ALLOW, STREAM_REFERRER_POLICY, streamSandbox } from '../../security/safeUrl';

export { loader } from './loader';

/** The star for "Sesi saya", with the visitor's kept lists: loaded after the page, it adds nothing to the route's own weight. */
const Star = lazy(() => import('../../features/agenda/StarButton'));

type StreamSession = NonNullable<SessionStream['session']>;

/** The stage switches itself (machines/liveSession.ts): poster and countdown → player → survey. */
function Stream({ sessionId, stream, askAgain, surveyAnswered, survey }: { sessionId: number; stream: SessionStream; askAgain(): void; surveyAnswered: boolean; survey: ReactNode }) {
  // A stream answer without its session: the page knows only the id, and takes it as started.
  const session: StreamSession = stream.session ?? { id: sessionId, is_started_countdown: 0 };
  const title = sessionTitle(session);
  // The start on this device's clock, from SPEC's is_started_countdown as the page loaded it:
  // the moment the countdown above reaches zero (the platform's starts_at may be another clock's).
  const [startsAt] = useState(() => new Date(startOnDeviceClock(session, Date.now())).toISOString());
  const live = useLiveSession(session.id, session);
  const { send } = live;
  // The player's address passes the gate (src/security/safeUrl.ts) or is not loaded at all.
  const streamUrl = live.phase === 'live' ? safeUrl(stream.stream_url, 'frame') : null;
  useEffect(() => {
    // Ask the platform again for the live stream when it had none yet; the statechart and the
    // page stay where they are (no reload) and the player takes the new answer's URL.
    if (live.phase === 'live' && !stream.is_live) askAgain();
    // Once, as the session goes live: not again for each new answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live.phase]);
  useEffect(() => {
    if (surveyAnswered) send({ type: 'survey.answered' });
  }, [surveyAnswered, send]);
  return (
    <Beside>
      <SessionStage title={title} start={formatDateTime(sessionStart(session))} speaker={session.speaker ?? null} room={null} data-phase={live.phase}>
        {live.phase === 'live' ? (
          <>
            <div><Badge $tone="accent">{liveStreamCopy.live}</Badge></div>
            <Screen>
              {streamUrl ? (
                <iframe
                  src={streamUrl}
                  title={liveStreamCopy.playerTitle(title)}
                  width={640}
                  height={360}
                  sandbox={streamSandbox(streamUrl)}
                  allow={STREAM_ALLOW}
                  referrerPolicy={STREAM_REFERRER_POLICY}
                  allowFullScreen
                />
              ) : (
                <p role="status">{liveStreamCopy.playerUnavailable}</p>
              )}
            </Screen>
            {/* A tab of its own runs unsandboxed: offered only for a player on another origin, never one that could read the session. */}
            {streamUrl && isCrossOrigin(streamUrl) && <a href={streamUrl} target="_blank" rel="noopener noreferrer">{liveStreamCopy.openExternal}</a>}
          </>
        ) : (
          <>
            <Screen>
              <Picture src={stream.poster_url} alt={liveStreamCopy.posterAlt(title)} width={640} height={360} />
            </Screen>
            {live.phase === 'waiting' || live.phase === 'loading' ? (
              <>
                <NotStarted clock={<CountdownClock seconds={live.phase === 'waiting' ? live.secondsToStart : Math.max(0, session.is_started_countdown)} compact />} />
                <SessionActions session={calendarSessionOf(session)}>
                  <ReminderButton session={{ id: session.id, title, startsAt }} />
                  <Suspense fallback={null}><Star session={{ id: session.id, title }} /></Suspense>
                </SessionActions>
              </>
            ) : (
              <p role="status">{liveStreamCopy.ended}</p>
            )}
          </>
        )}
        <Dialog open={live.surveyOpen} title={liveStreamCopy.surveyDialogTitle} description={liveStreamCopy.surveyDialogIntro} onClose={() => send({ type: 'user.closeSurvey' })}>
          {survey}
        </Dialog>
      </SessionStage>
      {live.phase !== 'ended' && <DemoProducts session={session} />}
    </Beside>
  );
}

function SessionPage({ sessionId }: { sessionId: number }) {
  const visitorId = useAuth(selectUserId, 0);
  // false until known answered; then the answers this device kept for this visitor.
  const [surveyAnswers, setSurveyAnswers] = useState<false | KeptSurveyAnswer[]>(false);
  const [answeredChecked, setAnsweredChecked] = useState(false);
  const surveyAnswered = surveyAnswers !== false;
  const stream = useRead(sessionStreamRead(sessionId));
  const survey = useRead(surveyRead(sessionId));
  // The poster starts downloading the moment its address is known, not when the stage renders.
  const posterUrl = stream.data?.poster_url;
  useEffect(() => {
    const poster = safeUrl(posterUrl, 'image');
    if (poster) new Image().src = poster;
  }, [posterUrl]);
  // A revisit shows the survey as answered (with the answers) rather than an empty form.
  useEffect(() => {
    let live = true;
    void loadAnsweredSurvey(visitorId, sessionId).then((answered) => {
      if (!live) return;
      setSurveyAnswers(answered);
      setAnsweredChecked(true);
    });
    return () => {
      live = false;
    };
  }, [visitorId, sessionId]);
  // The page appears with its stream; the survey, last on the page, loads in its own section
  // (growing there pushes nothing down), in one piece once whether it was answered is known too.
  // Set while rendering, so the page never goes back to loading when the stream is asked again.
  const [shown, setShown] = useState(false);
  if (!shown && stream.status !== 'loading') setShown(true);
  if (!shown) return <LoadingState />;
  const answered = (answers: KeptSurveyAnswer[]) => {
    setSurveyAnswers(answers);
    void keepSurveyAnswers(visitorId, sessionId, answers);
  };
  return (
    <>
      <ResourceView resource={stream}>
        {(found: SessionStream) => (
          <Stream
            key={sessionId}
            sessionId={sessionId}
            stream={found}
            askAgain={stream.refresh}
            surveyAnswered={surveyAnswered}
            survey={<SessionSurvey sessionId={sessionId} survey={survey} onAnswered={answered} />}
          />
        )}
      </ResourceView>
      <Section title={liveStreamCopy.surveyHeading}>
        {survey.status === 'loading' || !answeredChecked ? <LoadingState /> : <SessionSurvey sessionId={sessionId} survey={survey} onAnswered={answered} answered={surveyAnswers} />}
      </Section>
    </>
  );
}

/**
 * A shared session link opened by someone not signed in: what the public reads say about the
 * session (title, start, speaker, room) above the sign-in the stream needs. A session they do
 * not list (ended, or unknown) shows only the sign-in.
 */
function PublicSession({ sessionId }: { sessionId: number }) {
  const upcoming = useRead(upcomingSessionsRead());
  const ongoing = useRead(externalSessionsRead());
  const listed = [...(upcoming.status === 'success' ? asList(upcoming.data) : []), ...(ongoing.status === 'success' ? asList(ongoing.data) : [])];
  const session = listed.find((s) => s.id === sessionId);
  if (!session) return upcoming.status === 'loading' || ongoing.status === 'loading' ? <LoadingState /> : null;
  return (
    <SessionStage
      title={sessionTitle(session)}
      start={formatDateTime(sessionStart(session))}
      speaker={session.speaker || null}
      room={('room_name' in session && session.room_name) || null}
    />
  );
}

export default function LiveStreamScreen() {
  const params = useParams<{ id: string }>();
  const sessionId = sessionIdOf(params.id);
  const status = useAuthStatus();
  return (
    <>
      <PageHeader title={copy.shell.titles.liveStream} />
      {sessionId === null ? (
        <>
          <ErrorState message={liveStreamCopy.invalidId} />
          <Link href="/home">{copy.countdown.backHome}</Link>
        </>
      ) : status === 'anonymous' ? (
        <>
          <PublicSession sessionId={sessionId} />
          <LoginPrompt hint={liveStreamCopy.loginHint} />
        </>
      ) : (
        <AuthGate hint={liveStreamCopy.loginHint}>
          <SessionPage key={sessionId} sessionId={sessionId} />
        </AuthGate>
      )}
    </>
  );
}
