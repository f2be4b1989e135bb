// The buttons beside a session a visitor plans around: add to calendar (.ics) and, where given,
// the reminder. Shared by the agenda and the live page.
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Feedback } from '../../../components/Section';
import { downloadCalendar, type CalendarSession } from '../calendar';
import { liveStreamPath } from '../../../lib/paths';
import { sessionTitle } from '../../../lib/labels';
import { sessionEnd, sessionStart } from '../../../lib/sessionTimes';
import { agenda as agendaCopy } from '../../../copy/agenda';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/** A session of the platform (an upcoming one, a stream's) as the calendar file describes it. */
export const calendarSessionOf = (session: { id: number; title?: string; starts_at?: string; ends_at?: string; is_started_countdown?: number; room_name?: string; speaker?: string }): CalendarSession => ({
  id: session.id, title: sessionTitle(session), startsAt: sessionStart(session), endsAt: sessionEnd(session),
  roomName: session.room_name ?? '', speaker: session.speaker ?? '', externalUrl: null,
});

const pageUrl = (sessionId: number) => new URL(liveStreamPath(sessionId), window.location.origin).href;

/** Builds the .ics on the tap (the `ics` library loads then) and downloads it. */
export function CalendarButton({ sessions, label, ariaLabel }: { sessions: readonly CalendarSession[]; label: string; ariaLabel?: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const onClick = async () => {
    setState('busy');
    setSavedAs(null);
    try {
      setSavedAs(await downloadCalendar(sessions, pageUrl));
      setState('idle');
    } catch (error) {
      console.warn('[calendar] the .ics file could not be made', error);
      setState('failed');
    }
  };
  return (
    <>
      <Button type="button" variant="secondary" busy={state === 'busy'} aria-label={ariaLabel} onClick={() => void onClick()} disabled={sessions.length === 0}>
        {label}
      </Button>
      {state === 'failed' && <Feedback $tone="danger" role="alert">{agendaCopy.calendarFailed}</Feedback>}
      {savedAs && <Feedback $tone="success" role="status">{agendaCopy.calendarSaved(savedAs)}</Feedback>}
    </>
  );
}

export function SessionActions({ session, children }: { session: CalendarSession; children?: ReactNode }) {
  return (
    <Row>
      <CalendarButton sessions={[session]} label={agendaCopy.addToCalendar} ariaLabel={agendaCopy.addToCalendarLabel(session.title)} />
      {children}
    </Row>
  );
}
