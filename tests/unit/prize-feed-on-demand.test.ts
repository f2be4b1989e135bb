// The prize feed's subscribe as the app starts with it (src/adapters/prizeFeedOnDemand.ts): the
// realtime adapter and Firebase load at the first subscription, a visitor who left before they
// arrived is never subscribed, and a failed download is tried again by the next subscription.
import { describe, expect, it, vi } from 'vitest';
import { realtimeOnDemand, type RealtimePort } from '../../src/adapters/prizeFeedOnDemand';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A realtime adapter that records who subscribes, holds the connection and leaves. */
function recorder() {
  const calls: string[] = [];
  const subscribe: RealtimePort['subscribe'] = (userId, onValue) => {
    calls.push(`listen ${userId}`);
    onValue([{ id: 2, name: 'Brosur' }]);
    return () => calls.push(`leave ${userId}`);
  };
  const port: RealtimePort = {
    subscribe,
    reconnect: () => void calls.push('reconnect'),
    hold: () => {
      calls.push('hold');
      return () => calls.push('let go');
    },
  };
  return { calls, subscribe, port };
}

describe('the prize feed loaded on demand', () => {
  it('loads nothing until a visitor subscribes, then loads once for every subscription', async () => {
    const real = recorder();
    const load = vi.fn(async () => real.port);
    const { subscribe } = realtimeOnDemand(load);
    expect(load).not.toHaveBeenCalled();
    const values: unknown[] = [];
    const leaveFirst = subscribe(1001, (raw) => values.push(raw));
    const leaveSecond = subscribe(1002, () => {});
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.calls).toEqual(['listen 1001', 'listen 1002']);
    expect(values).toEqual([[{ id: 2, name: 'Brosur' }]]);
    leaveFirst();
    leaveFirst();
    leaveSecond();
    expect(real.calls).toEqual(['listen 1001', 'listen 1002', 'leave 1001', 'leave 1002']);
  });

  it('never subscribes a visitor who left (logged out) before the adapter arrived', async () => {
    const real = recorder();
    const { subscribe } = realtimeOnDemand(async () => real.port);
    const leave = subscribe(1001, () => {});
    leave();
    await settle();
    expect(real.calls).toEqual([]);
  });

  it('tries the download again at the next subscription when it failed (offline)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const real = recorder();
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(real.port);
    const { subscribe } = realtimeOnDemand(load);
    subscribe(1001, () => {});
    await settle();
    expect(real.calls).toEqual([]);
    expect(warn).toHaveBeenCalledWith('[realtime] could not load the realtime database:', expect.any(TypeError));
    subscribe(1001, () => {});
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(real.calls).toEqual(['listen 1001']);
    warn.mockRestore();
  });

  it('hands a hold taken before the adapter arrived to it, even after a failed download, and lets go of it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const real = recorder();
    const realtime = realtimeOnDemand(vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(real.port));
    const letGo = realtime.hold();
    realtime.subscribe(1001, () => {});
    await settle();
    expect(real.calls).toEqual([]);
    realtime.subscribe(1001, () => {});
    await settle();
    expect(real.calls).toEqual(['hold', 'listen 1001']);
    realtime.reconnect();
    await settle();
    letGo();
    letGo();
    expect(real.calls).toEqual(['hold', 'listen 1001', 'reconnect', 'let go']);
    warn.mockRestore();
  });
});
