// The agenda's model and its .ics files at their edges (src/features/agenda/agenda.ts, calendar.ts),
// beside calendar.test.ts's whole-file checks: which sessions are listed and how they are ordered
// and named, what each calendar event says (speaker and room lines, its link), and content lines
// folded at 75 octets without splitting a character (RFC 5545 §3.1).
import { describe, expect, it, vi } from 'vitest';

const saved = vi.hoisted(() => [] as { name: string; text: string; type: string }[]);
vi.mock('../../src/lib/download', () => ({ downloadText: (name: string, text: string, type: string) => void saved.push({ name, text, type }) }));

// The unit files share one module graph (isolate: false): a module another file imported first
// would come from the cache, its mocked imports unmocked. Imported afresh, it takes the mocks.
vi.resetModules();
const { agendaEntries, groupAgenda } = await import('../../src/features/agenda/agenda');
const { buildCalendar, downloadCalendar, foldLines, CALENDAR_PRODUCT_ID } = await import('../../src/features/agenda/calendar');

const NOW = Date.parse('2026-11-23T03:30:00Z'); // 10.30 WIB
const session = (id: number, starts_at: string, ends_at: string, extra: Record<string, unknown> = {}) => ({ id, title: `Sesi ${id}`, is_started_countdown: 0, starts_at, ends_at, ...extra });

describe('the agenda’s sessions', () => {
  it('lists a session until its end, running from its start', () => {
    const entries = agendaEntries([
      session(1, '2026-11-23T02:00:00Z', '2026-11-23T03:30:00Z'), // ends now: gone
      session(2, '2026-11-23T02:00:00Z', '2026-11-23T03:30:01Z'), // ends a second later: running
      session(3, '2026-11-23T03:30:00Z', '2026-11-23T04:30:00Z'), // starts now: running
      session(4, '2026-11-23T03:30:01Z', '2026-11-23T04:30:00Z'), // not yet
    ], [], [], NOW);
    expect(entries.map((e) => [e.id, e.ongoing])).toEqual([[2, true], [3, true], [4, false]]);
  });

  it('lists a session once, the platform’s own before the external one of the same id', () => {
    const entries = agendaEntries(
      [session(80, '2026-11-23T04:00:00Z', '2026-11-23T05:00:00Z', { room_name: 'Panggung Utama Hall A' })],
      [{ id: 80, title: 'Ekskavator', starts_at: '2026-11-23T04:00:00Z', ends_at: '2026-11-23T05:00:00Z', external_url: 'https://siaran.contoh.id/x' }],
      [], NOW,
    );
    expect(entries).toEqual([{ id: 80, title: 'Sesi 80', startsAt: '2026-11-23T04:00:00.000Z', endsAt: '2026-11-23T05:00:00.000Z', roomName: 'Panggung Utama Hall A', roomId: null, speaker: '', ongoing: false, externalUrl: null, mine: false }]);
  });

  it('names the room from the rooms list when the session does not, and none when neither does', () => {
    const rooms = new Map([[2, 'Ruang Teknik Hall B']]);
    const entries = agendaEntries(
      [
        session(1, '2026-11-23T04:00:00Z', '2026-11-23T05:00:00Z', { room_id: 2, room_name: '' }),
        session(2, '2026-11-23T04:00:00Z', '2026-11-23T05:00:00Z', { room_id: 9 }),
        session(3, '2026-11-23T04:00:00Z', '2026-11-23T05:00:00Z'),
      ],
      [
        { id: 4, title: 'Luar', starts_at: '2026-11-23T04:00:00Z', ends_at: '2026-11-23T05:00:00Z', room_id: 2, speaker: 'Sari', external_url: 'https://siaran.contoh.id/4' },
        { id: 5, title: 'Luar tanpa ruang', starts_at: '2026-11-23T04:00:00Z', ends_at: '2026-11-23T05:00:00Z', room_id: 9 },
        { id: 6, title: 'Luar tanpa id ruang', starts_at: '2026-11-23T04:00:00Z', ends_at: '2026-11-23T05:00:00Z' },
      ],
      [4], NOW, rooms,
    );
    expect(Object.fromEntries(entries.map((e) => [e.id, [e.roomName, e.speaker, e.externalUrl, e.mine]]))).toEqual({
      1: ['Ruang Teknik Hall B', '', null, false],
      2: ['', '', null, false],
      3: ['', '', null, false],
      4: ['Ruang Teknik Hall B', 'Sari', 'https://siaran.contoh.id/4', true],
      5: ['', '', null, false],
      6: ['', '', null, false],
    });
  });

  it('orders sessions of the same start by room name, then by number', () => {
    const at = ['2026-11-23T04:00:00Z', '2026-11-23T05:00:00Z'] as const;
    const entries = agendaEntries([
      session(9, ...at, { room_name: 'Studio Demo Hall C' }),
      session(7, ...at, { room_name: 'Panggung Utama Hall A' }),
      session(5, ...at, { room_name: 'Studio Demo Hall C' }),
      session(3, '2026-11-23T04:30:00Z', '2026-11-23T05:00:00Z', { room_name: 'Aula' }),
    ], [], [], NOW);
    expect(entries.map((e) => e.id)).toEqual([7, 5, 9, 3]);
  });

  it('groups by WIB day, each day headed by its first session’s start', () => {
    const agenda = groupAgenda(agendaEntries([
      session(2, '2026-11-24T02:00:00Z', '2026-11-24T03:00:00Z'),
      // 17.30 UTC on the 23rd is 00.30 WIB on the 24th.
      session(1, '2026-11-23T17:30:00Z', '2026-11-23T18:30:00Z'),
      session(3, '2026-11-23T05:00:00Z', '2026-11-23T06:00:00Z'),
    ], [], [1, 3], NOW));
    expect(agenda.days.map((d) => [d.key, d.firstStart, d.entries.map((e) => e.id)])).toEqual([
      ['2026-11-23', '2026-11-23T05:00:00.000Z', [3]],
      ['2026-11-24', '2026-11-23T17:30:00.000Z', [1, 2]],
    ]);
    expect(agenda.mine.map((e) => e.id)).toEqual([3, 1]);
  });
});

