// Walking routes on the floor plan, computed on the device from the plan alone (offline).
//
// The plan becomes a grid of 1 m cells (coarser on a very large venue): a cell inside a booth is
// blocked, a cell belongs to the hall its centre lies in (or to the concourse outside every
// hall), and a step from one hall's cell into another place's cell is allowed only next to a
// door (`doors`, x-assumed). A* over the 8-neighbour grid (no corner cutting) finds the shortest
// walk; the path is then pulled straight where the way is clear, so it is drawn and described as
// a few straight legs. A plan without doors cannot say how halls join or where their walls open,
// so the route is then a straight line, marked `straightLine` and said in the directions.
import type { FloorPlan, FloorPlanBooth, FloorPlanHall } from '@pameran/sdk';
import { wayfinding as copy } from '../../copy/wayfinding';

export type Place =
  | { kind: 'booth'; code: string }
  | { kind: 'room'; id: number }
  | { kind: 'facility'; id: string }
  | { kind: 'entrance'; id: string };

export interface PathPoint {
  x: number;
  y: number;
  /** The hall the point lies in; absent in the concourse between halls. */
  hall?: string;
}

export interface WalkingRoute {
  metres: number;
  seconds: number;
  path: PathPoint[];
  /** Written directions in the current language, one sentence a step. */
  steps: string[];
  /** The plan has no doors: the path is a straight line, not a walk along the aisles. */
  straightLine: boolean;
}

/** A point of the plan's x-assumed lists (doors, entrances, facilities, rooms). */
export type Spot = NonNullable<FloorPlan['facilities']>[number];

export const FACILITY_KINDS = ['musala', 'toilet', 'food', 'exit', 'first_aid', 'info', 'charging'] as const;
export type FacilityKind = (typeof FACILITY_KINDS)[number] | 'other';
export const facilityKind = (spot: Spot): FacilityKind =>
  (FACILITY_KINDS as readonly string[]).includes(spot.kind ?? '') ? (spot.kind as FacilityKind) : 'other';

/** Walking speed: 1 m/s. */
export const METRES_PER_SECOND = 1;
/** Cells at most: a larger venue gets coarser cells so a route stays fast. */
const MAX_CELLS = 60_000;
/** How near a door's point a cell must be to let a walker through the wall. */
const DOOR_REACH = 1.5;
/** Legs turning less than this are one leg in the directions ("Jalan lurus"), more is a turn. */
const SAME_HEADING_DEGREES = 30;
/** Legs shorter than this (metres) are not a step of their own in the directions. */
const SHORTEST_LEG = 1.5;

interface Grid {
  originX: number;
  originY: number;
  cell: number;
  cols: number;
  rows: number;
  blocked: Uint8Array;
  /** Index in `halls`, or -1 outside every hall. */
  region: Int16Array;
  door: Uint8Array;
  halls: FloorPlanHall[];
}

/** A place resolved on the plan: where a walk may start or end, and where its mark is. */
interface Anchor {
  name: string;
  centre: { x: number; y: number };
  /** A booth's rectangle: the walk ends at its edge. */
  rect?: { x: number; y: number; width: number; height: number };
  hallIndex: number;
}

const grids = new WeakMap<FloorPlan, Grid>();

