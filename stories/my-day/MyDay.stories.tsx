import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { myDay as dayCopy } from '../../src/copy/myDay';
import { failure } from '../support/outcome';
import { onRoute } from '../support/screen';
import { onViewport } from '../support/viewports';
import { endpoints } from '../fixtures/api';
import { dayApi, dayWithGap, meetingLater, planningVisitor } from './fixtures';

const BOOTHS = [{ exhibitor_id: 3, name: 'PT Bearing Jaya Abadi', booth_code: 'A-05' }, { exhibitor_id: 1, name: 'PT Sinar Baja Presisi', booth_code: 'A-01', visited: true }];

export default {
  title: 'Screens/Hari saya',
  ...onRoute('/hari-saya', { api: dayApi(dayWithGap(30), [], []), ports: { user: planningVisitor } }),
} satisfies Meta;
type Story = StoryObj;

/** Booths to visit first, then the starred sessions and a meeting by start, each with the walk from the one before. */
export const Planned: Story = {
  parameters: { pameran: { api: dayApi(dayWithGap(30), [79, 82], BOOTHS, [meetingLater]) } },
  play: async () => {
    const day = await screen.findByRole('list');
    const rows = await within(day).findAllByRole('article');
    expect(rows.map((row) => row.getAttribute('aria-label')?.split(', ').at(-1))).toEqual(['PT Bearing Jaya Abadi', 'Peluncuran Mesin CNC Generasi Baru', 'Perawatan Sistem Hidrolik Alat Berat', dayCopy.meetingWith('CV Hidrolik Jaya Abadi')]);
    // 360 m at 1 m/s, with 30 minutes between the sessions: time enough.
    expect(within(day).getByText(/^Sesi \d\d\.\d\d di Ruang Teknik Hall B: 6 menit jalan, berangkat \d\d\.\d\d$/)).toBeVisible();
    expect(screen.queryByText(dayCopy.tooShort)).toBeNull();
    expect(screen.getByText(dayCopy.keptWithAccount)).toBeVisible();
  },
};

/** Five minutes between two sessions a six-minute walk apart: the leg says so. */
export const GapTooShort: Story = {
  parameters: { pameran: { api: dayApi(dayWithGap(5), [79, 82], []) } },
  play: async () => {
    expect(await screen.findByText(dayCopy.tooShort)).toBeVisible();
  },
};

export const GapTooShortPhone: Story = { ...GapTooShort, ...onViewport('phone') };

export const Empty: Story = {
  // Another visitor: nothing of the first one's day on this device.
  parameters: { pameran: { ports: { user: { ...planningVisitor, id: 43, code: 'PMR-0043' } } } },
  play: async () => {
    expect(await screen.findByText(dayCopy.empty)).toBeVisible();
    expect(screen.getByRole('link', { name: dayCopy.toAgenda })).toBeVisible();
  },
};

/** SPEC's platform keeps no lists (404): they stay on this device, said once under the day. */
export const OnThisDeviceOnly: Story = {
  parameters: { pameran: { api: { [endpoints.myAgenda]: failure(404, 'Alamat API tidak ditemukan.'), [endpoints.myVisitList]: failure(404, 'Alamat API tidak ditemukan.'), [endpoints.saveMyAgenda]: failure(404, 'Alamat API tidak ditemukan.'), [endpoints.saveMyVisitList]: failure(404, 'Alamat API tidak ditemukan.') } } },
  play: async () => {
    expect(await screen.findByText(dayCopy.keptOnDevice)).toBeVisible();
  },
};

/** Without a floor plan no walk can be said: the day is still in order, and says why. */
export const NoPlan: Story = {
  parameters: { pameran: { api: { ...dayApi(dayWithGap(30), [79, 82], []), [endpoints.floorplan]: failure(404, 'Denah belum tersedia.') } } },
  play: async () => {
    expect(await screen.findByText(dayCopy.noPlan)).toBeVisible();
  },
};

export const SignedOut: Story = {
  parameters: { pameran: { ports: { user: null } } },
  play: async () => {
    expect(await screen.findByText(dayCopy.login)).toBeVisible();
  },
};

export const Desktop: Story = { ...Planned, ...onViewport('desktop') };
