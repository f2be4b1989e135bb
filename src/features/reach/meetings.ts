// The meetings this visitor asked an exhibitor for, as the day's timeline ("Hari saya") and the
// profile show them: read from the platform through the app's read store (one request shared by
// every reader). A visitor not signed in, and a platform without meetings (SPEC's: 404), have none.
import { useMemo } from 'react';
import { useAuthStatus } from '../../app/hooks';
import type { Read } from '../../data/catalogue';
import { useRead } from '../../data/useRead';
import type { Meeting } from '@pameran/sdk/calls/reach';
import { copy } from '../../copy';
import { meetingsRead } from './api';

export type MeetingStatus = 'requested' | 'accepted' | 'declined' | 'cancelled';

export interface RequestedMeeting {
  id: number;
  exhibitorName: string;
  boothCode: string;
  /** ISO timestamps, as the platform sent them. */
  startsAt: string;
  endsAt: string;
  status: MeetingStatus;
}

const NONE: readonly RequestedMeeting[] = [];
/** Nobody signed in: nothing to ask the platform (a bearer call without a token would be refused). */
const anonymousRead: Read<never[]> = { key: ['reach.meetings', 'anonymous'], load: async () => [], staleAfter: ['session'] };

/** The visitor's requested meetings, soonest first, every status (a cancelled or declined one says so). */
export function useRequestedMeetings(): readonly RequestedMeeting[] {
  const signedIn = useAuthStatus() === 'authenticated';
  const read = useRead<readonly Meeting[]>(signedIn ? meetingsRead() : anonymousRead);
  const { data } = read;
  return useMemo(
    () =>
      read.status === 'success' && data
        ? data
            // Without its time a meeting has no place on a timeline.
            .flatMap((meeting): RequestedMeeting[] =>
              meeting.starts_at === undefined
                ? []
                : [{
                    id: meeting.id,
                    exhibitorName: meeting.exhibitor_name || (meeting.exhibitor_id !== undefined ? copy.unnamed.exhibitor(meeting.exhibitor_id) : ''),
                    boothCode: meeting.booth_code ?? '',
                    startsAt: meeting.starts_at,
                    endsAt: meeting.ends_at ?? meeting.starts_at,
                    status: meeting.status ?? 'requested',
                  }],
            )
            .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
        : NONE,
    [read.status, data],
  );
}
