// The (assumed) admin screen: an organiser picks a visitor and prizes and pushes them to the
// realtime path; a visitor or an anonymous person is told it is for organisers only.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { copy } from '../../src/copy';
import { endpoints, platform } from '../fixtures/api';
import { visitors } from '../fixtures/event';
import { makeVisitor, visitor } from '../fixtures/visitors';
import { manyPrizes, nothingSelectable, prizes } from '../fixtures/prizes';
import { failure, pending } from '../support/outcome';
import { expectAlertText, expectLoading, expectScreenTitle } from '../support/play';
import { onRoute } from '../support/screen';
import { onViewport } from '../support/viewports';
import { adminGift as adminGiftCopy } from '../../src/copy/adminGift';

const organiser = makeVisitor({ id: 9001, name: 'Panitia Pameran', agency: 'Panitia Pameran 2026', role: 'organiser' });

export default { title: 'Screens/Admin gift', ...onRoute('/admin-gift', { api: platform, ports: { user: organiser } }) } satisfies Meta;
type Story = StoryObj;

const budi = visitors[0]!;

async function sendToBudi() {
  await userEvent.click(await screen.findByRole('radio', { name: adminGiftCopy.visitorOption(budi.name, budi.agency) }));
  await userEvent.click(screen.getByRole('button', { name: adminGiftCopy.selectAll }));
  await userEvent.click(screen.getByRole('button', { name: adminGiftCopy.send }));
}

export const VisitorsAndPrizes: Story = {
  play: async () => {
    await expectScreenTitle(copy.shell.titles.adminGift);
    expect(await screen.findAllByRole('radio')).toHaveLength(visitors.length);
    expect(screen.getAllByRole('checkbox')).toHaveLength(prizes.length);
  },
};

export const ManyPrizes: Story = {
  parameters: { pameran: { api: { [endpoints.adminPrizes]: manyPrizes } } },
  play: async () => {
    expect(await screen.findAllByRole('checkbox')).toHaveLength(manyPrizes.length);
  },
};

export const FilterWithoutMatch: Story = {
  play: async () => {
    await userEvent.type(await screen.findByLabelText(adminGiftCopy.visitorFilter), 'tidak ada yang cocok');
    expect(await screen.findByText(adminGiftCopy.visitorNoMatch)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { pameran: { api: { [endpoints.adminVisitors]: pending } } },
  play: async () => {
    await expectScreenTitle(copy.shell.titles.adminGift);
    await expectLoading();
  },
};

export const NoVisitors: Story = {
  parameters: { pameran: { api: { [endpoints.adminVisitors]: [] } } },
  play: async () => {
    expect(await screen.findByText(adminGiftCopy.visitorsEmpty)).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { pameran: { api: { [endpoints.adminVisitors]: failure(500, 'Terjadi gangguan pada server (500). Silakan coba lagi nanti.') } } },
  play: async () => {
    await expectAlertText('(500)');
  },
};

export const NothingChosen: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: adminGiftCopy.send }));
    await expectAlertText(adminGiftCopy.needVisitor);
  },
};

export const Sending: Story = {
  parameters: { pameran: { api: { [endpoints.adminPush]: pending } } },
  play: async () => {
    await sendToBudi();
    expect(await screen.findByRole('button', { name: adminGiftCopy.sending })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Sent: Story = {
  play: async () => {
    await sendToBudi();
    expect(await screen.findByRole('status')).toHaveTextContent(adminGiftCopy.sent(prizes.length, budi.name));
  },
};

/** The platform wrote the placeholder (ID 1) and prizes Budi already claimed: the organiser is told Budi will not see them. */
export const SentWithHiddenPrizes: Story = {
  parameters: { pameran: { api: { [endpoints.adminPush]: nothingSelectable } } },
  play: async () => {
    await sendToBudi();
    expect(await screen.findByRole('status')).toHaveTextContent(
      [
        adminGiftCopy.sent(nothingSelectable.length, budi.name),
        adminGiftCopy.visitorSees(budi.name, 0),
        adminGiftCopy.placeholderLeftOut(1),
        adminGiftCopy.claimedLeftOut(prizes.length),
      ].join(' '),
    );
  },
};

export const SentWithHiddenPrizesDesktop: Story = {
  ...onViewport('desktop'),
  parameters: SentWithHiddenPrizes.parameters,
  play: SentWithHiddenPrizes.play,
};

export const SendError: Story = {
  parameters: { pameran: { api: { [endpoints.adminPush]: failure(503, 'Basis data realtime tidak dapat dihubungi.') } } },
  play: async () => {
    await sendToBudi();
    await expectAlertText('Basis data realtime tidak dapat dihubungi.');
  },
};

export const Desktop: Story = {
  ...onViewport('desktop'),
  play: VisitorsAndPrizes.play,
};

export const VisitorSignedIn: Story = {
  // Parameters merge deeply, so the meta's organiser role must be overridden, not just left out.
  parameters: { pameran: { ports: { user: { ...visitor, role: 'visitor' } } } },
  play: async () => {
    expect(await screen.findByRole('heading', { name: adminGiftCopy.organisersOnlyTitle })).toBeVisible();
    expect(screen.getByText(adminGiftCopy.notAnOrganiser)).toBeVisible();
    expect(screen.queryByRole('radio')).toBeNull();
  },
};

export const Anonymous: Story = {
  parameters: { pameran: { ports: { user: null } } },
  play: async () => {
    expect(await screen.findByRole('heading', { name: adminGiftCopy.organisersOnlyTitle })).toBeVisible();
    expect(screen.getByText(adminGiftCopy.signInAsOrganiser)).toBeVisible();
  },
};