function gridOf(plan: FloorPlan): Grid {
  const cached = grids.get(plan);
  if (cached) return cached;
  const spots = [...(plan.doors ?? []), ...(plan.entrances ?? []), ...(plan.facilities ?? []), ...(plan.rooms ?? [])];
  const xs = [...plan.halls.flatMap((h) => [h.x, h.x + h.width]), ...spots.map((s) => s.x)];
  const ys = [...plan.halls.flatMap((h) => [h.y, h.y + h.height]), ...spots.map((s) => s.y)];
  const originX = Math.min(...xs);
  const originY = Math.min(...ys);
  const width = Math.max(...xs) - originX || 1;
  const height = Math.max(...ys) - originY || 1;
  const cell = Math.max(1, Math.sqrt((width * height) / MAX_CELLS));
  const cols = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  const grid: Grid = {
    originX, originY, cell, cols, rows,
    blocked: new Uint8Array(cols * rows),
    region: new Int16Array(cols * rows).fill(-1),
    door: new Uint8Array(cols * rows),
    halls: plan.halls,
  };
  // Cells whose centre lies strictly inside the rectangle.
  const cellsIn = (x: number, y: number, w: number, h: number, visit: (index: number) => void) => {
    const i0 = Math.max(0, Math.ceil((x - originX) / cell - 0.5));
    const i1 = Math.min(cols - 1, Math.floor((x + w - originX) / cell - 0.5));
    const j0 = Math.max(0, Math.ceil((y - originY) / cell - 0.5));
    const j1 = Math.min(rows - 1, Math.floor((y + h - originY) / cell - 0.5));
    for (let j = j0; j <= j1; j++) {
      for (let i = i0; i <= i1; i++) {
        const cx = originX + (i + 0.5) * cell;
        const cy = originY + (j + 0.5) * cell;
        if (cx > x && cx < x + w && cy > y && cy < y + h) visit(j * cols + i);
      }
    }
  };
  plan.halls.forEach((hall, index) => cellsIn(hall.x, hall.y, hall.width, hall.height, (c) => (grid.region[c] = index)));
  for (const booth of plan.booths) cellsIn(booth.x, booth.y, booth.width, booth.height, (c) => (grid.blocked[c] = 1));
  const reach = Math.max(DOOR_REACH, cell * 1.5);
  for (const door of plan.doors ?? []) {
    for (const c of cellsNear(grid, door.x, door.y, reach)) grid.door[c] = 1;
  }
  grids.set(plan, grid);
  return grid;
}

const centreOf = (grid: Grid, c: number) => ({
  x: grid.originX + ((c % grid.cols) + 0.5) * grid.cell,
  y: grid.originY + (Math.floor(c / grid.cols) + 0.5) * grid.cell,
});

function cellAt(grid: Grid, x: number, y: number): number {
  const i = Math.floor((x - grid.originX) / grid.cell);
  const j = Math.floor((y - grid.originY) / grid.cell);
  if (i < 0 || j < 0 || i >= grid.cols || j >= grid.rows) return -1;
  return j * grid.cols + i;
}

function cellsNear(grid: Grid, x: number, y: number, reach: number): number[] {
  const found: number[] = [];
  const span = Math.ceil(reach / grid.cell) + 1;
  const i0 = Math.floor((x - grid.originX) / grid.cell);
  const j0 = Math.floor((y - grid.originY) / grid.cell);
  for (let j = j0 - span; j <= j0 + span; j++) {
    for (let i = i0 - span; i <= i0 + span; i++) {
      if (i < 0 || j < 0 || i >= grid.cols || j >= grid.rows) continue;
      const c = j * grid.cols + i;
      const centre = centreOf(grid, c);
      if (Math.hypot(centre.x - x, centre.y - y) <= reach) found.push(c);
    }
  }
  return found;
}

/** One step between neighbouring cells: both open, and a change of hall only at a door. */
function open(grid: Grid, a: number, b: number): boolean {
  return !grid.blocked[a] && !grid.blocked[b] && (grid.region[a] === grid.region[b] || !!grid.door[a] || !!grid.door[b]);
}

