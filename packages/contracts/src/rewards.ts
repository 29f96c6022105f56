import { entry } from './catalogued-error.ts';

/**
 * Coda Rewards, the store's cashback (commerce §1–§9; docs/decisions/0034): the enums and
 * constants of the spec, the catalogued errors of its calls and the shapes of their answers.
 * Rewards are counted in the minor units of the shop country's currency but are never money:
 * on the ledger they are their own currency per country (`RWD-PH`), so no transfer can turn them
 * into Codacash. Amounts travel as strings of minor units, like every price.
 */

/** commerce §3: who pays for a reward. */
export const RewardSource = { Coda: 10, PaymentChannel: 20, Publisher: 30 } as const;
export type RewardSource = (typeof RewardSource)[keyof typeof RewardSource];

/** commerce §3. */
export const RewardStatus = { Active: 1, Expired: 2, Consumed: 3 } as const;
export type RewardStatus = (typeof RewardStatus)[keyof typeof RewardStatus];

/**
 * commerce §3 ring-fences (ADR 0034): none, spent anywhere in its country; cross, spent on any
 * product except the one that earned it (a cross-sell reward); funder, spent only where its funder
 * takes part: the funding publisher's products, or payments through the funding channel.
 */
export const RingFence = { None: 0, Cross: 20, Funder: 30 } as const;
export type RingFence = (typeof RingFence)[keyof typeof RingFence];

/** commerce §4: the checkout's use-rewards toggle. */
export const CashbackToggle = { Disabled: -1, Off: 0, On: 1 } as const;
export type CashbackToggle = (typeof CashbackToggle)[keyof typeof CashbackToggle];

/** commerce §9 (ADR 0034 reads the alert and the warning as hours before expiry). */
export const REWARDS = {
  expiryDays: 45,
  expiryAlertHours: 24,
  expiryWarningHours: 36,
  /** A reward that does not expire still gets a date: this far after earning. */
  permanentExpiryMs: 94_608_000_000,
  maxRefreshDays: 1000,
  cookieDays: 45,
  percentMin: 2,
  percentMax: 90,
  /** Rewards landing pages the search engines may index. */
  seoCountries: ['my', 'th', 'ph', 'id'],
} as const;

/** The provider of orders paid wholly with points (points redemption): the store itself. */
export const REWARDS_PROVIDER = 'coda-rewards';

/** Cards and Codacash never earn (commerce §6). */
export const NON_EARNING_CHANNEL_KINDS: readonly string[] = ['card', 'codacash'];

/** The cookie a guest's earnings are remembered in (commerce §3–§4), kept only with the rewards consent. */
export { CASHBACK_COOKIE } from './consent.ts';

/** commerce §3: the cashback reward cookie. */
export type CashbackCookie = { email: string | null; phone: string | null; txnId: string; reward: string };

/**
 * commerce §4's update rule: the same email and phone with a new transaction add its reward to
 * the running total and take its id; the same transaction again changes nothing; another contact
 * starts a new record.
 */
export function nextCashbackCookie(stored: CashbackCookie | null, earned: CashbackCookie): CashbackCookie {
  if (!stored || stored.email !== earned.email || stored.phone !== earned.phone) return earned;
  if (stored.txnId === earned.txnId) return stored;
  return { ...stored, txnId: earned.txnId, reward: (BigInt(stored.reward) + BigInt(earned.reward)).toString() };
}

/** commerce §8: rewards not supported or balance insufficient, 1102–1108 (ADR 0034 assigns them). */
export const rewardErrors = {
  notOffered: entry(1102, 422, 'rewards.notOffered'),
  insufficient: entry(1103, 409, 'rewards.insufficient'),
  productNotEligible: entry(1104, 422, 'rewards.productNotEligible'),
  signInRequired: entry(1105, 401, 'rewards.signInRequired'),
  nothingToUse: entry(1106, 422, 'rewards.nothingToUse'),
  pointsNotRedeemable: entry(1107, 422, 'rewards.pointsNotRedeemable'),
  pointsInsufficient: entry(1108, 422, 'rewards.pointsInsufficient'),
  /** commerce §8's freebie code: the daily reward was already claimed today. */
  dailyClaimed: entry(1201, 409, 'rewards.dailyClaimed'),
} as const;

