// A merchandise order's payment deadline as the visitor reads it (src/screens/my-transaction/payment.ts):
// the platform sends `pay_before` and cancels the order once it passes unpaid (server/api.mjs,
// 30 minutes); the app counts down, warns in the last 5 minutes and says "Dibatalkan" after it.
import { describe, expect, it } from 'vitest';
import { formatLeft, orderStatusLabel, paymentState } from '../../src/screens/my-transaction/payment';

const ORDERED_AT = Date.UTC(2026, 11, 7, 3, 0, 0);
const PAY_BEFORE = new Date(ORDERED_AT + 30 * 60_000).toISOString();
const awaiting = { status: 'Menunggu pembayaran', pay_before: PAY_BEFORE };

describe("an order's payment deadline", () => {
  it('counts down from 30 minutes, and warns from 5 minutes before the deadline', () => {
    expect(paymentState(awaiting, ORDERED_AT)).toEqual({ kind: 'due', payBefore: ORDERED_AT + 30 * 60_000, leftMs: 30 * 60_000, soon: false });
    expect(paymentState(awaiting, ORDERED_AT + 25 * 60_000)).toMatchObject({ kind: 'due', soon: true });
    expect(formatLeft(30 * 60_000)).toBe('30:00');
    expect(formatLeft(4 * 60_000 + 5_500)).toBe('4:06');
    expect(formatLeft(2 * 3600_000 + 61_000)).toBe('2:01:01');
  });

  it('says "Dibatalkan" once the deadline passed unpaid, before the platform is asked again', () => {
    expect(paymentState(awaiting, ORDERED_AT + 30 * 60_000)).toEqual({ kind: 'cancelled' });
    expect(orderStatusLabel(awaiting, ORDERED_AT + 31 * 60_000)).toBe('Dibatalkan');
    expect(orderStatusLabel({ status: 'Dibatalkan (tidak dibayar)', pay_before: PAY_BEFORE }, ORDERED_AT)).toBe('Dibatalkan');
  });

  it("writes the statuses it knows in the app's words, and any other as sent, with no deadline", () => {
    expect(orderStatusLabel(awaiting, ORDERED_AT)).toBe('Menunggu pembayaran');
    expect(orderStatusLabel({ status: 'Lunas', pay_before: PAY_BEFORE }, ORDERED_AT + 60 * 60_000)).toBe('Lunas');
    expect(paymentState({ status: 'Lunas', pay_before: PAY_BEFORE }, ORDERED_AT)).toEqual({ kind: 'none' });
    expect(orderStatusLabel({}, ORDERED_AT)).toBe('Sedang diproses');
    // A deadline that is not a time (SPEC's platform sends none) shows nothing.
    expect(paymentState({ status: 'Menunggu pembayaran', pay_before: 'besok' }, ORDERED_AT)).toEqual({ kind: 'none' });
  });
});