/** A step to any of the 8 neighbours; a diagonal needs both cells beside it open too. */
function canStep(grid: Grid, a: number, b: number): boolean {
  if (!open(grid, a, b)) return false;
  const ai = a % grid.cols;
  const bi = b % grid.cols;
  if (ai === bi || b - bi === a - ai) return true;
  const side1 = a - ai + bi; // same row as a, column of b
  const side2 = b - bi + ai; // row of b, column of a
  return open(grid, a, side1) && open(grid, side1, b) && open(grid, a, side2) && open(grid, side2, b);
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Where a walk leaves or reaches the place from a cell: a booth's nearest edge, or the point. */
function touchPoint(anchor: Anchor, from: { x: number; y: number }) {
  const r = anchor.rect;
  return r ? { x: clamp(from.x, r.x, r.x + r.width), y: clamp(from.y, r.y, r.y + r.height) } : anchor.centre;
}

/** The open cells a walk can start or end in at this place. */
function endCells(grid: Grid, anchor: Anchor): number[] {
  const r = anchor.rect;
  let cells: number[];
  if (r) {
    const reach = grid.cell * 1.01;
    cells = [];
    const span = Math.max(r.width, r.height) / 2 + reach;
    for (const c of cellsNear(grid, anchor.centre.x, anchor.centre.y, span * Math.SQRT2)) {
      if (grid.blocked[c]) continue;
      const p = centreOf(grid, c);
      const edge = touchPoint(anchor, p);
      if (Math.hypot(edge.x - p.x, edge.y - p.y) <= reach && grid.region[c] === anchor.hallIndex) cells.push(c);
    }
  } else {
    cells = cellsNear(grid, anchor.centre.x, anchor.centre.y, grid.cell).filter((c) => !grid.blocked[c]);
    if (cells.length === 0) {
      for (let reach = grid.cell * 2; cells.length === 0 && reach < grid.cell * 6; reach += grid.cell) {
        cells = cellsNear(grid, anchor.centre.x, anchor.centre.y, reach).filter((c) => !grid.blocked[c]);
      }
    }
  }
  return cells;
}

class Heap {
  private items: number[] = [];
  private keys: number[] = [];
  get size() {
    return this.items.length;
  }
  get topKey(): number {
    return this.keys[0] ?? Infinity;
  }
  push(item: number, key: number) {
    const { items, keys } = this;
    let i = items.length;
    items.push(item);
    keys.push(key);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((keys[parent] as number) <= key) break;
      items[i] = items[parent] as number;
      keys[i] = keys[parent] as number;
      i = parent;
    }
    items[i] = item;
    keys[i] = key;
  }
  pop(): number {
    const { items, keys } = this;
    const top = items[0] as number;
    const lastItem = items.pop() as number;
    const lastKey = keys.pop() as number;
    const n = items.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= n) break;
        if (child + 1 < n && (keys[child + 1] as number) < (keys[child] as number)) child++;
        if ((keys[child] as number) >= lastKey) break;
        items[i] = items[child] as number;
        keys[i] = keys[child] as number;
        i = child;
      }
      items[i] = lastItem;
      keys[i] = lastKey;
    }
    return top;
  }
}

interface Search {
  cost: Float64Array;
  parent: Int32Array;
}

/**
 * Shortest walks from `start` over the grid. Towards one `goal` (A*): until no open cell can
 * better the best arrival at the goal's `until` cells; else (Dijkstra) until every cell in
 * `until` is settled. Start cells cost the step from the place to them.
 */
function search(grid: Grid, start: Anchor, until: Set<number>, goal?: Anchor): Search {
  const size = grid.cols * grid.rows;
  const cost = new Float64Array(size).fill(Infinity);
  const parent = new Int32Array(size).fill(-1);
  const done = new Uint8Array(size);
  const heap = new Heap();
  const reach = goal ? (goal.rect ? Math.hypot(goal.rect.width, goal.rect.height) / 2 : 0) + grid.cell * 1.5 : 0;
  // In cell units from the grid's corner, so the hot loop allocates nothing; a hair over the
  // distance breaks ties towards the goal (many equal paths on a grid) at no cost to the length.
  const gx = goal ? (goal.centre.x - grid.originX) / grid.cell - 0.5 : 0;
  const gy = goal ? (goal.centre.y - grid.originY) / grid.cell - 0.5 : 0;
  const h = (c: number) => {
    if (!goal) return 0;
    const i = c % grid.cols;
    const j = (c - i) / grid.cols;
    return Math.max(0, Math.hypot(i - gx, j - gy) * grid.cell - reach) * 1.001;
  };
  for (const c of endCells(grid, start)) {
    const p = centreOf(grid, c);
    const edge = touchPoint(start, p);
    const g = Math.hypot(p.x - edge.x, p.y - edge.y);
    if (g < cost[c]!) {
      cost[c] = g;
      heap.push(c, g + h(c));
    }
  }
  let left = until.size;
  let best = Infinity;
  const { cols, cell } = grid;
  while (heap.size > 0 && left > 0 && heap.topKey < best) {
    const c = heap.pop();
    if (done[c]) continue;
    done[c] = 1;
    if (until.has(c)) {
      left--;
      if (goal) {
        const p = centreOf(grid, c);
        const edge = touchPoint(goal, p);
        best = Math.min(best, cost[c]! + Math.hypot(p.x - edge.x, p.y - edge.y));
      }
    }
    const i = c % cols;
    const j = (c - i) / cols;
    for (let dj = -1; dj <= 1; dj++) {
      const nj = j + dj;
      if (nj < 0 || nj >= grid.rows) continue;
      for (let di = -1; di <= 1; di++) {
        const ni = i + di;
        if ((di === 0 && dj === 0) || ni < 0 || ni >= cols) continue;
        const n = nj * cols + ni;
        if (done[n] || !canStep(grid, c, n)) continue;
        const g = cost[c]! + (di !== 0 && dj !== 0 ? cell * Math.SQRT2 : cell);
        if (g < cost[n]!) {
          cost[n] = g;
          parent[n] = c;
          heap.push(n, g + h(n));
        }
      }
    }
  }
  return { cost, parent };
}

