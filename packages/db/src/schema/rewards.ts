import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { countries, denominations, paymentChannels, products } from './catalog.ts';
import { users } from './identity.ts';
import { ledgerAccounts } from './ledger.ts';
import { orders } from './orders.ts';

/**
 * Coda Rewards (commerce §1–§9; docs/decisions/0034). A holder owns rewards: a signed-in shopper,
 * or a guest's contact (an e-mail or an E.164 mobile number) until an account adopts them. Each
 * holder has a ledger account per country (`reward:<holderId>:PH`, in the country's reward currency
 * `RWD-PH`), whose kept balance is the sum of its lots' remaining amounts.
 */
export const rewardHolders = pgTable(
  'reward_holders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id),
    /** `email:<lower-case address>` or `mobile:<E.164>`, for a guest's rewards. */
    contact: text('contact'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_holders_user').on(t.userId),
    uniqueIndex('reward_holders_contact').on(t.contact),
    check('reward_holders_one_owner', sql`(${t.userId} is null) <> (${t.contact} is null)`),
  ],
);

/** A holder's rewards account in one country. */
export const rewardAccounts = pgTable(
  'reward_accounts',
  {
    holderId: text('holder_id')
      .notNull()
      .references(() => rewardHolders.id),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
  },
  (t) => [primaryKey({ columns: [t.holderId, t.countryCode] }), uniqueIndex('reward_accounts_account').on(t.accountId)],
);

/**
 * What a product earns in a country (commerce §3 per-product cashback percentage and amount
 * range): a rule for every channel, or one a payment channel funds (the more specific one wins).
 * The earned amount is `percent` of what was paid, capped at `maxEarnMinor`; below `minEarnMinor`
 * nothing is earned. Cards and Codacash never earn, whatever the rules say.
 */
