import { describe, expect, it } from 'vitest';
import { canTransition, isOrderStatus, isTerminal, OrderStatus, orderStatusName, orderTransitions } from './order-status.ts';

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
