import { describe, expect, it } from 'vitest';
import { REWARDS, RewardSource, RewardStatus, RingFence, type RewardItem, type RewardMovement } from '@store/contracts/rewards.ts';
import {
  appendMovements,
  dailyClaimable,
  expiryBanner,
  isPermanent,
  nextUtcDay,
  originOf,
  remainingPercent,
  rewardDate,
  ringFenceName,
  ringFenceSentence,
  signedParts,
  sortRewardItems,
  sourceLabel,
  sourceName,
  statusName,
} from './views.ts';

const HOUR = 3_600_000;
const now = Date.parse('2027-03-10T12:00:00.000Z');
const at = (hours: number) => new Date(now + hours * HOUR).toISOString();

function item(over: Partial<RewardItem>): RewardItem {
  return {
    rewardId: 'rwd_1',
    sourceType: RewardSource.Coda,
    status: RewardStatus.Active,
    ringFenceType: RingFence.None,
    amount: '500',
    remainingAmount: '500',
    earnedAt: at(-24),
    expiresAt: at(24 * 44),
    origin: 'ord_abc',
    funderName: null,
    ...over,
  };
}

describe("a reward's words (commerce §3)", () => {
  it('names source types, statuses and ring-fences by their spec values', () => {
    expect([10, 20, 30].map((s) => sourceName(s as RewardSource))).toEqual(['coda', 'paymentChannel', 'publisher']);
    expect([1, 2, 3].map((s) => statusName(s as RewardStatus))).toEqual(['active', 'expired', 'consumed']);
    expect([0, 20, 30].map((r) => ringFenceName(r as RingFence))).toEqual(['none', 'cross', 'funder']);
  });

  it("names a funder-fenced reward's funder when it is known: the publisher's games, or paying with the channel", () => {
    const funded = (sourceType: RewardSource, funderName: string | null) =>
      ringFenceSentence({ sourceType, ringFenceType: RingFence.Funder, funderName });
    expect(funded(RewardSource.Publisher, 'Moonton')).toEqual({ key: 'funderPublisher', funder: 'Moonton' });
    expect(funded(RewardSource.PaymentChannel, 'GCash')).toEqual({ key: 'funderChannel', funder: 'GCash' });
    // No name, a blank one, or no funder to name: the generic sentence.
    expect(funded(RewardSource.PaymentChannel, null)).toEqual({ key: 'funder', funder: null });
    expect(funded(RewardSource.Publisher, '  ')).toEqual({ key: 'funder', funder: null });
    expect(funded(RewardSource.Coda, 'Coda')).toEqual({ key: 'funder', funder: null });
    // Other ring-fences say nothing of the funder.
    expect(ringFenceSentence({ sourceType: RewardSource.PaymentChannel, ringFenceType: RingFence.None, funderName: 'GCash' })).toEqual({
      key: 'none',
      funder: null,
    });
    expect(ringFenceSentence({ sourceType: RewardSource.Publisher, ringFenceType: RingFence.Cross, funderName: 'Moonton' })).toEqual({
      key: 'cross',
      funder: null,
    });
  });

  it("names a reward's source by its funder when it is known", () => {
    expect(sourceLabel({ sourceType: RewardSource.PaymentChannel, funderName: 'GCash' })).toEqual({
      key: 'paymentChannel',
      funder: 'GCash',
    });
    expect(sourceLabel({ sourceType: RewardSource.Publisher, funderName: ' Moonton ' })).toEqual({ key: 'publisher', funder: 'Moonton' });
    expect(sourceLabel({ sourceType: RewardSource.PaymentChannel, funderName: null })).toEqual({ key: 'paymentChannel', funder: null });
    expect(sourceLabel({ sourceType: RewardSource.Coda, funderName: null })).toEqual({ key: 'coda', funder: null });
  });

  it('reads where a reward came from', () => {
    expect(originOf('ord_9f8e7d')).toEqual({ kind: 'order', orderId: 'ord_9f8e7d' });
    expect(originOf('daily')).toEqual({ kind: 'daily' });
    expect(originOf('adopted:usr_1')).toEqual({ kind: 'other' });
  });

  it('counts what is left as a whole percentage, in bigint, within 0–100', () => {
    expect(remainingPercent({ amount: '500', remainingAmount: '500' })).toBe(100);
    expect(remainingPercent({ amount: '300', remainingAmount: '100' })).toBe(33);
    expect(remainingPercent({ amount: '900000000000000000001', remainingAmount: '1' })).toBe(0);
    expect(remainingPercent({ amount: '0', remainingAmount: '0' })).toBe(0);
  });

  it('knows a reward given the permanent-expiry date (commerce §9)', () => {
    const earnedAt = at(0);
    expect(isPermanent({ earnedAt, expiresAt: new Date(now + REWARDS.permanentExpiryMs).toISOString() })).toBe(true);
    expect(isPermanent({ earnedAt, expiresAt: at(24 * 45) })).toBe(false);
  });
});

