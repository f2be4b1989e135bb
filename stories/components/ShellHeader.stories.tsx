import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { fullName, initials } from '../../machines';
import { copy } from '../../src/copy';
import { ShellHeader } from '../../src/shell/ShellHeader';
import { longNameVisitor, visitor } from '../fixtures/visitors';
import { onViewport } from '../support/viewports';

const headerVisitor = (name: string) => ({ fullName: fullName(name), initials: initials(name) });

const meta = {
  title: 'Components/Shell header',
  component: ShellHeader,
  parameters: { layout: 'fullscreen' },
  args: { visitor: null, cartQuantity: 0 },
} satisfies Meta<typeof ShellHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  play: async () => {
    expect(screen.getByRole('link', { name: copy.shell.login })).toHaveAttribute('href', '/login');
  },
};

export const Authenticated: Story = {
  args: { visitor: headerVisitor(visitor.name), cartQuantity: 0 },
  play: async () => {
    expect(screen.getByRole('link', { name: copy.shell.profileOf('Budi Santoso', 'BS') })).toHaveTextContent('BS');
    expect(screen.getByRole('link', { name: copy.shell.cartLabel(0) })).toBeVisible();
  },
};

export const WithCartBadge: Story = {
  args: { visitor: headerVisitor(visitor.name), cartQuantity: 5 },
  play: async () => {
    expect(screen.getByRole('link', { name: copy.shell.cartLabel(5) })).toHaveTextContent('5');
  },
};

export const ManyItemsInCart: Story = {
  args: { visitor: headerVisitor(visitor.name), cartQuantity: 128 },
  play: async () => {
    expect(screen.getByRole('link', { name: copy.shell.cartLabel(128) })).toBeVisible();
  },
};

export const LongIndonesianName: Story = {
  args: { visitor: headerVisitor(longNameVisitor.name), cartQuantity: 12 },
  play: async () => {
    const { fullName: name, initials: shown } = headerVisitor(longNameVisitor.name);
    expect(screen.getByRole('link', { name: copy.shell.profileOf(name, shown) })).toHaveTextContent('RM');
  },
};

export const Desktop: Story = {
  ...onViewport('desktop'),
  args: { visitor: headerVisitor(visitor.name), cartQuantity: 3 },
};

/** The "Hadiah" entry while two received prizes wait to be claimed. */
export const WithUnclaimedPrizes: Story = {
  args: { visitor: headerVisitor(visitor.name), cartQuantity: 1, prizes: { unclaimed: 2, onOpen: () => {} } },
  play: async () => {
    expect(screen.getByRole('button', { name: copy.shell.prizesLabel(2) })).toHaveTextContent('2');
  },
};

/** An organiser: the menu also leads to the admin-gift screen. */
export const Organiser: Story = {
  ...onViewport('desktop'),
  args: { visitor: headerVisitor(visitor.name), cartQuantity: 0, prizes: { unclaimed: 0, onOpen: () => {} }, organiser: true },
  play: async () => {
    expect(screen.getByRole('link', { name: copy.shell.nav.adminGift })).toHaveAttribute('href', '/admin-gift');
  },
};
