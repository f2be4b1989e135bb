// Placing an order is one step too far for one tap: the order button opens a summary of the
// checked items and their total, with what happens next, and only its "Pesan sekarang" places
// the order (cart.checkout). The cart page and the live page's mini cart share it.
import { useState } from 'react';
import styled from 'styled-components';
import { checkedCart, hasId, selectCanCheckout, selectFirstCart, selectIsCheckingOut, type CartItem } from '../../../../machines';
import { itemName } from '../../../lib/labels';
import { transactions as transactionsCopy } from '../../../copy/transactions';
import { useAppSend, useCart } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { Price } from '../../../components/Price';
import { Meta } from '../../../components/Section';
import { PlainList } from '../../../components/PlainList';

const Lines = styled(PlainList)`
  li { display: flex; justify-content: space-between; gap: ${({ theme }) => theme.space[3]}px; }
  li span:first-child { overflow-wrap: anywhere; }
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: ${({ theme }) => theme.space[3]}px 0;
  padding-top: ${({ theme }) => theme.space[3]}px;
  border-top: 1px solid ${({ theme }) => theme.color.line};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** What the checked items that can be ordered cost together (an item without a price adds nothing). */
export function checkedTotal(items: readonly CartItem[]): { count: number; amount: number } {
  return items
    .filter(hasId)
    .filter((item) => item.checked !== false)
    .reduce((sum, item) => ({ count: sum.count + item.quantity, amount: sum.amount + (item.price ?? 0) * item.quantity }), { count: 0, amount: 0 });
}

/** What happens after an order: the platform's text where it gives one, our default otherwise. */
export function orderNextStep(order: { next_step?: unknown }): string {
  return typeof order.next_step === 'string' && order.next_step.trim() !== '' ? order.next_step.trim() : transactionsCopy.nextStepDefault;
}

export interface OrderButtonProps {
  /** The button's text (the cart page and the live page word it differently). */
  label: string;
  disabled?: boolean;
}

/** The order button and its summary dialog. */
export function OrderButton({ label, disabled = false }: OrderButtonProps) {
  const send = useAppSend();
  const [reviewing, setReviewing] = useState(false);
  const cart = useCart(selectFirstCart, null);
  const canCheckout = useCart(selectCanCheckout, false);
  const checkingOut = useCart(selectIsCheckingOut, false);
  const ordered = checkedCart(cart ? [cart] : [])?.items ?? [];
  const total = checkedTotal(ordered);

  const place = () => {
    setReviewing(false);
    send({ type: 'cart.checkout' });
  };

  return (
    <>
      <Button variant="accent" block busy={checkingOut} disabled={disabled || !canCheckout} onClick={() => setReviewing(true)}>
        {checkingOut ? transactionsCopy.checkingOut : label}
      </Button>
      <Dialog
        open={reviewing && ordered.length > 0}
        title={transactionsCopy.summaryTitle}
        description={transactionsCopy.summaryIntro}
        onClose={() => setReviewing(false)}
        maxWidth="480px"
        footer={
          <>
            <Button variant="ghost" onClick={() => setReviewing(false)}>{transactionsCopy.summaryBack}</Button>
            <Button variant="accent" disabled={!canCheckout} onClick={place}>{transactionsCopy.summaryConfirm}</Button>
          </>
        }
      >
        <Lines aria-label={transactionsCopy.summaryItems}>
          {ordered.map((item) => (
            <li key={item.id}>
              <span>{transactionsCopy.orderItem(itemName(item), item.quantity)}</span>
              <Price amount={item.price === undefined ? undefined : item.price * item.quantity} />
            </li>
          ))}
        </Lines>
        <Total>
          <span>{transactionsCopy.summaryTotal(total.count)}</span>
          <Price amount={total.amount} />
        </Total>
        <Meta>{transactionsCopy.nextStepDefault}</Meta>
      </Dialog>
    </>
  );
}
