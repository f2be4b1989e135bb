// The organisers' booth QR page (/admin-stamps): the printable sheet, the target and the visitors
// who completed the stamp card, each with "Kirim hadiah" until the reward was sent, and "Kirim
// hadiah ke semua" with its question; a visitor is told it is for organisers.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { adminStamps as adminStampsCopy } from '../../src/copy/adminStamps';
import { adminGift as adminGiftCopy } from '../../src/copy/adminGift';
import { endpoints, platform } from '../fixtures/api';
import { makeVisitor, visitor } from '../fixtures/visitors';
import { expectScreenTitle } from '../support/play';
import { onRoute } from '../support/screen';

const organiser = makeVisitor({ id: 9001, name: 'Panitia Pameran', agency: 'Panitia Pameran 2026', role: 'organiser' });

export default { title: 'Screens/Admin stamps', ...onRoute('/admin-stamps', { api: platform, ports: { user: organiser } }) } satisfies Meta;
type Story = StoryObj;

export const SheetTargetAndCompletions: Story = {
  play: async () => {
    await expectScreenTitle(adminStampsCopy.adminTitle);
    expect(await screen.findByText(adminStampsCopy.sheetStampCode('DCPKCX'))).toBeVisible();
    expect(screen.getByText(adminStampsCopy.sheetStampCode('2HYDDB'))).toBeVisible();
    expect(screen.getByRole('button', { name: adminStampsCopy.sendRewardTo('Budi Santoso') })).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: adminStampsCopy.targetLabel })).toHaveValue(3);
    expect(screen.getByText(adminStampsCopy.tooFast(7))).toBeVisible();
  },
};

/** Budi was sent the reward, Siti claimed it, Agus waits for it, Rudi is flagged: "send to all" asks about Agus only. */
export const RewardsSentAndSendToAll: Story = {
  ...onRoute('/admin-stamps', {
    api: {
      ...platform,
      [endpoints.adminStampCompletions]: {
        target: 3,
        reward: 'Helm Proyek Pameran, diambil di meja panitia Hall A.',
        reward_prize_id: 5,
        visitors: [
          { id: 1001, name: 'Budi Santoso', agency: 'PT Karya Mandiri', stamped: 3, most_in_a_minute: 1, too_fast: false, reward_state: 'sent' },
          { id: 1002, name: 'Siti Rahmawati', agency: 'CV Sumber Makmur', stamped: 4, most_in_a_minute: 1, too_fast: false, reward_state: 'claimed' },
          { id: 1003, name: 'Agus Prasetyo', agency: 'PT Tambang Sejahtera', stamped: 3, most_in_a_minute: 2, too_fast: false, reward_state: 'none' },
          { id: 1004, name: 'Rudi Hartono', agency: 'CV Cepat', stamped: 7, most_in_a_minute: 7, too_fast: true, reward_state: 'none' },
        ],
      },
    },
    ports: { user: organiser },
  }),
  play: async () => {
    const budi = (await screen.findByText(/^Budi Santoso/)).closest('li')!;
    expect(budi).toHaveTextContent(adminStampsCopy.rewardAlreadySent);
    expect(within(budi).queryByRole('button')).toBeNull();
    expect(screen.getByText(/^Siti Rahmawati/).closest('li')).toHaveTextContent(adminStampsCopy.rewardClaimed);
    expect(screen.getByRole('button', { name: adminStampsCopy.sendRewardTo('Agus Prasetyo') })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: adminStampsCopy.sendAll(1) }));
    const dialog = await screen.findByRole('dialog', { name: adminStampsCopy.sendAllTitle });
    expect(dialog).toHaveTextContent(adminStampsCopy.sendAllQuestion(1, 'Sarung Tangan Mekanik Anti Selip'));
    expect(dialog).toHaveTextContent(adminStampsCopy.sendAllSkipsTooFast(1));
  },
};

export const BoothStaffCode: Story = {
  ...onRoute('/admin-stamps?booth=A-05&key=c3RhZmYta2V5LWEtMDU', { api: platform, ports: { user: null } }),
  play: async () => {
    expect(await screen.findByRole('heading', { name: adminStampsCopy.staffTitle('A-05') })).toBeVisible();
    expect(await screen.findByLabelText(adminStampsCopy.staffCodeLabel)).toHaveTextContent('KQ7M3P');
  },
};

export const ForAVisitor: Story = {
  parameters: { pameran: { ports: { user: { ...visitor, role: 'visitor' } } } },
  play: async () => {
    expect(await screen.findByRole('heading', { name: adminGiftCopy.organisersOnlyTitle })).toBeVisible();
  },
};
