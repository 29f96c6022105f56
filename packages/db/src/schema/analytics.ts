import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Page views (shell §2), one row per navigation a shopper consented to have counted (C0002, never
 * in Russia). Nothing identifies the shopper: no address, no cookie, no query string. Scoped by
 * the storefront site the page was on.
 */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id').notNull(),
    path: text('path').notNull(),
    countryCode: text('country_code'),
    language: text('language').notNull(),
    referrer: text('referrer'),
    /** Commerce §4's dimensions (docs/decisions/0053): guest 0, soft 1, logged in 2, decided by the server. */
    userType: smallint('user_type'),
    /** New 0, returning 1: whether the signed-in shopper has paid for an order on the site before. */
    customer: smallint('customer'),
    /** Desktop 1, mobile 2, PWA 99, as the browser reports it; null when it did not. */
    platform: smallint('platform'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('page_views_site_created').on(t.siteId, t.createdAt),
    check('page_views_path', sql`left(${t.path}, 1) = '/' and length(${t.path}) <= 2048`),
    check('page_views_referrer', sql`${t.referrer} is null or length(${t.referrer}) <= 2048`),
    check('page_views_user_type', sql`${t.userType} is null or ${t.userType} in (0, 1, 2)`),
    check('page_views_customer', sql`${t.customer} is null or ${t.customer} in (0, 1)`),
    check('page_views_platform', sql`${t.platform} is null or ${t.platform} in (1, 2, 99)`),
  ],
);
