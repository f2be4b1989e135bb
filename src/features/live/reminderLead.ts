// When "Ingatkan saya" is offered: a session's reminder is due REMINDER_LEAD_MINUTES before its
// start, so inside that time it would only fire at once, and the visitor is told the session is
// that close instead. One rule for the button (./ReminderButton) and the boot screen
// (src/boot/agendaPreview.ts, src/boot/preview.ts), which draws the button before the app has
// come; a module of its own, so the boot screen's scripts carry the rule and not the reminders'
// storage.

export const REMINDER_LEAD_MINUTES = 10;
export const PAYMENT_REMINDER_MINUTES = 5;

/** Whether a reminder `lead` minutes ahead is too late to be worth setting, `secondsToStart` (null: unknown) before the start. */
export const tooSoonForReminder = (secondsToStart: number | null, lead = REMINDER_LEAD_MINUTES): boolean =>
  secondsToStart !== null && Number.isFinite(secondsToStart) && secondsToStart < lead * 60;

/**
 * Which of a session's reminder lines it has `secondsToStart` before its start, where a reminder
 * is `offered` at all (not for a session running now, or on another platform): "Ingatkan saya"
 * (`remind`), or the line saying it is too close for one (`tooSoon`).
 */
export function reminderLinesOf(offered: boolean, secondsToStart: number): { remind: boolean; tooSoon: boolean } {
  const tooSoon = tooSoonForReminder(secondsToStart);
  return { remind: offered && !tooSoon, tooSoon: offered && tooSoon };
}
