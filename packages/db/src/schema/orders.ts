import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BillingAddress } from '@store/contracts';
import { countries, denominations, paymentChannels, products } from './catalog.ts';
import { users } from './identity.ts';
import { sites } from './sites.ts';

/** A shopper's order; `status` holds the numeric order statuses of commerce §4. */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    status: smallint('status').notNull(),
    /** The site the order was placed on (0, the store's own, for orders older than white-label sites). */
    siteId: integer('site_id')
      .notNull()
      .default(0)
      .references(() => sites.id),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    denominationId: text('denomination_id')
      .notNull()
      .references(() => denominations.id),
    paymentChannelId: integer('payment_channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    /** The game account credited; null for a voucher, which is a code for whoever holds it (docs/decisions/0038). */
    playerUserId: text('player_user_id'),
    playerZoneId: text('player_zone_id'),
    /** The character credited, for the games whose publisher asks for one (docs/decisions/0044). */
    playerCharacterName: text('player_character_name'),
    playerNickname: text('player_nickname'),
    email: text('email'),
    mobile: text('mobile'),
    /** The billing address the channel asked for (cards), as the shopper gave it; passed to the provider. */
    billingAddress: jsonb('billing_address').$type<BillingAddress>(),
    /** The shopper's nationality (ISO 3166-1), where the product or the channel asked for it (docs/decisions/0047). */
    nationality: text('nationality'),
    /** The signed-in shopper who placed it, or who adopted it after buying as a guest; null for a guest's order. */
    userId: text('user_id').references(() => users.id),
    /**
     * Commerce §4's dimensions (docs/decisions/0053), null on orders placed before they were kept:
     * guest 0, soft 1, logged in 2 and new 0, returning 1, decided by the server; desktop 1,
     * mobile 2, PWA 99 as the browser reports it (null when it did not).
     */
    userType: smallint('user_type'),
    customer: smallint('customer'),
    platform: smallint('platform'),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    locale: text('locale').notNull(),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash').notNull(),
    paymentProvider: text('payment_provider').notNull(),
    paymentRef: text('payment_ref'),
    paymentUrl: text('payment_url'),
    failureCode: integer('failure_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('orders_payment_ref').on(t.paymentProvider, t.paymentRef),
    index('orders_status_expires').on(t.status, t.expiresAt),
    check('orders_nationality', sql`${t.nationality} is null or ${t.nationality} ~ '^[A-Z]{2}$'`),
    index('orders_user_history').on(t.userId, t.siteId, t.createdAt),
    // A player's orders of a product, counted by the purchase rules (docs/decisions/0036).
    index('orders_player_product').on(t.productId, t.playerUserId, t.createdAt),
    check('orders_player', sql`(${t.playerUserId} is null) = (${t.playerNickname} is null)`),
    check('orders_contact', sql`${t.email} is not null or ${t.mobile} is not null`),
    check('orders_user_type', sql`${t.userType} is null or ${t.userType} in (0, 1, 2)`),
    check('orders_customer', sql`${t.customer} is null or ${t.customer} in (0, 1)`),
    check('orders_platform', sql`${t.platform} is null or ${t.platform} in (1, 2, 99)`),
    // A guest's earlier orders by their contact: whether they are a returning customer.
    index('orders_site_email').on(t.siteId, sql`lower(${t.email})`),
    index('orders_site_mobile').on(t.siteId, t.mobile),
    // Only an order paid wholly with rewards (points redemption, docs/decisions/0034) pays nothing.
    check('orders_amount_positive', sql`${t.amountMinor} > 0 or (${t.amountMinor} = 0 and ${t.paymentProvider} = 'coda-rewards')`),
  ],
);

/** Every status change of an order, written in the same transaction as the change. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status'),
    reason: text('reason').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order').on(t.orderId, t.id)],
);

/** Payment provider webhooks, stored once per provider event id (the idempotency guard). */
export const paymentWebhooks = pgTable(
  'payment_webhooks',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentRef: text('payment_ref').notNull(),
    type: text('type').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').notNull(),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_webhooks_event').on(t.provider, t.eventId)],
);

/** One delivery to the game per order; the primary key makes a second delivery record impossible. */
export const deliveries = pgTable(
  'deliveries',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    publisherRef: text('publisher_ref'),
    lastError: text('last_error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('deliveries_status', sql`${t.status} in ('pending', 'delivered', 'failed')`)],
);

/** At most one refund per order. */
export const refunds = pgTable('refunds', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  currency: text('currency').notNull(),
  reason: text('reason').notNull(),
  providerRef: text('provider_ref'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
