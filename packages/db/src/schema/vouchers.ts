import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * The code a voucher order delivered (docs/decisions/0038), sealed with AES-256-GCM: `sealed` is
 * base64url of the nonce, the tag and the ciphertext, bound to the order id, under the key named
 * by `key_id` so keys can rotate. The code itself is never stored in the clear.
 */
export const voucherCodes = pgTable(
  'voucher_codes',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id),
    keyId: text('key_id').notNull(),
    sealed: text('sealed').notNull(),
    status: text('status').notNull().default('issued'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [check('voucher_codes_status', sql`${t.status} in ('issued', 'voided')`)],
);
