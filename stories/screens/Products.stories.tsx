import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { copy } from '../../src/copy';
import { planLinks } from '../../src/copy/planLinks';
import { products as productsCopy } from '../../src/copy/products';
import { cartWithThree } from '../fixtures/commerce';
import { endpoints, platform } from '../fixtures/api';
import { exhibitor, exhibitorPageOf, exhibitorWithoutProducts, fairOf5000, manyExhibitors, manyMerchandise, merchandise, product } from '../fixtures/event';
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

/** Produk opens on the exhibitors; the merchandise is the second tab. */
async function openMerchandiseTab() {
  await expectScreenTitle(copy.shell.titles.products);
  await userEvent.click(await screen.findByRole('tab', { name: productsCopy.merchandiseTab }));
}

/** The booth-code form, folded under its question until opened. */
async function openFindForm() {
  await expectScreenTitle(copy.shell.titles.products);
  await userEvent.click(screen.getByText(productsCopy.findToggle));
}

/** What Produk opens on: the search, then the exhibitors; the booth-code form folded, merchandise the second tab. */
export const Opening: Story = {
  parameters: { pameran: { api: { [endpoints.exhibitorPage]: exhibitorPageOf(manyExhibitors) } } },
  play: async () => {
    const exhibitors = await screen.findByRole('tabpanel', { name: productsCopy.exhibitorsTab });
    const [first] = await within(exhibitors).findAllByRole('link', { name: containing(manyExhibitors[0]!.name) });
    expect(first).toBeVisible();
    expect(screen.getByRole('searchbox', { name: productsCopy.searchLabel })).toBeVisible();
    expect(screen.getByLabelText(productsCopy.findLabel)).not.toBeVisible();
  },
};

export const OpeningOnPhone: Story = { ...Opening, ...onViewport('phone') };

/** Searching by what is sold, in English: "pump" finds the pumps sold under "Pompa". */
export const SearchInEnglishWords: Story = {
  parameters: { pameran: { route: '/products?q=pump' } },
  play: async () => {
    const products = await screen.findByRole('list', { name: productsCopy.resultsGroup.product });
    expect(within(products).getAllByRole('link', { name: containing('Pompa') }).length).toBeGreaterThan(0);
  },
};

export const Anonymous: Story = {
  play: async () => {
    await openMerchandiseTab();
    expect(await screen.findByText(productsCopy.anonymousNotice)).toBeVisible();
    expect(await screen.findByRole('link', { name: productsCopy.loginToBuyNamed(firstMerchandise.name) })).toHaveAttribute('href', '/login');
  },
};

