// The countdown to session 79 (SPEC §9) in each value the statechart can hold: -999 before
// (or instead of) data, -1 when the session is absent or over, a ticking value, started. The
// screen names the session from the same upcoming-sessions read (the story's api answers it as
// the statechart's port does).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { copy } from '../../src/copy';
import { agenda as agendaCopy } from '../../src/copy/agenda';
import { countdownScreen as countdownScreenCopy } from '../../src/copy/countdownScreen';
import { reminders as remindersCopy } from '../../src/copy/reminders';
import { formatDateTime } from '../../src/lib/time';
import { endpoints } from '../fixtures/api';
import type { Outcome } from '../support/outcome';
import { makeSession, trackedSession } from '../fixtures/sessions';
import { failure, pending } from '../support/outcome';
import { expectLoading, expectScreenTitle, withAnyNumber } from '../support/play';
import { onRoute } from '../support/screen';
import { onViewport } from '../support/viewports';

export default { title: 'Screens/Countdown', ...onRoute('/countdown') } satisfies Meta;
type Story = StoryObj;

const ticking = [trackedSession(2 * 86400 + 3 * 3600 + 4 * 60 + 30), makeSession()];

/** The same answer for the countdown statechart's port and the screen's own read. */
const answering = (upcomingSessions: Outcome<unknown>) => ({ pameran: { ports: { upcomingSessions }, api: { [endpoints.upcomingSessions]: upcomingSessions } } });

/** -999: the session list is still loading. */
export const Initial999Loading: Story = {
  name: '-999 (loading)',
  parameters: answering(pending),
  play: async () => {
    await expectScreenTitle(copy.shell.titles.countdown);
    await expectLoading();
  },
};

/** -999 stays when the load fails (SPEC §8: the error is ignored). */
export const Initial999Unavailable: Story = {
  name: '-999 (load failed)',
  parameters: answering(failure(503, 'Terjadi gangguan pada server (503).')),
  play: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.countdown.unavailable);
  },
};

/** -1: session 79 is not among the upcoming sessions. */
export const Minus1Absent: Story = {
  name: '-1 (session absent)',
  parameters: answering([makeSession()]),
  play: async () => {
    expect(await screen.findByText(copy.countdown.absent)).toBeVisible();
  },
};

/** The session named with its start (WIB) and speaker, the clock, add-to-calendar and the reminder. */
export const Ticking: Story = {
  parameters: answering(ticking),
  play: async () => {
    const session = await screen.findByRole('article', { name: 'Peluncuran Mesin CNC Generasi Baru' });
    expect(within(session).getByText(countdownScreenCopy.startsAt(formatDateTime(ticking[0]!.starts_at)))).toBeVisible();
    expect(within(session).getByText(countdownScreenCopy.speaker('Dr. Ratna Kusumawati'))).toBeVisible();
    expect(within(session).getByRole('timer')).toHaveAccessibleName(withAnyNumber((seconds) => copy.countdown.spoken(2, 3, 4, seconds)));
    expect(within(session).getByRole('button', { name: agendaCopy.addToCalendarLabel('Peluncuran Mesin CNC Generasi Baru') })).toBeEnabled();
    expect(within(session).getByRole('button', { name: remindersCopy.remindMeLabel('Peluncuran Mesin CNC Generasi Baru') })).toBeEnabled();
  },
};

export const LastSeconds: Story = {
  parameters: answering([trackedSession(59)]),
  play: async () => {
    expect(await screen.findByRole('timer')).toHaveAccessibleName(withAnyNumber((seconds) => copy.countdown.spoken(0, 0, 0, seconds)));
  },
};

/** After zero: the session, one message and the way to the stream (no "akan segera dimulai" beside it). */
export const Started: Story = {
  parameters: answering([trackedSession(-5)]),
  play: async () => {
    expect(await screen.findByText(copy.countdown.started)).toBeVisible();
    expect(screen.getByRole('link', { name: copy.countdown.watch })).toHaveAttribute('href', '/live-stream/79');
    expect(await screen.findByRole('heading', { level: 2, name: 'Peluncuran Mesin CNC Generasi Baru' })).toBeVisible();
    expect(screen.queryByText(copy.countdown.intro)).toBeNull();
  },
};

export const StartedOnDesktop: Story = {
  ...onViewport('desktop'),
  parameters: Started.parameters,
  play: Started.play,
};

export const TickingOnDesktop: Story = {
  ...onViewport('desktop'),
  parameters: Ticking.parameters,
  play: Ticking.play,
};
