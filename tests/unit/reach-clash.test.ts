// A meeting slot is warned of when it overlaps a session the visitor starred, and only then.
import { describe, expect, it } from 'vitest';
import type { UpcomingSession } from '@pameran/sdk';
import { clashingSession } from '../../src/features/reach/clash';

const session = (id: number, title: string, starts_at: string, ends_at: string): UpcomingSession => ({ id, title, starts_at, ends_at, is_started_countdown: 0 }) as UpcomingSession;
const SESSIONS = [
  session(82, 'Perawatan Sistem Hidrolik Alat Berat', '2026-11-23T03:00:00Z', '2026-11-23T04:00:00Z'),
  session(83, 'Memilih Genset yang Tepat untuk Pabrik', '2026-11-23T06:00:00Z', '2026-11-23T07:00:00Z'),
];
const slot = (from: string, to?: string) => ({ starts_at: `2026-11-23T${from}:00Z`, ...(to ? { ends_at: `2026-11-23T${to}:00Z` } : {}) });

describe('a meeting slot against the starred sessions', () => {
  it('names the starred session it overlaps', () => {
    expect(clashingSession(slot('03:30', '04:00'), SESSIONS, [82, 83])).toBe('Perawatan Sistem Hidrolik Alat Berat');
    expect(clashingSession(slot('05:45', '06:15'), SESSIONS, [83])).toBe('Memilih Genset yang Tepat untuk Pabrik');
    expect(clashingSession(slot('06:30'), SESSIONS, [83])).toBe('Memilih Genset yang Tepat untuk Pabrik');
  });

  it('says nothing for a session not starred, or one that only touches the slot', () => {
    expect(clashingSession(slot('03:30', '04:00'), SESSIONS, [83])).toBeNull();
    expect(clashingSession(slot('04:00', '04:30'), SESSIONS, [82])).toBeNull();
    expect(clashingSession(slot('05:30', '06:00'), SESSIONS, [83])).toBeNull();
    expect(clashingSession({ starts_at: 'kapan-kapan' }, SESSIONS, [82, 83])).toBeNull();
  });
});
