// "Ingatkan saya": the visitor's reminders, kept in storage (src/adapters/storage.ts) so they
// survive a reload; logout clears the storage, and the host below also forgets them in memory
// and cancels the native ones. A session's reminder is due REMINDER_LEAD_MINUTES before the
// start; an order's payment reminder PAYMENT_REMINDER_MINUTES before its deadline (the platform
// cancels an order unpaid by then). Due times are deadlines (a woken tab fires what fell due
// while it slept, once).
import { useEffect, useSyncExternalStore } from 'react';
import { cancelNative, requestReminderChannel, scheduleNative, showWebNotification, type ReminderChannel } from '../../adapters/reminders';
import { TICK_MS } from '../../../machines';
import { reminders as remindersCopy } from '../../copy/reminders';
// Static: main.tsx imports storage.ts anyway (a native bridge is injected before any script runs),
// and a dynamic import of it split the first route's chunk in two (build.mjs, firstRouteChunk).
import { storage } from '../../adapters/storage';

import { PAYMENT_REMINDER_MINUTES, REMINDER_LEAD_MINUTES } from './reminderLead';

export { PAYMENT_REMINDER_MINUTES, REMINDER_LEAD_MINUTES };
export const REMINDERS_KEY = 'reminders';

export interface Reminder {
  /** The session's id; with `kind: 'payment'`, the order's. */
  sessionId: number;
  /** 'payment': an order's payment deadline, which `startsAt` then holds. Absent: a session. */
  kind?: 'payment';
  title: string;
  startsAt: string;
  /** Epoch ms when it is due. */
  dueAt: number;
  channel: ReminderChannel;
}

export interface ReminderState {
  reminders: Reminder[];
  /** Reminders that fell due for the in-app banner, until dismissed. */
  due: Reminder[];
}

let state: ReminderState = { reminders: [], due: [] };
const listeners = new Set<() => void>();
let loaded: Promise<void> | null = null;

function publish(next: ReminderState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Stored reminders, checked: anything malformed is dropped, never a crash. */
export function parseReminders(raw: string | null): Reminder[] {
  try {
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list)
      ? list.filter((r): r is Reminder =>
          typeof r === 'object' && r !== null && Number.isSafeInteger(r.sessionId) && typeof r.title === 'string' &&
          typeof r.startsAt === 'string' && Number.isFinite(r.dueAt) && ['native', 'notification', 'banner'].includes(r.channel) &&
          (r.kind === undefined || r.kind === 'payment'))
      : [];
  } catch {
    return [];
  }
}

function load(): Promise<void> {
  loaded ??= storage.get(REMINDERS_KEY).then(
    (raw) => publish({ ...state, reminders: parseReminders(raw) }),
    () => undefined,
  );
  return loaded;
}

async function save(reminders: Reminder[]) {
  publish({ ...state, reminders });
  await storage.set(REMINDERS_KEY, JSON.stringify(reminders)).catch(() => {});
}

/** Whole minutes from `now` to the start, at least 1: what the notice says. */
export const minutesToStart = (startsAt: string, now: number) => Math.max(1, Math.round((Date.parse(startsAt) - now) / 60_000));

export const reminderDueAt = (startsAt: string) => Date.parse(startsAt) - REMINDER_LEAD_MINUTES * 60_000;

/** The same reminder: one subject (a session, or an order's payment) and its id. */
const isOf = (kind: Reminder['kind'], id: number) => (r: Reminder) => r.kind === kind && r.sessionId === id;

/** Its id on the OS: a session's id; an order's, negated, so the two never share one. */
const nativeId = (r: Pick<Reminder, 'kind' | 'sessionId'>) => (r.kind === 'payment' ? -r.sessionId : r.sessionId);

/** What the notification says when shown at `shownAt`; due at its time, or in a second when that has passed. */
export function reminderNotice(r: Reminder, shownAt: number): { id: number; title: string; body: string; at: number } {
  const minutes = minutesToStart(r.startsAt, shownAt);
  const at = Math.max(r.dueAt, Date.now() + 1_000);
  return r.kind === 'payment'
    ? { id: nativeId(r), title: remindersCopy.paymentNoticeTitle, body: remindersCopy.paymentNoticeBody(r.title, minutes), at }
    : { id: nativeId(r), title: remindersCopy.noticeTitle, body: remindersCopy.noticeBody(r.title, minutes), at };
}

/** Keeps `reminder` (handed to the OS first where the app runs natively), in place of the same one. */
async function keepReminder(reminder: Reminder): Promise<Reminder> {
  if (reminder.channel === 'native') {
    await scheduleNative(reminderNotice(reminder, reminder.dueAt)).catch(() => {
      reminder.channel = 'banner';
    });
  }
  await save([...state.reminders.filter((r) => !isOf(reminder.kind, reminder.sessionId)(r)), reminder]);
  return reminder;
}

