// The .ics files of the agenda, checked against RFC 5545 by a small validator written here from
// the RFC (not from the library that makes the files): CRLF line endings, content lines folded
// at ≤ 75 octets, VCALENDAR with VERSION and PRODID, each VEVENT with UID, DTSTAMP and
// DTSTART/DTEND in UTC ('Z'), and the times the visitor saw in WIB.
import { describe, expect, it } from 'vitest';
import { buildCalendar, calendarFileName, sessionUid, type CalendarSession } from '../../src/features/agenda/calendar';
import { agendaEntries, groupAgenda } from '../../src/features/agenda/agenda';
import { sessionEnd } from '../../src/lib/sessionTimes';
import { bookedSessionIds } from '../../machines/sessions';

/** Unfolds content lines (RFC 5545 §3.1) after checking the physical lines. */
function contentLines(text: string): string[] {
  expect(text.endsWith('\r\n'), 'the file ends with CRLF').toBe(true);
  expect(/(?<!\r)\n/.test(text), 'every line break is CRLF').toBe(false);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) expect(Buffer.byteLength(line, 'utf8'), `≤ 75 octets: ${line}`).toBeLessThanOrEqual(75);
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  return lines;
}

interface Component { name: string; props: Map<string, string[]>; children: Component[] }

/** Parses BEGIN/END nesting; fails on a mismatched END. */
function parse(text: string): Component {
  const root: Component = { name: '', props: new Map(), children: [] };
  const stack = [root];
  for (const line of contentLines(text)) {
    const match = /^([A-Z0-9-]+)((?:;[^:]*)?):(.*)$/.exec(line);
    expect(match, `a content line: ${line}`).not.toBeNull();
    const [, name, , value] = match!;
    const top = stack[stack.length - 1]!;
    if (name === 'BEGIN') {
      const child: Component = { name: value!, props: new Map(), children: [] };
      top.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      expect(top.name).toBe(value);
      stack.pop();
    } else {
      top.props.set(name!, [...(top.props.get(name!) ?? []), value!]);
    }
  }
  expect(stack).toHaveLength(1);
  return root;
}

const UTC = /^\d{8}T\d{6}Z$/;

function checkCalendar(text: string) {
  const root = parse(text);
  expect(root.children.map((c) => c.name)).toEqual(['VCALENDAR']);
  const calendar = root.children[0]!;
  expect(calendar.props.get('VERSION')).toEqual(['2.0']);
  expect(calendar.props.get('PRODID')?.[0]).toBeTruthy();
  const events = calendar.children.filter((c) => c.name === 'VEVENT');
  for (const event of events) {
    for (const required of ['UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY']) {
      expect(event.props.get(required), required).toHaveLength(1);
    }
    for (const time of ['DTSTAMP', 'DTSTART', 'DTEND']) expect(event.props.get(time)![0]).toMatch(UTC);
    expect(event.props.get('DTEND')![0]! > event.props.get('DTSTART')![0]!).toBe(true);
  }
  return events;
}

const session79: CalendarSession = {
  id: 79,
  title: 'Peluncuran Mesin CNC Generasi Baru — demo langsung spindle 360 mm dan kontrol Fanuc terbaru',
  // 10.00–11.00 WIB
  startsAt: '2026-11-23T03:00:00.000Z',
  endsAt: '2026-11-23T04:00:00.000Z',
  roomName: 'Panggung Utama Hall A',
  speaker: 'Ir. Hendra Gunawan',
  externalUrl: null,
};
const session82: CalendarSession = { ...session79, id: 82, title: 'Perawatan Sistem Hidrolik Alat Berat', startsAt: '2026-11-24T07:30:00.000Z', endsAt: '2026-11-24T08:30:00.000Z' };
const pageUrl = (id: number) => `https://pameran.example/live-stream/${id}`;

