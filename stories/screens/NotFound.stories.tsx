import type { StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { copy } from '../../src/copy';
import { expectScreenTitle } from '../support/play';
import { screenMeta } from '../support/screen';

export default screenMeta('Screens/Not found', '/mesin-bubut-tidak-ada');
type Story = StoryObj;

export const UnknownPath: Story = {
  play: async () => {
    await expectScreenTitle(copy.notFound.title);
    expect(screen.getByRole('link', { name: copy.notFound.toHome })).toHaveAttribute('href', '/home');
  },
};
