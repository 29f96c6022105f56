import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { countries, products } from './catalog.ts';
import { sites } from './sites.ts';

/**
 * Content the storefront API's `/cms` serves (commerce §7), per site and interface language.
 * A key a site does not override comes from the store's own site (id 0), then from the language
 * catalogues (docs/decisions/0009).
 */
export const cmsMessages = pgTable(
  'cms_messages',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    language: text('language').notNull(),
    type: text('type').notNull().default('TEXT'),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.language, t.type, t.key] }),
    check('cms_messages_language', sql`${t.language} ~ '^[a-z]{2,3}$'`),
    check('cms_messages_type', sql`${t.type} in ('TEXT', 'HTML')`),
    check('cms_messages_key', sql`${t.key} ~ '^[A-Za-z0-9_.-]{1,200}$'`),
  ],
);

/**
 * A highlighted promotion of a site: a home carousel banner, a highlighted promo on the home page,
 * or one shown on a product's page (`productId` is then that product). Its words are a CMS key.
 */
export const storefrontPromos = pgTable(
  'storefront_promos',
  {
    id: text('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    placement: text('placement').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    /** Only in this country; null for every country that sells the product. */
    countryCode: text('country_code').references(() => countries.code),
    titleKey: text('title_key').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('storefront_promos_site_placement').on(t.siteId, t.placement),
    check('storefront_promos_placement', sql`${t.placement} in ('banner', 'home', 'product')`),
    check('storefront_promos_window', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);

/** A line of the info bar above a page (commerce §7 `/infoBar`); its words are a CMS key. */
export const infoBarItems = pgTable(
  'info_bar_items',
  {
    id: text('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    /** `all`, or the one kind of page it shows on. */
    pageType: text('page_type').notNull(),
    /** Only on this product's page; null for every page of the type. */
    productId: text('product_id').references(() => products.id),
    countryCode: text('country_code').references(() => countries.code),
    kind: text('kind').notNull().default('info'),
    messageKey: text('message_key').notNull(),
    /** A path on the store the item links to, or null. */
    link: text('link'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('info_bar_items_site').on(t.siteId),
    check('info_bar_items_page_type', sql`${t.pageType} in ('all', 'home', 'product', 'search')`),
    check('info_bar_items_kind', sql`${t.kind} in ('info', 'warning', 'promo')`),
    check('info_bar_items_link', sql`${t.link} is null or left(${t.link}, 1) = '/'`),
    check('info_bar_items_window', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);

/**
 * Marketing consents given through `/marketing-consent` (commerce §3, §7), one row per consent
 * given: the record of who agreed, where and when. An unsubscribe of the e-mail or mobile sets
 * `withdrawn_at` on its live rows (docs/decisions/0052); nothing else changes a row.
 */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: text('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    email: text('email'),
    msisdn: text('msisdn'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('marketing_consents_site_email').on(t.siteId, t.email),
    index('marketing_consents_site_msisdn').on(t.siteId, t.msisdn),
    check('marketing_consents_contact', sql`${t.email} is not null or ${t.msisdn} is not null`),
  ],
);

/**
 * A news item of a site on the country home (shell §3's `news` switch): its words are a CMS key,
 * written in the languages of the countries it is shown in; it may link to a product's page.
 */
export const storefrontNews = pgTable(
  'storefront_news',
  {
    id: text('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    /** Only in this country; null for every country of the site. */
    countryCode: text('country_code').references(() => countries.code),
    titleKey: text('title_key').notNull(),
    /** The product the item is about, linked when the site sells it in the country; or null. */
    productId: text('product_id').references(() => products.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    index('storefront_news_site_published').on(t.siteId, t.publishedAt),
    check('storefront_news_title_key', sql`${t.titleKey} ~ '^[A-Za-z0-9_.-]{1,200}$'`),
    check('storefront_news_window', sql`${t.endsAt} is null or ${t.publishedAt} < ${t.endsAt}`),
  ],
);

/**
 * Shoppers' star ratings of a product on a site (the review widget and the trust rating of
 * shell §3): how many gave each number of stars. Kept as counts, so a page reads one row and the
 * site's trust rating is their sum (docs/decisions/0046).
 */
export const productRatings = pgTable(
  'product_ratings',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    stars1: integer('stars_1').notNull().default(0),
    stars2: integer('stars_2').notNull().default(0),
    stars3: integer('stars_3').notNull().default(0),
    stars4: integer('stars_4').notNull().default(0),
    stars5: integer('stars_5').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.productId] }),
    check(
      'product_ratings_counts',
      sql`${t.stars1} >= 0 and ${t.stars2} >= 0 and ${t.stars3} >= 0 and ${t.stars4} >= 0 and ${t.stars5} >= 0`,
    ),
  ],
);
