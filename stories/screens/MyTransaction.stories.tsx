import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@pameran/sdk';
import { copy } from '../../src/copy';
import { profile as profileCopy } from '../../src/copy/profile';
import { reminders as remindersCopy } from '../../src/copy/reminders';
import { session as sessionCopy } from '../../src/copy/session';
import { transactions as transactionsCopy } from '../../src/copy/transactions';
import { endpoints, platform } from '../fixtures/api';
import { cartWithMany, cartWithoutPictures, cartWithThree, manyOrders, noCarts, orders } from '../fixtures/commerce';
import { longNameVisitor, visitor } from '../fixtures/visitors';
import { failure, pending } from '../support/outcome';
import { expectAlertText, expectLoading, expectScreenTitle } from '../support/play';
import { onRoute } from '../support/screen';
import { onViewport } from '../support/viewports';

export default { title: 'Screens/My transaction', ...onRoute('/my-transaction', { api: platform, ports: { user: visitor, carts: cartWithThree } }) } satisfies Meta;
type Story = StoryObj;

const firstItem = cartWithThree[0]!.items[0]!;

/** 'Buat pesanan' opens the summary. */
async function reviewOrder() {
  await userEvent.click(await screen.findByRole('button', { name: transactionsCopy.checkout }));
  return screen.findByRole('dialog', { name: transactionsCopy.summaryTitle });
}

/** 'Buat pesanan', then 'Pesan sekarang' in the summary. */
async function checkout() {
  const review = await reviewOrder();
  await userEvent.click(within(review).getByRole('button', { name: transactionsCopy.summaryConfirm }));
}

export const CartAndOrders: Story = {
  play: async () => {
    await expectScreenTitle(copy.shell.titles.myTransaction);
    expect(await screen.findByTestId('cart-quantity')).toHaveTextContent(transactionsCopy.cartQuantity(6));
    expect(await screen.findByText(transactionsCopy.orderTitle(orders[0]!.number))).toBeVisible();
  },
};

export const Anonymous: Story = {
  parameters: { pameran: { ports: { user: null } } },
  play: async () => {
    expect(await screen.findByText(copy.access.loginTitle)).toBeVisible();
    expect(screen.getByRole('link', { name: copy.access.loginLink })).toHaveAttribute('href', '/login');
  },
};

export const RestoringSession: Story = {
  parameters: { pameran: { ports: { restoring: true } } },
  play: async () => {
    await expectLoading();
  },
};

export const Empty: Story = {
  parameters: { pameran: { ports: { carts: noCarts }, api: { [endpoints.orders]: [] } } },
  play: async () => {
    expect(await screen.findByText(transactionsCopy.cartEmpty)).toBeVisible();
    expect(await screen.findByText(transactionsCopy.ordersEmpty)).toBeVisible();
  },
};

export const ManyItemsAndOrders: Story = {
  parameters: { pameran: { ports: { carts: cartWithMany }, api: { [endpoints.orders]: manyOrders } } },
  play: async () => {
    const items = cartWithMany[0]!.items;
    const removeNames = new Set(items.map((item) => transactionsCopy.removeItem(item.name)));
    expect(await screen.findAllByRole('button', { name: (name) => removeNames.has(name) })).toHaveLength(items.length);
    expect(await screen.findByText(transactionsCopy.orderTitle(manyOrders[23]!.number))).toBeVisible();
  },
};

export const LongIndonesianNames: Story = {
  parameters: { pameran: { ports: { user: longNameVisitor, carts: cartWithMany } } },
  play: async () => {
    expect((await screen.findAllByText(/Seal Kit Silinder Hidrolik Excavator/)).length).toBeGreaterThan(0);
  },
};

/** Items the platform sent without a picture: a placeholder, not a broken image. */
export const ItemsWithoutPictures: Story = {
  parameters: { pameran: { ports: { carts: cartWithoutPictures } } },
  play: async () => {
    expect(await screen.findByTestId('cart-quantity')).toHaveTextContent(transactionsCopy.cartQuantity(6));
  },
};

export const OrdersLoading: Story = {
  parameters: { pameran: { api: { [endpoints.orders]: pending } } },
  play: async () => {
    await expectScreenTitle(copy.shell.titles.myTransaction);
    await expectLoading();
  },
};

export const OrdersError: Story = {
  parameters: { pameran: { api: { [endpoints.orders]: failure(500, 'Terjadi gangguan pada server (500). Silakan coba lagi nanti.') } } },
  play: async () => {
    await expectAlertText('(500)');
  },
};

/** Unticking every item leaves nothing to order. */
export const NothingChecked: Story = {
  play: async () => {
    for (const item of cartWithThree[0]!.items) {
      const box = await screen.findByRole('checkbox', { name: transactionsCopy.includeItem(item.name) });
      if ((box as HTMLInputElement).checked) await userEvent.click(box);
    }
    expect(await screen.findByText(transactionsCopy.noneChecked)).toBeVisible();
    expect(screen.getByRole('button', { name: transactionsCopy.checkout })).toBeDisabled();
  },
};