/** The best end cell of a search at this place, and the walk's length to the place. */
function arrival(grid: Grid, found: Search, ends: number[], anchor: Anchor): { cell: number; metres: number } | null {
  let best: { cell: number; metres: number } | null = null;
  for (const c of ends) {
    const g = found.cost[c]!;
    if (!Number.isFinite(g)) continue;
    const p = centreOf(grid, c);
    const edge = touchPoint(anchor, p);
    const metres = g + Math.hypot(p.x - edge.x, p.y - edge.y);
    if (!best || metres < best.metres) best = { cell: c, metres };
  }
  return best;
}

/** The plan's booth with this code (booth codes are printed in capitals). */
export function boothOf(plan: FloorPlan, code: string): FloorPlanBooth | undefined {
  const wanted = code.trim().toUpperCase();
  return plan.booths.find((booth) => booth.code.toUpperCase() === wanted);
}

const hallName = (hall: FloorPlanHall) => hall.name ?? copy.hallFallback(hall.id);

/** A place's name as the directions and the screen say it. */
export function spotName(kind: Exclude<Place['kind'], 'booth'>, spot: Spot): string {
  if (kind === 'facility') {
    const facility = facilityKind(spot);
    return facility === 'other' && spot.name ? spot.name : copy.facility[facility];
  }
  if (spot.name) return spot.name;
  return kind === 'room' ? copy.room(spot.id ?? '') : copy.entrance(spot.id ?? '');
}

/** The plan's spot for a room, facility or entrance. */
export function spotOf(plan: FloorPlan, place: Exclude<Place, { kind: 'booth' }>): Spot | undefined {
  if (place.kind === 'room') return plan.rooms?.find((spot) => spot.id === String(place.id));
  const list = place.kind === 'facility' ? plan.facilities : plan.entrances;
  return list?.find((spot) => spot.id === place.id);
}

function hallIndexAt(plan: FloorPlan, x: number, y: number): number {
  return plan.halls.findIndex((h) => x >= h.x && x <= h.x + h.width && y >= h.y && y <= h.y + h.height);
}

function anchorOf(plan: FloorPlan, place: Place): Anchor | null {
  if (place.kind === 'booth') {
    const booth = boothOf(plan, place.code);
    if (!booth) return null;
    const { x, y, width, height } = booth;
    return {
      name: copy.booth(booth.code),
      centre: { x: x + width / 2, y: y + height / 2 },
      rect: { x, y, width, height },
      hallIndex: plan.halls.findIndex((hall) => hall.id === booth.hall_id),
    };
  }
  const spot = spotOf(plan, place);
  if (!spot) return null;
  return { name: spotName(place.kind, spot), centre: { x: spot.x, y: spot.y }, hallIndex: hallIndexAt(plan, spot.x, spot.y) };
}

const samePlace = (a: Place, b: Place) =>
  a.kind === b.kind && String(a.kind === 'booth' ? a.code.toUpperCase() : a.id) === String(b.kind === 'booth' ? b.code.toUpperCase() : b.id);

/** Whether the plan says enough to walk along its aisles (its x-assumed doors). */
export const planHasDoors = (plan: FloorPlan) => Array.isArray(plan.doors);

/** A straight segment between two cell centres crosses only cells a walker may step through. */
function clearLine(grid: Grid, a: number, b: number): boolean {
  const { cols } = grid;
  const ai = (a % cols) + 0.5;
  const aj = Math.floor(a / cols) + 0.5;
  const di = (b % cols) + 0.5 - ai;
  const dj = Math.floor(b / cols) + 0.5 - aj;
  const samples = Math.ceil(Math.hypot(di, dj) * 4);
  let previous = a;
  for (let k = 1; k <= samples; k++) {
    const t = k / samples;
    const c = Math.floor(aj + dj * t) * cols + Math.floor(ai + di * t);
    if (c === previous) continue;
    if (!canStep(grid, previous, c)) return false;
    previous = c;
  }
  return true;
}

/** The cell path pulled straight: each corner kept only where the way round it is not clear. */
function pullStraight(grid: Grid, cells: number[]): number[] {
  if (cells.length <= 2) return cells;
  const kept = [cells[0]!];
  let from = 0;
  while (from < cells.length - 1) {
    let to = from + 1;
    while (to + 1 < cells.length && clearLine(grid, cells[from]!, cells[to + 1]!)) to++;
    kept.push(cells[to]!);
    from = to;
  }
  return kept;
}

