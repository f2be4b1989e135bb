import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { copy } from '../../src/copy';
import { endpoints, platform } from '../fixtures/api';
import { eventWithManyExhibitors, eventWithoutExhibitors, manyExhibitors } from '../fixtures/event';
import { makeSession, trackedSession, upcomingSessions } from '../fixtures/sessions';
import { longNameVisitor, visitor } from '../fixtures/visitors';
import { failure, pending } from '../support/outcome';
import { containing, expectAlertText, expectLoading, expectScreenTitle, withAnyNumber } from '../support/play';
import { onRoute } from '../support/screen';
import { onViewport } from '../support/viewports';

export default { title: 'Screens/Home', ...onRoute('/home', { api: platform }) } satisfies Meta;
type Story = StoryObj;

const section = (name: string) => screen.findByRole('heading', { level: 2, name });

export const Anonymous: Story = {
  play: async () => {
    await expectScreenTitle(copy.shell.titles.home);
    expect(await screen.findByText(copy.home.roomsLogin)).toBeVisible();
    expect(await screen.findByRole('link', { name: containing(upcomingSessions[0]!.title) })).toBeVisible();
    // The countdown reads the same platform table as the list: session 79 is in both.
    expect(await screen.findByRole('timer')).toBeInTheDocument();
  },
};

export const Authenticated: Story = {
  parameters: { pameran: { ports: { user: visitor } } },
  play: async () => {
    await expectScreenTitle(copy.shell.titles.home);
    expect(await screen.findByText('Ruang Seminar 3')).toBeVisible();
    expect(await screen.findByRole('timer')).toBeInTheDocument();
  },
};

