import { describe, expect, it } from 'vitest';
import { OrderStatus } from '@store/contracts/order-status.ts';
import { outcomeOfOrder, progressOf, stepsOf } from './order-state.ts';

const S = OrderStatus;

describe('the waiting page steps', () => {
  it('shows the delivery step done only for a delivered order', () => {
    const deliveryDone = Object.values(S).filter((status) => stepsOf(progressOf(status)).delivery === 'done');
    expect(deliveryDone).toEqual([S.FulfillmentCompleted]);
  });

  it('shows a failed (refunded) delivery as failed after a done payment', () => {
    expect(stepsOf(progressOf(S.FulfillmentFailed))).toEqual({ payment: 'done', delivery: 'failed' });
  });

  it('shows an order never paid with its payment step failed and nothing delivered', () => {
    for (const status of [S.PaymentFailed, S.Cancelled, S.VoucherUnavailable]) {
      expect(stepsOf(progressOf(status))).toEqual({ payment: 'failed', delivery: 'upcoming' });
    }
  });

  it('keeps delivery current while it is under way', () => {
    for (const status of [S.PaymentCompleted, S.InProgress]) {
      expect(stepsOf(progressOf(status))).toEqual({ payment: 'done', delivery: 'current' });
    }
  });
});

describe('the complete page outcome', () => {
  it('tells an order whose time ran out from one whose payment was cancelled', () => {
    expect(outcomeOfOrder({ status: S.Cancelled, cancellation: 'expired' })).toBe('expired');
    expect(outcomeOfOrder({ status: S.Cancelled, cancellation: 'cancelled' })).toBe('cancelled');
    expect(outcomeOfOrder({ status: S.FulfillmentCompleted, cancellation: null })).toBe('delivered');
  });
});
