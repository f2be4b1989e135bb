// @vitest-environment jsdom
// "Ingatkan saya" (src/features/live/reminders.ts) without a browser's notifications: the
// storage and the notification channel are stand-ins here, so each test says which channel the
// visitor's tap got and sees what is kept, scheduled, shown or put on the banner. The rules
// (the module's header and SPEC's agenda): due 10 minutes before the start; a reminder survives
// a reload; once fired it leaves the list; logout forgets every one, here and on the OS.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fake = vi.hoisted(() => ({
  stored: new Map<string, string>(),
  failGet: false,
  failSet: false,
  channel: 'banner' as 'native' | 'notification' | 'banner',
  scheduleFails: false,
  shown: true,
  scheduled: [] as { id: number; title: string; body: string; at: number }[],
  cancelled: [] as number[][],
  notified: [] as { id: number; title: string; body: string; at: number }[],
  writes: 0,
}));

vi.mock('../../src/adapters/storage', () => ({
  storage: {
    get: async (key: string) => {
      if (fake.failGet) throw new Error('no storage');
      return fake.stored.get(key) ?? null;
    },
    set: async (key: string, value: string) => {
      fake.writes += 1;
      if (fake.failSet) throw new Error('quota');
      fake.stored.set(key, value);
    },
    remove: async (key: string) => {
      fake.stored.delete(key);
    },
    clearAll: async () => fake.stored.clear(),
  },
}));

// The shell's clock ticks once a second (machines/countdown.ts); the statecharts are not needed here.
vi.mock('../../machines', () => ({ TICK_MS: 1000 }));

vi.mock('../../src/adapters/reminders', () => ({
  requestReminderChannel: async () => fake.channel,
  scheduleNative: async (notice: { id: number; title: string; body: string; at: number }) => {
    if (fake.scheduleFails) throw new Error('denied');
    fake.scheduled.push(notice);
  },
  cancelNative: async (ids: readonly number[]) => {
    fake.cancelled.push([...ids]);
    if (fake.failSet) throw new Error('no plugin');
  },
  showWebNotification: async (notice: { id: number; title: string; body: string; at: number }) => {
    fake.notified.push(notice);
    return fake.shown;
  },
}));

type Module = typeof import('../../src/features/live/reminders');
let reminders: Module;

const START = '2026-11-23T07:30:00.000Z';
const START_MS = Date.parse(START);
const TEN_MINUTES = 10 * 60_000;
const kept = () => JSON.parse(fake.stored.get('reminders') ?? 'null') as unknown;

