// The gate in front of everything that needs a signed-in visitor, in its three states; the
// auth statechart decides which (parameters.pameran.ports).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { copy } from '../../src/copy';
import { transactions as transactionsCopy } from '../../src/copy/transactions';
import { AuthGate } from '../../src/features/session/AuthGate';
import { visitor } from '../fixtures/visitors';
import { expectLoading } from '../support/play';

const meta = {
  title: 'Components/Auth gate',
  component: AuthGate,
  args: { hint: transactionsCopy.loginHint, children: <p>Isi untuk pengunjung yang sudah masuk.</p> },
} satisfies Meta<typeof AuthGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  play: async () => {
    expect(await screen.findByText(copy.access.loginTitle)).toBeVisible();
    expect(screen.getByRole('link', { name: copy.access.loginLink })).toHaveAttribute('href', '/login');
  },
};

export const RestoringSession: Story = {
  parameters: { pameran: { ports: { restoring: true } } },
  play: async () => {
    await expectLoading(copy.access.checking);
  },
};

export const Authenticated: Story = {
  parameters: { pameran: { ports: { user: visitor } } },
  play: async () => {
    expect(await screen.findByText('Isi untuk pengunjung yang sudah masuk.')).toBeVisible();
  },
};
