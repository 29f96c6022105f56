import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { countries, paymentChannels } from './catalog.ts';
import { users } from './identity.ts';
import { ledgerAccounts } from './ledger.ts';

/**
 * Codacash per country (commerce §3 country settings; docs/decisions/0033). countryStatus: 1 active,
 * 2 locked (no top-ups, charges or activations), 3 activations disabled. Limits are in the
 * country's currency minor units; `walletCount` counts active and reserved wallets and is changed
 * with a conditional update, so two activations cannot pass `maxAllowedUsers` together.
 */
export const walletCountries = pgTable(
  'wallet_countries',
  {
    countryCode: text('country_code')
      .primaryKey()
      .references(() => countries.code),
    countryStatus: smallint('country_status').notNull(),
    /** Codacash's payment channel in this country (one of commerce §9's ids), when it has one. */
    paymentChannelId: integer('payment_channel_id').references(() => paymentChannels.id),
    maxAllowedUsers: integer('max_allowed_users').notNull(),
    walletCount: integer('wallet_count').notNull().default(0),
    maxWalletBalance: bigint('max_wallet_balance', { mode: 'bigint' }).notNull(),
    maxWalletTopupDaily: bigint('max_wallet_topup_daily', { mode: 'bigint' }).notNull(),
    maxWalletTopupMonthly: bigint('max_wallet_topup_monthly', { mode: 'bigint' }).notNull(),
    maxWalletChargeDaily: bigint('max_wallet_charge_daily', { mode: 'bigint' }).notNull(),
    maxWalletChargeMonthly: bigint('max_wallet_charge_monthly', { mode: 'bigint' }).notNull(),
    maxCountryTopupDaily: bigint('max_country_topup_daily', { mode: 'bigint' }).notNull(),
    maxCountryTopupMonthly: bigint('max_country_topup_monthly', { mode: 'bigint' }).notNull(),
    maxCountryChargeDaily: bigint('max_country_charge_daily', { mode: 'bigint' }).notNull(),
    maxCountryChargeMonthly: bigint('max_country_charge_monthly', { mode: 'bigint' }).notNull(),
    /** The preset top-up amounts, minor units, ascending. */
    topupPresets: jsonb('topup_presets').$type<string[]>().notNull(),
    /** Whether the shopper may type an amount, and the range it must be in. */
    customTopup: boolean('custom_topup').notNull(),
    minTopup: bigint('min_topup', { mode: 'bigint' }).notNull(),
    maxTopup: bigint('max_topup', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    check('wallet_countries_status', sql`${t.countryStatus} in (1, 2, 3)`),
    check('wallet_countries_count', sql`${t.walletCount} >= 0 and ${t.walletCount} <= ${t.maxAllowedUsers}`),
    check('wallet_countries_topup_range', sql`${t.minTopup} > 0 and ${t.minTopup} <= ${t.maxTopup}`),
  ],
);

/**
 * A shopper's Codacash wallet in one country (commerce §3). status: 0 restricted, 1 active,
 * 2 reserved (a phone being verified; it holds a place in the country's count until it is
 * activated, given up, or `reservedUntil` passes). The money is on its ledger account; the running
 * top-up and charge totals of the day and month (UTC) are kept here, checked and changed in the
 * transfer's own transaction.
 */
export const wallets = pgTable(
  'wallets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    currency: text('currency').notNull(),
    status: smallint('status').notNull(),
    /** E.164; verified by the activation code. */
    phoneNumber: text('phone_number').notNull(),
    /** Null while reserved. */
    accountId: bigint('account_id', { mode: 'number' }).references(() => ledgerAccounts.id),
    hasSpent: boolean('has_spent').notNull().default(false),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    topupDay: date('topup_day', { mode: 'string' }),
    topupDaily: bigint('topup_daily', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    topupMonth: date('topup_month', { mode: 'string' }),
    topupMonthly: bigint('topup_monthly', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    chargeDay: date('charge_day', { mode: 'string' }),
    chargeDaily: bigint('charge_daily', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    chargeMonth: date('charge_month', { mode: 'string' }),
    chargeMonthly: bigint('charge_monthly', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallets_user_country').on(t.userId, t.countryCode),
    // One wallet per number in a country: "this number is already used for a wallet" (commerce §8).
    uniqueIndex('wallets_country_phone').on(t.countryCode, t.phoneNumber),
    uniqueIndex('wallets_account').on(t.accountId),
    check('wallets_status', sql`${t.status} in (0, 1, 2)`),
    check('wallets_account_when_activated', sql`${t.status} = 2 or ${t.accountId} is not null`),
    check('wallets_phone_e164', sql`${t.phoneNumber} ~ '^\\+[1-9][0-9]{7,14}$'`),
  ],
);

/**
 * Per-user wallet state and shell §3 / commerce §3 user settings (switchCount, lastSwitchDate, the two
 * wallet-hint flags; docs/decisions/0052): the current wallet, its switches and the hints.
 */
export const walletUsers = pgTable('wallet_users', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  currentWalletId: text('current_wallet_id').references(() => wallets.id),
  switchCount: smallint('switch_count').notNull().default(0),
  lastSwitchAt: timestamp('last_switch_at', { withTimezone: true }),
  /** Shell §3's two wallet-hint flags of the user settings state: the hint was seen and closed. */
  walletHintSeen: boolean('wallet_hint_seen').notNull().default(false),
  switchHintSeen: boolean('switch_hint_seen').notNull().default(false),
});

/** A country's top-up and charge totals of one UTC day or month, for the country-wide caps. */
export const walletCountryTotals = pgTable(
  'wallet_country_totals',
  {
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    /** 'day' or 'month'. */
    period: text('period').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    topupMinor: bigint('topup_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    chargeMinor: bigint('charge_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.countryCode, t.period, t.periodStart] }),
    check('wallet_country_totals_period', sql`${t.period} in ('day', 'month')`),
  ],
);

/**
 * A wallet top-up (commerce §4 statuses): Init when created, Pending while the provider waits,
 * Paid when the provider confirmed it, Success once credited (normally in the same transaction as
 * Paid), Refunded when paid but refused by a limit that filled meanwhile, Failed, Cancelled.
 */
export const walletTopups = pgTable(
  'wallet_topups',
  {
    id: text('id').primaryKey(),
    walletId: text('wallet_id')
      .notNull()
      .references(() => wallets.id),
    status: text('status').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    paymentChannelId: integer('payment_channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    paymentProvider: text('payment_provider').notNull(),
    paymentRef: text('payment_ref'),
    paymentUrl: text('payment_url'),
    /** A quick top-up: the order it pays for, continued once the money is in (commerce §4). */
    orderId: text('order_id'),
    idempotencyKey: text('idempotency_key'),
    failureCode: integer('failure_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_topups_payment_ref').on(t.paymentProvider, t.paymentRef),
    uniqueIndex('wallet_topups_idempotency_key').on(t.walletId, t.idempotencyKey),
    index('wallet_topups_wallet').on(t.walletId, t.createdAt),
    index('wallet_topups_status_expires').on(t.status, t.expiresAt),
    check('wallet_topups_status', sql`${t.status} in ('Init', 'Pending', 'Paid', 'Success', 'Refunded', 'Failed', 'Cancelled')`),
    check('wallet_topups_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/** A batch of gift codes of one value, country and currency (docs/decisions/0033). */
export const giftCodeBatches = pgTable(
  'gift_code_batches',
  {
    id: text('id').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** How many codes of this batch one wallet may redeem. */
    perWalletLimit: integer('per_wallet_limit').notNull().default(1),
    note: text('note').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('gift_code_batches_amount_positive', sql`${t.amountMinor} > 0`),
    check('gift_code_batches_limit', sql`${t.perWalletLimit} > 0`),
  ],
);

/** A single-use gift code, kept only as its keyed hash. */
export const giftCodes = pgTable(
  'gift_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    batchId: text('batch_id')
      .notNull()
      .references(() => giftCodeBatches.id),
    redeemedByWalletId: text('redeemed_by_wallet_id').references(() => wallets.id),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (t) => [
    index('gift_codes_batch_wallet').on(t.batchId, t.redeemedByWalletId),
    // A wallet's redemptions of the day (the daily cap, 710).
    index('gift_codes_wallet_redeemed').on(t.redeemedByWalletId, t.redeemedAt),
  ],
);
