import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('page_views_site_created').on(t.siteId, t.createdAt),
    check('page_views_path', sql`left(${t.path}, 1) = '/' and length(${t.path}) <= 2048`),
    check('page_views_referrer', sql`${t.referrer} is null or length(${t.referrer}) <= 2048`),
  ],
);