/** On the visitor's tap: asks for permission (first time), then keeps the reminder. */
export async function addReminder(session: { id: number; title: string; startsAt: string }): Promise<Reminder> {
  await load();
  const channel = await requestReminderChannel();
  return keepReminder({ sessionId: session.id, title: session.title, startsAt: session.startsAt, dueAt: reminderDueAt(session.startsAt), channel });
}

/**
 * On the visitor's tap on an order waiting for payment: a reminder PAYMENT_REMINDER_MINUTES
 * before `payBefore` (ISO), named by `label` ("Pesanan #1024").
 */
export async function addPaymentReminder(order: { id: number; label: string; payBefore: string }): Promise<Reminder> {
  await load();
  const channel = await requestReminderChannel();
  const dueAt = Date.parse(order.payBefore) - PAYMENT_REMINDER_MINUTES * 60_000;
  return keepReminder({ sessionId: order.id, kind: 'payment', title: order.label, startsAt: order.payBefore, dueAt, channel });
}

/**
 * A rescheduled session takes its reminder along: each reminder of a session in `sessions`
 * whose start moved is due again the lead time before the new start (a native one is handed to
 * the OS anew). Fired reminders are gone already; nothing else changes.
 */
export async function followReschedules(sessions: readonly { id: number; startsAt: string }[]): Promise<void> {
  await load();
  const moved = new Map(sessions.filter((session) => !Number.isNaN(Date.parse(session.startsAt))).map((session) => [session.id, session.startsAt]));
  const changed = state.reminders.filter((r) => !r.kind && moved.has(r.sessionId) && Date.parse(moved.get(r.sessionId)!) !== Date.parse(r.startsAt));
  if (changed.length === 0) return;
  const next = state.reminders.map((r) => {
    const startsAt = moved.get(r.sessionId);
    return startsAt && changed.includes(r) ? { ...r, startsAt, dueAt: reminderDueAt(startsAt) } : r;
  });
  for (const reminder of next.filter((r) => r.channel === 'native' && changed.some(isOf(r.kind, r.sessionId)))) {
    await cancelNative([nativeId(reminder)]).catch(() => {});
    await scheduleNative(reminderNotice(reminder, reminder.dueAt)).catch(() => {});
  }
  await save(next);
}

/** Keeps the reminders of the sessions a screen shows on their sessions' current starts. */
export function useFollowReschedules(sessions: readonly { id: number; startsAt: string }[]): void {
  const signature = sessions.map((session) => `${session.id}@${session.startsAt}`).join(' ');
  useEffect(() => {
    void followReschedules(sessions);
    // The signature is what matters: the same sessions at the same times need no second look.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
}

/** Cancels a session's reminder, or with `kind: 'payment'` an order's. */
export async function removeReminder(sessionId: number, kind?: 'payment'): Promise<void> {
  await load();
  const same = isOf(kind, sessionId);
  await cancelNative([nativeId({ kind, sessionId })]).catch(() => {});
  await save(state.reminders.filter((r) => !same(r)));
  publish({ ...state, due: state.due.filter((r) => !same(r)) });
}

export function dismissDue(reminder: Pick<Reminder, 'kind' | 'sessionId'>) {
  publish({ ...state, due: state.due.filter((r) => !isOf(reminder.kind, reminder.sessionId)(r)) });
}

/** Logout: forget every reminder here and on the OS (storage itself is cleared by logout). */
export async function forgetReminders(): Promise<void> {
  const ids = state.reminders.map(nativeId);
  publish({ reminders: [], due: [] });
  loaded = Promise.resolve();
  await cancelNative(ids).catch(() => {});
  await storage.remove(REMINDERS_KEY).catch(() => {});
}

/** Fires every reminder due at `now`: web notifications are shown, banner ones queued; both leave the list. */
export async function fireDue(now: number): Promise<void> {
  const due = state.reminders.filter((r) => r.dueAt <= now);
  if (due.length === 0) return;
  await save(state.reminders.filter((r) => r.dueAt > now));
  const toBanner: Reminder[] = [];
  for (const reminder of due) {
    if (reminder.channel === 'native') continue; // the OS shows it
    const shown = reminder.channel === 'notification' && await showWebNotification({ ...reminderNotice(reminder, now), at: reminder.dueAt });
    if (!shown) toBanner.push(reminder);
  }
  if (toBanner.length) publish({ ...state, due: [...state.due, ...toBanner] });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  void load();
  return () => listeners.delete(listener);
}

export function useReminders(): ReminderState {
  return useSyncExternalStore(subscribe, () => state, () => state);
}

/** Runs in the shell: checks once a second and whenever the tab wakes. */
export function useReminderClock(signedOut: boolean) {
  useEffect(() => {
    const check = () => void fireDue(Date.now());
    const timer = setInterval(check, TICK_MS);
    document.addEventListener('visibilitychange', check);
    void load().then(check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, []);
  useEffect(() => {
    if (signedOut) void forgetReminders();
  }, [signedOut]);
}