const hallAt = (grid: Grid, x: number, y: number): string | undefined => {
  const c = cellAt(grid, x, y);
  const index = c < 0 ? -1 : grid.region[c]!;
  return index >= 0 ? grid.halls[index]!.id : undefined;
};

const round = (metres: number) => Math.max(1, Math.round(metres));

/** The signed turn from one heading to the next, in degrees (positive: right, as y runs down). */
function turn(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return (Math.atan2(a.x * b.y - a.y * b.x, a.x * b.x + a.y * b.y) * 180) / Math.PI;
}

/** Short written directions for a path (legs merged where the heading barely changes). */
function directions(grid: Grid, fullPath: PathPoint[], from: Anchor, to: Anchor): string[] {
  // A step off or onto a booth's edge is not worth a sentence: legs under this join the next.
  const path: PathPoint[] = [fullPath[0]!];
  for (const point of fullPath.slice(1)) {
    const last = path[path.length - 1]!;
    if (Math.hypot(point.x - last.x, point.y - last.y) >= SHORTEST_LEG) path.push(point);
    else if (point === fullPath[fullPath.length - 1] && path.length > 1) path[path.length - 1] = point;
  }
  const legs: { dx: number; dy: number; start: PathPoint; end: PathPoint }[] = [];
  for (let k = 1; k < path.length; k++) {
    const start = path[k - 1]!;
    const end = path[k]!;
    const dx = end.x - start.x;
    const dy = end.y - start.y;
    if (Math.hypot(dx, dy) < 1e-6) continue;
    const last = legs[legs.length - 1];
    if (last && Math.abs(turn({ x: last.dx, y: last.dy }, { x: dx, y: dy })) < SAME_HEADING_DEGREES) {
      last.end = end;
      last.dx = end.x - last.start.x;
      last.dy = end.y - last.start.y;
    } else {
      legs.push({ dx, dy, start, end });
    }
  }
  const steps = [copy.stepStart(from.name)];
  legs.forEach((leg, k) => {
    const metres = round(Math.hypot(leg.dx, leg.dy));
    const previous = legs[k - 1];
    const angle = previous ? turn({ x: previous.dx, y: previous.dy }, { x: leg.dx, y: leg.dy }) : 0;
    steps.push(Math.abs(angle) < SAME_HEADING_DEGREES ? copy.stepWalk(metres) : angle > 0 ? copy.stepTurnRight(metres) : copy.stepTurnLeft(metres));
    // The halls the leg leaves and enters, in order.
    const samples = Math.ceil(Math.hypot(leg.dx, leg.dy) / (grid.cell / 2));
    let hall = hallAt(grid, leg.start.x, leg.start.y);
    for (let s = 1; s <= samples; s++) {
      const t = s / samples;
      const next = hallAt(grid, leg.start.x + leg.dx * t, leg.start.y + leg.dy * t);
      if (next === hall) continue;
      const left = grid.halls.find((h) => h.id === hall);
      const entered = grid.halls.find((h) => h.id === next);
      if (left) steps.push(copy.stepLeaveHall(hallName(left)));
      if (entered) steps.push(copy.stepEnterHall(hallName(entered)));
      hall = next;
    }
  });
  const lastLeg = legs[legs.length - 1];
  const end = path[path.length - 1]!;
  if (to.rect && lastLeg) {
    const side = turn({ x: lastLeg.dx, y: lastLeg.dy }, { x: to.centre.x - end.x, y: to.centre.y - end.y });
    steps.push(Math.abs(side) < SAME_HEADING_DEGREES ? copy.stepArriveAhead(to.name) : side > 0 ? copy.stepArriveRight(to.name) : copy.stepArriveLeft(to.name));
  } else {
    steps.push(copy.stepArriveAhead(to.name));
  }
  return steps;
}

function straightRoute(plan: FloorPlan, from: Anchor, to: Anchor): WalkingRoute {
  const point = (p: { x: number; y: number }): PathPoint => {
    const index = hallIndexAt(plan, p.x, p.y);
    return index >= 0 ? { ...p, hall: plan.halls[index]!.id } : { ...p };
  };
  const metres = Math.hypot(to.centre.x - from.centre.x, to.centre.y - from.centre.y);
  return {
    metres,
    seconds: metres / METRES_PER_SECOND,
    path: [point(from.centre), point(to.centre)],
    steps: [copy.straightLineNote, copy.stepStart(from.name), copy.stepStraightLine(to.name, round(metres))],
    straightLine: true,
  };
}

