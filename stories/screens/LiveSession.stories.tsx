// The states the liveSession statechart adds to the live page: the demonstrated products beside
// the player, the survey dialog the end opens once, and the reminder/calendar buttons while waiting.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { copy } from '../../src/copy';
import { liveStream as liveStreamCopy } from '../../src/copy/liveStream';
import { endpoints, platform } from '../fixtures/api';
import { endedStream, liveStream, makeStream, upcomingStream } from '../fixtures/event';
import { visitor } from '../fixtures/visitors';
import { onRoute } from '../support/screen';
import { onViewport } from '../support/viewports';
import { agenda as agendaCopy } from '../../src/copy/agenda';
import { reminders as remindersCopy } from '../../src/copy/reminders';

const demo = { exhibitor_id: 1, product_ids: [] as number[] };

export default {
  title: 'Screens/Live session',
  ...onRoute('/live-stream/79', {
    api: { ...platform, [endpoints.stream]: makeStream({ ...liveStream, session: { ...liveStream.session, ...demo } }) },
    ports: { user: visitor },
  }),
} satisfies Meta;
type Story = StoryObj;

/** Live, with the exhibitor's products and a small cart beside the player. */
export const PlayerWithDemoProducts: Story = {
  ...onViewport('desktop'),
  play: async () => {
    const panel = await screen.findByRole('complementary', { name: liveStreamCopy.demoHeading });
    expect((await within(panel).findAllByRole('article')).length).toBeGreaterThan(0);
    expect(within(panel).getByRole('button', { name: liveStreamCopy.demoCheckout })).toBeInTheDocument();
  },
};

/** Before the start: countdown, add to calendar and "Ingatkan saya". */
export const WaitingWithReminder: Story = {
  parameters: { pameran: { api: { [endpoints.stream]: makeStream({ ...upcomingStream, session: { ...upcomingStream.session, ...demo } }) } } },
  play: async () => {
    expect(await screen.findByRole('timer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: agendaCopy.addToCalendarLabel(upcomingStream.session.title) })).toBeEnabled();
    expect(screen.getByRole('button', { name: remindersCopy.remindMeLabel(upcomingStream.session.title) })).toBeEnabled();
  },
};

/** The session has ended: the survey opens in a dialog, once. */
export const SurveyAtTheEnd: Story = {
  parameters: { pameran: { api: { [endpoints.stream]: endedStream } } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: liveStreamCopy.surveyDialogTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: copy.common.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
  },
};
