// A session list kept by the service worker is shown counted down by its age, by the worker
// offline and by the boot screen before the network's answer (src/adapters/keptSessionList.ts): a
// session that starts in an hour, read from a copy kept 90 s ago, starts in 58.5 minutes.
import { describe, expect, it } from 'vitest';
import { countedDown, keptAgeSeconds, RECEIVED_AT_HEADER } from '../../src/adapters/keptSessionList';

const NOW = Date.UTC(2026, 10, 28, 9, 0, 0);
const stamped = (value: string | null) => new Response('{}', { headers: value === null ? {} : { [RECEIVED_AT_HEADER]: value } });

describe('a kept session list', () => {
  it('is as old as the whole seconds since the worker stamped it, never less than 0', () => {
    expect(keptAgeSeconds(stamped(String(NOW - 90_500)), NOW)).toBe(90);
    expect(keptAgeSeconds(stamped(String(NOW + 5_000)), NOW)).toBe(0);
  });

  it('has no age without a stamp, or with one that is not a time', () => {
    for (const value of [null, '', 'kemarin', '0', '-5']) expect(keptAgeSeconds(stamped(value), NOW)).toBeNull();
  });

  it("counts each session's countdown down by its age, and leaves everything else as it is", () => {
    const list = { data: [{ id: 79, is_started_countdown: 3600 }, { id: 80, is_started_countdown: '3600' }, { id: 81 }, null, 'sesi'] };
    expect(countedDown(list, 90)).toEqual({ data: [{ id: 79, is_started_countdown: 3510 }, { id: 80, is_started_countdown: '3600' }, { id: 81 }, null, 'sesi'] });
    for (const other of [null, 'x', [{ is_started_countdown: 10 }], { data: null }, { data: { is_started_countdown: 10 } }]) {
      expect(countedDown(structuredClone(other), 90)).toEqual(other);
    }
  });
});