beforeEach(async () => {
  Object.assign(fake, { failGet: false, failSet: false, channel: 'banner', scheduleFails: false, shown: true, scheduled: [], cancelled: [], notified: [], writes: 0 });
  fake.stored.clear();
  // Each test starts as a fresh page: the module's memory is new, the storage as the test left it.
  vi.resetModules();
  reminders = await import('../../src/features/live/reminders');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('stored reminders, read back', () => {
  const good = { sessionId: 83, title: 'Genset', startsAt: START, dueAt: START_MS - TEN_MINUTES, channel: 'banner' };

  it('keeps each well-formed one, on every channel', () => {
    const all = [good, { ...good, sessionId: 84, channel: 'native' }, { ...good, sessionId: 85, channel: 'notification' }];
    expect(reminders.parseReminders(JSON.stringify(all))).toEqual(all);
  });

  it('drops one with a field missing or of the wrong kind', () => {
    const bad = [
      null, 'x', 7,
      { ...good, sessionId: '83' }, { ...good, sessionId: 1.5 }, { ...good, sessionId: 2 ** 53 },
      { ...good, title: 5 }, { ...good, startsAt: null }, { ...good, dueAt: '1' }, { ...good, dueAt: null },
      { ...good, channel: 'email' }, { ...good, channel: undefined },
    ];
    expect(reminders.parseReminders(JSON.stringify([...bad, good]))).toEqual([good]);
  });

  it('reads nothing kept, an object, or text that is not JSON as no reminders', () => {
    for (const raw of [null, '', '{"sessionId":83}', 'not json', '"x"']) expect(reminders.parseReminders(raw), String(raw)).toEqual([]);
  });
});

describe('when a reminder is due', () => {
  it('is 10 minutes before the start', () => {
    expect(reminders.REMINDER_LEAD_MINUTES).toBe(10);
    expect(reminders.reminderDueAt(START)).toBe(Date.parse('2026-11-23T07:20:00.000Z'));
  });

  it('counts whole minutes to the start, rounded, and never fewer than one', () => {
    expect(reminders.minutesToStart(START, START_MS - TEN_MINUTES)).toBe(10);
    expect(reminders.minutesToStart(START, START_MS - 9.4 * 60_000)).toBe(9);
    expect(reminders.minutesToStart(START, START_MS - 9.6 * 60_000)).toBe(10);
    expect(reminders.minutesToStart(START, START_MS - 20_000)).toBe(1);
    expect(reminders.minutesToStart(START, START_MS + 5 * 60_000)).toBe(1);
  });
});

describe('adding and removing a reminder', () => {
  it('keeps a banner reminder, due 10 minutes before the start, in storage', async () => {
    const reminder = await reminders.addReminder({ id: 83, title: 'Memilih Genset', startsAt: START });
    const expected = { sessionId: 83, title: 'Memilih Genset', startsAt: START, dueAt: Date.parse('2026-11-23T07:20:00.000Z'), channel: 'banner' };
    expect(reminder).toEqual(expected);
    expect(kept()).toEqual([expected]);
    expect(fake.scheduled).toEqual([]);
  });

  it('hands a native reminder to the OS with its notice, at the due time', async () => {
    fake.channel = 'native';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START_MS - 3 * 3_600_000);
    await reminders.addReminder({ id: 83, title: 'Memilih Genset', startsAt: START });
    expect(fake.scheduled).toEqual([{ id: 83, title: 'Sesi segera dimulai', body: 'Memilih Genset dimulai dalam 10 menit.', at: START_MS - TEN_MINUTES }]);
    expect((kept() as { channel: string }[])[0]!.channel).toBe('native');
  });

  it('schedules a native reminder whose due time has passed a second from now, not in the past', async () => {
    fake.channel = 'native';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START_MS - 5 * 60_000);
    await reminders.addReminder({ id: 79, title: 'CNC', startsAt: START });
    expect(fake.scheduled.map((n) => n.at)).toEqual([START_MS - 5 * 60_000 + 1_000]);
  });

  it('falls back to the banner when the OS refuses to schedule it', async () => {
    fake.channel = 'native';
    fake.scheduleFails = true;
    const reminder = await reminders.addReminder({ id: 83, title: 'Memilih Genset', startsAt: START });
    expect(reminder.channel).toBe('banner');
    expect((kept() as { channel: string }[])[0]!.channel).toBe('banner');
  });

  it('keeps the reminders stored before this page, and one per session', async () => {
    const earlier = { sessionId: 82, title: 'Hidrolik', startsAt: START, dueAt: START_MS - TEN_MINUTES, channel: 'banner' };
    fake.stored.set('reminders', JSON.stringify([earlier]));
    vi.resetModules();
    reminders = await import('../../src/features/live/reminders');
    await reminders.addReminder({ id: 83, title: 'Genset', startsAt: START });
    await reminders.addReminder({ id: 83, title: 'Genset (diubah)', startsAt: START });
    expect((kept() as { sessionId: number; title: string }[]).map((r) => [r.sessionId, r.title])).toEqual([[82, 'Hidrolik'], [83, 'Genset (diubah)']]);
  });

  it('still adds the reminder when storage cannot be read or written', async () => {
    fake.failGet = true;
    fake.failSet = true;
    const reminder = await reminders.addReminder({ id: 83, title: 'Genset', startsAt: START });
    expect(reminder.sessionId).toBe(83);
    const { result } = renderHook(() => reminders.useReminders());
    expect(result.current.reminders.map((r) => r.sessionId)).toEqual([83]);
  });

  it('removes one reminder: cancelled on the OS, gone from storage and from the banner', async () => {
    await reminders.addReminder({ id: 82, title: 'Hidrolik', startsAt: START });
    await reminders.addReminder({ id: 83, title: 'Genset', startsAt: START });
    await reminders.addReminder({ id: 84, title: 'Las', startsAt: '2026-11-24T07:30:00.000Z' });
    await reminders.fireDue(START_MS - 5 * 60_000);
    const { result } = renderHook(() => reminders.useReminders());
    expect(result.current.due.map((r) => r.sessionId)).toEqual([82, 83]);
    await act(() => reminders.removeReminder(83));
    expect(fake.cancelled).toEqual([[83]]);
    expect((kept() as { sessionId: number }[]).map((r) => r.sessionId)).toEqual([84]);
    expect(result.current.due.map((r) => r.sessionId)).toEqual([82]);
    await act(() => reminders.removeReminder(84));
    expect(kept()).toEqual([]);
    expect(result.current.due.map((r) => r.sessionId)).toEqual([82]);
  });

  it('removes a reminder even when the OS cannot cancel it', async () => {
    await reminders.addReminder({ id: 83, title: 'Genset', startsAt: START });
    fake.failSet = true;
    await expect(reminders.removeReminder(83)).resolves.toBeUndefined();
    const { result } = renderHook(() => reminders.useReminders());
    expect(result.current.reminders).toEqual([]);
  });
});

