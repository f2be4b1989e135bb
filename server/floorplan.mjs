// @ts-check
// The demo floor plan (GET /api/events/1/floorplan, x-assumed): four halls, A to D, as the
// demo exhibitors' `hall` and booth codes already say (booth A-05 stands in Hall A), each
// filled with rows of booths back to back along aisles. A booth whose code an exhibitor holds
// carries that exhibitor and its product names; the others are free booths.
// Coordinates are metres, y downwards, one space for the whole venue.

/** @typedef {import('../sdk/src/types.ts').FloorPlan} FloorPlan */
/** @typedef {import('../sdk/src/types.ts').FloorPlanBooth} FloorPlanBooth */
/** @typedef {import('./data.mjs').DemoData} DemoData */

/** The demo plan's size: 48 booths, 12 per hall. */
export const DEMO_BOOTHS = 48;
/** The env var of `npm start` that sets the plan's booth count (0: the platform has no plan). */
export const FLOORPLAN_BOOTHS_ENV = 'PAMERAN_FLOORPLAN_BOOTHS';

const HALLS = ['A', 'B', 'C', 'D'];
const BOOTH_WIDTH = 4;
const BOOTH_DEPTH = 3;
const AISLE = 3;
const HALL_PADDING = 3;
const HALL_GAP = 8;

/** A booth code as printed at the venue: hall letter and a two-digit number (A-01 … ). */
export const boothCode = (/** @type {string} */ hall, /** @type {number} */ number) => `${hall}-${String(number).padStart(2, '0')}`;

/**
 * @param {Pick<DemoData, 'exhibitors' | 'products'> & { rooms?: { id: number, name?: string }[] }} data
 * @param {{ booths?: number }} [size] how many booths in all, spread evenly over the halls
 * @returns {FloorPlan}
 */
export function createFloorPlan(data, { booths = DEMO_BOOTHS } = {}) {
  const perHall = Math.ceil(booths / HALLS.length);
  const columns = perHall <= 12 ? 6 : Math.ceil(Math.sqrt(perHall * 1.5));
  const rows = Math.ceil(perHall / columns);
  const hallWidth = HALL_PADDING * 2 + columns * BOOTH_WIDTH;
  // Rows stand back to back in pairs; an aisle runs between pairs.
  const hallHeight = HALL_PADDING * 2 + Math.ceil(rows / 2) * (2 * BOOTH_DEPTH + AISLE) - AISLE;
  const byCode = new Map(data.exhibitors.map((exhibitor) => [exhibitor.booth_code.toUpperCase(), exhibitor]));

  const halls = HALLS.map((id, index) => ({
    id,
    name: `Hall ${id}`,
    x: (index % 2) * (hallWidth + HALL_GAP),
    y: Math.floor(index / 2) * (hallHeight + HALL_GAP),
    width: hallWidth,
    height: hallHeight,
  }));

  /** @type {FloorPlanBooth[]} */
  const boothList = [];
  for (const hall of halls) {
    for (let i = 0; i < perHall && boothList.length < booths; i++) {
      const row = Math.floor(i / columns);
      const code = boothCode(hall.id, i + 1);
      /** @type {FloorPlanBooth} */
      const booth = {
        code,
        hall_id: hall.id,
        x: hall.x + HALL_PADDING + (i % columns) * BOOTH_WIDTH,
        y: hall.y + HALL_PADDING + Math.floor(row / 2) * (2 * BOOTH_DEPTH + AISLE) + (row % 2) * BOOTH_DEPTH,
        width: BOOTH_WIDTH,
        height: BOOTH_DEPTH,
      };
      const exhibitor = byCode.get(code);
      if (exhibitor) {
        booth.exhibitor = {
          id: exhibitor.id,
          name: exhibitor.name,
          category: exhibitor.category,
          products: data.products.filter((p) => p.exhibitor_id === exhibitor.id).map(({ id, name }) => ({ id, name })),
        };
      }
      boothList.push(booth);
    }
  }
  return { halls, booths: boothList, ...venueSpots(halls, data.rooms ?? []) };
}

