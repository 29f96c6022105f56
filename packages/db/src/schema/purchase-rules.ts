import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { denominations, products } from './catalog.ts';

/**
 * A product's purchase rules per player (commerce §8, issue 17; docs/decisions/0036). A rule with a
 * denomination counts that denomination's orders; without one, every order of the product. Orders
 * of one player (user id and zone) count whoever placed them, on any site and in any country.
 * Checked under a per-player-and-product lock in the transaction that places the order.
 */
export const purchaseRules = pgTable(
  'purchase_rules',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    denominationId: text('denomination_id').references(() => denominations.id),
    /** At most one unpaid order at a time (656). */
    onePending: boolean('one_pending').notNull().default(false),
    /** Once only: the result code a second purchase is refused with (630, or a membership or pass code). */
    onceCode: integer('once_code'),
    /** Once within this many days (a seasonal pass: 93); null with `onceCode`: once ever. */
    onceWithinDays: integer('once_within_days'),
    /** Orders in the last 24 hours (633). */
    dailyLimit: integer('daily_limit'),
    /** Orders in the last 30 days (655). */
    monthlyLimit: integer('monthly_limit'),
  },
  (t) => [
    index('purchase_rules_product').on(t.productId),
    check('purchase_rules_once_code', sql`${t.onceCode} is null or ${t.onceCode} in (630, 1503, 1512, 1515, 5034, 5152)`),
    check('purchase_rules_once_within', sql`${t.onceWithinDays} is null or (${t.onceCode} is not null and ${t.onceWithinDays} > 0)`),
    check('purchase_rules_limits', sql`coalesce(${t.dailyLimit}, 1) > 0 and coalesce(${t.monthlyLimit}, 1) > 0`),
  ],
);
