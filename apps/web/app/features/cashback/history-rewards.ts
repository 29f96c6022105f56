/**
 * What a transaction history row says of Coda Rewards and refunds (commerce §3: rewards used and
 * earned, cashback, refund): each amount written, or null when there is none. The order service
 * gives them as strings of minor units ("0" when none; the refund null when there was none).
 */
export type HistoryRewards = { rewardsUsed: string | null; rewardsEarned: string | null; refund: string | null };

export type HistoryRewardAmounts = { rewardsUsed?: string; rewardsEarned?: string; refundAmount?: string | null };

const positive = (amount: string | null | undefined): amount is string => !!amount && /^[0-9]+$/.test(amount) && BigInt(amount) > 0n;

export function historyRewards(
  row: HistoryRewardAmounts & Record<string, unknown>,
  write: (amountMinor: string) => string,
): HistoryRewards {
  return {
    rewardsUsed: positive(row.rewardsUsed) ? write(row.rewardsUsed) : null,
    rewardsEarned: positive(row.rewardsEarned) ? write(row.rewardsEarned) : null,
    refund: positive(row.refundAmount) ? write(row.refundAmount) : null,
  };
}