export const CheckingOut: Story = {
  parameters: { pameran: { ports: { placeOrder: pending } } },
  play: async () => {
    await checkout();
    expect(await screen.findByRole('button', { name: transactionsCopy.checkingOut })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The summary before an order is placed: every checked item and the total. */
export const OrderSummary: Story = {
  play: async () => {
    const review = await reviewOrder();
    expect(within(review).getByRole('list', { name: transactionsCopy.summaryItems }).children).toHaveLength(cartWithThree[0]!.items.length);
    expect(within(review).getByText(transactionsCopy.summaryTotal(6))).toBeVisible();
  },
};

export const OrderSummaryDesktop: Story = {
  ...onViewport('desktop'),
  play: OrderSummary.play,
};

export const OrderPlaced: Story = {
  play: async () => {
    await checkout();
    expect(await screen.findByRole('status')).toHaveTextContent(`${transactionsCopy.orderPlaced('ORD-2026-00900')} ${transactionsCopy.nextStepDefault}`);
  },
};

export const CheckoutError: Story = {
  parameters: { pameran: { ports: { placeOrder: failure(422, 'Stok Bantalan Gelinding 6205-2RS tidak mencukupi.') } } },
  play: async () => {
    await checkout();
    await expectAlertText('tidak mencukupi');
  },
};

export const RemoveError: Story = {
  parameters: { pameran: { ports: { removeCartItem: failure(500, 'Barang gagal dihapus. Silakan coba lagi.') } } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: transactionsCopy.removeItem(firstItem.name) }));
    await expectAlertText('Barang gagal dihapus');
  },
};

/** Offline at the venue: additions kept on the device wait for the network. */
export const WaitingForNetwork: Story = {
  parameters: {
    pameran: {
      ports: {
        keptAdditions: [
          { key: 'story-addition-0001', addition: { product_id: firstItem.product_id, quantity: 1, kind: 'product' }, name: firstItem.name },
          { key: 'story-addition-0002', addition: { product_id: 1, quantity: 2, kind: 'merchandise' }, name: 'Topi Pameran 2026' },
        ],
        addToCart: failure(0, MESSAGES.network),
      },
    },
  },
  play: async () => {
    const waiting = await screen.findByRole('region', { name: transactionsCopy.waitingForNetwork });
    expect(within(waiting).getByText(transactionsCopy.queuedItem(firstItem.name, 1))).toBeVisible();
    expect(within(waiting).getByText(transactionsCopy.queuedItem('Topi Pameran 2026', 2))).toBeVisible();
    expect(within(waiting).getByText(transactionsCopy.waitingHint)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  },
};

export const Desktop: Story = {
  ...onViewport('desktop'),
  play: CartAndOrders.play,
};

/** A merchandise order waiting for payment, `minutes` from its deadline (pay_before, x-assumed). */
/** An order awaiting payment whose deadline is `minutes` from when the screen asks (an answer computed per request). */
const awaitingPayment = (minutes: number) => ({
  ...orders[0]!,
  status: 'Menunggu pembayaran',
  pay_before: new Date(Date.now() + minutes * 60_000).toISOString(),
});

/** The deadline and what is left of it, counting down each second. */
export const OrderCountdown: Story = {
  parameters: { pameran: { api: { [endpoints.orders]: () => [awaitingPayment(25)] } } },
  play: async () => {
    expect(await screen.findByText(/^Sisa waktu 2[45]:\d\d$|^\d+:\d\d left$/)).toBeVisible();
    expect(screen.getByText(transactionsCopy.statusAwaitingPayment)).toBeVisible();
  },
};

/**
 * "Ingatkan saya sebelum batas bayar": the tap asks for notification permission (without it,
 * the reminder comes as a banner in the app), then the order says the reminder is on and how it
 * comes; it can be cancelled.
 */
export const OrderPaymentReminder: Story = {
  parameters: { pameran: { api: { [endpoints.orders]: () => [awaitingPayment(25)] } } },
  play: async () => {
    const label = transactionsCopy.orderTitle(orders[0]!.number);
    await userEvent.click(await screen.findByRole('button', { name: remindersCopy.paymentRemindMeLabel(label) }));
    expect(await screen.findByText(remindersCopy.paymentActive(5), { exact: false })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: remindersCopy.paymentCancelLabel(label) }));
    expect(await screen.findByRole('button', { name: remindersCopy.paymentRemindMeLabel(label) })).toBeVisible();
  },
};

/** Five minutes or less before the deadline: the order warns that it is about to be cancelled. */
export const OrderPaySoon: Story = {
  parameters: { pameran: { api: { [endpoints.orders]: () => [awaitingPayment(3)] } } },
  play: async () => {
    expect(await screen.findByText(/^Segera bayar: pesanan ini dibatalkan pukul |^Pay soon: this order is cancelled at /)).toBeVisible();
  },
};

/** The deadline passed unpaid: "Dibatalkan", and what to do now in the app's words. */
export const OrderCancelled: Story = {
  parameters: { pameran: { api: { [endpoints.orders]: () => [awaitingPayment(-1)] } } },
  play: async () => {
    expect(await screen.findByText(transactionsCopy.statusCancelled)).toBeVisible();
    expect(screen.getByText(transactionsCopy.nextStepCancelled)).toBeVisible();
  },
};

/** A visitor who gave no email or phone: the summary asks for one, and does not promise a call without it. */
export const OrderSummaryWithoutContact: Story = {
  parameters: { pameran: { ports: { user: { ...visitor, email: '', phone: '' }, carts: cartWithThree } } },
  play: async () => {
    const review = await reviewOrder();
    expect(within(review).getByText(transactionsCopy.contactNone)).toBeVisible();
    expect(within(review).getByRole('textbox', { name: profileCopy.email })).toHaveValue('');
  },
};

/**
 * The platform refuses the visitor's token under the open page (it ran out, or was revoked): the
 * visitor is signed out with the reason, what stays with the account and a way to sign in again.
 */
export const SessionEnded: Story = {
  parameters: { pameran: { api: { [endpoints.orders]: failure(401, 'Sesi Anda tidak valid atau telah berakhir. Silakan masuk kembali.') } } },
  play: async () => {
    expect(await screen.findByText(sessionCopy.expiredWhy, {}, { timeout: 5_000 })).toBeVisible();
    expect(screen.getByRole('link', { name: sessionCopy.signInAgain })).toBeVisible();
  },
};
