import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { copy } from '../../src/copy';
import { login as loginCopy } from '../../src/copy/login';
import { profile as profileCopy } from '../../src/copy/profile';
import { reminders as remindersCopy } from '../../src/copy/reminders';
import { addReminder, fireDue, forgetReminders } from '../../src/features/live/reminders';
import { formatDateTime } from '../../src/lib/time';
import { endpoints, platform } from '../fixtures/api';
import { prizes } from '../fixtures/prizes';
import { longNameVisitor, sparseVisitor, visitor } from '../fixtures/visitors';
import { failure, pending } from '../support/outcome';
import { expectLoading, expectScreenTitle } from '../support/play';
import { onRoute } from '../support/screen';
import { onViewport } from '../support/viewports';

export default { title: 'Screens/Profile', ...onRoute('/profile', { api: platform, ports: { user: visitor } }) } satisfies Meta;
type Story = StoryObj;

async function openEditDialog() {
  await expectScreenTitle(profileCopy.title);
  await userEvent.click(screen.getByRole('button', { name: profileCopy.edit }));
  return screen.findByRole('dialog', { name: profileCopy.editTitle });
}

export const Authenticated: Story = {
  play: async () => {
    await expectScreenTitle(profileCopy.title);
    expect(screen.getByRole('heading', { level: 2, name: 'Budi Santoso' })).toBeVisible();
    expect(screen.getByTestId('star-count')).toHaveTextContent(profileCopy.stars(2));
  },
};

/** "Hadiah saya": the prize this visitor claimed, and when. */
export const MyPrizes: Story = {
  play: async () => {
    const [claimed] = platform[endpoints.claimedGifts] as { claimed_at: string }[];
    const myPrizes = await screen.findByRole('region', { name: profileCopy.myPrizes });
    expect(await within(myPrizes).findByText(prizes[0]!.name!)).toBeVisible();
    expect(within(myPrizes).getByText(profileCopy.claimedAt(formatDateTime(claimed!.claimed_at)))).toBeVisible();
  },
};

export const NoPrizesClaimed: Story = {
  parameters: { pameran: { api: { ...platform, [endpoints.claimedGifts]: [] } } },
  play: async () => {
    const myPrizes = await screen.findByRole('region', { name: profileCopy.myPrizes });
    expect(await within(myPrizes).findByText(profileCopy.myPrizesEmpty)).toBeVisible();
  },
};

export const LongIndonesianName: Story = {
  parameters: { pameran: { route: '/profile', ports: { user: longNameVisitor } } },
  play: async () => {
    await expectScreenTitle(profileCopy.title);
    expect(screen.getByTestId('star-count')).toHaveTextContent(profileCopy.stars(5));
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
    await expectScreenTitle(profileCopy.title);
    expect(screen.queryByRole('img', { name: profileCopy.qrAlt })).not.toBeInTheDocument();
    expect(screen.getAllByText(profileCopy.emptyValue).length).toBeGreaterThan(0);
  },
};

export const Anonymous: Story = {
  parameters: { pameran: { route: '/profile', ports: { user: null } } },
  play: async () => {
    await expectScreenTitle(profileCopy.notLoggedIn);
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
    expect(within(dialog).getByLabelText(loginCopy.nameLabel)).toHaveValue('Budi Santoso');
  },
};

export const EditSaving: Story = {
  parameters: { pameran: { route: '/profile', ports: { user: visitor, saveDetails: pending } } },
  play: async () => {
    const dialog = await openEditDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: copy.common.save }));
    expect(await within(dialog).findByRole('button', { name: profileCopy.saving })).toHaveAttribute('aria-busy', 'true');
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

/**
 * A session reminder falls due while the visitor edits the details: it waits behind the dialog
 * (docs/ui.md "Layers"), so it covers neither the fields nor "Simpan", and shows once the dialog
 * closes.
 */
export const EditDialogWithReminderDue: Story = {
  beforeEach: async () => {
    const startsAt = new Date(Date.now() + 8 * 60_000).toISOString();
    const reminder = await addReminder({ id: 83, title: 'Memilih Genset yang Tepat untuk Pabrik', startsAt });
    await fireDue(reminder.dueAt);
    return () => void forgetReminders();
  },
  play: async () => {
    const dialog = await openEditDialog();
    // Hidden from sight and from assistive technology: found by its label, not its accessible name.
    const banner = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(`[role="alert"][aria-label="${remindersCopy.bannerLabel}"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    expect(banner).not.toBeVisible();
    expect(within(dialog).getByRole('button', { name: copy.common.save })).toBeVisible();
  },
};

/** "Keluar" asks first: what leaves this device, what stays with the account, and the visitor's code. */
export const LogoutQuestion: Story = {
  play: async () => {
    await expectScreenTitle(profileCopy.title);
    await userEvent.click(screen.getByRole('button', { name: profileCopy.logout }));
    const question = await screen.findByRole('dialog', { name: profileCopy.logoutTitle });
    expect(within(question).getByText(profileCopy.logoutKept)).toBeVisible();
    expect(within(question).getByText(profileCopy.logoutCode(visitor.code!))).toBeVisible();
  },
};

export const LogoutQuestionDesktop: Story = { ...onViewport('desktop'), play: LogoutQuestion.play };