const base = { id: 79, title: 'CNC', startsAt: '2026-11-23T03:00:00.000Z', endsAt: '2026-11-23T04:00:00.000Z', roomName: '', speaker: '', externalUrl: null };
const pageUrl = (id: number) => `https://pameran.example/live-stream/${id}`;
/** The unfolded content lines of the first event. */
async function eventLines(entry: typeof base | Record<string, unknown>) {
  const text = (await buildCalendar([entry as typeof base], pageUrl)).replace(/\r\n[ \t]/g, '');
  return text.split('\r\n');
}

describe('a session in the calendar', () => {
  it('says who speaks and in which room', async () => {
    const lines = await eventLines({ ...base, speaker: 'Ir. Hendra Gunawan', roomName: 'Panggung Utama Hall A' });
    expect(lines).toContain('DESCRIPTION:Pembicara: Ir. Hendra Gunawan\\nRuang: Panggung Utama Hall A');
    expect(lines).toContain('LOCATION:Panggung Utama Hall A');
  });

  it('says only what it knows, and no description or place without either', async () => {
    expect(await eventLines({ ...base, speaker: 'Sari' })).toContain('DESCRIPTION:Pembicara: Sari');
    const bare = await eventLines(base);
    expect(bare.some((line) => line.startsWith('DESCRIPTION'))).toBe(false);
    expect(bare.some((line) => line.startsWith('LOCATION'))).toBe(false);
  });

  it('links an external session to its stream, and to the live page when that address is unsafe', async () => {
    expect(await eventLines({ ...base, externalUrl: 'https://siaran.contoh.id/x' })).toContain('URL:https://siaran.contoh.id/x');
    expect(await eventLines({ ...base, externalUrl: 'javascript:alert(1)' })).toContain('URL:https://pameran.example/live-stream/79');
  });

  it('is the same event each time it is saved: its UID is the session’s, for event 1', async () => {
    expect(await eventLines(base)).toContain('UID:sesi-79@pameran.event-1');
  });

  it('fails instead of writing a file for a session whose times are not times', async () => {
    await expect(buildCalendar([{ ...base, startsAt: 'besok', endsAt: 'lusa' }], pageUrl)).rejects.toBeDefined();
  });

  it('names the calendar and the app that made it', async () => {
    const lines = await eventLines(base);
    expect(CALENDAR_PRODUCT_ID).toBe('-//Pameran//Agenda Sesi//ID');
    expect(lines).toContain('PRODID:-//Pameran//Agenda Sesi//ID');
    expect(lines).toContain('X-WR-CALNAME:Pameran — Sesi saya');
  });

  it('is saved as sesi-79.ics, a text/calendar file', async () => {
    saved.length = 0;
    expect(await downloadCalendar([base], pageUrl)).toBe('sesi-79.ics');
    expect(saved.map(({ name, type }) => [name, type])).toEqual([['sesi-79.ics', 'text/calendar;charset=utf-8']]);
    expect(saved[0]!.text).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);
  });
});

describe('folding content lines at 75 octets', () => {
  it('leaves a line of 75 octets whole and folds one of 76 after the 75th', () => {
    expect(foldLines(`${'a'.repeat(75)}\r\n`)).toBe(`${'a'.repeat(75)}\r\n`);
    expect(foldLines(`${'a'.repeat(76)}\r\n`)).toBe(`${'a'.repeat(75)}\r\n a\r\n`);
  });

  it('counts the folded line’s leading space', () => {
    // 75, then a space and 74, then a space and the rest.
    expect(foldLines('a'.repeat(75 + 74 + 3)).split('\r\n')).toEqual(['a'.repeat(75), ` ${'a'.repeat(74)}`, ' aaa', '']);
  });

  it('never splits a character: a 2-octet é that would end at octet 76 goes to the next line', () => {
    const folded = foldLines(`${'a'.repeat(74)}é`);
    expect(folded).toBe(`${'a'.repeat(74)}\r\n é\r\n`);
    const threeOctets = foldLines(`${'a'.repeat(73)}—b`);
    expect(threeOctets).toBe(`${'a'.repeat(73)}\r\n —b\r\n`);
  });

  it('unfolds what the library folded before folding again, keeping blank lines inside', () => {
    expect(foldLines('SUMMARY:Sesi\r\n  satu\r\nX:\r\n\r\nY:2\r\n')).toBe('SUMMARY:Sesi satu\r\nX:\r\n\r\nY:2\r\n');
    expect(foldLines('A:1\r\n\tb\r\n')).toBe('A:1b\r\n');
  });
});
