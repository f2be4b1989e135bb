// The visitor's orders (GET /api/orders?limit=100), newest first as the platform returns them.
import styled from 'styled-components';
import type { Order } from '@pameran/sdk';
import { transactions as transactionsCopy } from '../../copy/transactions';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { Price } from '../../components/Price';
import { ResourceView } from '../../data/ResourceView';
import { useRead } from '../../data/useRead';
import { ordersRead } from '../../data/catalogue';
import { formatDateTime } from '../../lib/time';
import { asList } from '../../lib/asList';
import { itemName, orderNumber, textOr } from '../../lib/labels';
import { CardList, Meta } from '../../components/Section';
import { orderNextStep } from '../../features/cart/OrderSummary';

const NextStep = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const OrderCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  header { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: ${({ theme }) => theme.space[2]}px; }
  header > span { white-space: nowrap; }
  h3 { font-size: ${({ theme }) => theme.font.size.md}; color: ${({ theme }) => theme.color.brand}; }
  ul { margin: 0; padding-left: ${({ theme }) => theme.space[5]}px; }
  footer { display: flex; justify-content: space-between; font-weight: ${({ theme }) => theme.font.weight.bold}; }
`;

/** The visitor's orders; an order just placed is listed (the read store asks again after it). */
export function OrderList() {
  const orders = useRead(ordersRead());
  return (
    <ResourceView resource={orders} empty={{ title: transactionsCopy.ordersEmpty, description: transactionsCopy.ordersEmptyHint }}>
      {(list: Order[]) => (
        <CardList>
          {asList(list).map((order) => (
            <OrderCard as="li" key={order.id}>
              <header>
                <h3>{transactionsCopy.orderTitle(orderNumber(order))}</h3>
                <Badge $tone="brand">{textOr(order.status, transactionsCopy.statusUnknown)}</Badge>
              </header>
              {order.created_at && <Meta>{transactionsCopy.orderDate(formatDateTime(order.created_at))}</Meta>}
              {order.items && (
                <ul>
                  {order.items.map((item, index) => (
                    <li key={`${item.product_id}-${index}`}>{transactionsCopy.orderItem(itemName(item), item.quantity ?? 1)}</li>
                  ))}
                </ul>
              )}
              {order.total !== undefined && (
                <footer>
                  <span>{transactionsCopy.total}</span>
                  <Price amount={order.total} />
                </footer>
              )}
              <NextStep>
                <strong>{transactionsCopy.nextStepLabel}: </strong>
                {orderNextStep(order)}
              </NextStep>
            </OrderCard>
          ))}
        </CardList>
      )}
    </ResourceView>
  );
}
