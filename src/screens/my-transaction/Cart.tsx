// The cart, read from the cart statechart: every item of the first cart with a checkbox (all
// checked on load), its quantity and subtotal, remove, and checkout of the checked items.
import styled from 'styled-components';
import { hasId, type CartItem } from '../../../machines';
import {
  selectCartError,
  selectFirstCart,
  selectIsCartBusy,
  selectLastOrder,
} from '../../../machines';
import { transactions as transactionsCopy } from '../../copy/transactions';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { LinkButton } from '../../components/LinkButton';
import { checkedTotal, OrderButton, orderNextStep } from '../../features/cart/OrderSummary';
import { Price } from '../../components/Price';
import { useAppSend, useCart, useCartQuantity } from '../../app/hooks';
import { media } from '../../theme';
import { asList } from '../../lib/asList';
import { CardList, Feedback, Meta } from '../../components/Section';
import { itemName, orderNumber } from '../../lib/labels';
import { Picture } from '../../components/Picture';

const Row = styled(Card)`
  display: grid;
  grid-template-columns: auto 56px 1fr;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: center;
  padding: ${({ theme }) => theme.space[3]}px;
  input[type='checkbox'] { width: 24px; height: 24px; margin: 10px; accent-color: ${({ theme }) => theme.color.brand}; }
  img { width: 56px; height: 56px; border-radius: ${({ theme }) => theme.radius.sm}; background: ${({ theme }) => theme.color.skeleton}; }
  strong { display: block; overflow-wrap: anywhere; }
  > :last-child { grid-column: 1 / -1; display: flex; justify-content: space-between; align-items: center; }
  ${media.wide} {
    grid-template-columns: auto 56px 1fr auto;
    > :last-child { grid-column: auto; gap: ${({ theme }) => theme.space[4]}px; }
  }
`;

const Summary = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[3]}px;
  p { margin: 0; }
  data { font-size: ${({ theme }) => theme.font.size.lg}; font-weight: ${({ theme }) => theme.font.weight.bold}; color: ${({ theme }) => theme.color.brand}; }
`;


/** One line of the cart. Without its own id or its cart's (`cartId` null) it can only be shown. */
function CartRow({ cartId, item, busy }: { cartId: number | null; item: CartItem; busy: boolean }) {
  const send = useAppSend();
  const name = itemName(item);
  const itemId = item.id;
  const changeable = cartId !== null && itemId !== undefined;
  return (
    <Row as="li">
      <input
        type="checkbox"
        checked={changeable && item.checked !== false}
        disabled={!changeable}
        onChange={() => itemId !== undefined && send({ type: 'cart.toggleItem', itemId })}
        aria-label={transactionsCopy.includeItem(name)}
      />
      <Picture src={item.image_url} alt="" width={56} height={56} loading="lazy" />
      <div>
        <strong>{name}</strong>
        <Meta>{transactionsCopy.itemQuantity(item.quantity)} × <Price amount={item.price} /></Meta>
        {!changeable && <Meta>{transactionsCopy.itemLocked}</Meta>}
      </div>
      <div>
        <Price amount={item.price === undefined ? undefined : item.price * item.quantity} />
        {changeable && (
          <Button
            variant="danger"
            disabled={busy}
            onClick={() => send({ type: 'cart.remove', cartId, itemId })}
            aria-label={transactionsCopy.removeItem(name)}
          >
            {transactionsCopy.remove}
          </Button>
        )}
      </div>
    </Row>
  );
}

export function CartPanel() {
  const cart = useCart(selectFirstCart, null);
  const quantity = useCartQuantity();
  const busy = useCart(selectIsCartBusy, false);
  const error = useCart(selectCartError, null);
  const lastOrder = useCart(selectLastOrder, null);
  const items = asList(cart?.items);
  const total = checkedTotal(items);

  return (
    <>
      {lastOrder && <Feedback $tone="success" role="status">{`${transactionsCopy.orderPlaced(orderNumber(lastOrder))} ${orderNextStep(lastOrder)}`}</Feedback>}
      {error && <Feedback $tone="danger" role="alert">{error}</Feedback>}
      {!cart || items.length === 0 ? (
        <EmptyState
          title={transactionsCopy.cartEmpty}
          description={transactionsCopy.cartEmptyHint}
          action={<LinkButton href="/products" $variant="secondary">{transactionsCopy.browseProducts}</LinkButton>}
        />
      ) : (
        <>
          <Meta data-testid="cart-quantity">{transactionsCopy.cartQuantity(quantity)}</Meta>
          <CardList>
            {items.map((item, index) => (
              <CartRow key={item.id ?? `line-${index}`} cartId={cart.id ?? null} item={item} busy={busy} />
            ))}
          </CardList>
          <Summary>
            <p>{transactionsCopy.checkedTotal(total.count)}</p>
            <Price amount={total.amount} />
            {total.count === 0 && <Meta>{transactionsCopy.noneChecked}</Meta>}
            <OrderButton label={transactionsCopy.checkout} />
          </Summary>
        </>
      )}
    </>
  );
}