describe('firing what fell due', () => {
  async function addAll() {
    fake.channel = 'notification';
    await reminders.addReminder({ id: 80, title: 'Ekskavator', startsAt: START });
    fake.channel = 'banner';
    await reminders.addReminder({ id: 82, title: 'Hidrolik', startsAt: START });
    fake.channel = 'native';
    await reminders.addReminder({ id: 83, title: 'Genset', startsAt: START });
    fake.channel = 'banner';
    await reminders.addReminder({ id: 84, title: 'Las', startsAt: '2026-11-24T07:30:00.000Z' });
  }

  it('shows the web notification with the minutes left, queues the banner one, leaves the native one to the OS', async () => {
    await addAll();
    const { result } = renderHook(() => reminders.useReminders());
    await act(() => reminders.fireDue(START_MS - 7 * 60_000));
    expect(fake.notified).toEqual([{ id: 80, title: 'Sesi segera dimulai', body: 'Ekskavator dimulai dalam 7 menit.', at: START_MS - TEN_MINUTES }]);
    expect(result.current.due.map((r) => r.sessionId)).toEqual([82]);
    // All three fired leave the list; the next day's stays, in storage too.
    expect(result.current.reminders.map((r) => r.sessionId)).toEqual([84]);
    expect((kept() as { sessionId: number }[]).map((r) => r.sessionId)).toEqual([84]);
  });

  it('fires a reminder exactly at its due time, not a moment before', async () => {
    await reminders.addReminder({ id: 82, title: 'Hidrolik', startsAt: START });
    const { result } = renderHook(() => reminders.useReminders());
    await act(() => reminders.fireDue(START_MS - TEN_MINUTES - 1));
    expect(result.current.due).toEqual([]);
    expect(result.current.reminders.map((r) => r.sessionId)).toEqual([82]);
    await act(() => reminders.fireDue(START_MS - TEN_MINUTES));
    expect(result.current.due.map((r) => r.sessionId)).toEqual([82]);
    expect(result.current.reminders).toEqual([]);
  });

  it('puts a web notification the browser would not show on the banner instead', async () => {
    fake.shown = false;
    await addAll();
    await reminders.fireDue(START_MS - 7 * 60_000);
    const { result } = renderHook(() => reminders.useReminders());
    expect(result.current.due.map((r) => r.sessionId)).toEqual([80, 82]);
  });

  it('writes nothing when nothing is due, and fires a reminder once', async () => {
    await reminders.addReminder({ id: 82, title: 'Hidrolik', startsAt: START });
    const writes = fake.writes;
    await reminders.fireDue(START_MS - 60 * 60_000);
    expect(fake.writes).toBe(writes);
    await reminders.fireDue(START_MS - 5 * 60_000);
    await reminders.fireDue(START_MS - 4 * 60_000);
    const { result } = renderHook(() => reminders.useReminders());
    expect(result.current.due.map((r) => r.sessionId)).toEqual([82]);
  });

  it('keeps the banner until the visitor dismisses it', async () => {
    await reminders.addReminder({ id: 82, title: 'Hidrolik', startsAt: START });
    await reminders.addReminder({ id: 83, title: 'Genset', startsAt: START });
    await reminders.fireDue(START_MS);
    const { result } = renderHook(() => reminders.useReminders());
    act(() => reminders.dismissDue({ sessionId: 82 }));
    expect(result.current.due.map((r) => r.sessionId)).toEqual([83]);
  });
});

