// Walking routes on small plans whose answers can be worked out by hand (metres, y downwards),
// and the visit route's order against every order tried. SPEC has no floor plan; the issue
// asks for the shortest walk along the aisles, around booths, through doors, at 1 m/s.
import { describe, expect, it } from 'vitest';
import type { FloorPlan } from '@pameran/sdk';
import { walkingDistances, walkingRoute, type Place, type WalkingRoute } from '../../src/features/wayfinding/route';
import { visitOrder, visitRoute, walkLength } from '../../src/features/wayfinding/tour';

const hall = (id: string, x: number, y: number, width: number, height: number) => ({ id, name: `Hall ${id}`, x, y, width, height });
const booth = (code: string, hall_id: string, x: number, y: number, width = 4, height = 2) => ({ code, hall_id, x, y, width, height });
const spot = (id: string, x: number, y: number) => ({ id, kind: 'info', x, y });
const facility = (id: string): Place => ({ kind: 'facility', id });

/** Whether any point along the path lies inside a booth (not on its edge). */
function crossesABooth(plan: FloorPlan, route: WalkingRoute): boolean {
  for (let k = 1; k < route.path.length; k++) {
    const a = route.path[k - 1]!;
    const b = route.path[k]!;
    for (let t = 0; t <= 1; t += 0.01) {
      const x = a.x + (b.x - a.x) * t;
      const y = a.y + (b.y - a.y) * t;
      if (plan.booths.some((s) => x > s.x + 0.01 && x < s.x + s.width - 0.01 && y > s.y + 0.01 && y < s.y + s.height - 0.01)) return true;
    }
  }
  return false;
}

// One hall 20 × 10 m; a row of four booths across the middle from x = 2 to 18, aisles all round.
const row: FloorPlan = {
  halls: [hall('A', 0, 0, 20, 10)],
  booths: [booth('A-01', 'A', 2, 4), booth('A-02', 'A', 6, 4), booth('A-03', 'A', 10, 4), booth('A-04', 'A', 14, 4)],
  doors: [],
  facilities: [spot('north', 10, 1), spot('south', 10, 9)],
};

describe('a walk around a row of booths', () => {
  it('goes round the end of the row: about 19 m, not the 8 m straight through it', () => {
    const route = walkingRoute(row, facility('north'), facility('south'));
    // By hand: (10,1) → the row's corner (2,4) → (2,6) → (10,9) = 2·√(8²+3²) + 2 ≈ 19.1 m;
    // a 1 m grid keeps half a metre off the booths, so a little more.
    expect(route).not.toBeNull();
    expect(route!.straightLine).toBe(false);
    expect(route!.metres).toBeGreaterThan(19);
    expect(route!.metres).toBeLessThan(21.5);
    expect(route!.seconds).toBeCloseTo(route!.metres, 6); // 1 m/s
    expect(crossesABooth(row, route!)).toBe(false);
    expect(route!.path[0]).toMatchObject({ x: 10, y: 1, hall: 'A' });
    expect(route!.path.at(-1)).toMatchObject({ x: 10, y: 9 });
  });

  it('from one booth to the booth beside it walks along the aisle, not through the wall between them', () => {
    const route = walkingRoute(row, { kind: 'booth', code: 'A-02' }, { kind: 'booth', code: 'A-03' });
    expect(route).not.toBeNull();
    expect(crossesABooth(row, route!)).toBe(false);
    // They touch: out to the aisle, a step along, back in: a few metres.
    expect(route!.metres).toBeLessThan(4);
    expect(route!.steps[0]).toBe('Mulai dari Stan A-02.');
    expect(route!.steps.at(-1)).toMatch(/^Stan A-03 di (kiri|kanan|depan) Anda\.$/);
  });

  it('is written out step by step, metres in each step', () => {
    const route = walkingRoute(row, facility('north'), facility('south'))!;
    expect(route.steps[0]).toBe('Mulai dari Meja informasi.');
    expect(route.steps.slice(1, -1).every((step) => / \d+ m\.$/.test(step))).toBe(true);
    const written = route.steps.slice(1, -1).reduce((sum, step) => sum + Number(/(\d+) m\.$/.exec(step)![1]), 0);
    expect(Math.abs(written - route.metres)).toBeLessThan(3);
  });
});

