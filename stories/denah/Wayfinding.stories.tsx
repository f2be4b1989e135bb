// Finding the way on /denah: where the visitor stands, a walking route drawn and written out,
// a plan without doors (a straight line, said so), no start yet, no way at all, facilities found
// by the search, the visit route, and the free booths folded in the list view.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { FloorPlan } from '@pameran/sdk';
import { wayfinding as wayCopy } from '../../src/copy/wayfinding';
import { denah as denahCopy } from '../../src/copy/denah';
import { clearHere, setHere } from '../../src/features/wayfinding/position';
import { endpoints, platform } from '../fixtures/api';
import { exhibitors } from '../fixtures/event';
import { floorPlan } from '../fixtures/floorplan';
import { visitor } from '../fixtures/visitors';
import { onRoute } from '../support/screen';
import { onViewport } from '../support/viewports';

/**
 * The stories' plan (halls A, B, C side by side, 2 m apart) with what routes need: a door at the
 * foot of each wall that faces a neighbour, an entrance between A and B, a musala and toilets.
 */
const planWithWays: FloorPlan = {
  ...floorPlan,
  doors: [{ x: 18, y: 10.5 }, { x: 20, y: 10.5 }, { x: 38, y: 10.5 }, { x: 40, y: 10.5 }],
  entrances: [{ id: 'utama', name: 'Pintu Utama', x: 19, y: 12 }],
  facilities: [
    { id: 'musala', kind: 'musala', name: 'Musala', x: 39, y: 1 },
    { id: 'toilet', kind: 'toilet', name: 'Toilet', x: 19, y: 1 },
  ],
  rooms: [{ id: '1', name: 'Panggung Utama', x: 9, y: 11 }],
};

// Each story names its plan: a story's parameters are merged into the meta's, object by object,
// so a plan without doors could not take a meta's plan with doors away.
const withWays = { [endpoints.floorplan]: planWithWays };

export default {
  title: 'Screens/Denah/Finding the way',
  ...onRoute('/denah', { api: platform }),
  beforeEach: () => () => clearHere(),
} satisfies Meta;
type Story = StoryObj;

const panel = () => screen.findByRole('region', { name: /^Rute jalan kaki:/ });
const bearings = exhibitors[2]!;

/** A scanned booth code put the visitor at A-01: the plan says so and marks the spot. */
export const HereKnown: Story = {
  beforeEach: () => setHere({ kind: 'booth', code: 'A-01' }),
  parameters: { pameran: { api: withWays } },
  play: async () => {
    await waitFor(() => expect(document.querySelector('[data-here]')).toHaveTextContent(wayCopy.hereNear('Stan A-01', 0)), { timeout: 5000 });
    expect(document.querySelector('[data-here-mark]')).not.toBeNull();
  },
};

/** From A-01 to C-03, through two doors: metres, minutes, the steps, the line on the plan. */
export const RouteFromHere: Story = {
  beforeEach: () => setHere({ kind: 'booth', code: 'A-01' }),
  parameters: { pameran: { api: withWays, route: `/denah?booth=${bearings.booth_code}&ke=stan:${bearings.booth_code}` } },
  play: async () => {
    const region = await panel();
    expect(within(region).getByRole('status')).toHaveTextContent(/^Dari Stan A-01 ke Stan C-03: \d+ m, sekitar \d+ menit jalan kaki\.$/);
    const steps = within(region).getAllByRole('listitem').map((item) => item.textContent);
    expect(steps[0]).toBe(wayCopy.stepStart('Stan A-01'));
    expect(steps).toContain(wayCopy.stepEnterHall('Hall C'));
    expect(document.querySelector('[data-route] polyline')).not.toBeNull();
  },
};

/** The same on a phone: the route's card above the plan, the line on it. */
export const RouteOnPhone: Story = {
  ...onViewport('phone'),
  parameters: { pameran: { api: withWays, route: '/denah?ke=fasilitas:musala&dari=pintu:utama' } },
  play: async () => {
    expect(within(await panel()).getByRole('status')).toHaveTextContent(/^Dari Pintu Utama ke Musala: \d+ m/);
  },
};

/** A plan without doors (only SPEC-less fields missing): a straight line, and the screen says so. */
export const StraightLine: Story = {
  parameters: { pameran: { api: { [endpoints.floorplan]: { ...floorPlan, entrances: planWithWays.entrances } }, route: '/denah?ke=stan:C-03&dari=pintu:utama' } },
  play: async () => {
    const region = await panel();
    expect(within(region).getByText(wayCopy.straightLineNote)).toBeVisible();
    expect(document.querySelector('[data-route] polyline')).toHaveAttribute('stroke-dasharray');
  },
};

/** A destination and no start yet: how to give one, and the entrances to start from. */
export const NoStart: Story = {
  parameters: { pameran: { api: withWays, route: '/denah?ke=fasilitas:toilet' } },
  play: async () => {
    const region = await panel();
    expect(within(region).getByText(wayCopy.routeNoStart)).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Pintu Utama' }));
    expect(await within(region).findByText(/^Dari Pintu Utama ke Toilet: \d+ m/)).toBeVisible();
  },
};

/** No way there: the booths close it off (a plan whose only door is missing). */
export const NoWay: Story = {
  parameters: { pameran: { api: { [endpoints.floorplan]: { ...planWithWays, doors: [] } }, route: '/denah?ke=stan:C-03&dari=pintu:utama' } },
  play: async () => {
    expect(within(await panel()).getByRole('alert')).toHaveTextContent(wayCopy.routeNone('Stan C-03'));
  },
};

/** "toilet" and "prayer" find the facilities, whichever language the screen is in. */
export const FacilitySearch: Story = {
  parameters: { pameran: { api: withWays, route: '/denah?q=prayer' } },
  play: async () => {
    const results = await screen.findByText(wayCopy.facilityMatches(1));
    expect(within(results.closest('section')!).getByRole('button', { name: wayCopy.routeToNamed(wayCopy.facility.musala) })).toBeVisible();
  },
};

/** Rute kunjungan: two booths to visit, nearest first from A-01, one visited already. */
export const VisitRoute: Story = {
  beforeEach: () => setHere({ kind: 'booth', code: 'A-01' }),
  parameters: {
    pameran: {
      ports: { user: visitor },
      api: {
        ...withWays,
        [endpoints.myVisitList]: {
          entries: exhibitors.slice(1, 4).map((e, index) => ({ exhibitor_id: e.id, name: e.name, booth_code: e.booth_code, visited: index === 0 })),
        },
      },
    },
  },
  play: async () => {
    const tour = await screen.findByRole('region', { name: wayCopy.tourHeading });
    expect(await within(tour).findByText(/^2 stan, \d+ m, sekitar \d+ menit jalan kaki\.$/)).toBeVisible();
    // The one visited is listed after the walk, ticked.
    expect(within(tour).getAllByRole('listitem')).toHaveLength(3);
    expect(within(tour).getByRole('img', { name: wayCopy.tourVisited })).toBeInTheDocument();
  },
};

/** The list view: the booths an exhibitor holds, the free ones folded under one line. */
export const FreeBoothsFolded: Story = {
  parameters: { pameran: { route: '/denah?tampilan=daftar' } },
  play: async () => {
    const list = await screen.findByRole('list', { name: denahCopy.viewList });
    expect(list.querySelectorAll(':scope > li')).toHaveLength(6);
    expect(screen.getByText(wayCopy.freeBoothsFolded(12))).toBeVisible();
  },
};
