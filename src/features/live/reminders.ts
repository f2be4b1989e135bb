// "Ingatkan saya": the visitor's reminders, kept in storage (src/adapters/storage.ts) so they
// survive a reload; logout clears the storage, and the host below also forgets them in memory
// and cancels the native ones. A reminder is due REMINDER_LEAD_MINUTES before the start; due
// times are deadlines (a woken tab fires what fell due while it slept, once).
import { useEffect, useSyncExternalStore } from 'react';
import { cancelNative, requestReminderChannel, scheduleNative, showWebNotification, type ReminderChannel } from '../../adapters/reminders';
import { TICK_MS } from '../../../machines';
import { reminders as remindersCopy } from '../../copy/reminders';
// Static: main.tsx imports storage.ts anyway (a native bridge is injected before any script runs),
// and a dynamic import of it split the first route's chunk in two (build.mjs, firstRouteChunk).
import { storage } from '../../adapters/storage';

export const REMINDER_LEAD_MINUTES = 10;
export const REMINDERS_KEY = 'reminders';

export interface Reminder {
  sessionId: number;
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
          typeof r.startsAt === 'string' && Number.isFinite(r.dueAt) && ['native', 'notification', 'banner'].includes(r.channel))
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

/** On the visitor's tap: asks for permission (first time), then keeps the reminder. */
export async function addReminder(session: { id: number; title: string; startsAt: string }): Promise<Reminder> {
  await load();
  const channel = await requestReminderChannel();
  const reminder: Reminder = { sessionId: session.id, title: session.title, startsAt: session.startsAt, dueAt: reminderDueAt(session.startsAt), channel };
  if (channel === 'native') {
    await scheduleNative({ id: session.id, title: remindersCopy.noticeTitle, body: remindersCopy.noticeBody(session.title, REMINDER_LEAD_MINUTES), at: Math.max(reminder.dueAt, Date.now() + 1_000) }).catch(() => {
      reminder.channel = 'banner';
    });
  }
  await save([...state.reminders.filter((r) => r.sessionId !== session.id), reminder]);
  return reminder;
}

/**
 * A rescheduled session takes its reminder along: each reminder of a session in `sessions`
 * whose start moved is due again the lead time before the new start (a native one is handed to
 * the OS anew). Fired reminders are gone already; nothing else changes.
 */
export async function followReschedules(sessions: readonly { id: number; startsAt: string }[]): Promise<void> {
  await load();
  const moved = new Map(sessions.filter((session) => !Number.isNaN(Date.parse(session.startsAt))).map((session) => [session.id, session.startsAt]));
  const changed = state.reminders.filter((r) => moved.has(r.sessionId) && Date.parse(moved.get(r.sessionId)!) !== Date.parse(r.startsAt));
  if (changed.length === 0) return;
  const next = state.reminders.map((r) => {
    const startsAt = moved.get(r.sessionId);
    return startsAt && changed.includes(r) ? { ...r, startsAt, dueAt: reminderDueAt(startsAt) } : r;
  });
  for (const reminder of next.filter((r) => r.channel === 'native' && changed.some((c) => c.sessionId === r.sessionId))) {
    await cancelNative([reminder.sessionId]).catch(() => {});
    await scheduleNative({ id: reminder.sessionId, title: remindersCopy.noticeTitle, body: remindersCopy.noticeBody(reminder.title, REMINDER_LEAD_MINUTES), at: Math.max(reminder.dueAt, Date.now() + 1_000) }).catch(() => {});
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

export async function removeReminder(sessionId: number): Promise<void> {
  await load();
  await cancelNative([sessionId]).catch(() => {});
  await save(state.reminders.filter((r) => r.sessionId !== sessionId));
  publish({ ...state, due: state.due.filter((r) => r.sessionId !== sessionId) });
}

export function dismissDue(sessionId: number) {
  publish({ ...state, due: state.due.filter((r) => r.sessionId !== sessionId) });
}

/** Logout: forget every reminder here and on the OS (storage itself is cleared by logout). */
export async function forgetReminders(): Promise<void> {
  const ids = state.reminders.map((r) => r.sessionId);
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
    const shown = reminder.channel === 'notification' && await showWebNotification({
      id: reminder.sessionId, title: remindersCopy.noticeTitle, body: remindersCopy.noticeBody(reminder.title, minutesToStart(reminder.startsAt, now)), at: reminder.dueAt,
    });
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
