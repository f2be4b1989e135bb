// 'Pilih Hadiah': the real dialog, opened the way the app opens it — a signed-in visitor gets
// a prize list pushed to the realtime path — and driven through the giftClaim statechart.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Prize } from '../../machines';
import { gift as giftCopy } from '../../src/copy/gift';
import { endpoints } from '../fixtures/api';
import { manyPrizes, nothingSelectable, prizes, prizesWithoutPictures } from '../fixtures/prizes';
import { visitor } from '../fixtures/visitors';
import { reachEndpoints } from '../reach/fixtures';
import { failure, pending } from '../support/outcome';
import { onRoute } from '../support/screen';
import { onViewport } from '../support/viewports';

/** The dialog opens over whatever screen is showing; the profile is the visitor's own page. */
const GIFT_BACKDROP = '/profile';

const meta = {
  title: 'Dialogs/Gift',
  // The profile behind it lists "Hadiah saya" (nothing claimed yet), the stamp card (no stamp
  // yet) and what the visitor asked of exhibitors (nothing yet).
  ...onRoute(GIFT_BACKDROP, {
    api: {
      [endpoints.claimedGifts]: [],
      [endpoints.stamps]: { target: 3, stamps: [], completed: false },
      [reachEndpoints.inquiries]: [],
      [reachEndpoints.contacts]: [],
      [reachEndpoints.meetings]: [],
    },
    ports: { user: visitor, pushedPrizes: prizes },
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list the realtime database pushes in this story (parameters merge: the visitor stays). */
const pushing = (list: Prize[]) => ({ pameran: { ports: { pushedPrizes: list } } });

async function findGiftDialog() {
  return screen.findByRole('dialog', { name: giftCopy.title });
}

/** The prize buttons inside the dialog. */
async function findPrizeButtons() {
  const dialog = await findGiftDialog();
  return within(dialog).findAllByRole('button', { pressed: false });
}

async function selectFirstPrize() {
  const [first] = await findPrizeButtons();
  await userEvent.click(first!);
  await waitFor(() => expect(first).toHaveAttribute('aria-pressed', 'true'));
}

async function submitChoice() {
  const dialog = await findGiftDialog();
  await userEvent.click(within(dialog).getByRole('button', { name: giftCopy.choose }));
}

export const List: Story = {
  play: async () => {
    expect(await findPrizeButtons()).toHaveLength(prizes.length);
    const dialog = await findGiftDialog();
    expect(within(dialog).getByRole('button', { name: giftCopy.choose })).toBeDisabled();
  },
};

export const ManyPrizesWithLongNames: Story = {
  parameters: pushing(manyPrizes),
  play: async () => {
    expect(await findPrizeButtons()).toHaveLength(manyPrizes.length);
  },
};

export const WithoutPictures: Story = {
  parameters: pushing(prizesWithoutPictures),
  play: async () => {
    const dialog = await findGiftDialog();
    await within(dialog).findAllByRole('button', { pressed: false });
    expect(within(dialog).queryAllByRole('img')).toHaveLength(0);
  },
};

export const NothingSelectable: Story = {
  parameters: pushing(nothingSelectable),
  play: async () => {
    const dialog = await findGiftDialog();
    expect(await within(dialog).findByText(giftCopy.emptyTitle)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: giftCopy.choose })).toBeDisabled();
  },
};

export const Selected: Story = {
  play: async () => {
    await selectFirstPrize();
    const dialog = await findGiftDialog();
    expect(within(dialog).getByRole('button', { name: giftCopy.choose })).toBeEnabled();
  },
};

export const Submitting: Story = {
  parameters: { pameran: { ports: { claimPrize: pending } } },
  play: async () => {
    await selectFirstPrize();
    await submitChoice();
    const dialog = await findGiftDialog();
    expect(await within(dialog).findByRole('status', { name: giftCopy.submitting })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: giftCopy.choose })).not.toBeInTheDocument();
  },
};

export const SuccessAlert: Story = {
  play: async () => {
    await selectFirstPrize();
    await submitChoice();
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(giftCopy.success);
  },
};

export const ErrorAlert: Story = {
  parameters: {
    pameran: {
      ports: { claimPrize: failure(422, 'Hadiah ini sudah habis diklaim pengunjung lain.') },
    },
  },
  play: async () => {
    await selectFirstPrize();
    await submitChoice();
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(giftCopy.errorTitle);
    expect(alert).toHaveTextContent('Hadiah ini sudah habis diklaim pengunjung lain.');
  },
};

/** Phones: two columns. */
export const TwoColumnsOnPhone: Story = {
  ...onViewport('phone'),
  parameters: pushing(manyPrizes),
  play: async () => {
    expect(await findPrizeButtons()).toHaveLength(manyPrizes.length);
  },
};

/** From 768 px: four columns. */
export const FourColumnsOnTablet: Story = {
  ...onViewport('tablet'),
  parameters: pushing(manyPrizes),
  play: async () => {
    expect(await findPrizeButtons()).toHaveLength(manyPrizes.length);
  },
};

export const FourColumnsOnDesktop: Story = {
  ...onViewport('desktop'),
  parameters: pushing(manyPrizes),
  play: async () => {
    expect(await findPrizeButtons()).toHaveLength(manyPrizes.length);
  },
};
