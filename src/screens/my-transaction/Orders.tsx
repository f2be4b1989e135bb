// The visitor's orders (GET /api/orders?limit=100), newest first as the platform returns them.
// An order waiting for payment shows its deadline and what is left of it, offers a reminder
// before it lapses, warns in its last minutes and says it is cancelled once the deadline passed
// (./payment.ts).
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { Order } from '@pameran/sdk';
import { transactions as transactionsCopy } from '../../copy/transactions';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { Price } from '../../components/Price';
import { ResourceView } from '../../data/ResourceView';
import { useRead } from '../../data/useRead';
import { ordersRead } from '../../data/catalogue';
import { formatDateTime, formatTime } from '../../lib/time';
import { asList } from '../../lib/asList';
import { itemName, orderNumber } from '../../lib/labels';
import { CardList, Feedback, Meta } from '../../components/Section';
import { orderNextStep } from '../../features/cart/OrderSummary';
import { language } from '../../copy/language';
import { formatLeft, orderStatusLabel, paymentState } from './payment';
import { ReminderButton } from '../../features/live/ReminderButton';
import { removeReminder, useReminders } from '../../features/live/reminders';

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

const Deadline = styled.p<{ $soon: boolean }>`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space[3]}px;
  color: ${({ theme, $soon }) => ($soon ? theme.color.danger : theme.color.ink)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  span { font-variant-numeric: tabular-nums; }
`;

/** The time now, once a second while `ticking` (an order counts down), fixed otherwise. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

function PaymentDeadline({ order, now }: { order: Order; now: number }) {
  const state = paymentState(order, now);
  if (state.kind !== 'due') return null;
  const deadline = new Date(state.payBefore).toISOString();
  return (
    <>
      <Deadline $soon={state.soon}>
        <span>{transactionsCopy.payBefore(formatTime(deadline))}</span>
        {/* Not read out every second; the deadline before it says the same. */}
        <span aria-hidden="true">{transactionsCopy.timeLeft(formatLeft(state.leftMs))}</span>
      </Deadline>
      {/* A reminder reaches the visitor wherever they are in the app (and on a phone, with the app closed). */}
      <div>
        <ReminderButton order={{ id: order.id, label: transactionsCopy.orderTitle(orderNumber(order)), payBefore: deadline }} />
      </div>
      <div role="alert">{state.soon && <Feedback $tone="danger">{transactionsCopy.paySoon(formatTime(deadline))}</Feedback>}</div>
    </>
  );
}

/** An order paid or cancelled needs no payment reminder any more: cancelled here and on the OS. */
function useDropSettledReminders(orders: readonly Order[], now: number) {
  const { reminders } = useReminders();
  const settled = reminders.filter((r) => r.kind === 'payment' && orders.some((order) => order.id === r.sessionId && paymentState(order, now).kind !== 'due'));
  const signature = settled.map((r) => r.sessionId).join(' ');
  useEffect(() => {
    for (const reminder of settled) void removeReminder(reminder.sessionId, 'payment');
    // The settled orders' ids are what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
}

/** What happens next: the app's words for a cancelled order, the platform's (marked as sent in English) otherwise. */
function NextStepText({ order, now }: { order: Order; now: number }) {
  if (paymentState(order, now).kind === 'cancelled') {
    return (
      <NextStep>
        <strong>{transactionsCopy.nextStepLabel}: </strong>
        {transactionsCopy.nextStepCancelled}
      </NextStep>
    );
  }
  const fromPlatform = typeof order.next_step === 'string' && order.next_step.trim() !== '';
  return (
    <NextStep>
      <strong>{fromPlatform && language() === 'en' ? transactionsCopy.nextStepAsSent : transactionsCopy.nextStepLabel}: </strong>
      <span lang={fromPlatform ? 'id' : undefined}>{orderNextStep(order)}</span>
    </NextStep>
  );
}

/** The visitor's orders; an order just placed is listed (the read store asks again after it). */
export function OrderList() {
  const orders = useRead(ordersRead());
  const list = orders.status === 'success' ? asList(orders.data as Order[]) : [];
  const now = useNow(list.some((order) => paymentState(order, Date.now()).kind === 'due'));
  useDropSettledReminders(list, now);
  return (
    <ResourceView resource={orders} empty={{ title: transactionsCopy.ordersEmpty, description: transactionsCopy.ordersEmptyHint }}>
      {(list: Order[]) => (
        <CardList>
          {asList(list).map((order) => (
            <OrderCard as="li" key={order.id}>
              <header>
                <h3>{transactionsCopy.orderTitle(orderNumber(order))}</h3>
                <Badge $tone={paymentState(order, now).kind === 'cancelled' ? 'muted' : 'brand'}>{orderStatusLabel(order, now)}</Badge>
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
              <PaymentDeadline order={order} now={now} />
              <NextStepText order={order} now={now} />
            </OrderCard>
          ))}
        </CardList>
      )}
    </ResourceView>
  );
}
