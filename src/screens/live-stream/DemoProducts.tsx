// Beside the player: the products the session's exhibitor demonstrates (session → exhibitor →
// products, x-assumed in the contract), each with add-to-cart, and a small cart with the order
// button — demo → product → cart → order without leaving the page. Cart changes are the root
// actor's cart events (cart.add, cart.checkout), the same as on /products and /my-transaction.
import styled from 'styled-components';
import type { Product, UpcomingSession } from '@pameran/sdk';
import { selectCartError, selectCartQuantity, selectLastOrder } from '../../../machines';
import { liveStream as liveStreamCopy } from '../../copy/liveStream';
import { transactions as transactionsCopy } from '../../copy/transactions';
import { AddToCartButton } from '../../features/cart/AddToCartButton';
import { OrderButton, orderNextStep } from '../../features/cart/OrderSummary';
import { Card } from '../../components/Card';
import { Picture } from '../../components/Picture';
import { Price } from '../../components/Price';
import { ResourceView } from '../../data/ResourceView';
import { CardList, Feedback, Meta } from '../../components/Section';
import { asList } from '../../lib/asList';
import { useCart } from '../../app/hooks';
import { orderNumber, productName } from '../../lib/labels';
import { useRead, useSelected } from '../../data/useRead';
import { exhibitorRead } from '../../data/catalogue';

const Panel = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; color: ${({ theme }) => theme.color.brand}; margin: 0; }
`;

const Item = styled(Card)`
  display: grid;
  grid-template-columns: 64px 1fr;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: start;
  img { width: 64px; height: 64px; border-radius: ${({ theme }) => theme.radius.sm}; object-fit: contain; }
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.md}; }
  > div { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space[1]}px; align-items: flex-start; }
`;

/** The demonstrated products, in the session's order (all of the exhibitor's when it names none). */
export function demonstratedProducts(products: readonly Product[], productIds: readonly number[]): Product[] {
  if (productIds.length === 0) return [...products];
  return productIds.map((id) => products.find((product) => product.id === id)).filter((product): product is Product => product !== undefined);
}

function MiniCart() {
  const quantity = useCart(selectCartQuantity, 0);
  const lastOrder = useCart(selectLastOrder, null);
  const error = useCart(selectCartError, null);
  return (
    <Card>
      <Meta data-testid="demo-cart-quantity">{liveStreamCopy.demoCart(quantity)}</Meta>
      {lastOrder && <Feedback $tone="success" role="status">{`${transactionsCopy.orderPlaced(orderNumber(lastOrder))} ${orderNextStep(lastOrder)}`}</Feedback>}
      {error && <Feedback $tone="danger" role="alert">{error}</Feedback>}
      <OrderButton label={liveStreamCopy.demoCheckout} disabled={quantity === 0} />
    </Card>
  );
}

export function DemoProducts({ session }: { session: Pick<UpcomingSession, 'exhibitor_id' | 'product_ids'> }) {
  const exhibitorId = session.exhibitor_id ?? null;
  return exhibitorId === null ? null : <DemoProductsOf exhibitorId={exhibitorId} shown={asList(session.product_ids)} />;
}

function DemoProductsOf({ exhibitorId, shown }: { exhibitorId: number; shown: readonly number[] }) {
  const products = useSelected(useRead(exhibitorRead(exhibitorId)), (exhibitor) => demonstratedProducts(asList(exhibitor.products), shown));
  return (
    <Panel aria-labelledby="demo-products-heading">
      <h2 id="demo-products-heading">{liveStreamCopy.demoHeading}</h2>
      <ResourceView resource={products} empty={{ title: liveStreamCopy.demoEmpty, description: '' }}>
        {(found: Product[]) => (
          <CardList>
            {found.map((product) => (
              <li key={product.id}>
                <Item as="article" aria-labelledby={`demo-product-${product.id}`}>
                  <Picture src={product.image_url} alt="" width={64} height={64} loading="lazy" />
                  <div>
                    <h3 id={`demo-product-${product.id}`}>{productName(product)}</h3>
                    <Price amount={product.price} />
                    <AddToCartButton productId={product.id} kind="product" name={productName(product)} />
                  </div>
                </Item>
              </li>
            ))}
          </CardList>
        )}
      </ResourceView>
      <MiniCart />
    </Panel>
  );
}
