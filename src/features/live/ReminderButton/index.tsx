// "Ingatkan saya" on a session that has not started: the first tap asks for notification
// permission (never earlier), then keeps the reminder; once set it offers to cancel it. Inside
// the lead time a reminder would only fire at once, so the visitor is told the session is that
// close instead of being offered one.
import { useState } from 'react';
import { useSecondsUntil } from '../useSecondsUntil';
import { Button } from '../../../components/Button';
import { Meta } from '../../../components/Section';
import { addReminder, REMINDER_LEAD_MINUTES, removeReminder, useReminders } from '../reminders';
import { reminders as remindersCopy } from '../../../copy/reminders';

export interface ReminderButtonProps {
  session: { id: number; title: string; startsAt: string };
}

export function ReminderButton({ session }: ReminderButtonProps) {
  const { reminders } = useReminders();
  const reminder = reminders.find((r) => r.sessionId === session.id);
  const [busy, setBusy] = useState(false);
  const secondsToStart = useSecondsUntil(Math.floor((Date.parse(session.startsAt) - Date.now()) / 1000));
  const tooSoon = secondsToStart !== null && Number.isFinite(secondsToStart) && secondsToStart < REMINDER_LEAD_MINUTES * 60;
  const run = (work: () => Promise<unknown>) => {
    setBusy(true);
    void work().finally(() => setBusy(false));
  };
  if (!reminder && tooSoon) return <Meta role="status">{remindersCopy.tooSoon(REMINDER_LEAD_MINUTES)}</Meta>;
  if (!reminder) {
    return (
      <Button type="button" variant="ghost" busy={busy} aria-label={remindersCopy.remindMeLabel(session.title)} onClick={() => run(() => addReminder(session))}>
        {remindersCopy.remindMe}
      </Button>
    );
  }
  const how = reminder.channel === 'native' ? remindersCopy.viaNative : reminder.channel === 'notification' ? remindersCopy.viaNotification : remindersCopy.viaBanner;
  return (
    <>
      <Meta role="status">{remindersCopy.active(REMINDER_LEAD_MINUTES)} {how}</Meta>
      <Button type="button" variant="ghost" busy={busy} aria-label={remindersCopy.cancelLabel(session.title)} onClick={() => run(() => removeReminder(session.id))}>
        {remindersCopy.cancel}
      </Button>
    </>
  );
}
