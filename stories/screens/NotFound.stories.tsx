import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { copy } from '../../src/copy';
import { expectScreenTitle } from '../support/play';
import { onRoute } from '../support/screen';

export default { title: 'Screens/Not found', ...onRoute('/mesin-bubut-tidak-ada') } satisfies Meta;
type Story = StoryObj;

export const UnknownPath: Story = {
  play: async () => {
    await expectScreenTitle(copy.notFound.title);
    expect(screen.getByRole('link', { name: copy.notFound.toHome })).toHaveAttribute('href', '/home');
  },
};
