// @vitest-environment jsdom
// The browser-side helpers (src/lib/download.ts, idle.ts, and src/features/live/useSecondsUntil.ts): a file the
// browser saves, work put off until the page is idle, and a countdown that re-derives its value.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadText } from '../../src/lib/download';
import { whenIdleAfterLoad } from '../../src/lib/idle';
import { useSecondsUntil } from '../../src/features/live/useSecondsUntil';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('downloadText: the browser saves a file', () => {
  // jsdom has no object URLs: each test gives its own, taken away after it.
  const withObjectUrls = (createObjectURL: (blob: Blob) => string, revokeObjectURL: (url: string) => void) =>
    Object.assign(URL, { createObjectURL, revokeObjectURL });

  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    delete (URL as { createObjectURL?: unknown }).createObjectURL;
    delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
  });

  it('saves the text under its name and type, leaving nothing on the page', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:http://localhost/ics-1';
    });
    const revokeObjectURL = vi.fn();
    withObjectUrls(createObjectURL, revokeObjectURL);
    const clicked: { href: string; download: string; onPage: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, onPage: document.body.contains(this) });
    });

    downloadText('sesi-80.ics', 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', 'text/calendar');

    expect(clicked).toEqual([{ href: 'blob:http://localhost/ics-1', download: 'sesi-80.ics', onPage: true }]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    expect(blobs).toHaveLength(1);
    expect(blobs[0]!.type).toBe('text/calendar');
    expect(await blobs[0]!.text()).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });

  it('lets the file go a second later, not before', () => {
    const revokeObjectURL = vi.fn();
    withObjectUrls(() => 'blob:http://localhost/note-1', revokeObjectURL);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    downloadText('kode.txt', 'BUDI2026', 'text/plain');
    vi.advanceTimersByTime(999);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/note-1');
  });
});

describe('whenIdleAfterLoad: work that waits for a loaded, idle page', () => {
  let readyState: DocumentReadyState;

  beforeEach(() => {
    vi.useFakeTimers();
    readyState = 'complete';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  });

  it('runs once, 200 ms after a loaded page, where the browser has no idle callback', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    whenIdleAfterLoad(run);
    vi.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('asks the browser for an idle moment, at most 3 s away, where it can', () => {
    const idle: { callback: () => void; options: unknown }[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options: unknown) => {
      idle.push({ callback, options });
      return 1;
    });
    const run = vi.fn();
    whenIdleAfterLoad(run);
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
    expect(idle.map((request) => request.options)).toEqual([{ timeout: 3000 }]);
    idle[0]!.callback();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for the page’s load, once, when it is still loading', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    readyState = 'loading';
    const run = vi.fn();
    whenIdleAfterLoad(run);
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the page loaded', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const scheduled = vi.fn();
    whenIdleAfterLoad(scheduled)();
    vi.advanceTimersByTime(10_000);
    expect(scheduled).not.toHaveBeenCalled();

    readyState = 'loading';
    const waiting = vi.fn();
    whenIdleAfterLoad(waiting)();
    window.dispatchEvent(new Event('load'));
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(waiting).not.toHaveBeenCalled();
  });
});

describe('useSecondsUntil: whole seconds left, once a second', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T03:00:00.000Z') });
  });

  it('counts down to below 0, then stops', () => {
    const { result } = renderHook(() => useSecondsUntil(2));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(-1);
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(-1);
  });

  it('shows the right value after a throttled tab wakes (from the deadline, not by counting ticks)', () => {
    const { result } = renderHook(() => useSecondsUntil(60));
    // The tab sleeps 10 s while its timers are held back, then one tick comes.
    vi.setSystemTime(Date.parse('2026-11-23T03:00:10.000Z'));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(49);
  });

  it('keeps the deadline of its first render', () => {
    const { result, rerender } = renderHook(({ seconds }) => useSecondsUntil(seconds), { initialProps: { seconds: 10 as number | null } });
    rerender({ seconds: 100 });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(9);
  });

  it('is null, with no timer, when there is no deadline', () => {
    const { result } = renderHook(() => useSecondsUntil(null));
    expect(result.current).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current).toBeNull();
  });

  it('stops its timer when the screen goes', () => {
    const { unmount } = renderHook(() => useSecondsUntil(30));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
