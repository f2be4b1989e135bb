// When "Ingatkan saya" is offered: a session's reminder is due REMINDER_LEAD_MINUTES before its
// start, so inside that time it would only fire at once, and the visitor is told the session is
// that close instead. One rule for the button (./ReminderButton) and the agenda's boot screen
// (src/boot/agendaPreview.ts), which draws the button before the app has come; a module of its
// own, so the boot screen's script carries the rule and not the reminders' storage.

export const REMINDER_LEAD_MINUTES = 10;
export const PAYMENT_REMINDER_MINUTES = 5;

/** Whether a reminder `lead` minutes ahead is too late to be worth setting, `secondsToStart` (null: unknown) before the start. */
export const tooSoonForReminder = (secondsToStart: number | null, lead = REMINDER_LEAD_MINUTES): boolean =>
  secondsToStart !== null && Number.isFinite(secondsToStart) && secondsToStart < lead * 60;
