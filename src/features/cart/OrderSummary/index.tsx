// Placing an order is one step too far for one tap: the order button opens a summary of the
// checked items and their total, with what happens next, and only its "Pesan sekarang" places
// the order (cart.checkout). The cart page and the live page's mini cart share it.
// The sales team's promise to call or write needs somewhere to call or write: the summary asks
// for an email or phone (optional, from the profile; a change is saved there), and without either
// it says where the order's progress can be followed instead.
import { useState } from 'react';
import styled from 'styled-components';
import { checkedCart, hasId, selectCanCheckout, selectFirstCart, selectIsCheckingOut, selectUser, type CartItem, type User } from '../../../../machines';
import { itemName } from '../../../lib/labels';
import { transactions as transactionsCopy } from '../../../copy/transactions';
import { profile as profileCopy } from '../../../copy/profile';
import { useAppSend, useAuth, useCart } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
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

const Contact = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: ${({ theme }) => theme.space[3]}px 0 0;
  padding: 0;
  border: 0;
  legend { padding: 0; margin-bottom: ${({ theme }) => theme.space[2]}px; font-weight: ${({ theme }) => theme.font.weight.bold}; }
`;

/** A typed email that cannot be one (the platform would refuse it after the order is placed). */
export const looksLikeEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** The profile with the contact typed in the summary, when it changed; null when nothing changed. */
export function contactChanges(user: User | null, typed: { email: string; phone: string }): Partial<User> | null {
  if (!user) return null;
  const email = typed.email.trim();
  const phone = typed.phone.trim();
  if (email === (user.email ?? '') && phone === (user.phone ?? '')) return null;
  return { name: user.name, agency: user.agency, unit: user.unit, salesman: user.salesman, email, phone };
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
  const user = useAuth(selectUser, null);
  const [contact, setContact] = useState({ email: '', phone: '' });
  const [emailInvalid, setEmailInvalid] = useState(false);
  const reachable = contact.email.trim() !== '' || contact.phone.trim() !== '';

  const review = () => {
    setContact({ email: user?.email ?? '', phone: user?.phone ?? '' });
    setEmailInvalid(false);
    setReviewing(true);
  };

  const place = () => {
    const invalid = contact.email.trim() !== '' && !looksLikeEmail(contact.email.trim());
    setEmailInvalid(invalid);
    if (invalid) return;
    const changes = contactChanges(user, contact);
    if (changes) send({ type: 'user.saveDetails', details: changes });
    setReviewing(false);
    send({ type: 'cart.checkout' });
  };

  return (
    <>
      <Button variant="accent" block busy={checkingOut} disabled={disabled || !canCheckout} onClick={review}>
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
        <Meta>{reachable ? transactionsCopy.nextStepDefault : transactionsCopy.contactNone}</Meta>
        <Contact>
          <legend>{transactionsCopy.contactHeading}</legend>
          <TextField
            label={profileCopy.email}
            type="email"
            autoComplete="email"
            value={contact.email}
            hint={transactionsCopy.contactHint}
            error={emailInvalid ? transactionsCopy.contactEmailInvalid : null}
            onChange={(event) => setContact({ ...contact, email: event.target.value })}
          />
          <TextField
            label={profileCopy.phone}
            type="tel"
            autoComplete="tel"
            value={contact.phone}
            onChange={(event) => setContact({ ...contact, phone: event.target.value })}
          />
        </Contact>
      </Dialog>
    </>
  );
}