/** Facility kinds the app names and draws (sdk/openapi.yaml FloorPlanSpot). */
const FACILITY_NAMES = /** @type {const} */ ({
  musala: 'Musala', toilet: 'Toilet', food: 'Area makan', exit: 'Pintu darurat',
  first_aid: 'P3K', info: 'Meja informasi', charging: 'Pengisian daya',
});

/**
 * What the plan needs for walking routes: a door in each wall that faces a neighbouring hall
 * (the space between halls is the walkable concourse), two entrances in the concourse, the
 * session rooms at the halls' far walls and the facilities around the concourse.
 * @param {{ id: string, x: number, y: number, width: number, height: number }[]} halls A, B above C, D
 * @param {{ id: number, name?: string }[]} rooms
 * @returns {Required<Pick<FloorPlan, 'doors' | 'entrances' | 'facilities' | 'rooms'>>}
 */
function venueSpots(halls, rooms) {
  const [a, b, c, d] = halls;
  if (!a || !b || !c || !d) return { doors: [], entrances: [], facilities: [], rooms: [] };
  const midY = (/** @type {typeof a} */ hall) => hall.y + hall.height / 2;
  const midX = (/** @type {typeof a} */ hall) => hall.x + hall.width / 2;
  const gapX = (a.x + a.width + b.x) / 2; // the concourse's north–south axis
  const gapY = (a.y + a.height + c.y) / 2; // and its east–west axis
  const bottom = c.y + c.height;
  const doors = [
    { x: a.x + a.width, y: midY(a) }, { x: b.x, y: midY(b) }, { x: c.x + c.width, y: midY(c) }, { x: d.x, y: midY(d) },
    { x: midX(a), y: a.y + a.height }, { x: midX(c), y: c.y }, { x: midX(b), y: b.y + b.height }, { x: midX(d), y: d.y },
  ];
  const entrances = [
    { id: 'utara', name: 'Pintu Utara', x: gapX, y: a.y },
    { id: 'selatan', name: 'Pintu Selatan', x: gapX, y: bottom },
  ];
  /** @type {[keyof typeof FACILITY_NAMES, number, number][]} */
  const placed = [
    ['info', gapX, gapY], ['musala', gapX, c.y + 2], ['toilet', gapX, a.y + a.height - 2],
    ['food', a.x + 4, gapY], ['first_aid', b.x + b.width - 4, gapY], ['exit', d.x + d.width, midY(d)],
    ['charging', a.x + 1.5, a.y + 1.5], ['toilet', d.x + d.width - 1.5, d.y + d.height - 1.5],
  ];
  const facilities = placed.map(([kind, x, y], index) => ({ id: `${kind}-${index + 1}`, kind, name: FACILITY_NAMES[kind], x, y }));
  // Room n stands at the far wall of hall n (Panggung Utama Hall A, Ruang Teknik Hall B, …).
  const roomSpots = rooms.slice(0, halls.length).map((room, index) => {
    const hall = /** @type {typeof a} */ (halls[index]);
    return { id: String(room.id), ...(room.name ? { name: room.name } : {}), x: midX(hall), y: index < 2 ? hall.y + 1.5 : hall.y + hall.height - 1.5 };
  });
  return { doors, entrances, facilities, rooms: roomSpots };
}

/**
 * The booth count from the environment: unset or empty is the demo plan; a whole number ≥ 0
 * is that many booths (the bench's 400; 0 is a platform without a plan).
 * @param {string | undefined} raw
 * @returns {number}
 */
export function floorPlanBoothsFrom(raw) {
  if (raw === undefined || raw.trim() === '') return DEMO_BOOTHS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 5000) {
    throw new Error(`${FLOORPLAN_BOOTHS_ENV} harus berupa bilangan bulat 0–5000, bukan "${raw}".`);
  }
  return value;
}
