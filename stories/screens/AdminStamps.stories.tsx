// The organisers' booth QR page (/admin-stamps): the printable sheet, the target and the visitors
// who completed the stamp card, each with "Kirim hadiah"; a visitor is told it is for organisers.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { stamps as stampsCopy } from '../../src/copy/stamps';
import { adminGift as adminGiftCopy } from '../../src/copy/adminGift';
import { platform } from '../fixtures/api';
import { makeVisitor, visitor } from '../fixtures/visitors';
import { expectScreenTitle } from '../support/play';
import { onRoute } from '../support/screen';

const organiser = makeVisitor({ id: 9001, name: 'Panitia Pameran', agency: 'Panitia Pameran 2026', role: 'organiser' });

export default { title: 'Screens/Admin stamps', ...onRoute('/admin-stamps', { api: platform, ports: { user: organiser } }) } satisfies Meta;
type Story = StoryObj;

export const SheetTargetAndCompletions: Story = {
  play: async () => {
    await expectScreenTitle(stampsCopy.adminTitle);
    expect(await screen.findByText(stampsCopy.sheetStampCode('DCPKCX'))).toBeVisible();
    expect(screen.getByText(stampsCopy.sheetStampCode('2HYDDB'))).toBeVisible();
    expect(screen.getByRole('button', { name: stampsCopy.sendRewardTo('Budi Santoso') })).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: stampsCopy.targetLabel })).toHaveValue(3);
    expect(screen.getByText(stampsCopy.tooFast(7))).toBeVisible();
  },
};

export const BoothStaffCode: Story = {
  ...onRoute('/admin-stamps?booth=A-05&key=c3RhZmYta2V5LWEtMDU', { api: platform, ports: { user: null } }),
  play: async () => {
    expect(await screen.findByRole('heading', { name: stampsCopy.staffTitle('A-05') })).toBeVisible();
    expect(await screen.findByLabelText(stampsCopy.staffCodeLabel)).toHaveTextContent('KQ7M3P');
  },
};

export const ForAVisitor: Story = {
  parameters: { pameran: { ports: { user: { ...visitor, role: 'visitor' } } } },
  play: async () => {
    expect(await screen.findByRole('heading', { name: adminGiftCopy.organisersOnlyTitle })).toBeVisible();
  },
};
