import type { OrderRewards } from '@store/contracts';

/**
 * An order's Coda Rewards as the complete page's cashback panel shows them (commerce §2): each
 * amount written by the server's price formatter, and only the lines that say something.
 */
export type OrderRewardsView = {
  earnStatus: OrderRewards['earnStatus'];
  /** Rewards that paid part of the order; null when none did. */
  used: string | null;
  /** What the order earns (pending), earned, or earned and took back; null when it earns nothing. */
  earned: string | null;
  /** Burned rewards given back (the order was not paid, or was refunded); null when none. */
  restored: string | null;
  expiresAt: string | null;
  /** A guest's order: the contact its rewards are kept for, masked. */
  keptFor: string | null;
};

const positive = (amount: string) => /^[0-9]+$/.test(amount) && BigInt(amount) > 0n;

export function orderRewardsView(rewards: OrderRewards | null, write: (amountMinor: string) => string): OrderRewardsView | null {
  if (!rewards) return null;
  const view: OrderRewardsView = {
    earnStatus: rewards.earnStatus,
    used: positive(rewards.burnAmount) ? write(rewards.burnAmount) : null,
    earned: rewards.earnStatus !== 'none' && positive(rewards.earnAmount) ? write(rewards.earnAmount) : null,
    restored: positive(rewards.restoredAmount) ? write(rewards.restoredAmount) : null,
    expiresAt: rewards.earnStatus === 'earned' ? rewards.expiresAt : null,
    keptFor: rewards.keptFor,
  };
  return view.used || view.earned || view.restored ? view : null;
}