export const rewardRules = pgTable(
  'reward_rules',
  {
    /** `rr_<product>_<country>`, or `…_<channelId>` for a channel-funded rule. */
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    /** A channel-funded rule applies to payments through this channel only. */
    paymentChannelId: integer('payment_channel_id').references(() => paymentChannels.id),
    sourceType: smallint('source_type').notNull(),
    ringFenceType: smallint('ring_fence_type').notNull().default(0),
    /** Who funds it: the publisher's name (source 30), or the channel id (source 20). */
    funder: text('funder'),
    percent: smallint('percent').notNull(),
    minEarnMinor: bigint('min_earn_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`1`),
    maxEarnMinor: bigint('max_earn_minor', { mode: 'bigint' }),
    /** False: the reward gets the spec's permanent expiry instead of 45 days. */
    expires: boolean('expires').notNull().default(true),
    /** Whether the product may be paid with rewards (the use-rewards toggle). */
    burnable: boolean('burnable').notNull().default(true),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('reward_rules_scope').on(t.productId, t.countryCode, sql`coalesce(${t.paymentChannelId}, 0)`),
    check('reward_rules_percent', sql`${t.percent} between 2 and 90`),
    check('reward_rules_source', sql`${t.sourceType} in (10, 20, 30)`),
    check('reward_rules_ring_fence', sql`${t.ringFenceType} in (0, 20, 30)`),
    check('reward_rules_funded', sql`${t.sourceType} = 10 or ${t.funder} is not null`),
    check('reward_rules_channel_funded', sql`(${t.sourceType} = 20) = (${t.paymentChannelId} is not null)`),
    check('reward_rules_range', sql`${t.minEarnMinor} >= 1 and (${t.maxEarnMinor} is null or ${t.maxEarnMinor} >= ${t.minEarnMinor})`),
  ],
);

/**
 * One reward earned (a lot): what it was, what is left of it, and until when. The lots of a
 * holder's account sum to its ledger balance; spending takes from lots in the spec's order.
 */
export const rewardLots = pgTable(
  'reward_lots',
  {
    id: text('id').primaryKey(),
    holderId: text('holder_id')
      .notNull()
      .references(() => rewardHolders.id),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    sourceType: smallint('source_type').notNull(),
    ringFenceType: smallint('ring_fence_type').notNull(),
    funder: text('funder'),
    /** The product that earned it (a cross ring-fence keeps it off this product). */
    productId: text('product_id').references(() => products.id),
    /** Unique: `order:<orderId>`, or `daily:<holderId>:<country>:<yyyy-mm-dd>` (one claim a day). */
    origin: text('origin').notNull(),
    orderId: text('order_id').references(() => orders.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    remainingMinor: bigint('remaining_minor', { mode: 'bigint' }).notNull(),
    status: smallint('status').notNull().default(1),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('reward_lots_spendable')
      .on(t.holderId, t.countryCode, t.expiresAt)
      .where(sql`${t.status} = 1`),
    index('reward_lots_expiring')
      .on(t.expiresAt)
      .where(sql`${t.status} = 1`),
    uniqueIndex('reward_lots_origin').on(t.origin),
    check('reward_lots_amount', sql`${t.amountMinor} > 0`),
    check('reward_lots_remaining', sql`${t.remainingMinor} between 0 and ${t.amountMinor}`),
    check('reward_lots_status', sql`${t.status} in (1, 2, 3)`),
    check('reward_lots_active_has_rest', sql`(${t.status} = 1) = (${t.remainingMinor} > 0)`),
    check('reward_lots_source', sql`${t.sourceType} in (10, 20, 30)`),
    check('reward_lots_ring_fence', sql`${t.ringFenceType} in (0, 20, 30)`),
  ],
);

/**
 * The rewards an order uses and earns, fixed when it is placed (what the shopper saw before
 * paying): the holder, the amounts, and the rule the earning follows.
 */
export const orderRewards = pgTable(
  'order_rewards',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id),
    holderId: text('holder_id')
      .notNull()
      .references(() => rewardHolders.id),
    /** The denomination's price before rewards paid part of it. */
    priceMinor: bigint('price_minor', { mode: 'bigint' }).notNull(),
    burnMinor: bigint('burn_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    earnMinor: bigint('earn_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    sourceType: smallint('source_type'),
    ringFenceType: smallint('ring_fence_type'),
    funder: text('funder'),
    expires: boolean('expires').notNull().default(true),
    /** `none` (earns nothing), `pending` (earned when delivered), `earned`, `reversed` (refunded). */
    earnStatus: text('earn_status').notNull(),
    /** What of the burned rewards came back (the order was not paid, or was refunded). */
    restoredMinor: bigint('restored_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** When the burned rewards were given back (at most once); null while the order keeps them. */
    burnRestoredAt: timestamp('burn_restored_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_rewards_amounts', sql`${t.burnMinor} >= 0 and ${t.earnMinor} >= 0 and ${t.restoredMinor} between 0 and ${t.burnMinor}`),
    check('order_rewards_earn_status', sql`${t.earnStatus} in ('none', 'pending', 'earned', 'reversed')`),
  ],
);

/** Which lots paid for an order, so a refund gives each back. */
export const rewardUses = pgTable(
  'reward_uses',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    lotId: text('lot_id')
      .notNull()
      .references(() => rewardLots.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.lotId] }), check('reward_uses_amount', sql`${t.amountMinor} > 0`)],
);

/** Denominations points can buy outright (the redeem-points modal), at a price in rewards. */
export const rewardRedemptions = pgTable(
  'reward_redemptions',
  {
    denominationId: text('denomination_id')
      .primaryKey()
      .references(() => denominations.id),
    pointsMinor: bigint('points_minor', { mode: 'bigint' }).notNull(),
  },
  (t) => [check('reward_redemptions_points', sql`${t.pointsMinor} > 0`)],
);

/** The daily reward's amount per country; a claim is a lot whose origin names the holder and the UTC day. */
export const rewardDailySettings = pgTable(
  'reward_daily_settings',
  {
    countryCode: text('country_code')
      .primaryKey()
      .references(() => countries.code),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  },
  (t) => [check('reward_daily_amount', sql`${t.amountMinor} > 0`)],
);
