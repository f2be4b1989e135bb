import type { English } from '../translation';
import type { transactions as indonesian } from '../transactions';

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** The my-transaction screen: the cart (checked items, checkout) and the orders. */
export const transactions: English<typeof indonesian> = {
  loginHint: 'Sign in to see your cart and orders.',
  cartHeading: 'Cart',
  cartEmpty: 'Your cart is empty.',
  cartEmptyHint: 'Add products or merchandise from the Products page.',
  browseProducts: 'Browse products',
  cartQuantity: (quantity: number) => `${items(quantity)} in the cart`,
  itemQuantity: (quantity: number) => `Quantity: ${quantity}`,
  decrease: (name: string) => `Decrease the quantity of ${name}`,
  increase: (name: string) => `Increase the quantity of ${name}`,
  quantityOf: (name: string) => `Quantity of ${name}`,
  includeItem: (name: string) => `Include ${name} in the order`,
  removeItem: (name: string) => `Remove ${name} from the cart`,
  itemLocked: 'This item cannot be changed or ordered from the app.',
  statusUnknown: 'Processing',
  remove: 'Remove',
  waitingForNetwork: 'Waiting for a connection',
  sendingQueued: 'Adding to your cart…',
  queuedItem: (name: string, quantity: number) => `${name} × ${quantity}`,
  waitingHint: 'Kept on this device; it goes into your cart by itself when the internet connection is back.',
  checkedTotal: (count: number) => `Total for ${count} selected ${count === 1 ? 'item' : 'items'}`,
  noneChecked: 'Select at least one item to order.',
  checkout: 'Place order',
  checkingOut: 'Placing the order…',
  orderPlaced: (number: string) => `Order ${number} has been placed.`,
  ordersHeading: 'My orders',
  ordersEmpty: 'No orders yet.',
  ordersEmptyHint: 'Orders you place will appear here.',
  orderTitle: (number: string) => `Order ${number}`,
  orderDate: (when: string) => `Placed ${when}`,
  orderItem: (name: string, quantity: number) => `${name} × ${quantity}`,
  total: 'Order total',
  summaryTitle: 'Order summary',
  summaryIntro: 'Check the items and the total before placing the order.',
  summaryItems: 'Items ordered',
  summaryTotal: (count: number) => `Total (${items(count)})`,
  summaryConfirm: 'Order now',
  summaryBack: 'Back',
  nextStepDefault:
    "Once the order is placed, the exhibitor's sales team will contact you by email or phone to confirm it and arrange payment. Nothing needs to be paid now.",
  nextStepLabel: 'Next step',
};
