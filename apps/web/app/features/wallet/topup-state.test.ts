import { describe, expect, it } from 'vitest';
import { TOPUP_STATUSES } from '@store/contracts/wallet.ts';
import { isFinalTopup, quickTopupSteps, topupProgress, topupSteps } from './topup-state.ts';

describe('a top-up as the shopper sees it (commerce §4)', () => {
  it('waits for the payment in Init and Pending, credits after Paid, and ends in the final statuses', () => {
    expect(topupProgress('Init')).toBe('awaitingPayment');
    expect(topupProgress('Pending')).toBe('awaitingPayment');
    expect(topupProgress('Paid')).toBe('crediting');
    expect(topupProgress('Success')).toBe('done');
    expect(topupProgress('Refunded')).toBe('refunded');
    expect(topupProgress('Cancelled')).toBe('cancelled');
    expect(topupProgress('Failed')).toBe('failed');
    expect(topupProgress('Failed', 407)).toBe('expired');
    expect(TOPUP_STATUSES.filter(isFinalTopup)).toEqual(['Success', 'Refunded', 'Failed', 'Cancelled']);
  });

  it('shows the steps honestly: a refunded top-up was paid but never reached the wallet', () => {
    expect(topupSteps('awaitingPayment')).toEqual({ payment: 'current', credit: 'upcoming' });
    expect(topupSteps('crediting')).toEqual({ payment: 'done', credit: 'current' });
    expect(topupSteps('done')).toEqual({ payment: 'done', credit: 'done' });
    expect(topupSteps('refunded')).toEqual({ payment: 'done', credit: 'failed' });
    expect(topupSteps('expired')).toEqual({ payment: 'failed', credit: 'upcoming' });
  });

  it('moves a quick top-up on to its order once the money is in', () => {
    expect(quickTopupSteps('awaitingPayment')).toEqual({ topup: 'current', order: 'upcoming', completed: 'upcoming' });
    expect(quickTopupSteps('done')).toEqual({ topup: 'done', order: 'current', completed: 'upcoming' });
    expect(quickTopupSteps('failed').topup).toBe('failed');
  });
});