describe('an order’s payment reminder (the platform cancels an order unpaid by pay_before)', () => {
  const PAY_BEFORE = '2026-11-23T08:00:00.000Z';
  const PAY_BEFORE_MS = Date.parse(PAY_BEFORE);
  const FIVE_MINUTES = 5 * 60_000;

  it('is due 5 minutes before the deadline, and the OS gets it under an id no session has', async () => {
    fake.channel = 'native';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(PAY_BEFORE_MS - 25 * 60_000);
    const reminder = await reminders.addPaymentReminder({ id: 83, label: 'Pesanan #83', payBefore: PAY_BEFORE });
    expect(reminder).toEqual({ sessionId: 83, kind: 'payment', title: 'Pesanan #83', startsAt: PAY_BEFORE, dueAt: PAY_BEFORE_MS - FIVE_MINUTES, channel: 'native' });
    expect(fake.scheduled).toEqual([
      { id: -83, title: 'Segera bayar pesanan Anda', body: 'Pesanan #83 dibatalkan dalam 5 menit bila belum dibayar.', at: PAY_BEFORE_MS - FIVE_MINUTES },
    ]);
    // Read back after a reload.
    expect(reminders.parseReminders(JSON.stringify(kept()))).toEqual([reminder]);
  });

  it('lives beside a session reminder of the same id: each is added, removed and cancelled on its own', async () => {
    fake.channel = 'native';
    await reminders.addReminder({ id: 83, title: 'Genset', startsAt: START });
    await reminders.addPaymentReminder({ id: 83, label: 'Pesanan #83', payBefore: PAY_BEFORE });
    expect((kept() as { kind?: string }[]).map((r) => r.kind ?? 'session')).toEqual(['session', 'payment']);
    await reminders.removeReminder(83, 'payment');
    expect(fake.cancelled).toEqual([[-83]]);
    expect((kept() as { sessionId: number; kind?: string }[]).map((r) => [r.sessionId, r.kind ?? 'session'])).toEqual([[83, 'session']]);
  });

  it('is shown as a notification when due, or put on the banner, saying how long is left', async () => {
    fake.channel = 'notification';
    await reminders.addPaymentReminder({ id: 90, label: 'Pesanan #90', payBefore: PAY_BEFORE });
    fake.channel = 'banner';
    await reminders.addPaymentReminder({ id: 91, label: 'Pesanan #91', payBefore: PAY_BEFORE });
    await reminders.fireDue(PAY_BEFORE_MS - 4 * 60_000);
    expect(fake.notified.map(({ id, title, body }) => ({ id, title, body }))).toEqual([
      { id: -90, title: 'Segera bayar pesanan Anda', body: 'Pesanan #90 dibatalkan dalam 4 menit bila belum dibayar.' },
    ]);
    const { result } = renderHook(() => reminders.useReminders());
    expect(result.current.due.map((r) => [r.sessionId, r.kind])).toEqual([[91, 'payment']]);
    expect(kept()).toEqual([]);
  });
});

describe('logout', () => {
  it('forgets every reminder in memory, on the OS and in storage, and the banner too', async () => {
    await reminders.addReminder({ id: 82, title: 'Hidrolik', startsAt: START });
    await reminders.addReminder({ id: 83, title: 'Genset', startsAt: START });
    await reminders.fireDue(START_MS - TEN_MINUTES);
    await reminders.addReminder({ id: 84, title: 'Las', startsAt: '2026-11-24T07:30:00.000Z' });
    const { result } = renderHook(() => reminders.useReminders());
    await act(() => reminders.forgetReminders());
    expect(result.current).toEqual({ reminders: [], due: [] });
    expect(fake.cancelled).toEqual([[84]]);
    expect(fake.stored.has('reminders')).toBe(false);
  });

  it('does not read the signed-out visitor’s reminders back afterwards', async () => {
    fake.stored.set('reminders', JSON.stringify([{ sessionId: 82, title: 'Hidrolik', startsAt: START, dueAt: START_MS - TEN_MINUTES, channel: 'banner' }]));
    await reminders.forgetReminders();
    // Storage is emptied by logout itself; a reminder of the next visitor starts a new list.
    fake.stored.set('reminders', JSON.stringify([{ sessionId: 82, title: 'Hidrolik', startsAt: START, dueAt: START_MS - TEN_MINUTES, channel: 'banner' }]));
    await reminders.addReminder({ id: 83, title: 'Genset', startsAt: START });
    expect((kept() as { sessionId: number }[]).map((r) => r.sessionId)).toEqual([83]);
  });
});

