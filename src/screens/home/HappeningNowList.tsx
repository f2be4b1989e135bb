// Home's "Sedang berlangsung di pameran": the fair's own sessions running now, in their rooms,
// each leading to its live page. Its own chunk, fetched as home loads (./index.tsx): most of the
// time nothing runs, and home is in the first route.
import type { ComponentType, ReactNode } from 'react';
import { copy } from '../../copy';
import { CardList, Meta, Section } from '../../components/Section';
import { formatDateTime } from '../../lib/time';
import { liveStreamPath } from '../../lib/paths';
import { sessionTitle } from '../../lib/labels';
import { runningNow, sessionSpan, type SessionClock } from './HappeningNow';

/** The fair's own sessions running now, in its rooms (nothing when none is). */
export function HappeningNowList({ clock, card: Card }: { clock: SessionClock; card: ComponentType<{ href: string; children: ReactNode }> }) {
  const running = runningNow(clock.sessions, clock.readAt, clock.now);
  if (running.length === 0) return null;
  return (
    <Section title={copy.home.happeningHeading}>
      <CardList>
        {running.map((session) => (
          <li key={session.id}>
            <Card href={liveStreamPath(session.id)}>
              <strong>{sessionTitle(session)}</strong>
              {session.room_name && <Meta>{copy.home.happeningWhere(session.room_name)}</Meta>}
              <Meta>{copy.home.ongoingUntil(formatDateTime(new Date(sessionSpan(session, clock.readAt).end).toISOString()))}</Meta>
              {session.speaker && <Meta>{copy.home.speaker(session.speaker)}</Meta>}
            </Card>
          </li>
        ))}
      </CardList>
    </Section>
  );
}
