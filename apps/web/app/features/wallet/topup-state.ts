import type { StepState } from '../../components/step-badge.tsx';
import { FINAL_TOPUP_STATUSES, walletErrors, type TopupStatus } from '@store/contracts/wallet.ts';

/**
 * What a top-up's status means to the shopper (commerce §4 top-up statuses), and the steps the
 * waiting page shows: payment, then the money added to the wallet; for a quick top-up, commerce
 * §4's "Top up Codacash → Continue order → Order completed".
 */
export type TopupProgress = 'awaitingPayment' | 'crediting' | 'done' | 'failed' | 'cancelled' | 'refunded' | 'expired';

export function topupProgress(status: TopupStatus, failureCode: number | null = null): TopupProgress {
  switch (status) {
    case 'Init':
    case 'Pending':
      return 'awaitingPayment';
    // Paid and not yet credited: the credit follows in the same transaction, or a refund (ADR 0033).
    case 'Paid':
      return 'crediting';
    case 'Success':
      return 'done';
    case 'Refunded':
      return 'refunded';
    case 'Cancelled':
      return 'cancelled';
    case 'Failed':
      return failureCode === walletErrors.topupExpired.resultCode ? 'expired' : 'failed';
  }
}

export const isFinalTopup = (status: TopupStatus): boolean => FINAL_TOPUP_STATUSES.includes(status);

export type { StepState };

/** The two steps of a top-up: its payment, and the money reaching the wallet. */
export function topupSteps(progress: TopupProgress): { payment: StepState; credit: StepState } {
  switch (progress) {
    case 'awaitingPayment':
      return { payment: 'current', credit: 'upcoming' };
    case 'crediting':
      return { payment: 'done', credit: 'current' };
    case 'done':
      return { payment: 'done', credit: 'done' };
    case 'refunded':
      return { payment: 'done', credit: 'failed' };
    case 'failed':
    case 'cancelled':
    case 'expired':
      return { payment: 'failed', credit: 'upcoming' };
  }
}

/** Commerce §4's quick top-up progress: the order goes on once the top-up has succeeded. */
export function quickTopupSteps(progress: TopupProgress): { topup: StepState; order: StepState; completed: StepState } {
  if (progress === 'done') return { topup: 'done', order: 'current', completed: 'upcoming' };
  if (progress === 'awaitingPayment' || progress === 'crediting') return { topup: 'current', order: 'upcoming', completed: 'upcoming' };
  return { topup: 'failed', order: 'upcoming', completed: 'upcoming' };
}
