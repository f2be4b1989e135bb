// /popup-gift opens the gift dialog with the last pushed list (see Dialogs/Gift for its states).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { gift as giftCopy } from '../../src/copy/gift';
import { prizes } from '../fixtures/prizes';
import { visitor } from '../fixtures/visitors';
import { expectScreenTitle } from '../support/play';
import { onRoute } from '../support/screen';

export default { title: 'Screens/Popup gift', ...onRoute('/popup-gift') } satisfies Meta;
type Story = StoryObj;

export const Anonymous: Story = {
  play: async () => {
    await expectScreenTitle(giftCopy.signedOutTitle);
  },
};

/** Signed in, a list pushed: the route's dialog shows it. */
export const WithPushedList: Story = {
  parameters: { pameran: { route: '/popup-gift', ports: { user: visitor, pushedPrizes: prizes } } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: giftCopy.title });
    expect(await within(dialog).findAllByRole('button', { pressed: false })).toHaveLength(prizes.length);
  },
};

/** Signed in, nothing pushed yet: the dialog opens with nothing to choose. */
export const NothingPushedYet: Story = {
  parameters: { pameran: { route: '/popup-gift', ports: { user: visitor } } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: giftCopy.title });
    expect(within(dialog).getByText(giftCopy.emptyTitle)).toBeVisible();
  },
};
