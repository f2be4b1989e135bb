import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { copy } from '../../src/copy';
import { denah as denahCopy } from '../../src/copy/denah';
import { planLinks } from '../../src/copy/planLinks';
import { endpoints, platform } from '../fixtures/api';
import { exhibitors } from '../fixtures/event';
import { visitor } from '../fixtures/visitors';
import { failure, pending } from '../support/outcome';
import { expectAlertText, expectLoading, expectScreenTitle } from '../support/play';
import { onRoute } from '../support/screen';
import { onViewport } from '../support/viewports';

export default { title: 'Screens/Denah', ...onRoute('/denah', { api: platform }) } satisfies Meta;
type Story = StoryObj;

/** Booth C-03 of the stories' plan (fixtures/floorplan.ts). */
const bearings = exhibitors[2]!;
const firstExhibitor = exhibitors[0]!;
const planGroup = () => screen.findByRole('group', { name: denahCopy.planLabel(3, 18) });

export const Plan: Story = {
  play: async () => {
    await expectScreenTitle(copy.shell.titles.denah);
    const plan = await planGroup();
    expect(plan.querySelectorAll('a[data-code]')).toHaveLength(18);
    expect(screen.getByRole('link', { name: denahCopy.boothName(bearings.booth_code, bearings.name, bearings.category, []) })).toBeInTheDocument();
    expect(screen.getByText(denahCopy.visitSignIn)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { pameran: { api: { [endpoints.floorplan]: pending } } },
  play: async () => {
    await expectScreenTitle(copy.shell.titles.denah);
    await expectLoading(denahCopy.loadingPlan);
  },
};

/** The platform has no plan (404): said plainly, and the exhibitors listed by booth code. */
export const NoPlan: Story = {
  parameters: { pameran: { api: { [endpoints.floorplan]: failure(404, 'Denah pameran belum tersedia.') } } },
  play: async () => {
    expect(await screen.findByRole('heading', { name: denahCopy.noPlanTitle })).toBeVisible();
    const links = await screen.findAllByRole('link', { name: /^[A-C]-\d\d · / });
    expect(links.map((link) => link.textContent?.slice(0, 4))).toEqual(['A-01', 'A-04', 'B-02', 'B-05', 'C-03', 'C-06']);
  },
};

/** Offline before any visit (no copy on the device yet): the network's message and a retry. */
export const OfflineWithoutCopy: Story = {
  parameters: { pameran: { api: { [endpoints.floorplan]: failure(503, 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.') } } },
  play: async () => {
    await expectAlertText('Periksa koneksi internet');
    expect(screen.getByRole('button', { name: copy.common.retry })).toBeVisible();
  },
};

/** A phone: the search folded behind "Cari" in the plan's toolbar, so the plan starts on the first screen; a tap opens it, ready to type. */
export const PhoneSearchFolded: Story = {
  ...onViewport('phone'),
  play: async () => {
    await planGroup();
    const toggle = screen.getByRole('button', { name: denahCopy.searchToggle });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('searchbox', { name: denahCopy.searchLabel })).toHaveFocus());
  },
};

export const SearchResults: Story = {
  parameters: { pameran: { route: '/denah?q=gearbox' } },
  play: async () => {
    await planGroup();
    expect(await screen.findByText(denahCopy.resultsCount(1))).toBeVisible();
    expect(screen.getByRole('button', { name: new RegExp(`${bearings.booth_code}.*${bearings.name}`) })).toBeVisible();
    expect(screen.getByRole('link', { name: denahCopy.boothName(bearings.booth_code, bearings.name, bearings.category, [denahCopy.noteMatch]) })).toBeInTheDocument();
  },
};

export const SelectedBooth: Story = {
  parameters: { pameran: { route: `/denah?booth=${bearings.booth_code}` } },
  play: async () => {
    expect(await screen.findByRole('heading', { level: 2, name: bearings.name })).toBeVisible();
    expect(screen.getByRole('link', { name: denahCopy.viewProducts })).toHaveAttribute('href', `/products?exhibitor=${bearings.id}`);
  },
};

export const ListView: Story = {
  parameters: { pameran: { route: '/denah?tampilan=daftar' } },
  play: async () => {
    // The six booths an exhibitor holds; the twelve free ones are folded away.
    const list = await screen.findByRole('list', { name: denahCopy.viewList });
    expect(list.querySelectorAll(':scope > li')).toHaveLength(6);
  },
};

/** A signed-in visitor marks two exhibitors and ticks one visited. */
export const MarkedBooths: Story = {
  parameters: { pameran: { ports: { user: visitor }, route: `/denah?booth=${bearings.booth_code}` } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: planLinks.markNamed(bearings.name) }));
    await userEvent.click(screen.getByRole('button', { name: denahCopy.viewList }));
    const list = await screen.findByRole('list', { name: denahCopy.viewList });
    const markFirst = [...list.querySelectorAll('button')].find((button) => button.getAttribute('aria-label') === planLinks.markNamed(firstExhibitor.name))!;
    await userEvent.click(markFirst);
    await userEvent.click(await screen.findByRole('checkbox', { name: denahCopy.visitedTick(bearings.name) }));
    await waitFor(() => expect(screen.getByText(denahCopy.visitProgress(1, 2))).toBeVisible());
  },
};

/** A link to a booth the plan does not have: said plainly, the plan still there. */
export const UnknownBooth: Story = {
  parameters: { pameran: { route: '/denah?booth=Z-99' } },
  play: async () => {
    await expectAlertText(denahCopy.boothNotFound('Z-99'));
    await planGroup();
  },
};

/** From a product page ("Lihat di denah" knows the exhibitor, not its booth): its booth is chosen. */
export const FromProductPage: Story = {
  parameters: { pameran: { route: `/denah?exhibitor=${bearings.id}` } },
  play: async () => {
    expect(await screen.findByRole('heading', { level: 2, name: bearings.name })).toBeVisible();
    expect(screen.getByRole('link', { name: denahCopy.boothName(bearings.booth_code, bearings.name, bearings.category, [denahCopy.noteSelected]) })).toBeInTheDocument();
  },
};

/** A free booth: its heading names the booth, the line under it only the hall (not "Stan A-02" over "Stan A-02 · Hall A"). */
export const FreeBooth: Story = {
  parameters: { pameran: { route: '/denah?booth=A-02' } },
  play: async () => {
    const title = denahCopy.freeBoothTitle('A-02');
    const heading = await screen.findByRole('heading', { level: 2, name: title });
    const card = heading.closest('section')!;
    expect(card).toHaveTextContent('Hall A');
    expect(card.textContent?.split(title)).toHaveLength(2);
  },
};
