import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { notFound as notFoundCopy } from '../../src/copy/notFound';
import { expectScreenTitle } from '../support/play';
import { onRoute } from '../support/screen';

export default { title: 'Screens/Not found', ...onRoute('/mesin-bubut-tidak-ada') } satisfies Meta;
type Story = StoryObj;

export const UnknownPath: Story = {
  play: async () => {
    await expectScreenTitle(notFoundCopy.title);
    expect(screen.getByRole('link', { name: notFoundCopy.toHome })).toHaveAttribute('href', '/home');
  },
};
