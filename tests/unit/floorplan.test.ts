// The floor plan call (x-assumed GET /api/events/1/floorplan) through the SDK against the local
// platform over real HTTP: public, a believable demo plan for the demo exhibitors, the bench's
// big plan, and a platform without a plan.
import { describe, expect, it } from 'vitest';
import { ApiError, createPameranClient, type FloorPlan } from '../../sdk/src/index';
import { usePlatform, type Platform } from '../helpers/platform';

const clientOf = (platform: Platform) => createPameranClient({ baseUrl: platform.url, getToken: () => null });

/** Two rectangles overlap when neither lies wholly beside or above the other. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the demo plan', () => {
  const platform = usePlatform();

  it('is read without a token and without an Authorization header', async () => {
    platform.resetRequests();
    await clientOf(platform).events.floorplan();
    const [request] = platform.requests.filter((r) => r.path === '/api/events/1/floorplan');
    expect(request?.method).toBe('GET');
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('has halls A to D and 48 booths, each inside its hall and none overlapping another', async () => {
    const plan: FloorPlan = await clientOf(platform).events.floorplan();
    expect(plan.halls.map((hall) => hall.name)).toEqual(['Hall A', 'Hall B', 'Hall C', 'Hall D']);
    expect(plan.booths).toHaveLength(48);
    for (const booth of plan.booths) {
      const hall = plan.halls.find((h) => h.id === booth.hall_id)!;
      expect(booth.x).toBeGreaterThanOrEqual(hall.x);
      expect(booth.y).toBeGreaterThanOrEqual(hall.y);
      expect(booth.x + booth.width).toBeLessThanOrEqual(hall.x + hall.width);
      expect(booth.y + booth.height).toBeLessThanOrEqual(hall.y + hall.height);
    }
    const overlapping = plan.booths.flatMap((a, i) => plan.booths.slice(i + 1).filter((b) => overlap(a, b)).map((b) => `${a.code}/${b.code}`));
    expect(overlapping).toEqual([]);
  });

  it('puts every demo exhibitor at its own booth code, with its product names', async () => {
    const plan = await clientOf(platform).events.floorplan();
    const event = await clientOf(platform).events.event();
    for (const exhibitor of event.exhibitors!) {
      const booth = plan.booths.find((b) => b.code === exhibitor.booth_code);
      expect(booth?.exhibitor?.name, exhibitor.booth_code).toBe(exhibitor.name);
      expect(`Hall ${booth?.hall_id}`).toBe(exhibitor.hall);
    }
    const bearing = plan.booths.find((b) => b.code === 'A-05');
    expect(bearing?.exhibitor).toEqual({
      id: 3,
      name: 'PT Bearing Jaya Abadi',
      category: 'Bantalan & Transmisi',
      products: [{ id: 301, name: 'Bearing Bola 6205-2RS' }, { id: 302, name: 'Gearbox Reduksi WPA-60' }],
    });
    expect(plan.booths.find((b) => b.code === 'A-02')?.exhibitor).toBeUndefined();
  });
});

describe("the bench's plan", () => {
  const platform = usePlatform({ floorplanBooths: 400 });
  it('has 400 booths with distinct codes', async () => {
    const plan = await clientOf(platform).events.floorplan();
    expect(plan.booths).toHaveLength(400);
    expect(new Set(plan.booths.map((b) => b.code)).size).toBe(400);
  });
});

describe('a platform without a plan', () => {
  const platform = usePlatform({ floorplanBooths: 0 });
  it('answers 404 with an Indonesian message', async () => {
    const error = await clientOf(platform).events.floorplan().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).message).toBe('Denah pameran belum tersedia.');
  });
});