/** commerce §3 cashback purchase info, as the checkout shows it before paying. */
export type CashbackQuote = {
  cashbackToggle: CashbackToggle;
  isUseCashback: boolean;
  /** What the shopper's rewards could pay of this order (minor units). */
  maximumBurnAmount: string;
  /** What they will pay of it (0 unless the toggle is on). */
  burnAmount: string;
  /** What the order earns when delivered (0 for cards and Codacash). */
  earnAmount: string;
  /** The product's reward percentage in this country, or null when it earns nothing. */
  percent: number | null;
  /** What is left to pay through the channel. */
  payAmount: string;
  currency: string;
};

/** The rewards an order used and earned (the complete page's cashback panel, the history). */
export type OrderRewards = {
  burnAmount: string;
  earnAmount: string;
  /** pending: earned when delivered; earned; reversed: taken back with a refund; none. */
  earnStatus: 'pending' | 'earned' | 'reversed' | 'none';
  /** The burned rewards given back (the order was not paid, or refunded). */
  restoredAmount: string;
  /** When the earned rewards expire. */
  expiresAt: string | null;
  /** For a guest: the contact the rewards are kept under, masked. */
  keptFor: string | null;
};

/** One date's worth of rewards expiring (the rewards home's breakdown). */
export type RewardExpiry = { expiresAt: string; amount: string };

/** `GET /api/rewards/summary`: the header's and the rewards home's numbers. */
export type RewardsSummary = {
  countryCode: string;
  currency: string;
  balanceAmount: string;
  /** Active rewards grouped by expiry date, nearest first. */
  expiring: RewardExpiry[];
  /** alert: some expire within 24 h; warning: within 36 h; none otherwise. */
  expiryNotice: 'alert' | 'warning' | 'none';
  daily: { amount: string; claimedToday: boolean; nextClaimAt: string | null };
};

/** One reward (the reward details list). */
export type RewardItem = {
  rewardId: string;
  sourceType: RewardSource;
  status: RewardStatus;
  ringFenceType: RingFence;
  amount: string;
  remainingAmount: string;
  earnedAt: string;
  expiresAt: string;
  /** Where it came from: an order id, or `daily`, … */
  origin: string;
  /** Who funds it, by name: the publisher, or the payment channel (null for Coda's own). */
  funderName: string | null;
};

/** One movement of the shopper's rewards (the rewards history). */
export type RewardMovement = {
  id: string;
  kind: 'earned' | 'used' | 'restored' | 'expired' | 'reversed' | 'daily' | 'adopted' | 'redeemed';
  /** Signed: positive added, negative taken. */
  amount: string;
  balanceAfter: string;
  orderId: string | null;
  createdAt: string;
};

export type RewardsHistory = { items: RewardMovement[]; nextCursor: string | null };

/** The operators' liability report (issue 16): what the store owes in rewards, per country. */
export type RewardsLiability = {
  generatedAt: string;
  countries: Array<{
    countryCode: string;
    currency: string;
    outstanding: string;
    expiringIn7Days: string;
    expiringIn30Days: string;
    holders: number;
  }>;
};

/** `GET /api/rewards/redeemable`: the product's denominations that points can buy (the redeem-points modal). */
export type RedeemableDenomination = {
  denominationId: string;
  pointsAmount: string;
  /** commerce §4 denomination states. */
  state: 'available' | 'insufficientPoints';
};

/** `GET /api/rewards/settings`: the real numbers behind the landing page and the explainer. */
export type RewardsSettings = {
  countryCode: string;
  currency: string;
  /** The lowest and highest reward percentage of the country's products (null when none earns). */
  minPercent: number | null;
  maxPercent: number | null;
  expiryDays: number;
  dailyAmount: string | null;
  /** The channel kinds that earn in this country (never cards or Codacash). */
  earningChannelKinds: string[];
};
