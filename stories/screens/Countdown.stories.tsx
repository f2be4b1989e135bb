// The countdown to session 79 (SPEC §9) in each value the statechart can hold: -999 before
// (or instead of) data, -1 when the session is absent or over, a ticking value, started.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { copy } from '../../src/copy';
import { makeSession, trackedSession } from '../fixtures/sessions';
import { failure, pending } from '../support/outcome';
import { expectLoading, expectScreenTitle } from '../support/play';
import { onRoute } from '../support/screen';
import { onViewport } from '../support/viewports';

export default { title: 'Screens/Countdown', ...onRoute('/countdown') } satisfies Meta;
type Story = StoryObj;

const ticking = [trackedSession(2 * 86400 + 3 * 3600 + 4 * 60 + 30), makeSession()];

/** -999: the session list is still loading. */
export const Initial999Loading: Story = {
  name: '-999 (loading)',
  parameters: { pameran: { ports: { upcomingSessions: pending } } },
  play: async () => {
    await expectScreenTitle(copy.shell.titles.countdown);
    await expectLoading();
  },
};

/** -999 stays when the load fails (SPEC §8: the error is ignored). */
export const Initial999Unavailable: Story = {
  name: '-999 (load failed)',
  parameters: { pameran: { ports: { upcomingSessions: failure(503, 'Terjadi gangguan pada server (503).') } } },
  play: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.countdown.unavailable);
  },
};

/** -1: session 79 is not among the upcoming sessions. */
export const Minus1Absent: Story = {
  name: '-1 (session absent)',
  parameters: { pameran: { ports: { upcomingSessions: [makeSession()] } } },
  play: async () => {
    expect(await screen.findByText(copy.countdown.absent)).toBeVisible();
  },
};

export const Ticking: Story = {
  parameters: { pameran: { ports: { upcomingSessions: ticking } } },
  play: async () => {
    expect(await screen.findByRole('timer')).toHaveAccessibleName(/^2 hari 3 jam 4 menit \d+ detik lagi$/);
  },
};

export const LastSeconds: Story = {
  parameters: { pameran: { ports: { upcomingSessions: [trackedSession(59)] } } },
  play: async () => {
    expect(await screen.findByRole('timer')).toHaveAccessibleName(/^0 hari 0 jam 0 menit \d+ detik lagi$/);
  },
};

export const Started: Story = {
  parameters: { pameran: { ports: { upcomingSessions: [trackedSession(-5)] } } },
  play: async () => {
    expect(await screen.findByText(copy.countdown.started)).toBeVisible();
    expect(screen.getByRole('link', { name: copy.countdown.watch })).toHaveAttribute('href', '/live-stream/79');
  },
};

export const TickingOnDesktop: Story = {
  ...onViewport('desktop'),
  parameters: Ticking.parameters,
  play: Ticking.play,
};
