import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { copy } from '../../src/copy';
import { endpoints, platform } from '../fixtures/api';
import { agendaSession, agendaSessions, bookedVisitor } from '../fixtures/agenda';
import { reminders as remindersCopy } from '../../src/copy/reminders';
import { failure } from '../support/outcome';
import { expectScreenTitle } from '../support/play';
import { onRoute } from '../support/screen';
import { onViewport } from '../support/viewports';
import { agenda as agendaCopy } from '../../src/copy/agenda';

export default {
  title: 'Screens/Agenda',
  ...onRoute('/agenda', { api: { ...platform, [endpoints.upcomingSessions]: agendaSessions(), [endpoints.ongoingExternal]: [] }, ports: { user: null } }),
} satisfies Meta;
type Story = StoryObj;

/** Anyone can read the agenda; "Sesi saya" asks to sign in. */
export const Anonymous: Story = {
  play: async () => {
    await expectScreenTitle(copy.shell.titles.agenda);
    const all = await screen.findByRole('region', { name: agendaCopy.allHeading });
    expect(within(all).getByRole('article', { name: 'Perawatan Sistem Hidrolik Alat Berat' })).toBeVisible();
    expect(within(all).getByText(agendaCopy.ongoing)).toBeVisible();
    expect(screen.getByText(agendaCopy.mineLogin)).toBeVisible();
  },
};

/** Signed in with two booked sessions: "Sesi saya" first, marked in the schedule too. */
export const WithMySessions: Story = {
  parameters: { pameran: { ports: { user: bookedVisitor } } },
  play: async () => {
    const mine = await screen.findByRole('region', { name: agendaCopy.mineHeading });
    expect(await within(mine).findAllByRole('article')).toHaveLength(2);
    expect(within(mine).getByRole('button', { name: agendaCopy.addAllToCalendar })).toBeEnabled();
  },
};

export const NoBookings: Story = {
  parameters: { pameran: { ports: { user: { ...bookedVisitor, is_session_booked: false, session: [] } } } },
  play: async () => {
    expect(await screen.findByText(agendaCopy.mineEmpty)).toBeVisible();
  },
};

export const NothingScheduled: Story = {
  parameters: { pameran: { api: { [endpoints.upcomingSessions]: [] } } },
  play: async () => {
    expect(await screen.findByText(agendaCopy.empty)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { pameran: { api: { [endpoints.upcomingSessions]: failure(503, 'Server sedang sibuk.') } } },
  play: async () => {
    expect(await screen.findByText('Server sedang sibuk.')).toBeVisible();
  },
};

export const Phone: Story = { ...WithMySessions, ...onViewport('phone') };

/** A session less than 10 minutes away: it says so instead of offering "Ingatkan saya". */
export const StartsInUnderTenMinutes: Story = {
  parameters: { pameran: { api: { [endpoints.upcomingSessions]: [agendaSession(82, 'Perawatan Sistem Hidrolik Alat Berat', 5, 60, 'Ruang Teknik Hall B', 'Bambang Sutrisno')] } } },
  play: async () => {
    const all = await screen.findByRole('region', { name: agendaCopy.allHeading });
    const card = await within(all).findByRole('article', { name: 'Perawatan Sistem Hidrolik Alat Berat' });
    expect(within(card).getByText(remindersCopy.tooSoon(10))).toBeVisible();
    expect(within(card).queryByRole('button', { name: remindersCopy.remindMeLabel('Perawatan Sistem Hidrolik Alat Berat') })).toBeNull();
  },
};

/** From a room on home: the agenda narrowed to that room's sessions, with the way back to all. */
export const OneRoom: Story = {
  parameters: { pameran: { route: '/agenda?room=1' } },
  play: async () => {
    expect(await screen.findByText(agendaCopy.inRoom('Studio Demo Hall C'))).toBeVisible();
    const all = await screen.findByRole('region', { name: agendaCopy.allHeading });
    expect(within(all).getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual(['Teknik Las Inverter untuk Pemula']);
    expect(screen.getByRole('link', { name: agendaCopy.allRooms })).toHaveAttribute('href', '/agenda');
  },
};

export const OneRoomOnPhone: Story = { ...OneRoom, ...onViewport('phone') };

/** Starred sessions join "Sesi saya"; two that run at once are said to clash. */
export const StarredClash: Story = {
  parameters: {
    pameran: {
      ports: { user: { ...bookedVisitor, is_session_booked: false, session: [] } },
      api: {
        [endpoints.upcomingSessions]: [agendaSession(82, 'Perawatan Sistem Hidrolik Alat Berat', 90, 60, 'Ruang Teknik Hall B', 'Bambang Sutrisno'), agendaSession(83, 'Memilih Genset yang Tepat untuk Pabrik', 120, 60, 'Panggung Utama Hall A', 'Lina Marlina, S.T.')],
        [endpoints.myAgenda]: { session_ids: [82, 83] },
      },
    },
  },
  play: async () => {
    const mine = await screen.findByRole('region', { name: agendaCopy.mineHeading });
    expect(await within(mine).findByRole('status', { name: agendaCopy.clashHeading })).toBeVisible();
    const stars = within(mine).getAllByRole('button', { name: (name) => name.startsWith(agendaCopy.starLabel('')) });
    expect(stars.map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'true']);
  },
};

export const StarredClashPhone: Story = { ...StarredClash, ...onViewport('phone') };
