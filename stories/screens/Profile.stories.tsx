import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { copy } from '../../src/copy';
import { longNameVisitor, sparseVisitor, visitor } from '../fixtures/visitors';
import { failure, pending } from '../support/outcome';
import { expectLoading, expectScreenTitle } from '../support/play';
import { onRoute } from '../support/screen';
import { onViewport } from '../support/viewports';

export default { title: 'Screens/Profile', ...onRoute('/profile', { ports: { user: visitor } }) } satisfies Meta;
type Story = StoryObj;

async function openEditDialog() {
  await expectScreenTitle(copy.profile.title);
  await userEvent.click(screen.getByRole('button', { name: copy.profile.edit }));
  return screen.findByRole('dialog', { name: copy.profile.editTitle });
}

export const Authenticated: Story = {
  play: async () => {
    await expectScreenTitle(copy.profile.title);
    expect(screen.getByRole('heading', { level: 2, name: 'Budi Santoso' })).toBeVisible();
    expect(screen.getByTestId('star-count')).toHaveTextContent(copy.profile.stars(2));
  },
};

export const LongIndonesianName: Story = {
  parameters: { pameran: { route: '/profile', ports: { user: longNameVisitor } } },
  play: async () => {
    await expectScreenTitle(copy.profile.title);
    expect(screen.getByTestId('star-count')).toHaveTextContent(copy.profile.stars(5));
  },
};

export const LongIndonesianNameDesktop: Story = {
  ...onViewport('desktop'),
  parameters: LongIndonesianName.parameters,
  play: LongIndonesianName.play,
};

/** No QR code, no code HTML, empty contact fields: dashes instead of blanks. */
export const SparseDetails: Story = {
  parameters: { pameran: { route: '/profile', ports: { user: sparseVisitor } } },
  play: async () => {
    await expectScreenTitle(copy.profile.title);
    expect(screen.queryByRole('img', { name: copy.profile.qrAlt })).not.toBeInTheDocument();
    expect(screen.getAllByText(copy.profile.emptyValue).length).toBeGreaterThan(0);
  },
};

export const Anonymous: Story = {
  parameters: { pameran: { route: '/profile', ports: { user: null } } },
  play: async () => {
    await expectScreenTitle(copy.profile.notLoggedIn);
    expect(screen.getAllByRole('link', { name: copy.shell.login }).length).toBeGreaterThan(0);
  },
};

export const RestoringSession: Story = {
  parameters: { pameran: { route: '/profile', ports: { restoring: true } } },
  play: async () => {
    await expectLoading();
  },
};

export const EditDialog: Story = {
  play: async () => {
    const dialog = await openEditDialog();
    expect(within(dialog).getByLabelText(copy.login.nameLabel)).toHaveValue('Budi Santoso');
  },
};

export const EditSaving: Story = {
  parameters: { pameran: { route: '/profile', ports: { user: visitor, saveDetails: pending } } },
  play: async () => {
    const dialog = await openEditDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: copy.common.save }));
    expect(await within(dialog).findByRole('button', { name: copy.profile.saving })).toHaveAttribute('aria-busy', 'true');
  },
};

export const EditServerError: Story = {
  parameters: { pameran: { route: '/profile', ports: { user: visitor, saveDetails: failure(422, 'Format email tidak valid.') } } },
  play: async () => {
    const dialog = await openEditDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: copy.common.save }));
    expect(await within(dialog).findByText('Format email tidak valid.')).toBeVisible();
  },
};