describe('add to calendar (.ics)', () => {
  it('writes one session as a valid RFC 5545 calendar with its UTC times', async () => {
    const text = await buildCalendar([session79], pageUrl);
    const [event] = checkCalendar(text);
    // 10.00 WIB is 03.00 UTC: the calendar app shows it in the visitor's own zone.
    expect(event!.props.get('DTSTART')).toEqual(['20261123T030000Z']);
    expect(event!.props.get('DTEND')).toEqual(['20261123T040000Z']);
    expect(event!.props.get('UID')).toEqual([sessionUid(79)]);
    expect(event!.props.get('SUMMARY')![0]).toBe(session79.title);
    expect(event!.props.get('LOCATION')).toEqual(['Panggung Utama Hall A']);
    expect(event!.props.get('URL')![0]).toBe('https://pameran.example/live-stream/79');
    expect(calendarFileName([session79])).toBe('sesi-79.ics');
  });

  it('writes all of "Sesi saya" in one file, one event per session with stable UIDs', async () => {
    const text = await buildCalendar([session79, session82], pageUrl);
    const events = checkCalendar(text);
    expect(events.map((e) => e.props.get('UID')![0])).toEqual([sessionUid(79), sessionUid(82)]);
    expect(events[1]!.props.get('DTSTART')).toEqual(['20261124T073000Z']);
    expect(calendarFileName([session79, session82])).toBe('sesi-saya.ics');
  });

  it('folds a long title and still reads it back whole', async () => {
    const text = await buildCalendar([{ ...session79, title: 'Sesi '.repeat(40).trim() }], pageUrl);
    expect(text).toMatch(/\r\n[ \t]/);
    expect(checkCalendar(text)[0]!.props.get('SUMMARY')![0]).toBe('Sesi '.repeat(40).trim());
  });
});

describe('the agenda model', () => {
  const now = Date.parse('2026-11-23T03:30:00Z'); // 10.30 WIB
  const upcoming = [
    { id: 82, title: 'Hidrolik', is_started_countdown: 3600, starts_at: '2026-11-23T04:30:00Z', ends_at: '2026-11-23T05:30:00Z', room_id: 2, room_name: 'Ruang Teknik Hall B', speaker: 'Bambang' },
    { id: 79, title: 'CNC', is_started_countdown: -1800, starts_at: '2026-11-23T03:00:00Z', ends_at: '2026-11-23T04:00:00Z', room_id: 1, room_name: 'Panggung Utama Hall A', speaker: 'Hendra' },
    // 23.30 UTC is 06.30 WIB the next day.
    { id: 84, title: 'Las', is_started_countdown: 72000, starts_at: '2026-11-23T23:30:00Z', room_id: 3, room_name: 'Studio Demo Hall C' },
    { id: 70, title: 'Sudah selesai', is_started_countdown: -7200, starts_at: '2026-11-23T01:00:00Z', ends_at: '2026-11-23T02:00:00Z', room_id: 1 },
  ];
  const external = [{ id: 80, title: 'Ekskavator', room_id: 2, starts_at: '2026-11-23T03:10:00Z', ends_at: '2026-11-23T04:10:00Z', external_url: 'https://siaran.contoh.id/x' }];

  it('lists upcoming and ongoing sessions, the visitor’s own first, the rest by WIB day', () => {
    const agenda = groupAgenda(agendaEntries(upcoming, external, [82], now, new Map([[2, 'Ruang Teknik Hall B']])));
    expect(agenda.mine.map((e) => e.id)).toEqual([82]);
    expect(agenda.days.map((d) => d.key)).toEqual(['2026-11-23', '2026-11-24']);
    expect(agenda.days[0]!.entries.map((e) => [e.id, e.ongoing, e.mine, e.roomName])).toEqual([
      [79, true, false, 'Panggung Utama Hall A'],
      [80, true, false, 'Ruang Teknik Hall B'],
      [82, false, true, 'Ruang Teknik Hall B'],
    ]);
    // No end time in the answer: one hour.
    expect(agenda.days[1]!.entries[0]!.endsAt).toBe('2026-11-24T00:30:00.000Z');
  });

  it('takes an hour when the end is missing or before the start', () => {
    expect(sessionEnd({ starts_at: '2026-11-23T03:00:00Z', ends_at: '2026-11-23T02:00:00Z' })).toBe('2026-11-23T04:00:00.000Z');
  });

  it('reads the visitor’s booked sessions from User.session only while is_session_booked', () => {
    expect(bookedSessionIds({ is_session_booked: true, session: [79, '82', { id: 83 }, { session_id: 84 }, 'x', null, -1, 79] })).toEqual([79, 82, 83, 84]);
    expect(bookedSessionIds({ is_session_booked: false, session: [79] })).toEqual([]);
    expect(bookedSessionIds(null)).toEqual([]);
  });
});
