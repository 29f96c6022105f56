import { describe, expect, it } from 'vitest';
import { historyRewards } from './history-rewards.ts';
import { orderRewardsView } from './order-rewards.ts';

const write = (minor: string) => `S$${(Number(minor) / 100).toFixed(2)}`;

describe('a history row of the transaction history', () => {
  it('shows the rewards used, earned and the refund that exist', () => {
    expect(historyRewards({ rewardsUsed: '50', rewardsEarned: '7', refundAmount: '99' }, write)).toEqual({
      rewardsUsed: 'S$0.50',
      rewardsEarned: 'S$0.07',
      refund: 'S$0.99',
    });
  });

  it('says nothing of none, of zero, or of a row the server has not filled', () => {
    expect(historyRewards({ rewardsUsed: '0', rewardsEarned: '0', refundAmount: null }, write)).toEqual({
      rewardsUsed: null,
      rewardsEarned: null,
      refund: null,
    });
    expect(historyRewards({}, write)).toEqual({ rewardsUsed: null, rewardsEarned: null, refund: null });
  });
});

describe("the complete page's cashback panel", () => {
  const base = { burnAmount: '0', earnAmount: '0', earnStatus: 'none' as const, restoredAmount: '0', expiresAt: null, keptFor: null };

  it('is not shown for an order without rewards', () => {
    expect(orderRewardsView(null, write)).toBeNull();
    expect(orderRewardsView(base, write)).toBeNull();
  });

  it('shows what was used, earned (with its expiry once earned) and given back', () => {
    expect(
      orderRewardsView({ ...base, burnAmount: '50', earnAmount: '7', earnStatus: 'earned', expiresAt: '2027-01-10T00:00:00.000Z' }, write),
    ).toMatchObject({ used: 'S$0.50', earned: 'S$0.07', restored: null, expiresAt: '2027-01-10T00:00:00.000Z' });
    expect(
      orderRewardsView({ ...base, earnAmount: '7', earnStatus: 'pending', expiresAt: '2027-01-10T00:00:00.000Z' }, write),
    ).toMatchObject({
      earned: 'S$0.07',
      expiresAt: null,
    });
    // Not paid: nothing is earned, what was used is back.
    expect(orderRewardsView({ ...base, burnAmount: '50', restoredAmount: '50' }, write)).toMatchObject({
      used: 'S$0.50',
      earned: null,
      restored: 'S$0.50',
    });
  });
});
