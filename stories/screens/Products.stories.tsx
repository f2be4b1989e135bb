import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { copy } from '../../src/copy';
import { products as productsCopy } from '../../src/copy/products';
import { cartWithThree } from '../fixtures/commerce';
import { endpoints, platform } from '../fixtures/api';
import { eventWithManyExhibitors, exhibitor, exhibitorWithoutProducts, manyMerchandise, merchandise, product } from '../fixtures/event';
import { visitor } from '../fixtures/visitors';
import { failure, pending } from '../support/outcome';
import { containing, expectAlertText, expectLoading, expectScreenTitle } from '../support/play';
import { onRoute } from '../support/screen';
import { onViewport } from '../support/viewports';

export default { title: 'Screens/Products', ...onRoute('/products', { api: platform }) } satisfies Meta;
type Story = StoryObj;

const signedIn = { user: visitor, carts: cartWithThree };
const firstMerchandise = merchandise[0]!;

async function openExhibitorsTab() {
  await expectScreenTitle(copy.shell.titles.products);
  await userEvent.click(screen.getByRole('tab', { name: productsCopy.exhibitorsTab }));
}

export const Anonymous: Story = {
  play: async () => {
    await expectScreenTitle(copy.shell.titles.products);
    expect(await screen.findByText(productsCopy.anonymousNotice)).toBeVisible();
    expect(await screen.findByRole('link', { name: productsCopy.loginToBuyNamed(firstMerchandise.name) })).toHaveAttribute('href', '/login');
  },
};

export const Authenticated: Story = {
  parameters: { pameran: { ports: signedIn } },
  play: async () => {
    expect(await screen.findByText(productsCopy.cartSummary(6))).toBeVisible();
    expect(await screen.findByRole('button', { name: productsCopy.addToCartNamed(firstMerchandise.name) })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { pameran: { api: { [endpoints.merchandise]: pending } } },
  play: async () => {
    await expectScreenTitle(copy.shell.titles.products);
    await expectLoading();
  },
};

export const Empty: Story = {
  parameters: { pameran: { api: { [endpoints.merchandise]: [] } } },
  play: async () => {
    expect(await screen.findByText(productsCopy.merchandiseEmpty)).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { pameran: { api: { [endpoints.merchandise]: failure(503, 'Terjadi gangguan pada server (503). Silakan coba lagi nanti.') } } },
  play: async () => {
    await expectAlertText('(503)');
    expect(screen.getByRole('button', { name: copy.common.retry })).toBeVisible();
  },
};

export const ManyItems: Story = {
  parameters: { pameran: { ports: signedIn, api: { [endpoints.merchandise]: manyMerchandise } } },
  play: async () => {
    const available = manyMerchandise.filter((item) => item.stock > 0);
    await screen.findByRole('button', { name: productsCopy.addToCartNamed(available[0]!.name) });
    for (const item of available) expect(screen.getByRole('button', { name: productsCopy.addToCartNamed(item.name) })).toBeEnabled();
  },
};

/** Merchandise the platform sent without pictures: placeholders, not broken images. */
export const ItemsWithoutPictures: Story = {
  parameters: { pameran: { ports: signedIn, api: { [endpoints.merchandise]: merchandise.map((item) => ({ ...item, image_url: '' })) } } },
  play: async () => {
    expect(await screen.findByRole('button', { name: productsCopy.addToCartNamed(firstMerchandise.name) })).toBeEnabled();
  },
};

/** Selecting a tab by interaction: the exhibitor list. */
export const ExhibitorsTab: Story = {
  parameters: { pameran: { api: { [endpoints.event]: eventWithManyExhibitors } } },
  play: async () => {
    await openExhibitorsTab();
    expect(await screen.findByRole('button', { name: containing(eventWithManyExhibitors.exhibitors[29]!.name) })).toBeVisible();
  },
};

/** Finding an exhibitor by booth code opens it. */
export const FindByBoothCode: Story = {
  play: async () => {
    await expectScreenTitle(copy.shell.titles.products);
    await userEvent.type(screen.getByLabelText(productsCopy.findLabel), exhibitor.booth_code);
    await userEvent.click(screen.getByRole('button', { name: productsCopy.findSubmit }));
    expect(await screen.findByRole('heading', { name: exhibitor.name })).toBeVisible();
  },
};

export const FindWithoutInput: Story = {
  play: async () => {
    await expectScreenTitle(copy.shell.titles.products);
    await userEvent.click(screen.getByRole('button', { name: productsCopy.findSubmit }));
    expect(await screen.findByText(productsCopy.findEmpty)).toBeVisible();
  },
};

export const ExhibitorDetail: Story = {
  parameters: { pameran: { route: '/products?exhibitor=1', ports: signedIn } },
  play: async () => {
    expect(await screen.findByRole('heading', { name: exhibitor.name })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: productsCopy.exhibitorProducts })).toBeVisible();
    expect(screen.getByRole('button', { name: productsCopy.productDetail(exhibitor.products[0]!.name) })).toBeVisible();
  },
};

export const ExhibitorWithoutProducts: Story = {
  parameters: { pameran: { route: '/products?exhibitor=5', api: { [endpoints.exhibitor]: exhibitorWithoutProducts } } },
  play: async () => {
    expect(await screen.findByText(productsCopy.exhibitorNoProducts)).toBeVisible();
  },
};

export const ExhibitorNotFound: Story = {
  parameters: { pameran: { route: '/products?booth=Z-99', api: { [endpoints.exhibitorByCode]: failure(404, 'Peserta dengan kode stan Z-99 tidak ditemukan.') } } },
  play: async () => {
    await expectAlertText('Z-99 tidak ditemukan');
  },
};

export const ProductDetail: Story = {
  parameters: { pameran: { route: `/products?product=${product.id}`, ports: signedIn } },
  play: async () => {
    expect(await screen.findByRole('heading', { name: product.name })).toBeVisible();
    expect(screen.getByRole('heading', { name: productsCopy.specs })).toBeVisible();
  },
};

export const AddingToCart: Story = {
  parameters: { pameran: { ports: { ...signedIn, addToCart: pending } } },
  play: async () => {
    const add = await screen.findByRole('button', { name: productsCopy.addToCartNamed(firstMerchandise.name) });
    await userEvent.click(add);
    expect(await screen.findByRole('button', { name: productsCopy.addToCartNamed(firstMerchandise.name) })).toHaveAttribute('aria-busy', 'true');
  },
};

export const AddToCartError: Story = {
  parameters: { pameran: { ports: { ...signedIn, addToCart: failure(422, 'Stok merchandise ini tidak mencukupi.') } } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: productsCopy.addToCartNamed(firstMerchandise.name) }));
    await expectAlertText('Stok merchandise ini tidak mencukupi.');
  },
};

export const Desktop: Story = {
  ...onViewport('desktop'),
  parameters: { pameran: { ports: signedIn, api: { [endpoints.merchandise]: manyMerchandise } } },
  play: async () => {
    const tabs = await screen.findByRole('tablist', { name: productsCopy.tabsLabel });
    expect(within(tabs).getAllByRole('tab')).toHaveLength(2);
  },
};