describe('no path through a booth', () => {
  // The row runs wall to wall: the two sides of the hall do not meet.
  const wall: FloorPlan = {
    ...row,
    booths: [booth('A-01', 'A', 0, 4, 5), booth('A-02', 'A', 5, 4, 5), booth('A-03', 'A', 10, 4, 5), booth('A-04', 'A', 15, 4, 5)],
  };

  it('finds no route when booths close the way', () => {
    expect(walkingRoute(wall, facility('north'), facility('south'))).toBeNull();
    expect(walkingDistances(wall, facility('north'), [facility('south'), facility('north')])).toEqual([null, 0]);
  });

  it('finds no route to a place the plan does not have', () => {
    expect(walkingRoute(row, facility('north'), { kind: 'booth', code: 'Z-99' })).toBeNull();
    expect(walkingRoute(row, { kind: 'room', id: 1 }, facility('north'))).toBeNull();
  });
});

describe('two halls through a door', () => {
  // Hall A (0–10) and Hall B (10–20) share a wall at x = 10 with one door low in it, at (10, 9).
  const twoHalls: FloorPlan = {
    halls: [hall('A', 0, 0, 10, 10), hall('B', 10, 0, 10, 10)],
    booths: [],
    doors: [{ x: 10, y: 9 }],
    facilities: [spot('in-a', 8, 1), spot('in-b', 12, 1)],
  };

  it('walks down to the door and back up, not 4 m through the wall', () => {
    const route = walkingRoute(twoHalls, facility('in-a'), facility('in-b'))!;
    // By hand: (8,1) → the door → (12,1). A door is an opening 1.5 m either side of its point
    // (y 7.5–10.5 here): at least 2·√(2²+6.5²) ≈ 13.6 m, at most 2·√(2²+8²) ≈ 16.5 m and the
    // grid's half metre.
    expect(route.metres).toBeGreaterThan(13.6);
    expect(route.metres).toBeLessThan(17.5);
    const nearestToDoor = Math.min(...route.path.map((p) => Math.hypot(p.x - 10, p.y - 9)));
    expect(nearestToDoor).toBeLessThan(1.5);
    const halls = route.path.map((p) => p.hall);
    expect(halls[0]).toBe('A');
    expect(halls.at(-1)).toBe('B');
    expect(route.steps).toContain('Keluar dari Hall A.');
    expect(route.steps).toContain('Masuk ke Hall B.');
  });

  it('with the door elsewhere the walk follows it', () => {
    const route = walkingRoute({ ...twoHalls, doors: [{ x: 10, y: 1 }] }, facility('in-a'), facility('in-b'))!;
    expect(route.metres).toBeLessThan(5);
  });

  it('halls apart, joined through the concourse between their doors', () => {
    const apart: FloorPlan = {
      halls: [hall('A', 0, 0, 10, 10), hall('B', 16, 0, 10, 10)],
      booths: [],
      doors: [{ x: 10, y: 5 }, { x: 16, y: 5 }],
      facilities: [spot('in-a', 5, 5), spot('in-b', 21, 5)],
    };
    const route = walkingRoute(apart, facility('in-a'), facility('in-b'))!;
    expect(route.metres).toBeGreaterThan(15.9);
    expect(route.metres).toBeLessThan(17.5);
    expect(route.steps).toEqual(['Mulai dari Meja informasi.', 'Jalan lurus 16 m.', 'Keluar dari Hall A.', 'Masuk ke Hall B.', 'Meja informasi di depan Anda.']);
  });

  it('without doors in the plan, a straight line, said so', () => {
    const { doors: _doors, ...noDoors } = twoHalls;
    const route = walkingRoute(noDoors, facility('in-a'), facility('in-b'))!;
    expect(route.straightLine).toBe(true);
    expect(route.metres).toBeCloseTo(4, 6);
    expect(route.path).toEqual([{ x: 8, y: 1, hall: 'A' }, { x: 12, y: 1, hall: 'B' }]);
    expect(route.steps[0]).toMatch(/garis lurus/);
    expect(route.steps.at(-1)).toBe('Meja informasi sekitar 4 m dari sini dalam garis lurus.');
  });
});