export const Authenticated: Story = {
  parameters: { pameran: { ports: signedIn } },
  play: async () => {
    await openMerchandiseTab();
    expect(await screen.findByText(productsCopy.cartSummary(6))).toBeVisible();
    expect(await screen.findByRole('button', { name: productsCopy.addToCartNamed(firstMerchandise.name) })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { pameran: { api: { [endpoints.merchandise]: pending, [endpoints.exhibitorPage]: pending } } },
  play: async () => {
    await expectScreenTitle(copy.shell.titles.products);
    await expectLoading();
  },
};

export const Empty: Story = {
  parameters: { pameran: { api: { [endpoints.merchandise]: [] } } },
  play: async () => {
    await openMerchandiseTab();
    expect(await screen.findByText(productsCopy.merchandiseEmpty)).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { pameran: { api: { [endpoints.merchandise]: failure(503, 'Terjadi gangguan pada server (503). Silakan coba lagi nanti.') } } },
  play: async () => {
    await openMerchandiseTab();
    await expectAlertText('(503)');
    expect(screen.getByRole('button', { name: copy.common.retry })).toBeVisible();
  },
};

/** Many items: the list renders those on screen, and tells screen readers how many there are. */
export const ManyItems: Story = {
  parameters: { pameran: { ports: signedIn, api: { [endpoints.merchandise]: manyMerchandise } } },
  play: async () => {
    await openMerchandiseTab();
    expect(await screen.findByRole('button', { name: productsCopy.addToCartNamed(manyMerchandise[0]!.name) })).toBeEnabled();
    const list = screen.getByRole('list', { name: productsCopy.merchandiseListLabel(manyMerchandise.length) });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeLessThan(manyMerchandise.length);
    expect(rows[0]).toHaveAttribute('aria-setsize', String(manyMerchandise.length));
  },
};

/** Merchandise the platform sent without pictures: placeholders, not broken images. */
export const ItemsWithoutPictures: Story = {
  parameters: { pameran: { ports: signedIn, api: { [endpoints.merchandise]: merchandise.map((item) => ({ ...item, image_url: '' })) } } },
  play: async () => {
    await openMerchandiseTab();
    expect(await screen.findByRole('button', { name: productsCopy.addToCartNamed(firstMerchandise.name) })).toBeEnabled();
  },
};

/** Selecting a tab by interaction: the exhibitor list. */
export const ExhibitorsTab: Story = {
  parameters: { pameran: { api: { [endpoints.exhibitorPage]: exhibitorPageOf(manyExhibitors) } } },
  play: async () => {
    await openExhibitorsTab();
    const [first] = await screen.findAllByRole('link', { name: containing(manyExhibitors[0]!.name) });
    expect(first).toBeVisible();
  },
};

/** A platform without the paged list: the event answer's exhibitors, and search covers no products. */
export const ExhibitorsWithoutPagedList: Story = {
  parameters: { pameran: { route: '/products?q=hidrolik', api: { [endpoints.exhibitorPage]: failure(404, 'Data tidak ditemukan.') } } },
  play: async () => {
    const exhibitors = await screen.findByRole('list', { name: productsCopy.resultsGroup.exhibitor });
    expect(within(exhibitors).getByRole('link', { name: containing('CV Hidrolik Jaya Abadi') })).toBeVisible();
    expect(screen.getByText(productsCopy.productsNotSearchable)).toBeVisible();
  },
};

/** A 5,000-exhibitor fair: only the rows on screen are in the page; each says its place in the list. */
export const LongList: Story = {
  parameters: { pameran: { api: { [endpoints.exhibitorPage]: exhibitorPageOf(fairOf5000) } } },
  play: async () => {
    await openExhibitorsTab();
    const list = await screen.findByRole('list', { name: productsCopy.exhibitorsListLabel(5000) });
    const [first] = await within(list).findAllByRole('link', { name: containing(fairOf5000[0]!.name!) });
    expect(first).toBeVisible();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeLessThan(60);
    expect(rows[0]).toHaveAttribute('aria-setsize', '5000');
  },
};

/** Search by name: exhibitors, their products and merchandise, grouped; each result is a link. */
export const SearchResults: Story = {
  parameters: { pameran: { route: '/products?q=hidrolik' } },
  play: async () => {
    const exhibitors = await screen.findByRole('list', { name: productsCopy.resultsGroup.exhibitor });
    expect(within(exhibitors).getByRole('link', { name: containing('CV Hidrolik Jaya Abadi') })).toHaveAttribute('href', '/products?exhibitor=2&q=hidrolik');
    const products = screen.getByRole('list', { name: productsCopy.resultsGroup.product });
    expect(within(products).getAllByRole('link', { name: containing('Pompa Hidrolik Gear Pump 20cc') }).length).toBeGreaterThan(0);
    expect(screen.getByRole('searchbox', { name: productsCopy.searchLabel })).toHaveValue('hidrolik');
  },
};

/** Typing: a typo and no capitals still find the merchandise. */
export const SearchWhileTyping: Story = {
  play: async () => {
    await expectScreenTitle(copy.shell.titles.products);
    await userEvent.type(screen.getByRole('searchbox', { name: productsCopy.searchLabel }), 'tumblr');
    const found = await screen.findByRole('list', { name: productsCopy.resultsGroup.merchandise });
    expect(within(found).getByRole('link', { name: containing('Tumbler Baja Tahan Karat') })).toBeVisible();
  },
};

export const NoResults: Story = {
  parameters: { pameran: { route: '/products?q=zzqx' } },
  play: async () => {
    expect(await screen.findByText(productsCopy.noResultsTitle)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(productsCopy.resultsSummary(0));
  },
};

/** Hall and category filters without a search: that hall's exhibitors in that category. */
export const Filters: Story = {
  parameters: { pameran: { route: '/products?hall=Hall+B&category=Hidrolik' } },
  play: async () => {
    const exhibitors = await screen.findByRole('list', { name: productsCopy.resultsGroup.exhibitor });
    expect(within(exhibitors).getAllByRole('link').map((link) => link.querySelector('strong')?.textContent)).toEqual(['CV Hidrolik Jaya Abadi']);
    expect(screen.getByRole('combobox', { name: productsCopy.hallFilter })).toHaveValue('Hall B');
    expect(screen.getByRole('combobox', { name: productsCopy.categoryFilter })).toHaveValue('Hidrolik');
  },
};

/** A search with a filter that leaves nothing: the way out is offered. */
export const FilteredNoResults: Story = {
  parameters: { pameran: { route: '/products?q=presisi&hall=Hall+C' } },
  play: async () => {
    expect(await screen.findByText(productsCopy.noResultsTitle)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: productsCopy.clearFilters }));
    const exhibitors = await screen.findByRole('list', { name: productsCopy.resultsGroup.exhibitor });
    expect(within(exhibitors).getByRole('link', { name: containing('PT Mesin Presisi Indonesia') })).toBeVisible();
  },
};

/** Finding an exhibitor by booth code opens it. */
export const FindByBoothCode: Story = {
  play: async () => {
    await openFindForm();
    await userEvent.type(screen.getByLabelText(productsCopy.findLabel), exhibitor.booth_code);
    await userEvent.click(screen.getByRole('button', { name: productsCopy.findSubmit }));
    expect(await screen.findByRole('heading', { name: exhibitor.name })).toBeVisible();
  },
};

export const FindWithoutInput: Story = {
  play: async () => {
    await openFindForm();
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

/** An unknown booth code, typed loosely ("a99" is A-99): not an error, and the nearest booths of the directory. */
export const BoothNotFound: Story = {
  parameters: {
    pameran: {
      route: '/products?booth=a99',
      api: { [endpoints.exhibitorPage]: exhibitorPageOf(manyExhibitors), [endpoints.exhibitorByCode]: failure(404, 'Peserta dengan kode stan A-99 tidak ditemukan.') },
    },
  },
  play: async () => {
    expect(await screen.findByRole('heading', { level: 2, name: productsCopy.boothNotFound('A-99') })).toBeVisible();
    const near = await screen.findByRole('list', { name: productsCopy.nearBoothsLabel });
    // Hall A's booths nearest to 99 in the directory, each named with its booth line.
    const nearest = ['A-28', 'A-25', 'A-22'].map((code) => manyExhibitors.find((candidate) => candidate.booth_code === code)!);
    const links = await within(near).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(nearest.map((booth) => expect.stringContaining(productsCopy.booth(booth.booth_code, booth.hall))));
    expect(screen.queryByRole('alert')).toBeNull();
  },
};

export const BoothNotFoundOnPhone: Story = { ...BoothNotFound, ...onViewport('phone') };

/** A result opened from a search: the item first, the search below keeping the query, and back to the same results. */
export const OpenedFromSearch: Story = {
  parameters: { pameran: { route: '/products?exhibitor=1&q=bubut' } },
  play: async () => {
    const heading = await screen.findByRole('heading', { level: 2, name: exhibitor.name });
    expect(heading).toBeVisible();
    const searchbox = screen.getByRole('searchbox', { name: productsCopy.searchLabel });
    expect(searchbox).toHaveValue('bubut');
    expect(heading.compareDocumentPosition(searchbox) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: productsCopy.backToList }));
    expect(await screen.findByRole('heading', { name: productsCopy.resultsHeading })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: productsCopy.searchLabel })).toHaveValue('bubut');
  },
};

