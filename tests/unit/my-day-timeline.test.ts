// The visitor's day, pure (src/features/myDay/timeline.ts): which starred sessions clash (running
// at once, or too close to walk between their rooms, with two minutes to spare), and the day as
// one timeline whose rows say the walk from the row before and when to leave. The walks are a
// table here, as a floor plan would give them.
import { describe, expect, it } from 'vitest';
import { clashesOf, timelineOf, walkMinutes, type BoothItem, type Spot, type TimedItem, type WalkSeconds } from '../../src/features/myDay/timeline';

/** Jakarta is UTC+7: 14:00 WIB is 07:00Z. */
const wib = (hhmm: string) => `2026-11-23T${String(Number(hhmm.slice(0, 2)) - 7).padStart(2, '0')}:${hhmm.slice(3)}:00.000Z`;
const session = (id: number, from: string, to: string, room: number | null): TimedItem => ({
  kind: 'session', id, title: `Sesi ${id}`, startsAt: wib(from), endsAt: wib(to), spot: room === null ? null : { kind: 'room', id: room }, placeName: room === null ? '' : `Ruang ${room}`,
});
const booth = (id: number, code: string): BoothItem => ({ kind: 'booth', id, title: `Peserta ${id}`, spot: { kind: 'booth', code }, placeName: `Stan ${code}` });

/** Walking seconds between places, both ways; anything not in the table has no route. */
function walks(table: Record<string, number>): WalkSeconds {
  const name = (spot: Spot) => (spot.kind === 'room' ? `R${spot.id}` : spot.code);
  return (from, to) => table[`${name(from)}-${name(to)}`] ?? table[`${name(to)}-${name(from)}`] ?? null;
}

describe('clashes between starred sessions', () => {
  it('finds two sessions that run at the same time, wherever they are', () => {
    const clashes = clashesOf([session(1, '10:00', '11:00', 1), session(2, '10:30', '11:30', 2)], walks({}));
    expect(clashes.map((c) => [c.first.id, c.second.id, c.kind])).toEqual([[1, 2, 'overlap']]);
  });

  it('finds a session that starts before the walk to its room (plus two minutes) can end', () => {
    // 11:00 → 11:05 is 300 s; the walk takes 240 s, 480 s with the margin.
    const clashes = clashesOf([session(1, '10:00', '11:00', 1), session(2, '11:05', '12:00', 2)], walks({ 'R1-R2': 240 }));
    expect(clashes).toEqual([expect.objectContaining({ kind: 'walk', walkSeconds: 240, gapSeconds: 300 })]);
    expect(walkMinutes(240)).toBe(4);
  });

  it('lets sessions be when the walk fits, when they share a room, or when no walk can be said', () => {
    expect(clashesOf([session(1, '10:00', '11:00', 1), session(2, '11:10', '12:00', 2)], walks({ 'R1-R2': 240 }))).toEqual([]);
    expect(clashesOf([session(1, '10:00', '11:00', 1), session(2, '11:00', '12:00', 1)], walks({}))).toEqual([]);
    expect(clashesOf([session(1, '10:00', '11:00', 1), session(2, '11:01', '12:00', null)], walks({}))).toEqual([]);
  });

  it('names each clashing pair once, earlier session first, among many', () => {
    const clashes = clashesOf([session(3, '10:45', '11:15', 3), session(1, '10:00', '11:00', 1), session(2, '10:30', '11:30', 2)], walks({}));
    expect(clashes.map((c) => [c.first.id, c.second.id])).toEqual([[1, 2], [1, 3], [2, 3]]);
  });
});

describe("the day's timeline", () => {
  const now = Date.parse(wib('09:00'));

  it('puts the booths to visit first, then the sessions by start, leaving out what has ended', () => {
    const rows = timelineOf([session(2, '14:00', '15:00', 2), session(1, '08:00', '08:30', 1), session(3, '10:00', '11:00', 1)], [booth(5, 'A-05')], now, walks({}));
    expect(rows.map((row) => [row.item.kind, row.item.id])).toEqual([['booth', 5], ['session', 3], ['session', 2]]);
  });

  it('says the walk from the item before and when to leave: "Sesi 14:00 di Ruang 2: 6 menit jalan, berangkat 13:52"', () => {
    const rows = timelineOf([session(1, '12:00', '13:00', 1), session(2, '14:00', '15:00', 2)], [], now, walks({ 'R1-R2': 6 * 60 }));
    expect(rows[0]).toMatchObject({ walkSeconds: null, leaveAt: null, tooShort: false });
    expect(rows[1]).toMatchObject({ walkSeconds: 360, leaveAt: Date.parse(wib('13:52')), tooShort: false });
  });

  it('warns when the gap is shorter than the walk and its margin', () => {
    const rows = timelineOf([session(1, '12:00', '13:55', 1), session(2, '14:00', '15:00', 2)], [], now, walks({ 'R1-R2': 6 * 60 }));
    expect(rows[1]).toMatchObject({ leaveAt: Date.parse(wib('13:52')), tooShort: true });
  });

  it('walks from the last booth to the first session, and between booths, without a clock for the booths', () => {
    const rows = timelineOf([session(1, '09:05', '10:00', 1)], [booth(5, 'A-05'), booth(7, 'B-07')], now, walks({ 'A-05-B-07': 40, 'B-07-R1': 300 }));
    expect(rows.map((row) => [row.item.id, row.walkSeconds, row.tooShort])).toEqual([[5, null, false], [7, 40, false], [1, 300, true]]);
  });
});
