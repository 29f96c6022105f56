import { describe, expect, it } from 'vitest';
import { quickTopupSteps } from './codacash-state.ts';

describe('the quick top-up progress (commerce §4)', () => {
  it('starts on the top-up, before any is made or while it waits for its payment', () => {
    for (const status of [null, 'Init', 'Pending', 'Paid'] as const) {
      expect(quickTopupSteps('awaitingPayment', status)).toEqual({ topUp: 'current', continueOrder: 'upcoming', completed: 'upcoming' });
    }
  });

  it('shows a failed or expired top-up as failed, the order still open', () => {
    for (const status of ['Failed', 'Cancelled', 'Refunded'] as const) {
      expect(quickTopupSteps('awaitingPayment', status).topUp).toBe('failed');
    }
  });

  it('moves on once the order is paid, whatever the top-up read said', () => {
    expect(quickTopupSteps('delivering', 'Pending')).toEqual({ topUp: 'done', continueOrder: 'done', completed: 'current' });
    expect(quickTopupSteps('delivered', null)).toEqual({ topUp: 'done', continueOrder: 'done', completed: 'done' });
    expect(quickTopupSteps('deliveryFailed', 'Success').completed).toBe('failed');
  });

  it('continues the order when the money arrived but the order is not paid yet', () => {
    expect(quickTopupSteps('awaitingPayment', 'Success')).toEqual({ topUp: 'done', continueOrder: 'current', completed: 'upcoming' });
  });
});
