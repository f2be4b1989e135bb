// The one way a product or merchandise item goes into the cart: `cart.add` to the cart
// statechart. Anonymous visitors get a link to /login instead; while the cart is busy every
// add button waits (the cart chart takes one change at a time), the clicked one spins.
// Offline, the addition waits on the device and the button says so; it goes when the network
// is back (a visitor at the venue often has none).
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { selectCartError, selectIsCartBusy, selectIsWaitingToAdd, type CartAddition, type CatalogueKind } from '../../../../machines';
import { products as productsCopy } from '../../../copy/products';
import { Button } from '../../../components/Button';
import { LinkButton } from '../../../components/LinkButton';
import { useAuthStatus, useCart, useCartActor } from '../../../app/hooks';

export interface AddToCartButtonProps {
  productId: number;
  kind: CatalogueKind;
  name: string;
  soldOut?: boolean;
}

/**
 * The action spans its card (a phone's narrow column too): the label wraps instead of
 * pushing the button past the card's edge; alone on a wide page it stops at a button's width.
 */
const Action = styled.span`
  display: block;
  > button { width: 100%; max-width: 20rem; padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px; }
`;

const Failure = styled.p`
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Not a failure: the addition is safe on the device, only not yet sent. */
const Waiting = styled.p`
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * This button's own add, from tap to answer: 'sent' until the cart takes it up, 'busy' while
 * it runs. Its failure is shown under this button (where the visitor looks), not at the top.
 */
type AddPhase = 'idle' | 'sent' | 'busy';

/** An anonymous visitor's action on an item: a plain link to sign in (it works before the app has started, in the boot screen). */
export function LoginToBuy({ name }: { name: string }) {
  return (
    <LinkButton href="/login" $variant="secondary" aria-label={productsCopy.loginToBuyNamed(name)}>
      {productsCopy.loginToBuy}
    </LinkButton>
  );
}

export function AddToCartButton({ productId, kind, name, soldOut = false }: AddToCartButtonProps) {
  const status = useAuthStatus();
  const busy = useCart(selectIsCartBusy, false);
  const cartError = useCart(selectCartError, null);
  const waiting = useCart(useMemo(() => selectIsWaitingToAdd(productId, kind), [productId, kind]), false);
  const cart = useCartActor();
  const [phase, setPhase] = useState<AddPhase>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (phase === 'sent' && busy) setPhase('busy');
    if (phase === 'busy' && !busy) {
      setPhase('idle');
      setFailure(cartError);
    }
  }, [phase, busy, cartError]);
  // Offline was the usual cause: once the connection is back, the message no longer holds.
  useEffect(() => {
    if (!failure) return undefined;
    const clear = () => setFailure(null);
    window.addEventListener('online', clear);
    return () => window.removeEventListener('online', clear);
  }, [failure]);

  if (status === 'anonymous') return <LoginToBuy name={name} />;
  if (soldOut) return <Button disabled>{productsCopy.soldOut}</Button>;

  const add = () => {
    const addition: CartAddition = { product_id: productId, quantity: 1, kind };
    setFailure(null);
    setPhase('sent');
    cart?.send({ type: 'cart.add', addition, name });
  };
  return (
    <Action>
      <Button
        variant="accent"
        onClick={add}
        busy={phase !== 'idle' && busy}
        disabled={status !== 'authenticated' || busy}
        aria-label={productsCopy.addToCartNamed(name)}
      >
        {productsCopy.addToCart}
      </Button>
      {failure && <Failure role="alert">{productsCopy.addFailed(name, failure)}</Failure>}
      {!failure && waiting && <Waiting role="status">{productsCopy.addWaiting(name)}</Waiting>}
    </Action>
  );
}
