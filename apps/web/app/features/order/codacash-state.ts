import type { TopupStatus, WalletDisplayState } from '@store/contracts/wallet.ts';
import type { Progress, StepState } from './order-state.ts';

/** The waiting page's Codacash panel, as its loader reads it (features/order/codacash.server.ts). */
export type CodacashPanel = {
  /** Commerce §4 display state of the shopper's wallet in the order's country. */
  state: WalletDisplayState;
  /** The wallet's phone the code went to, masked (commerce §5). */
  phone: string | null;
  /** Written in the shop's way. */
  balance: string | null;
  /** How much the balance lacks for this order, written; null when it is enough. */
  short: string | null;
  /** What is left of the code sent with the order (100 s, commerce §9). */
  codeSecondsLeft: number;
  /** The quick top-up on offer when the balance is short: the difference, at least the country's minimum. */
  topup: {
    amountMinor: string;
    amount: string;
    /** The difference was below the country's minimum top-up, so the minimum is asked. */
    minimumApplied: boolean;
    channels: Array<{ id: number; name: string }>;
  } | null;
  /** The newest quick top-up the shopper started for this order. */
  quickTopup: { id: string; status: TopupStatus; paymentUrl: string | null } | null;
};

/** Commerce §4's quick top-up progress: top up Codacash → continue order → order completed. */
export type QuickTopupSteps = { topUp: StepState; continueOrder: StepState; completed: StepState };

const failedTopup: readonly TopupStatus[] = ['Failed', 'Cancelled', 'Refunded'];

export function quickTopupSteps(progress: Progress, topup: TopupStatus | null): QuickTopupSteps {
  // The credit and the order's charge are one transaction (ADR 0033): a paid order had its top-up.
  if (progress === 'delivered') return { topUp: 'done', continueOrder: 'done', completed: 'done' };
  if (progress === 'delivering') return { topUp: 'done', continueOrder: 'done', completed: 'current' };
  if (progress === 'deliveryFailed') return { topUp: 'done', continueOrder: 'done', completed: 'failed' };
  if (progress === 'notPaid') return { topUp: topup === 'Success' ? 'done' : 'failed', continueOrder: 'failed', completed: 'upcoming' };
  if (topup === 'Success') return { topUp: 'done', continueOrder: 'current', completed: 'upcoming' };
  if (topup && failedTopup.includes(topup)) return { topUp: 'failed', continueOrder: 'upcoming', completed: 'upcoming' };
  return { topUp: 'current', continueOrder: 'upcoming', completed: 'upcoming' };
}
