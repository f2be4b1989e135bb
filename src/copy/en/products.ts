import { formatCount } from '../../lib/numbers';
import type { English } from '../translation';
import type { products as indonesian } from '../products';

/** A count in words, its number in the English style ("1,250 results"). */
const counted = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** The products screen: merchandise, exhibitors and their products, add to cart. */
export const products: English<typeof indonesian> = {
  tabsLabel: 'Product types',
  merchandiseTab: 'Merchandise',
  exhibitorsTab: 'Exhibitors',
  merchandiseEmpty: 'No merchandise available yet.',
  exhibitorsEmpty: 'No exhibitors yet.',
  stock: (count: number) => (count === 0 ? 'Out of stock' : `${count} in stock`),
  imageAlt: (name: string) => `Photo of ${name}`,
  addToCart: 'Add to cart',
  addToCartNamed: (name: string) => `Add to cart: ${name}`,
  soldOut: 'Sold out',
  loginToBuy: 'Sign in to buy',
  addFailed: (name: string, message: string) => `${name} was not added to the cart: ${message}`,
  loginToBuyNamed: (name: string) => `Sign in to buy: ${name}`,
  addWaiting: (name: string) => `Waiting for a connection: ${name} goes into your cart by itself when the internet connection is back.`,
  anonymousNotice: 'You can browse all products. Sign in to add them to your cart.',
  cartSummary: (quantity: number) =>
    quantity === 0 ? 'Your cart is empty.' : `Cart: ${quantity} ${quantity === 1 ? 'item' : 'items'}.`,
  openCart: 'View cart',
  findHeading: 'Find an exhibitor',
  findLabel: 'Booth code or exhibitor number',
  findHint: 'For example: A-05 (booth code) or 3 (exhibitor number).',
  findSubmit: 'Open',
  findEmpty: 'Enter a booth code or an exhibitor number first.',
  booth: (code: string, hall: string | undefined) => (hall ? `Booth ${code} · ${hall}` : `Booth ${code}`),
  backToList: 'Back to the list',
  boothNotFound: (code: string) => `Booth ${code} not found`,
  boothNotFoundNear: 'Perhaps you are looking for one of these nearby booths:',
  boothNotFoundHint: "Check the booth code (for example: A-05), or search for the exhibitor's name below.",
  nearBoothsLabel: 'Nearby booths',
  directoryOnly: 'Without an internet connection, only what the exhibitor directory knows is shown. The full details and products load by themselves when the connection is back.',
  productBy: 'By',
  exhibitorProducts: 'Products',
  exhibitorNoProducts: 'This exhibitor has not listed any products yet.',
  website: 'Website',
  websiteUnavailable: 'The website address is not available.',
  productDetail: (name: string) => `${name} specifications`,
  specs: 'Specifications',
  // Search by name, filters and results. The examples are words the platform's (Indonesian) names contain.
  searchHeading: 'Search the fair',
  searchLabel: 'Search products or exhibitors',
  searchHint: 'A name, a product or a category, e.g. generator, pump, welding.',
  findToggle: 'Have a booth code or exhibitor number?',
  searchClear: 'Clear search',
  hallFilter: 'Exhibition hall',
  categoryFilter: 'Category',
  allHalls: 'All halls',
  allCategories: 'All categories',
  resultsHeading: 'Search results',
  resultsGroup: { exhibitor: 'Exhibitors', product: "Exhibitors' products", merchandise: 'Merchandise' },
  resultsCount: (count: number) => counted(count, 'result', 'results'),
  resultsSummary: (count: number) => (count === 0 ? 'No results.' : `${counted(count, 'result', 'results')} found.`),
  noResultsTitle: 'No matches',
  noResults: (query: string) =>
    query
      ? `No exhibitor, product or merchandise matches "${query}". Check the spelling, or try a shorter word.`
      : 'There are no exhibitors in this hall and category.',
  noResultsFiltered: 'Try removing the hall or category filter.',
  clearFilters: 'Clear filters',
  indexing: 'Preparing the search…',
  loadingMore: (shown: number, total: number) =>
    `Loading exhibitors: ${formatCount(shown)} of ${formatCount(total)}.`,
  productsNotSearchable: "Searching exhibitors' products is not available at this event yet; the search covers exhibitor names, categories and merchandise.",
  productOf: (exhibitor: string) => `by ${exhibitor}`,
  exhibitorsListLabel: (count: number) => `Exhibitors, ${counted(count, 'exhibitor', 'exhibitors')}`,
  productsListLabel: (count: number) => `Products, ${counted(count, 'product', 'products')}`,
  merchandiseListLabel: (count: number) => `Merchandise, ${counted(count, 'item', 'items')}`,
  merchandiseNotFound: 'Merchandise not found.',
};
