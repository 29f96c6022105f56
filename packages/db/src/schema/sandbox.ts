import { bigint, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * State of the built-in sandbox providers. They stand in for outside systems, so they keep
 * their own tables and never read the store's.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  merchantRef: text('merchant_ref').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  currency: text('currency').notNull(),
  channelName: text('channel_name').notNull(),
  description: text('description').notNull(),
  status: text('status').notNull(),
  returnUrl: text('return_url').notNull(),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('sandbox_payments_merchant_ref').on(t.merchantRef)]);

/** Credits the sandbox publisher has put into players' game accounts, once per store transaction. */
export const sandboxPublisherCredits = pgTable('sandbox_publisher_credits', {
  id: text('id').primaryKey(),
  transactionId: text('transaction_id').notNull(),
  game: text('game').notNull(),
  userId: text('user_id').notNull(),
  zoneId: text('zone_id'),
  creditAmount: integer('credit_amount').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('sandbox_publisher_credits_txn').on(t.transactionId)]);
