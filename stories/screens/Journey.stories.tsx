import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { copy } from '../../src/copy';
import { journey as journeyCopy } from '../../src/copy/journey';
import { endpoints, platform } from '../fixtures/api';
import { event, eventWithoutExhibitors } from '../fixtures/event';
import { failure, pending } from '../support/outcome';
import { expectAlertText, expectLoading, expectScreenTitle } from '../support/play';
import { onRoute } from '../support/screen';
import { onViewport } from '../support/viewports';

export default { title: 'Screens/Journey', ...onRoute('/journey', { api: platform }) } satisfies Meta;
type Story = StoryObj;

const manyHighlights = {
  ...event,
  highlights: Array.from({ length: 12 }, (_, index) => ({ ...event.highlights[index % event.highlights.length]!, title: `${index + 1}. ${event.highlights[index % event.highlights.length]!.title}` })),
};

export const Highlights: Story = {
  play: async () => {
    await expectScreenTitle(copy.shell.titles.journey);
    expect(await screen.findByRole('heading', { level: 2, name: event.highlights[0]!.title })).toBeVisible();
  },
};

export const ManyHighlights: Story = {
  parameters: { pameran: { api: { [endpoints.event]: manyHighlights } } },
  play: async () => {
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(12);
  },
};

export const HighlightsWithoutPictures: Story = {
  parameters: { pameran: { api: { [endpoints.event]: { ...event, highlights: event.highlights.map((highlight) => ({ ...highlight, image_url: '' })) } } } },
  play: Highlights.play,
};

export const Loading: Story = {
  parameters: { pameran: { api: { [endpoints.event]: pending } } },
  play: async () => {
    await expectScreenTitle(copy.shell.titles.journey);
    await expectLoading();
  },
};

export const Empty: Story = {
  parameters: { pameran: { api: { [endpoints.event]: eventWithoutExhibitors } } },
  play: async () => {
    expect(await screen.findByText(journeyCopy.empty)).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { pameran: { api: { [endpoints.event]: failure(502, 'Terjadi gangguan pada server (502). Silakan coba lagi nanti.') } } },
  play: async () => {
    await expectAlertText('(502)');
  },
};

export const Desktop: Story = {
  ...onViewport('desktop'),
  play: Highlights.play,
};
