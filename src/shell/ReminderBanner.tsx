// The in-app reminder: shown in the shell while the app is open for reminders that fell due and
// could not be shown as a notification. Also runs the reminders' clock and forgets them on logout.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { Button } from '../components/Button';
import { floatingBanner } from '../components/FloatingBanners';
import { useAuthStatus } from '../app/hooks';
import { liveStreamPath, MY_TRANSACTION_PATH } from '../lib/paths';
import { dismissDue, reminderNotice, useReminderClock, useReminders } from '../features/live/reminders';
import { reminders as remindersCopy } from '../copy/reminders';

// It floats in the shell's FloatingBanners: a reminder falls due minutes into a visit, and
// taking a place above the header then would move the screen the visitor is reading.
const Bar = styled.div`
  ${floatingBanner}
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.onAccent};
  p { margin: 0; flex: 1; }
  a { color: inherit; font-weight: ${({ theme }) => theme.font.weight.bold}; }
`;

function useSignedOut(): boolean {
  const status = useAuthStatus();
  const wasIn = useRef(false);
  const signedOut = wasIn.current && status === 'anonymous';
  useEffect(() => {
    wasIn.current = status === 'authenticated';
  }, [status]);
  return signedOut;
}

export function ReminderBanner() {
  useReminderClock(useSignedOut());
  const { due } = useReminders();
  if (due.length === 0) return null;
  return (
    <>
      {due.map((reminder) => {
        const payment = reminder.kind === 'payment';
        return (
          <Bar key={`${reminder.kind ?? 'session'} ${reminder.sessionId}`} role="alert" aria-label={payment ? remindersCopy.paymentBannerLabel : remindersCopy.bannerLabel}>
            <p>{reminderNotice(reminder, Date.now()).body}</p>
            <Link href={payment ? MY_TRANSACTION_PATH : liveStreamPath(reminder.sessionId)} onClick={() => dismissDue(reminder)}>
              {payment ? remindersCopy.paymentBannerOpen : remindersCopy.bannerOpen}
            </Link>
            <Button type="button" variant="secondary" onClick={() => dismissDue(reminder)}>{remindersCopy.bannerDismiss}</Button>
          </Bar>
        );
      })}
    </>
  );
}