export const LongIndonesianNames: Story = {
  parameters: { pameran: { ports: { user: longNameVisitor }, api: { [endpoints.upcomingSessions]: upcomingSessions.slice(1) } } },
  play: async () => {
    await expectScreenTitle(copy.shell.titles.home);
    expect(await screen.findByText(/Strategi Pengadaan Suku Cadang/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    pameran: {
      ports: { upcomingSessions: pending },
      api: { [endpoints.event]: pending, [endpoints.upcomingSessions]: pending, [endpoints.ongoingExternal]: pending },
    },
  },
  play: async () => {
    await expectScreenTitle(copy.shell.titles.home);
    await expectLoading();
  },
};

export const Empty: Story = {
  parameters: {
    pameran: {
      ports: { user: visitor },
      api: { [endpoints.event]: eventWithoutExhibitors, [endpoints.upcomingSessions]: [], [endpoints.ongoingExternal]: [], [endpoints.rooms]: [] },
    },
  },
  play: async () => {
    await expectScreenTitle(copy.shell.titles.home);
    expect(await screen.findByText(copy.home.upcomingEmpty)).toBeVisible();
    expect(await screen.findByText(copy.home.ongoingEmpty)).toBeVisible();
    expect(await screen.findByText(copy.home.roomsEmpty)).toBeVisible();
    expect(await screen.findByText(copy.home.exhibitorsEmpty)).toBeVisible();
  },
};

/** Each block fails on its own, with its own retry; the rest of the page stays. */
export const ServerError: Story = {
  parameters: {
    pameran: {
      api: {
        [endpoints.event]: failure(503, 'Terjadi gangguan pada server (503). Silakan coba lagi nanti.'),
        [endpoints.upcomingSessions]: failure(500, 'Terjadi gangguan pada server (500). Silakan coba lagi nanti.'),
      },
    },
  },
  play: async () => {
    await expectScreenTitle(copy.shell.titles.home);
    await expectAlertText('(503)');
    await expectAlertText('(500)');
    expect(await section(copy.home.ongoingHeading)).toBeVisible();
    expect(screen.getAllByRole('button', { name: copy.common.retry }).length).toBeGreaterThanOrEqual(2);
  },
};

export const ManyExhibitors: Story = {
  parameters: { pameran: { api: { [endpoints.event]: eventWithManyExhibitors } } },
  play: async () => {
    await section(copy.home.exhibitorsHeading);
    const exhibitor = manyExhibitors[29]!;
    expect(await screen.findByRole('link', { name: containing(exhibitor.name) })).toBeVisible();
  },
};

export const ExhibitorsWithoutLogos: Story = {
  parameters: { pameran: { api: { [endpoints.event]: { ...eventWithManyExhibitors, exhibitors: manyExhibitors.map((exhibitor) => ({ ...exhibitor, logo_url: '' })) } } } },
  play: ManyExhibitors.play,
};

export const MainSessionTicking: Story = {
  parameters: { pameran: { ports: { upcomingSessions: [trackedSession(3 * 86400 + 4 * 3600 + 5 * 60 + 6)] } } },
  play: async () => {
    await section(copy.home.countdownHeading);
    expect(await screen.findByRole('timer')).toHaveAccessibleName(withAnyNumber((seconds) => copy.countdown.spoken(3, 4, 5, seconds)));
  },
};

export const MainSessionStarted: Story = {
  parameters: { pameran: { ports: { upcomingSessions: [trackedSession(-30)] } } },
  play: async () => {
    expect(await screen.findByText(copy.home.countdownStarted)).toBeVisible();
    expect(screen.getByRole('link', { name: copy.home.watchNow })).toHaveAttribute('href', '/live-stream/79');
  },
};

export const Tablet: Story = {
  ...onViewport('tablet'),
  parameters: { pameran: { ports: { user: visitor, upcomingSessions } } },
  play: Authenticated.play,
};

export const Desktop: Story = {
  ...onViewport('desktop'),
  parameters: { pameran: { ports: { user: visitor, upcomingSessions } } },
  play: Authenticated.play,
};

/** A session on "Sesi mendatang" that has already started is not listed; the next one is. */
export const UpcomingSessionStarted: Story = {
  parameters: { pameran: { api: { [endpoints.upcomingSessions]: [trackedSession(-120), upcomingSessions[1]!] } } },
  play: async () => {
    const upcoming = await screen.findByRole('region', { name: copy.home.upcomingHeading });
    expect(await within(upcoming).findByRole('link', { name: containing(upcomingSessions[1]!.title) })).toBeVisible();
    expect(within(upcoming).queryByRole('link', { name: containing(upcomingSessions[0]!.title) })).toBeNull();
  },
};

/** A session of the fair's own running now, in a hall's room: "Sedang berlangsung di pameran". */
export const HappeningNow: Story = {
  parameters: {
    pameran: {
      api: {
        [endpoints.upcomingSessions]: [
          makeSession({ id: 82, title: 'Perawatan Sistem Hidrolik Alat Berat', is_started_countdown: -600, ends_at: '2026-11-21T15:00:00+07:00', room_name: 'Ruang Teknik Hall B' }),
          upcomingSessions[0]!,
        ],
      },
    },
  },
  play: async () => {
    const now = await screen.findByRole('region', { name: copy.home.happeningHeading });
    const running = within(now).getByRole('link', { name: containing('Perawatan Sistem Hidrolik Alat Berat') });
    expect(running).toHaveAttribute('href', '/live-stream/82');
    expect(running).toHaveTextContent(copy.home.happeningWhere('Ruang Teknik Hall B'));
  },
};

export const HappeningNowOnPhone: Story = { ...HappeningNow, ...onViewport('phone') };

/** The main session's list read long after it ended (a copy kept offline): it says it has ended, not that it started. */
export const MainSessionEnded: Story = {
  parameters: { pameran: { ports: { upcomingSessions: [trackedSession(-2 * 3600)] }, api: { [endpoints.upcomingSessions]: [trackedSession(-2 * 3600)] } } },
  play: async () => {
    expect(await screen.findByText(copy.home.countdownEnded)).toBeVisible();
    expect(screen.queryByText(copy.home.countdownStarted)).toBeNull();
    expect(screen.queryByRole('region', { name: copy.home.happeningHeading })).toBeNull();
  },
};