describe('the shell’s clock', () => {
  const stored = (sessionId: number, dueAt: number) => ({ sessionId, title: `Sesi ${sessionId}`, startsAt: new Date(dueAt + TEN_MINUTES).toISOString(), dueAt, channel: 'banner' });

  it('reads the stored reminders when first shown', async () => {
    fake.stored.set('reminders', JSON.stringify([stored(82, START_MS - TEN_MINUTES)]));
    const { result } = renderHook(() => reminders.useReminders());
    await vi.waitFor(() => expect(result.current.reminders.map((r) => r.sessionId)).toEqual([82]));
  });

  it('fires what fell due while the page was closed, then checks every second', async () => {
    vi.useFakeTimers();
    const now = Date.now();
    fake.stored.set('reminders', JSON.stringify([stored(82, now - 60_000), stored(83, now + 1_500)]));
    const state = renderHook(() => reminders.useReminders());
    renderHook(() => reminders.useReminderClock(false));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(state.result.current.due.map((r) => r.sessionId)).toEqual([82]);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(state.result.current.due.map((r) => r.sessionId)).toEqual([82]);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(state.result.current.due.map((r) => r.sessionId)).toEqual([82, 83]);
  });

  it('checks when the tab wakes, and stops checking once gone', async () => {
    vi.useFakeTimers();
    const now = Date.now();
    fake.stored.set('reminders', JSON.stringify([stored(82, now + 60_000), stored(83, now + 120_000)]));
    const state = renderHook(() => reminders.useReminders());
    const clock = renderHook(() => reminders.useReminderClock(false));
    await act(() => vi.advanceTimersByTimeAsync(0));
    // The tab slept (no timers ran) past the first due time, then woke.
    vi.setSystemTime(now + 61_000);
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(state.result.current.due.map((r) => r.sessionId)).toEqual([82]);
    clock.unmount();
    vi.setSystemTime(now + 121_000);
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(state.result.current.due.map((r) => r.sessionId)).toEqual([82]);
  });

  it('forgets the reminders when the visitor is signed out', async () => {
    await reminders.addReminder({ id: 83, title: 'Genset', startsAt: '2099-01-01T00:00:00.000Z' });
    const state = renderHook(() => reminders.useReminders());
    renderHook(() => reminders.useReminderClock(true));
    await vi.waitFor(() => {
      expect(state.result.current.reminders).toEqual([]);
      expect(fake.stored.has('reminders')).toBe(false);
    });
  });
});

describe('a rescheduled session', () => {
  // Ahead of the test's own clock, so the OS gets the due time itself.
  const LATER = '2036-11-23T08:00:00.000Z';

  it('takes its reminder to the new start: due 10 minutes before it, handed to the OS anew when native', async () => {
    fake.stored.set('reminders', JSON.stringify([
      { sessionId: 83, title: 'Genset', startsAt: START, dueAt: START_MS - TEN_MINUTES, channel: 'native' },
      { sessionId: 84, title: 'Las', startsAt: START, dueAt: START_MS - TEN_MINUTES, channel: 'banner' },
    ]));
    await reminders.followReschedules([{ id: 83, startsAt: LATER }, { id: 84, startsAt: START }, { id: 99, startsAt: LATER }]);
    expect(kept()).toEqual([
      { sessionId: 83, title: 'Genset', startsAt: LATER, dueAt: Date.parse(LATER) - TEN_MINUTES, channel: 'native' },
      { sessionId: 84, title: 'Las', startsAt: START, dueAt: START_MS - TEN_MINUTES, channel: 'banner' },
    ]);
    expect(fake.cancelled).toEqual([[83]]);
    expect(fake.scheduled.map((notice) => [notice.id, notice.at])).toEqual([[83, Date.parse(LATER) - TEN_MINUTES]]);
  });

  it('changes nothing when no start moved, or a start cannot be read', async () => {
    fake.stored.set('reminders', JSON.stringify([{ sessionId: 83, title: 'Genset', startsAt: START, dueAt: START_MS - TEN_MINUTES, channel: 'banner' }]));
    const writes = fake.writes;
    await reminders.followReschedules([{ id: 83, startsAt: '2026-11-23T14:30:00+07:00' }, { id: 83, startsAt: 'nanti' }]);
    expect(fake.writes).toBe(writes);
  });
});