describe('the visit route', () => {
  /** Every order of the stops: the brute-force optimum of an open walk from the start. */
  function bruteForce(distance: number[][]): number {
    const stops = distance.length - 1;
    let best = Infinity;
    const walk = (at: number, left: number[], metres: number) => {
      if (metres >= best) return;
      if (left.length === 0) {
        best = metres;
        return;
      }
      for (const next of left) walk(next, left.filter((s) => s !== next), metres + distance[at]![next]!);
    };
    walk(0, Array.from({ length: stops }, (_, s) => s + 1), 0);
    return best;
  }

  // A hall of 8 × 3 booths in rows back to back along aisles, like the fair's.
  const rows: FloorPlan = {
    halls: [hall('A', 0, 0, 38, 20)],
    booths: Array.from({ length: 24 }, (_, k) => booth(`A-${String(k + 1).padStart(2, '0')}`, 'A', 3 + (k % 8) * 4, 3 + Math.floor(k / 8) * 5)),
    doors: [],
    entrances: [{ id: 'utama', x: 19, y: 20 }],
  };
  const from: Place = { kind: 'entrance', id: 'utama' };

  /** A seeded pick of `count` booth codes (the same lists every run). */
  function pick(seed: number, count: number): string[] {
    let state = seed;
    const codes = rows.booths.map((b) => b.code);
    const picked: string[] = [];
    while (picked.length < count) {
      state = (state * 16807) % 2147483647; // Park–Miller: exact in doubles
      const code = codes[Math.floor((state / 2147483647) * codes.length)]!;
      if (!picked.includes(code)) picked.push(code);
    }
    return picked;
  }

  for (const [seed, count] of [[1, 5], [2, 6], [3, 7], [4, 8], [5, 8]] as const) {
    it(`orders ${count} booths as short as the best of every order (list ${seed})`, () => {
      const codes = pick(seed, count);
      const places: Place[] = codes.map((code) => ({ kind: 'booth', code }));
      const distance = [
        [0, ...walkingDistances(rows, from, places).map(Number)],
        ...places.map((place) => [0, ...walkingDistances(rows, place, places).map(Number)]),
      ];
      const best = bruteForce(distance);
      const route = visitRoute(rows, from, codes);
      expect([...route.booths].sort()).toEqual([...codes].sort());
      expect(route.metres).toBeCloseTo(best, 6);
      expect(route.seconds).toBeCloseTo(best, 6);
      expect(route.unreachable).toEqual([]);
      // Nearest neighbour and 2-opt alone (what longer lists get) stay within a tenth of it.
      expect(visitOrder(distance, 0).metres).toBeLessThan(best * 1.1 + 1e-9);
    });
  }

  it('walks stops along a line in line order, however the list was made', () => {
    // Ten stops at 1, 2, … 10 m along a line from the start: the best walk is 10 m, in order.
    const position = [7, 2, 9, 4, 1, 10, 3, 8, 5, 6];
    const points = [0, ...position];
    const distance = points.map((a) => points.map((b) => Math.abs(a - b)));
    const { order, metres } = visitOrder(distance);
    expect(order.map((k) => position[k])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(metres).toBe(10);
    expect(walkLength(distance, order)).toBe(10);
  });

  it('leaves out booths the plan does not have', () => {
    const route = visitRoute(rows, from, ['A-01', 'Z-09']);
    expect(route.booths).toEqual(['A-01']);
    expect(route.unreachable).toEqual(['Z-09']);
  });
});