describe('the reward details list', () => {
  it('puts spendable rewards first in the order they are spent (nearest expiry), then the rest newest first', () => {
    const sorted = sortRewardItems([
      item({ rewardId: 'used-old', status: RewardStatus.Consumed, earnedAt: at(-100) }),
      item({ rewardId: 'late', expiresAt: at(500) }),
      item({ rewardId: 'expired-new', status: RewardStatus.Expired, earnedAt: at(-10) }),
      item({ rewardId: 'soon', expiresAt: at(5) }),
    ]);
    expect(sorted.map((i) => i.rewardId)).toEqual(['soon', 'late', 'expired-new', 'used-old']);
  });
});

describe('the expiry banner (commerce §9, hours by ADR 0034)', () => {
  const expiring = [
    { expiresAt: at(3), amount: '120' },
    { expiresAt: at(20), amount: '80' },
    { expiresAt: at(30), amount: '50' },
    { expiresAt: at(400), amount: '999' },
  ];

  it('says nothing without a notice or without rewards', () => {
    expect(expiryBanner('none', expiring, now)).toBeNull();
    expect(expiryBanner('alert', [], now)).toBeNull();
  });

  it('adds up what expires within 24 hours for an alert, from the first date', () => {
    expect(expiryBanner('alert', expiring, now)).toEqual({ notice: 'alert', amount: '200', expiresAt: at(3) });
  });

  it('adds up what expires within 36 hours for a warning', () => {
    expect(expiryBanner('warning', expiring.slice(2), now)).toEqual({ notice: 'warning', amount: '50', expiresAt: at(30) });
  });

  it("takes the nearest date when the page's clock is behind the server's", () => {
    expect(expiryBanner('alert', [{ expiresAt: at(25), amount: '70' }], now)).toEqual({ notice: 'alert', amount: '70', expiresAt: at(25) });
  });
});

describe('the daily reward', () => {
  it('is claimable until claimed, and again once the next UTC day has come', () => {
    expect(dailyClaimable({ claimedToday: false, nextClaimAt: null }, now)).toBe(true);
    expect(dailyClaimable({ claimedToday: true, nextClaimAt: nextUtcDay(now) }, now)).toBe(false);
    expect(dailyClaimable({ claimedToday: true, nextClaimAt: nextUtcDay(now) }, Date.parse(nextUtcDay(now)))).toBe(true);
  });

  it('opens at the start of the next UTC day', () => {
    expect(nextUtcDay(now)).toBe('2027-03-11T00:00:00.000Z');
    expect(nextUtcDay(Date.parse('2027-12-31T23:59:59.999Z'))).toBe('2028-01-01T00:00:00.000Z');
  });
});

describe('the history', () => {
  const move = (id: string, amount = '100'): RewardMovement => ({
    id,
    kind: 'earned',
    amount,
    balanceAfter: '100',
    orderId: null,
    createdAt: at(0),
  });

  it('splits a signed amount into its sign and magnitude', () => {
    expect(signedParts('-250')).toEqual({ negative: true, magnitude: '250' });
    expect(signedParts('250')).toEqual({ negative: false, magnitude: '250' });
    expect(signedParts('+250')).toEqual({ negative: false, magnitude: '250' });
  });

  it('appends a further page without showing a movement twice', () => {
    expect(appendMovements([move('a'), move('b')], [move('b'), move('c')]).map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('dates', () => {
  it('are UTC, in Latin digits, and say so when they carry a time', () => {
    expect(rewardDate('2027-03-10T23:30:00.000Z', 'en-PH')).toBe('Mar 10, 2027');
    expect(rewardDate('2027-03-10T23:30:00.000Z', 'en-PH', true)).toMatch(/^Mar 10, 2027, 11:30\sPM UTC$/);
    expect(rewardDate('2027-03-10T23:30:00.000Z', 'ar-EG')).toMatch(/^[^\u0660-\u0669]*10[^\u0660-\u0669]*2027$/);
  });
});
