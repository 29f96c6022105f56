import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * State of the built-in sandbox providers. They stand in for outside systems, so they keep
 * their own tables and never read the store's.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    merchantRef: text('merchant_ref').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    channelName: text('channel_name').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull(),
    returnUrl: text('return_url').notNull(),
    /** What the merchant sent with the payment, shown on the hosted page as a card form would be pre-filled. */
    billingAddress: jsonb('billing_address').$type<Record<string, string>>(),
    /** The shopper's nationality, where the merchant sent one. */
    nationality: text('nationality'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_payments_merchant_ref').on(t.merchantRef)],
);

/**
 * The sandbox payment provider's webhook outbox, as a real provider keeps one: each event is a row
 * written in the same transaction as the payment's change, then sent and re-sent with backoff until
 * the store accepts it or a day has passed, by whichever process runs the sender, after restarts
 * too. `id` orders the events of one payment; `held` is a 'payment.pending' kept back to be sent
 * after the outcome (the reordering switch).
 */
export const sandboxWebhookOutbox = pgTable(
  'sandbox_webhook_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: text('event_id').notNull(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => sandboxPayments.id),
    type: text('type').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sandbox_webhook_outbox_event').on(t.eventId),
    index('sandbox_webhook_outbox_due').on(t.status, t.nextAttemptAt),
    index('sandbox_webhook_outbox_payment').on(t.paymentId, t.id),
    check('sandbox_webhook_outbox_status', sql`${t.status} in ('held', 'pending', 'delivered', 'failed')`),
  ],
);

/** Credits the sandbox publisher has put into players' game accounts, once per store transaction. */
export const sandboxPublisherCredits = pgTable(
  'sandbox_publisher_credits',
  {
    id: text('id').primaryKey(),
    transactionId: text('transaction_id').notNull(),
    game: text('game').notNull(),
    userId: text('user_id').notNull(),
    zoneId: text('zone_id'),
    characterName: text('character_name'),
    creditAmount: integer('credit_amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_publisher_credits_txn').on(t.transactionId)],
);

/**
 * Voucher codes the sandbox publisher has minted, once per store transaction (docs/decisions/0038);
 * a refunded order's code is voided, as a publisher cancels an unused gift card.
 */
export const sandboxPublisherVouchers = pgTable(
  'sandbox_publisher_vouchers',
  {
    id: text('id').primaryKey(),
    transactionId: text('transaction_id').notNull(),
    game: text('game').notNull(),
    code: text('code').notNull(),
    status: text('status').notNull().default('issued'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sandbox_publisher_vouchers_txn').on(t.transactionId),
    uniqueIndex('sandbox_publisher_vouchers_code').on(t.code),
    check('sandbox_publisher_vouchers_status', sql`${t.status} in ('issued', 'voided')`),
  ],
);

/**
 * The players the sandbox publisher has validated, beside the directory it is built with, so that a
 * player a shopper checked can be found by nickname again (docs/decisions/0055). `search_key` is
 * the nickname as searches compare it (NFKC, case-folded, accents folded); `zone_id` is '' for a
 * game without zones, so that the key is unique without nulls.
 */
export const sandboxPublisherPlayers = pgTable(
  'sandbox_publisher_players',
  {
    game: text('game').notNull(),
    userId: text('user_id').notNull(),
    zoneId: text('zone_id').notNull().default(''),
    nickname: text('nickname').notNull(),
    searchKey: text('search_key').notNull(),
    level: integer('level').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Searches read one game's players: the unique key's first column serves them.
  (t) => [uniqueIndex('sandbox_publisher_players_key').on(t.game, t.userId, t.zoneId)],
);