export const OpenedFromSearchOnPhone: Story = {
  ...onViewport('phone'),
  parameters: OpenedFromSearch.parameters,
  play: async () => {
    expect(await screen.findByRole('heading', { level: 2, name: exhibitor.name })).toBeVisible();
  },
};

/** A product names its exhibitor, with links to the exhibitor and to its booth on the plan. */
export const ProductDetail: Story = {
  parameters: { pameran: { route: `/products?product=${product.id}`, ports: signedIn } },
  play: async () => {
    expect(await screen.findByRole('heading', { name: product.name })).toBeVisible();
    expect(screen.getByRole('heading', { name: productsCopy.specs })).toBeVisible();
    expect(await screen.findByRole('link', { name: exhibitor.name })).toHaveAttribute('href', `/products?exhibitor=${exhibitor.id}`);
    expect(screen.getByRole('link', { name: planLinks.showOnPlanNamed(exhibitor.name) })).toHaveAttribute('href', `/denah?booth=${exhibitor.booth_code}`);
  },
};

export const ProductDetailOnDesktop: Story = { ...ProductDetail, ...onViewport('desktop') };

export const AddingToCart: Story = {
  parameters: { pameran: { ports: { ...signedIn, addToCart: pending } } },
  play: async () => {
    await openMerchandiseTab();
    const add = await screen.findByRole('button', { name: productsCopy.addToCartNamed(firstMerchandise.name) });
    await userEvent.click(add);
    expect(await screen.findByRole('button', { name: productsCopy.addToCartNamed(firstMerchandise.name) })).toHaveAttribute('aria-busy', 'true');
  },
};

export const AddToCartError: Story = {
  parameters: { pameran: { ports: { ...signedIn, addToCart: failure(422, 'Stok merchandise ini tidak mencukupi.') } } },
  play: async () => {
    await openMerchandiseTab();
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
