// The one way a product or merchandise item goes into the cart: `cart.add` to the cart
// statechart. Anonymous visitors get a link to /login instead; while the cart is busy every
// add button waits (the cart chart takes one change at a time), the clicked one spins.
import { useEffect, useState } from 'react';
import { selectIsCartBusy, type CartAddition, type CatalogueKind } from '../../../machines';
import { products as productsCopy } from '../../copy/products';
import { Button } from '../Button';
import { LinkButton } from '../LinkButton';
import { useAppSend, useAuthStatus, useCart } from '../../state/hooks';

export interface AddToCartButtonProps {
  productId: number;
  kind: CatalogueKind;
  name: string;
  soldOut?: boolean;
}

export function AddToCartButton({ productId, kind, name, soldOut = false }: AddToCartButtonProps) {
  const status = useAuthStatus();
  const busy = useCart(selectIsCartBusy, false);
  const send = useAppSend();
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!busy) setPending(false);
  }, [busy]);

  if (status === 'anonymous') {
    return (
      <LinkButton href="/login" $variant="secondary" aria-label={productsCopy.loginToBuyNamed(name)}>
        {productsCopy.loginToBuy}
      </LinkButton>
    );
  }
  if (soldOut) return <Button disabled>{productsCopy.soldOut}</Button>;

  const add = () => {
    const addition: CartAddition = { product_id: productId, quantity: 1, kind };
    setPending(true);
    send({ type: 'cart.add', addition });
  };
  return (
    <Button
      variant="accent"
      onClick={add}
      busy={pending && busy}
      disabled={status !== 'authenticated' || busy}
      aria-label={productsCopy.addToCartNamed(name)}
    >
      {productsCopy.addToCart}
    </Button>
  );
}
