// The cart, read from the cart statechart: every item of the first cart with a checkbox (all
// checked on load), its quantity and subtotal, remove, and checkout of the checked items.
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { hasId, type CartAddition, type CartItem, type QueuedAddition } from '../../../machines';
import {
  selectCartError,
  selectCartQuantity,
  selectFirstCart,
  selectIsCartBusy,
  selectIsWaitingForNetwork,
  selectLastOrder,
  selectQueuedAdditions,
} from '../../../machines';
import { transactions as transactionsCopy } from '../../copy/transactions';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { MinusIcon, PlusIcon } from '../../components/Icon/more';
import { LinkButton } from '../../components/LinkButton';
import { checkedTotal, OrderButton, orderNextStep } from '../../features/cart/OrderSummary';
import { Price } from '../../components/Price';
import { useAppSend, useCart } from '../../app/hooks';
import { media } from '../../theme';
import { asList } from '../../lib/asList';
import { CardList, Feedback, Meta } from '../../components/Section';
import { itemName, merchandiseName, orderNumber, productName } from '../../lib/labels';
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


const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  margin-top: ${({ theme }) => theme.space[1]}px;
  button { min-width: 44px; padding: 0; font-size: ${({ theme }) => theme.font.size.lg}; }
  span { min-width: 2ch; text-align: center; font-weight: ${({ theme }) => theme.font.weight.bold}; }
`;

/**
 * The cart's quantity stepper. "+" adds one (POST /api/carts adds the quantity it is given to the
 * line, sdk/openapi.yaml). The platform has no call that lowers a quantity, so "−" removes the
 * line and adds it back one fewer, the two calls one after the other through the cart chart
 * (one change at a time); the visitor sees one step. At 1, "−" rests: "Hapus" removes the line.
 */
function useStepDown() {
  const send = useAppSend();
  const busy = useCart(selectIsCartBusy, false);
  const error = useCart(selectCartError, null);
  // The line to add back once its removal has run (seen busy, then done without an error).
  const pending = useRef<{ addition: CartAddition; name: string; started: boolean } | null>(null);
  useEffect(() => {
    const step = pending.current;
    if (!step) return;
    if (busy) step.started = true;
    else if (step.started) {
      pending.current = null;
      if (!error) send({ type: 'cart.add', addition: step.addition, name: step.name });
    }
  }, [busy, error, send]);
  return (cartId: number, itemId: number, addition: CartAddition, name: string) => {
    pending.current = { addition, name, started: false };
    send({ type: 'cart.remove', cartId, itemId });
  };
}

/** One line of the cart. Without its own id or its cart's (`cartId` null) it can only be shown. */
function CartRow({ cartId, item, busy, stepDown }: { cartId: number | null; item: CartItem; busy: boolean; stepDown: ReturnType<typeof useStepDown> }) {
  const send = useAppSend();
  const name = itemName(item);
  const itemId = item.id;
  const changeable = cartId !== null && itemId !== undefined;
  const productId = item.product_id;
  const line = (quantity: number): CartAddition | null => (productId === undefined ? null : { product_id: productId, quantity, kind: item.kind ?? 'product' });
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
        {changeable && productId !== undefined && (
          <Stepper role="group" aria-label={transactionsCopy.quantityOf(name)}>
            <Button
              variant="secondary"
              disabled={busy || item.quantity <= 1}
              onClick={() => stepDown(cartId, itemId, line(item.quantity - 1)!, name)}
              aria-label={transactionsCopy.decrease(name)}
            >
              <MinusIcon size={20} />
            </Button>
            <span>{item.quantity}</span>
            <Button
              variant="secondary"
              disabled={busy || item.quantity >= 99}
              onClick={() => send({ type: 'cart.add', addition: line(1)!, name })}
              aria-label={transactionsCopy.increase(name)}
            >
              <PlusIcon size={20} />
            </Button>
          </Stepper>
        )}
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

const WaitingCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-bottom: ${({ theme }) => theme.space[3]}px;
  background: ${({ theme }) => theme.color.brandSoft};
  p, ul { margin: 0; }
  ul { padding-left: 1.25rem; }
  strong { overflow-wrap: anywhere; }
`;

const NOTHING_QUEUED: readonly QueuedAddition[] = [];

const queuedName = ({ name, addition }: QueuedAddition) =>
  name ?? (addition.kind === 'merchandise' ? merchandiseName({ id: addition.product_id }) : productName({ id: addition.product_id }));

/**
 * Additions kept on this device that the platform has not answered yet, so none is lost unseen:
 * "Menunggu koneksi" while the device is offline, "Sedang dikirim" while one is on its way.
 */
function QueuedAdditions() {
  const queue = useCart(selectQueuedAdditions, NOTHING_QUEUED);
  const waiting = useCart(selectIsWaitingForNetwork, false);
  const label = useId();
  if (queue.length === 0) return null;
  return (
    <WaitingCard as="section" aria-labelledby={label}>
      <p id={label}><strong>{waiting ? transactionsCopy.waitingForNetwork : transactionsCopy.sendingQueued}</strong></p>
      <ul>
        {queue.map((entry) => (
          <li key={entry.key}>{transactionsCopy.queuedItem(queuedName(entry), entry.addition.quantity)}</li>
        ))}
      </ul>
      {waiting && <Meta>{transactionsCopy.waitingHint}</Meta>}
    </WaitingCard>
  );
}

export function CartPanel() {
  const cart = useCart(selectFirstCart, null);
  const quantity = useCart(selectCartQuantity, 0);
  const busy = useCart(selectIsCartBusy, false);
  const error = useCart(selectCartError, null);
  const lastOrder = useCart(selectLastOrder, null);
  const stepDown = useStepDown();
  const queued = useCart((snapshot) => selectQueuedAdditions(snapshot).length, 0);
  const items = asList(cart?.items);
  const total = checkedTotal(items);

  return (
    <>
      {lastOrder && <Feedback $tone="success" role="status">{`${transactionsCopy.orderPlaced(orderNumber(lastOrder))} ${orderNextStep(lastOrder)}`}</Feedback>}
      {error && <Feedback $tone="danger" role="alert">{error}</Feedback>}
      <QueuedAdditions />
      {!cart || items.length === 0 ? (
        // Empty on the platform; what waits on the device is listed above instead.
        queued === 0 && (
          <EmptyState
            title={transactionsCopy.cartEmpty}
            description={transactionsCopy.cartEmptyHint}
            action={<LinkButton href="/products" $variant="secondary">{transactionsCopy.browseProducts}</LinkButton>}
          />
        )
      ) : (
        <>
          <Meta data-testid="cart-quantity">{transactionsCopy.cartQuantity(quantity)}</Meta>
          <CardList>
            {items.map((item, index) => (
              <CartRow key={item.id ?? `line-${index}`} cartId={cart.id ?? null} item={item} busy={busy} stepDown={stepDown} />
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
