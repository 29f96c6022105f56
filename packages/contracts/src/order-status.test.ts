import { describe, expect, it } from 'vitest';
import {
  canTransition,
  isOrderStatus,
  isTerminal,
  OrderStatus,
  OrderStatusLabel,
  orderStatusLabel,
  orderStatusName,
  orderTransitions,
  parseOrderStatus,
} from './order-status.ts';

const S = OrderStatus;
const all = Object.values(S) as OrderStatus[];

const allowed: [OrderStatus, OrderStatus][] = [
  [S.NotInit, S.PaymentInit],
  [S.NotInit, S.VoucherUnavailable],
  [S.NotInit, S.Cancelled],
  [S.PaymentInit, S.PaymentPending],
  [S.PaymentInit, S.PaymentCompleted],
  [S.PaymentInit, S.PaymentFailed],
  [S.PaymentInit, S.Cancelled],
  [S.PaymentPending, S.PaymentCompleted],
  [S.PaymentPending, S.PaymentFailed],
  [S.PaymentPending, S.Cancelled],
  [S.PaymentCompleted, S.InProgress],
  [S.InProgress, S.FulfillmentCompleted],
  [S.InProgress, S.FulfillmentFailed],
  [S.GiftInit, S.GiftClaimed],
  [S.GiftInit, S.GiftExpired],
];

describe('order transition table', () => {
  it('allows exactly the listed transitions', () => {
    for (const from of all) {
      for (const to of all) {
        const expected = allowed.some(([f, t]) => f === from && t === to);
        expect(canTransition(from, to), `${orderStatusName[from]} -> ${orderStatusName[to]}`).toBe(expected);
      }
    }
  });

  it.each([
    [S.PaymentPending, S.PaymentInit],
    [S.PaymentCompleted, S.Cancelled],
    [S.PaymentCompleted, S.FulfillmentCompleted],
    [S.PaymentInit, S.InProgress],
    [S.InProgress, S.PaymentCompleted],
    [S.Cancelled, S.PaymentCompleted],
    [S.PaymentFailed, S.PaymentCompleted],
    [S.FulfillmentCompleted, S.FulfillmentFailed],
  ])('refuses %s -> %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
  });

  it('has no way out of a terminal state, and terminal states are exactly the final ones', () => {
    const terminal = all.filter(isTerminal).sort((a, b) => a - b);
    expect(terminal).toEqual(
      [S.VoucherUnavailable, S.PaymentFailed, S.FulfillmentFailed, S.FulfillmentCompleted, S.Cancelled, S.GiftExpired, S.GiftClaimed].sort(
        (a, b) => a - b,
      ),
    );
    for (const from of terminal) for (const to of all) expect(canTransition(from, to)).toBe(false);
  });

  it('never moves an order back to a status it has left', () => {
    for (const from of all) expect(orderTransitions[from]).not.toContain(from);
  });

  it('knows the spec’s numeric statuses and nothing else', () => {
    expect(all.every(isOrderStatus)).toBe(true);
    expect(isOrderStatus(8)).toBe(false);
    expect(orderStatusName[S.InProgress]).toBe('InProgress');
  });
});

describe('the second naming of commerce §4 (ADR 0053)', () => {
  it('maps its nine names one to one to the numeric statuses', () => {
    expect(OrderStatusLabel).toEqual({
      NotInit: 0,
      VoucherNotAvailable: -1,
      Initiated: 1,
      PaymentPending: 2,
      FailedClosed: 3,
      PaymentConfirmed: 4,
      FulfillmentFailed: 5,
      Fulfilled: 6,
      Cancelled: 7,
    });
    expect(new Set(Object.values(OrderStatusLabel)).size).toBe(9);
    for (const [label, status] of Object.entries(OrderStatusLabel)) expect(orderStatusLabel(status)).toBe(label);
    expect([S.InProgress, S.GiftInit, S.GiftExpired, S.GiftClaimed].map(orderStatusLabel)).toEqual([null, null, null, null]);
  });

  it('reads a status by number or by either naming, and nothing else', () => {
    expect(['6', 'Fulfilled', 'FulfillmentCompleted', 'Fulfillment_Completed', ' fulfilled '].map(parseOrderStatus)).toEqual([
      6, 6, 6, 6, 6,
    ]);
    expect(['-1', 'VoucherNotAvailable', 'Voucher_Unavailable'].map(parseOrderStatus)).toEqual([-1, -1, -1]);
    expect(['Initiated', 'Payment_Init', 'PaymentConfirmed', 'FailedClosed', 'Gift_Claimed'].map(parseOrderStatus)).toEqual([
      1, 1, 4, 3, 203,
    ]);
    for (const bad of ['', '8', '1e3', '0x1', 'Shipped', 'constructor', '__proto__', 'x'.repeat(100)])
      expect(parseOrderStatus(bad), bad).toBeNull();
  });
});
