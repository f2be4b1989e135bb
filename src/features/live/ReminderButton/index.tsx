// "Ingatkan saya" on a session that has not started, or on an order waiting for payment: the
// first tap asks for notification permission (never earlier), then keeps the reminder; once set
// it offers to cancel it. Inside the lead time a reminder would only fire at once, so the visitor
// is told the session is that close instead of being offered one (an order says so itself:
// "Segera bayar").
import { useState } from 'react';
import { useSecondsUntil } from '../useSecondsUntil';
import { Button } from '../../../components/Button';
import { Meta } from '../../../components/Section';
import { addPaymentReminder, addReminder, removeReminder, useReminders } from '../reminders';
import { PAYMENT_REMINDER_MINUTES, REMINDER_LEAD_MINUTES, tooSoonForReminder } from '../reminderLead';
import { reminders as remindersCopy } from '../../../copy/reminders';

export type ReminderButtonProps =
  | { session: { id: number; title: string; startsAt: string }; order?: never }
  /** `label` names the order ("Pesanan #1024"); `payBefore` is its deadline (ISO). */
  | { order: { id: number; label: string; payBefore: string }; session?: never };

export function ReminderButton({ session, order }: ReminderButtonProps) {
  const { reminders } = useReminders();
  const kind = order ? 'payment' : undefined;
  const id = order ? order.id : session.id;
  const name = order ? order.label : session.title;
  const at = order ? order.payBefore : session.startsAt;
  const lead = order ? PAYMENT_REMINDER_MINUTES : REMINDER_LEAD_MINUTES;
  const reminder = reminders.find((r) => r.kind === kind && r.sessionId === id);
  const [busy, setBusy] = useState(false);
  const secondsToStart = useSecondsUntil(Math.floor((Date.parse(at) - Date.now()) / 1000));
  const tooSoon = tooSoonForReminder(secondsToStart, lead);
  const run = (work: () => Promise<unknown>) => {
    setBusy(true);
    void work().finally(() => setBusy(false));
  };
  if (!reminder && tooSoon) return order ? null : <Meta role="status">{remindersCopy.tooSoon(lead)}</Meta>;
  if (!reminder) {
    return (
      <Button
        type="button"
        variant="ghost"
        busy={busy}
        aria-label={order ? remindersCopy.paymentRemindMeLabel(name) : remindersCopy.remindMeLabel(name)}
        onClick={() => run(() => (order ? addPaymentReminder(order) : addReminder(session)))}
      >
        {order ? remindersCopy.paymentRemindMe : remindersCopy.remindMe}
      </Button>
    );
  }
  const how = reminder.channel === 'native' ? remindersCopy.viaNative : reminder.channel === 'notification' ? remindersCopy.viaNotification : remindersCopy.viaBanner;
  return (
    <>
      <Meta role="status">{order ? remindersCopy.paymentActive(lead) : remindersCopy.active(lead)} {how}</Meta>
      <Button type="button" variant="ghost" busy={busy} aria-label={order ? remindersCopy.paymentCancelLabel(name) : remindersCopy.cancelLabel(name)} onClick={() => run(() => removeReminder(id, kind))}>
        {remindersCopy.cancel}
      </Button>
    </>
  );
}
