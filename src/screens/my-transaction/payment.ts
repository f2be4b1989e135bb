// An order's payment deadline as the visitor reads it: the platform sends `pay_before` (x-assumed)
// on a merchandise order and cancels it once that time passes unpaid. The app counts down to it,
// warns before it lapses, and says "dibatalkan" after it, without waiting for a new list.
import type { Order } from '@pameran/sdk';
import { transactions as transactionsCopy } from '../../copy/transactions';

/** From this long before the deadline the order warns that it is about to be cancelled. */
export const PAYMENT_WARNING_MS = 5 * 60_000;

/** The platform's status of an order waiting to be paid (server/api.mjs), and of one cancelled. */
const AWAITING = /^menunggu pembayaran$/i;
const CANCELLED = /^dibatalkan\b/i;

export type PaymentState =
  /** Not paid yet: the deadline (ms since the epoch) and what is left of it. */
  | { kind: 'due'; payBefore: number; leftMs: number; soon: boolean }
  /** The deadline passed unpaid, or the platform says it was cancelled. */
  | { kind: 'cancelled' }
  /** Anything else: no deadline the app knows of. */
  | { kind: 'none' };

export function paymentState(order: Pick<Order, 'status' | 'pay_before'>, now: number): PaymentState {
  const status = (order.status ?? '').trim();
  if (CANCELLED.test(status)) return { kind: 'cancelled' };
  const payBefore = Date.parse(order.pay_before ?? '');
  // A deadline counts only while the order waits for payment (a paid order keeps its old pay_before).
  if (!Number.isFinite(payBefore) || !(status === '' || AWAITING.test(status))) return { kind: 'none' };
  const leftMs = payBefore - now;
  if (leftMs <= 0) return { kind: 'cancelled' };
  return { kind: 'due', payBefore, leftMs, soon: leftMs <= PAYMENT_WARNING_MS };
}

/** The status in the app's words where the app knows it (so it reads in English too), as sent otherwise. */
export function orderStatusLabel(order: Pick<Order, 'status' | 'pay_before'>, now: number): string {
  const state = paymentState(order, now);
  if (state.kind === 'cancelled') return transactionsCopy.statusCancelled;
  const status = (order.status ?? '').trim();
  if (AWAITING.test(status)) return transactionsCopy.statusAwaitingPayment;
  return status || transactionsCopy.statusUnknown;
}

/** 29:05, or 1:02:03 past an hour: what is left until the deadline. */
export function formatLeft(leftMs: number): string {
  const total = Math.max(0, Math.ceil(leftMs / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