/**
 * The shortest walk from one place to another on the plan, or null when either place is not on
 * the plan or no walk joins them. Plans without doors get a straight line (`straightLine`).
 */
export function walkingRoute(plan: FloorPlan, from: Place, to: Place): WalkingRoute | null {
  const start = anchorOf(plan, from);
  const goal = anchorOf(plan, to);
  if (!start || !goal) return null;
  if (!planHasDoors(plan) || samePlace(from, to)) return straightRoute(plan, start, goal);
  const grid = gridOf(plan);
  const ends = endCells(grid, goal);
  const found = search(grid, start, new Set(ends), goal);
  const reached = arrival(grid, found, ends, goal);
  if (!reached) return null;
  const cells: number[] = [];
  for (let c = reached.cell; c >= 0; c = found.parent[c]!) cells.push(c);
  cells.reverse();
  const corners = pullStraight(grid, cells).map((c) => centreOf(grid, c));
  const points = [touchPoint(start, corners[0]!), ...corners, touchPoint(goal, corners[corners.length - 1]!)];
  const path: PathPoint[] = points.map((p) => {
    const hall = hallAt(grid, p.x, p.y);
    return hall ? { x: p.x, y: p.y, hall } : { x: p.x, y: p.y };
  });
  let metres = 0;
  for (let k = 1; k < path.length; k++) metres += Math.hypot(path[k]!.x - path[k - 1]!.x, path[k]!.y - path[k - 1]!.y);
  return { metres, seconds: metres / METRES_PER_SECOND, path, steps: directions(grid, path, start, goal), straightLine: false };
}

/**
 * Walking metres from one place to each of several (null where a place is missing or cut off):
 * one search for all of them, for ordering a visit. Plans without doors give straight lines.
 */
export function walkingDistances(plan: FloorPlan, from: Place, to: Place[]): (number | null)[] {
  const start = anchorOf(plan, from);
  const goals = to.map((place) => anchorOf(plan, place));
  if (!start) return goals.map(() => null);
  if (!planHasDoors(plan)) {
    return goals.map((goal) => (goal ? Math.hypot(goal.centre.x - start.centre.x, goal.centre.y - start.centre.y) : null));
  }
  const grid = gridOf(plan);
  const ends = goals.map((goal, k) => (goal && !samePlace(from, to[k]!) ? endCells(grid, goal) : []));
  const found = search(grid, start, new Set(ends.flat()));
  return goals.map((goal, k) => {
    if (!goal) return null;
    return samePlace(from, to[k]!) ? 0 : arrival(grid, found, ends[k]!, goal)?.metres ?? null;
  });
}

const KEY_PREFIX = { booth: 'stan', room: 'ruang', facility: 'fasilitas', entrance: 'pintu' } as const;

/** A place as it is written in an address (`stan:D-11`, `fasilitas:musala-2`, `ruang:1`, `pintu:utara`). */
export function placeKey(place: Place): string {
  return `${KEY_PREFIX[place.kind]}:${place.kind === 'booth' ? place.code : place.id}`;
}

/** An address's place, or null when it is not one (an address is typed by anyone). */
export function placeFromKey(key: string | null | undefined): Place | null {
  const match = /^(stan|ruang|fasilitas|pintu):([A-Za-z0-9_.-]{1,60})$/.exec(key?.trim() ?? '');
  if (!match) return null;
  const [, prefix, value] = match as unknown as [string, string, string];
  if (prefix === 'stan') return { kind: 'booth', code: value.toUpperCase() };
  if (prefix === 'ruang') return /^\d{1,9}$/.test(value) ? { kind: 'room', id: Number(value) } : null;
  return prefix === 'fasilitas' ? { kind: 'facility', id: value } : { kind: 'entrance', id: value };
}

/** A place's name as the screen says it (null: not on the plan). */
export function placeName(plan: FloorPlan, place: Place): string | null {
  return anchorOf(plan, place)?.name ?? null;
}

/** Where a place's mark is drawn on the plan (a booth's middle). */
export function placePoint(plan: FloorPlan, place: Place): { x: number; y: number } | null {
  return anchorOf(plan, place)?.centre ?? null;
}
